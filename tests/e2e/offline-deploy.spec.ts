import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { root, startPrivateServer } from '../../scripts/support/private-server.js'
import { hydrated } from './support/fixtures.ts'
import { lastDeployRoot } from './support/last-deploy.js'
import {
  controlledBy,
  expect,
  offline,
  test as offlineTest,
  workerBuild,
} from './support/offline.ts'

// A new deploy under a visitor who has the last build's service worker and pages kept on the
// phone (docs/offline.md "A new build"): two real builds of the site behind one address. The last
// one is this checkout built again without minifying (tests/e2e/support/last-deploy.js), so its
// assets, React Router manifest and worker all differ. Each worker of the suite runs both builds
// once, on a database of its own seeded by the last build; each test's address answers from the last build
// until `deploy()` switches it to the new one, as a blue-green deploy does. Ports beside the
// suite's: E2E_PORT + 2 (the address), + 7 and + 9 (the builds) for the first worker; + 3, + 11
// and + 12 for the second.

const portsOf = (worker: number) => {
  const offsets = [
    [2, 7, 9],
    [3, 11, 12],
  ][worker]
  if (!offsets) throw new Error('this spec has ports for two workers (playwright.config.ts)')
  return offsets.map((o) => Number(process.env.E2E_PORT ?? 4310) + o) as [number, number, number]
}
// Without the page cache, so a change in the database is what the next request sees; the suite's
// pictures.
const env = { PAGE_CACHE: 'off', MEDIA_DIR: path.join(root, 'data/e2e/media') }

/**
 * A database for one worker, seeded by the last deploy (as the site it replaces would have it).
 * The last deploy itself is built before any worker starts (tests/e2e/support/global-setup.ts).
 */
async function seededByLastDeploy(port: number): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-deploy-'))
  const seeding = await startPrivateServer({ port, env, dir, siteRoot: lastDeployRoot })
  await seeding.stop()
  return dir
}

type Builds = { last: number; next: number; address: number; dbFile: string }
type Site = { base: string; dbFile: string; deploy: () => void }

const test = offlineTest.extend<{ site: Site }, { builds: Builds }>({
  builds: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const [address, last, next] = portsOf(workerInfo.parallelIndex)
      const dir = await seededByLastDeploy(last)
      // Both builds give the address the visitor sees as theirs.
      const shared = { ...env, PUBLIC_URL: `http://127.0.0.1:${address}` }
      const servers = await Promise.all([
        startPrivateServer({ port: last, env: shared, dir, siteRoot: lastDeployRoot }),
        startPrivateServer({ port: next, env: shared, dir }),
      ])
      await use({ last, next, address, dbFile: path.join(dir, 'site.db') })
      await Promise.all(servers.map((s) => s.stop()))
      rmSync(dir, { recursive: true, force: true })
    },
    { scope: 'worker' },
  ],
  site: async ({ builds }, use) => {
    let target = builds.last
    const address = http.createServer((req, res) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: target,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.destroy())
      req.pipe(upstream)
    })
    await new Promise<void>((resolve) => address.listen(builds.address, '127.0.0.1', resolve))
    retitle(builds.dbFile, 'Our Mission and Vision')
    // eslint-disable-next-line react-hooks/rules-of-hooks -- Playwright's fixture, not React's
    await use({
      base: `http://127.0.0.1:${builds.address}`,
      dbFile: builds.dbFile,
      deploy: () => (target = builds.next),
    })
    address.closeAllConnections()
    await new Promise((resolve) => address.close(resolve))
  },
})

/** The build's files a page loads: scripts, preloaded modules and stylesheets. */
const assetsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[src], link[rel=modulepreload], link[rel=stylesheet]')]
      .map((e) => new URL((e as HTMLScriptElement).src || (e as HTMLLinkElement).href).pathname)
      .filter((p) => p.startsWith('/assets/')),
  )
/** The React Router manifest version the page was drawn with. */
const drawnWith = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest
        .version,
  )
const cacheNames = (page: Page) => page.evaluate(async () => (await caches.keys()).sort())
/**
 * Waits until the newest worker of the page's registration has finished activating (its
 * `activate` handler's work included). `update()` first, so the browser has fetched `/sw.js` and
 * a new build's worker, if any, is installing, waiting or active by then.
 */
const activatedWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    if (!registration) throw new Error('the page has no service worker registration')
    await registration.update()
    const worker = registration.installing ?? registration.waiting ?? registration.active
    if (!worker) throw new Error('the registration has no worker')
    if (worker.state === 'activated') return
    await new Promise<void>((resolve, reject) =>
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve()
        if (worker.state === 'redundant') reject(new Error('the new worker became redundant'))
      }),
    )
  })
const missionHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /Our Mission and Vision/ })

function retitle(dbFile: string, title: string) {
  const db = new Database(dbFile)
  db.pragma('busy_timeout = 5000')
  try {
    db.prepare(
      `update page_copy set data = json_set(data, '$.title', ?) where key = 'about-mission-vision'`,
    ).run(title)
  } finally {
    db.close()
  }
}

test('after a new deploy, a page kept by the last build opens offline as the new build’s, with the new content', async ({
  page,
  context,
  site,
}) => {
  const { base } = site
  await controlledBy(page, `${base}/`)
  await page.goto(`${base}/about-us`)
  await expect(missionHeading(page)).toHaveText('Our Mission and Vision')
  const last = await workerBuild(page, base)

  retitle(site.dbFile, 'Our Mission and Vision for 2027')
  site.deploy()
  const next = await workerBuild(page, base)
  expect(next.version).not.toBe(last.version)
  const nextFiles = new Set([...next.precache, ...next.pages])
  // The visitor opens another page: the browser finds the new worker, which takes over and
  // leaves only its own caches on the phone.
  await page.goto(`${base}/our-brands`)
  // The new worker's activation fetches the kept pages again (up to 8 s on a slow machine) and
  // only then drops the last build's caches: wait for it to be activated, not for a time.
  await activatedWorker(page)
  expect(await cacheNames(page)).toEqual([`assets-${next.version}`, `pages-${next.version}`])

  // About was never opened on the new build, yet without signal it is the new build's page,
  // with the new content and every file it loads from the phone: it hydrates. (This page's own
  // scripts come after its main picture is drawn, ADR 0035: they arrive before the signal goes.)
  await hydrated(page)
  await offline(context, page)
  const kept = await page.goto(`${base}/about-us`)
  expect(kept!.fromServiceWorker()).toBe(true)
  await expect(missionHeading(page)).toHaveText('Our Mission and Vision for 2027')
  // The manifest is one of the page's scripts, which start only once its main picture is drawn
  // (ADR 0035): read it once the page has hydrated, not as soon as the heading shows.
  await hydrated(page)
  expect(await drawnWith(page)).toBe(next.version)
  const files = await assetsOf(page)
  expect(files.length).toBeGreaterThan(0)
  expect(files.filter((f) => !nextFiles.has(f))).toEqual([])
})

test('a page left open from the last build still leads to working pages, each of one build', async ({
  page,
  consoleErrors,
  site,
}) => {
  const { base } = site
  await controlledBy(page, `${base}/`)
  await hydrated(page)
  const last = await workerBuild(page, base)
  site.deploy()
  const next = await workerBuild(page, base)
  const nextFiles = new Set([...next.precache, ...next.pages])
  const lastOnly = [...last.precache, ...last.pages].filter((f) => !nextFiles.has(f))
  expect(lastOnly.length).toBeGreaterThan(0)

  // The link leads to a working page drawn by one build only: the last one, when its worker kept
  // the link's files on the phone (React Router then navigates inside the page), or the new one,
  // when a file was gone from the server and React Router loaded the whole page (its own
  // recovery, which logs each file it missed: those messages, and only those, are the deploy's
  // doing).
  await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  await hydrated(page)
  const version = await drawnWith(page)
  expect([last.version, next.version]).toContain(version)
  const own = version === next.version ? nextFiles : new Set([...last.precache, ...last.pages])
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/')),
  )
  expect(loaded.length).toBeGreaterThan(0)
  expect(loaded.filter((f) => !own.has(f))).toEqual([])
  const ofLastBuild = (e: string) => lastOnly.some((f) => e.includes(`${base}${f}`))
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !ofLastBuild(e)))
})

test('a kept page never outlives a content change past its next online visit', async ({
  page,
  context,
  site,
}) => {
  const { base } = site
  await controlledBy(page, `${base}/about-us`)
  await expect(missionHeading(page)).toHaveText('Our Mission and Vision')
  retitle(site.dbFile, 'Our Mission and Vision, rewritten')
  await page.goto(`${base}/about-us`)
  await expect(missionHeading(page)).toHaveText('Our Mission and Vision, rewritten')
  // Its scripts come after `load` (ADR 0035): let them reach the phone before the signal goes.
  await hydrated(page)
  await offline(context, page)
  const kept = await page.goto(`${base}/about-us`)
  expect(kept!.fromServiceWorker()).toBe(true)
  await expect(missionHeading(page)).toHaveText('Our Mission and Vision, rewritten')
})
