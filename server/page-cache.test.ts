import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import express from 'express'
import { sql } from 'kysely'
import pino from 'pino'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import type { Db } from '#app/db/client.server.ts'
import { nextPublishBoundary } from '#app/domain/content/changes.server.ts'
import { saveContent } from '#app/domain/content/editor.server.ts'
import { onContentChange } from '#app/domain/content/events.server.ts'
import { contentKind } from '#app/domain/content/registry.server.ts'
import { getJob, listOpenJobs } from '#app/domain/jobs/queries.server.ts'
import { PageTags } from '#app/platform/page-tags.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { rawRequest, type RawReply } from '#tests/setup/raw-http.ts'
import { withPageCache } from './app.ts'
import { PageCache, flushesAll } from './page-cache.ts'
import { startCacheBus, type CacheBus } from './page-cache-bus.ts'

// The page cache in front of a small app that renders from the real database the way the site's
// pages do (tags declared by the "loader", hash-free HTML, public Cache-Control), served through
// the same node:http listener as the site (server/app.ts withPageCache). The production pages
// themselves go through it in tests/e2e/page-cache.spec.ts.

const PUBLIC = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'
const log = pino({ level: 'silent' })

type Served = { cache: PageCache; get: Get; close: () => Promise<void>; renders: () => number }
type Get = (path: string, headers?: Record<string, string>, method?: string) => Promise<RawReply>

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  vi.useRealTimers()
  while (cleanups.length) await cleanups.pop()!()
})

/**
 * Renders held at their start until the test lets them go: `hold(path)` makes the next renders of
 * the path wait; `started` says how many began; `release()` lets them finish.
 */
type Held = { started: number; release: () => void; gate: Promise<void>; failures: number }
const held = new Map<string, Held>()
/** `failures`: how many of the held renders throw once let go. */
function hold(path: string, failures = 0): Held {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  const h = { started: 0, release, gate, failures }
  held.set(path, h)
  cleanups.push(() => {
    release()
    held.delete(path)
  })
  return h
}

/** Pages like the site's: the job list, a job, an untagged page, and answers never kept. */
async function render(db: Db, path: string, tags: PageTags): Promise<Response> {
  const h = held.get(path)
  if (h) {
    h.started++
    await h.gate
    if (h.failures > 0) {
      h.failures--
      throw new Error('the render failed')
    }
  }
  const html = (body: string, init: ResponseInit = {}) =>
    new Response(`<!doctype html><html><body>${body}${' '.repeat(2048)}</body></html>`, {
      status: 200,
      ...init,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': PUBLIC,
        ...init.headers,
      },
    })
  let m: RegExpExecArray | null
  if (path === '/jobs') {
    tags.page('jobs')
    const { jobs } = await listOpenJobs(db, { limit: 100 })
    return html(`<ul>${jobs.map((j) => `<li>${j.jobTitle}</li>`).join('')}</ul>`)
  }
  if ((m = /^\/job\/(\d+)$/.exec(path))) {
    tags.page(`job:${m[1]}`)
    const job = await getJob(db, Number(m[1]))
    return job ? html(`<h1>${job.jobTitle}</h1>`) : html('Not found', { status: 404 })
  }
  if (path === '/untagged') return html(`<p>${new Date(Date.now()).toISOString()}</p>`)
  if (path === '/cookie') return html('hi', { headers: { 'Set-Cookie': 'a=b' } })
  if (path === '/private')
    return html('form', { headers: { 'Cache-Control': 'private, no-store' } })
  if (path === '/failed') {
    tags.uncacheable = true
    return html('a section failed')
  }
  if ((m = /^\/big\/(\d+)$/.exec(path)))
    return new Response(Buffer.alloc(Number(m[1]), 1), {
      headers: { 'Content-Type': 'application/octet-stream', 'Cache-Control': PUBLIC },
    })
  return html('Not found', { status: 404 })
}

