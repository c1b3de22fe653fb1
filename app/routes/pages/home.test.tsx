import { afterAll, beforeAll, expect, test } from 'vitest'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { loaderOutcome, outcomeData, renderRoute } from '#tests/setup/loader-outcome.tsx'
import { slidesKn } from '#app/db/seed/kn/site.kn.ts'
import { I18nProvider, makeI18n } from '#app/i18n/i18n.tsx'
import catalogue from '#app/i18n/kn-ui.json'
import Home, { loader } from './home.tsx'
import type { Route } from './+types/home'

let db: TestDb
beforeAll(async () => {
  db = await createTestDb('sqlite', { seed: true })
})
afterAll(async () => {
  await db.drop()
})

async function load(on: TestDb = db, path = '/') {
  const ctx = await testContext(on.db)
  return outcomeData(
    await loaderOutcome(() => loader(loaderArgs(path, ctx) as unknown as Route.LoaderArgs)),
  )
}

function render(data: Awaited<ReturnType<typeof load>>, settings = identityDefaults) {
  return renderRoute('/', <Home {...({ loaderData: data } as Route.ComponentProps)} />, settings)
}

test('the sections in order: hero carousel, What We Do, Where We Operate, Why Choose Us', async () => {
  const html = render(await load())
  const at = (s: string) => html.indexOf(s)
  expect(at('aria-roledescription="carousel"')).toBeGreaterThan(0)
  expect(at('aria-roledescription="carousel"')).toBeLessThan(at('>What We Do</h2>'))
  expect(at('>What We Do</h2>')).toBeLessThan(at('>Where We Operate</h2>'))
  expect(at('>Where We Operate</h2>')).toBeLessThan(at('>Why Choose Us</h2>'))
  expect(html.match(/<h1/g)).toHaveLength(1)
})

