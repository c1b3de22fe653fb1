import { expect, test } from 'vitest'
import { schemaProblems } from '#tests/setup/schema-org.ts'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { seededAndBrokenDbs, type TestDb } from '#tests/setup/db.ts'
import { loaderOutcome, outcomeData, renderRoute } from '#tests/setup/loader-outcome.tsx'
import { actor, formOf } from '#tests/setup/content.ts'
import { jobsKind } from '#app/domain/content/kinds/jobs.server.ts'
import { saveTranslation } from '#app/domain/content/translations.server.ts'
import { jobsKn } from '#app/db/seed/kn/site.kn.ts'
import { SALARY_MESSAGE } from '#app/components/job-blocks.tsx'
import { I18nProvider, makeI18n } from '#app/i18n/i18n.tsx'
import catalogue from '#app/i18n/kn-ui.json'
import JobPage, { loader } from './job.tsx'
import type { Route } from './+types/job'

const dbs = seededAndBrokenDbs()
async function load(id: string, on: TestDb = dbs.db, prefix = '') {
  const ctx = await testContext(on.db)
  return loaderOutcome(() =>
    loader(
      loaderArgs(`${prefix}/opportunity-detail/${id}`, ctx, { id }) as unknown as Route.LoaderArgs,
    ),
  )
}

function render(data: Route.ComponentProps['loaderData']) {
  return renderRoute('/', <JobPage {...({ loaderData: data } as Route.ComponentProps)} />)
}

function okData(outcome: Awaited<ReturnType<typeof load>>) {
  const d = outcomeData(outcome)
  return d
}

test('an open job: title, sanitized description, Job Summary in the spec order, apply on our form', async () => {
  const outcome = await load('1-field-sales-executive-mandya')
  expect(outcome.status).toBe(200)
  const d = okData(outcome)
  expect(d.job.jobTitle).toBe('Field Sales Executive – Mandya')
  expect(d.job.descriptionHtml).toContain('<h3>Responsibilities</h3>')
  expect(d.summary).toEqual([
    { label: 'Location', value: 'Mandya' },
    { label: 'Job Type', value: 'Full-time' },
    { label: 'Date posted', value: '14 Nov 2025', dateTime: '2025-11-14' },
    { label: 'Experience', value: '1–3 years' },
    { label: 'Working Hours', value: '9:30 AM – 6:30 PM' },
    { label: 'Working Days', value: 'Monday to Saturday' },
    { label: 'Vacancy', value: '6' },
  ])
  expect(d.applyHref).toBe('/apply-job?job=1')
  expect(d.external).toBe(false)
  const html = render(d)
  expect(html).toContain('Job Summary')
  expect(html.match(/href="\/apply-job\?job=1"/g)).toHaveLength(2)
})

test('missing summary fields read "Not provided", never empty or "undefined"', async () => {
  const d = okData(await load('5-kirana-relationship-manager'))
  const byLabel = Object.fromEntries(d.summary.map((s) => [s.label, s.value]))
  expect(byLabel).toEqual({
    Location: 'Davanagere',
    'Job Type': 'Not provided',
    'Date posted': '20 Oct 2025',
    Experience: 'Not provided',
    'Working Hours': 'Not provided',
    'Working Days': 'Monday to Saturday',
    Vacancy: 'Not provided',
  })
  const html = render(d)
  expect(html.match(/Not provided/g)).toHaveLength(4)
  expect(html).not.toContain('undefined')
  expect(html).not.toContain('null')
})

