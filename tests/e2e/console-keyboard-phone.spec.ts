import type { BrowserContextOptions, Locator, Page } from '@playwright/test'
import { enrolledState, openEditor, richText } from './support/console.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'
import { expectChosenStandsOut } from './support/forced-colours.ts'

// Keyboard and phone friction in the console (issue 36, defect 10): a rich text toolbar is one
// Tab stop with the arrow keys inside it (the WAI-ARIA toolbar pattern), and the audit log and
// the redirects keep every column on a 360 px phone instead of behind a sideways scroll.

// One administrator (it may open all three pages), enrolled once, signed in for every test.
let signedIn: BrowserContextOptions['storageState']
test.beforeAll(async ({ browser }) => {
  signedIn = (await enrolledState(browser, 'admin')).state
})
test.use({ storageState: async ({ browserName: _ }, provide) => provide(signedIn) })

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test('a rich text toolbar is one Tab stop, and the arrow keys, Home and End move inside it', async ({
  page,
}) => {
  await page.goto('/admin/jobs/new')
  const short = await richText(page, 'Short description')
  const long = await richText(page, 'Description')
  const [first, second] = [0, 1].map((i) =>
    page.getByRole('toolbar', { name: 'Formatting' }).nth(i),
  ) as [Locator, Locator]
  const tool = (bar: Locator, name: string) => bar.getByRole('button', { name, exact: true })

  // Tab from the field before the editors: one stop in each toolbar, then its text.
  await page.getByRole('textbox', { name: /^Apply link/ }).focus()
  await page.keyboard.press('Tab')
  await expect(tool(first, 'Bold')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(short).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(tool(second, 'Bold')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(long).toBeFocused()

  // Inside a toolbar the arrows move (and wrap), Home and End go to the ends.
  await page.keyboard.press('Shift+Tab')
  await expect(tool(second, 'Bold')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(tool(second, 'Italic')).toBeFocused()
  await page.keyboard.press('End')
  await expect(tool(second, 'Link')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(tool(second, 'Bold')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(tool(second, 'Link')).toBeFocused()
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(tool(second, 'Underline')).toBeFocused()

  // The toolbar remembers the tool last used: leaving and coming back lands on it.
  await page.keyboard.press('Tab')
  await expect(long).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(tool(second, 'Underline')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(tool(second, 'Underline')).toHaveAttribute('aria-pressed', 'true')
  await expect(long).toBeFocused()
  await page.keyboard.type('Underlined')
  await expect(long.locator('u')).toHaveText('Underlined')
  // The other toolbar kept its own place.
  await expect(tool(first, 'Bold')).toHaveAttribute('tabindex', '0')
  await expect(first.locator('button[tabindex="0"]')).toHaveCount(1)
})

/**
 * The right edge of an element, and of the visible part of the page. The element is brought into
 * view up or down only: scrolling a table's box sideways to reach it would hide the very defect
 * (a last column behind a sideways scroll) this looks for.
 */
async function fitsOnScreen(page: Page, cell: Locator) {
  await cell.evaluate((el) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest' })
    for (let box = el.parentElement; box; box = box.parentElement) box.scrollLeft = 0
  })
  await expect(cell).toBeInViewport({ ratio: 1 })
  const box = (await cell.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(widths.phone)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'the page scrolls sideways on a phone').toBeLessThanOrEqual(0)
}

test('on a 360 px phone the audit log shows every column of an entry, still as a table', async ({
  page,
}) => {
  await page.setViewportSize({ width: widths.phone, height: 800 })
  await page.goto('/admin/audit')
  const table = page.getByRole('table', { name: 'Audit log entries' })
  await expect(table.getByRole('columnheader')).toHaveText(['When', 'Who', 'What', 'Address'])
  // The newest entry is this sign-in; its last column (the address) is on screen, not scrolled.
  const entry = table.getByRole('row').nth(1)
  const cells = entry.getByRole('cell')
  await expect(cells).toHaveCount(4)
  await expect(cells.nth(3)).toHaveText(/127\.0\.0\.1|::1|—/)
  await fitsOnScreen(page, cells.nth(3))
  await fitsOnScreen(page, cells.nth(2))
})

test('on a 360 px phone a redirect shows where it leads, when it was made and its actions', async ({
  page,
}) => {
  await page.setViewportSize({ width: widths.phone, height: 800 })
  await page.goto('/admin/redirects')
  const add = page.getByRole('form', { name: 'Add a redirect' })
  const old = `/price-list-${stamp()}`
  await add.getByRole('textbox', { name: /^Old address/ }).fill(old)
  await add.getByRole('textbox', { name: /^Leads to/ }).fill('/naati?utm_source=price-list')
  await add.getByRole('textbox', { name: /^Note/ }).fill('On the back of the November price list')
  await add.getByRole('button', { name: 'Add redirect' }).click()
  const row = page.getByRole('row', { name: new RegExp(old) })
  await expect(row.getByRole('cell')).toHaveCount(4)
  await fitsOnScreen(page, row.getByRole('cell').nth(1))
  await fitsOnScreen(page, row.getByRole('cell').nth(2))
  await fitsOnScreen(page, row.getByRole('button', { name: `Remove the redirect from ${old}` }))
  await fitsOnScreen(page, row.getByRole('link', { name: `Change the redirect from ${old}` }))
})

// axe on each page this change touched, at a phone's width and a desktop's (one test each, so
// each stays short on a loaded machine); the screenshots at 768 px are for looking at.
for (const url of ['/admin/jobs/new', '/admin/audit', '/admin/redirects'])
  for (const width of [widths.phone, widths.desktop])
    test(`${url} has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(url)
      if (url === '/admin/jobs/new') await richText(page, 'Description')
      await expectNoA11yViolations(page)
      const name = url.split('/').pop()
      await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true })
      if (width === widths.phone) {
        await page.setViewportSize({ width: 768, height: 900 })
        await page.screenshot({ path: `test-results/screens/${name}-768.png`, fullPage: true })
      }
    })

test("in a Windows contrast theme the console's current page, its language tab and a pressed tool still show", async ({
  page,
}) => {
  // Such a theme (forced colours) drops every background colour, and each of these was marked by
  // one alone: the navigation's current page, the editor's language tab and a pressed Bold.
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' })

  await openEditor(page, '/admin/jobs/1')
  const nav = page.getByRole('navigation', { name: 'Console' }).getByRole('link')
  await expectChosenStandsOut(nav, nav.and(page.locator('[aria-current="page"]')), 'navigation')
  const tabs = page.getByRole('navigation', { name: 'Language of the content' }).getByRole('link')
  await expectChosenStandsOut(
    tabs,
    tabs.and(page.locator('[aria-current="page"]')),
    'language tabs',
  )

  const short = await richText(page, 'Short description')
  await short.click()
  const bar = page.getByRole('toolbar', { name: 'Formatting' }).first()
  const bold = bar.getByRole('button', { name: 'Bold', exact: true })
  await bold.click()
  await expect(bold).toHaveAttribute('aria-pressed', 'true')
  await expectChosenStandsOut(bar.getByRole('button'), bold, 'formatting tools')
})
