import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { tmpdir } from 'node:os'
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js'
import { test as base, expect, expectNoA11yViolations, hydrated } from './support/fixtures'
import { openServerDb, serverOutboxDir } from './support/db'
import { formHydrated } from './support/forms'

// The service worker (docs/offline.md) in real Chromium: pages kept for a phone without signal,
// the offline page, forms kept on the phone and sent once, the console left alone. Each test has
// its own browser context, so its worker, caches and kept forms are its own.

/** Without signal the browser logs each failed request (a picture not kept): that is the test's
 * doing. Every other console error still fails the test. */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() !== 'error' || /ERR_INTERNET_DISCONNECTED/.test(msg.text())) return
      errors.push(`${msg.text()} (${msg.location().url})`)
    })
    page.on('pageerror', (err) => errors.push(err.message))
    // eslint-disable-next-line react-hooks/rules-of-hooks -- Playwright's fixture, not React's
    await use(errors)
    expect(errors, 'console errors on the page').toEqual([])
  },
})

/** Opens a first page and waits until the installed worker controls it (it claims the page). */
async function controlledBy(page: Page, url = '/') {
  await page.goto(url)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (navigator.serviceWorker.controller) return resolve()
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        })
      }),
  )
}

/** The worker's registration id, for the DevTools protocol's sync event. */
async function registrationOf(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted)
      if (live) resolve(live.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  return found
}

const keptPosts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('kept-forms', 1)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction('posts').objectStore('posts').count()
          count.onsuccess = () => resolve(count.result)
        }
      }),
  )

function stored(column: 'email', value: string): { submissions: number; outbox: number } {
  const db = openServerDb('main')
  try {
    const ids = db.prepare(`select id from submissions where ${column} = ?`).all(value) as {
      id: number
    }[]
    const mail = ids.length
      ? (db
          .prepare(
            `select count(*) as n from mail_outbox where submission_id in (${ids.map(() => '?').join(',')})`,
          )
          .get(...ids.map((r) => r.id)) as { n: number })
      : { n: 0 }
    return { submissions: ids.length, outbox: mail.n }
  } finally {
    db.close()
  }
}

/** How many .eml files the main server's log transport wrote that name this address. */
function mailsTo(address: string): number {
  const dir = serverOutboxDir('main')
  if (!existsSync(dir)) return 0
  return readdirSync(dir)
    .filter((n) => n.endsWith('.eml'))
    .filter((n) => readFileSync(path.join(dir, n), 'utf8').includes(address)).length
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
/**
 * No signal, for the page and for its service worker. Chromium takes the emulation to each target
 * in turn, so the worker's own requests may still reach the server a moment after the page's
 * fail: wait until one the worker makes itself (a page's data, which it answers with a reload
 * instruction when the network fails) comes back as "no network".
 */
async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/about-us.data').then(
          (r) => r.status,
          () => 0,
        ),
      ),
    )
    .toBe(204)
}

test('a page opened once opens again without signal, from the phone, and hydrates', async ({
  page,
  context,
}) => {
  await controlledBy(page)
  const first = await page.goto('/about-us')
  expect(first!.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const title = await page.title()

  await offline(context, page)
  const again = await page.goto('/about-us')
  expect(again!.status()).toBe(200)
  expect(again!.fromServiceWorker()).toBe(true)
  await expect(page).toHaveTitle(title)
  await expect(page).toHaveURL(/\/about-us$/)
  // The public shell's scripts come from the phone too: the page hydrates.
  await hydrated(page)
})

test('a page never opened shows the offline page: customer care by tel:, WhatsApp, kept pages', async ({
  page,
  context,
}) => {
  await controlledBy(page)
  await page.goto('/about-us')
  await offline(context, page)
  await page.goto('/privacy-policy')
  await expect(page).toHaveURL(/\/offline\?page=%2Fprivacy-policy$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This page is not on your phone yet',
  )
  const call = page.getByRole('link', { name: /Call customer care/ })
  await expect(call).toHaveAttribute('href', 'tel:+918065550123')
  await expect(page.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/918065550177\?text=/,
  )
  const kept = page.getByRole('region', { name: 'Pages kept on this phone' })
  await expect(kept.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us')
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
  await expectNoA11yViolations(page)

  // A kept page is one tap away without signal.
  await kept.getByRole('link', { name: 'About us' }).click()
  await expect(page).toHaveURL(/\/about-us$/)
})

/**
 * Sends a kept form the two ways a phone does once the signal is back, both at once: the
 * Background Sync event (fired through the DevTools protocol) and the page's `online` event.
 */
async function signalReturns(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page)
  const registrationId = await registrationOf(cdp)
  await context.setOffline(false)
  await Promise.all([
    cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(page.url()).origin,
      registrationId,
      tag: 'send-kept-forms',
      lastChance: false,
    }),
    page.evaluate(() => window.dispatchEvent(new Event('online'))),
  ])
}

