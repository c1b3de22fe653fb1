import { requireStaff } from '#app/domain/accounts/guard.server.ts'
import type { Route } from './+types/not-found'
import { requestContext } from '#app/platform/context.server.ts'
import { notFound } from '#app/platform/http.server.ts'

/** An unknown /admin/… address, for a signed-in person: the console's own 404. */
export function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  requireStaff(context, url)
  notFound({ message: 'There is no such page in the console.' })
}

export default function ConsoleNotFound() {
  return null
}
