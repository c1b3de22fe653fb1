import { data, Form, Link } from 'react-router'
import { Badge, Notice, PageTitle, Panel, SelectField, Time } from '#app/components/admin/ui.tsx'
import { BulkBar, SelectRow } from '#app/components/admin/bulk-actions.tsx'
import { actorOf, forbidden, requireStaff, staffForm } from '#app/domain/accounts/guard.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import { jobsWithApplications, listInbox, markHandled } from '#app/domain/inbox/inbox.server.ts'
import { DeliveryBadge } from '#app/components/admin/delivery-badge.tsx'
import { StageBadge } from '#app/components/admin/stage-badge.tsx'
import { stages, stageWords } from '#app/domain/inbox/stages.ts'
import { consolePaths, inboxItemPath } from '#app/routing/console.ts'
import { useConsole } from './layout.tsx'
import { consoleHeaders } from './console.server.ts'
import { readInboxFilter } from './inbox-filter.ts'
import { inboxKindsOf } from '#app/domain/inbox/inbox.server.ts'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/inbox'
import { requestContext } from '#app/platform/context.server.ts'

const PER_PAGE = 25

/**
 * /admin/inbox: contact messages and job applications, newest first, with search and filters.
 * Administrators see both; HR sees applications only; editors none (403).
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const { user } = requireStaff(context, url)
  const kinds = inboxKindsOf(user.role)
  if (!kinds.length) forbidden()
  const q = url.searchParams
  const { filter, form } = readInboxFilter(q, kinds)
  const page = Math.min(Math.max(Number.parseInt(q.get('page') ?? '1', 10) || 1, 1), 10_000)
  const [result, jobs] = await Promise.all([
    listInbox(context.db, { ...filter, limit: PER_PAGE, offset: (page - 1) * PER_PAGE }),
    kinds.includes('apply') ? jobsWithApplications(context.db) : [],
  ])
  return data(
    {
      kinds,
      form,
      page,
      pages: Math.max(1, Math.ceil(result.total / PER_PAGE)),
      total: result.total,
      rows: result.rows,
      jobs,
      retentionDays: context.env.RETENTION_DAYS,
    },
    { headers: consoleHeaders },
  )
}

/** At most this many messages in one bulk action (a page shows 25). */
const BULK_MAX = 100

/**
 * "Mark selected handled": each message as its own page's "Mark handled" does, one audit entry
 * each; the answer names how many, and which could not be found (deleted, or of a kind the person
 * may not read: answered alike).
 */
