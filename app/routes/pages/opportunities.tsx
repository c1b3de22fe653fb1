import { useEffect, useRef } from 'react'
import { data, Link, redirect, useLocation } from 'react-router'
import { PageLink } from '#app/components/links.tsx'
import { ArrowRightIcon } from '#app/components/icons.tsx'
import { JobFacts } from '#app/components/job-blocks.tsx'
import { Image } from '#app/components/image.tsx'
import { PageBanner } from '#app/components/page-banner.tsx'
import { SectionError } from '#app/components/ui/section-error.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { WhyJoinIcon } from '#app/components/why-join-icon.tsx'
import type { CompanyValue, WhyJoinPoint } from '#app/domain/copy/careers.ts'
import { careersWords } from '#app/domain/copy/fixed-words.server.ts'
import { formatDate } from '#app/utils/dates.ts'
import { readSection, statusOf } from '#app/platform/http.server.ts'
import { seo } from '#app/routing/seo.ts'
import { jobPath, jobsPath } from '#app/routing/paths.ts'
import { JOBS_PER_PAGE } from '#app/domain/jobs/queries.server.ts'
import { contentSource } from '#app/domain/source/content-source.server.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import type { Route } from './+types/opportunities'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { inLang, langOfPath } from '#app/routing/lang.ts'
import { jobInKannada, type JobWord } from '#app/domain/jobs/translated.server.ts'
import { pageMemo } from '#app/components/page-data.tsx'

/** `?page=N` shows the first N pages of jobs (so it works without JavaScript); junk means 1. */
function pageOf(url: URL): number {
  const raw = url.searchParams.get('page') ?? ''
  const n = /^\d{1,4}$/.test(raw) ? Number(raw) : 1
  return Math.min(Math.max(n, 1), 200)
}

export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const page = pageOf(url)
  const lang = langOfPath(url.pathname)
  tagPage(context, 'jobs')
  const jobs = await readSection(
    context,
    'the job list could not be loaded. Please try again.',
    async () => {
      const source = contentSource(context)
      const { jobs, total } = await source.openJobs({
        offset: 0,
        limit: page * JOBS_PER_PAGE,
      })
      // On the Kannada page, each job's published Kannada (one query), English where none.
      const kn =
        lang === 'kn'
          ? await source
              .translations(
                'jobs',
                jobs.map((j) => j.id),
                lang,
              )
              .catch(() => new Map())
          : null
      return {
        total,
        jobs: jobs.map((found) => {
          const { job: j, en } = kn
            ? jobInKannada(found, kn.get(String(found.id)))
            : { job: found, en: [] as JobWord[] }
          return {
            id: j.id,
            href: jobPath(j),
            jobTitle: j.jobTitle,
            summary: j.summary,
            jobRole: j.jobRole.toUpperCase(),
            jobLocation: j.jobLocation,
            postedOn: j.postedOn,
            posted: formatDate(j.postedOn),
            en,
          }
        }),
      }
    },
  )
  // A page past the last shows what the last shows: one address for it (a stale link, or a
  // crawler counting upwards, would otherwise find up to 200 copies of the list). Temporary, as
  // more jobs may make that page real tomorrow.
  if (jobs.ok) {
    const last = Math.max(1, Math.ceil(jobs.value.total / JOBS_PER_PAGE))
    if (page > last) throw redirect(inLang(jobsPath(last), lang), 302)
  }
  const words = careersWords(lang)
  return data(
    {
      page,
      jobs,
      values: words.companyValues,
      whyJoin: words.whyJoinUs,
      banner: context.media.image(words.opportunitiesBanner.src, words.opportunitiesBanner.alt),
      gallery: words.careersGallery.map((g) => ({
        caption: g.caption,
        image: context.media.image(g.src, g.alt),
      })),
    },
    { status: statusOf(jobs) },
  )
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Opportunities: jobs in rural commerce',
    // Later pages are pages of their own (more jobs), each its own canonical address.
    path: jobsPath(args.loaderData?.page ?? 1),
    image: args.loaderData?.banner,
    description:
      'Open jobs in sales, warehousing, delivery, category management and technology. Build a career that brings Grameen supermarkets to every village.',
  })

