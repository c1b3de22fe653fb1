import type { BrowserContextOptions } from '@playwright/test'
import { enrolledState, openEditor } from './support/console.ts'
import { arrangeJob } from './support/db.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'

// The live preview beside the editor (issue 37): the public page drawn from the form's unsaved
// values, in a frame only the console may hold, updating as the editor types.

let editor: BrowserContextOptions['storageState']
test.beforeAll(async ({ browser }) => {
  editor = (await enrolledState(browser, 'editor')).state
})
test.use({ storageState: async ({ browserName: _ }, provide) => provide(editor) })

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test('the live preview shows the typed title at once, unsaved, in a frame only the console may hold', async ({
  page,
  request,
  consoleErrors,
}) => {
  const tag = stamp()
  const title = `Route Driver ${tag}`
  const id = arrangeJob({ title, slug: `route-driver-${tag}` })
  await page.setViewportSize({ width: widths.desktop, height: 900 })
  await openEditor(page, `/admin/jobs/${id}`)
  const panel = page.locator('details[data-live-preview]')
  await panel.getByText('Live preview', { exact: true }).click()
  const frame = page.frameLocator('iframe[title^="Live preview of this job"]')
  await expect(frame.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
  // The page as the server drew it, without the site's scripts: they would start at the frame's
  // address, which is not the page's, and draw the error page into it.
  await expect(frame.locator('script:not([type="application/ld+json"])')).toHaveCount(0)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(1)

  // Typing redraws it a moment later; the answer may be framed by this origin only.
  const answer = page.waitForResponse((r) => r.url().includes('/admin/live-preview/jobs/'))
  await page.getByRole('textbox', { name: /^Job title/ }).fill(`${title} (nights)`)
  const headers = (await answer).headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['cache-control']).toBe('private, no-store')
  await expect(frame.getByRole('heading', { level: 1, name: `${title} (nights)` })).toBeVisible()
  // The banner says what it is.
  const banner = await frame
    .locator('body')
    .evaluate((body) => getComputedStyle(body, '::before').content)
  expect(banner).toBe('"Preview — not published"')

  // Nothing was saved: the public page and the editor are as they were, and public pages
  // still refuse to be framed.
  const live = await request.get(`/opportunity-detail/${id}`)
  expect(await live.text()).not.toContain('(nights)')
  expect(live.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(live.headers()['x-frame-options']).toBe('DENY')
  await expect(page.getByText('You are editing an unpublished draft')).toHaveCount(0)

  // A required field emptied: the frame says what to put right.
  await page.getByRole('textbox', { name: /^Job title/ }).fill('')
  await expect(frame.getByText('The preview shows again once these are put right')).toBeVisible()
  // That answer is a 422, which Chromium logs; it is the one expected here.
  const refused = () => consoleErrors.findIndex((e) => e.includes('status of 422'))
  await expect.poll(refused).toBeGreaterThanOrEqual(0)
  consoleErrors.splice(refused(), 1)
  await page.getByRole('textbox', { name: /^Job title/ }).fill(`${title} (days)`)
  await expect(frame.getByRole('heading', { level: 1, name: `${title} (days)` })).toBeVisible()

  // At a desktop's width the page is laid out at 1280 px, scaled into the panel.
  await panel.getByRole('radio', { name: 'Desktop (1280 px)' }).check()
  const desktop = page.locator('iframe[title$="Desktop (1280 px)"]')
  await expect
    .poll(() => desktop.evaluate((f: HTMLIFrameElement) => f.contentWindow?.innerWidth))
    .toBe(1280)
  await expect(frame.getByRole('heading', { level: 1, name: `${title} (days)` })).toBeVisible()
  // The console with the preview open, at both widths; the framed page has its own checks.
  await expectNoA11yViolations(page, [], ['iframe'])
  await page.setViewportSize({ width: widths.phone, height: 800 })
  await panel.getByRole('radio', { name: 'Phone (360 px)' }).check()
  await expect(page.locator('iframe[title$="Phone (360 px)"]')).toBeVisible()
  await expectNoA11yViolations(page, [], ['iframe'])
})

test('without JavaScript, "Show the preview" sends the form into the frame', async ({
  browser,
}) => {
  const tag = stamp()
  const title = `Shelf Planner ${tag}`
  const id = arrangeJob({ title, slug: `shelf-planner-${tag}` })
  const context = await browser.newContext({ storageState: editor, javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.setViewportSize({ width: widths.phone, height: 800 })
    await page.goto(`/admin/jobs/${id}`)
    await page.getByRole('textbox', { name: /^Job title/ }).fill(`${title} (Mandya)`)
    await page.getByText('Live preview', { exact: true }).click()
    await page.getByRole('button', { name: 'Show the preview' }).click()
    const frame = page.frameLocator('iframe[title^="Live preview of this job"]')
    await expect(frame.getByRole('heading', { level: 1, name: `${title} (Mandya)` })).toBeVisible()
    // The editor itself stayed where it was, unsaved.
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}$`))
  } finally {
    await context.close()
  }
})

test('the Kannada editor previews the Kannada page as the words are typed, unsaved', async ({
  page,
  request,
}) => {
  const tag = stamp()
  const id = arrangeJob({ title: `Van Loader ${tag}`, slug: `van-loader-${tag}` })
  const title = `ವ್ಯಾನ್ ಲೋಡರ್ ${tag}`
  await page.setViewportSize({ width: widths.desktop, height: 900 })
  await openEditor(page, `/admin/jobs/${id}?lang=kn`)
  await page
    .locator('details[data-live-preview]')
    .getByText('Live preview', { exact: true })
    .click()
  const frame = page.frameLocator(`iframe[title^="Live preview of this job in Kannada"]`)
  // No Kannada yet: the Kannada page shows the English title, marked as English.
  await expect(frame.locator('html')).toHaveAttribute('lang', 'kn')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
  await page.getByRole('textbox', { name: /^Job title in Kannada/ }).fill(title)
  await expect(frame.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
  await expect(frame.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'en')
  // Nothing was published: the Kannada page is as it was.
  expect(await (await request.get(`/kn/opportunity-detail/${id}`)).text()).not.toContain(title)
})