test('one slide per active home slide, in order, its description as plain text', async () => {
  const data = await load()
  expect(data.slides.map((s) => s.title)).toEqual([
    'A Grameen supermarket at every village doorstep',
    'Electric deliveries that keep our villages clean',
    'From farmer to farmer, through FPOs we trust',
    'Local jobs through rural warehouses and SHGs',
  ])
  for (const s of data.slides) expect(s.text).not.toMatch(/[<>]|&amp;/)
  const html = render(data)
  expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(4)
  expect(html).toContain('aria-label="2 of 4: Electric deliveries that keep our villages clean"')
  // Only the first slide's picture is the page's main image; the others wait.
  expect(html.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1)
  expect(html.match(/<img[^>]*fetchPriority="high"[^>]*>/)![0]).toContain('home/slide-1.svg')
  // …and is asked for early, from the head, in the format the browser will pick.
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
  expect(preloads).toHaveLength(1)
  expect(preloads[0]).toContain('type="image/avif"')
  expect(preloads[0]).toMatch(/imageSrcSet="\/media\/home\/slide-1\.svg\.w160\.avif/)
  // One step per slide, and a button to pause; they wait for the script before they work.
  expect(html.match(/Show slide \d: /g)).toHaveLength(4)
  expect(html).toContain('Play the slideshow</span>')
})

test('the Kannada home shows each slide’s Kannada; a slide still in English is marked so', async () => {
  // The last slide written before it had Kannada.
  const last = await db.db
    .selectFrom('home_slides')
    .select('id')
    .orderBy('position', 'desc')
    .executeTakeFirstOrThrow()
  await db.db
    .deleteFrom('content_translations')
    .where('kind', '=', 'slides')
    .where('item_id', '=', last.id)
    .execute()
  const data = await load(db, '/kn')
  expect(data.slides.map((s) => s.title)).toEqual([
    ...slidesKn.slice(0, 3).map((s) => s.title),
    'Local jobs through rural warehouses and SHGs',
  ])
  expect(data.slides[0]!.text).toBe(slidesKn[0]!.description.replace(/<[^>]+>/g, ''))
  expect(data.slides[0]!.image.alt).toBe(slidesKn[0]!.imageAlt)
  expect(data.slides[0]!.en).toBeUndefined()
  expect(data.slides[3]!.en).toEqual(['title', 'text'])
  expect(data.slides[3]!.image.altLang).toBe('en')
  const html = renderRoute(
    '/kn',
    <I18nProvider value={makeI18n('kn', catalogue)}>
      <Home {...({ loaderData: data } as Route.ComponentProps)} />
    </I18nProvider>,
  )
  expect(html).toContain(`<p class="hero-title">${slidesKn[0]!.title}</p>`)
  expect(html).toContain('<p lang="en" class="hero-title">Local jobs through rural warehouses')
  // The English home is as it was.
  expect((await load()).slides[0]!.title).toBe('A Grameen supermarket at every village doorstep')
})

test('with no slides (or none readable) the carousel is left out and the rest renders', async () => {
  const other = await createTestDb('sqlite', { seed: true })
  await other.db.deleteFrom('home_slides').execute()
  const empty = await load(other)
  expect(empty.slides).toEqual([])
  let html = render(empty)
  expect(html).not.toContain('aria-roledescription="carousel"')
  expect(html).toContain('What We Do')

  await other.drop()
  const broken = await load(other)
  expect(broken.slides).toEqual([])
  html = render(broken)
  expect(html).not.toContain('aria-roledescription="carousel"')
  expect(html).not.toMatch(/Error:|could not be loaded/)
  expect(html).toContain('Why Choose Us')
})

test('What We Do: four cards, each with a picture, a highlighted phrase and a description', async () => {
  const data = await load()
  expect(data.whatWeDo.cards.map((c) => c.title.highlight)).toEqual([
    'Grameen supermarkets',
    'electric vehicles',
    'FPOs and rural SMEs',
    'rural ecosystem',
  ])
  const html = render(data)
  expect(html).toContain('grid gap-6 md:grid-cols-2')
  expect(html.match(/<span class="text-leaf">/g)).toHaveLength(4)
  for (const c of data.whatWeDo.cards) expect(html).toContain(c.image.src.split('?')[0])
})

test('What We Do: a title reads as one line of words, in Kannada and after staff save it', async () => {
  const text = (html: string) =>
    [...html.matchAll(/<h3 class="text-xl">(.*?)<\/h3>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
  // Kannada: the words before the highlight ran into it, and the verb after it was left out.
  const kn = await load(db, '/kn')
  const knHtml = renderRoute(
    '/kn',
    <I18nProvider value={makeI18n('kn', catalogue)}>
      <Home {...({ loaderData: kn } as Route.ComponentProps)} />
    </I18nProvider>,
  )
  expect(text(knHtml)[0]).toBe('ಕಿರಾಣಿ ಅಂಗಡಿಗಳನ್ನು ಗ್ರಾಮೀಣ ಸೂಪರ್‌ಮಾರ್ಕೆಟ್‌ಗಳಾಗಿ ಬೆಳೆಸುತ್ತೇವೆ')
  expect(text(knHtml)[1]).toBe('ಸರಕನ್ನು ಎಲೆಕ್ಟ್ರಿಕ್ ವಾಹನಗಳಲ್ಲಿ ತಲುಪಿಸುತ್ತೇವೆ')
  // English as the console stores it (each part trimmed), and an ending that is punctuation.
  const en = await load()
  en.whatWeDo.cards[0]!.title = {
    before: 'Turning kirana stores into',
    highlight: 'Grameen supermarkets',
    after: '',
  }
  en.whatWeDo.cards[1]!.title = { before: '', highlight: 'Electric vehicles', after: ', every day' }
  en.whatWeDo.cards[2]!.title = { before: 'We connect', highlight: 'FPOs', after: 'to markets' }
  expect(text(render(en)).slice(0, 3)).toEqual([
    'Turning kirana stores into Grameen supermarkets',
    'Electric vehicles, every day',
    'We connect FPOs to markets',
  ])
})

test('Where We Operate: the settings figures, final and thousands-separated, in the server HTML', async () => {
  const settings = {
    ...identityDefaults,
    stats: [
      ...identityDefaults.stats.slice(0, 5),
      { key: 'population', label: 'Populations', value: 1234567 },
    ],
  }
  const html = render(await load(), settings)
  for (const figure of ['5+', '69+', '30,000+', '87,000+', '4,364,000+', '1,234,567+'])
    expect(html).toContain(`>${figure}</span>`)
  expect(html).not.toContain('17,457,000')
  expect(html).toContain('home/map-south-india.svg')
})

test('Why Choose Us: For Brands chosen first, the others hidden; the claims of the spec', async () => {
  const html = render(await load())
  const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)</g)]
  expect(tabs.map((t) => t[1])).toEqual(['For Brands', 'For Rural Consumers', 'For Kirana Store'])
  expect(tabs[0]![0]).toContain('aria-selected="true"')
  expect(tabs[1]![0]).toContain('aria-selected="false"')
  const panels = [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map((m) => m[0])
  expect(panels).toHaveLength(3)
  expect(panels[0]).not.toContain('hidden')
  expect(panels[1]).toContain('hidden')
  for (const claim of [
    '15-40 km to a market town',
    '10-20% more',
    'up to 15 days',
    'travel 15-40 km to source',
  ])
    expect(html).toContain(claim)
})
