import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { startPrivateServer } from '../../scripts/support/private-server.js'
import { enrolOn } from './support/console.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'

// Issue 36, "Trash instead of delete", as staff meet it: Delete asks first (keyboard alone), the
// item leaves the public site, the Trash lists it and a restore brings its page back; an
// administrator empties the trash after a second confirmation. It takes a seeded post off the
// site, which other tests read on the shared server, so it runs on a server of its own:
// E2E_PORT + 15, a fresh SQLite file.
const port = Number(process.env.E2E_PORT ?? 4310) + 15

test.describe.configure({ mode: 'serial' })

let server: Awaited<ReturnType<typeof startPrivateServer>>
test.beforeAll(async () => {
  server = await startPrivateServer({ port, dir: undefined })
})

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
test.afterAll(async () => {
  await server?.stop()
})

let title = ''
let publicPath = ''

test('Delete asks first, and Cancel leaves the post where it was', async ({ browser }) => {
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
  expect((await page.request.get(`${server.base}${publicPath}`)).status()).toBe(200)

  // The first step only asks; it is reached and answered with the keyboard alone.
  await page.getByRole('button', { name: 'Move this post to the trash…' }).focus()
  await page.keyboard.press('Enter')
  const question = page.getByRole('heading', { name: `Move “${title}” to the trash?` })
  await expect(question).toBeFocused()
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
  }
  // Cancel leaves it where it was.
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
  expect((await page.request.get(`${server.base}${publicPath}`)).status()).toBe(200)
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

  const gone = await page.goto(`${server.base}${publicPath}`)
  expect(gone?.status()).toBe(404)
  await page.goto(`${server.base}/resource`)
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
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
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
  }

  await page.getByRole('button', { name: `Restore ${title}` }).click()
  await expect(page.getByText('Restored: it is back as it was')).toBeVisible()
  await expect(page.getByText('The trash is empty.')).toBeVisible()
  const back = await page.goto(`${server.base}${publicPath}`)
  expect(back?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
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
