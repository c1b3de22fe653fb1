// `npm run fuzz`: thousands of malformed, hostile and merely odd requests against the production
// build on a private 127.0.0.1 port with a fresh SQLite file. Every public route, form action,
// console endpoint (with and without a signed-in session) and /api/v2 call gets wrong methods and
// content types, broken multipart, over-long and non-UTF-8 fields, deep JSON, path tricks and
// header abuse. Passes when no answer is a 5xx, none takes longer than the 10 s guard, and the
// server is alive and ready afterwards. Prints the slowest requests.
//
//   FUZZ_COUNT  requests to send (default 2500; `npm test` runs 300)
//   FUZZ_PORT   the private port (default 4320)
//   FUZZ_SEED   the random seed (default: random, printed so a failure can be replayed)
import net from 'node:net'
import { staffSession, startPrivateServer } from './support/private-server.js'

const COUNT = Number(process.env.FUZZ_COUNT ?? 2500)
const PORT = Number(process.env.FUZZ_PORT ?? 4320)
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const GUARD_MS = 10_000
const CONCURRENCY = 8

// mulberry32: a small seeded generator, so a run can be repeated exactly.
let state = SEED >>> 0
function random() {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = (list) => list[Math.floor(random() * list.length)]
const int = (n) => Math.floor(random() * n)

// --- What to aim at --------------------------------------------------------------------------

const publicPaths = [
  '/',
  '/about-us',
  '/our-brands',
  '/our-brands-detail',
  '/our-brands-detail/1',
  '/our-brands-detail/1/products/1',
  '/our-brands/suggi',
  '/our-brands/suggi/products',
  '/our-brands/suggi/products/1',
  '/resource',
  '/resource/blog',
  '/resource/blog/1',
  '/resource/news/1',
  '/resource/vilvani/1',
  '/opportunity',
  '/opportunity-detail',
  '/opportunity-detail/1',
  '/apply-job',
  '/contact-us',
  '/privacy-policy',
  '/robots.txt',
  '/sitemap.xml',
  '/manifest.webmanifest',
  '/healthz',
  '/readyz',
  '/media/site/logo.svg',
  '/assets/missing.js',
  '/no-such-page',
]
const formPaths = ['/contact-us', '/apply-job', '/apply-job?jobId=1']
const consolePaths = [
  '/admin',
  '/admin/login',
  '/admin/logout',
  '/admin/account',
  '/admin/users',
  '/admin/users/1',
  '/admin/audit',
  '/admin/inbox',
  '/admin/inbox/1',
  '/admin/inbox.csv',
  '/admin/privacy',
  '/admin/settings',
  '/admin/invite/not-a-token',
  '/admin/preview/brands/1',
  '/admin/nowhere',
  ...['slides', 'brands', 'products', 'categories', 'social', 'jobs', 'posts', 'copy'].flatMap(
    (k) => [`/admin/${k}`, `/admin/${k}/new`, `/admin/${k}/1`],
  ),
]
// DESIGN.md "/api/v2": the spec's calls. They may answer 404 until the API is merged.
const apiCalls = [
  'getHomeScreen',
  'getProductBrandDetail',
  'getBlog',
  'getBlogDetail',
  'getJobOpening',
  'getJobOpeningDetail',
]
const apiPaths = [...apiCalls.map((c) => `/api/v2/${c}`), '/api/v2/openapi.json', '/api/v2/nothing']

// --- Pieces of hostile input ---------------------------------------------------------------

const strangeStrings = [
  '',
  ' ',
  'a'.repeat(70_000),
  'x'.repeat(5_000),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000\u0001\u0002',
  '\u202e\u200b\ufeff',
  '𝕳𝖊𝖑𝖑𝖔 👋🏽 ಕನ್ನಡ हिन्दी',
  '%',
  '%zz',
  '%c0%ae%c0%ae',
  '-1',
  '1e308',
  'NaN',
  '9'.repeat(400),
  'null',
  '[]',
  '{}',
  'true',
  'a@b',
  'test@example.com',
  '9876543210',
  'https://example.com/',
  'javascript:alert(1)',
]
// Raw bytes that are not UTF-8: lone continuation bytes, overlong encodings, a truncated sequence.
const badBytes = [
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xe0, 0x80, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0xe2, 0x82]),
]
const fieldNames = [
  'name',
  'email',
  'phone',
  'message',
  'subject',
  'company',
  'jobId',
  'position',
  'location',
  'experience',
  'cv',
  'resume',
  'website',
  'started',
  'token',
  'intent',
  '_action',
  'csrf',
  'id',
  'title',
  'slug',
  'body',
  'status',
  'role',
  'password',
  'code',
  'next',
  'publishAt',
  'userID',
  'blogID',
  'iDisplayStart',
  'iDisplayLength',
  '__proto__',
  'constructor',
  'a[b][c]',
]
const intents = [
  'publish',
  'unpublish',
  'save',
  'delete',
  'restore',
  'revoke',
  'disable',
  'enable',
  'invite',
  'erase',
  'export',
  'read',
  'archive',
  'settings',
  'x'.repeat(300),
]

