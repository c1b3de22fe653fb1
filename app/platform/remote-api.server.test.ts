import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { RemoteApi, RemoteUnavailable, STALE_IF_ERROR_MS } from './remote-api.server.ts'

// A source we script per test: what it answers, how slowly, and what it was asked.
type Script = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void
let script: Script
let asked: Array<{ url: string; type: string; body: string }>
let server: http.Server
let base: string
let clock: number
const log = { warn: () => {}, info: () => {} }

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      asked.push({ url: req.url ?? '', type: req.headers['content-type'] ?? '', body })
      script(req, body, res)
    })
  })
  server.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})
beforeEach(() => {
  asked = []
  clock = 1_000_000
  deadlines = []
})

const json =
  (status: number, body: unknown): Script =>
  (_req, _body, res) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
const list = { error: false, message: '', data: [{ id: 1 }], totalCount: 1 }

// Attempts end when a test says so, never on the wall clock (docs/testing.md rule 1): each
// attempt's deadline is a signal the test aborts (`expire()`: the latest attempt's) once the held
// request has arrived.
// The timeout the client names is still the configured one.
let deadlines: AbortController[] = []
const expire = () => deadlines.pop()?.abort(new DOMException('timed out', 'TimeoutError'))
const deadline = () => {
  const c = new AbortController()
  deadlines.push(c)
  return c.signal
}
const api = (timeoutMs = 500, ttlMs = 60_000) =>
  new RemoteApi({ baseUrl: base, timeoutMs, ttlMs, log, now: () => clock, deadline })

test("sends the spec's body: a JSON string as a form, to <base>/<call>", async () => {
  script = json(200, list)
  const a = await api().call('getBlog', { userID: 1, type: 'news', iDisplayLength: -1 })
  expect(a).toEqual({ found: true, body: list })
  expect(asked).toEqual([
    {
      url: '/api/v2/getBlog',
      type: 'application/x-www-form-urlencoded',
      body: '{"userID":1,"type":"news","iDisplayLength":-1}',
    },
  ])
})

test('answers are kept for the TTL, whatever the order of the body keys', async () => {
  script = json(200, list)
  const remote = api()
  await remote.call('getBlog', { a: 1, b: 2 })
  clock += 59_000
  await remote.call('getBlog', { b: 2, a: 1 })
  expect(asked).toHaveLength(1)
  clock += 2_000
  await remote.call('getBlog', { a: 1, b: 2 })
  expect(asked).toHaveLength(2)
})

test("the Kannada (lang: 'kn') is asked at <base>/<call>?lang=kn and kept apart from the English", async () => {
  script = json(200, list)
  const remote = api()
  await remote.call('getBlog', { type: 'news' }, { lang: 'kn' })
  await remote.call('getBlog', { type: 'news' })
  await remote.call('getBlog', { type: 'news' }, { lang: 'kn' })
  await remote.call('getBlog', { type: 'news' }, { lang: 'en' })
  expect(asked.map((a) => a.url)).toEqual(['/api/v2/getBlog?lang=kn', '/api/v2/getBlog'])
})

test('a failed attempt (5xx, no connection, timeout) is tried once more', async () => {
  let n = 0
  script = (req, body, res) =>
    ++n === 1 ? json(502, {})(req, body, res) : json(200, list)(req, body, res)
  expect(await api().call('getHomeScreen', {})).toEqual({ found: true, body: list })
  expect(asked).toHaveLength(2)

  asked = []
  n = 0
  // The first request is held, and its deadline passes once it has arrived: the client gives up
  // on it and retries; the held answer is sent after the second arrives (and is not used).
  let held: (() => void) | null = null
  script = (req, body, res) => {
    if (++n === 1) {
      held = () => json(200, list)(req, body, res)
      expire()
    } else {
      held?.()
      json(200, list)(req, body, res)
    }
  }
  expect(await api(150).call('getHomeScreen', {})).toEqual({ found: true, body: list })
  expect(asked).toHaveLength(2)
})

test('a 404 is "no such item", kept like any answer; other 4xx and error flags are failures, not retried', async () => {
  script = json(404, { error: true, message: 'No published post has blogID 9.' })
  expect(await api().call('getBlogDetail', { blogID: 9 })).toEqual({ found: false })
  script = json(400, { error: true, message: 'bad' })
  await expect(api().call('getBlog', {})).rejects.toThrow(RemoteUnavailable)
  script = json(200, { error: true, message: 'Database busy' })
  await expect(api().call('getBlog', {})).rejects.toThrow(/Database busy/)
  script = (_req, _body, res) => res.end('<html>oops</html>')
  await expect(api().call('getBlog', {})).rejects.toThrow(/JSON/)
  expect(asked).toHaveLength(4)
})

test('when the source fails, the last good answer stands in for up to a day, then the failure shows', async () => {
  script = json(200, list)
  const remote = api(150)
  await remote.call('getJobOpening', {})
  expect(remote.lastSuccessAt).toBe(clock)
  script = json(503, {})
  clock += 61_000
  expect(await remote.call('getJobOpening', {})).toEqual({ found: true, body: list })
  expect(remote.lastFailure?.reason).toContain('503')
  // A slow source is the same as a failing one: both attempts pass their deadline unanswered.
  const unanswered: http.ServerResponse[] = []
  script = (_req, _body, res) => {
    unanswered.push(res)
    expire()
  }
  clock += 60_000
  expect(await remote.call('getJobOpening', {})).toEqual({ found: true, body: list })
  expect(unanswered).toHaveLength(2)
  clock += STALE_IF_ERROR_MS
  await expect(remote.call('getJobOpening', {})).rejects.toThrow(/within 150 ms/)
  for (const res of unanswered) res.destroy()
  // Back: answers again without a restart.
  script = json(200, { ...list, totalCount: 2 })
  expect(await remote.call('getJobOpening', {})).toMatchObject({ body: { totalCount: 2 } })
})

test('a source that is not there fails fast, and asks for the same call share one request', async () => {
  const gone = new RemoteApi({
    baseUrl: 'http://127.0.0.1:1/api/v2',
    timeoutMs: 500,
    ttlMs: 1000,
    log,
    deadline,
  })
  await expect(gone.call('getBlog', {})).rejects.toThrow(/no connection/)
  // The answer is held until all three calls were made, so they overlap by construction.
  let release: () => void = () => {}
  const released = new Promise<void>((r) => (release = r))
  script = (req, body, res) => void released.then(() => json(200, list)(req, body, res))
  const remote = api()
  const calls = [1, 2, 3].map(() => remote.call('getBlog', { type: 'blog' }))
  release()
  const answers = await Promise.all(calls)
  expect(answers.every((a) => a.found)).toBe(true)
  expect(asked).toHaveLength(1)
})

test('an answer larger than the cap is refused', async () => {
  script = (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(`{"error":false,"data":"${'x'.repeat(9 * 1024 * 1024)}"}`)
  }
  await expect(api(5000).call('getBlog', {})).rejects.toThrow(/larger than/)
})
