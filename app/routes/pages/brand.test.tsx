import { beforeAll, expect, test } from 'vitest'
import { staticBrandPaths } from '#app/routing/paths.ts'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { seededAndBrokenDbs, type TestDb } from '#tests/setup/db.ts'
import { brandProductCounts } from '#tests/setup/sample-content.ts'
import { outcomeData, renderRoute, runLoader } from '#tests/setup/loader-outcome.tsx'
import { readHtml } from '#tests/setup/screen.ts'
import { brandsKn } from '#app/db/seed/kn/brands.kn.ts'
import { I18nProvider, makeI18n } from '#app/i18n/i18n.tsx'
import catalogue from '#app/i18n/kn-ui.json'
import BrandPage, { loader, shouldRevalidate } from './brand.tsx'
import type { Route } from './+types/brand'

const dbs = seededAndBrokenDbs()
beforeAll(async () => {
  // A brand with no route of its own, nothing to show yet, and one video whose URL has no id.
  await dbs.db.db
    .insertInto('brands')
    .values({
      id: 42,
      slug: 'sample-new-brand',
      path: null,
      name: 'Sample New Brand',
      title: 'A brand reached only by id',
      description: '<p>Coming soon.</p>',
      logo: null,
      banner: null,
      banner_alt: '',
      color: '#1D3A8A',
      color_code: '#14295F',
      text_color_code: '#FFFFFF',
      categories: '["Samples"]',
      meta_title: 'Sample New Brand | Gramasiri',
      meta_description: 'A sample brand.',
      meta_keywords: 'sample',
      products_heading: 'List of Products',
      why_choose: '<p>Because.</p>',
      tagline: 'New and good',
      tagline_description: 'Ask us about it.',
      listed: 0,
      position: 50,
      status: 'published',
    })
    .execute()
})
async function load(url: string, params: { id?: string } = {}, on: TestDb = dbs.db) {
  const ctx = await testContext(on.db)
  return runLoader(loader, loaderArgs(url, ctx, params))
}

async function okData(url: string, params: { id?: string } = {}) {
  const d = outcomeData(await load(url, params))
  return d
}

function render(url: string, data: Route.ComponentProps['loaderData']) {
  return renderRoute(url, <BrandPage {...({ loaderData: data } as Route.ComponentProps)} />)
}

test('every brand route finds its brand, with its own title and the sample product counts', async () => {
  const titles = new Set<string>()
  for (const path of staticBrandPaths) {
    const outcome = await load(path)
    expect(outcome.status, path).toBe(200)
    const d = outcomeData(outcome)
    expect(d.brand.href, path).toBe(path)
    expect(d.products, path).toHaveLength(brandProductCounts[path]!)
    expect(d.meta.keywords, path).not.toBe('')
    titles.add(d.meta.title)
  }
  expect(titles.size).toBe(staticBrandPaths.length)
})