function fieldValue() {
  if (random() < 0.15) return pick(badBytes)
  if (random() < 0.1) return Buffer.concat([Buffer.from('ok'), pick(badBytes), Buffer.from('ok')])
  return Buffer.from(pick(strangeStrings))
}

function urlencoded(fields) {
  return Buffer.concat(
    fields.flatMap(([k, v], i) => [
      Buffer.from(`${i ? '&' : ''}${encodeURIComponent(k)}=`),
      // Raw bytes are percent-encoded one by one, so the decoded value is not UTF-8.
      Buffer.from([...v].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
    ]),
  )
}

function randomFields(session) {
  const n = 1 + int(8)
  const fields = []
  for (let i = 0; i < n; i++) fields.push([pick(fieldNames), fieldValue()])
  if (random() < 0.5) fields.push(['intent', Buffer.from(pick(intents))])
  if (session && random() < 0.8) fields.push(['csrf', Buffer.from(session.csrf)])
  return fields
}

function multipart(fields, variant) {
  const boundary = `----fuzz${int(1e9)}`
  const parts = fields.map(([k, v]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n`),
      v,
      Buffer.from('\r\n'),
    ]),
  )
  const file = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${pick(['../../x.pdf', 'a.pdf', 'évil\u0000.exe', '"quoted".html', 'x'.repeat(500)])}"\r\nContent-Type: ${pick(['application/pdf', 'text/html', 'image/svg+xml', ''])}\r\n\r\n`,
    ),
    Buffer.from(pick(['%PDF-1.4 fake', '<svg onload=alert(1)>', 'MZ\u0090\u0000'])),
    Buffer.from('\r\n'),
  ])
  let body = Buffer.concat([...parts, file, Buffer.from(`--${boundary}--\r\n`)])
  let type = `multipart/form-data; boundary=${boundary}`
  switch (variant) {
    case 0:
      break
    case 1: // truncated in the middle of a part
      body = body.subarray(0, Math.max(1, int(body.length)))
      break
    case 2: // no boundary parameter
      type = 'multipart/form-data'
      break
    case 3: // a boundary that is not in the body
      type = 'multipart/form-data; boundary=somethingelse'
      break
    case 4: // no closing delimiter
      body = Buffer.concat([...parts, file])
      break
    case 5: // a part without headers
      body = Buffer.from(`--${boundary}\r\n\r\n\r\nvalue\r\n--${boundary}--\r\n`)
      break
    default: // an over-long part header line
      body = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${'n'.repeat(50_000)}"\r\n\r\nv\r\n--${boundary}--\r\n`,
      )
  }
  return { type, body }
}

function deepJson() {
  const depth = pick([50, 1_000, 10_000, 30_000])
  if (random() < 0.5) return '['.repeat(depth) + ']'.repeat(depth)
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}

function jsonBody() {
  return pick([
    deepJson,
    () => JSON.stringify({ userID: pick(strangeStrings), blogID: pick(strangeStrings) }),
    () => JSON.stringify({ iDisplayStart: -1, iDisplayLength: 1e12, status: {}, sortOrder: [] }),
    () => JSON.stringify({ __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } }),
    () => JSON.stringify(pick(strangeStrings)),
    () => '{"unterminated": ',
    () => '\u0000',
    () => JSON.stringify({ blogID: '1'.repeat(1000), id: 1.5, brandId: [1, 2] }),
  ])()
}

