import { data, Form, redirect } from 'react-router'
import { ConsoleDoor } from '#app/components/admin/console-shell.tsx'
import { Field, Notice, SubmitButton } from '#app/components/admin/ui.tsx'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { acceptInvite, findInvite } from '#app/domain/accounts/invites.server.ts'
import { roleLabels, roleSummaries } from '#app/domain/accounts/roles.ts'
import { createSession, sessionCookie } from '#app/domain/accounts/sessions.server.ts'
import { AccountError } from '#app/domain/accounts/users.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import { consolePaths } from '#app/routing/console.ts'
import '#app/admin.css'
import { clientOf, consoleHeaders } from './console.server.ts'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/invite'
import { requestContext } from '#app/platform/context.server.ts'

const GONE =
  'This invitation link has expired or has been used already. Ask an administrator for a new one.'

/** /admin/invite/<token>: an invited person chooses a password, then sets up MFA at sign-in. */
export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = requestContext(router)
  const invite = await findInvite(context.db, params.token)
  if (!invite) return data({ invite: null }, { status: 410, headers: consoleHeaders })
  return data(
    { invite: { email: invite.email, role: invite.role, roleLabel: roleLabels[invite.role] } },
    { headers: consoleHeaders },
  )
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
  const context = requestContext(router)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data(
      { error: 'The form could not be read. Please send it again.' },
      { status: 400, headers: consoleHeaders },
    )
  }
  const text = (k: string) => String(form.get(k) ?? '')
  if (text('password') !== text('confirm'))
    return data({ error: 'The two passwords differ.' }, { status: 400, headers: consoleHeaders })
  let user
  try {
    user = await acceptInvite(context.db, params.token, {
      name: text('name'),
      password: text('password'),
    })
  } catch (error) {
    if (error instanceof AccountError)
      return data({ error: error.message }, { status: 400, headers: consoleHeaders })
    throw error
  }
  if (!user) return data({ error: GONE }, { status: 410, headers: consoleHeaders })
  const client = clientOf(context, request)
  await recordAudit(context.db, {
    kind: 'user.invite-accepted',
    actor: { id: user.id, email: user.email },
    target: `user:${user.id}`,
    summary: `Accepted an invitation as ${user.role}.`,
    ip: client.ip,
  })
  // Password chosen: straight on to setting up the authenticator, as at any first sign-in.
  const { token } = await createSession(context.db, { userId: user.id, state: 'enrol', ...client })
  throw redirect(consolePaths.login, {
    status: 303,
    headers: { ...consoleHeaders, 'Set-Cookie': sessionCookie(token, context.secure) },
  })
}

export const meta: Route.MetaFunction = () => consoleMeta('Accept your invitation')

export const handle = { cache: 'private' }

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const { shortName } = useSiteSettings()
  const { invite } = loaderData
  return (
    <ConsoleDoor companyName={shortName}>
      {!invite ? (
        <>
          <h1 className="text-2xl">Invitation not valid</h1>
          <p className="mt-3">{GONE}</p>
        </>
      ) : (
        <>
          <h1 className="text-2xl">Welcome</h1>
          <p className="mt-1 text-muted">
            You are invited to the console as <strong>{invite.roleLabel}</strong>:{' '}
            {roleSummaries[invite.role].toLowerCase()}
          </p>
          {actionData?.error ? (
            <div className="mt-4">
              <Notice tone="error">{actionData.error}</Notice>
            </div>
          ) : null}
          <Form method="post" className="mt-6 space-y-4">
            <Field
              label="Email"
              name="email"
              type="email"
              defaultValue={invite.email}
              readOnly
              autoComplete="username"
            />
            <Field label="Your name" name="name" autoComplete="name" required maxLength={100} />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              maxLength={256}
              hint="At least 12 characters. A phrase of several words is easy to remember and hard to guess."
            />
            <Field
              label="Password again"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              maxLength={256}
            />
            <SubmitButton busy="Saving…" className="w-full">
              Choose password and continue
            </SubmitButton>
          </Form>
          <p className="mt-4 text-sm text-muted">
            Next you will set up an authenticator app on your phone for two-step sign-in.
          </p>
        </>
      )}
    </ConsoleDoor>
  )
}
