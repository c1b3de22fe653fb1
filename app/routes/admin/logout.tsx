import { redirect } from 'react-router'
import { actorOf, staffForm } from '#app/domain/accounts/guard.server.ts'
import { clearedSessionCookie, revokeSession } from '#app/domain/accounts/sessions.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import { consolePaths } from '#app/routing/console.ts'
import { consoleHeaders } from './console.server.ts'
import type { Route } from './+types/logout'
import { requestContext } from '#app/platform/context.server.ts'

/** Signing out is a POST (a link or an image cannot sign anyone out); GET goes to the dashboard. */
export function loader() {
  throw redirect(consolePaths.dashboard, { headers: consoleHeaders })
}

export async function action({ request, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const { staff } = await staffForm(context, { request, url })
  await revokeSession(context.db, staff.session.id)
  await recordAudit(context.db, {
    kind: 'auth.sign-out',
    actor: actorOf(staff),
    summary: 'Signed out.',
    ip: context.clientIp,
  })
  throw redirect(consolePaths.login, {
    status: 303,
    headers: { ...consoleHeaders, 'Set-Cookie': clearedSessionCookie(context.secure) },
  })
}
