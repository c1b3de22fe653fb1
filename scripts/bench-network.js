// `npm run bench:network -- [--against=REF] [--latency=1125] [--kbps=630] [/path …]`
// (docs/benchmarks.md "Every module asked for at once"): how soon a first visit on a slow
// network paints and can be used, on this working tree beside another commit (default HEAD),
// loads alternating, BENCH_RUNS (5) a side. Chromium at 360 px with the CPU BENCH_CPU_RATE (6)
// times slower and DevTools' network throttling (default: Lighthouse's slow 3G as DevTools
// applies it, 1,125 ms latency and 630 kbps). Each load gives FCP, LCP, `load`, and "hydrated":
// when route discovery's request starts, which React Router sends from an effect once the page
// has hydrated (a Resource Timing entry, so the same on both sides). Medians; nothing asserted.
/* global window */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { treeBesideReference } from './support/reference-install.js'
import { CPU_RATE, launchChromium, slowPage } from './support/slow-cpu.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const against = option('against', 'HEAD')
const latency = Number(option('latency', 1125))
const kbps = Number(option('kbps', 630))
const pages = args.filter((a) => a.startsWith('/'))
if (!pages.length) pages.push('/', '/naati')
const runs = Number(process.env.BENCH_RUNS ?? 5)
const basePort = Number(process.env.BENCH_PORT ?? 4400) + 60
const work = path.join(root, 'data/bench-network')
// Long enough for the slowest side on slow 3G (about 20 s to hydrate at 6x CPU).
const LOAD_TIMEOUT_MS = 120_000

const sides = await treeBesideReference(against, { port: basePort + 1, work })

/** One first visit of `url` (a fresh context: nothing cached, no service worker yet). */
async function measure(browser, url) {
  const { context, page, cdp } = await slowPage(browser, CPU_RATE)
  try {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: (kbps * 1000) / 8,
      uploadThroughput: (kbps * 1000) / 8,
    })
    await page.addInitScript(() => {
      window.__lcp = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__lcp = e.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS })
    // Route discovery's request, sent from an effect once the page has hydrated.
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => e.name.includes('/__manifest')),
      null,
      { timeout: LOAD_TIMEOUT_MS },
    )
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__lcp,
      hydrated: performance.getEntriesByType('resource').find((e) => e.name.includes('/__manifest'))
        .startTime,
      load: performance.getEntriesByType('navigation')[0].loadEventEnd,
    }))
  } finally {
    await context.close()
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const ms = (x) => `${Math.round(x)}`.padStart(7)
const browser = await launchChromium()
try {
  for (const pagePath of pages) {
    // One unmeasured visit a side: image variants made, files in the servers' memory.
    for (const s of sides) await measure(browser, s.base + pagePath)
    const samples = new Map(sides.map((s) => [s, []]))
    for (let r = 0; r < runs; r++)
      for (const s of r % 2 ? [...sides].reverse() : sides)
        samples.get(s).push(await measure(browser, s.base + pagePath))
    console.log(
      `\n${pagePath} (${latency} ms latency, ${kbps} kbps, ${CPU_RATE}× CPU), median of ${runs} (ms):` +
        `     FCP     LCP    load  hydrated`,
    )
    for (const s of sides) {
      const xs = samples.get(s)
      const m = (k) => ms(median(xs.map((x) => x[k])))
      console.log(
        `  ${s.name.padEnd(22)}${m('fcp')} ${m('lcp')} ${m('load')} ${m('hydrated')}` +
          `  (hydrated ${xs.map((x) => Math.round(x.hydrated)).join(', ')})`,
      )
    }
  }
} finally {
  await browser.close()
  await Promise.all(sides.map((s) => s.server.stop()))
}