test('salary and closing date follow the seven rows, only when set; past its closing date the job is gone', async () => {
  const db = dbs.db.db
  const set = (values: Record<string, unknown>) =>
    db.updateTable('jobs').set(values).where('id', '=', 1).execute()
  await set({
    salary_min: 15000,
    salary_max: 18000,
    salary_unit: 'MONTH',
    closes_on: '2999-12-31',
  })
  try {
    const d = okData(await load('1-field-sales-executive-mandya'))
    expect(d.summary.map((s) => s.label)).toEqual([
      'Location',
      'Job Type',
      'Date posted',
      'Experience',
      'Working Hours',
      'Working Days',
      'Vacancy',
      'Salary',
      'Apply by',
    ])
    expect(d.summary.slice(7)).toEqual([
      {
        label: 'Salary',
        value: SALARY_MESSAGE,
        values: { amount: '₹15,000–18,000', unit: 'MONTH' },
      },
      { label: 'Apply by', value: '31 Dec 2999', dateTime: '2999-12-31' },
    ])
    expect(render(d)).toContain('₹15,000–18,000 a month')
    // The Kannada page words the unit in Kannada, before the amount.
    const kn = okData(await load('1-field-sales-executive-mandya', dbs.db, '/kn'))
    const html = renderRoute(
      '/kn',
      <I18nProvider value={makeI18n('kn', catalogue)}>
        <JobPage {...({ loaderData: kn } as Route.ComponentProps)} />
      </I18nProvider>,
    )
    expect(html).toContain('ತಿಂಗಳಿಗೆ ₹15,000–18,000')
    expect(html).not.toContain('₹15,000–18,000 a month')
    await set({ salary_text: 'Rs 500 a day plus travel', closes_on: '2000-01-01' })
    expect(await load('1-field-sales-executive-mandya')).toMatchObject({
      kind: 'thrown',
      status: 410,
      data: {
        back: { to: '/opportunity' },
        message: expect.stringContaining('This job is closed'),
      },
    })
  } finally {
    await set({ salary_min: null, salary_max: null, salary_unit: null, closes_on: null })
    await set({ salary_text: null })
  }
})

test('a job with its own apply link sends visitors there', async () => {
  const d = okData(await load('8-software-engineer-retail-platform'))
  expect(d.applyHref).toBe(
    'https://careers.example.com/gramasiri/software-engineer-retail-platform',
  )
  expect(d.external).toBe(true)
  expect(render(d)).toContain(
    'href="https://careers.example.com/gramasiri/software-engineer-retail-platform" target="_blank" rel="noopener noreferrer"',
  )
})

test('JobPosting JSON-LD for Google for Jobs, with the organisation from the settings', async () => {
  const d = okData(await load('1-field-sales-executive-mandya'))
  const ld = JSON.parse(d.jsonLd) as Record<string, unknown>
  expect(ld).toMatchObject({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: 'Field Sales Executive – Mandya',
    datePosted: '2025-11-14',
    employmentType: 'FULL_TIME',
    totalJobOpenings: 6,
    directApply: true,
    url: 'https://site.example.com/opportunity-detail/1-field-sales-executive-mandya',
    hiringOrganization: {
      '@type': 'Organization',
      name: 'Gramasiri Rural Commerce',
      sameAs: 'https://site.example.com',
    },
    jobLocation: { address: { addressLocality: 'Mandya', addressCountry: 'IN' } },
  })
  expect(String(ld.description)).toContain('<h3>Responsibilities</h3>')
  // Inside a <script> element: no raw "<" may appear in the text.
  expect(d.jsonLd).not.toContain('<')
  expect(render(d)).toContain('<script type="application/ld+json">{')
  expect(ld.jobLocation).toMatchObject({ address: { addressRegion: 'Karnataka' } })
  expect(schemaProblems(ld)).toEqual([])
  // Missing values are left out, not guessed; a job without a type reads as full time.
  const five = JSON.parse(okData(await load('5-kirana-relationship-manager')).jsonLd)
  expect(five).toMatchObject({ employmentType: 'FULL_TIME' })
  expect(five).not.toHaveProperty('totalJobOpenings')
  expect(five).not.toHaveProperty('validThrough')
  expect(five).not.toHaveProperty('baseSalary')
  expect(five.jobLocation.address).not.toHaveProperty('postalCode')
})

