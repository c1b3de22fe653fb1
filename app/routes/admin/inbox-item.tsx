import { data, Link } from 'react-router'
import {
  Badge,
  ConsoleForm,
  Notice,
  PageTitle,
  Panel,
  SubmitButton,
  Time,
} from '#app/components/admin/ui.tsx'
import { actorOf, forbidden, requireStaff, staffForm } from '#app/domain/accounts/guard.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import { getInboxItem, resendFailed, setHandled } from '#app/domain/inbox/inbox.server.ts'
import { notifyOutbox } from '#app/domain/mail/outbox-signal.server.ts'
import { consolePaths } from '#app/routing/console.ts'
import { jobPath } from '#app/routing/paths.ts'
import { consoleHeaders } from './console.server.ts'
import { inboxKindsOf } from './inbox-filter.ts'
import { DeliveryBadge } from '#app/components/admin/delivery-badge.tsx'
import { useConsole } from './layout.tsx'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/inbox-item'
import { requestContext } from '#app/platform/context.server.ts'
import { notFound } from '#app/platform/http.server.ts'

function idOf(param: string | undefined): number {
  if (!/^\d{1,9}$/.test(param ?? '')) notFound({ message: 'There is no such message.' })
  return Number(param)
}

/** One message or application: what was sent, reply by e-mail, mark handled, delivery state. */
export async function loader({ params, context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const { user } = requireStaff(context, url)
  const kinds = inboxKindsOf(user.role)
  if (!kinds.length) forbidden()
  const item = await getInboxItem(context.db, idOf(params.id), kinds)
  // A message of a kind this role may not read is answered like one that does not exist.
  if (!item) notFound({ message: 'There is no such message, or it has been deleted.' })
  return data({ item }, { headers: consoleHeaders })
}

export async function action({ request, params, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const { staff, form } = await staffForm(context, { request, url })
  const kinds = inboxKindsOf(staff.user.role)
  if (!kinds.length) forbidden()
  const id = idOf(params.id)
  const intent = String(form.get('intent') ?? '')
  const audit = (kind: 'inbox.handled' | 'inbox.reopened' | 'inbox.resent', summary: string) =>
    recordAudit(context.db, {
      kind,
      actor: actorOf(staff),
      target: `submission:${id}`,
      summary,
      ip: context.clientIp,
    })
  if (intent === 'handled' || intent === 'new') {
    if (!(await setHandled(context.db, id, kinds, intent === 'handled' ? staff.user.id : null)))
      notFound({ message: 'There is no such message.' })
    await audit(
      intent === 'handled' ? 'inbox.handled' : 'inbox.reopened',
      intent === 'handled' ? 'Marked handled.' : 'Marked new again.',
    )
    return data(
      { message: intent === 'handled' ? 'Marked handled.' : 'Marked new again.' },
      { headers: consoleHeaders },
    )
  }
  if (intent === 'resend') {
    const n = await resendFailed(context.db, id, kinds)
    if (!n)
      return data(
        { message: 'There was no failed e-mail to send again.' },
        { status: 409, headers: consoleHeaders },
      )
    notifyOutbox()
    await audit('inbox.resent', 'Queued the failed e-mail to be sent again.')
    return data(
      { message: 'The e-mail will be sent again in a moment.' },
      { headers: consoleHeaders },
    )
  }
  return data({ message: 'Unknown request.' }, { status: 400, headers: consoleHeaders })
}

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  consoleMeta(
    d?.item
      ? `${d.item.kind === 'contact' ? 'Message' : 'Application'} from ${d.item.name}`
      : 'Inbox',
  )

export default function InboxItem({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf } = useConsole()
  const { item } = loaderData
  const replySubject =
    item.kind === 'contact'
      ? `Re: ${item.subject ?? ''}`
      : `Your application${item.jobTitle ? ` for ${item.jobTitle}` : ''}`
  const mailto = `mailto:${encodeURIComponent(item.email)}?subject=${encodeURIComponent(replySubject)}`
  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.inbox}>← Inbox</Link>
      </p>
      <PageTitle>
        {item.kind === 'contact' ? 'Message' : 'Job application'} from {item.name}
      </PageTitle>
      {actionData ? (
        <div className="mb-4">
          <Notice tone="success">{actionData.message}</Notice>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Panel title={item.kind === 'contact' ? (item.subject ?? 'No subject') : 'Application'}>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[8rem_1fr]">
            <dt className="text-muted">Received</dt>
            <dd>
              <Time ms={item.createdAt} />
            </dd>
            <dt className="text-muted">Name</dt>
            <dd>{item.name}</dd>
            <dt className="text-muted">Email</dt>
            <dd className="break-all">
              <a href={`mailto:${item.email}`}>{item.email}</a>
            </dd>
            <dt className="text-muted">Phone</dt>
            <dd>
              <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</a>
            </dd>
            {item.kind === 'apply' ? (
              <>
                <dt className="text-muted">Job</dt>
                <dd>
                  {item.jobId && item.jobTitle ? (
                    <a href={jobPath({ id: item.jobId, slug: '' })}>{item.jobTitle}</a>
                  ) : (
                    'General application'
                  )}
                </dd>
                <dt className="text-muted">Resume</dt>
                <dd className="break-all">
                  {item.resumeLink ? (
                    <a href={item.resumeLink} target="_blank" rel="noopener noreferrer nofollow">
                      {item.resumeLink}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    '—'
                  )}
                </dd>
              </>
            ) : null}
          </dl>
          {item.kind === 'contact' ? (
            <>
              <h3 className="mt-6 text-base">Message</h3>
              <p className="mt-2 rounded-lg bg-slate-50 p-4 whitespace-pre-wrap">{item.message}</p>
            </>
          ) : null}
          <p className="mt-6">
            <a href={mailto} className="btn-primary rounded-lg">
              Reply by e-mail
            </a>
          </p>
        </Panel>
        <div className="space-y-6">
          <Panel title="Status">
            <p>
              {item.handledAt ? (
                <>
                  <Badge>Handled</Badge>{' '}
                  <span className="text-sm text-muted">
                    <Time ms={item.handledAt} />
                    {item.handledBy ? ` by ${item.handledBy}` : ''}
                  </span>
                </>
              ) : (
                <Badge tone="info">New</Badge>
              )}
            </p>
            <ConsoleForm csrf={csrf} intent={item.handledAt ? 'new' : 'handled'} className="mt-4">
              <SubmitButton
                variant={item.handledAt ? 'outline' : 'primary'}
                name="intent"
                value={item.handledAt ? 'new' : 'handled'}
                busy="Saving…"
              >
                {item.handledAt ? 'Mark as new again' : 'Mark handled'}
              </SubmitButton>
            </ConsoleForm>
          </Panel>
          <Panel title="E-mail delivery">
            <p>
              <DeliveryBadge delivery={item.delivery} />
            </p>
            <ul className="mt-3 space-y-2 text-sm">
              {item.mail.map((m) => (
                <li key={m.id}>
                  {m.status === 'sent' ? (
                    <>
                      E-mailed <Time ms={m.sentAt} />
                    </>
                  ) : m.status === 'logged' ? (
                    <>
                      Written to the server's mail log <Time ms={m.sentAt} />; nobody was e-mailed
                      (MAIL_TRANSPORT=log). Reply to the sender yourself.
                    </>
                  ) : m.status === 'failed' ? (
                    <>
                      Failed after {m.attempts} attempt{m.attempts === 1 ? '' : 's'}
                      {m.lastError ? (
                        <span className="block break-words text-danger">{m.lastError}</span>
                      ) : null}
                    </>
                  ) : (
                    <>
                      Waiting; next attempt <Time ms={m.nextAttemptAt} />
                      {m.lastError ? (
                        <span className="block break-words text-muted">
                          Last try: {m.lastError}
                        </span>
                      ) : null}
                    </>
                  )}
                </li>
              ))}
            </ul>
            {item.delivery === 'failed' ? (
              <ConsoleForm csrf={csrf} intent="resend" className="mt-4">
                <SubmitButton name="intent" value="resend" busy="Queuing…">
                  Send again
                </SubmitButton>
              </ConsoleForm>
            ) : null}
          </Panel>
        </div>
      </div>
    </>
  )
}
