// `npm run bench:totals -- [--against=REF] [--rate=4] [/path …]` (docs/benchmarks.md "Slow
// CPU"): the main thread's totals of a page on this working tree beside another commit (default
// HEAD), loads alternating, BENCH_RUNS (10) a side: DevTools' Performance.getMetrics task,
// script, layout and style time over the load and the 6 s after it, the long tasks' time over
// 50 ms after the first paint (a `longtask` observer), and FCP and LCP, as medians. No trace and
// no 50 ms threshold in the first four: they move less between runs than TBT does, so a change
// that takes work off the page shows in them where TBT is noise. Nothing is asserted.
/* global window */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { treeBesideReference } from './support/reference-install.js'
import { launchChromium } from './support/slow-cpu.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const against = args.find((a) => a.startsWith('--against='))?.slice(10) ?? 'HEAD'
const rate = Number(args.find((a) => a.startsWith('--rate='))?.slice(7) ?? 4)
const pages = args.filter((a) => a.startsWith('/'))
if (!pages.length) pages.push('/')
const runs = Number(process.env.BENCH_RUNS ?? 10)
const basePort = Number(process.env.BENCH_PORT ?? 4400) + 40
const work = path.join(root, 'data/bench-totals')
const AFTER_LOAD_MS = 6000
const KEYS = ['fcp', 'lcp', 'task', 'script', 'layout', 'style', 'blocking']

const sides = await treeBesideReference(against, { port: basePort + 1, work })

/** One load of `url` at `rate`× CPU, 360 px: the totals of KEYS, in ms. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const seen = { long: [], lcp: 0 }
      window.__totals = seen
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.long.push([e.startTime, e.duration])
      }).observe({ type: 'longtask', buffered: true })
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.lcp = e.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(AFTER_LOAD_MS)
    const { metrics } = await cdp.send('Performance.getMetrics')
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value * 1000]))
    const paint = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
      const blocking = window.__totals.long
        .filter(([at]) => at >= fcp)
        .reduce((sum, [, ms]) => sum + Math.max(0, ms - 50), 0)
      return { fcp, lcp: window.__totals.lcp, blocking }
    })
    return {
      ...paint,
      task: m.TaskDuration,
      script: m.ScriptDuration,
      layout: m.LayoutDuration,
      style: m.RecalcStyleDuration,
    }
  } finally {
    await context.close()
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const browser = await launchChromium()
try {
  for (const pagePath of pages) {
    // One unmeasured load a side: image variants made, the page in the server's cache.
    for (const s of sides) await measure(browser, s.base + pagePath)
    const samples = new Map(sides.map((s) => [s, []]))
    for (let r = 0; r < runs; r++)
      for (const s of r % 2 ? [...sides].reverse() : sides)
        samples.get(s).push(await measure(browser, s.base + pagePath))
    console.log(
      `${pagePath} at ${rate}× CPU, 360 px, median of ${runs} (ms): ` +
        `${KEYS.map((k) => k.padStart(9)).join('')}`,
    )
    for (const s of sides) {
      const xs = samples.get(s)
      console.log(
        `  ${s.name.padEnd(26)}${KEYS.map((k) => `${Math.round(median(xs.map((x) => x[k])))}`.padStart(9)).join('')}` +
          `  (blocking ${xs.map((x) => Math.round(x.blocking)).join(', ')})`,
      )
    }
  }
} finally {
  await browser.close()
  await Promise.all(sides.map((s) => s.server.stop()))
}
process.exit(0)
