import type { BrowserContext, Page } from '@playwright/test'
import { test as base, expect } from './fixtures.ts'

// What the service worker's browser tests share (tests/e2e/offline*.spec.ts, docs/offline.md).

/** Without signal the browser logs each failed request (a picture not kept): that is the test's
 * doing. Every other console error still fails the test. */
export const test = base.extend<{ consoleErrors: string[] }>({
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

export { expect }

/** Opens a first page and waits until the installed worker controls it (it claims the page). */
export async function controlledBy(page: Page, url = '/') {
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

/**
 * No signal, for the page and for its service worker. Chromium takes the emulation to each target
 * in turn, so the worker's own requests may still reach the server a moment after the page's
 * fail: wait until one the worker makes itself (a page's data, which it answers with a reload
 * instruction when the network fails) comes back as "no network".
 */
export async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  await expect.poll(() => workerAnswer(page)).toBe(204)
}

/**
 * The signal back, for the page and for its service worker: the mirror of offline(). The page's
 * `online` event fires as soon as the page has it; wait until a request the worker makes itself
 * reaches the server again.
 */
export async function online(context: BrowserContext, page: Page) {
  await context.setOffline(false)
  await expect.poll(() => workerAnswer(page)).toBe(200)
}

/** A page's data through the worker: 200 from the server, 204 (its reload instruction) without
 * network. Past the HTTP cache, which would answer a page read before from the phone. */
const workerAnswer = (page: Page) =>
  page.evaluate(() =>
    fetch('/about-us.data', { cache: 'no-store' }).then(
      (r) => r.status,
      () => 0,
    ),
  )

/** What this build's worker precaches and keeps (the `self.BUILD` line in front of sw.js). */
export async function workerBuild(page: Page, origin = '') {
  const source = await (await page.request.get(`${origin}/sw.js`)).text()
  const line = source.slice(0, source.indexOf('\n'))
  return JSON.parse(line.slice(line.indexOf('{'))) as {
    version: string
    precache: string[]
    pages: string[]
  }
}
