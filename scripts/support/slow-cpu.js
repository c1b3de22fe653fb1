/* global window, document */
// What a slow phone feels, measured in Chromium with its CPU throttled (docs/benchmarks.md "Slow
// CPU"): for `npm run bench -- --only=slowcpu` and `npm run bench:client`. A page is loaded with
// the CPU `rate` times slower (DevTools' CPU throttling, as Lighthouse's "devtools" method),
// recorded with a trace, and read as Lighthouse reads it: First and Largest Contentful Paint, and
// Total Blocking Time, the sum of what each main-thread task after the first paint spent over 50
// ms. Each long task is named by what ran in it (script evaluation, style and layout, timers …)
// and, when asked for, by the functions the V8 sampling profiler's samples fell in. A tap is
// measured by the Event Timing API (the interaction's time to the next paint, as INP) and by the
// longest task that started after it.
//
// The measured loads run in a Chromium of their own, driven over a bare DevTools connection that
// turns on nothing but the page's load events and the trace. Playwright (like Puppeteer) turns on
// the inspector's Runtime domain in every page it drives, and with it V8 gives the stacks it
// records line and column numbers: for that it parses React DOM (one function, as the bundler
// wraps it) and the entry module a second time on the main thread while they are evaluated, a
// task of 150–200 ms at 6x that no phone runs (docs/benchmarks.md "The inspector's own task").
// The sampling profiler, when it runs, hides that task (it seems to have source positions made as
// code is compiled), but its sampling slows the page in other ways: it names tasks, it does not
// time them.
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import CDP from 'chrome-remote-interface'
import { chromiumArgs, chromiumPath } from '../chromium.js'

export const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 6)

/** Playwright's Chromium: for the taps, the redraw counts and the other benches; `close()` when done. */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
}

/**
 * The measured loads' Chromium: started by chrome-launcher, driven by chrome-remote-interface over
 * the browser's own DevTools connection, on which nothing is turned on until a load asks.
 * `close()` when done.
 */
async function launchBareChromium() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const { webSocketDebuggerUrl } = await CDP.Version({ port: chrome.port })
    const client = await CDP({ target: webSocketDebuggerUrl, local: true })
    return {
      client,
      async close() {
        await client.close()
        chrome.kill()
      },
    }
  } catch (error) {
    chrome.kill()
    throw error
  }
}

/** The phone every slow-CPU page is drawn on: 360 px wide, two device pixels to a CSS pixel. */
const PHONE = { width: 360, height: 740, deviceScaleFactor: 2 }

/**
 * A phone-sized page with the CPU slowed: { context, page, cdp }. The network is loopback,
 * unthrottled (scripts/bench-network.js throttles it through `cdp`).
 */
export async function slowPage(browser, rate) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return { context, page, cdp }
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
].join(',')

/**
 * In the page: resolves when the main thread has had no task over 50 ms for `quiet` ms after
 * load, or `cap` ms after load at most: the home page's slideshow moves every 2.5 s, and on a busy
 * machine at 6x each move can be a long task, so the page is never quiet for long.
 */
function quietInPage({ quiet, cap }) {
  return new Promise((resolve) => {
    const since = performance.now()
    let last = since
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) last = Math.max(last, e.startTime + e.duration)
    }).observe({ type: 'longtask' })
    const check = () => {
      const now = performance.now()
      if (now - last > quiet || now - since > cap) resolve()
      else setTimeout(check, 250)
    }
    check()
  })
}

/** Waits for `load`, then until the page is quiet (quietInPage). */
async function settle(page, quietMs = 3000, capMs = 10_000) {
  await page.waitForLoadState('load')
  await page.evaluate(quietInPage, { quiet: quietMs, cap: capMs })
}

/** In the page: the bytes over the wire of the script files it loaded. */
function scriptBytesInPage() {
  return performance
    .getEntriesByType('resource')
    .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
    .reduce((sum, e) => sum + e.transferSize, 0)
}