test("static brand pages' product cards are not links; Chandrika's (server-driven) are", async () => {
  for (const path of staticBrandPaths.filter((p) => p !== '/chandrika')) {
    const d = await okData(path)
    expect(
      d.products.every((p) => p.href === null),
      path,
    ).toBe(true)
  }
  const naati = render('/naati', await okData('/naati'))
  expect(naati).not.toMatch(/href="\/naati\/products/)
  expect(naati).toContain('Chilli Powder 100 g')

  const chandrika = await okData('/chandrika')
  for (const p of chandrika.products)
    expect(p.href).toMatch(/^\/chandrika\/products\/\d+-[a-z0-9-]+$/)
  expect(render('/chandrika', chandrika)).toContain(`href="${chandrika.products[0]!.href}"`)
})

test('the page has the spec blocks: banner, name, title, description, products, why choose, social, tagline and Contact us', async () => {
  const d = await okData('/naati')
  const html = render('/naati', d)
  expect(html).toMatch(/<h1[^>]*>Naati<\/h1>/)
  expect(html).toContain('Stone-ground spices and masalas')
  expect(html).toContain('<strong>Naati</strong> means')
  expect(html).toContain('List of Products')
  const screen = readHtml(html)
  expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Naati?' })).toBeTruthy()
  expect(html).toMatch(/<h2[^>]*>Social<\/h2>/)
  expect(html).toContain('Taste of home, in every pinch')
  expect(html).toMatch(/<a[^>]*href="\/contact-us"[^>]*>Contact us<\/a>/)
  expect(html).toContain('fetchPriority="high"')
  // The brand's colours theme the page.
  expect(html).toContain('--brand:#7A1F1F')
})

test('videos are facades with a name and a local poster: nothing from YouTube loads with the page', async () => {
  const d = await okData('/naati')
  expect(d.social.map((s) => s.videoId)).toEqual(['Nt7sPcM2aQ1', 'Bb20mNaT1kQ', 'kRn4Vs8pLe2'])
  const html = render('/naati', d)
  // Before the scripts run, each poster is a plain link to the video's page on YouTube.
  for (const id of ['Nt7sPcM2aQ1', 'Bb20mNaT1kQ', 'kRn4Vs8pLe2'])
    expect(html).toContain(`href="https://www.youtube.com/watch?v=${id}"`)
  expect(
    readHtml(html).getByRole('link', {
      name: 'Play video: From the chilli fields of Byadgi to your kitchen (on YouTube)',
    }),
  ).toBeTruthy()
  // No player, thumbnail or other YouTube resource is fetched by the page itself.
  expect(html).not.toMatch(/youtube-nocookie|ytimg|<iframe|src="https:\/\/[^"]*youtube/i)
})

test('a brand page by id: a brand with its own route redirects there, an unknown id is a 404', async () => {
  expect(await load('/our-brands-detail/11', { id: '11' })).toMatchObject({
    kind: 'redirect',
    status: 301,
    location: '/chandrika',
  })
  expect(await load('/our-brands-detail/2', { id: '2' })).toMatchObject({
    kind: 'redirect',
    location: '/our-brands/suggi',
  })
  expect(await load('/our-brands-detail/999', { id: '999' })).toMatchObject({
    kind: 'thrown',
    status: 404,
  })
  expect(await load('/our-brands-detail/naati', { id: 'naati' })).toMatchObject({
    kind: 'thrown',
    status: 404,
  })
  expect(await load('/our-brands-detail/42-old-name', { id: '42-old-name' })).toMatchObject({
    kind: 'redirect',
    location: '/our-brands-detail/42',
  })
})

test('a brand at an address an editor gave it answers there, in both languages; other names are 404', async () => {
  const at = (path: string | null) =>
    dbs.db.db.updateTable('brands').set({ path }).where('id', '=', 42).execute()
  await at('/our-brand/sample-new')
  try {
    for (const url of ['/our-brand/sample-new', '/kn/our-brand/sample-new'])
      expect((await okData(url)).brand.name, url).toBe('Sample New Brand')
    expect(await load('/our-brands-detail/42', { id: '42' })).toMatchObject({
      kind: 'redirect',
      status: 301,
      location: '/our-brand/sample-new',
    })
    expect(await load('/kn/our-brands-detail/42', { id: '42' })).toMatchObject({
      kind: 'redirect',
      location: '/kn/our-brand/sample-new',
    })
    await at('/sample-new')
    expect((await okData('/kn/sample-new')).brand.name).toBe('Sample New Brand')
    // A name no live brand has, and a shape no brand can have, are the plain 404.
    for (const url of ['/our-brand/sample-new', '/sample-old', '/Sample-New', '/sample_new'])
      expect(await load(url), url).toMatchObject({ kind: 'thrown', status: 404 })
  } finally {
    await at(null)
  }
})

