import type { Locator, Page } from '@playwright/test'
import { addStaff, enrol } from './support/console.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'

// The page copy in Kannada (issue 35): an editor changes the Kannada of a home-page block in the
// console, saves it as a draft (the Kannada home is unchanged), publishes it (the Kannada home
// shows it at once, the English one is as it was). No other spec reads this block's Kannada, so
// the shared server keeps the new text (each run's text is its own).

test.use({ serviceWorkers: 'block' })

const EDITOR = '/admin/copy/home-where-we-operate'

/** The Where We Operate text on a home page. */
const whereText = (page: Page): Locator =>
  page.locator('section[aria-labelledby="where-we-operate"] p').first()

test('an editor translates a home-page block: the draft stays hidden, Publish Kannada shows it at once', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36)
  const knText = `ನಮ್ಮ ವಾಹನಗಳು ಈಗ ಇನ್ನಷ್ಟು ಹಳ್ಳಿಗಳನ್ನು ತಲುಪುತ್ತವೆ (${tag}).`

  // The visitor reads the server's page: without JavaScript it comes without hydration, the
  // slideshow and the service worker, which this test does not look at.
  const anon = await browser.newContext({ javaScriptEnabled: false })
  const visitor = await anon.newPage()
  await visitor.goto('/kn')
  const seeded = (await whereText(visitor).textContent())!.trim()
  // The seed's Kannada, not English marked as such.
  expect(seeded).toMatch(/[\u0C80-\u0CFF]/)
  await expect(whereText(visitor)).not.toHaveAttribute('lang', 'en')
  await visitor.goto('/')
  const english = (await whereText(visitor).textContent())!.trim()

  await enrol(page, addStaff('editor'))
  await page.goto(EDITOR)
  await page.getByRole('link', { name: 'ಕನ್ನಡ Kannada' }).click()
  await expect(page).toHaveURL(/\/admin\/copy\/home-where-we-operate\?lang=kn$/)
  // The English beside each Kannada box, marked as English.
  await expect(
    page.locator('#translation-form').getByText(english, { exact: true }),
  ).toHaveAttribute('lang', 'en')
  const box = page.getByRole('textbox', { name: /^Text in Kannada/ })
  await expect(box).toHaveValue(seeded)

  await box.fill(knText)
  await page.getByRole('button', { name: 'Save Kannada draft' }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'Kannada draft saved. The Kannada page is unchanged until you publish the Kannada.',
  )
  await visitor.goto('/kn')
  await expect(whereText(visitor)).toHaveText(seeded)

  await page.getByRole('button', { name: 'Publish Kannada' }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'Kannada published: the Kannada page shows it now.',
  )
  await visitor.reload()
  await expect(whereText(visitor)).toHaveText(knText)
  await visitor.goto('/')
  await expect(whereText(visitor)).toHaveText(english)
  await anon.close()
})

// Axe on its own (a whole-page scan is slow on a loaded machine): the settings' Kannada view on a
// phone, its words side by side with their English (the statistics' labels among them).
test('the settings’ Kannada view: each word beside its English, axe-clean on a phone', async ({
  page,
}) => {
  await enrol(page, addStaff('admin'))
  await page.setViewportSize({ width: widths.phone, height: 800 })
  await page.goto('/admin/settings?lang=kn')
  await expect(page.getByRole('link', { name: 'ಕನ್ನಡ Kannada' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('textbox', { name: /^Statistic 1: label in Kannada/ })).toHaveValue(
    'ರಾಜ್ಯಗಳು',
  )
  await expect(page.getByTestId('translation-status')).toContainText('published')
  await expectNoA11yViolations(page)
})
