import { beforeAll, expect, test } from 'vitest'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { seededAndBrokenDbs, type TestDb } from '#tests/setup/db.ts'
import { outcomeData, renderRoute, runLoader } from '#tests/setup/loader-outcome.tsx'
import ProductPage, { loader } from './product.tsx'
import type { Route } from './+types/product'

const dbs = seededAndBrokenDbs()
let toorDal: number
let chandrikaSoap: number
let naatiChilli: number
beforeAll(async () => {
  const id = async (slug: string) =>
    (
      await dbs.db.db
        .selectFrom('products')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).id
  toorDal = await id('toor-dal-1-kg')
  chandrikaSoap = await id('neem-bath-soap-100-g')
  naatiChilli = await id('chilli-powder-100-g')
})
async function load(url: string, on: TestDb = dbs.db) {
  const productId = url.split('/').pop()!
  const ctx = await testContext(on.db)
  return runLoader(loader, loaderArgs(url, ctx, { productId }))
}

test('a Suggi product: image, name, description, brand and category, others of the category, Contact us', async () => {
  const url = `/our-brands/suggi/products/${toorDal}-toor-dal-1-kg`
  const outcome = await load(url)
  expect(outcome.status).toBe(200)
  const d = outcomeData(outcome)
  expect(d.product.name).toBe('Toor Dal 1 kg')
  expect(d.category).toEqual({
    name: 'Cereals and Pulses',
    href: '/our-brands/suggi/cereals-and-pulses',
  })
  expect(d.others).toHaveLength(6)
  expect(d.others.map((p) => p.name)).not.toContain('Toor Dal 1 kg')
  const html = renderRoute(url, <ProductPage {...({ loaderData: d } as Route.ComponentProps)} />)
  expect(html).toMatch(/<h1[^>]*>Toor Dal 1 kg<\/h1>/)
  expect(html).toContain('Unpolished toor dal')
  expect(html).toContain('href="/our-brands/suggi/cereals-and-pulses"')
  expect(html).toContain('href="/contact-us"')
  expect(html).toContain(`href="${d.others[0]!.href}"`)
  expect(html).toContain('fetchPriority="high"')
})

test('other spellings of a product address redirect to the canonical one', async () => {
  for (const url of [
    `/our-brands/suggi/products/${toorDal}`,
    `/our-brands/suggi/products/${toorDal}-old-name`,
    `/our-brands-detail/2/products/${toorDal}`,
  ])
    expect(await load(url), url).toMatchObject({
      kind: 'redirect',
      status: 301,
      location: `/our-brands/suggi/products/${toorDal}-toor-dal-1-kg`,
    })
  expect(await load(`/our-brands-detail/11/products/${chandrikaSoap}`)).toMatchObject({
    kind: 'redirect',
    location: `/chandrika/products/${chandrikaSoap}-neem-bath-soap-100-g`,
  })
})

test("Chandrika's products have pages (more from the brand); static brands' products do not", async () => {
  const d = outcomeData(await load(`/chandrika/products/${chandrikaSoap}-neem-bath-soap-100-g`))
  expect(d.category).toBeNull()
  expect(d.others).toHaveLength(3)
  expect(await load(`/naati/products/${naatiChilli}-chilli-powder-100-g`)).toMatchObject({
    kind: 'thrown',
    status: 404,
    data: { back: { to: '/naati' } },
  })
})

test('unknown products are a 404; an unreadable one a 503 with "Error: …"', async () => {
  expect(await load('/our-brands/suggi/products/99999')).toMatchObject({
    kind: 'thrown',
    status: 404,
  })
  expect(await load('/our-brands/suggi/products/not-a-number')).toMatchObject({
    kind: 'thrown',
    status: 404,
  })
  const outcome = await load(`/our-brands/suggi/products/${toorDal}`, dbs.broken)
  expect(outcome).toEqual({
    kind: 'thrown',
    status: 503,
    data: { message: 'the product could not be loaded. Please try again.' },
  })
})
