// `npm run torture`: the fuzzer (scripts/fuzz.js) and then a load run, one command, bounded in
// time, against the production build on private 127.0.0.1 ports with fresh SQLite files.
//
// The load run: TORTURE_SECONDS (default 60) at TORTURE_CONNECTIONS (default 100) keep-alive
// connections (autocannon), mixing public pages, React Router `.data` requests and contact form
// posts. The form's rate limit is left at its real value (20 posts per address per 10 minutes),
// so most posts are refused with 429 as designed: those are counted apart. Any other 4xx, any
// 5xx, a socket error or a timeout fails the run. Prints throughput, latency percentiles, the
// slowest request, and the server's memory and open file descriptors before and after: the
// server runs with --expose-gc, and on SIGUSR2 collects garbage and reports its RSS, heap and
// active handles (server/main.ts), so "after" is what the run left behind, not garbage.
//
//   TORTURE_SECONDS, TORTURE_CONNECTIONS, TORTURE_PORT (default 4330)
//   FUZZ_COUNT (default 2500), FUZZ_PORT: passed on to the fuzzer; TORTURE_SKIP_FUZZ=1 skips it
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { root, startPrivateServer } from './support/private-server.js'

const SECONDS = Number(process.env.TORTURE_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.TORTURE_CONNECTIONS ?? 100)
const PORT = Number(process.env.TORTURE_PORT ?? 4330)

const pages = [
  '/',
  '/about-us',
  '/our-brands',
  '/our-brands/suggi',
  '/opportunity',
  '/resource',
  '/contact-us',
  '/privacy-policy',
  '/sitemap.xml',
]
const dataRequests = ['/about-us.data', '/opportunity.data', '/resource.data', '/our-brands.data']

/** The server process's resident memory (MB) and open file descriptors, from /proc. */
function processStats(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN)
    const fds = readdirSync(`/proc/${pid}/fd`)
    let sockets = 0
    for (const fd of fds) {
      try {
        if (/^socket:/.test(readlinkSync(`/proc/${pid}/fd/${fd}`))) sockets++
      } catch {
        // closed while we looked
      }
    }
    return { rssMb: Math.round(rssKb / 1024), fds: fds.length, sockets }
  } catch {
    return { rssMb: NaN, fds: NaN, sockets: NaN }
  }
}

/**
 * Asks the server (started with --expose-gc) for a forced garbage collection and its memory
 * report (server/main.ts, SIGUSR2), and waits for the line it prints.
 */
async function memoryReport(server) {
  const count = () => server.output().split('memory-report: ').length
  const seen = count()
  process.kill(server.pid, 'SIGUSR2')
  const deadline = Date.now() + 30_000
  while (count() === seen) {
    if (Date.now() > deadline || !server.alive()) return null
    await new Promise((r) => setTimeout(r, 50))
  }
  const line = server.output().split('memory-report: ').at(-1).split('\n')[0]
  return JSON.parse(line)
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)
const handleList = (h) =>
  Object.entries(h ?? {})
    .map(([type, n]) => `${type} ${n}`)
    .join(', ')

/** The contact form's hidden fields (time-trap token, honeypot) as a visitor's browser gets them. */
async function contactFormFields(base) {
  const html = await (await fetch(`${base}/contact-us`)).text()
  const fields = {}
  for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(m[0])?.[1]
    const value = /value="([^"]*)"/.exec(m[0])?.[1] ?? ''
    if (name) fields[name] = value.replace(/&amp;/g, '&').replace(/&quot;/g, '"')
  }
  return fields
}

