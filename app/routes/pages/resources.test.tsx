import { expect, test } from 'vitest'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { createTestDb, seededAndBrokenDbs, type TestDb } from '#tests/setup/db.ts'
import { loaderOutcome, outcomeData, renderRoute } from '#tests/setup/loader-outcome.tsx'
import { readHtml } from '#tests/setup/screen.ts'
import { postsKn } from '#app/db/seed/kn/site.kn.ts'
import { I18nProvider, makeI18n } from '#app/i18n/i18n.tsx'
import catalogue from '#app/i18n/kn-ui.json'
import Resources, { loader } from './resources.tsx'
import type { Route } from './+types/resources'

const dbs = seededAndBrokenDbs()
async function load(on: TestDb = dbs.db, path = '/resource') {
  const ctx = await testContext(on.db)
  return loaderOutcome(() => loader(loaderArgs(path, ctx) as unknown as Route.LoaderArgs))
}

function render(data: Route.ComponentProps['loaderData'], shortName = 'Gramasiri') {
  return renderRoute('/', <Resources {...({ loaderData: data } as Route.ComponentProps)} />, {
    ...identityDefaults,
    shortName,
  })
}

test('Vani, news and blog cards link to their own detail pages, with dates as Indian readers write them', async () => {
  const outcome = await load()
  expect(outcome.status).toBe(200)
  const d = outcomeData(outcome)
  if (!d.vani.ok || !d.news.ok || !d.blog.ok) throw new Error('a list failed')
  expect(d.vani.value.length).toBeGreaterThanOrEqual(6)
  expect(d.news.value.length).toBeGreaterThanOrEqual(6)
  expect(d.blog.value.length).toBeGreaterThanOrEqual(3)
  for (const p of d.vani.value) expect(p.href).toMatch(/^\/resource\/vilvani\/\d+-[a-z0-9-]+$/)
  for (const p of d.news.value) expect(p.href).toMatch(/^\/resource\/news\/\d+-[a-z0-9-]+$/)
  for (const p of d.blog.value) expect(p.href).toMatch(/^\/resource\/blog\/\d+-[a-z0-9-]+$/)
  const blog1 = d.blog.value.find((p) => p.id === 1)!
  expect(blog1).toMatchObject({
    href: '/resource/blog/1-how-a-village-kirana-becomes-a-grameen-supermarket',
    date: '18 Mar 2025',
    postDate: '2025-03-18',
    author: 'Gramasiri Editorial Team',
  })
  expect(blog1.image?.src).toMatch(/^\/media\/posts\/blog-1\.svg\?v=/)
})

test('the carousels are "<name> Vani" and "News", as WAI-ARIA carousels, cards in place before hydration', async () => {
  const html = render(outcomeData(await load()), 'Gramagrama')
  expect(html).toContain('Gramagrama Vani')
  expect(html.match(/aria-roledescription="carousel"/g)).toHaveLength(2)
  expect(html).toMatch(/role="group" aria-roledescription="slide" aria-label="1 of \d+"/)
  // Before hydration the row scrolls natively; the arrows wait for JavaScript.
  expect(html).toContain('overflow-x-auto')
  expect(html.match(/<button[^>]*disabled=""[^>]*>/g)?.length).toBe(4)
  expect(html).toContain('Previous slide')
  expect(html).toContain('Next slide')
  expect(html).toContain('href="/resource/vilvani/')
  expect(html).toContain('href="/resource/news/')
  expect(html).toContain('href="/resource/blog/')
})

test('one main picture, with Vani cards or without: the banner, never lazy', async () => {
  const d = outcomeData(await load())
  const main = (h: string) => h.match(/<img[^>]*fetchPriority="high"[^>]*>/g) ?? []
  for (const html of [render(d), render({ ...d, vani: { ok: true, value: [] } })]) {
    const pictures = main(html)
    expect(pictures).toHaveLength(1)
    expect(pictures[0]).toContain('banners/resources.svg')
    expect(pictures[0]).toContain('loading="eager"')
  }
})

test('only Active posts are listed', async () => {
  const own = await createTestDb('sqlite', { seed: true })
  try {
    await own.db.updateTable('posts').set({ status: 'draft' }).where('id', '=', 11).execute()
    const d = outcomeData(await load(own))
    if (!d.news.ok) throw new Error('news failed')
    expect(d.news.value.map((p) => p.id)).not.toContain(11)
    expect(d.news.value.length).toBeGreaterThan(0)
  } finally {
    await own.drop()
  }
})

test('an empty list says "Data not found." where its cards would be', async () => {
  const own = await createTestDb('sqlite', { seed: true })
  try {
    await own.db
      .updateTable('posts')
      .set({ status: 'draft' })
      .where('type', '=', 'vilvani')
      .execute()
    const outcome = await load(own)
    expect(outcome.status).toBe(200)
    const html = render(outcomeData(outcome))
    expect(html.match(/Data not found\./g)).toHaveLength(1)
    expect(html.match(/aria-roledescription="carousel"/g)).toHaveLength(1)
  } finally {
    await own.drop()
  }
})

test('lists that cannot be read: 503 and "Error: …" for visitors, one per list', async () => {
  const outcome = await load(dbs.broken)
  expect(outcome.status).toBe(503)
  const d = outcomeData(outcome)
  expect(d.vani).toEqual({
    ok: false,
    error: 'the Vani stories could not be loaded. Please try again.',
  })
  const html = render(d)
  const alerts = readHtml(html)
    .getAllByRole('alert')
    .map((a) => a.textContent)
  expect(alerts).toHaveLength(3)
  expect(alerts).toContain('Error: the news could not be loaded. Please try again.')
  expect(alerts).toContain('Error: the blog could not be loaded. Please try again.')
  expect(html).not.toMatch(/no such table/i)
})

test('the Kannada lists show each story’s Kannada, and mark only a story still in English', async () => {
  const own = await createTestDb('sqlite', { seed: true })
  try {
    // One story written before it had Kannada.
    await own.db
      .deleteFrom('content_translations')
      .where('kind', '=', 'posts')
      .where('item_id', '=', 3)
      .execute()
    const d = outcomeData(await load(own, '/kn/resource'))
    if (!d.blog.ok) throw new Error('blog failed')
    const [first, , third] = d.blog.value.sort((a, b) => a.id - b.id)
    expect(first).toMatchObject({
      title: postsKn['how-a-village-kirana-becomes-a-grameen-supermarket']!.title,
      href: '/resource/blog/1-how-a-village-kirana-becomes-a-grameen-supermarket',
    })
    expect(first!.en).toBeUndefined()
    expect(third!.title).toBe('Farmer to farmer: how FPOs fill the village shelf')
    expect(third!.en).toEqual(expect.arrayContaining(['title', 'excerpt', 'author']))
    const html = renderRoute(
      '/kn/resource',
      <I18nProvider value={makeI18n('kn', catalogue)}>
        <Resources {...({ loaderData: d } as Route.ComponentProps)} />
      </I18nProvider>,
    )
    const screen = readHtml(html)
    expect(
      screen.getByRole('link', { name: first!.title }).closest('h3')!.getAttribute('lang'),
    ).toBeNull()
    expect(
      screen.getByRole('link', { name: third!.title }).closest('h3')!.getAttribute('lang'),
    ).toBe('en')
    // The English page is as it was.
    const english = outcomeData(await load(own))
    if (!english.blog.ok) throw new Error('blog failed')
    expect(english.blog.value.find((p) => p.id === 1)!.title).toBe(
      'How a village kirana becomes a Grameen supermarket',
    )
  } finally {
    await own.drop()
  }
})
