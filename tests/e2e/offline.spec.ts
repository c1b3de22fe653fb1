import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { tmpdir } from 'node:os'
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js'
import { expectNoA11yViolations, hydrated } from './support/fixtures.ts'
import { controlledBy, expect, offline, online, test, workerBuild } from './support/offline.ts'
import { openServerDb, serverOutboxDir } from './support/db.ts'
import { box, fillApplication, fillContact, formHydrated } from './support/forms.ts'

// The service worker (docs/offline.md) in real Chromium: pages kept for a phone without signal,
// the offline page, forms kept on the phone and sent once, the console left alone. Each test has
// its own browser context, so its worker, caches and kept forms are its own.

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
/**
 * The signal comes back: the visitor is told the kept message went, exactly one message reaches
 * the inbox, the outbox and the mail peer, and the kept copy is gone from the phone (phones are
 * shared).
 */
async function sentOnceWhenSignalReturns(page: Page, context: BrowserContext, email: string) {
  await signalReturns(page, context)
  await sentOnce(page, email)
}

async function sentOnce(page: Page, email: string) {
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your message, saved on this phone, has been sent.' }),
  ).toBeVisible()
  expect(stored('email', email)).toEqual({ submissions: 1, outbox: 1 })
  await expect.poll(() => mailsTo(email)).toBe(1)
  expect(await keptPosts(page)).toBe(0)
}

