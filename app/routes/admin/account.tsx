import { data, redirect } from 'react-router'
import {
  Badge,
  ConsoleForm,
  Field,
  Notice,
  PageTitle,
  Panel,
  SubmitButton,
  Time,
} from '#app/components/admin/ui.tsx'
import { actorOf, staffForm, requireStaff } from '#app/domain/accounts/guard.server.ts'
import { recoveryCodesLeft, regenerateRecoveryCodes } from '#app/domain/accounts/mfa.server.ts'
import { verifyPassword } from '#app/domain/accounts/passwords.server.ts'
import { roleLabels, roleSummaries } from '#app/domain/accounts/roles.ts'
import {
  clearedSessionCookie,
  listUserSessions,
  revokeSession,
  revokeUserSessions,
} from '#app/domain/accounts/sessions.server.ts'
import { AccountError, getCredentials, setPassword } from '#app/domain/accounts/users.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import { consolePaths } from '#app/routing/console.ts'
import { describeUserAgent } from '#app/utils/user-agent.ts'
import { consoleHeaders } from './console.server.ts'
import { useConsole } from './layout.tsx'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/account'
import { requestContext, type RequestContext } from '#app/platform/context.server.ts'

/** /admin/account: one's password, sessions, two-step sign-in and recovery codes. */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const { user, session } = requireStaff(context, url)
  const [sessions, codesLeft] = await Promise.all([
    listUserSessions(context.db, user.id, session.id),
    recoveryCodesLeft(context.db, user.id),
  ])
  return data(
    {
      sessions: sessions.map((s) => ({
        id: s.id,
        current: s.current,
        device: describeUserAgent(s.userAgent),
        ip: s.ip,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
      })),
      codesLeft,
    },
    { headers: consoleHeaders },
  )
}

type ActionData =
  | { ok: true; intent: string; message: string; codes?: string[] }
  | { ok: false; intent: string; message: string; field?: string }

async function passwordIsRight(
  context: Pick<RequestContext, 'db'>,
  email: string,
  password: string,
) {
  const creds = await getCredentials(context.db, email)
  return !!creds && (await verifyPassword(creds.password_hash, password.slice(0, 1024)))
}

