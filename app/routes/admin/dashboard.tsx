import { useId, type ReactNode } from 'react'
import { data, Link } from 'react-router'
import { Badge, PageTitle, Panel, Time } from '#app/components/admin/ui.tsx'
import { requireStaff } from '#app/domain/accounts/guard.server.ts'
import { can } from '#app/domain/accounts/roles.ts'
import { listAudit } from '#app/domain/audit/audit.server.ts'
import { auditKindLabel, auditWho } from '#app/domain/audit/kinds.ts'
import { inboxCounts, type InboxKind } from '#app/domain/inbox/inbox.server.ts'
import { allContentKinds } from '#app/domain/content/registry.server.ts'
import { waitingWork, type WaitingItem } from '#app/domain/content/waiting.server.ts'
import { myReviews, reviewQueue, type ReviewLine } from '#app/domain/content/review.server.ts'
import { isTranslatable, needingTranslation } from '#app/domain/content/translations.server.ts'
import { listOpenJobs } from '#app/domain/jobs/queries.server.ts'
import { consolePaths, contentEditPath, contentListPath } from '#app/routing/console.ts'
import { paths } from '#app/routing/paths.ts'
import { consoleHeaders } from './console.server.ts'
import { consoleMeta } from './meta.ts'
import { useConsole } from './layout.tsx'
import type { Route } from './+types/dashboard'
import { requestContext } from '#app/platform/context.server.ts'

export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const { user } = requireStaff(context, url)
  const kinds: InboxKind[] = []
  if (can(user.role, 'inbox:contact')) kinds.push('contact')
  if (can(user.role, 'inbox:apply')) kinds.push('apply')
  const editable = allContentKinds().filter((k) => can(user.role, k.right))
  const now = Date.now()
  const [counts, jobs, changes, waiting, untranslated, review, mine, others] = await Promise.all([
    inboxCounts(context.db, kinds),
    listOpenJobs(context.db, { limit: 1 }),
    // Administrators see everyone's last changes; others their own.
    listAudit(context.db, {
      limit: 8,
      ...(can(user.role, 'audit') ? {} : { actorId: user.id }),
    }),
    editable.length ? waitingWork(context.db, editable, now) : null,
    // Live items whose Kannada is missing or older than their English, per kind staff may edit.
    Promise.all(
      editable.filter(isTranslatable).map(async (k) => ({
        kind: k.kind,
        plural: k.plural ?? k.label.toLowerCase(),
        count: (await needingTranslation(context.db, k, now)).length,
      })),
    ),
    // Review before publishing: what waits for this person's review, and their own submissions.
    editable.length ? reviewQueue(context.db, user.role, editable) : null,
    editable.length ? myReviews(context.db, user.id, editable, now) : [],
    // Other staff's latest content changes, of the kinds this person may edit.
    listAudit(context.db, {
      limit: 6,
      notActorId: user.id,
      families: can(user.role, 'audit') ? ['content.'] : editable.map((k) => `content.${k.kind}.`),
    }),
  ])
  const reviewLine = (r: ReviewLine) => ({
    kind: r.kind,
    singular: r.singular,
    id: r.itemId,
    title: r.title,
    lang: r.lang,
    status: r.status,
    by: r.authorEmail,
    at: r.submittedAt,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt,
    comment: r.comment,
  })
  return data(
    {
      kinds,
      counts,
      openJobs: jobs.total,
      changes: changes.entries.map((e) => ({
        id: e.id,
        at: e.at,
        who: auditWho(e),
        kind: auditKindLabel(e.kind),
        summary: e.summary,
      })),
      canAudit: can(user.role, 'audit'),
      waiting,
      untranslated,
      review: review ? { items: review.items.map(reviewLine), total: review.total } : null,
      mine: mine.map(reviewLine),
      others: others.entries.map((e) => ({
        id: e.id,
        at: e.at,
        who: auditWho(e),
        kind: auditKindLabel(e.kind),
        summary: e.summary,
      })),
    },
    { headers: consoleHeaders },
  )
}

export const meta: Route.MetaFunction = () => consoleMeta('Dashboard')