const SAVED = 'Saved on this phone. It will be sent when you are online.'

test('a contact message sent without signal is saved, then reaches the inbox once', async ({
  page,
  context,
}) => {
  await controlledBy(page, '/contact-us')
  await formHydrated(page)
  const email = `bus-${stamp()}@example.com`
  await box(page, 'Name').fill('Manjunath S')
  await box(page, 'Email').fill(email)
  await box(page, 'Subject').fill('Written on the bus')
  await box(page, 'Phone number').fill('9845012345')
  await box(page, 'Message').fill('One bar of signal, then none.')
  await offline(context, page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible()
  await expect(box(page, 'Email')).toHaveValue('')
  expect(await keptPosts(page)).toBe(1)
  expect(stored('email', email)).toEqual({ submissions: 0, outbox: 0 })

  await signalReturns(page, context)
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your message, saved on this phone, has been sent.' }),
  ).toBeVisible()
  expect(stored('email', email)).toEqual({ submissions: 1, outbox: 1 })
  await expect.poll(() => mailsTo(email)).toBe(1)
  // The kept copy is gone from the phone (phones are shared).
  expect(await keptPosts(page)).toBe(0)
})

test('a job application sent without signal is saved, then reaches the inbox once', async ({
  page,
  context,
}) => {
  await controlledBy(page, '/apply-job')
  await formHydrated(page)
  const email = `applicant-${stamp()}@example.com`
  await box(page, 'Name').fill('Deepa Hegde')
  await box(page, 'Email Id').fill(email)
  await box(page, 'Phone Number').fill('9123456780')
  await box(page, 'Resume Link').fill('https://drive.example.com/deepa-resume')
  await offline(context, page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible()
  expect(await keptPosts(page)).toBe(1)

  await signalReturns(page, context)
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your job application, saved on this phone, has been sent.' }),
  ).toBeVisible()
  expect(stored('email', email)).toEqual({ submissions: 1, outbox: 1 })
  await expect.poll(() => mailsTo(email)).toBe(1)
  expect(await keptPosts(page)).toBe(0)
})

/** What this build's worker precaches and keeps (the `self.BUILD` line in front of sw.js). */
async function workerBuild(page: Page) {
  const source = await (await page.request.get('/sw.js')).text()
  const line = source.slice(0, source.indexOf('\n'))
  return JSON.parse(line.slice(line.indexOf('{'))) as { precache: string[]; pages: string[] }
}

test('the console is never served from the worker, nor kept for a phone without signal', async ({
  page,
  context,
}) => {
  await controlledBy(page)
  const seen: { path: string; fromWorker: boolean }[] = []
  page.on('response', (r) =>
    seen.push({ path: new URL(r.url()).pathname, fromWorker: r.fromServiceWorker() }),
  )
  const res = await page.goto('/admin/login')
  expect(res!.fromServiceWorker()).toBe(false)
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible()
  await page.waitForLoadState('load')
  const build = await workerBuild(page)
  const known = new Set([...build.precache, ...build.pages])
  const consoleFiles = seen.filter((s) => s.path.startsWith('/assets/') && !known.has(s.path))
  // The console's own chunks and stylesheet are in neither list, and never answered by it.
  expect(consoleFiles.length).toBeGreaterThan(0)
  expect(consoleFiles.filter((s) => s.fromWorker)).toEqual([])
  expect(build.precache.some((p) => /admin/.test(p))).toBe(false)
  const keptConsole = await page.evaluate(async () => {
    const found: string[] = []
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys())
        if (new URL(r.url).pathname.startsWith('/admin')) found.push(r.url)
    return found
  })
  expect(keptConsole).toEqual([])

  await offline(context, page)
  await expect(page.goto('/admin/login')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
})

test('the worker is within its size cap (16 KB) and always checked for a new build', async ({
  page,
}) => {
  const sw = await page.request.get('/sw.js')
  expect(sw.headers()['cache-control']).toBe('no-cache')
  expect((await sw.body()).length).toBeLessThanOrEqual(16 * 1024)
})

test('Chromium finds the site installable: no installability errors, the manifest read whole', async ({
  baseURL,
}) => {
  // A persistent profile: in Playwright's own (incognito) contexts Chromium answers "in-incognito"
  // whatever the site does.
  const profile = mkdtempSync(path.join(tmpdir(), 'site-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await controlledBy(page, `${baseURL}/`)
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`)
    expect(manifest.errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