/** Self time of the profile's samples, by the function they fell in, between two trace times. */
function profileIndex(profile) {
  if (!profile) return () => ({ functions: [], components: [] })
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const samples = []
  let t = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]
    samples.push({ t, id: profile.samples[i] })
  }
  const file = (url) =>
    url
      ? url
          .split('/')
          .pop()
          .replace(/-[\w-]{8}\.js$/, '.js')
      : ''
  /** The innermost React component on a sample's stack (a capitalised function), if any. */
  const component = (id) => {
    for (let n = byId.get(id); n; n = byId.get(parent.get(n.id))) {
      const f = n.callFrame.functionName
      if (/^[A-Z][A-Za-z0-9]+$/.test(f) && n.callFrame.url) return f
    }
    return null
  }
  return (from, to) => {
    const self = new Map()
    const components = new Map()
    let count = 0
    for (const s of samples) {
      if (s.t < from || s.t > to) continue
      const n = byId.get(s.id)
      const f = n.callFrame
      if (f.functionName === '(idle)' || f.functionName === '(program)') continue
      count++
      const key = f.url ? `${f.functionName || '(anonymous)'} ${file(f.url)}` : f.functionName
      self.set(key, (self.get(key) ?? 0) + 1)
      const c = component(s.id)
      if (c) components.set(c, (components.get(c) ?? 0) + 1)
    }
    const top = (m) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, v]) => `${k} ${Math.round((v / Math.max(count, 1)) * 100)} %`)
    return { functions: top(self), components: top(components) }
  }
}

/** What a long task was made of: its trace events' kinds, with script files, by time. */
const KINDS = {
  EvaluateScript: 'evaluate',
  'v8.evaluateModule': 'evaluate module',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile module',
  FunctionCall: 'call',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'pre-paint',
  'V8.GCScavenger': 'GC',
  MajorGC: 'GC',
  MinorGC: 'GC',
  RunMicrotasks: 'microtasks',
  FireIdleCallback: 'idle callback',
}

/** First and largest paint, TBT and the long tasks of a trace of one page load. */
function readTrace(events, profile, rate) {
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcpEvent) throw new Error('the trace has no first contentful paint')
  const { pid, tid } = fcpEvent
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid)
  // The navigation's start, in the renderer that painted (not always marked on its main thread).
  const nav = events
    .filter((e) => e.pid === pid && e.name === 'navigationStart' && e.ts <= fcpEvent.ts)
    .sort((a, b) => b.ts - a.ts)[0]
  if (!nav) throw new Error('the trace has no navigation start before the first paint')
  const lcpEvents = events.filter(
    (e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate',
  )
  const lcp = lcpEvents.length ? Math.max(...lcpEvents.map((e) => e.ts)) : fcpEvent.ts
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= nav.ts)
  const samplesIn = profileIndex(profile)
  let tbt = 0
  // The same from each task's thread time (its CPU time, which the throttle's pauses and other
  // processes' turns on the cores leave out) times the slowdown: on a busy machine the wall
  // clock figure is mostly the machine's, this one the page's.
  let tbtCpu = 0
  let cpuMs = 0
  const long = []
  for (const task of tasks) {
    const dur = task.dur / 1000
    const cpu = ((task.tdur ?? task.dur) / 1000) * rate
    if (task.ts >= fcpEvent.ts) {
      cpuMs += cpu
      if (cpu > 50) tbtCpu += cpu - 50
    }
    if (dur <= 50) continue
    // As Lighthouse: only the part after the first paint blocks.
    const start = Math.max(task.ts, fcpEvent.ts)
    const blocking = (task.ts + task.dur - start) / 1000 - 50
    if (blocking > 0) tbt += blocking
    const parts = new Map()
    for (const e of onMain) {
      if (e.ph !== 'X' || e.ts < task.ts || e.ts >= task.ts + task.dur || e === task) continue
      const kind = KINDS[e.name]
      if (!kind) continue
      const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? ''
      const file = url
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\.js$/, '.js')
        .split('?')[0]
      const key = file && !['style', 'layout', 'paint'].includes(kind) ? `${kind} ${file}` : kind
      // Nested events of one kind (a call within a call) are counted once, at the outer one.
      const prev = parts.get(key)
      if (prev && e.ts < prev.end) continue
      parts.set(key, { ms: (prev?.ms ?? 0) + e.dur / 1000, end: e.ts + e.dur })
    }
    long.push({
      at: Math.round((task.ts - nav.ts) / 1000),
      ms: Math.round(dur),
      cpu: Math.round(cpu),
      parts: [...parts]
        .sort((a, b) => b[1].ms - a[1].ms)
        .filter(([, v]) => v.ms >= 3)
        .slice(0, 5)
        .map(([k, v]) => `${k} ${Math.round(v.ms)}`),
      ...samplesIn(task.ts, task.ts + task.dur),
    })
  }
  return {
    fcp: (fcpEvent.ts - nav.ts) / 1000,
    lcp: (lcp - nav.ts) / 1000,
    tbt,
    tbtCpu,
    cpuMs,
    longTasks: long,
  }
}

