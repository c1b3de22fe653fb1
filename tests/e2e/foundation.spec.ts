import { gzipSync } from 'node:zlib'
import type { Response } from '@playwright/test'
import { expect, hydrated, test } from './support/fixtures.ts'

// SPEC.md §2.1 as DESIGN.md "Routes" changes it: what each public path answers.
const pages = [
  '/',
  '/about-us',
  '/our-brands',
  '/our-brands/suggi',
  '/our-brands/suggi/products',
  '/our-brands/suggi/cereals-and-pulses',
  '/our-brands/suggi/atta-and-flour',
  '/our-brands/suggi/rice-and-flours',
  '/our-brands/suggi/dryfruits',
  '/our-brands/suggi/sugar',
  '/our-brands/suggi/spices',
  '/trulove',
  '/naati',
  '/our-brand/suryakash',
  '/white-hills',
  '/glim-detergent',
  '/stay-shine',
  '/agardeep',
  '/our-brand/goldenpalm',
  '/kick-bite',
  '/femiluv',
  '/aramane',
  '/glim-dishwash',
  '/mandous',
  '/chandrika',
  '/resource',
  '/opportunity',
  '/apply-job',
  '/contact-us',
  '/privacy-policy',
]
const redirects: Record<string, string> = {
  '/TruLove': '/trulove',
  '/NAATI': '/naati',
  '/About-Us': '/about-us',
  '/our-brands-detail/our-brands/suggi/products': '/our-brands/suggi/products',
  '/our-brands-detail/11': '/chandrika',
}
const notFound = [
  '/our-brands-detail',
  '/opportunity-detail',
  '/resource/blog',
  '/resource/vilvani',
  '/resource/news',
  '/no-such-page',
  '/our-brands-detail/999',
  '/opportunity-detail/999',
]

test('every page of the spec answers 200 with its own title', async ({ request }) => {
  const titles = new Set<string>()
  for (const path of pages) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.status(), path).toBe(200)
    const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1]
    expect(title, path).toBeTruthy()
    titles.add(title!)
  }
  expect(titles.size).toBe(pages.length)
})

test('other spellings redirect permanently to the canonical path', async ({ request }) => {
  for (const [from, to] of Object.entries(redirects)) {
    const res = await request.get(from, { maxRedirects: 0 })
    expect(res.status(), from).toBe(301)
    expect(new URL(res.headers().location!, 'http://x').pathname, from).toBe(to)
  }
})

test('bare detail paths and unknown paths are real 404 pages', async ({ request }) => {
  for (const path of notFound) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.status(), path).toBe(404)
    expect(await res.text(), path).toContain('Page not found')
  }
})

test('health: /healthz while running, /readyz when the database answers', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200)
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toMatchObject({ status: 'ready', database: 'sqlite' })
})

test('media: variants are cached for a year; paths outside the media folder are 404', async ({
  request,
  page,
}) => {
  await page.goto('/naati')
  const src = await page
    .locator('main picture source[type="image/avif"]')
    .first()
    .getAttribute('srcset')
  const url = src!.split(',')[0]!.trim().split(' ')[0]!
  const res = await request.get(url)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('image/avif')
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  for (const bad of [
    '/media/../package.json',
    '/media/%2e%2e/package.json',
    '/media/%2E%2E%2Fpackage.json',
    '/media/brands/..%2F..%2F..%2Fpackage.json',
    '/media/..%5c..%5cpackage.json',
    '/media/site/fallback.svg.w999.webp',
  ]) {
    expect((await request.get(bad)).status(), bad).toBe(404)
  }
})

test('JavaScript on first load stays within 150 KB gzipped', async ({ browser, baseURL }) => {
  for (const path of ['/', '/naati', '/opportunity', '/contact-us']) {
    // A first load each time: a fresh context has no cache. With one page for all four, the
    // shared chunks came from the cache, whose bodies the browser may no longer hold (CI once
    // failed on "No resource with given identifier found").
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    const bodies: Promise<Buffer>[] = []
    const onResponse = (r: Response) => {
      if (r.request().resourceType() === 'script') bodies.push(r.body())
    }
    page.on('response', onResponse)
    await page.goto(path)
    // Every first-load module has arrived once React has hydrated the page.
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    page.off('response', onResponse)
    const total = (await Promise.all(bodies)).reduce((sum, b) => sum + gzipSync(b).length, 0)
    console.log(`JS on first load of ${path}: ${(total / 1024).toFixed(1)} KB gzipped`)
    await context.close()
    expect(total, path).toBeLessThan(150 * 1024)
  }
})