test('empty lists say "No Product available." and "No Social available."', async () => {
  const d = await okData('/our-brands-detail/42', { id: '42' })
  expect(d.products).toEqual([])
  const html = render('/our-brands-detail/42', d)
  expect(html).toContain('No Product available.')
  expect(html).toContain('No Social available.')
  // No banner or logo yet: the fallback picture stands in.
  expect(d.brand.banner.src).toContain('site/fallback.svg')
})

test('a video URL without a readable v says "Invalid YouTube URL"; products of a brand by id link under it', async () => {
  await dbs.db.db
    .insertInto('products')
    .values({
      brand_id: 42,
      line_id: null,
      category_id: null,
      slug: 'sample-pack',
      name: 'Sample Pack',
      image: null,
      image_alt: '',
      short_description: '',
      description: '',
      position: 0,
      status: 'published',
    })
    .execute()
  await dbs.db.db
    .insertInto('social_items')
    .values([
      {
        brand_id: 42,
        line_id: null,
        category_id: null,
        kind: 'video',
        title: 'A broken link',
        video_url: 'https://www.youtube.com/watch?list=PL123',
        link_url: null,
        image: null,
        image_alt: '',
        position: 0,
        status: 'published',
      },
      {
        brand_id: 42,
        line_id: null,
        category_id: null,
        kind: 'video',
        title: 'A good one',
        video_url: 'https://www.youtube.com/watch?v=Nt7sPcM2aQ1',
        link_url: null,
        image: null,
        image_alt: '',
        position: 1,
        status: 'published',
      },
    ])
    .execute()
  const d = await okData('/our-brands-detail/42', { id: '42' })
  expect(d.products.map((p) => p.href)).toEqual([
    expect.stringMatching(/^\/our-brands-detail\/42\/products\/\d+-sample-pack$/),
  ])
  const html = render('/our-brands-detail/42', d)
  expect(html.match(/Invalid YouTube URL/g)).toHaveLength(1)
  expect(readHtml(html).getByRole('link', { name: /^Play video: A good one/ })).toBeTruthy()
  expect(html).not.toContain('No Social available.')
  expect(html).not.toContain('No Product available.')
})

test("TruLove's toggle: links the server understands, each showing its line's products, social links, banner and colours", async () => {
  const d = await okData('/trulove')
  expect(d.lines.map((l) => l.slug)).toEqual(['biscuits', 'wafers'])

  const biscuits = render('/trulove', d)
  // Before JavaScript runs the toggle is a pair of links the server understands.
  expect(biscuits).toMatch(/<a aria-current="true"[^>]*href="\/trulove\?line=biscuits"/)
  expect(biscuits).toMatch(/<a class="[^"]*" href="\/trulove\?line=wafers"/)
  expect(biscuits).toContain('Marie Biscuits')
  expect(biscuits).not.toContain('Strawberry Wafers')
  expect(biscuits).toContain('--brand:#7B4A2A')
  expect(biscuits).toContain('banner-biscuits.svg')
  expect(biscuits).toContain('Chai and Marie: the perfect pair')
  expect(biscuits).not.toContain('Strawberry wafer crunch')

  const wafers = render('/trulove?line=wafers', d)
  expect(wafers).toContain('Strawberry Wafers')
  expect(wafers).toContain('Chocolate Wafers')
  expect(wafers).not.toContain('Marie Biscuits')
  expect(wafers).toContain('--brand:#8E3B7E')
  expect(wafers).toContain('banner-wafers.svg')
  expect(wafers).toContain('Strawberry wafer crunch')
  expect(wafers).not.toContain('Chai and Marie')
  // Instagram-style cards link out.
  expect(wafers).toMatch(
    /href="https:\/\/www\.instagram\.com\/p\/sample-trulove-strawberry\/" target="_blank" rel="noopener noreferrer"/,
  )

  // An unknown line shows the first.
  expect(render('/trulove?line=cakes', d)).toContain('Marie Biscuits')
})

