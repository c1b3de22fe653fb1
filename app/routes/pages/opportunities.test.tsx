import { expect, test } from 'vitest'
import { createTestDb, seededAndBrokenDbs, type TestDb } from '#tests/setup/db.ts'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { loaderOutcome, outcomeData, renderRoute } from '#tests/setup/loader-outcome.tsx'
import { readHtml } from '#tests/setup/screen.ts'
import Opportunities, { loader } from './opportunities.tsx'
import type { Route } from './+types/opportunities'

// dbs.broken has no tables: every read fails, as when the real database is down.
const dbs = seededAndBrokenDbs()

async function load(url: string, on: TestDb = dbs.db) {
  const ctx = await testContext(on.db)
  return loaderOutcome(() => loader(loaderArgs(url, ctx) as unknown as Route.LoaderArgs))
}

function render(data: Route.ComponentProps['loaderData']) {
  return renderRoute('/', <Opportunities {...({ loaderData: data } as Route.ComponentProps)} />)
}

test('the first page lists 5 open jobs with a "Show more" link to page 2', async () => {
  const outcome = await load('/opportunity')
  expect(outcome.status).toBe(200)
  const d = outcomeData(outcome)
  if (!d.jobs.ok) throw new Error('jobs failed')
  expect(d.page).toBe(1)
  expect(d.jobs.value.jobs).toHaveLength(5)
  expect(d.jobs.value.total).toBe(8)
  const html = render(d)
  expect(html).toContain('Show more')
  expect(html).toContain('href="/opportunity?page=2#job-6"')
})

test('page 2 shows all 8 open jobs and no "Show more"; closed jobs never appear', async () => {
  const d = outcomeData(await load('/opportunity?page=2'))
  if (!d.jobs.ok) throw new Error('jobs failed')
  expect(d.jobs.value.jobs).toHaveLength(8)
  expect(d.jobs.value.jobs.map((j) => j.id)).not.toContain(9)
  const html = render(d)
  expect(html).not.toContain('Show more')
  expect(html).toContain('id="job-8"')
})

test('a bad page number counts as the first page', async () => {
  for (const q of ['?page=abc', '?page=-3', '?page=0', '?page=1e9', '?page=']) {
    const d = outcomeData(await load(`/opportunity${q}`))
    expect(d.page, q).toBe(1)
    // The section must load: a failed one would otherwise pass without a look at its jobs.
    expect(d.jobs.ok, q).toBe(true)
    if (!d.jobs.ok) throw new Error(`jobs failed for ${q}`)
    expect(d.jobs.value.jobs, q).toHaveLength(5)
  }
})

test('a page past the last goes to the last, in its language: one address for the whole list', async () => {
  // 8 open jobs, 5 a page: page 2 is the last.
  for (const [url, location] of [
    ['/opportunity?page=3', '/opportunity?page=2'],
    ['/opportunity?page=200', '/opportunity?page=2'],
    ['/kn/opportunity?page=99', '/kn/opportunity?page=2'],
  ] as const)
    expect(await load(url), url).toMatchObject({ kind: 'redirect', status: 302, location })
  expect((await load('/opportunity?page=2')).status).toBe(200)
  // When the list cannot be read, the page cannot know its last page: it answers as it is.
  expect((await load('/opportunity?page=9', dbs.broken)).status).toBe(503)
})

test('rows carry plain-text summaries, the role in upper case, the location and a link by id and slug', async () => {
  const d = outcomeData(await load('/opportunity'))
  if (!d.jobs.ok) throw new Error('jobs failed')
  const first = d.jobs.value.jobs[0]!
  expect(first).toMatchObject({
    id: 1,
    href: '/opportunity-detail/1-field-sales-executive-mandya',
    jobTitle: 'Field Sales Executive – Mandya',
    jobRole: 'SALES',
    jobLocation: 'Mandya',
    posted: '14 Nov 2025',
  })
  expect(first.summary).toMatch(/^Visit kirana stores across Mandya taluk/)
  for (const j of d.jobs.value.jobs) expect(j.summary).not.toMatch(/[<>]/)
  const html = render(d)
  expect(html).toContain('SALES')
  expect(html).toContain('Mandya')
  expect(html).not.toContain('&lt;p&gt;')
})

test('the values (first letters emphasised), "Why Join Us?" and the gallery are on the page', async () => {
  const html = render(outcomeData(await load('/opportunity')))
  for (const v of [
    'alue the Customer',
    'ntegrity &amp; innovation',
    'eadership',
    'e the Change',
    'ccountability',
    'esponsibility',
    'eam Work',
  ])
    expect(html).toContain(v)
  expect(html).toContain('<strong class="font-extrabold text-primary">V</strong>alue the Customer')
  expect(html).toContain('Why Join Us?')
  for (const w of [
    'Work with Purpose',
    'Growth Without Limits',
    'Teamwork Makes the Dream Work',
    'Never Stop Learning',
  ])
    expect(html).toContain(w)
  expect(html.match(/<figure/g)).toHaveLength(6)
})

test('the Kannada page has the values, "Why Join Us?" and the gallery in Kannada, each value led by its whole first akshara', async () => {
  const { careersKn } = await import('#app/db/seed/kn/copy.kn.ts')
  const d = outcomeData(await load('/kn/opportunity'))
  expect(d.values).toEqual(careersKn.companyValues)
  expect(d.whyJoin).toEqual(careersKn.whyJoinUs)
  expect(d.gallery.map((g) => [g.caption, g.image.alt])).toEqual(
    careersKn.careersGallery.map((g) => [g.caption, g.alt]),
  )
  expect(d.banner.alt).toBe(careersKn.opportunitiesBanner.alt)
  // Nothing of the English copy travels with the Kannada page.
  expect(JSON.stringify(d)).not.toMatch(/Value the Customer|Work with Purpose|warehouse team/)
  const html = render(d)
  // ಪ್ರಾ is one letter (ಪ, virama, ರ, vowel sign ಾ): cut after ಪ it would draw a broken glyph.
  expect(html).toContain('<strong class="font-extrabold text-primary">ಪ್ರಾ</strong>ಮಾಣಿಕತೆ')
  expect(html).toContain('<strong class="font-extrabold text-primary">ತಂ</strong>ಡವಾಗಿ ಕೆಲಸ')
  expect(html).toContain('<strong class="font-extrabold text-primary">ನಾ</strong>ಯಕತ್ವ')
})

test('no open jobs: "No job openings available."', async () => {
  const empty = await createTestDb('sqlite', { seed: true })
  try {
    await empty.db.updateTable('jobs').set({ job_status: 'Closed' }).execute()
    const outcome = await load('/opportunity', empty)
    expect(outcome.status).toBe(200)
    expect(render(outcomeData(outcome))).toContain('No job openings available.')
    // With no open job, every page is the first.
    expect(await load('/opportunity?page=2', empty)).toMatchObject({
      kind: 'redirect',
      location: '/opportunity',
    })
  } finally {
    await empty.drop()
  }
})

test('a database that cannot be read: status 503 and "Error: …" for visitors where the jobs would be', async () => {
  const outcome = await load('/opportunity', dbs.broken)
  expect(outcome.status).toBe(503)
  const d = outcomeData(outcome)
  expect(d.jobs).toEqual({
    ok: false,
    error: 'the job list could not be loaded. Please try again.',
  })
  const html = render(d)
  expect(readHtml(html).getByRole('alert').textContent).toBe(
    'Error: the job list could not be loaded. Please try again.',
  )
  expect(html).not.toMatch(/no such table/i)
  expect(html).toContain('Why Join Us?')
})
