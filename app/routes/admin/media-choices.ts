import { requireStaff } from '#app/domain/accounts/guard.server.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { consoleHeaders } from './console.server.ts'
import { choicePage, librarySearch } from './media.server.ts'
import type { Route } from './+types/media-choices'

/**
 * GET /admin/media/choices?q=&page=: one page of the library for the editor's picture chooser
 * (components/admin/image-picker.tsx), as JSON. Newest first; `q` looks in the alt text and the
 * file name, as the media library's search does. Staff who may manage media only.
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  requireStaff(context, url, 'media')
  const { search, page } = librarySearch(url)
  return Response.json(await choicePage(context, search, page), { headers: consoleHeaders })
}