test('switching the line does not reload the data; anything else does', () => {
  const args = (from: string, to: string) => ({
    currentUrl: new URL(from, 'https://x'),
    nextUrl: new URL(to, 'https://x'),
    defaultShouldRevalidate: true,
  })
  expect(shouldRevalidate(args('/trulove', '/trulove?line=wafers') as never)).toBe(false)
  expect(shouldRevalidate(args('/trulove?line=wafers', '/trulove?line=biscuits') as never)).toBe(
    false,
  )
  expect(shouldRevalidate(args('/trulove', '/naati') as never)).toBe(true)
  expect(shouldRevalidate(args('/trulove', '/trulove?x=1') as never)).toBe(true)
})

test('the variations are data: Suryakash note and award, Stay Shine broom block, White Hills images, Glim link', async () => {
  const suryakash = render('/our-brand/suryakash', await okData('/our-brand/suryakash'))
  expect(suryakash).toContain('Member, Sample Edible Oil Producers&#x27; Association')
  expect(suryakash).toContain('Emerging Brand of the Year 2024')
  const stayShine = render('/stay-shine', await okData('/stay-shine'))
  expect(stayShine).toMatch(/<h2[^>]*>Broom stick<\/h2>/)
  expect(stayShine).toContain('broom-stick.svg')
  const whiteHills = await okData('/white-hills')
  expect(whiteHills.sections.find((s) => s.kind === 'gallery')?.images).toHaveLength(2)
  expect(render('/white-hills', whiteHills)).toContain('detail-2.svg')
  const glim = render('/glim-detergent', await okData('/glim-detergent'))
  expect(glim).toMatch(/href="\/glim-dishwash"[^>]*>Glim Dishwash/)
  const femiluv = render('/femiluv', await okData('/femiluv'))
  expect(femiluv).toContain('List of Products')
  expect(femiluv).toContain('Pack of 7 soft XL pads with wings')
})

test('a brand that cannot be read is a 503 with "Error: …" for visitors', async () => {
  const outcome = await load('/naati', {}, dbs.broken)
  // The layout's error boundary draws it as "Error: …" inside the site (error-page.test.tsx).
  expect(outcome).toEqual({
    kind: 'thrown',
    status: 503,
    data: { message: 'the brand could not be loaded. Please try again.' },
  })
})

test('the Kannada page lays the published Kannada over every word; the English page carries nothing more', async () => {
  // English pages read no translations: no `en` anywhere in their data.
  expect(JSON.stringify(await okData('/naati'))).not.toContain('"en"')
  const kn = await okData('/kn/naati')
  const naati = brandsKn[1]!
  expect(kn.brand.title).toBe(naati.title)
  expect(kn.brand.categories).toEqual(naati.categories)
  expect(kn.products[0]!.name).toBe(naati.products['chilli-powder-100-g']!.name)
  expect(kn.social[0]!.title).toBe(naati.social[0]!.title)
  // All of it is Kannada: nothing is marked English.
  expect(JSON.stringify(kn)).not.toContain('"en"')
  // TruLove's lines are words of the brand (`lines.<id>.name`).
  const trulove = await okData('/kn/trulove')
  expect(trulove.lines.map((l) => l.name)).toEqual(
    Object.values(brandsKn[9]!.lines ?? {}).map((l) => l.name),
  )
  // A word with no Kannada yet is the English, marked so on the page (and only it).
  await dbs.db.db
    .deleteFrom('content_translations')
    .where('kind', '=', 'brands')
    .where('item_id', '=', 1)
    .where('field', '=', 'tagline')
    .execute()
  const half = await okData('/kn/naati')
  expect(half.brand.en).toEqual(['tagline'])
  const html = renderRoute(
    '/kn/naati',
    <I18nProvider value={makeI18n('kn', catalogue)}>
      <BrandPage {...({ loaderData: half } as Route.ComponentProps)} />
    </I18nProvider>,
  )
  expect(html).toMatch(/<h2 id="tagline" lang="en"[^>]*>Taste of home, in every pinch<\/h2>/)
  expect(html.match(/lang="en"/g)).toHaveLength(1)
})
