import { servers } from '../../playwright.config.ts'
import { openServerDb } from './support/db.ts'
import { expect, test } from './support/fixtures.ts'

// DESIGN.md "Routes" 4: when data cannot be read, the page still renders inside the header and
// footer, says what failed in words for visitors, and answers 503; the home page leaves a failing
// section out. The "faults" server's database is broken on purpose here, one table at a time.
test.describe.configure({ mode: 'serial' })
test.use({ baseURL: servers.faults })

function breakTable(table: string) {
  const db = openServerDb('faults')
  db.exec(`ALTER TABLE ${table} RENAME TO ${table}_hidden`)
  db.close()
  return () => {
    const again = openServerDb('faults')
    again.exec(`ALTER TABLE ${table}_hidden RENAME TO ${table}`)
    again.close()
  }
}

test('a list that cannot be read shows "Error: …" in red with status 503, never the driver text', async ({
  page,
}) => {
  const restore = breakTable('jobs')
  try {
    const res = await page.goto('/opportunity')
    expect(res!.status()).toBe(503)
    const alert = page.getByRole('alert')
    await expect(alert).toHaveText('Error: the job list could not be loaded. Please try again.')
    expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.locator('body')).not.toContainText(/no such table|SqliteError|stack/i)
  } finally {
    restore()
  }
  expect((await page.goto('/opportunity'))!.status()).toBe(200)
})

test('the home page leaves a failing section out, without a message, and still answers 200', async ({
  page,
}) => {
  const restore = breakTable('home_slides')
  try {
    const res = await page.goto('/')
    expect(res!.status()).toBe(200)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  } finally {
    restore()
  }
})

test('without the settings record the shell falls back to the identity defaults', async ({
  page,
}) => {
  const restore = breakTable('settings')
  try {
    const res = await page.goto('/about-us')
    expect(res!.status()).toBe(200)
    await expect(page.getByRole('contentinfo')).toContainText('Bengaluru')
    await expect(page.getByRole('contentinfo')).toContainText('@ 2025. All rights reserved.')
  } finally {
    restore()
  }
})