test('an unknown job is 404, a closed one 410, both pointing to the open jobs', async () => {
  for (const id of ['999', '0', 'abc', '12abc']) {
    const outcome = await load(id)
    expect(outcome, id).toMatchObject({
      kind: 'thrown',
      status: 404,
      data: { back: { to: '/opportunity' } },
    })
  }
  expect(await load('9')).toMatchObject({
    kind: 'thrown',
    status: 410,
    data: { back: { to: '/opportunity', label: 'See open jobs' } },
  })
})

test('an old or missing slug redirects permanently to the job’s own address', async () => {
  for (const id of ['1', '1-old-title']) {
    expect(await load(id)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/opportunity-detail/1-field-sales-executive-mandya',
    })
  }
})

test('a database that cannot be read: 503 and a message for visitors', async () => {
  const outcome = await load('1-field-sales-executive-mandya', dbs.broken)
  // The layout's error boundary draws it as "Error: …" inside the site (error-page.test.tsx).
  expect(outcome).toEqual({
    kind: 'thrown',
    status: 503,
    data: { message: 'the job could not be loaded. Please try again.' },
  })
})

test('the Kannada job page shows published Kannada field by field, English marked where none, never a draft', async () => {
  const slug = '1-field-sales-executive-mandya'
  const ctx = await testContext(dbs.db.db)
  const loadKn = async () =>
    outcomeData(
      await loaderOutcome(() =>
        loader(
          loaderArgs(`/kn/opportunity-detail/${slug}`, ctx, {
            id: slug,
          }) as unknown as Route.LoaderArgs,
        ),
      ),
    )
  // The sample job comes with its Kannada (app/db/seed/kn/site.kn.ts).
  const seeded = await loadKn()
  expect(seeded.job.jobTitle).toBe(jobsKn['field-sales-executive-mandya']!.jobTitle)
  expect(seeded.job.descriptionHtml).toContain('<h3>')
  expect(seeded.en).toEqual([])
  // Kannada published for the location alone: every other word shows its English, marked.
  await saveTranslation(
    dbs.db.db,
    jobsKind,
    '1',
    formOf({ jobLocation: 'ಮಂಡ್ಯ' }),
    'publish',
    actor,
    null,
  )
  const partial = await loadKn()
  expect(partial.job.jobTitle).toBe('Field Sales Executive – Mandya')
  expect(partial.en).toEqual(expect.arrayContaining(['jobTitle', 'summary', 'descriptionHtml']))
  expect(partial.summary[0]).toEqual({ label: 'Location', value: 'ಮಂಡ್ಯ' })
  expect(partial.summary[1]).toEqual({ label: 'Job Type', value: 'Full-time', english: true })
  // A draft never shows.
  const kn = formOf({ jobTitle: 'ಫೀಲ್ಡ್ ಸೇಲ್ಸ್ ಎಕ್ಸಿಕ್ಯೂಟಿವ್', jobLocation: 'ಮಂಡ್ಯ' })
  await saveTranslation(dbs.db.db, jobsKind, '1', kn, 'draft', actor, null)
  expect((await loadKn()).job.jobTitle).toBe('Field Sales Executive – Mandya')
  await saveTranslation(dbs.db.db, jobsKind, '1', kn, 'publish', actor, null)
  const after = await loadKn()
  expect(after.job.jobTitle).toBe('ಫೀಲ್ಡ್ ಸೇಲ್ಸ್ ಎಕ್ಸಿಕ್ಯೂಟಿವ್')
  expect(after.en).not.toContain('jobTitle')
  // The English page is as it was.
  const english = okData(await load(slug))
  expect(english.job.jobTitle).toBe('Field Sales Executive – Mandya')
  expect(english.en).toEqual([])
  expect(english.summary[0]).toEqual({ label: 'Location', value: 'Mandya' })
})
