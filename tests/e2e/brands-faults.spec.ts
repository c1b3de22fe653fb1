import { servers } from '../../playwright.config.ts'
import { openServerDb } from './support/db.ts'
import { expect, test } from './support/fixtures.ts'

// DESIGN.md "Routes" 4 on the brand pages: when the brands cannot be read, each page still renders
// inside the header and footer, says "Error: …" in red where its data would be, and answers 503.
// Only the brands table is hidden here, so tests of other tables on this server are unaffected.
test.describe.configure({ mode: 'serial' })
test.use({ baseURL: servers.faults })

test('brand pages that cannot be read answer 503 with "Error: …", never the driver text', async ({
  page,
}) => {
  const db = openServerDb('faults')
  db.exec('ALTER TABLE brands RENAME TO brands_hidden')
  db.close()
  try {
    for (const [path, message] of [
      ['/our-brands', 'the list of brands could not be loaded. Please try again.'],
      ['/naati', 'the brand could not be loaded. Please try again.'],
      ['/trulove', 'the brand could not be loaded. Please try again.'],
      ['/our-brands/suggi', 'the categories could not be loaded. Please try again.'],
      ['/our-brands/suggi/spices', 'the products could not be loaded. Please try again.'],
      ['/our-brands/suggi/products', 'the products could not be loaded. Please try again.'],
    ] as const) {
      const res = await page.goto(path)
      expect(res!.status(), path).toBe(503)
      expect(res!.headers()['cache-control'], path).toBe('private, no-store')
      const alert = page.getByRole('main').getByRole('alert')
      await expect(alert, path).toHaveText(`Error: ${message}`)
      expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)')
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.locator('body'), path).not.toContainText(/no such table|SqliteError/i)
    }
  } finally {
    const again = openServerDb('faults')
    again.exec('ALTER TABLE brands_hidden RENAME TO brands')
    again.close()
  }
  expect((await page.goto('/naati'))!.status()).toBe(200)
})
