import { useEffect, useRef } from 'react'
import { data, Form, Link } from 'react-router'
import { ConfirmButton } from '#app/components/admin/confirm-dialog.tsx'
import {
  Badge,
  ConsoleForm,
  Field,
  Notice,
  PageTitle,
  Pager,
  Panel,
  SelectField,
  SubmitButton,
  Time,
} from '#app/components/admin/ui.tsx'
import { actorOf, requireStaff, staffForm } from '#app/domain/accounts/guard.server.ts'
import {
  createInvite,
  listPendingInvites,
  revokeInvite,
} from '#app/domain/accounts/invites.server.ts'
import { isRole, roleLabels, roles, roleSummaries } from '#app/domain/accounts/roles.ts'
import {
  AccountError,
  findUsers,
  getUser,
  resetMfa,
  setUserRole,
  setUserStatus,
} from '#app/domain/accounts/users.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import { composeInvite, newMessageId, queueMail } from '#app/domain/mail/message.server.ts'
import { notifyOutbox } from '#app/domain/mail/outbox-signal.server.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { consolePaths, invitePath } from '#app/routing/console.ts'
import { consoleHeaders } from './console.server.ts'
import { useConsole } from './layout.tsx'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/users'
import { requestContext } from '#app/platform/context.server.ts'

/** Accounts on a page of People: a team sees all of theirs at once; a search finds one. */
const PER_PAGE = 50