function pathTrick(p) {
  const [pathname, query = ''] = p.split('?')
  const q = query ? `?${query}` : ''
  return pick([
    () => `/%2e%2e${pathname}${q}`,
    () => `/%2e%2e/%2e%2e/etc/passwd`,
    () => `${pathname}/..%2f..%2f..%2fpackage.json`,
    () => `${pathname}%00${q}`,
    () => `${pathname}%00.html`,
    () => `/${pathname}${q}`,
    () => `//${pathname.replace(/\//g, '//')}${q}`,
    () => `${pathname}/%c0%ae%c0%ae/%c0%ae%c0%ae/`,
    () => `${pathname}%ff%fe`,
    () => `${pathname}%e0%80%af`,
    () => `${pathname}/${'a'.repeat(7_000)}`,
    () => `${pathname}.data`,
    () =>
      `${pathname}.data?_routes=${encodeURIComponent(pick(['routes/pages/home', 'root,x', '%', 'a'.repeat(500)]))}`,
    () => `${pathname}?${'a=1&'.repeat(2_000)}`,
    () => `${pathname}?q=%zz&next=${encodeURIComponent('//evil.example/')}`,
    () => `${pathname}?next=%0d%0aSet-Cookie:x=1`,
    // Kannada and control characters where an address goes back out in a Location header: the
    // sign-in's next, and a path of a page (a redirect's old address).
    () =>
      `/admin/login?next=${encodeURIComponent(pick(['/admin/ಕನ್ನಡ', '/admin/search?q=ಉದ್ಯೋಗ', '/admin/\u0000', '/admin/\t']))}`,
    () => `${pathname}/${encodeURIComponent('ಕನ್ನಡ')}${pick(['', '/'])}${q}`,
    () => `${pathname}/${encodeURIComponent('ಕನ್ನಡ').toLowerCase()}${q}`,
    () => pathname.toUpperCase() + q,
    () => `${pathname}/.${q}`,
    () => `${pathname}/.env`,
    () => `${pathname};jsessionid=1`,
    () => `${pathname}\\..\\..\\x`,
    () => `${pathname}#frag`,
    () => `/media/..%2f..%2fpackage.json`,
    () => `/media/%2e%2e/%2e%2e/package.json`,
    () => `/media/${'%ff'.repeat(10)}`,
    () => `/assets/..%2f..%2fpackage.json`,
    () =>
      `/__manifest?paths=${encodeURIComponent(pick(['/', '/admin', '%', 'a'.repeat(3000)]))}&version=x`,
    () => `*`,
    () => `http://evil.example${pathname}`,
  ])()
}

const methods = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'CONNECT', 'FOO', 'get']
const contentTypes = [
  'text/plain',
  'application/json',
  'application/xml',
  'image/png',
  'application/x-www-form-urlencoded; charset=latin1',
  'multipart/mixed',
  'application/octet-stream',
  '',
  'x'.repeat(2000),
]

function headerAbuse(h) {
  return pick([
    () => ({ ...h, Cookie: `a=${'x'.repeat(12_000)}` }), // big, below Node's 16 KB header cap
    () => ({ ...h, Cookie: `a=${'x'.repeat(40_000)}` }), // over it: 431
    () => ({ ...h, Cookie: `staff_session=${'%'.repeat(50)}` }),
    () => ({ ...h, Cookie: `staff_session=%E0%A4%A; staff_session=x` }),
    () => ({ ...h, Cookie: Array.from({ length: 300 }, (_, i) => `c${i}=v`).join('; ') }),
    () => ({
      ...h,
      ...Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`X-Many-${i}`, 'v'])),
    }),
    () => ({ ...h, Host: '' }),
    () => ({ ...h, Host: 'evil.example' }),
    () => ({ ...h, Host: 'a'.repeat(1_000) }),
    () => ({ ...h, Host: '127.0.0.1:99999' }),
    () => ({ ...h, Host: '[::1' }),
    () => ({ ...h, Host: 'bad host name' }),
    () => ({ ...h, 'X-Forwarded-For': '999.1.1.1, <script>' }),
    () => ({ ...h, 'X-Forwarded-Proto': 'gopher' }),
    () => ({ ...h, 'X-Forwarded-Host': 'evil.example' }),
    () => ({ ...h, 'X-Request-Id': '../../../../x' }),
    () => ({ ...h, 'Accept-Encoding': 'gzip;q=2, br;q=-1, *;q=abc' }),
    () => ({ ...h, Range: 'bytes=99999999999-1' }),
    () => ({ ...h, 'If-None-Match': '"'.repeat(500) }),
    () => ({ ...h, 'If-Modified-Since': 'yesterday' }),
    () => ({ ...h, Accept: 'text/x-component, */*;q=bad' }),
    () => ({ ...h, Origin: 'null' }),
    () => ({ ...h, Origin: 'http://evil.example' }),
    () => ({ ...h, 'Content-Length': '-1' }),
    () => ({ ...h, 'Transfer-Encoding': 'chunked, identity' }),
    () => ({ ...h, 'User-Agent': 'x'.repeat(8_000) }),
    () => ({ ...h, Authorization: 'Basic %%%' }),
    () => ({ ...h, 'X-Bad\u00ff': 'v' }),
  ])()
}