/**
 * One load of `url` at CPU_RATE× CPU in the bare Chromium (launchBareChromium): { fcp, lcp, tbt,
 * longTasks, jsBytes } (times in ms from the navigation's start). With `profile` the V8 sampling
 * profiler runs too, to name the functions in each long task (it changes what it measures: see
 * the head of this file); with `inspector` the Runtime domain is on, as Playwright has it, to show
 * what that costs; with `noJs` the page's scripts do not run (DevTools' script execution switch),
 * so what is left is the browser's own work: parsing, style, layout, paint and the pictures.
 */
async function measureLoadOnce(
  bare,
  url,
  { profile = false, inspector = false, noJs = false } = {},
) {
  // What Playwright's goto gave: a load that never ends is an error, not a hang.
  const within = (promise, what) => {
    let timer
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${url}: no ${what} within 60 s`)), 60_000)
    })
    return Promise.race([promise, late]).finally(() => clearTimeout(timer))
  }
  const { client } = bare
  const { browserContextId } = await client.send('Target.createBrowserContext')
  const listeners = []
  const on = (event, sessionId, handler) => {
    const name = `${event}.${sessionId}`
    client.on(name, handler)
    listeners.push([name, handler])
  }
  try {
    const { targetId } = await client.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    })
    const { sessionId } = await client.send('Target.attachToTarget', { targetId, flatten: true })
    const send = (method, params = {}) => client.send(method, params, sessionId)
    const evaluate = async (fn, arg) => {
      const { result, exceptionDetails } = await send('Runtime.evaluate', {
        expression: `(${fn})(${JSON.stringify(arg ?? null)})`,
        awaitPromise: true,
        returnByValue: true,
      })
      if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`)
      return result.value
    }
    await send('Emulation.setDeviceMetricsOverride', { ...PHONE, mobile: true })
    await send('Emulation.setTouchEmulationEnabled', { enabled: true })
    await send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE })
    await send('Page.enable')
    if (inspector) await send('Runtime.enable')
    if (noJs) await send('Emulation.setScriptExecutionDisabled', { value: true })
    const events = []
    on('Tracing.dataCollected', sessionId, ({ value }) => events.push(...value))
    const traced = new Promise((resolve) => on('Tracing.tracingComplete', sessionId, resolve))
    const loaded = new Promise((resolve) => on('Page.loadEventFired', sessionId, resolve))
    await send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' })
    if (profile) {
      await send('Profiler.enable')
      await send('Profiler.setSamplingInterval', { interval: 250 })
      await send('Profiler.start')
    }
    // With scripts off the page's timers never fire, so quietInPage cannot run in it: such a
    // load ends when the network has been idle for 500 ms after it (the browser's own lifecycle
    // event), when the last picture is in and nothing more is coming.
    const idleLoaders = new Set()
    let idleSeen = () => {}
    if (noJs) {
      await send('Page.setLifecycleEventsEnabled', { enabled: true })
      on('Page.lifecycleEvent', sessionId, ({ name, loaderId }) => {
        if (name !== 'networkIdle') return
        idleLoaders.add(loaderId)
        idleSeen()
      })
    }
    const { errorText, loaderId } = await send('Page.navigate', { url })
    if (errorText) throw new Error(`${url}: ${errorText}`)
    await within(loaded, 'load event')
    if (noJs)
      await within(
        new Promise((resolve) => {
          idleSeen = () => idleLoaders.has(loaderId) && resolve()
          idleSeen()
        }),
        'idle network',
      )
    else await evaluate(quietInPage, { quiet: 3000, cap: 10_000 })
    const samples = profile ? (await send('Profiler.stop')).profile : null
    await send('Tracing.end')
    await within(traced, 'end of the trace')
    return { ...readTrace(events, samples, CPU_RATE), jsBytes: await evaluate(scriptBytesInPage) }
  } finally {
    for (const [name, handler] of listeners) client.removeListener(name, handler)
    await client.send('Target.disposeBrowserContext', { browserContextId })
  }
}