async function serve(
  db: Db,
  opts: { maxBytes?: number; now?: () => number; boundary?: boolean } = {},
): Promise<Served> {
  const cache = new PageCache({
    maxBytes: opts.maxBytes ?? 8 * 1024 * 1024,
    trustProxy: 0,
    now: opts.now,
    nextBoundary: opts.boundary === false ? undefined : (now) => nextPublishBoundary(db, now),
  })
  await cache.ready()
  let renders = 0
  const app = express()
  app.all('/{*splat}', async (req, res) => {
    const key = cache.keyOf(req)
    const rendered = (tags: PageTags) => {
      renders++
      return render(db, req.path, tags)
    }
    // As server/react-router-adapter.ts: a public GET or HEAD goes through the cache's miss.
    const response =
      key !== null ? await cache.miss(req, res, key, rendered) : await rendered(new PageTags())
    if (!response) return
    res.status(response.status)
    response.headers.forEach((v, k) => res.setHeader(k, v))
    res.send(Buffer.from(await response.arrayBuffer()))
  })
  const server = http.createServer(withPageCache(app, cache)).listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as AddressInfo).port
  const get: Get = (path, headers, method) =>
    rawRequest(`http://127.0.0.1:${port}`, path, headers, method)
  const close = async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
  }
  cleanups.push(close)
  return { cache, get, close, renders: () => renders }
}

function text(reply: RawReply): string {
  const enc = reply.headers['content-encoding']
  if (enc === 'br') return zlib.brotliDecompressSync(reply.body).toString('utf8')
  if (enc === 'gzip') return zlib.gunzipSync(reply.body).toString('utf8')
  return reply.body.toString('utf8')
}

test('keys drop tracking parameters; the console, the API, previews and sessions are never keys', () => {
  const cache = new PageCache({ maxBytes: 1024 * 1024, trustProxy: 1 })
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ url, method, headers, socket: {} }) as unknown as http.IncomingMessage
  expect(cache.keyOf(req('/jobs?utm_source=wa&page=2&fbclid=x&gclid=y&utm_medium=z'))).toBe(
    'http:/jobs?page=2',
  )
  expect(cache.keyOf(req('/jobs?utm_campaign=a'))).toBe('http:/jobs')
  expect(cache.keyOf(req('/', { 'x-forwarded-proto': 'https' }))).toBe('https:/')
  expect(cache.keyOf(req('/admin'))).toBeNull()
  expect(cache.keyOf(req('/admin/jobs/1'))).toBeNull()
  expect(cache.keyOf(req('/api/v2/getHomeScreen'))).toBeNull()
  expect(cache.keyOf(req('/resource/blog/3?preview=abc'))).toBeNull()
  expect(cache.keyOf(req('/', {}, 'POST'))).toBeNull()
  expect(cache.keyOf(req('/', { cookie: 'theme=dark; staff_session=abc' }))).toBeNull()
  expect(cache.keyOf(req('/', { cookie: 'theme=dark' }))).toBe('http:/')
  expect(flushesAll(['media:brands/a.png'])).toBe(true)
  expect(flushesAll(['redirects'])).toBe(true)
  expect(flushesAll(['jobs', 'job:3', 'redirects'])).toBe(false)
})