/**
 * /admin/users (administrators only): who may use the console, their roles, invitations. `?q=`
 * finds accounts by name or e-mail; `?page=` pages through them, 50 at a time.
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const { user: me } = requireStaff(context, url, 'users')
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const asked = Number.parseInt(url.searchParams.get('page') ?? '1', 10)
  const page = Math.min(Math.max(Number.isFinite(asked) ? asked : 1, 1), 10_000)
  const [found, invites] = await Promise.all([
    findUsers(context.db, { search: q, limit: PER_PAGE, offset: (page - 1) * PER_PAGE }),
    listPendingInvites(context.db),
  ])
  return data(
    {
      meId: me.id,
      q,
      page,
      pages: Math.max(1, Math.ceil(found.total / PER_PAGE)),
      total: found.total,
      users: found.users.map((u) => ({ ...u, roleLabel: roleLabels[u.role] })),
      invites: invites.map((i) => ({ ...i, roleLabel: roleLabels[i.role] })),
    },
    { headers: consoleHeaders },
  )
}

type ActionData =
  | { ok: true; message: string; inviteLink?: string; inviteEmail?: string; mailed?: boolean }
  | { ok: false; message: string; field?: 'email' }

export async function action({ request, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const { staff, form } = await staffForm(context, { request, url }, 'users')
  const intent = String(form.get('intent') ?? '')
  const answer = (d: ActionData, status = 200) => data(d, { status, headers: consoleHeaders })
  const audit = (
    kind: Parameters<typeof recordAudit>[1]['kind'],
    target: string,
    summary: string,
  ) =>
    recordAudit(context.db, { kind, actor: actorOf(staff), target, summary, ip: context.clientIp })

  if (intent === 'invite') {
    const email = String(form.get('email') ?? '')
      .trim()
      .slice(0, 254)
    const role = form.get('role')
    if (!isRole(role)) return answer({ ok: false, message: 'Choose a role.' }, 400)
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email))
      return answer(
        { ok: false, field: 'email', message: 'Enter the e-mail address of the person to invite.' },
        400,
      )
    try {
      const { token, invite } = await createInvite(context.db, {
        email,
        role,
        createdBy: staff.user.id,
      })
      const link = `${context.env.PUBLIC_URL}${invitePath(token)}`
      const settings = await getSettings(context.db).catch(() => identityDefaults)
      await queueMail(
        context.db,
        composeInvite({
          to: invite.email,
          link,
          role: roleLabels[role],
          siteName: settings.shortName,
          expiresAt: invite.expiresAt,
        }),
        newMessageId(context.env.PUBLIC_URL),
      )
      notifyOutbox()
      await audit('user.invited', `invite:${invite.id}`, `Invited ${invite.email} as ${role}.`)
      // MAIL_TRANSPORT=log writes the e-mail to a file and sends nothing: say so, never "e-mailed".
      const mailed = context.env.MAIL_TRANSPORT !== 'log'
      return answer({
        ok: true,
        message: mailed
          ? `Invitation for ${invite.email} made and e-mailed. The link works once, for 48 hours.`
          : `Invitation for ${invite.email} made, but written to the server's mail log, not e-mailed (MAIL_TRANSPORT=log). Pass the link below on yourself: it works once, for 48 hours.`,
        inviteLink: link,
        inviteEmail: invite.email,
        mailed,
      })
    } catch (error) {
      if (error instanceof AccountError)
        return answer({ ok: false, field: 'email', message: error.message }, 400)
      throw error
    }
  }

  if (intent === 'revoke-invite') {
    const id = Number(form.get('invite'))
    if (Number.isInteger(id) && (await revokeInvite(context.db, id))) {
      await audit('user.invited', `invite:${id}`, 'Withdrew an invitation.')
      return answer({ ok: true, message: 'Invitation withdrawn: its link no longer works.' })
    }
    return answer({ ok: false, message: 'That invitation was already used or withdrawn.' }, 400)
  }

  const id = Number(form.get('user'))
  const target = Number.isInteger(id) ? await getUser(context.db, id) : null
  if (!target) return answer({ ok: false, message: 'There is no such account.' }, 404)
  try {
    if (intent === 'role') {
      const role = form.get('role')
      if (!isRole(role)) return answer({ ok: false, message: 'Choose a role.' }, 400)
      if (role === target.role)
        return answer({ ok: true, message: `${target.email} is already ${roleLabels[role]}.` })
      await setUserRole(context.db, target.id, role)
      await audit(
        'user.role-changed',
        `user:${target.id}`,
        `${target.email}: ${target.role} → ${role}.`,
      )
      return answer({ ok: true, message: `${target.email} is now ${roleLabels[role]}.` })
    }
    if (intent === 'disable' || intent === 'enable') {
      await setUserStatus(context.db, target.id, intent === 'disable' ? 'disabled' : 'active')
      await audit(
        intent === 'disable' ? 'user.disabled' : 'user.enabled',
        `user:${target.id}`,
        `${intent === 'disable' ? 'Disabled' : 'Enabled'} ${target.email}.`,
      )
      return answer({
        ok: true,
        message:
          intent === 'disable'
            ? `${target.email} can no longer sign in; their sessions have ended.`
            : `${target.email} can sign in again.`,
      })
    }
    if (intent === 'reset-mfa') {
      await resetMfa(context.db, target.id)
      await audit(
        'user.mfa-reset',
        `user:${target.id}`,
        `Reset the authenticator of ${target.email}.`,
      )
      return answer({
        ok: true,
        message: `${target.email} will set up an authenticator app at their next sign-in.`,
      })
    }
  } catch (error) {
    if (error instanceof AccountError) return answer({ ok: false, message: error.message }, 409)
    throw error
  }
  return answer({ ok: false, message: 'Unknown request.' }, 400)
}

export const meta: Route.MetaFunction = () => consoleMeta('People')

const roleOptions = roles.map((r) => ({ value: r, label: roleLabels[r] }))

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf } = useConsole()
  const { users, invites, meId, q, page, pages, total } = loaderData
  const pageLink = (p: number) =>
    `?${new URLSearchParams({ ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`
  // After each action its answer gets the focus (the button that was pressed may be gone: Disable
  // becomes Enable, a sent invitation clears its form), so keyboard and screen reader users hear
  // it and go on from there.
  const result = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (actionData) result.current?.focus()
  }, [actionData])
  // A sent invitation starts the form afresh (a new key); a refused one keeps what was typed.
  const inviteForm = actionData?.ok && actionData.inviteLink ? actionData.inviteLink : 'invite'
  return (
    <>
      <PageTitle lead="Who may use the console, and what each may do. Only administrators see this page.">
        People
      </PageTitle>
      {actionData && !(actionData.ok === false && actionData.field) ? (
        <div className="mb-6 outline-offset-4" ref={result} tabIndex={-1}>
          <Notice tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice>
          {actionData.ok && actionData.inviteLink ? (
            <div className="mt-3 rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-semibold">Invitation link for {actionData.inviteEmail}</p>
              <p className="text-sm text-muted">
                {actionData.mailed
                  ? 'Also sent by e-mail. Pass it on yourself if the e-mail does not arrive; it is shown only now.'
                  : 'Not e-mailed: pass it on yourself. It is shown only now.'}
              </p>
              <p className="mt-2 rounded bg-slate-100 px-3 py-2 font-mono text-sm break-all select-all">
                {actionData.inviteLink}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="space-y-6">
        <Panel title={q ? `Accounts matching “${q}” (${total})` : `Accounts (${total})`}>
          {/* Keyed by the search, so "Show everyone" (or Back) empties the field typed in. */}
          <Form
            key={q}
            method="get"
            role="search"
            aria-label="Accounts"
            className="flex flex-wrap items-end gap-3"
          >
            <Field
              label="Find an account"
              hint="By name or e-mail address."
              name="q"
              type="search"
              defaultValue={q}
              maxLength={100}
              className="w-full min-w-0 sm:w-auto sm:max-w-sm sm:flex-1"
            />
            <button type="submit" className="btn-primary rounded-lg">
              Find
            </button>
            {q ? (
              <Link to={consolePaths.users} className="btn-outline rounded-lg">
                Show everyone
              </Link>
            ) : null}
          </Form>
          {users.length ? null : (
            <p className="mt-4">
              {q
                ? `No account has “${q}” in its name or e-mail address.`
                : 'No accounts on this page.'}
            </p>
          )}
          <ul className="mt-2 divide-y divide-slate-200">
            {users.map((u) => (
              <li key={u.id} className="py-4">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h3 className="text-base">{u.name || u.email}</h3>
                  {u.name ? <span className="text-muted">{u.email}</span> : null}
                  <Badge tone="info">{u.roleLabel}</Badge>
                  {u.status === 'disabled' ? <Badge tone="bad">Disabled</Badge> : null}
                  {u.mfaEnrolled ? (
                    <Badge tone="good">Two-step on</Badge>
                  ) : (
                    <Badge tone="warn">Two-step not set up</Badge>
                  )}
                  {u.id === meId ? <Badge>You</Badge> : null}
                </div>
                <p className="mt-1 text-sm text-muted">
                  Last sign-in: <Time ms={u.lastLoginAt} /> · account made <Time ms={u.createdAt} />
                </p>
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  <ConsoleForm
                    csrf={csrf}
                    intent="role"
                    className="flex items-end gap-2"
                    aria-label={`Role of ${u.email}`}
                  >
                    <input type="hidden" name="user" value={u.id} />
                    <SelectField
                      label="Role"
                      name="role"
                      options={roleOptions}
                      defaultValue={u.role}
                    />
                    <SubmitButton variant="outline" name="intent" value="role" busy="Saving…">
                      Save role<span className="sr-only"> of {u.email}</span>
                    </SubmitButton>
                  </ConsoleForm>
                  {u.status === 'active' ? (
                    <ConfirmButton
                      csrf={csrf}
                      intent="disable"
                      fields={{ user: u.id }}
                      title={`Disable ${u.email}?`}
                      label={
                        <>
                          Disable<span className="sr-only"> {u.email}</span>
                        </>
                      }
                      confirmLabel="Disable the account"
                      busy="Disabling…"
                    >
                      <p>
                        They can no longer sign in, and any session they have open ends at once. You
                        can enable the account again later.
                      </p>
                    </ConfirmButton>
                  ) : (
                    <ConsoleForm csrf={csrf} intent="enable">
                      <input type="hidden" name="user" value={u.id} />
                      <SubmitButton variant="outline" name="intent" value="enable">
                        Enable<span className="sr-only"> {u.email}</span>
                      </SubmitButton>
                    </ConsoleForm>
                  )}
                  {u.mfaEnrolled ? (
                    <ConfirmButton
                      csrf={csrf}
                      intent="reset-mfa"
                      fields={{ user: u.id }}
                      variant="outline"
                      title={`Reset two-step sign-in of ${u.email}?`}
                      label={
                        <>
                          Reset two-step sign-in<span className="sr-only"> of {u.email}</span>
                        </>
                      }
                      confirmLabel="Reset two-step sign-in"
                      busy="Resetting…"
                    >
                      <p>
                        Their authenticator app and their recovery codes stop working here, and they
                        are signed out. At their next sign-in they set up an authenticator app
                        again. Do this when they have lost their phone.
                      </p>
                    </ConfirmButton>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} link={pageLink} label="Pages of accounts" />
        </Panel>

        <Panel title="Invite someone">
          <ConsoleForm
            key={inviteForm}
            csrf={csrf}
            intent="invite"
            className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
          >
            <Field
              label="Email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              error={
                actionData && !actionData.ok && actionData.field === 'email'
                  ? actionData.message
                  : null
              }
            />
            <SelectField label="Role" name="role" options={roleOptions} defaultValue="editor" />
            <SubmitButton name="intent" value="invite" busy="Inviting…">
              Send invitation
            </SubmitButton>
          </ConsoleForm>
          <ul className="mt-4 space-y-1 text-sm text-muted">
            {roles.map((r) => (
              <li key={r}>
                <strong className="text-ink">{roleLabels[r]}:</strong> {roleSummaries[r]}
              </li>
            ))}
          </ul>
          {invites.length ? (
            <>
              <h3 className="mt-6 text-base">Invitations not yet used</h3>
              <ul className="mt-2 divide-y divide-slate-200">
                {invites.map((i) => (
                  <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      {i.email} <Badge>{i.roleLabel}</Badge>{' '}
                      <span className="text-sm text-muted">
                        until <Time ms={i.expiresAt} />
                      </span>
                    </span>
                    <ConsoleForm csrf={csrf} intent="revoke-invite">
                      <input type="hidden" name="invite" value={i.id} />
                      <SubmitButton variant="quiet" name="intent" value="revoke-invite">
                        Withdraw<span className="sr-only"> the invitation of {i.email}</span>
                      </SubmitButton>
                    </ConsoleForm>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Panel>
      </div>
    </>
  )
}
