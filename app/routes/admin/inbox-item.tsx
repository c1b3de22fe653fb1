import { data, Link } from 'react-router'
import {
  Badge,
  ConsoleForm,
  Notice,
  PageTitle,
  Panel,
  SelectField,
  SubmitButton,
  Time,
} from '#app/components/admin/ui.tsx'
import { actorOf, forbidden, requireStaff, staffForm } from '#app/domain/accounts/guard.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import {
  addNote,
  getInboxItem,
  listNotes,
  resendFailed,
  setHandled,
  setStage,
} from '#app/domain/inbox/inbox.server.ts'
import { isStage, NOTE_MAX, stages, stageWords } from '#app/domain/inbox/stages.ts'
import { StageBadge } from '#app/components/admin/stage-badge.tsx'
import { notifyOutbox } from '#app/domain/mail/outbox-signal.server.ts'
import { consolePaths, inboxPath } from '#app/routing/console.ts'
import { jobPath } from '#app/routing/paths.ts'
import { consoleHeaders } from './console.server.ts'
import { inboxKindsOf } from '#app/domain/inbox/inbox.server.ts'
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
  const notes = item.kind === 'apply' ? await listNotes(context.db, item.id) : []
  return data({ item, notes }, { headers: consoleHeaders })
}

type ActionData = { message: string; tone: 'success' | 'error'; note?: string }

/** Only roles that may read applications may move or annotate one (checked here, not by the page). */
const APPLY_ONLY = 'Only administrators and HR may change job applications.'

export async function action({ request, params, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const { staff, form } = await staffForm(context, { request, url })
  const kinds = inboxKindsOf(staff.user.role)
  if (!kinds.length) forbidden()
  const id = idOf(params.id)
  const intent = String(form.get('intent') ?? '')
  const answer = (d: ActionData, status = 200) => data(d, { status, headers: consoleHeaders })
  const audit = (
    kind:
      'inbox.handled' | 'inbox.reopened' | 'inbox.resent' | 'inbox.stage-changed' | 'inbox.noted',
    summary: string,
  ) =>
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
    return answer({
      message: intent === 'handled' ? 'Marked handled.' : 'Marked new again.',
      tone: 'success',
    })
  }
  if (intent === 'resend') {
    const n = await resendFailed(context.db, id, kinds)
    if (!n)
      return answer({ message: 'There was no failed e-mail to send again.', tone: 'error' }, 409)
    notifyOutbox()
    await audit('inbox.resent', 'Queued the failed e-mail to be sent again.')
    return answer({ message: 'The e-mail will be sent again in a moment.', tone: 'success' })
  }
  if (intent === 'stage') {
    if (!kinds.includes('apply')) forbidden(APPLY_ONLY)
    const to = form.get('stage')
    if (!isStage(to)) return answer({ message: 'Choose a stage.', tone: 'error' }, 400)
    const moved = await setStage(context.db, id, kinds, to, staff.user.id)
    if (!moved) notFound({ message: 'There is no such job application.' })
    if (moved.from === to)
      return answer({
        message: `The application is already at ${stageWords[to]}.`,
        tone: 'success',
      })
    await audit('inbox.stage-changed', `Moved from ${stageWords[moved.from]} to ${stageWords[to]}.`)
    return answer({ message: `Moved to ${stageWords[to]}.`, tone: 'success' })
  }
  if (intent === 'note') {
    if (!kinds.includes('apply')) forbidden(APPLY_ONLY)
    const text = String(form.get('note') ?? '')
    if (!text.trim()) return answer({ message: 'Write the note first.', tone: 'error' }, 400)
    if (text.length > NOTE_MAX)
      return answer(
        {
          message: `A note can be at most ${NOTE_MAX.toLocaleString('en-US')} characters; this one has ${text.length.toLocaleString('en-US')}.`,
          tone: 'error',
          note: text.slice(0, NOTE_MAX * 2),
        },
        400,
      )
    const note = await addNote(
      context.db,
      id,
      kinds,
      { id: staff.user.id, email: staff.user.email },
      text,
    )
    if (!note) notFound({ message: 'There is no such job application.' })
    // The log says a note was written and how long, never what it says.
    await audit('inbox.noted', `Added a note (${note.body.length} characters).`)
    return answer({ message: 'Note added.', tone: 'success' })
  }
  return answer({ message: 'Unknown request.', tone: 'error' }, 400)
}

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  consoleMeta(
    d?.item
      ? `${d.item.kind === 'contact' ? 'Message' : 'Application'} from ${d.item.name}`
      : 'Inbox',
  )

