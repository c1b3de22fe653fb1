import { redirect } from 'react-router'
import { inLang, pageOf, type Lang } from '#app/routing/lang.ts'
import { BackLink } from '#app/components/links.tsx'
import { JsonLdScript, RichText } from '#app/components/html-block.tsx'
import {
  ApplyLink,
  JobFacts,
  JobSummary,
  SALARY_MESSAGE,
  type SummaryItem,
} from '#app/components/job-blocks.tsx'
import { Region } from '#app/components/ui/section.tsx'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { formatDate } from '#app/utils/dates.ts'
import { gone, notFound, readOrUnavailable } from '#app/platform/http.server.ts'
import { seoFromData } from '#app/routing/seo.ts'
import { formatCount } from '#app/domain/settings/site-settings.ts'
import { applyPath, jobPath, paths } from '#app/routing/paths.ts'
import { parseIdParam } from '#app/utils/slug.ts'
import { jobPosting, jsonLdHtml } from '#app/domain/jobs/structured-data.server.ts'
import { breadcrumbs, LOGO_PATH, siteRegion } from '#app/domain/structured-data.server.ts'
import type { Job } from '#app/domain/jobs/queries.server.ts'
import { jobInKannada, type JobWord } from '#app/domain/jobs/translated.server.ts'
import { contentSource } from '#app/domain/source/content-source.server.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import { jobsKind } from '#app/domain/content/kinds/jobs.server.ts'
import type { Route } from './+types/job'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { pageMemo } from '#app/components/page-data.tsx'

/**
 * The spec's Job Summary (§2.10), in its order; a missing value reads "Not provided". `en` names
 * the words still in English on a Kannada page.
 */
function jobSummary(job: Job, lang: Lang, en: readonly JobWord[] = []): SummaryItem[] {
  const item = (
    label: string,
    value: string | null | undefined,
    dateTime?: string,
    word?: JobWord,
  ): SummaryItem =>
    value
      ? { label, value, dateTime, ...(word && en.includes(word) ? { english: true } : {}) }
      : { label, value: 'Not provided', missing: true }
  const posted = formatDate(job.postedOn)
  return [
    item('Location', job.jobLocation, undefined, 'jobLocation'),
    item('Job Type', job.jobType, undefined, 'jobType'),
    item('Date posted', posted, posted ? job.postedOn! : undefined),
    item('Experience', job.jobExperience, undefined, 'jobExperience'),
    item('Working Hours', job.workingHours, undefined, 'workingHours'),
    item('Working Days', job.workingDays, undefined, 'workingDays'),
    item('Vacancy', job.requiredCount ? formatCount(job.requiredCount, lang) : null),
    // Optional facts (migration 0009): shown only when staff gave them.
    ...salaryItem(job, en),
    ...(job.closesOn ? [item('Apply by', formatDate(job.closesOn), job.closesOn)] : []),
  ]
}

/**
 * The salary as staff wrote it, else from its figures ("₹15,000–18,000 a month", worded by the
 * page: SALARY_MESSAGE); nothing without.
 */
