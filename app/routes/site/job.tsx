import { data, redirect } from 'react-router'
import { SectionError } from '#app/components/ui/section-error'
import { gone, notFound, readSection } from '#app/lib/http.server'
import { seo } from '#app/lib/meta'
import { idSlug, parseIdParam } from '#app/lib/slug'
import { getJob } from '#app/models/jobs.server'
import type { Route } from './+types/job'

export async function loader({ params, context }: Route.LoaderArgs) {
  const back = { to: '/opportunity', label: 'See open jobs' }
  const parsed = parseIdParam(params.id)
  if (!parsed) notFound({ back })
  const found = await readSection(context, 'the job could not be loaded. Please try again.', () =>
    getJob(context.db, parsed.id),
  )
  if (!found.ok) return data({ ok: false as const, error: found.error }, { status: 503 })
  const job = found.value
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
  if (params.id !== idSlug(job.id, job.slug))
    throw redirect(`/opportunity-detail/${idSlug(job.id, job.slug)}`, 301)
  return { ok: true as const, job }
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData
  return d?.ok
    ? seo(args, { title: d.job.title, description: d.job.summary })
    : seo(args, { title: 'Job', description: 'Job' })
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok)
    return (
      <div className="container-page section">
        <SectionError message={loaderData.error} />
      </div>
    )
  const { job } = loaderData
  return (
    <article className="container-page section">
      <h1 className="text-3xl">{job.title}</h1>
      <div className="prose-rich mt-4" dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
    </article>
  )
}
