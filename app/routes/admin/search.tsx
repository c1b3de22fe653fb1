import { data, Form, Link } from 'react-router'
import { StateBadge } from '#app/components/admin/content-order.tsx'
import { Field, PageTitle, Panel } from '#app/components/admin/ui.tsx'
import { requireStaff } from '#app/domain/accounts/guard.server.ts'
import { SEARCH_MAX, searchConsole } from '#app/domain/search/console-search.server.ts'
import { consolePaths } from '#app/routing/console.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { consoleHeaders } from './console.server.ts'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/search'

/**
 * /admin/search?q=…: one search over everything this person may open (issue 37), grouped by
 * list, a few hits each with a link to the whole list searched the same way. The console bar's
 * search box (and `/` from any console page) lands here.
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const { user } = requireStaff(context, url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX)
  const groups = await searchConsole(context.db, user.role, q)
  return data({ q, groups, max: SEARCH_MAX }, { headers: consoleHeaders })
}

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  consoleMeta(d?.q ? `Search: ${d.q}` : 'Search')

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, groups, max } = loaderData
  const hits = groups.reduce((n, g) => n + g.total, 0)
  return (
    <>
      <PageTitle lead="Jobs, stories, brands, products, slides, pictures and messages: whatever your role may open.">
        Search
      </PageTitle>
      <Panel>
        <Form key={q} method="get" role="search" className="flex flex-wrap items-end gap-3">
          <Field
            label="Words to search for"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={max}
            className="min-w-0 flex-1"
          />
          <button type="submit" className="btn-primary rounded-lg">
            Search
          </button>
        </Form>
      </Panel>
      <p className="mt-6 mb-3 text-muted" role="status">
        {!q
          ? 'Type a word of a title, a name, a place or an e-mail address.'
          : hits === 0
            ? `Nothing matches “${q}”.`
            : `${hits.toLocaleString('en-US')} match${hits === 1 ? '' : 'es'} for “${q}”.`}
      </p>
      <div className="space-y-4">
        {groups.map((g) => (
          <Panel key={g.more} title={`${g.label} (${g.total.toLocaleString('en-US')})`}>
            <ul className="divide-y divide-slate-200">
              {g.hits.map((h) => (
                <li key={h.href} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                  <div className="min-w-0 flex-1">
                    <Link to={h.href} className="font-semibold">
                      {h.title}
                    </Link>
                    {h.detail ? <p className="text-sm text-muted">{h.detail}</p> : null}
                  </div>
                  {h.state ? <StateBadge state={h.state} /> : null}
                </li>
              ))}
            </ul>
            {g.total > g.hits.length ? (
              <p className="mt-3">
                <Link to={g.more} className="font-semibold">
                  See all {g.total.toLocaleString('en-US')} in {g.label}
                </Link>
              </p>
            ) : null}
          </Panel>
        ))}
      </div>
      {q && hits === 0 ? (
        <p className="mt-4">
          <Link to={consolePaths.dashboard}>Back to the dashboard</Link>
        </p>
      ) : null}
    </>
  )
}
