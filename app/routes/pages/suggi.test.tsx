import { expect, test } from 'vitest'
import { suggiCategorySlugs } from '#app/routing/paths.ts'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { seededAndBrokenDbs, type TestDb } from '#tests/setup/db.ts'
import { suggiCategoryCounts } from '#tests/setup/sample-content.ts'
import { outcomeData, renderRoute, runLoader } from '#tests/setup/loader-outcome.tsx'
import Suggi, { loader as suggiLoader } from './suggi.tsx'
import SuggiCategory, { loader as categoryLoader } from './suggi-category.tsx'
import SuggiProducts, { loader as productsLoader } from './suggi-products.tsx'
import type { Route as SuggiRoute } from './+types/suggi'
import type { Route as CategoryRoute } from './+types/suggi-category'
import type { Route as ProductsRoute } from './+types/suggi-products'

const dbs = seededAndBrokenDbs()
async function ctx(on: TestDb = dbs.db) {
  return testContext(on.db)
}

test("Suggi's categories lead by the spec's table (9 → /trulove), other ids lead nowhere", async () => {
  const outcome = await runLoader(suggiLoader, loaderArgs('/our-brands/suggi', await ctx()))
  expect(outcome.status).toBe(200)
  const d = outcomeData(outcome)
  expect(Object.fromEntries(d.categories.map((c) => [c.id, c.href]))).toEqual({
    9: '/trulove',
    1: '/our-brands/suggi/cereals-and-pulses',
    2: '/our-brands/suggi/rice-and-flours',
    3: '/our-brands/suggi/sugar',
    4: '/our-brands/suggi/spices',
    5: '/our-brands/suggi/dryfruits',
    65: '/our-brands/suggi/atta-and-flour',
  })
  const html = renderRoute(
    '/our-brands/suggi',
    <Suggi {...({ loaderData: d } as SuggiRoute.ComponentProps)} />,
  )
  expect(html).toMatch(/<h1[^>]*>Suggi<\/h1>/)
  expect(html).toContain('Explore our categories')
  for (const c of d.categories) expect(html).toContain(`href="${c.href}"`)
  expect(d.productCount).toBe(37)

  // A category added later without a page of its own is a tile that does nothing.
  await dbs.db.db
    .insertInto('categories')
    .values({
      id: 77,
      brand_id: 2,
      slug: 'oils',
      name: 'Oils',
      icon: null,
      target_path: null,
      banner: null,
      banner_alt: '',
      description: '',
      meta_title: '',
      meta_description: '',
      meta_keywords: '',
      position: 99,
      status: 'published',
    })
    .execute()
  try {
    const again = outcomeData(
      await runLoader(suggiLoader, loaderArgs('/our-brands/suggi', await ctx())),
    )
    expect(again.categories.find((c) => c.id === 77)?.href).toBeNull()
    const page = renderRoute(
      '/our-brands/suggi',
      <Suggi {...({ loaderData: again } as SuggiRoute.ComponentProps)} />,
    )
    expect(page).toContain('Oils')
    expect(page).not.toContain('href="/our-brands/suggi/oils"')
  } finally {
    await dbs.db.db.deleteFrom('categories').where('id', '=', 77).execute()
  }
})

async function loadCategory(slug: string, on: TestDb = dbs.db) {
  const url = `/our-brands/suggi/${slug}`
  return runLoader(categoryLoader, loaderArgs(url, await ctx(on)))
}

function renderCategory(slug: string, data: CategoryRoute.ComponentProps['loaderData']) {
  return renderRoute(
    `/our-brands/suggi/${slug}`,
    <SuggiCategory {...({ loaderData: data } as CategoryRoute.ComponentProps)} />,
  )
}

test('each category page lists its products, each opening its product page, with its own title', async () => {
  const titles = new Set<string>()
  for (const slug of suggiCategorySlugs) {
    const outcome = await loadCategory(slug)
    expect(outcome.status, slug).toBe(200)
    const d = outcomeData(outcome)
    expect(d.products, slug).toHaveLength(suggiCategoryCounts[slug]!)
    for (const p of d.products)
      expect(p.href, slug).toMatch(/^\/our-brands\/suggi\/products\/\d+-[a-z0-9-]+$/)
    titles.add(d.category.meta.title)
    const html = renderCategory(slug, d)
    expect(html).toContain(`href="${d.products[0]!.href}"`)
    expect(html).toContain('List of Products')
  }
  expect(titles.size).toBe(suggiCategorySlugs.length)
})

test('sugar and jaggery: two products in two columns, and "No Social available" without videos', async () => {
  const d = outcomeData(await loadCategory('sugar'))
  expect(d.products.map((p) => p.name)).toEqual(['Sugar 1 kg', 'Jaggery 1 kg'])
  const html = renderCategory('sugar', d)
  // Two to a row from 320 px (one under it: a phone zoomed for larger text).
  expect(html).toMatch(/<ul class="grid grid-cols-1 [^"]*xs:grid-cols-2 [^"]*lg:max-w-4xl"/)
  expect(html).toContain('No Social available')
  // Cereals and pulses has a video of its own.
  const cereals = outcomeData(await loadCategory('cereals-and-pulses'))
  expect(cereals.social.map((s) => s.title)).toEqual(['How we clean and sort every lot of dal'])
})

test('a category with no products left says "No products available"', async () => {
  await dbs.db.db
    .updateTable('products')
    .set({ status: 'draft' })
    .where('category_id', '=', 3)
    .execute()
  try {
    const d = outcomeData(await loadCategory('sugar'))
    expect(renderCategory('sugar', d)).toContain('No products available')
  } finally {
    await dbs.db.db
      .updateTable('products')
      .set({ status: 'published' })
      .where('category_id', '=', 3)
      .execute()
  }
})

test('every Suggi product by category, each a link to its page', async () => {
  const outcome = await runLoader(
    productsLoader,
    loaderArgs('/our-brands/suggi/products', await ctx()),
  )
  expect(outcome.status).toBe(200)
  const d = outcomeData(outcome)
  expect(Object.fromEntries(d.categories.map((c) => [c.id, c.products.length]))).toEqual({
    1: 18,
    2: 3,
    3: 2,
    4: 6,
    5: 6,
    65: 2,
    9: 0,
  })
  const html = renderRoute(
    '/our-brands/suggi/products',
    <SuggiProducts {...({ loaderData: d } as ProductsRoute.ComponentProps)} />,
  )
  expect(html.match(/href="\/our-brands\/suggi\/products\/\d+-/g)).toHaveLength(37)
  expect(html).toContain('href="/trulove"')
})

test('Suggi pages that cannot be read answer 503 with "Error: …"', async () => {
  const landing = await runLoader(
    suggiLoader,
    loaderArgs('/our-brands/suggi', await ctx(dbs.broken)),
  )
  expect(landing.status).toBe(503)
  const category = await loadCategory('spices', dbs.broken)
  expect(category).toEqual({
    kind: 'thrown',
    status: 503,
    data: { message: 'the products could not be loaded. Please try again.' },
  })
  const all = await runLoader(
    productsLoader,
    loaderArgs('/our-brands/suggi/products', await ctx(dbs.broken)),
  )
  expect(all.status).toBe(503)
})