// --- Making one request ----------------------------------------------------------------------

/**
 * One request as raw bytes (fetch would refuse or repair most of what we send). Answers with the
 * status, or a note when the server closed the connection without one (Node does for some
 * malformed requests; that is a refusal, not a failure).
 */
function send({ method, target, headers, body }) {
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = net.connect(PORT, '127.0.0.1')
    const chunks = []
    let done = false
    const finish = (result) => {
      if (done) return
      done = true
      clearTimeout(guard)
      socket.destroy()
      resolve({ ...result, ms: performance.now() - started })
    }
    const guard = setTimeout(() => finish({ status: 'timeout' }), GUARD_MS)
    socket.on('connect', () => {
      const lines = [`${method} ${target} HTTP/1.1`]
      const h = { Host: `127.0.0.1:${PORT}`, Connection: 'close', ...headers }
      if (body && h['Content-Length'] === undefined && h['Transfer-Encoding'] === undefined)
        h['Content-Length'] = String(body.length)
      for (const [k, v] of Object.entries(h)) lines.push(`${k}: ${v}`)
      socket.write(Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1'))
      if (body) socket.write(body)
    })
    socket.on('data', (c) => {
      chunks.push(c)
      const head = Buffer.concat(chunks).subarray(0, 20).toString('latin1')
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(head)
      // The status line is enough; reading whole pages would only slow the corpus down.
      if (m) finish({ status: Number(m[1]) })
    })
    socket.on('error', (e) => finish({ status: `closed (${e.code ?? e.message})` }))
    socket.on('close', () => finish({ status: 'closed without an answer' }))
  })
}

// --- The corpus --------------------------------------------------------------------------------

