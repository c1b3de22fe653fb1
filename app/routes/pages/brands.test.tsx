import { afterAll, beforeAll, expect, test } from 'vitest'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { brandTileRoutes } from '#tests/setup/sample-content.ts'
import { outcomeData, renderRoute, runLoader } from '#tests/setup/loader-outcome.tsx'
import { readHtml } from '#tests/setup/screen.ts'
import Brands, { loader } from './brands.tsx'
import type { Route } from './+types/brands'

let db: TestDb
let empty: TestDb
let broken: TestDb
beforeAll(async () => {
  db = await createTestDb('sqlite', { seed: true })
  empty = await createTestDb('sqlite')
  broken = await createTestDb('sqlite', { migrate: false })
})
afterAll(async () => {
  await Promise.all([db.drop(), empty.drop(), broken.drop()])
})

async function load(on: TestDb) {
  const ctx = await testContext(on.db)
  return runLoader(loader, loaderArgs('/our-brands', ctx))
}

function render(data: Route.ComponentProps['loaderData']) {
  return renderRoute('/our-brands', <Brands {...({ loaderData: data } as Route.ComponentProps)} />)
}

test('14 tiles, each a link by the id table, with the logo, the categories joined by " | " and the brand colours', async () => {
  const outcome = await load(db)
  expect(outcome.status).toBe(200)
  const { brands } = outcomeData(outcome)
  if (!brands.ok) throw new Error(brands.error)
  expect(Object.fromEntries(brands.value.map((b) => [b.id, b.href]))).toEqual(brandTileRoutes)
  const html = render(outcomeData(outcome))
  expect(html).toContain('List of Brands')
  for (const href of Object.values(brandTileRoutes)) expect(html).toContain(`href="${href}"`)
  expect(html).toContain('Spices | Masalas')
  expect(html).toContain('Biscuits | Wafers')
  expect(html).toMatch(/alt="Naati"/)
  expect(html).toContain('--brand:#7A1F1F;--brand-hover:#9B2C22;--brand-text:#FFFFFF')
  expect(html).not.toContain('No products available')
})

test('a brand that is not in the id table leads to its server-driven page', async () => {
  await db.db
    .insertInto('brands')
    .values({
      id: 42,
      slug: 'sample-new-brand',
      path: null,
      name: 'Sample New Brand',
      title: 'A brand without a page of its own',
      description: '<p>New.</p>',
      logo: null,
      banner: null,
      banner_alt: '',
      color: '#1D3A8A',
      color_code: '#14295F',
      text_color_code: '#FFFFFF',
      categories: '["Samples"]',
      meta_title: '',
      meta_description: '',
      meta_keywords: '',
      products_heading: 'List of Products',
      why_choose: '',
      tagline: '',
      tagline_description: '',
      listed: 1,
      position: 50,
      status: 'published',
    })
    .execute()
  try {
    const { brands } = outcomeData(await load(db))
    if (!brands.ok) throw new Error(brands.error)
    expect(brands.value.find((b) => b.id === 42)?.href).toBe('/our-brands-detail/42')
    // No logo: the fallback picture, with the brand's name as its text.
    expect(brands.value.find((b) => b.id === 42)?.logo).toMatchObject({
      src: expect.stringContaining('site/fallback.svg'),
      alt: 'Sample New Brand',
    })
  } finally {
    await db.db.deleteFrom('brands').where('id', '=', 42).execute()
  }
})

test('the page has its own footer block with the Bengaluru address from settings', async () => {
  const html = render(outcomeData(await load(db)))
  expect(html).toMatch(/<address[^>]*>.*Bengaluru, Karnataka 560027.*<\/address>/s)
  expect(html).toContain('href="/contact-us"')
})

test('an empty list says "No products available"', async () => {
  const outcome = await load(empty)
  expect(outcome.status).toBe(200)
  const html = render(outcomeData(outcome))
  expect(html).toContain('No products available')
  expect(html).not.toContain('href="/naati"')
})

test('a list that cannot be read is a 503 with "Error: …" for visitors, never the driver text', async () => {
  const outcome = await load(broken)
  expect(outcome.status).toBe(503)
  const html = render(outcomeData(outcome))
  expect(readHtml(html).getByRole('alert').textContent).toBe(
    'Error: the list of brands could not be loaded. Please try again.',
  )
  expect(html).not.toMatch(/no such table|sqlite/i)
})
