import { requireStaff } from '#app/domain/accounts/guard.server.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { consoleHeaders } from './console.server'
import { choicePage } from './media.server'
import type { Route } from './+types/media-choices'

/**
 * GET /admin/media/choices?q=&page=: one page of the library for the editor's picture chooser
 * (components/admin/image-picker.tsx), as JSON. Newest first; `q` looks in the alt text and the
 * file name, as the media library's search does. Staff who may manage media only.
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  requireStaff(context, url, 'media')
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const page = Math.min(
    Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1),
    10_000,
  )
  return Response.json(await choicePage(context, search, page), { headers: consoleHeaders })
}