/**
 * Installed before a page's scripts: React DevTools' hook, which React calls on each commit. It
 * counts the function components each commit drew (a fiber React did not carry over unchanged
 * from the commit before, and ran), so `window.__redraws` lists { at, drawn } per commit.
 */
function countCommits() {
  const commits = []
  window.__redraws = commits
  let before = new WeakSet()
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      this.renderers.set(1, renderer)
      return 1
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet()
      let drawn = 0
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          seen.add(f)
          const t = f.type
          const component =
            typeof t === 'function' || (t && typeof t === 'object' && (t.render || t.type))
          // 1 is React's PerformedWork flag: the component's function ran in this render.
          if (component && !before.has(f) && (f.alternate === null || (f.flags & 1) === 1)) drawn++
          if (f.child) walk(f.child)
        }
      }
      walk(root.current.child)
      before = seen
      commits.push({ at: Math.round(performance.now()), drawn })
    },
  }
}

/**
 * How much React draws again after hydration, counted, not timed (the same on a busy machine):
 * one load of `url` at full speed until the page settles. Returns { hydrated, redrawn, commits }:
 * the components the first commit drew (hydration), those every later commit drew, summed, and
 * how many commits came after hydration (timers' and carousels' included).
 */
async function countRedraws(browser, url) {
  const { context, page } = await slowPage(browser, 1)
  try {
    await page.addInitScript(countCommits)
    await page.goto(url, { waitUntil: 'load' })
    await settle(page)
    const commits = await page.evaluate(() => window.__redraws)
    const [first, ...after] = commits
    return {
      hydrated: first?.drawn ?? 0,
      redrawn: after.reduce((n, c) => n + c.drawn, 0),
      commits: after.length,
    }
  } finally {
    await context.close()
  }
}

/** measureLoad, tried again (twice at most) when a trace could not be read, as Lighthouse's NO_NAVSTART. */
async function measureLoad(bare, url, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureLoadOnce(bare, url, options)
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`${url}: ${error.message}; again`)
    }
  }
}

/**
 * A tap at `rate`× CPU once the page has settled: `target(page)` is what is tapped; `done(page)`
 * resolves when its effect shows. The target is scrolled into view first and the page left to
 * settle again, as a visitor reads a section before tapping in it: a tap straight after the
 * scroll (Playwright scrolls inside `tap()`) measured the work the scroll set off (pictures,
 * the counters) as the tap's input delay. Returns { inp, longest, ms }: the interaction's Event Timing duration (input
 * to the next paint, as INP counts it), the longest task that began after the tap, and the time
 * until the effect showed.
 */