const capital = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`

function Stat({
  label,
  value,
  to,
  tone,
}: {
  label: string
  value: number
  to?: string
  tone?: 'warn'
}) {
  const body = (
    <>
      <span
        className={`block text-3xl font-bold ${tone === 'warn' && value > 0 ? 'text-danger' : 'text-ink'}`}
      >
        {value.toLocaleString('en-US')}
      </span>
      <span className="mt-1 block text-sm text-muted sm:text-base">{label}</span>
    </>
  )
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-xs">
      {to ? (
        <Link to={to} className="block rounded-xl p-4 no-underline hover:bg-slate-50">
          {body}
        </Link>
      ) : (
        <div className="p-4">{body}</div>
      )}
    </li>
  )
}

/** One list of waiting work: each item links to its editor and says what waits, and when. */
function WaitingList({
  title,
  items,
  total,
  empty,
  line,
}: {
  title: string
  items: WaitingItem[]
  total: number
  empty: string
  line: (item: WaitingItem) => ReactNode
}) {
  return (
    <div>
      <h3 className="text-base">
        {title} ({total.toLocaleString('en-US')})
      </h3>
      {items.length ? (
        <ul className="mt-2 space-y-2">
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              <Link to={contentEditPath(item.kind, item.id)} className="font-semibold">
                {item.title}
              </Link>
              <span className="block text-sm text-muted">
                {capital(item.singular)} · {line(item)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      )}
      {total > items.length ? (
        <p className="mt-2 text-sm text-muted">
          Showing {items.length} of {total.toLocaleString('en-US')}, newest or soonest first; each
          list in the menu has them all.
        </p>
      ) : null}
    </div>
  )
}

/** The three lists of waiting work, each with its words: one component draws them all. */
function waitingLists(waiting: NonNullable<Route.ComponentProps['loaderData']['waiting']>) {
  return [
    {
      title: 'Drafts',
      items: waiting.drafts,
      total: waiting.totals.drafts,
      empty: 'No drafts waiting.',
      line: (d: WaitingItem) => (
        <>
          {d.live ? 'draft of a live page, which is unchanged' : 'not on the site yet'} · saved{' '}
          <Time ms={d.at} />
          {d.by ? ` by ${d.by}` : ''}
        </>
      ),
    },
    {
      title: 'Goes live in the next 7 days',
      items: waiting.goLive,
      total: waiting.totals.goLive,
      empty: 'Nothing goes live this week.',
      line: (d: WaitingItem) => (
        <>
          goes live <Time ms={d.at} />
        </>
      ),
    },
    {
      title: 'Comes down in the next 7 days',
      items: waiting.comeDown,
      total: waiting.totals.comeDown,
      empty: 'Nothing comes down this week.',
      line: (d: WaitingItem) => (
        <>
          comes down <Time ms={d.at} />
        </>
      ),
    },
  ]
}

type ReviewView = Route.ComponentProps['loaderData']['mine'][number]

const languageOf = { en: 'English', kn: 'Kannada' } as const

/** The editor of a submission, in its language. */
const reviewPath = (r: ReviewView) =>
  `${contentEditPath(r.kind, r.id)}${r.lang === 'kn' ? '?lang=kn' : ''}`

/** What waits for this person's review: each links to its editor, where Approve and Send back are. */
function ReviewList({ items, total }: { items: ReviewView[]; total: number }) {
  const heading = useId()
  return (
    <div>
      <h3 id={heading} className="text-base">
        Waiting for review ({total.toLocaleString('en-US')})
      </h3>
      {items.length ? (
        <ul className="mt-2 space-y-2" aria-labelledby={heading}>
          {items.map((r) => (
            <li key={`${r.kind}:${r.id}:${r.lang}`}>
              <Link to={reviewPath(r)} className="font-semibold">
                {r.title}
                {r.lang === 'kn' ? ' (Kannada)' : ''}
              </Link>
              <span className="block text-sm text-muted">
                {capital(r.singular)} · {languageOf[r.lang]} · submitted <Time ms={r.at} /> by{' '}
                {r.by ?? 'someone'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">Nothing waits for your review.</p>
      )}
      {total > items.length ? (
        <p className="mt-2 text-sm text-muted">
          Showing the {items.length} waiting longest of {total.toLocaleString('en-US')}.
        </p>
      ) : null}
    </div>
  )
}

/** The author's own submissions: waiting, approved, or sent back with the reviewer's comment. */
function MyReviews({ items }: { items: ReviewView[] }) {
  return (
    <Panel title="Your submissions for review">
      <ul className="space-y-3">
        {items.map((r) => {
          const what = `Your ${r.singular} “${r.title}” (${languageOf[r.lang]})`
          return (
            <li key={`${r.kind}:${r.id}:${r.lang}:${r.at}`}>
              {r.status === 'waiting' ? (
                <>
                  {what} waits for review, submitted <Time ms={r.at} />.
                </>
              ) : r.status === 'approved' ? (
                <>
                  {what} was approved by {r.decidedBy ?? 'a reviewer'}, <Time ms={r.decidedAt} />:
                  it is on the site.
                </>
              ) : (
                <>
                  <strong>
                    {what} was sent back by {r.decidedBy ?? 'a reviewer'}
                  </strong>
                  , <Time ms={r.decidedAt} />: <q className="break-words">{r.comment}</q>
                </>
              )}{' '}
              <Link to={reviewPath(r)} className="font-semibold">
                Open it<span className="sr-only">: {r.title}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </Panel>
  )
}

/** Changes in the audit log, newest first (the latest changes, and the others'). */
function ChangeList({ changes }: { changes: Route.ComponentProps['loaderData']['changes'] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {changes.map((c) => (
        <li key={c.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
          <span className="shrink-0 text-sm text-muted sm:w-40">
            <Time ms={c.at} />
          </span>
          <span className="min-w-0">
            <Badge>{c.kind}</Badge> <span className="text-ink">{c.summary}</span>{' '}
            <span className="text-sm text-muted">by {c.who}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user } = useConsole()
  const {
    kinds,
    counts,
    openJobs,
    changes,
    canAudit,
    waiting,
    untranslated,
    review,
    mine,
    others,
  } = loaderData
  return (
    <>
      <PageTitle lead="What is waiting for you, and what changed lately.">
        Welcome{user.name ? `, ${user.name}` : ''}
      </PageTitle>
      <h2 className="sr-only">At a glance</h2>
      <ul className="mb-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {kinds.includes('contact') ? (
          <Stat
            label="New messages"
            value={counts.newContact}
            to={`${consolePaths.inbox}?kind=contact&status=new`}
          />
        ) : null}
        {kinds.includes('apply') ? (
          <Stat
            label="New job applications"
            value={counts.newApply}
            to={`${consolePaths.inbox}?kind=apply&status=new`}
          />
        ) : null}
        {kinds.length ? (
          <Stat
            label="Failed deliveries"
            value={counts.failed}
            to={`${consolePaths.inbox}?delivery=failed`}
            tone="warn"
          />
        ) : null}
        <Stat label="Open jobs on the site" value={openJobs} />
        {untranslated.map((u) => (
          <Stat
            key={u.kind}
            label={`${capital(u.plural)} needing Kannada`}
            value={u.count}
            to={contentListPath(u.kind, 'kn=needed')}
          />
        ))}
      </ul>
      {mine.length ? (
        <div className="mb-8">
          <MyReviews items={mine} />
        </div>
      ) : null}
      {waiting ? (
        <div className="mb-8">
          <Panel title="Waiting to go out">
            <div
              className={`grid gap-6 ${review ? 'md:grid-cols-2 xl:grid-cols-4' : 'lg:grid-cols-3'}`}
            >
              {review ? <ReviewList items={review.items} total={review.total} /> : null}
              {waitingLists(waiting).map((list) => (
                <WaitingList key={list.title} {...list} />
              ))}
            </div>
          </Panel>
        </div>
      ) : null}
      <Panel
        title={canAudit ? 'Latest changes' : 'Your latest changes'}
        actions={
          canAudit ? (
            <Link to={consolePaths.audit} className="font-semibold">
              Whole audit log
            </Link>
          ) : null
        }
      >
        {changes.length === 0 ? (
          <p className="text-muted">Nothing yet.</p>
        ) : (
          <ChangeList changes={changes} />
        )}
      </Panel>
      {kinds.length || waiting ? (
        <div className="mt-8">
          <Panel title="Recent changes by others">
            {others.length === 0 ? (
              <p className="text-muted">No one else has changed content you work on lately.</p>
            ) : (
              <ChangeList changes={others} />
            )}
          </Panel>
        </div>
      ) : null}
      <p className="mt-8 text-sm text-muted">
        <a href={paths.home}>Open the public website</a>
      </p>
    </>
  )
}