describeEachEngine('the page cache', { seed: true }, (getDb, engine) => {
  let db: Db
  beforeAll(() => {
    db = getDb().db
  })

  test('a second request is a hit with the same bytes; 304 for its ETag; br, gzip and identity', async () => {
    const { get, renders, cache } = await serve(db)
    const first = await get('/jobs', { 'accept-encoding': 'gzip, deflate, br' })
    expect(first.status).toBe(200)
    expect(first.headers['x-cache']).toBe('miss')
    // The brotli copy is made after the answer (about 100 ms for a real page): gzip until then.
    expect(first.headers['content-encoding']).toBe('gzip')
    await cache.compressed()
    const second = await get('/jobs', { 'accept-encoding': 'gzip, deflate, br' })
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.headers['content-encoding']).toBe('br')
    expect(text(second)).toBe(text(first))
    expect(second.body.length).toBeLessThan(first.body.length)
    expect((await get('/jobs', { 'accept-encoding': 'br' })).body.equals(second.body)).toBe(true)
    expect(second.headers['cache-control']).toBe(PUBLIC)
    expect(second.headers['vary']).toBe('Accept-Encoding')
    expect(Number(second.headers['content-length'])).toBe(second.body.length)
    expect(renders()).toBe(1)

    const gz = await get('/jobs', { 'accept-encoding': 'gzip' })
    const plain = await get('/jobs')
    const noBr = await get('/jobs', { 'accept-encoding': 'br;q=0, gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(noBr.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(text(gz)).toBe(text(first))
    expect(text(plain)).toBe(text(first))
    expect(gz.body.length).toBeLessThan(plain.body.length)

    const etag = String(first.headers.etag)
    const notModified = await get('/jobs', { 'if-none-match': etag })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    expect(notModified.headers.etag).toBe(etag)
    expect(notModified.headers['x-cache']).toBe('hit')
    expect((await get('/jobs', { 'if-none-match': 'W/"other"' })).status).toBe(200)
    const head = await get('/jobs', {}, 'HEAD')
    expect(head.headers['x-cache']).toBe('hit')
    expect(renders()).toBe(1)

    // Tracking parameters share the entry; other parameters do not.
    expect((await get('/jobs?utm_source=whatsapp&fbclid=1')).headers['x-cache']).toBe('hit')
    expect((await get('/jobs?page=2')).headers['x-cache']).toBe('miss')
  })

  test('never kept: a session, POST, errors, cookies, private pages, failed sections', async () => {
    const { get, renders, cache } = await serve(db)
    await get('/jobs')
    const withSession = await get('/jobs', { cookie: 'staff_session=abc' })
    expect(withSession.headers['x-cache']).toBeUndefined()
    expect(renders()).toBe(2)
    expect((await get('/jobs', {}, 'POST')).headers['x-cache']).toBeUndefined()
    for (const path of ['/job/999999', '/cookie', '/private', '/failed']) {
      const a = await get(path)
      const b = await get(path)
      expect(a.headers['x-cache'], path).toBeUndefined()
      expect(b.headers['x-cache'], path).toBeUndefined()
    }
    expect(cache.snapshot().entries).toBe(1)
  })

  test('requests for a page being rendered wait for that render and are answered from it', async () => {
    const { get, renders, cache } = await serve(db)
    const h = hold('/jobs')
    const first = get('/jobs')
    await vi.waitFor(() => expect(h.started).toBe(1))
    const others = [
      get('/jobs', { 'accept-encoding': 'gzip' }),
      get('/jobs'),
      get('/jobs?utm_source=whatsapp'),
    ]
    await vi.waitFor(() => expect(cache.snapshot().waiting).toBe(3))
    h.release()
    const replies = await Promise.all([first, ...others])
    expect(renders()).toBe(1)
    expect(replies.map((r) => r.headers['x-cache'])).toEqual(['miss', 'shared', 'shared', 'shared'])
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(replies[1]!.headers['content-encoding']).toBe('gzip')
    for (const r of replies) expect(text(r)).toBe(text(replies[0]!))
    expect(cache.snapshot()).toMatchObject({ misses: 1, shared: 3, waiting: 0 })
    expect((await get('/jobs')).headers['x-cache']).toBe('hit')
  })

  test('a request that comes after a change does not take a render begun before it', async () => {
    const { get, renders, cache } = await serve(db)
    const { jobs } = await listOpenJobs(db, { limit: 100 })
    const a = jobs[0]!
    const h = hold(`/job/${a.id}`)
    const before = get(`/job/${a.id}`)
    await vi.waitFor(() => expect(h.started).toBe(1))
    await db
      .updateTable('jobs')
      .set({ job_title: `${a.jobTitle} (renamed)` })
      .where('id', '=', a.id)
      .execute()
    cache.invalidate([`job:${a.id}`])
    const after = get(`/job/${a.id}`)
    // It renders for itself while the first render is still held.
    await vi.waitFor(() => expect(h.started).toBe(2))
    expect(cache.snapshot().waiting).toBe(0)
    h.release()
    const [b, c] = await Promise.all([before, after])
    expect(renders()).toBe(2)
    expect([b.headers['x-cache'], c.headers['x-cache']]).toEqual(['miss', 'miss'])
    expect(text(c)).toContain(`${a.jobTitle} (renamed)`)
    // The render begun before the change was not kept; the one after it was.
    const d = await get(`/job/${a.id}`)
    expect(d.headers['x-cache']).toBe('hit')
    expect(text(d)).toContain(`${a.jobTitle} (renamed)`)
    await db.updateTable('jobs').set({ job_title: a.jobTitle }).where('id', '=', a.id).execute()
  })

  test('requests for a page that is not kept do not wait for one another', async () => {
    const { get, renders } = await serve(db)
    await get('/private')
    const h = hold('/private')
    const both = [get('/private'), get('/private')]
    await vi.waitFor(() => expect(h.started).toBe(2))
    h.release()
    for (const r of await Promise.all(both)) {
      expect(r.status).toBe(200)
      expect(r.headers['x-cache']).toBeUndefined()
    }
    expect(renders()).toBe(3)
  })

  test('when the render that others waited for fails, they render for themselves', async () => {
    const { get, renders, cache } = await serve(db)
    const h = hold('/jobs', 1)
    const first = get('/jobs')
    await vi.waitFor(() => expect(h.started).toBe(1))
    const second = get('/jobs')
    await vi.waitFor(() => expect(cache.snapshot().waiting).toBe(1))
    h.release()
    expect((await first).status).toBe(500)
    const own = await second
    expect(own.status).toBe(200)
    expect(own.headers['x-cache']).toBe('miss')
    expect(renders()).toBe(2)
    expect((await get('/jobs')).headers['x-cache']).toBe('hit')
  })

  test('a console save drops exactly the pages that show the job, before "saved" returns', async () => {
    const { get, cache } = await serve(db)
    const stop = onContentChange((change) => cache.invalidate(change.tags))
    cleanups.push(stop)
    const { jobs } = await listOpenJobs(db, { limit: 100 })
    const [a, b] = [jobs[0]!, jobs[1]!]
    for (const path of ['/jobs', `/job/${a.id}`, `/job/${b.id}`, '/untagged']) await get(path)
    expect((await get(`/job/${a.id}`)).headers['x-cache']).toBe('hit')

    const kind = contentKind('jobs')!
    const current = (await kind.load(db, String(a.id)))!
    const form = new FormData()
    for (const [name, value] of Object.entries(current.values))
      form.set(name, value === null || value === undefined ? '' : String(value))
    form.set('jobTitle', `${a.jobTitle} (updated)`)
    form.set('slug', String(current.values.slug ?? ''))
    const saved = await saveContent(
      db,
      kind,
      String(a.id),
      form,
      'publish',
      { id: 1, email: 'e@x.in' },
      null,
    )
    expect(saved).toMatchObject({ ok: true })

    // The saver's next request renders afresh and sees the change.
    const page = await get(`/job/${a.id}`)
    expect(page.headers['x-cache']).toBe('miss')
    expect(text(page)).toContain(`${a.jobTitle} (updated)`)
    expect(text(await get('/jobs'))).toContain(`${a.jobTitle} (updated)`)
    // Pages that do not show it stay; a page that declared nothing is dropped by any change.
    expect((await get(`/job/${b.id}`)).headers['x-cache']).toBe('hit')
    expect((await get('/untagged')).headers['x-cache']).toBe('miss')
  })

  test('a render that began before a change of what it shows is not kept', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, trustProxy: 0 })
    const headers = { 'content-type': 'text/html', 'cache-control': PUBLIC }
    const started = cache.begin()
    cache.invalidate(['job:1'])
    const stale = await cache.store({
      key: 'http:/job/1',
      startedAt: started,
      tags: ['job:1'],
      headers,
      body: Buffer.from('old'),
    })
    expect(stale.stored).toBe(false)
    // A change of something else does not hold back an unrelated page.
    const other = await cache.store({
      key: 'http:/job/2',
      startedAt: started,
      tags: ['job:2'],
      headers,
      body: Buffer.from('two'),
    })
    expect(other.stored).toBe(true)
    const late = cache.begin()
    cache.flush()
    expect(
      (
        await cache.store({
          key: 'http:/x',
          startedAt: late,
          tags: ['x'],
          headers,
          body: Buffer.from('x'),
        })
      ).stored,
    ).toBe(false)
  })

  test('memory stays under the cap: the least recently used page goes first', async () => {
    // Entries count their body plus 1 KiB: three of 10 kB fit in 40 KiB, a fourth does not.
    const { get, cache } = await serve(db, { maxBytes: 40 * 1024, boundary: false })
    await get('/big/10000')
    await get('/big/10001')
    await get('/big/10002')
    expect((await get('/big/10000')).headers['x-cache']).toBe('hit') // now the most recent
    await get('/big/10003') // over the cap: /big/10001 goes
    expect(cache.snapshot().bytes).toBeLessThanOrEqual(40 * 1024)
    expect(cache.has('http:/big/10001')).toBe(false)
    expect(cache.has('http:/big/10000')).toBe(true)
    expect(cache.snapshot().evicted).toBe(1)
    // Larger than half the cap: answered, never kept.
    const big = await get('/big/25000')
    expect(big.headers['x-cache']).toBe('miss')
    expect(cache.has('http:/big/25000')).toBe(false)
  })

  test('a job scheduled for later appears on time through the cache (fake clock)', async () => {
    const t0 = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: t0 })
    const { get, cache } = await serve(db)
    const { jobs } = await listOpenJobs(db, { limit: 100 })
    const job = jobs[2]!
    await db
      .updateTable('jobs')
      .set({ publish_at: t0 + 3_600_000 })
      .where('id', '=', job.id)
      .execute()
    cache.invalidate(['jobs', `job:${job.id}`])
    await cache.ready()
    expect(text(await get('/jobs'))).not.toContain(`<li>${job.jobTitle}</li>`)
    expect((await get('/jobs')).headers['x-cache']).toBe('hit')

    vi.setSystemTime(t0 + 3_599_999)
    expect((await get('/jobs')).headers['x-cache']).toBe('hit')
    vi.setSystemTime(t0 + 3_600_000)
    const now = await get('/jobs')
    expect(now.headers['x-cache']).toBe('miss')
    expect(text(now)).toContain(`<li>${job.jobTitle}</li>`)
    await db.updateTable('jobs').set({ publish_at: 0 }).where('id', '=', job.id).execute()
  })

  test(`another process's change reaches this one (${engine === 'postgres' ? 'LISTEN/NOTIFY' : 'content_changes'})`, async () => {
    const testDb = getDb()
    const one = await serve(db)
    const two = await serve(db)
    const buses: CacheBus[] = []
    for (const { cache } of [one, two]) {
      const bus = await startCacheBus({ handle: testDb, url: testDb.url, cache, log, pollMs: 0 })
      buses.push(bus)
      cleanups.push(() => bus.close())
    }
    const [busOne, busTwo] = buses as [CacheBus, CacheBus]
    const { jobs } = await listOpenJobs(db, { limit: 100 })
    const [a, b] = [jobs[0]!, jobs[1]!]
    for (const s of [one, two]) for (const p of [`/job/${a.id}`, `/job/${b.id}`]) await s.get(p)
    expect((await two.get(`/job/${a.id}`)).headers['x-cache']).toBe('hit')

    // Process one changes job a: drops its own page, then tells the others.
    await db
      .updateTable('jobs')
      .set({ job_title: `${a.jobTitle} elsewhere` })
      .where('id', '=', a.id)
      .execute()
    one.cache.invalidate(['jobs', `job:${a.id}`])
    const heard = once(busTwo.events, 'change')
    await busOne.publish(['jobs', `job:${a.id}`])
    await busTwo.poll() // SQLite: what the once-a-second timer does; PostgreSQL: nothing
    expect((await heard)[0]).toEqual(['jobs', `job:${a.id}`])

    const after = await two.get(`/job/${a.id}`)
    expect(after.headers['x-cache']).toBe('miss')
    expect(text(after)).toContain(`${a.jobTitle} elsewhere`)
    expect((await two.get(`/job/${b.id}`)).headers['x-cache']).toBe('hit')
    // Its own announcement does not come back to process one. Every invalidation asks the
    // database for the next publish time, and until it is known the cache answers nothing (a hit
    // could be past it): process one has rendered nothing since its own change, so wait for that
    // answer here (under load it came after this request, which was then a miss).
    await one.cache.ready()
    const again = await one.get(`/job/${b.id}`)
    // If this fails, the counts tell a flush (invalidated) from an entry never kept (stores).
    expect(again.headers['x-cache'], JSON.stringify(one.cache.snapshot())).toBe('hit')
    await db.updateTable('jobs').set({ job_title: a.jobTitle }).where('id', '=', a.id).execute()
  })

  if (engine === 'postgres')
    test('a lost LISTEN connection stops the cache until it is back, then everything is dropped', async () => {
      const testDb = getDb()
      const { get, cache } = await serve(db)
      const bus = await startCacheBus({ handle: testDb, url: testDb.url, cache, log })
      cleanups.push(() => bus.close())
      await get('/jobs')
      expect((await get('/jobs')).headers['x-cache']).toBe('hit')
      const back = once(bus.events, 'connected')
      // End every LISTEN connection of this database from the server side.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`.execute(
        db,
      )
      await back
      expect(cache.has('http:/jobs')).toBe(false)
      expect((await get('/jobs')).headers['x-cache']).toBe('miss')
      expect((await get('/jobs')).headers['x-cache']).toBe('hit')
    })
})
