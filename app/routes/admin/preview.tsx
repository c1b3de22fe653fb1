import { redirect } from 'react-router'
import { requireStaff } from '#app/domain/accounts/guard.server.ts'
import { PREVIEW_PARAM, previewToken, previewValues } from '#app/domain/content/preview.server.ts'
import { consoleHeaders } from './console.server.ts'
import type { Route } from './+types/preview'
import { requestContext } from '#app/platform/context.server.ts'
import { notFound } from '#app/platform/http.server.ts'

/** /admin/preview/<kind>/<id>: on to the item's public page, with its draft applied for this person. */
export async function loader({ params, context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const staff = requireStaff(context, url)
  const found = await previewValues(context.db, params.kind, params.id)
  if (!found) notFound({ message: 'There is nothing to preview here.' })
  requireStaff(context, url, found.kind.right)
  const path = await found.kind.publicPath(context.db, found.values, params.id)
  if (!path) notFound({ message: 'This item has no public page of its own to preview.' })
  const token = previewToken(context.appSecret, {
    kind: found.kind.kind,
    id: params.id,
    revision: found.revision,
    user: staff.user.id,
  })
  throw redirect(`${path}?${PREVIEW_PARAM}=${token}`, { headers: consoleHeaders })
}