function salaryItem(job: Job, en: readonly JobWord[]): SummaryItem[] {
  if (job.salaryText)
    return [
      {
        label: 'Salary',
        value: job.salaryText,
        ...(en.includes('salaryText') ? { english: true } : {}),
      },
    ]
  if (!job.salaryUnit || (job.salaryMin === null && job.salaryMax === null)) return []
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`
  const [min, max] = [job.salaryMin ?? job.salaryMax!, job.salaryMax ?? job.salaryMin!]
  const amount = min === max ? rupees(min) : `${rupees(min)}–${max.toLocaleString('en-IN')}`
  return [{ label: 'Salary', value: SALARY_MESSAGE, values: { amount, unit: job.salaryUnit } }]
}

export async function loader({ params, context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const back = { to: paths.jobs, label: 'See open jobs' }
  const parsed = parseIdParam(params.id)
  if (!parsed) notFound({ back })
  // The job, and the site identity its structured data names.
  tagPage(context, jobsKind.tagOf(parsed.id), 'settings')
  const source = contentSource(context)
  const found = await readOrUnavailable(
    context,
    'the job could not be loaded. Please try again.',
    () => source.job(parsed.id),
  )
  if (!found)
    notFound({
      back,
      message:
        'We could not find this job. It may have been filled; see the jobs that are open now.',
    })
  if (found.status !== 'Open')
    gone({
      back,
      message:
        'This job is closed and no longer takes applications. See the jobs that are open now.',
    })
  const path = jobPath(found)
  const { lang, path: pathname } = pageOf(url)
  if (pathname !== path) throw redirect(inLang(path, lang), 301)
  // On the Kannada page, the published Kannada field by field; English (marked) where none. A
  // failure to read it shows the English rather than no page.
  const { job, en } =
    lang === 'kn'
      ? jobInKannada(
          found,
          (await source.translations('jobs', [found.id], lang).catch(() => new Map())).get(
            String(found.id),
          ),
        )
      : { job: found, en: [] as JobWord[] }

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
        logo: `${base}${LOGO_PATH}`,
      },
      `${base}${path}`,
      siteRegion(settings),
    ),
  )
  const trail = jsonLdHtml(
    breadcrumbs([
      ['Home', `${base}/`],
      ['Opportunities', `${base}${paths.jobs}`],
      [job.jobTitle, `${base}${path}`],
    ]),
  )
  return {
    job: {
      id: job.id,
      jobTitle: job.jobTitle,
      summary: job.summary,
      jobRole: job.jobRole.toUpperCase(),
      jobLocation: job.jobLocation,
      descriptionHtml: job.descriptionHtml,
    },
    en,
    applyHref: job.applyJobLink ?? applyPath({ jobId: job.id }),
    external: Boolean(job.applyJobLink),
    summary: jobSummary(job, lang, en),
    jsonLd,
    trail,
  }
}

export const meta: Route.MetaFunction = (args) =>
  seoFromData(args, 'Job', ({ job }) => ({
    // "Field Sales Executive – Mandya" already says where; other titles get the place added.
    title: job.jobTitle.includes(job.jobLocation)
      ? job.jobTitle
      : `${job.jobTitle} (${job.jobLocation})`,
    description: job.summary || `${job.jobTitle}, ${job.jobLocation}.`,
  }))

function JobPage({ loaderData }: Route.ComponentProps) {
  const { t, content } = useI18n()
  const { job, en, applyHref, external, summary, jsonLd, trail } = loaderData
  const apply = { href: applyHref, external }
  // Words with no published Kannada yet are the content's English: lang="en" on a Kannada page.
  const english = (word: JobWord) => (en.includes(word) ? content : undefined)
  return (
    <>
      {/* Google for Jobs reads this; built and escaped on the server (structured-data.server.ts). */}
      <JsonLdScript json={jsonLd} />
      <JsonLdScript json={trail} />
      <div className="bg-linear-to-b from-primary-soft to-sand">
        <div className="container-page pt-8 pb-10 sm:pt-12">
          <BackLink to={paths.jobs}>{t('All open jobs')}</BackLink>
          <JobFacts
            role={job.jobRole}
            location={job.jobLocation}
            english={{ role: en.includes('jobRole'), location: en.includes('jobLocation') }}
            className="mt-4"
          />
          <h1 lang={english('jobTitle')} className="mt-3 text-3xl sm:text-4xl">
            {job.jobTitle}
          </h1>
          {job.summary ? (
            <p lang={english('summary')} className="mt-4 max-w-3xl text-lg text-muted">
              {job.summary}
            </p>
          ) : null}
          <p className="mt-6">
            <ApplyLink {...apply} />
          </p>
        </div>
      </div>
      <div className="container-page grid gap-8 pt-10 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <JobSummary
          items={summary}
          apply={apply}
          className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:col-start-2 lg:row-start-1"
        />
        <Region
          id="job-description-title"
          title={t('About the role')}
          titleClassName="text-2xl"
          className="lg:col-start-1 lg:row-start-1"
        >
          <RichText
            html={job.descriptionHtml}
            english={en.includes('descriptionHtml')}
            className="mt-4 text-lg"
          />
        </Region>
      </div>
    </>
  )
}

export default pageMemo(JobPage)
