import { addStaff, enrol } from './support/console.ts'
import { arrangeJob } from './support/db.ts'
import { expect, expectNoA11yViolations, hydrated, test, widths } from './support/fixtures.ts'

// One search for the whole console (issue 37): from the bar of any console page ("/" puts the
// cursor there), or from the menu on a phone; hits grouped by list, each leading to its editor.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test('"/" on any console page puts the cursor in the search; a hit leads to its editor', async ({
  page,
}) => {
  const tag = stamp()
  const title = `Quokka Keeper ${tag}`
  const id = arrangeJob({ title })
  await enrol(page, addStaff('editor'))
  await page.goto('/admin/media')
  await hydrated(page)
  await page.keyboard.press('/')
  const box = page.getByRole('searchbox', { name: 'Search the console', exact: true })
  await expect(box).toBeFocused()
  await page.keyboard.type(tag)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/admin/search?q=${tag}`)
  await expect(page.getByRole('status').filter({ hasText: tag })).toHaveText(
    `1 match for “${tag}”.`,
  )
  // The page's own box holds the words, for the next search.
  const words = page.getByRole('searchbox', { name: 'Words to search for' })
  await expect(words).toHaveValue(tag)
  // A new search from the bar replaces what was half typed in the page's box.
  await words.fill('half typed')
  await box.fill(`quokka ${tag}`)
  await box.press('Enter')
  await expect(page).toHaveURL(`/admin/search?q=quokka+${tag}`)
  await expect(words).toHaveValue(`quokka ${tag}`)
  await page.getByRole('region', { name: 'Jobs (1)' }).getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(`/admin/jobs/${id}`)
  await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(title)
})

test('on a phone the menu has the search; no hit says so; axe finds nothing at 360 and 1280 px', async ({
  page,
}, testInfo) => {
  const tag = stamp()
  arrangeJob({ title: `Quokka Driver ${tag}` })
  await enrol(page, addStaff('editor'))
  await page.setViewportSize({ width: widths.phone, height: 800 })
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const box = page.getByRole('searchbox', { name: 'Search the console', exact: true })
  await box.fill(`quokka driver ${tag}`)
  await box.press('Enter')
  await expect(page.getByRole('region', { name: 'Jobs (1)' })).toBeVisible()
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
    await testInfo.attach(`search-${width}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })
  }
  await page.getByRole('searchbox', { name: 'Words to search for' }).fill(`no such ${tag}`)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: tag })).toHaveText(
    `Nothing matches “no such ${tag}”.`,
  )
})