async function measureTap(browser, url, target, done, rate = CPU_RATE) {
  const { context, page } = await slowPage(browser, rate)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await settle(page, 2000)
    await target(page).scrollIntoViewIfNeeded()
    await settle(page, 2000)
    await page.evaluate(() => {
      window.__slow = { events: [], tasks: [] }
      new PerformanceObserver((l) => window.__slow.events.push(...l.getEntries())).observe({
        type: 'event',
        durationThreshold: 16,
      })
      new PerformanceObserver((l) => window.__slow.tasks.push(...l.getEntries())).observe({
        type: 'longtask',
      })
    })
    const t0 = await page.evaluate(() => performance.now())
    await target(page).tap()
    await done(page)
    const ms = (await page.evaluate(() => performance.now())) - t0
    // Event Timing reports an interaction once its next paint is done; give it a frame or two.
    await page.waitForTimeout(1000)
    return await page.evaluate(
      ({ t0, ms }) => {
        const { events, tasks } = window.__slow
        const inp = Math.max(0, ...events.filter((e) => e.interactionId).map((e) => e.duration))
        const longest = Math.max(
          0,
          ...tasks.filter((e) => e.startTime >= t0).map((e) => e.duration),
        )
        return { inp, longest, ms }
      },
      { t0, ms },
    )
  } finally {
    await context.close()
  }
}

/** The three taps of issue 39, each on the page where it lives, as a phone at 360 px. */
const TAPS = [
  {
    name: 'menu',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    done: (page) => page.waitForFunction(() => document.querySelector(':popover-open')),
  },
  {
    name: 'Why Choose Us tab',
    path: '/',
    target: (page) => page.getByRole('tab').nth(1),
    done: (page) =>
      page.waitForFunction(
        () => document.querySelectorAll('[role=tab]')[1]?.getAttribute('aria-selected') === 'true',
      ),
  },
  {
    name: 'TruLove toggle',
    path: '/trulove',
    target: (page) => page.getByRole('button', { name: 'Wafers' }),
    done: (page) =>
      page.waitForFunction(() =>
        [...document.querySelectorAll('button[aria-pressed=true]')].some((b) =>
          b.textContent.includes('Wafers'),
        ),
      ),
  },
]

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const ms = (x) => `${Math.round(x)}`.padStart(5)

/**
 * Loads each page of `pages` on every side in turn, `runs` times (the order alternating), and the
 * peer between them, so every figure comes from the same minutes. Prints a line per page and
 * side (median FCP, LCP, TBT and the longest task, and the script bytes) and, with `taps`, the
 * median of each tap. Returns the medians and the long tasks of each side's median run. The loads
 * run in a bare Chromium of their own (launchBareChromium); `browser` (Playwright's) counts the
 * redraws and makes the taps. `profile` names the functions in the long tasks (measureLoadOnce).
 * A side may be `noJs` (its loads with the page's scripts off, measureLoadOnce) and `root` (only
 * its `/` is loaded, as the peer's); such sides have no redraw count and no taps.
 * @param {{ browser: any, sides: {name: string, base: string, noJs?: boolean, root?: boolean}[], peer?: {name: string, base: string}, pages: string[], runs: number, taps?: boolean, profile?: boolean, log?: (line: string) => void }} o
 */
export async function slowCpuRun({
  browser,
  sides,
  peer,
  pages,
  runs,
  taps = true,
  profile = false,
  log = console.log,
}) {
  const bare = await launchBareChromium()
  try {
    return await slowCpuPages({ bare, browser, sides, peer, pages, runs, taps, profile, log })
  } finally {
    await bare.close()
  }
}