function Opportunities({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const { shortName } = useSiteSettings()
  const { banner, gallery, values, whyJoin } = loaderData
  return (
    <>
      <PageBanner
        eyebrow={t('Opportunities')}
        title={t('Build the future of rural commerce')}
        lead={t(
          'Join the people who bring Grameen supermarkets to villages across Karnataka and South India: in the field, in our warehouses and in our Bengaluru office.',
        )}
        image={banner}
      />
      <Values values={values} />
      <WhyJoin points={whyJoin} />
      <OpenJobs data={loaderData} />
      <Section id="life-title" title={t('Life at {shortName}', { shortName })}>
        <ul className="grid-cards">
          {gallery.map((g) => (
            <li key={g.image.src}>
              <figure className="card overflow-hidden">
                <Image
                  image={g.image}
                  sizes="(min-width: 1152px) 360px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw"
                  className="aspect-4/3 h-auto w-full bg-primary-soft object-cover"
                />
                <figcaption className="px-4 py-3 text-sm font-medium text-ink">
                  {g.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}

/**
 * The first letter of a value's name, emphasised as the spec asks; in Kannada the first letter is
 * the whole first akshara (a consonant with the consonants joined to it by a virama, and its vowel
 * sign), since cutting inside one would draw a broken glyph.
 */
function initialOf(name: string): string {
  return (
    /^[\u0C95-\u0CB9\u0CDD\u0CDE](?:\u0CCD\u200D?[\u0C95-\u0CB9\u0CDD\u0CDE])*[\u0CBC-\u0CCD\u0C81-\u0C83\u0CD5\u0CD6]*/u.exec(
      name,
    )?.[0] ??
    [...name][0] ??
    ''
  )
}

/** The company values, first letters emphasised (SPEC.md §2.9). */
function Values({ values }: { values: CompanyValue[] }) {
  const { t } = useI18n()
  return (
    <Section id="values-title" title={t('Our values')}>
      <ul className="grid-cards">
        {values.map((v, i) => {
          const initial = initialOf(v.name)
          return (
            // The letter sits above the words where the card is narrow (a Kannada name at 320 px,
            // an English one at 240 px): beside them, it left too little room for a long word.
            <li
              key={v.name}
              className={`@container card p-5 ${i === values.length - 1 && values.length % 3 === 1 ? 'lg:col-start-2' : ''}`}
            >
              <div className="flex flex-col gap-3 @3xs:flex-row @3xs:gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-turmeric-soft text-3xl font-extrabold text-primary"
                >
                  {initial}
                </span>
                <div>
                  <h3 className="text-lg">
                    <strong className="font-extrabold text-primary">{initial}</strong>
                    {v.name.slice(initial.length)}
                  </h3>
                  <p className="mt-1 text-muted">{v.description}</p>
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

function WhyJoin({ points }: { points: WhyJoinPoint[] }) {
  const { t } = useI18n()
  return (
    <Section
      id="why-title"
      title={t('Why Join Us?')}
      className="bg-primary-dark text-white"
      titleClassName="text-white"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {points.map((w) => (
          <li key={w.key} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-turmeric text-primary-dark">
              <WhyJoinIcon name={w.key} />
            </span>
            <h3 className="mt-4 text-lg text-white">{w.title}</h3>
            <p className="mt-2 text-white/85">{w.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function OpenJobs({ data }: { data: Route.ComponentProps['loaderData'] }) {
  const { t, lang, content } = useI18n()
  const { jobs, page } = data
  const list = useRef<HTMLUListElement>(null)
  const location = useLocation()
  // After "Show more" (`?page=2#job-6`), keyboard and screen-reader users continue at the first
  // new job rather than at the top of the page (the link they pressed is gone or has moved). The
  // row comes from the address, not from comparing counts across renders: a click that lands
  // before hydration is a full page load, and the new page must focus the same row.
  useEffect(() => {
    const row = /^#job-(\d{1,4})$/.exec(location.hash)
    if (!row) return
    list.current
      ?.querySelector<HTMLAnchorElement>(`#job-${row[1]} a`)
      ?.focus({ preventScroll: true })
  }, [location.key, location.hash])
  return (
    <section aria-labelledby="jobs-title" className="section bg-white">
      <div className="container-page">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="jobs-title" className="text-2xl sm:text-3xl">
            {t('Open positions')}
          </h2>
          {jobs.ok && jobs.value.total > 0 ? (
            <p className="text-muted">
              {t('{count, plural, one {# job open now} other {# jobs open now}}', {
                count: jobs.value.total,
              })}
            </p>
          ) : null}
        </div>
        {!jobs.ok ? (
          <SectionError message={jobs.error} />
        ) : jobs.value.jobs.length === 0 ? (
          <p className="text-muted">{t('No job openings available.')}</p>
        ) : (
          <>
            <ul ref={list} className="space-y-4">
              {jobs.value.jobs.map((j, i) => (
                <li
                  key={j.id}
                  id={`job-${i + 1}`}
                  className="card relative p-5 transition-shadow hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-turmeric sm:p-6"
                >
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <h3
                        className="text-xl"
                        lang={j.en.includes('jobTitle') ? content : undefined}
                      >
                        <PageLink to={j.href} className="stretched-link">
                          {j.jobTitle}
                        </PageLink>
                      </h3>
                      {j.summary ? (
                        <p
                          lang={j.en.includes('summary') ? content : undefined}
                          className="mt-2 text-muted"
                        >
                          {j.summary}
                        </p>
                      ) : null}
                    </div>
                    <span
                      aria-hidden="true"
                      className="hidden shrink-0 items-center gap-1 font-semibold text-primary sm:inline-flex"
                    >
                      {t('View job')} <ArrowRightIcon size={18} />
                    </span>
                  </div>
                  <JobFacts
                    role={j.jobRole}
                    location={j.jobLocation}
                    posted={{ date: j.posted, dateTime: j.postedOn }}
                    english={{
                      role: j.en.includes('jobRole'),
                      location: j.en.includes('jobLocation'),
                    }}
                    className="mt-4"
                  />
                </li>
              ))}
            </ul>
            {jobs.value.total > jobs.value.jobs.length ? (
              <p className="mt-8 text-center">
                <Link
                  to={inLang(jobsPath(page + 1, jobs.value.jobs.length + 1), lang)}
                  preventScrollReset
                  className="btn-outline"
                >
                  {t('Show more')}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  )
}

export default pageMemo(Opportunities)
