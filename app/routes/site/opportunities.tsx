import { data, Link } from 'react-router'
import { SectionError } from '#app/components/ui/section-error'
import { readSection, statusOf } from '#app/lib/http.server'
import { seo } from '#app/lib/meta'
import { idSlug } from '#app/lib/slug'
import { JOBS_PER_PAGE, listOpenJobs } from '#app/models/jobs.server'
import type { Route } from './+types/opportunities'

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.max(
    1,
    Math.min(1000, Number(new URL(request.url).searchParams.get('page')) || 1),
  )
  const jobs = await readSection(
    context,
    'the job list could not be loaded. Please try again.',
    () => listOpenJobs(context.db, { offset: 0, limit: page * JOBS_PER_PAGE }),
  )
  return data({ jobs, page }, { status: statusOf(jobs) })
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Opportunities', description: 'Open jobs in rural commerce.' })

export default function Opportunities({ loaderData }: Route.ComponentProps) {
  const { jobs, page } = loaderData
  return (
    <div className="container-page section">
      <h1 className="section-title">Opportunities</h1>
      {!jobs.ok ? (
        <SectionError message={jobs.error} />
      ) : jobs.value.jobs.length === 0 ? (
        <p>No job openings available.</p>
      ) : (
        <>
          <ul>
            {jobs.value.jobs.map((j) => (
              <li key={j.id}>
                <Link to={`/opportunity-detail/${idSlug(j.id, j.slug)}`}>{j.title}</Link>{' '}
                {j.role.toUpperCase()} {j.location}
              </li>
            ))}
          </ul>
          {jobs.value.total > jobs.value.jobs.length ? (
            <Link to={`?page=${page + 1}`} preventScrollReset>
              Show more
            </Link>
          ) : null}
        </>
      )}
    </div>
  )
}