async function slowCpuPages({ bare, browser, sides, peer, pages, runs, taps, profile, log }) {
  const all = peer ? [...sides, peer] : sides
  const results = { rate: CPU_RATE, pages: [], taps: [] }
  // With BENCH_INSPECTOR=1 the loads run with the inspector's Runtime domain on, as in Playwright,
  // to show what it costs (docs/benchmarks.md "The inspector's own task"); never for the budgets.
  const options = { profile, inspector: process.env.BENCH_INSPECTOR === '1' }
  if (options.inspector) log('  (BENCH_INSPECTOR=1: loads measured with the Runtime domain on)')
  // One unmeasured visit each: image variants made, files in the server's memory.
  // A side with `noJs` is loaded with its scripts off; `root` (the peer's) is its one page, `/`.
  const urlOf = (s, pagePath) => s.base + (s === peer || s.root ? '/' : pagePath)
  const optionsOf = (s) => ({ ...options, noJs: Boolean(s.noJs) })
  for (const s of all) await measureLoad(bare, urlOf(s, pages[0]), optionsOf(s))
  for (const pagePath of pages) {
    const samples = new Map(all.map((s) => [s, []]))
    for (let r = 0; r < runs; r++) {
      const order = r % 2 ? [...all].reverse() : all
      for (const s of order) {
        samples.get(s).push(await measureLoad(bare, urlOf(s, pagePath), optionsOf(s)))
      }
    }
    log(
      `${pagePath} at ${CPU_RATE}× CPU, median of ${runs} (ms): FCP   LCP   TBT longest TBT(CPU)  CPU  JS`,
    )
    const row = { path: pagePath, sides: [] }
    for (const s of all) {
      const xs = samples.get(s)
      const m = {
        name: s.name,
        fcp: median(xs.map((x) => x.fcp)),
        lcp: median(xs.map((x) => x.lcp)),
        tbt: median(xs.map((x) => x.tbt)),
        tbtCpu: median(xs.map((x) => x.tbtCpu)),
        cpuMs: median(xs.map((x) => x.cpuMs)),
        longest: median(xs.map((x) => Math.max(0, ...x.longTasks.map((t) => t.ms)))),
        jsBytes: median(xs.map((x) => x.jsBytes)),
        tbts: xs.map((x) => Math.round(x.tbt)),
      }
      // The run whose TBT is the median: its long tasks, named.
      m.longTasks = xs.find((x) => x.tbt === m.tbt)?.longTasks ?? []
      row.sides.push(m)
      log(
        `  ${s.name.padEnd(22)}${ms(m.fcp)} ${ms(m.lcp)} ${ms(m.tbt)} ${ms(m.longest)}    ${ms(m.tbtCpu)} ${ms(m.cpuMs)}  ` +
          `${(m.jsBytes / 1024).toFixed(0)} KB  (TBT ${m.tbts.join(', ')})`,
      )
    }
    // Counted once a side: what React drew again after hydration (route discovery's update,
    // state set in effects, the slideshow's turns before the page settled).
    const counts = []
    for (const s of all) {
      if (s.noJs) continue
      const c = await countRedraws(browser, urlOf(s, pagePath))
      row.sides.find((m) => m.name === s.name).redraws = c
      counts.push(`${s.name} ${c.redrawn} in ${c.commits} commits (hydration ${c.hydrated})`)
    }
    log(`  components drawn after hydration: ${counts.join('; ')}`)
    results.pages.push(row)
  }
  if (!taps) return results
  log(
    `taps at ${CPU_RATE}× CPU (360 px), median of ${runs} (ms): INP  longest task after it  shown after`,
  )
  const tapSides = sides.filter((s) => !s.noJs)
  for (const t of TAPS) {
    const row = { name: t.name, path: t.path, sides: [] }
    const samples = new Map(tapSides.map((s) => [s, []]))
    for (let r = 0; r < runs; r++)
      for (const s of r % 2 ? [...tapSides].reverse() : tapSides)
        samples.get(s).push(await measureTap(browser, s.base + t.path, t.target, t.done))
    for (const s of tapSides) {
      const xs = samples.get(s)
      const m = {
        name: s.name,
        inp: median(xs.map((x) => x.inp)),
        longest: median(xs.map((x) => x.longest)),
        ms: median(xs.map((x) => x.ms)),
      }
      row.sides.push(m)
      log(`  ${t.name.padEnd(18)} ${s.name.padEnd(22)}${ms(m.inp)} ${ms(m.longest)} ${ms(m.ms)}`)
    }
    results.taps.push(row)
  }
  return results
}
