import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { editorsReady, enrolOn } from './support/console.ts'
import { serverOfItsOwn } from './support/own-server.ts'

// The page cache on the production build (DESIGN.md "Page cache"; docs/page-cache.md), on by
// default as in production. On a server of its own (E2E_PORT + 23, a fresh SQLite file): on the
// shared one, another test's change may empty the cache between two requests here (a redirect
// saved or a media file replaced drops every page), or edit the same job.
const server = serverOfItsOwn(23)

test.use({ baseURL: server.base })

test('public pages are served from the cache: X-Cache, the same CSP, 304 for the ETag', async ({
  request,
}) => {
  await request.get('/about-us')
  const hit = await request.get('/about-us?utm_source=whatsapp&fbclid=abc')
  expect(hit.status()).toBe(200)
  expect(hit.headers()['x-cache']).toBe('hit')
  const again = await request.get('/about-us')
  expect(again.headers()['x-cache']).toBe('hit')
  expect(again.headers()['content-security-policy']).toBe(hit.headers()['content-security-policy'])
  expect(again.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  expect(again.headers()['x-content-type-options']).toBe('nosniff')
  expect(await again.text()).toBe(await hit.text())

  const etag = again.headers()['etag']!
  const notModified = await request.get('/about-us', { headers: { 'If-None-Match': etag } })
  expect(notModified.status()).toBe(304)
  expect(notModified.headers()['etag']).toBe(etag)

  // Client-side navigation data is kept too.
  await request.get('/our-brands.data')
  expect((await request.get('/our-brands.data')).headers()['x-cache']).toBe('hit')
})

test('a HEAD is answered with the headers its GET has, without a body, and warms the cache', async ({
  request,
}) => {
  // A query no other test asks for: the first HEAD is a miss, rendered here.
  const path = '/about-us?asked=head'
  const head = await request.head(path)
  expect(head.status()).toBe(200)
  expect(head.headers()['x-cache']).toBe('miss')
  expect(head.headers()['cache-control']).toBe(
    'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
  )
  expect((await head.body()).length).toBe(0)
  const get = await request.get(path)
  expect(get.headers()['x-cache']).toBe('hit')
  for (const name of ['cache-control', 'etag', 'content-security-policy', 'content-type'])
    expect(head.headers()[name], name).toBe(get.headers()[name])
  // A form page stays private, asked either way.
  for (const method of ['head', 'get'] as const)
    expect((await request[method]('/contact-us')).headers()['cache-control'], method).toBe(
      'private, no-store',
    )
})

test('forms, errors, the console and signed-in staff are never served from the cache', async ({
  request,
}) => {
  for (const path of ['/contact-us', '/no-such-page', '/admin/login']) {
    await request.get(path)
    const second = await request.get(path)
    expect(second.headers()['x-cache'], path).toBeUndefined()
  }
  await request.get('/resource')
  const staff = await request.get('/resource', { headers: { Cookie: 'staff_session=whatever' } })
  expect(staff.headers()['x-cache']).toBeUndefined()
  // Rendered past the cache, a page still goes out whole: with its length, not in chunks.
  const plain = await request.get('/contact-us', { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers()['transfer-encoding']).toBeUndefined()
  expect(Number(plain.headers()['content-length'])).toBe((await plain.body()).length)
})

test('a job saved in the console is on its public page at once, and only its pages are dropped', async ({
  page,
  request,
}) => {
  const db = new Database(server.dbFile, { readonly: true })
  const [job, other] = db
    .prepare(
      "select id, job_title, slug from jobs where job_status = 'Open' and status = 'published' order by id limit 2",
    )
    .all() as Array<{ id: number; job_title: string; slug: string }>
  db.close()
  const jobPage = `/opportunity-detail/${job!.id}-${job!.slug}`
  const otherPage = `/opportunity-detail/${other!.id}-${other!.slug}`
  for (const path of [jobPage, otherPage, '/opportunity']) await request.get(path)
  for (const path of [jobPage, otherPage, '/opportunity'])
    expect((await request.get(path)).headers()['x-cache'], path).toBe('hit')

  await enrolOn(page, server, 'hr')
  await page.goto(`/admin/jobs/${job!.id}`)
  const location = `Hassan ${Date.now() % 100000}`
  await page.getByLabel('Location').fill(location)
  await editorsReady(page)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Published: it is on the site now.')).toBeVisible()

  // The saver's next look at the public page shows the change, with no wait.
  const fresh = await request.get(jobPage)
  expect(fresh.headers()['x-cache']).toBe('miss')
  expect(await fresh.text()).toContain(location)
  expect((await request.get('/opportunity')).headers()['x-cache']).toBe('miss')
  expect((await request.get(otherPage)).headers()['x-cache']).toBe('hit')
})
