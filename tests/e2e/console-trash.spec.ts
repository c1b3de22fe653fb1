import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { enrolOn } from './support/console.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'
import { serverOfItsOwn } from './support/own-server.ts'

// Issue 36, "Trash instead of delete", as staff meet it: Delete asks first (keyboard alone), the
// item leaves the public site, the Trash lists it and a restore brings its page back; an
// administrator empties the trash after a second confirmation. It takes a seeded post off the
// site, which other tests read on the shared server, so it runs on a server of its own:
// E2E_PORT + 15, a fresh SQLite file.
const server = serverOfItsOwn(15)

// Each role signs in (with its MFA enrolment) once; the tests reuse its session.
const sessions: Partial<Record<'editor' | 'admin', BrowserContextOptions['storageState']>> = {}
async function signedIn(browser: Browser, role: 'editor' | 'admin'): Promise<Page> {
  if (!sessions[role]) {
    const page = await (await browser.newContext()).newPage()
    await enrolOn(page, server, role)
    sessions[role] = await page.context().storageState()
    return page
  }
  return (await browser.newContext({ storageState: sessions[role] })).newPage()
}
// The editor signs in before the tests, in a hook of its own (its own time limit): on a loaded
// machine an enrolment and the first test's axe passes did not fit in one test's minute.
test.beforeAll(async ({ browser }) => {
  const page = await signedIn(browser, 'editor')
  await page.context().close()
})

/**
 * A visitor's page, without the staff session: staff requests bypass the page cache, so only a
 * visitor sees whether the pages that showed the item were invalidated (kept in the cache, a
 * trashed post would still answer 200).
 */
async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage()
}

let title = ''
let publicPath = ''
let editPath = ''

test('Delete asks first, and Cancel leaves the post where it was', async ({ browser, request }) => {
  const page = await signedIn(browser, 'editor')
  await page.goto(`${server.base}/admin/posts?sort=date`)
  const first = page.getByRole('main').getByRole('listitem').nth(0).getByRole('link')
  title = (await first.innerText()).trim()
  await page.goto(`${server.base}${await first.getAttribute('href')}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  publicPath = new URL(
    (await page.getByRole('link', { name: /View on the site/ }).getAttribute('href'))!,
    server.base,
  ).pathname
  // A visitor reads the post and the list that links it: both are now in the page cache.
  for (const path of [publicPath, '/resource']) {
    expect((await request.get(`${server.base}${path}`)).status()).toBe(200)
    expect((await request.get(`${server.base}${path}`)).headers()['x-cache'], path).toBe('hit')
  }

  // The first step only asks; it is reached and answered with the keyboard alone.
  await page.getByRole('button', { name: 'Move this post to the trash…' }).focus()
  await page.keyboard.press('Enter')
  const question = page.getByRole('heading', { name: `Move “${title}” to the trash?` })
  await expect(question).toBeFocused()
  editPath = new URL(page.url()).pathname
  // Cancel leaves it where it was.
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
  expect((await request.get(`${server.base}${publicPath}`)).status()).toBe(200)
})

// axe on the question, in a test of its own: the editor is a long page, and on a loaded machine
// two axe passes over it beside the steps above overran one test's minute.
test('the question has no axe violations at 360 and 1280 px', async ({ browser }) => {
  const page = await signedIn(browser, 'editor')
  await page.goto(`${server.base}${editPath}?confirm=trash`)
  await expect(page.getByRole('heading', { name: `Move “${title}” to the trash?` })).toBeVisible()
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
  }
})

test('confirmed, the post leaves the site and waits in the Trash', async ({ browser }) => {
  const page = await signedIn(browser, 'editor')
  await page.goto(`${server.base}/admin/posts?sort=date`)
  await page.getByRole('main').getByRole('link', { name: title, exact: true }).click()
  await page.getByRole('button', { name: 'Move this post to the trash…' }).click()
  const question = page.getByRole('heading', { name: `Move “${title}” to the trash?` })
  await expect(question).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Yes, move it to the trash' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Moved to the trash. It is off the site')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toHaveCount(
    0,
  )

  // Visitors, whom the page cache serves, no longer meet it.
  const reader = await visitor(browser)
  const gone = await reader.goto(`${server.base}${publicPath}`)
  expect(gone?.status()).toBe(404)
  await reader.goto(`${server.base}/resource`)
  await expect(reader.getByRole('link', { name: title })).toHaveCount(0)
  await reader.context().close()
})

test('the Trash restores it: its page is back for visitors', async ({ browser }) => {
  const page = await signedIn(browser, 'editor')
  await page.goto(`${server.base}/admin`)
  await page.getByRole('link', { name: 'Trash', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible()
  await expect(page.getByText('1 item in the trash')).toBeVisible()
  // The item's name, shown once (its Restore button names it again for screen readers).
  await expect(page.getByRole('paragraph').filter({ hasText: title })).toBeVisible()
  // Editors restore; emptying is for administrators.
  await expect(page.getByRole('button', { name: 'Empty the trash…' })).toHaveCount(0)
  for (const width of [widths.phone, 768, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 })
    if (width !== 768) await expectNoA11yViolations(page)
    await page.screenshot({ path: `test-results/screens/trash-${width}.png`, fullPage: true })
  }

  await page.getByRole('button', { name: `Restore ${title}` }).click()
  await expect(page.getByText('Restored: it is back as it was')).toBeVisible()
  await expect(page.getByText('The trash is empty.')).toBeVisible()
  const reader = await visitor(browser)
  await reader.goto(`${server.base}/resource`)
  await expect(reader.getByRole('link', { name: title }).first()).toBeVisible()
  const back = await reader.goto(`${server.base}${publicPath}`)
  expect(back?.status()).toBe(200)
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await reader.context().close()
})

test('an administrator empties the trash after a second confirmation', async ({ browser }) => {
  const page = await signedIn(browser, 'admin')
  await page.goto(`${server.base}/admin/posts?sort=date`)
  const second = page.getByRole('main').getByRole('listitem').nth(1).getByRole('link')
  const other = (await second.innerText()).trim()
  await page.goto(`${server.base}${await second.getAttribute('href')}`)
  await page.getByRole('button', { name: 'Move this post to the trash…' }).click()
  await page.getByRole('button', { name: 'Yes, move it to the trash' }).click()
  await expect(page.getByText('Moved to the trash.')).toBeVisible()

  await page.goto(`${server.base}/admin/trash`)
  await page.getByRole('button', { name: 'Empty the trash…' }).click()
  const question = page.getByRole('heading', { name: 'Delete this item for good?' })
  await expect(question).toBeFocused()
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
  }
  await page.getByRole('button', { name: 'Yes, delete them for good' }).click()
  await expect(
    page.getByText('The trash is empty: what was in it is deleted for good.'),
  ).toBeVisible()

  await page.goto(`${server.base}/admin/audit`)
  await expect(page.getByText(`Emptied the trash: 1 item (${other}).`)).toBeVisible()
})