export default function InboxItem({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf } = useConsole()
  const { item, notes } = loaderData
  const replySubject =
    item.kind === 'contact'
      ? `Re: ${item.subject ?? ''}`
      : `Your application${item.jobTitle ? ` for ${item.jobTitle}` : ''}`
  const mailto = `mailto:${encodeURIComponent(item.email)}?subject=${encodeURIComponent(replySubject)}`
  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.inbox}>← Inbox</Link>
        {item.kind === 'apply' && item.jobId ? (
          <>
            {' · '}
            <Link to={inboxPath({ job: String(item.jobId) })}>
              All applications for {item.jobTitle}
            </Link>
          </>
        ) : null}
      </p>
      <PageTitle>
        {item.kind === 'contact' ? 'Message' : 'Job application'} from {item.name}
      </PageTitle>
      {actionData ? (
        <div className="mb-4">
          <Notice tone={actionData.tone}>{actionData.message}</Notice>
        </div>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_1fr]">
        <Panel title={item.kind === 'contact' ? (item.subject ?? 'No subject') : 'Application'}>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[8rem_1fr]">
            <dt className="text-muted">Received</dt>
            <dd>
              <Time ms={item.createdAt} />
            </dd>
            <dt className="text-muted">Language</dt>
            <dd>
              {item.lang === 'kn' ? (
                <>
                  <span lang="kn">ಕನ್ನಡ</span> Kannada: sent from a Kannada page; answer in Kannada
                  if you can
                </>
              ) : item.lang === 'en' ? (
                'English'
              ) : (
                'Not recorded (sent before the site kept it)'
              )}
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
        {/* On a phone the stage comes right after the application; on a wide screen, beside it. */}
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {item.kind === 'apply' && item.stage ? (
            <Panel title="Stage">
              <p>
                <span className="text-muted">Now: </span>
                <StageBadge stage={item.stage} />
                {item.handledAt ? (
                  <span className="block text-sm text-muted">
                    First handled <Time ms={item.handledAt} />
                    {item.handledBy ? ` by ${item.handledBy}` : ''}
                  </span>
                ) : null}
              </p>
              {/* Keyed by the stage, so the select shows the new one after a move. */}
              <ConsoleForm key={item.stage} csrf={csrf} intent="stage" className="mt-4 space-y-3">
                <SelectField
                  label="Move to"
                  name="stage"
                  defaultValue={item.stage}
                  options={stages.map((s) => ({ value: s, label: stageWords[s] }))}
                />
                <SubmitButton name="intent" value="stage" busy="Saving…">
                  Change stage
                </SubmitButton>
              </ConsoleForm>
            </Panel>
          ) : null}
          {item.kind === 'contact' ? (
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
          ) : null}
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
        {item.kind === 'apply' ? (
          <div className="min-w-0 lg:col-start-1">
            <Panel title="Notes">
              {notes.length ? (
                <ol className="space-y-4">
                  {notes.map((n) => (
                    <li key={n.id} className="rounded-lg bg-slate-50 p-4">
                      <p className="text-sm text-muted">
                        {n.authorEmail ?? 'A removed account'}, <Time ms={n.createdAt} />
                      </p>
                      <p className="mt-1 break-words whitespace-pre-wrap">{n.body}</p>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-muted">No notes yet.</p>
              )}
              {/* A fresh form after each note (its key), so the box is empty again. */}
              <ConsoleForm key={notes.length} csrf={csrf} intent="note" className="mt-4">
                <label htmlFor="note-text" className="block font-semibold text-ink">
                  Add a note
                </label>
                <p id="note-hint" className="mt-0.5 text-sm text-muted">
                  For staff who may read applications: a call, an interview, a decision. Plain text,
                  up to {NOTE_MAX.toLocaleString('en-US')} characters.
                </p>
                <textarea
                  id="note-text"
                  name="note"
                  rows={4}
                  maxLength={NOTE_MAX}
                  required
                  aria-describedby="note-hint"
                  defaultValue={actionData?.note ?? ''}
                  className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink"
                />
                <div className="mt-3">
                  <SubmitButton name="intent" value="note" busy="Adding…">
                    Add note
                  </SubmitButton>
                </div>
              </ConsoleForm>
            </Panel>
          </div>
        ) : null}
      </div>
    </>
  )
}