test('a page opened once opens again without signal, from the phone, and hydrates', async ({
  page,
  context,
}) => {
  await controlledBy(page)
  const first = await page.goto('/about-us')
  expect(first!.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The page's scripts come after its main picture is drawn, after `load` (ADR 0035): once it
  // has hydrated they have come through the worker, which kept them.
  await hydrated(page)
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
  // Its scripts too, for the kept page opened below (they come after `load`, ADR 0035).
  await hydrated(page)
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

test('the offline page’s Try again stays on this site, whatever its address says', async ({
  page,
}) => {
  // A link to /offline?page=/\host shared on WhatsApp sent a visitor who tapped Try again to
  // another site: a browser reads /\host (and /<tab>/host) as //host.
  const tryAgain = page.getByRole('link', { name: 'Try again' })
  await page.goto(`/offline?page=${encodeURIComponent('/privacy-policy')}`)
  await expect(tryAgain).toHaveAttribute('href', '/privacy-policy')
  for (const away of ['/\\evil.example', '/\t/evil.example', '//evil.example']) {
    await page.goto(`/offline?page=${encodeURIComponent(away)}`)
    // The kept pages are read in an effect started with the one that reads ?page=, and answer
    // later: once they show, Try again has had its chance to appear.
    await expect(page.getByText('Looking for pages kept on this phone…')).toHaveCount(0)
    await expect(tryAgain, JSON.stringify(away)).toHaveCount(0)
  }
})

test('a Kannada page never opened shows the Kannada offline page; the Kannada contact form opens as its shell', async ({
  page,
  context,
}) => {
  await controlledBy(page)
  await page.goto('/kn/about-us')
  // Its scripts come after its main picture is drawn (ADR 0035): let them arrive before the
  // signal goes, or the page's own late requests fail offline.
  await hydrated(page)
  // Reading a Kannada page keeps the worker's Kannada pages, after the page itself.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        Promise.all(
          ['/kn/offline', '/kn/contact-us?shell=1', '/kn/apply-job?shell=1'].map(
            async (p) => !!(await caches.match(p)),
          ),
        ),
      ),
    )
    .toEqual([true, true, true])
  await offline(context, page)
  await page.goto('/kn/privacy-policy')
  await expect(page).toHaveURL(/\/kn\/offline\?page=%2Fkn%2Fprivacy-policy$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ಈ ಪುಟ ಇನ್ನೂ ನಿಮ್ಮ ಫೋನ್‌ನಲ್ಲಿ ಇಲ್ಲ')
  await expect(page.getByRole('link', { name: /ಗ್ರಾಹಕ ಸೇವೆಗೆ ಕರೆ ಮಾಡಿ/ })).toHaveAttribute(
    'href',
    'tel:+918065550123',
  )
  const kept = page.getByRole('region', { name: 'ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಿರುವ ಪುಟಗಳು' })
  await expect(kept.getByRole('link')).toHaveCount(1)
  await expect(kept.getByRole('link')).toHaveAttribute('href', '/kn/about-us')
  await expect(page.getByRole('link', { name: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ' })).toHaveAttribute(
    'href',
    '/kn/privacy-policy',
  )

  // The Kannada contact form, never opened here, opens as its Kannada shell.
  await page.goto('/kn/contact-us')
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn')
  await expect(page.getByRole('button', { name: 'ಸಂದೇಶ ಕಳುಹಿಸಿ' })).toBeVisible()
})

/**
 * Sends a kept form the two ways a phone does once the signal is back, both at once: the
 * Background Sync event (fired through the DevTools protocol) and the page's `online` event.
 */
async function signalReturns(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page)
  const registrationId = await registrationOf(cdp)
  await online(context, page)
  await sendTries(page, cdp, registrationId)
}

/** The two tries of signalReturns, fired together. */
async function sendTries(page: Page, cdp: CDPSession, registrationId: string) {
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
  await fillContact(page, {
    name: 'Manjunath S',
    email,
    subject: 'Written on the bus',
    phone: '9845012345',
    message: 'One bar of signal, then none.',
  })
  await offline(context, page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible()
  await expect(box(page, 'Email')).toHaveValue('')
  expect(await keptPosts(page)).toBe(1)
  expect(stored('email', email)).toEqual({ submissions: 0, outbox: 0 })

  await sentOnceWhenSignalReturns(page, context, email)
})

/** What the test reaches inside the worker (see the test below). */
type HeldTry = {
  asked: Promise<void>
  fail: () => void
  tries: number
}
type Held = { heldTry: HeldTry }

test('a try that meets no network as the signal comes back does not swallow the tries after it: the message still reaches the inbox once', async ({
  page,
  context,
}) => {
  await controlledBy(page, '/contact-us')
  await formHydrated(page)
  const email = `edge-${stamp()}@example.com`
  await fillContact(page, {
    name: 'Savitha R',
    email,
    subject: 'At the edge of the signal',
    phone: '9845012347',
    message: 'The bar came back for a moment.',
  })
  await offline(context, page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible()

  // The worker's first try is held at its first request and then fails as with no network: a try
  // that started a moment before the worker had the signal (the page hears it first). The worker
  // counts the tries it is asked for, the phone's two kinds.
  const worker = context.serviceWorkers().find((w) => new URL(w.url()).pathname === '/sw.js')
  expect(worker, 'the page’s service worker').toBeDefined()
  await worker!.evaluate(() => {
    const scope = globalThis as unknown as Held & {
      fetch: typeof fetch
      addEventListener: (type: string, listener: (e: { data?: unknown }) => void) => void
    }
    const real = scope.fetch
    let asked = () => {}
    let fail = () => {}
    const failed = new Promise<void>((resolve) => (fail = resolve))
    scope.heldTry = { asked: new Promise<void>((resolve) => (asked = resolve)), fail, tries: 0 }
    scope.addEventListener('sync', () => scope.heldTry.tries++)
    scope.addEventListener('message', (e) => {
      if ((e.data as { type?: string } | null)?.type === 'send-kept-forms') scope.heldTry.tries++
    })
    scope.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('/forms/token')) return real(input, init)
      scope.fetch = real
      asked()
      await failed
      throw new TypeError('Failed to fetch')
    }
  })
  const cdp = await context.newCDPSession(page)
  const registrationId = await registrationOf(cdp)
  await online(context, page)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await worker!.evaluate(() => (globalThis as unknown as Held).heldTry.asked)
  // While the first try hangs, the phone's two tries come; then the first fails.
  const tried = () => worker!.evaluate(() => (globalThis as unknown as Held).heldTry.tries)
  const before = await tried()
  const tries = sendTries(page, cdp, registrationId)
  await expect.poll(tried).toBeGreaterThanOrEqual(before + 2)
  await worker!.evaluate(() => (globalThis as unknown as Held).heldTry.fail())
  await tries

  await sentOnce(page, email)
})

test('a job application sent without signal is saved, then reaches the inbox once', async ({
  page,
  context,
}) => {
  await controlledBy(page, '/apply-job')
  await formHydrated(page)
  const email = `applicant-${stamp()}@example.com`
  await fillApplication(page, {
    name: 'Deepa Hegde',
    email,
    phone: '9123456780',
    resume: 'https://drive.example.com/deepa-resume',
  })
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

/** What reached the server for this address: the application's job, if any. */
function application(email: string) {
  const db = openServerDb('main')
  try {
    return db.prepare('select job_id from submissions where email = ?').all(email) as {
      job_id: number | null
    }[]
  } finally {
    db.close()
  }
}

test('a contact form never opened on this phone can be filled in without signal, then reaches the inbox once', async ({
  page,
  context,
}) => {
  // The worker is installed from another page: the contact page itself was never opened here.
  await controlledBy(page, '/about-us')
  await offline(context, page)
  const shell = await page.goto('/contact-us')
  expect(shell!.fromServiceWorker()).toBe(true)
  await expect(page).toHaveURL(/\/contact-us$/)
  await formHydrated(page)
  // The shell carries no time-trap of its own: one is fetched when the post is sent.
  await expect(page.locator('input[name="started"]')).toHaveValue('')
  const email = `shell-${stamp()}@example.com`
  await fillContact(page, {
    name: 'Lakshmi N',
    email,
    subject: 'From a page I never opened',
    phone: '9845012346',
    message: 'Written with no signal at all.',
  })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible()
  expect(await keptPosts(page)).toBe(1)

  await sentOnceWhenSignalReturns(page, context, email)
})

test('a job application from a job link never opened here: the shell without signal, sent at once when the signal is back, naming the job', async ({
  page,
  context,
}) => {
  const db = openServerDb('main')
  const job = db
    .prepare("select id from jobs where job_status = 'Open' order by id limit 1")
    .get() as { id: number }
  db.close()
  await controlledBy(page, '/about-us')
  await offline(context, page)
  const shell = await page.goto(`/apply-job?job=${job.id}`)
  expect(shell!.fromServiceWorker()).toBe(true)
  await formHydrated(page)
  await expect(page.locator('input[name="started"]')).toHaveValue('')
  await expect(page.locator('input[name="job_id"]')).toHaveValue(String(job.id))
  const email = `shell-applicant-${stamp()}@example.com`
  await fillApplication(page, {
    name: 'Ravi Kumar',
    email,
    phone: '9123456781',
    resume: 'https://drive.example.com/ravi-resume',
  })
  // The signal is back before Send: the post fetches a fresh time-trap and goes at once.
  await online(context, page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Applied Successfully!')).toBeVisible()
  expect(application(email)).toEqual([{ job_id: job.id }])
  expect(stored('email', email)).toEqual({ submissions: 1, outbox: 1 })
})

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