async function load() {
  const server = await startPrivateServer({
    port: PORT,
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() },
  })
  let failed = false
  try {
    const hidden = await contactFormFields(server.base)
    // The time-trap wants a person's pace (FORM_MIN_SECONDS, 2 s) between page and post.
    await new Promise((r) => setTimeout(r, 2_500))
    let posts = 0
    const before = processStats(server.pid)
    const memBefore = await memoryReport(server)
    console.log(
      `\nload: ${SECONDS} s at ${CONNECTIONS} connections against ${server.base} (pages, .data, form posts)`,
    )
    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: SECONDS,
      // A generous guard against hangs; on a starved machine a queue of 100 connections is slow.
      timeout: 30,
      requests: [
        {
          setupRequest(req) {
            const r = Math.random()
            if (r < 0.6)
              return { ...req, method: 'GET', path: pages[Math.floor(r * 100) % pages.length] }
            if (r < 0.85)
              return {
                ...req,
                method: 'GET',
                path: dataRequests[Math.floor(r * 100) % dataRequests.length],
              }
            posts++
            const body = new URLSearchParams({
              ...hidden,
              name: 'Load Test',
              email: 'load@example.com',
              subject: `Load ${posts}`,
              phone: '9876543210',
              message: `Message number ${posts} of the load run.`,
            }).toString()
            return {
              ...req,
              method: 'POST',
              path: '/contact-us',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body,
            }
          },
        },
      ],
    })
    // Let finished responses and closed sockets settle before looking at the process again.
    await new Promise((r) => setTimeout(r, 2_000))
    const after = processStats(server.pid)
    const memAfter = await memoryReport(server)

    const codes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    )
    const limited = codes['429'] ?? 0
    const unexpected = Object.entries(codes).filter(
      ([code]) => !(Number(code) < 400 || code === '429'),
    )
    const health = await fetch(`${server.base}/readyz`)
      .then((r) => r.status)
      .catch((e) => e.message)
    console.log(
      `requests: ${result.requests.total} (${Math.round(result.requests.average)}/s), answers: ${Object.entries(
        codes,
      )
        .map(([c, n]) => `${c}: ${n}`)
        .join(', ')}`,
    )
    console.log(`form posts refused by the rate limit (429, as designed): ${limited}`)
    console.log(
      `latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    )
    console.log(`errors: ${result.errors}, timeouts: ${result.timeouts}`)
    console.log(
      `server memory (RSS): ${before.rssMb} MB before, ${after.rssMb} MB after; open descriptors ${before.fds} before (${before.sockets} sockets), ${after.fds} after (${after.sockets} sockets)`,
    )
    if (memBefore && memAfter) {
      console.log(
        `after a forced GC: RSS ${mb(memBefore.rss)} MB before, ${mb(memAfter.rss)} MB after; heap used ${mb(memBefore.heapUsed)} MB before, ${mb(memAfter.heapUsed)} MB after (external ${mb(memBefore.external)} → ${mb(memAfter.external)} MB)`,
      )
      console.log(
        `active handles: before ${handleList(memBefore.handles)}; after ${handleList(memAfter.handles)}`,
      )
    } else console.log('(no memory report from the server: was it started with --expose-gc?)')
    console.log(`slowest request: ${result.latency.max} ms`)
    console.log(`after the run: /readyz ${health}, process ${server.alive() ? 'alive' : 'DEAD'}`)
    if (unexpected.length || result.errors || result.timeouts) {
      failed = true
      console.log(
        `✘ unexpected answers: ${unexpected.map(([c, n]) => `${c}: ${n}`).join(', ') || 'none'}; errors ${result.errors}, timeouts ${result.timeouts}`,
      )
      const logged = server
        .output()
        .split('\n')
        .filter((l) => /"level":(50|60)/.test(l))
        .slice(0, 5)
      if (logged.length) console.log('server errors logged:\n' + logged.join('\n'))
    }
    if (health !== 200 || !server.alive()) {
      failed = true
      console.log('✘ the server is not healthy after the run')
    }
    if (!(codes['200'] > 0) || limited === 0) {
      failed = true
      console.log('✘ the mix did not happen: no pages served or no post refused by the rate limit')
    }
  } finally {
    await server.stop()
  }
  return !failed
}

let ok = true
if (process.env.TORTURE_SKIP_FUZZ !== '1') {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/fuzz.js')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  })
  ok = r.status === 0
}
ok = (await load()) && ok
console.log(ok ? '\ntorture: ok' : '\ntorture: FAILED')
process.exit(ok ? 0 : 1)