export async function action({ request, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const { staff, form } = await staffForm(context, { request, url })
  const kinds = inboxKindsOf(staff.user.role)
  if (!kinds.length) forbidden()
  const answer = (d: { tone: 'success' | 'error'; message: string }, status = 200) =>
    data({ ...d, at: Date.now() }, { status, headers: consoleHeaders })
  if (form.get('intent') !== 'bulk' || form.get('do') !== 'handled')
    return answer({ tone: 'error', message: 'Unknown request.' }, 400)
  const raw = [...form.getAll('ids'), ...(form.get('all') === 'page' ? form.getAll('page') : [])]
  if (raw.some((v) => typeof v !== 'string' || !/^\d{1,9}$/.test(v)))
    return answer(
      { tone: 'error', message: 'The selection could not be read. Please try again.' },
      400,
    )
  const ids = [...new Set(raw.map(Number))]
  if (!ids.length)
    return answer({ tone: 'error', message: 'Select at least one message first.' }, 400)
  if (ids.length > BULK_MAX)
    return answer({ tone: 'error', message: `Select at most ${BULK_MAX} messages at once.` }, 400)
  const r = await markHandled(context.db, ids, kinds, staff.user.id)
  // As on each message's own page: a message is marked handled; an application moves from New
  // to Shortlisted (its stage is what HR reads), said as a stage change.
  for (const m of r.done)
    await recordAudit(context.db, {
      kind: m.kind === 'apply' ? 'inbox.stage-changed' : 'inbox.handled',
      actor: actorOf(staff),
      target: `submission:${m.id}`,
      summary: `${m.kind === 'apply' ? `Moved from ${stageWords.new} to ${stageWords.shortlisted}` : 'Marked handled'} (bulk action on ${ids.length} from the inbox).`,
      ip: context.clientIp,
    })
  const names = (items: Array<{ name: string }>) => items.map((m) => m.name).join(', ')
  const parts = [
    r.done.length
      ? `Marked ${r.done.length} handled: ${names(r.done)}.`
      : 'Nothing was marked handled.',
  ]
  if (r.done.some((m) => m.kind === 'apply'))
    parts.push(`New applications among them moved to ${stageWords.shortlisted}.`)
  if (r.unchanged.length) parts.push(`Already handled: ${names(r.unchanged)}.`)
  if (r.missing.length)
    parts.push(`${r.missing.length} could not be found (deleted meanwhile, or not yours to see).`)
  return answer({ tone: r.missing.length ? 'error' : 'success', message: parts.join(' ') })
}

export const meta: Route.MetaFunction = () => consoleMeta('Inbox')

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf } = useConsole()
  const { kinds, form, rows, total, page, pages, jobs, retentionDays } = loaderData
  const query = (extra: Record<string, string>) => {
    const q = new URLSearchParams({ ...form, ...extra })
    for (const [k, v] of [...q.entries()]) if (!v) q.delete(k)
    const s = q.toString()
    return s ? `?${s}` : ''
  }
  const both = kinds.length > 1
  return (
    <>
      <PageTitle
        lead={
          both
            ? 'Messages from the contact form and job applications, newest first.'
            : 'Job applications, newest first.'
        }
      >
        Inbox
      </PageTitle>
      <Panel>
        {/* Keyed by the filter shown, so Clear filters (or Back) also clears what was typed. */}
        <Form
          key={query({})}
          method="get"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        >
          <div className="sm:col-span-2 lg:col-span-4">
            <label htmlFor="inbox-q" className="block font-semibold">
              Search
            </label>
            <input
              id="inbox-q"
              type="search"
              name="q"
              defaultValue={form.q}
              maxLength={100}
              placeholder="Name, e-mail, phone, subject or words in the message"
              className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5"
            />
          </div>
          {both ? (
            <SelectField
              label="Kind"
              name="kind"
              defaultValue={form.kind}
              options={[
                { value: '', label: 'Messages and applications' },
                { value: 'contact', label: 'Messages' },
                { value: 'apply', label: 'Job applications' },
              ]}
            />
          ) : null}
          {kinds.includes('apply') ? (
            <SelectField
              label="Job"
              name="job"
              defaultValue={form.job}
              options={[
                { value: '', label: 'Any job' },
                ...jobs.map((j) => ({ value: String(j.id), label: j.title })),
              ]}
            />
          ) : null}
          {kinds.includes('apply') ? (
            <SelectField
              label="Stage"
              name="stage"
              defaultValue={form.stage}
              options={[
                { value: '', label: 'Any stage' },
                ...stages.map((s) => ({ value: s, label: stageWords[s] })),
              ]}
            />
          ) : null}
          {/* Applications have stages; "new / handled" is for contact messages (and still works
              in links for everyone: ?status=new). */}
          {kinds.includes('contact') ? (
            <SelectField
              label="Status"
              name="status"
              defaultValue={form.status}
              options={[
                { value: '', label: 'New and handled' },
                { value: 'new', label: 'New' },
                { value: 'handled', label: 'Handled' },
              ]}
            />
          ) : null}
          <SelectField
            label="Delivery"
            name="delivery"
            defaultValue={form.delivery}
            options={[
              { value: '', label: 'Any delivery' },
              { value: 'failed', label: 'E-mail failed' },
              { value: 'pending', label: 'Waiting to e-mail' },
              { value: 'sent', label: 'E-mailed' },
              { value: 'logged', label: 'Written to the log, not e-mailed' },
            ]}
          />
          <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
            <button type="submit" className="btn-primary rounded-lg">
              Show
            </button>
            <Link to={consolePaths.inbox} className="btn-outline rounded-lg">
              Clear filters
            </Link>
            <a
              href={`${consolePaths.inboxCsv}${query({})}`}
              className="btn-outline rounded-lg"
              download
            >
              Export as CSV
            </a>
          </div>
        </Form>
      </Panel>
      <p className="mt-4 text-sm text-muted">
        Messages are deleted automatically {retentionDays} days after they arrive (the privacy
        policy promises it); export what you must keep longer.
      </p>
      <p className="mt-4 mb-2 font-semibold" role="status">
        {total === 0 ? 'Nothing matches.' : `${total.toLocaleString('en-US')} found`}
      </p>
      {actionData ? (
        <div className="mb-3">
          <Notice tone={actionData.tone}>{actionData.message}</Notice>
        </div>
      ) : null}
      <BulkBar
        csrf={csrf}
        pageIds={rows.map((r) => String(r.id))}
        legend="With the selected messages"
        stamp={actionData?.at ?? 0}
        buttons={[{ value: 'handled', label: 'Mark selected handled' }]}
      />
      {rows.length ? (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {rows.map((r) => {
            return (
              <li
                key={r.id}
                className={`relative p-4 hover:bg-slate-50 ${r.handledAt ? '' : 'bg-primary-soft/40'}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <SelectRow
                    key={`${r.id}-${actionData?.at ?? 0}`}
                    id={String(r.id)}
                    title={`${r.name}${r.kind === 'contact' && r.subject ? `: ${r.subject}` : ''}`}
                  />
                  {r.stage ? (
                    <StageBadge stage={r.stage} />
                  ) : r.handledAt ? (
                    <Badge>Handled</Badge>
                  ) : (
                    <Badge tone="info">New</Badge>
                  )}
                  <Badge>{r.kind === 'contact' ? 'Message' : 'Application'}</Badge>
                  {/* Sent from a Kannada page: whoever answers answers in Kannada if they can. */}
                  {r.lang === 'kn' ? (
                    <Badge tone="warn">
                      {/* One run of text: a flex badge would drop the space between two. */}
                      <span>
                        <span lang="kn">ಕನ್ನಡ</span> Kannada
                      </span>
                    </Badge>
                  ) : null}
                  {r.delivery !== 'sent' ? <DeliveryBadge delivery={r.delivery} /> : null}
                  <span className="ml-auto text-sm text-muted">
                    <Time ms={r.createdAt} />
                  </span>
                </div>
                <h2 className="mt-2 text-base">
                  <Link to={inboxItemPath(r.id)} className="text-ink after:absolute after:inset-0">
                    {r.name}
                    {r.kind === 'contact' && r.subject ? `: ${r.subject}` : ''}
                    {r.kind === 'apply' ? `, for ${r.jobTitle ?? 'a general application'}` : ''}
                  </Link>
                </h2>
                <p className="text-sm break-all text-muted">
                  {r.email} · {r.phone}
                </p>
              </li>
            )
          })}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
          {page > 1 ? <Link to={query({ page: String(page - 1) })}>Newer</Link> : null}
          <span className="text-muted">
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={query({ page: String(page + 1) })}>Older</Link> : null}
        </nav>
      ) : null}
    </>
  )
}
