import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ServerBuild } from 'react-router'
import { seedMediaDir } from '#app/db/seed/run.server.ts'
import { parseEnv } from '#app/platform/env.server.ts'
import { MediaLibrary } from '#app/platform/media.server.ts'
import { SecretBox } from '#app/platform/secret-box.server.ts'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { testMedia } from '#tests/setup/context.ts'
import type { AppServices } from '#app/platform/context.server.ts'
import { RemoteApi } from '#app/platform/remote-api.server.ts'
import { createApp } from './app.ts'

// The Express layer around React Router: health, media and redirects. Pages are tested in the
// browser against the production build (tests/e2e).
let db: TestDb
let base: string
let close: () => void

async function serve(
  media: MediaLibrary,
  remote?: AppServices['remote'],
): Promise<{ base: string; close: () => void }> {
  const app = createApp(
    {
      env: parseEnv({ NODE_ENV: 'test' }),
      dbHandle: db,
      media,
      log: pino({ level: 'silent' }),
      appSecret: 'x'.repeat(32),
      secretBox: new SecretBox(Buffer.alloc(32, 7)),
      remote,
    },
    {
      build: () => Promise.reject(new Error('no pages in this test')) as Promise<ServerBuild>,
      mode: 'test',
    },
  )
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  }
}

beforeAll(async () => {
  db = await createTestDb('sqlite')
  ;({ base, close } = await serve(await testMedia()))
})
afterAll(async () => {
  close()
  await db.drop().catch(() => {})
})

function rawStatus(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/`, { path }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

test('/healthz answers while the process runs; /readyz says whether the database answers', async () => {
  expect((await fetch(`${base}/healthz`)).status).toBe(200)
  const ready = await fetch(`${base}/readyz`)
  expect(ready.status).toBe(200)
  expect(await ready.json()).toEqual({
    status: 'ready',
    database: 'sqlite',
    content: { source: 'database' },
  })
})

test('in remote mode /readyz names the source with its last success and failure; the process stays ready', async () => {
  const api = new RemoteApi({
    baseUrl: 'http://127.0.0.1:1/api/v2',
    timeoutMs: 60_000,
    ttlMs: 1000,
    log: { warn: () => {}, info: () => {} },
  })
  await api.call('getBlog', {}).catch(() => {})
  const remote = await serve(await testMedia(), { api })
  try {
    const ready = await fetch(`${remote.base}/readyz`)
    expect(ready.status).toBe(200)
    const body = (await ready.json()) as { content: Record<string, unknown> }
    expect(body.content).toMatchObject({ source: 'remote', lastSuccessAt: null })
    expect(body.content.lastFailure).toMatchObject({
      reason: expect.stringContaining('no connection'),
    })
    // Without CONTENT_MEDIA_URL nothing is fetched: /media/remote/… is a plain 404.
    expect((await fetch(`${remote.base}/media/remote/blog/a.png`)).status).toBe(404)
  } finally {
    remote.close()
  }
})

test('sample media is served with its type; traversal out of the media folder is a 404', async () => {
  const ok = await fetch(`${base}/media/site/logo.svg`)
  expect(ok.status).toBe(200)
  expect(ok.headers.get('content-type')).toBe('image/svg+xml')
  expect(ok.headers.get('content-security-policy')).toContain('sandbox')
  // Raw paths, sent as they are (fetch would resolve the dots before sending).
  for (const bad of [
    '/media/../package.json',
    '/media/site/../../package.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/site/%2e%2e%2f%2e%2e%2fpackage.json',
    '/media/..%5c..%5cpackage.json',
    '/media/%00.svg',
  ]) {
    expect(await rawStatus(bad), bad).toBe(404)
  }
})

test('media is served when the site lives below a dot-folder; dot-names in /media stay hidden', async () => {
  // An install in ~/.local/share/site, or a copy in .node24/ (scripts/node24.js).
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'site-')), '.hidden')
  for (const rel of ['site/logo.svg', 'site/.logo.svg', '.site/logo.svg']) {
    mkdirSync(path.dirname(path.join(dir, 'media', rel)), { recursive: true })
    copyFileSync(path.join(seedMediaDir, 'site/logo.svg'), path.join(dir, 'media', rel))
  }
  const media = new MediaLibrary(path.join(dir, 'media'), path.join(dir, 'cache'))
  await media.init()
  const site = await serve(media)
  try {
    expect((await fetch(`${site.base}/media/site/logo.svg`)).status).toBe(200)
    const variant = await fetch(`${site.base}/media/site/logo.svg.w160.webp`)
    expect(variant.status).toBe(200)
    expect(variant.headers.get('content-type')).toBe('image/webp')
    expect((await fetch(`${site.base}/media/site/.logo.svg`)).status).toBe(404)
    expect((await fetch(`${site.base}/media/.site/logo.svg`)).status).toBe(404)
  } finally {
    site.close()
  }
})

test('upper-case paths and trailing slashes redirect before routing, keeping the query', async () => {
  const res = await fetch(`${base}/TruLove?x=1`, { redirect: 'manual' })
  expect(res.status).toBe(301)
  expect(res.headers.get('location')).toBe('/trulove?x=1')
  expect((await fetch(`${base}/naati/`, { redirect: 'manual' })).headers.get('location')).toBe(
    '/naati',
  )
})

test('no X-Powered-By; security headers on every response', async () => {
  const res = await fetch(`${base}/healthz`)
  expect(res.headers.get('x-powered-by')).toBeNull()
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
})

// Found by the fuzzer (scripts/fuzz.js): each was a 5xx before.
test('odd requests get a 4xx: TRACE, a bad Host, a foreign absolute target, a broken session cookie', async () => {
  const raw = (opts: http.RequestOptions) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(base, opts, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end()
    })
  expect(await raw({ method: 'TRACE', path: '/about-us' })).toBe(405)
  expect(await raw({ path: '/about-us', headers: { host: 'bad host name' } })).toBe(400)
  expect(await raw({ path: '/about-us', headers: { host: '[::1' } })).toBe(400)
  expect(await raw({ path: 'http://evil.example/about-us' })).toBe(400)
  const res = await fetch(`${base}/admin/inbox`, {
    headers: { cookie: 'staff_session=%E0%A4%A' },
    redirect: 'manual',
  })
  // No session, so the sign-in page; not "the console cannot reach its database".
  expect(res.status).toBe(303)
  expect(res.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Finbox')
})

test('/readyz answers 503 with a reason when the database is gone', async () => {
  await db.db.destroy()
  const res = await fetch(`${base}/readyz`)
  expect(res.status).toBe(503)
  expect(await res.json()).toEqual({
    status: 'unavailable',
    reason: 'The database does not answer.',
    content: { source: 'database' },
  })
})

test('an invitation token never reaches the request log, plain or URL-encoded', async () => {
  const { loggableUrl } = await import('./app.ts')
  expect(loggableUrl('/admin/invite/AbC-12_x?x=1')).toBe('/admin/invite/[redacted]?x=1')
  expect(loggableUrl('/admin/invite/AbC-12_x.data')).toBe('/admin/invite/[redacted].data')
  expect(
    loggableUrl('/__manifest?paths=%2Fadmin%2Cadmin%2Finvite%2C%2Fadmin%2Finvite%2FAbC-12_x&v=1'),
  ).toBe('/__manifest?paths=%2Fadmin%2Cadmin%2Finvite%2C%2Fadmin%2Finvite%2F[redacted]&v=1')
})