function makeRequest(i, session) {
  const withSession = session && random() < 0.5
  const baseHeaders = {}
  if (withSession) {
    baseHeaders.Cookie = session.cookie
    baseHeaders.Origin = `http://127.0.0.1:${PORT}`
  } else if (random() < 0.3) baseHeaders.Origin = `http://127.0.0.1:${PORT}`
  const area = pick(['public', 'public', 'form', 'form', 'console', 'console', 'console', 'api'])
  const p = pick(
    area === 'public'
      ? publicPaths
      : area === 'form'
        ? formPaths
        : area === 'console'
          ? consolePaths
          : apiPaths,
  )
  const kind = i % 9
  const sessionFields = withSession ? session : null
  switch (kind) {
    case 0: // the page, its data URL, HEAD
      return {
        method: pick(['GET', 'HEAD', 'GET']),
        target: pick([
          p,
          `${p.split('?')[0]}.data`,
          `${p}${p.includes('?') ? '&' : '?'}x=${encodeURIComponent(pick(strangeStrings).slice(0, 200))}`,
        ]),
        headers: baseHeaders,
      }
    case 1: // a wrong method
      return {
        method: pick(methods),
        target: p,
        headers: baseHeaders,
        body: random() < 0.5 ? Buffer.from('x=1') : undefined,
      }
    case 2: {
      // an ordinary form post with hostile fields
      const body = urlencoded(randomFields(sessionFields))
      return {
        method: 'POST',
        target: pick([p, `${p.split('?')[0]}.data`]),
        headers: { ...baseHeaders, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      }
    }
    case 3: {
      const { type, body } = multipart(randomFields(sessionFields), int(7))
      return { method: 'POST', target: p, headers: { ...baseHeaders, 'Content-Type': type }, body }
    }
    case 4: // JSON where a form is expected, and deep JSON for the API
      return {
        method: 'POST',
        target: pick([p, pick(apiPaths)]),
        headers: { ...baseHeaders, 'Content-Type': 'application/json' },
        body: Buffer.from(jsonBody()),
      }
    case 5: // a wrong content type
      return {
        method: 'POST',
        target: p,
        headers: { ...baseHeaders, 'Content-Type': pick(contentTypes) },
        body: Buffer.concat([Buffer.from('name=a&'), pick(badBytes)]),
      }
    case 6: // path tricks
      return {
        method: pick(['GET', 'GET', 'POST', 'HEAD']),
        target: pathTrick(p),
        headers: baseHeaders,
      }
    case 7: {
      // header abuse
      const post = random() < 0.3
      return {
        method: post ? 'POST' : 'GET',
        target: p,
        headers: headerAbuse({
          ...baseHeaders,
          ...(post ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        }),
        body: post ? urlencoded(randomFields(sessionFields)) : undefined,
      }
    }
    default: {
      // the API's own quirk (a form body that is one JSON string), and bodies over the limit
      const big = random() < 0.3
      return {
        method: 'POST',
        target: pick(apiPaths),
        headers: { ...baseHeaders, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: big
          ? Buffer.from('a='.padEnd(200_000, 'b'))
          : Buffer.from(encodeURIComponent(jsonBody().slice(0, 50_000))),
      }
    }
  }
}

function describe(r, full = false) {
  const target = r.target.length > 120 ? `${r.target.slice(0, 117)}…` : r.target
  if (!full) return `${r.method} ${target}`
  const clip = (v) => (String(v).length > 80 ? `${String(v).slice(0, 77)}…` : String(v))
  const headers = Object.entries(r.headers)
    .slice(0, 6)
    .map(([k, v]) => `${k}: ${clip(v)}`)
    .join(' | ')
  const body = r.body
    ? ` body ${r.body.length} B: ${JSON.stringify(r.body.subarray(0, 80).toString('latin1'))}`
    : ''
  return `${r.method} ${target}\n      ${headers}${body}`
}

async function main() {
  console.log(
    `fuzz: ${COUNT} requests, seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), port ${PORT}`,
  )
  const server = await startPrivateServer({
    port: PORT,
    // The real time-trap and rate limit stay on: posts refused with 429 are an expected answer.
    env: {},
  })
  let failed = false
  try {
    const session = staffSession(server)
    const results = []
    let next = 0
    const worker = async () => {
      while (next < COUNT) {
        const i = next++
        const request = makeRequest(i, session)
        const r = await send(request)
        results.push({ ...r, request })
      }
    }
    const started = Date.now()
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const seconds = (Date.now() - started) / 1000

    const byStatus = {}
    for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1
    const serverErrors = results.filter((r) => typeof r.status === 'number' && r.status >= 500)
    const hangs = results.filter((r) => r.status === 'timeout')
    const times = results.map((r) => r.ms).sort((a, b) => a - b)
    const pct = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0)
    const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 5)

    const health = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(5_000) })
      .then((r) => r.status)
      .catch((e) => e.message)
    const ready = await fetch(`${server.base}/readyz`, { signal: AbortSignal.timeout(5_000) })
      .then((r) => r.status)
      .catch((e) => e.message)

    console.log(`\n${results.length} requests, ${seconds.toFixed(1)} s`)
    console.log(
      'answers:',
      Object.entries(byStatus)
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
        .map(([s, n]) => `${s}: ${n}`)
        .join(', '),
    )
    console.log(`time: p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, max ${times.at(-1).toFixed(0)} ms`)
    console.log('slowest:')
    for (const r of slowest)
      console.log(`  ${r.ms.toFixed(0)} ms  ${r.status}  ${describe(r.request)}`)
    console.log(
      `after the run: /healthz ${health}, /readyz ${ready}, process ${server.alive() ? 'alive' : 'DEAD'}`,
    )

    if (serverErrors.length) {
      failed = true
      console.log(`\n✘ ${serverErrors.length} answers were 5xx:`)
      for (const r of serverErrors.slice(0, 20))
        console.log(`  ${r.status}  ${describe(r.request, true)}`)
      const logged = server
        .output()
        .split('\n')
        .filter((l) => /"level":(50|60)/.test(l) && !/"status":4\d\d/.test(l))
        .slice(0, 5)
      if (logged.length) console.log('server errors logged:\n' + logged.join('\n'))
    }
    if (hangs.length) {
      failed = true
      console.log(`\n✘ ${hangs.length} requests got no answer within ${GUARD_MS / 1000} s:`)
      for (const r of hangs.slice(0, 20)) console.log(`  ${describe(r.request)}`)
    }
    if (health !== 200 || ready !== 200 || !server.alive()) {
      failed = true
      console.log('\n✘ the server is not healthy after the run')
    }
    console.log(failed ? '\nfuzz: FAILED' : `\nfuzz: ok, 0 answers 5xx out of ${results.length}`)
  } finally {
    await server.stop()
  }
  process.exit(failed ? 1 : 0)
}

await main()
