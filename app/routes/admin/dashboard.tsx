import { data, Link } from 'react-router'
import { Badge, PageTitle, Panel, Time } from '#app/components/admin/ui.tsx'
import { requireStaff } from '#app/domain/accounts/guard.server.ts'
import { can } from '#app/domain/accounts/roles.ts'
import { listAudit } from '#app/domain/audit/audit.server.ts'
import { auditKindLabel, auditWho } from '#app/domain/audit/kinds.ts'
import { inboxCounts, type InboxKind } from '#app/domain/inbox/inbox.server.ts'
import { listOpenJobs } from '#app/domain/jobs/queries.server.ts'
import { consolePaths } from '#app/routing/console.ts'
import { paths } from '#app/routing/paths.ts'
import { consoleHeaders } from './console.server'
import { consoleMeta } from './meta'
import { useConsole } from './layout'
import type { Route } from './+types/dashboard'
import { requestContext } from '#app/platform/context.server.ts'

export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const { user } = requireStaff(context, url)
  const kinds: InboxKind[] = []
  if (can(user.role, 'inbox:contact')) kinds.push('contact')
  if (can(user.role, 'inbox:apply')) kinds.push('apply')
  const [counts, jobs, changes] = await Promise.all([
    inboxCounts(context.db, kinds),
    listOpenJobs(context.db, { limit: 1 }),
    // Administrators see everyone's last changes; others their own.
    listAudit(context.db, {
      limit: 8,
      ...(can(user.role, 'audit') ? {} : { actorId: user.id }),
    }),
  ])
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
    },
    { headers: consoleHeaders },
  )
}

export const meta: Route.MetaFunction = () => consoleMeta('Dashboard')

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
      <span className="mt-1 block text-muted">{label}</span>
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

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user } = useConsole()
  const { kinds, counts, openJobs, changes, canAudit } = loaderData
  return (
    <>
      <PageTitle lead="What is waiting for you, and what changed lately.">
        Welcome{user.name ? `, ${user.name}` : ''}
      </PageTitle>
      <h2 className="sr-only">At a glance</h2>
      <ul className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
      </ul>
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
          <ul className="divide-y divide-slate-200">
            {changes.map((c) => (
              <li
                key={c.id}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4"
              >
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
        )}
      </Panel>
      <p className="mt-8 text-sm text-muted">
        <a href={paths.home}>Open the public website</a>
      </p>
    </>
  )
}
