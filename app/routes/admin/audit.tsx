import { data, Form, Link } from 'react-router'
import { Badge, PageTitle, Panel, SelectField, Time } from '#app/components/admin/ui.tsx'
import { requireStaff } from '#app/domain/accounts/guard.server.ts'
import { listUsers } from '#app/domain/accounts/users.server.ts'
import { listAudit, listAuditKinds } from '#app/domain/audit/audit.server.ts'
import { auditFamilies, auditKindLabel, auditWho } from '#app/domain/audit/kinds.ts'
import { describeTargets } from '#app/domain/audit/targets.server.ts'
import { consolePaths } from '#app/routing/console.ts'
import { istWallTimeToMs } from '#app/utils/dates.ts'
import { consoleHeaders } from './console.server.ts'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/audit'
import { requestContext } from '#app/platform/context.server.ts'

const PER_PAGE = 50

/** `2026-11-26` as the start of that day in India (the console's day), or undefined. */
function dayStart(v: string | null): number | undefined {
  const t = /^\d{4}-\d{2}-\d{2}$/.test(v ?? '') ? istWallTimeToMs(v!) : NaN
  return Number.isFinite(t) ? t : undefined
}

/** /admin/audit (administrators only): every sign-in and change, filtered by person, kind, dates. */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  requireStaff(context, url, 'audit')
  const q = url.searchParams
  const person = q.get('person') ?? ''
  const kind = q.get('kind') ?? ''
  const from = q.get('from') ?? ''
  const to = q.get('to') ?? ''
  const page = Math.min(Math.max(Number.parseInt(q.get('page') ?? '1', 10) || 1, 1), 10_000)
  const toStart = dayStart(to)
  const [result, users, kinds] = await Promise.all([
    listAudit(context.db, {
      actorId: /^\d{1,9}$/.test(person) ? Number(person) : undefined,
      kind: /^[a-z.-]{1,60}$/.test(kind) ? kind : undefined,
      from: dayStart(from),
      to: toStart === undefined ? undefined : toStart + 86_400_000,
      limit: PER_PAGE,
      offset: (page - 1) * PER_PAGE,
    }),
    listUsers(context.db),
    listAuditKinds(context.db),
  ])
  const targets = await describeTargets(
    context.db,
    result.entries.map((e) => e.target),
  )
  return data(
    {
      filter: { person, kind, from, to },
      page,
      pages: Math.max(1, Math.ceil(result.total / PER_PAGE)),
      total: result.total,
      entries: result.entries.map((e) => ({
        ...e,
        label: auditKindLabel(e.kind),
        who: auditWho(e),
        // Named and linked ("Job · Field sales officer"), never the stored code ("jobs:12").
        about: e.target ? (targets[e.target] ?? null) : null,
      })),
      people: users.map((u) => ({
        value: String(u.id),
        label: u.name ? `${u.name} (${u.email})` : u.email,
      })),
      kinds: [
        ...auditFamilies.map((f) => ({ value: f.value, label: `${f.label} (all)` })),
        ...kinds.map((k) => ({ value: k, label: auditKindLabel(k) })),
      ],
    },
    { headers: consoleHeaders },
  )
}

export const meta: Route.MetaFunction = () => consoleMeta('Audit log')

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { filter, entries, people, kinds, page, pages, total } = loaderData
  const pageLink = (p: number) => {
    const q = new URLSearchParams({ ...filter, page: String(p) })
    for (const [k, v] of [...q.entries()]) if (!v) q.delete(k)
    return `${consolePaths.audit}?${q}`
  }
  return (
    <>
      <PageTitle lead="Every sign-in, failed attempt, lock, sign-out and change, with who, when and from where. It never holds what visitors sent.">
        Audit log
      </PageTitle>
      <Panel>
        <Form
          key={new URLSearchParams(filter).toString()}
          method="get"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem_auto] lg:items-end"
        >
          <SelectField
            label="Person"
            name="person"
            defaultValue={filter.person}
            options={[{ value: '', label: 'Anyone' }, ...people]}
          />
          <SelectField
            label="Kind"
            name="kind"
            defaultValue={filter.kind}
            options={[{ value: '', label: 'Every kind' }, ...kinds]}
          />
          <div>
            <label htmlFor="audit-from" className="block font-semibold">
              From
            </label>
            <input
              id="audit-from"
              type="date"
              name="from"
              defaultValue={filter.from}
              className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="audit-to" className="block font-semibold">
              To
            </label>
            <input
              id="audit-to"
              type="date"
              name="to"
              defaultValue={filter.to}
              className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
            />
          </div>
          <button type="submit" className="btn-primary rounded-lg">
            Show
          </button>
        </Form>
      </Panel>
      <p className="mt-6 mb-2 text-muted" role="status">
        {total === 0
          ? 'No entries match.'
          : `${total.toLocaleString('en-US')} entr${total === 1 ? 'y' : 'ies'}, newest first.`}
      </p>
      {entries.length ? (
        // Narrow screens show each entry as a card with its columns named (`stack-table` in
        // admin.css): nothing hides behind a sideways scroll. The roles keep it a table for screen
        // readers whatever its display.
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table
            role="table"
            className="stack-table w-full min-w-[40rem] text-left [--stack-inline:1rem]"
          >
            <caption className="sr-only">Audit log entries</caption>
            <thead
              role="rowgroup"
              className="border-b border-slate-200 bg-slate-50 text-sm text-muted"
            >
              <tr role="row">
                <th scope="col" role="columnheader" className="px-4 py-2">
                  When
                </th>
                <th scope="col" role="columnheader" className="px-4 py-2">
                  Who
                </th>
                <th scope="col" role="columnheader" className="px-4 py-2">
                  What
                </th>
                <th scope="col" role="columnheader" className="px-4 py-2">
                  Address
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="divide-y divide-slate-200">
              {entries.map((e) => (
                <tr key={e.id} role="row" className="align-top">
                  <td role="cell" data-label="When" className="px-4 py-3 text-sm whitespace-nowrap">
                    <Time ms={e.at} />
                  </td>
                  <td role="cell" data-label="Who" className="px-4 py-3 text-sm">
                    {e.actorEmail ?? <span className="text-muted">{e.who}</span>}
                  </td>
                  <td role="cell" className="px-4 py-3">
                    <Badge
                      tone={e.kind === 'auth.failure' || e.kind === 'auth.lock' ? 'bad' : 'neutral'}
                    >
                      {e.label}
                    </Badge>
                    <p className="mt-1">{e.summary}</p>
                    {e.about ? (
                      <p className="text-sm text-muted">
                        {e.about.kind} ·{' '}
                        {e.about.href ? (
                          <Link to={e.about.href}>{e.about.name}</Link>
                        ) : (
                          e.about.name
                        )}
                      </p>
                    ) : null}
                  </td>
                  <td role="cell" data-label="Address" className="px-4 py-3 font-mono text-sm">
                    {e.ip ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
          {page > 1 ? <Link to={pageLink(page - 1)}>Newer</Link> : null}
          <span className="text-muted">
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={pageLink(page + 1)}>Older</Link> : null}
        </nav>
      ) : null}
    </>
  )
}
