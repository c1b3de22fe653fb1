import { timingSafeEqual } from 'node:crypto'
import { data, redirect } from 'react-router'
import type { RequestContext, StaffIdentity } from '#app/platform/context.server.ts'
import { loginPath } from '#app/routing/console.ts'
import { can, type Right } from './roles.ts'

/** The field every console form carries: the session's CSRF token (DESIGN.md). */
const CSRF_FIELD = 'csrf'

export type SignedIn = StaffIdentity

/**
 * The signed-in member of staff, for a console loader or action; otherwise the request ends
 * here: to the sign-in page without a session, 403 without the right. The server-side check of
 * every role rule (a hidden button is never the only guard).
 */
export function requireStaff(
  context: Pick<RequestContext, 'staff'>,
  url: URL,
  right?: Right,
): SignedIn {
  const staff = context.staff
  if (!staff || staff.session.state !== 'active') {
    throw redirect(loginPath(url.pathname + url.search), 303)
  }
  if (right && !can(staff.user.role, right)) forbidden()
  return staff
}

export function forbidden(
  message = 'Your role does not allow this. Ask an administrator if you need it.',
): never {
  throw data({ message }, { status: 403, headers: { 'Cache-Control': 'private, no-store' } })
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Every console action starts here: session, role, then the form with its CSRF token checked
 * against the session's (the Origin was checked before, in server/admin-guard.ts).
 */
export async function staffForm(
  context: Pick<RequestContext, 'staff'>,
  { request, url }: { request: Request; url: URL },
  right?: Right,
): Promise<{ staff: SignedIn; form: FormData }> {
  const staff = requireStaff(context, url, right)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw data({ message: 'The form could not be read. Please send it again.' }, { status: 400 })
  }
  const token = form.get(CSRF_FIELD)
  if (typeof token !== 'string' || !sameToken(token, staff.session.csrfToken))
    throw data(
      { message: 'This form has expired. Reload the page and try again.' },
      { status: 403, headers: { 'Cache-Control': 'private, no-store' } },
    )
  return { staff, form }
}

/** The audit log's actor for a signed-in person. */
export function actorOf(staff: SignedIn) {
  return { id: staff.user.id, email: staff.user.email }
}
