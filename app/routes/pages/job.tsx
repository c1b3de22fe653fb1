import { Link, redirect } from 'react-router'
import { ArrowLeftIcon, ExternalIcon, MapPinIcon } from '#app/components/icons.tsx'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { formatDate } from '#app/utils/dates.ts'
import { gone, notFound, readOrUnavailable } from '#app/platform/http.server.ts'
import { seoFromData } from '#app/routing/seo.ts'
import { formatCount } from '#app/domain/settings/site-settings.ts'
import { applyPath, jobPath, paths } from '#app/routing/paths.ts'
import { parseIdParam } from '#app/utils/slug.ts'
import { jobPosting, jsonLdHtml } from '#app/domain/jobs/structured-data.server.ts'
import { getJob, type Job } from '#app/domain/jobs/queries.server.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import type { Route } from './+types/job'

const NOT_PROVIDED = 'Not provided'

/** The spec's Job Summary (§2.10), in its order; a missing value reads "Not provided". */
function jobSummary(job: Job): Array<{ label: string; value: string; dateTime?: string }> {
  const or = (v: string | null | undefined) => (v ? v : NOT_PROVIDED)
  return [
    { label: 'Location', value: or(job.location) },
    { label: 'Job Type', value: or(job.jobType) },
    {
      label: 'Date posted',
      value: or(formatDate(job.postedOn)),
      dateTime: formatDate(job.postedOn) ? job.postedOn! : undefined,
    },
    { label: 'Experience', value: or(job.experience) },
    { label: 'Working Hours', value: or(job.workingHours) },
    { label: 'Working Days', value: or(job.workingDays) },
    { label: 'Vacancy', value: job.vacancy ? formatCount(job.vacancy) : NOT_PROVIDED },
  ]
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const back = { to: paths.jobs, label: 'See open jobs' }
  const parsed = parseIdParam(params.id)
  if (!parsed) notFound({ back })
  const job = await readOrUnavailable(
    context,
    'the job could not be loaded. Please try again.',
    () => getJob(context.db, parsed.id),
  )
  if (!job)
    notFound({
      back,
      message:
        'We could not find this job. It may have been filled; see the jobs that are open now.',
    })
  if (job.status !== 'Open')
    gone({
      back,
      message:
        'This job is closed and no longer takes applications. See the jobs that are open now.',
    })
  const path = jobPath(job)
  if (new URL(request.url).pathname !== path) throw redirect(path, 301)

  // The hiring organisation in the JSON-LD is the site's own identity; the page does not fail
  // when the settings cannot be read (the shell falls back to the same defaults).
  const settings = await getSettings(context.db).catch(() => identityDefaults)
  const base = context.env.PUBLIC_URL
  const jsonLd = jsonLdHtml(
    jobPosting(
      job,
      {
        name: settings.companyName,
        url: base,
        logo: `${base}${context.media.image('site/logo.svg', settings.companyName).src}`,
      },
      `${base}${path}`,
    ),
  )
  return {
    job: {
      id: job.id,
      title: job.title,
      summary: job.summary,
      role: job.role.toUpperCase(),
      location: job.location,
      descriptionHtml: job.descriptionHtml,
    },
    applyHref: job.applyJobLink ?? applyPath({ jobId: job.id }),
    external: Boolean(job.applyJobLink),
    summary: jobSummary(job),
    jsonLd,
  }
}

export const meta: Route.MetaFunction = (args) =>
  seoFromData(args, 'Job', ({ job }) => ({
    // "Field Sales Executive – Mandya" already says where; other titles get the place added.
    title: job.title.includes(job.location) ? job.title : `${job.title} (${job.location})`,
    description: job.summary || `${job.title}, ${job.location}.`,
  }))

function ApplyLink({ href, external, wide }: { href: string; external: boolean; wide?: boolean }) {
  const className = `btn-accent text-lg ${wide ? 'w-full' : ''}`
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      Apply now
      <ExternalIcon size={18} />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  ) : (
    <Link to={href} className={className}>
      Apply now
    </Link>
  )
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job, applyHref, external, summary, jsonLd } = loaderData
  return (
    <>
      {/* Google for Jobs reads this; built and escaped on the server (structured-data.server.ts). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <div className="bg-linear-to-b from-primary-soft to-sand">
        <div className="container-page pt-8 pb-10 sm:pt-12">
          <Link
            to={paths.jobs}
            className="inline-flex items-center gap-1 py-2 text-sm font-semibold no-underline hover:underline"
          >
            <ArrowLeftIcon size={18} />
            All open jobs
          </Link>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="rounded-full bg-leaf-soft px-3 py-1 font-semibold tracking-wide text-leaf">
              <span className="sr-only">Role: </span>
              {job.role}
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPinIcon size={16} />
              <span className="sr-only">Location: </span>
              {job.location}
            </span>
          </p>
          <h1 className="mt-3 text-3xl sm:text-4xl">{job.title}</h1>
          {job.summary ? <p className="mt-4 max-w-3xl text-lg text-muted">{job.summary}</p> : null}
          <p className="mt-6">
            <ApplyLink href={applyHref} external={external} />
          </p>
        </div>
      </div>
      <div className="container-page grid gap-8 pt-10 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <aside
          aria-labelledby="job-summary-title"
          className="card p-6 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:col-start-2 lg:row-start-1"
        >
          <h2 id="job-summary-title" className="text-xl">
            Job Summary
          </h2>
          <dl className="mt-4 divide-y divide-line">
            {summary.map((s) => (
              <div key={s.label} className="flex justify-between gap-4 py-2.5">
                <dt className="text-muted">{s.label}</dt>
                <dd
                  className={`text-right font-semibold ${s.value === NOT_PROVIDED ? 'font-normal text-muted italic' : ''}`}
                >
                  {s.dateTime ? <time dateTime={s.dateTime}>{s.value}</time> : s.value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-6">
            <ApplyLink href={applyHref} external={external} wide />
          </p>
        </aside>
        <section aria-labelledby="job-description-title" className="lg:col-start-1 lg:row-start-1">
          <h2 id="job-description-title" className="text-2xl">
            About the role
          </h2>
          <div
            className="prose-rich mt-4 text-lg"
            dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
          />
        </section>
      </div>
    </>
  )
}