export async function action({ request, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const { staff, form } = await staffForm(context, { request, url })
  const { user, session } = staff
  const intent = String(form.get('intent') ?? '')
  const text = (k: string) => String(form.get(k) ?? '')
  const audit = (kind: Parameters<typeof recordAudit>[1]['kind'], summary: string) =>
    recordAudit(context.db, {
      kind,
      actor: actorOf(staff),
      target: `user:${user.id}`,
      summary,
      ip: context.clientIp,
    })
  const answer = (d: ActionData, status = 200) => data(d, { status, headers: consoleHeaders })

  if (intent === 'password') {
    if (!(await passwordIsRight(context, user.email, text('current'))))
      return answer(
        { ok: false, intent, field: 'current', message: 'Your current password is not right.' },
        400,
      )
    if (text('password') !== text('confirm'))
      return answer(
        { ok: false, intent, field: 'confirm', message: 'The two new passwords differ.' },
        400,
      )
    try {
      await setPassword(context.db, user.id, text('password'), { keepSessionId: session.id })
    } catch (error) {
      if (error instanceof AccountError)
        return answer({ ok: false, intent, field: 'password', message: error.message }, 400)
      throw error
    }
    await audit('auth.password-changed', 'Changed their password; their other sessions ended.')
    return answer({
      ok: true,
      intent,
      message: 'Password changed. Your other sessions have been signed out.',
    })
  }
  if (intent === 'recovery') {
    if (!(await passwordIsRight(context, user.email, text('current'))))
      return answer(
        { ok: false, intent, field: 'current', message: 'Your password is not right.' },
        400,
      )
    const codes = await regenerateRecoveryCodes(context.db, user.id)
    await audit(
      'auth.recovery-codes-regenerated',
      'Made 10 new recovery codes; the old ones stopped working.',
    )
    return answer({
      ok: true,
      intent,
      message: 'New recovery codes made. The old ones no longer work.',
      codes,
    })
  }
  if (intent === 'revoke') {
    const id = text('session')
    if (id === session.id)
      return answer({ ok: false, intent, message: 'Use "Sign out" for this session.' }, 400)
    await revokeSession(context.db, id, user.id)
    await audit('auth.session-revoked', 'Signed out one of their other sessions.')
    return answer({ ok: true, intent, message: 'That session has been signed out.' })
  }
  if (intent === 'others') {
    const n = await revokeUserSessions(context.db, user.id, { exceptId: session.id })
    await audit(
      'auth.sign-out-everywhere',
      `Signed out everywhere else (${n} session${n === 1 ? '' : 's'}).`,
    )
    return answer({
      ok: true,
      intent,
      message: n
        ? `Signed out of ${n} other session${n === 1 ? '' : 's'}.`
        : 'There were no other sessions.',
    })
  }
  if (intent === 'everywhere') {
    const n = await revokeUserSessions(context.db, user.id)
    await audit(
      'auth.sign-out-everywhere',
      `Signed out everywhere (${n} session${n === 1 ? '' : 's'}).`,
    )
    throw redirect(consolePaths.login, {
      status: 303,
      headers: { ...consoleHeaders, 'Set-Cookie': clearedSessionCookie(context.secure) },
    })
  }
  return answer({ ok: false, intent, message: 'Unknown request.' }, 400)
}

export const meta: Route.MetaFunction = () => consoleMeta('My account')

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf } = useConsole()
  const result = (intent: string) => (actionData?.intent === intent ? actionData : null)
  const fieldError = (intent: string, field: string) => {
    const r = result(intent)
    return r && !r.ok && r.field === field ? r.message : null
  }
  const notice = (intent: string) => {
    const r = result(intent)
    if (!r) return null
    if (!r.ok && r.field) return null
    return (
      <div className="mb-4">
        <Notice tone={r.ok ? 'success' : 'error'}>{r.message}</Notice>
      </div>
    )
  }
  const newCodes = result('recovery')
  return (
    <>
      <PageTitle lead={roleSummaries[user.role]}>My account</PageTitle>
      <div className="space-y-6">
        <Panel title="You">
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted">Name</dt>
            <dd>{user.name || '—'}</dd>
            <dt className="text-muted">Email</dt>
            <dd>{user.email}</dd>
            <dt className="text-muted">Role</dt>
            <dd>
              <Badge tone="info">{roleLabels[user.role]}</Badge>
            </dd>
          </dl>
        </Panel>

        <Panel title="Signed-in sessions" id="sessions">
          {notice('revoke')}
          {notice('others')}
          <ul className="divide-y divide-slate-200">
            {loaderData.sessions.map((s) => (
              <li
                key={s.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-semibold">
                    {s.device} {s.current ? <Badge tone="good">This session</Badge> : null}
                  </p>
                  <p className="text-sm text-muted">
                    From {s.ip || 'an unknown address'} · signed in <Time ms={s.createdAt} /> · last
                    active <Time ms={s.lastSeenAt} />
                  </p>
                </div>
                {s.current ? null : (
                  <ConsoleForm csrf={csrf} intent="revoke">
                    <input type="hidden" name="session" value={s.id} />
                    <SubmitButton
                      variant="outline"
                      name="intent"
                      value="revoke"
                      busy="Signing out…"
                    >
                      Sign out<span className="sr-only"> {s.device}</span>
                    </SubmitButton>
                  </ConsoleForm>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <ConsoleForm csrf={csrf} intent="others">
              <SubmitButton variant="outline" name="intent" value="others" busy="Signing out…">
                Sign out everywhere else
              </SubmitButton>
            </ConsoleForm>
            <ConsoleForm csrf={csrf} intent="everywhere">
              <SubmitButton variant="danger" name="intent" value="everywhere" busy="Signing out…">
                Sign out everywhere
              </SubmitButton>
            </ConsoleForm>
          </div>
        </Panel>

        <Panel title="Change password" id="password">
          {notice('password')}
          <ConsoleForm csrf={csrf} intent="password" className="grid max-w-md gap-4">
            <Field
              label="Current password"
              name="current"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
              error={fieldError('password', 'current')}
            />
            <Field
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              maxLength={256}
              hint="At least 12 characters. A phrase of several words is easy to remember and hard to guess."
              error={fieldError('password', 'password')}
            />
            <Field
              label="New password again"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              maxLength={256}
              error={fieldError('password', 'confirm')}
            />
            <div>
              <SubmitButton name="intent" value="password" busy="Saving…">
                Change password
              </SubmitButton>
            </div>
          </ConsoleForm>
        </Panel>

        <Panel title="Two-step sign-in" id="mfa">
          <p>
            Two-step sign-in is <strong>on</strong>: after your password you enter a code from your
            authenticator app. You have <strong>{loaderData.codesLeft}</strong> unused recovery code
            {loaderData.codesLeft === 1 ? '' : 's'}.
          </p>
          <p className="mt-2 text-muted">
            Lost your phone? Sign in with a recovery code, then ask an administrator to reset your
            authenticator so you can set up the new phone.
          </p>
          {newCodes?.ok && newCodes.codes ? (
            <div className="mt-4">
              <Notice tone="success">{newCodes.message}</Notice>
              <p className="mt-3 font-semibold">Your new recovery codes, shown only now:</p>
              <ol
                aria-label="New recovery codes"
                className="mt-2 grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-lg sm:grid-cols-5"
              >
                {newCodes.codes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ol>
            </div>
          ) : (
            <ConsoleForm csrf={csrf} intent="recovery" className="mt-4 grid max-w-md gap-4">
              <Field
                label="Your password"
                name="current"
                type="password"
                autoComplete="current-password"
                required
                maxLength={1024}
                hint="To make new recovery codes. The old ones stop working."
                error={fieldError('recovery', 'current')}
              />
              <div>
                <SubmitButton variant="outline" name="intent" value="recovery" busy="Making codes…">
                  Make new recovery codes
                </SubmitButton>
              </div>
            </ConsoleForm>
          )}
        </Panel>
      </div>
    </>
  )
}
