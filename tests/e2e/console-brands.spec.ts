import { AA_CONTRAST, contrastRatio, formatRatio } from '../../app/domain/content/fields.ts'
import { addStaff, editorsReady, enrol } from './support/console.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'

// The brand editor (issue 12) in Chromium against the production build: an editor changes a
// brand's tagline and publishes it, and a colour pair below WCAG AA is refused with its ratio.
// Agardeep is edited because no other browser test reads its words; the refused colours are tried
// on Naati, which no browser test edits, so the two tests can run side by side.

test('an editor publishes a brand tagline and sees it on the brand page', async ({ page }) => {
  await enrol(page, addStaff('editor'))
  await page.goto('/admin/brands?q=agardeep')
  await page.getByRole('link', { name: 'Agardeep', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Agardeep' })).toBeVisible()
  await expectNoA11yViolations(page)

  const tagline = `Light that lingers ${Date.now().toString(36)}`
  await page.getByRole('textbox', { name: 'Tagline (optional)', exact: true }).fill(tagline)
  await editorsReady(page)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Published: it is on the site now.')).toBeVisible()

  await page.goto('/agardeep')
  await expect(page.getByRole('heading', { name: tagline })).toBeVisible()
})

test('a failing colour pair is refused with its ratio, and a brand with products is not deleted', async ({
  page,
}) => {
  await enrol(page, addStaff('editor'))
  await page.goto('/admin/brands?q=naati')
  await page.getByRole('link', { name: 'Naati', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Naati' })).toBeVisible()
  const tagline = page.getByRole('textbox', { name: 'Tagline (optional)', exact: true })
  const savedTagline = await tagline.inputValue()

  // Grey text on the dark red page: the live check says so as it is typed, the save refuses it.
  const text = page.getByRole('textbox', { name: 'Brand text colour', exact: true })
  await text.fill('#777777')
  const ratio = formatRatio(contrastRatio('#777777', '#7A1F1F')!)
  expect(contrastRatio('#777777', '#7A1F1F')!).toBeLessThan(AA_CONTRAST)
  await expect(page.getByRole('status').getByText(`On brand colour: ${ratio}`)).toBeVisible()
  await editorsReady(page)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Some fields need another look')).toBeVisible()
  await expect(page.getByText(`Too little contrast: text on the colour ${ratio}`)).toBeVisible()
  await expect(text).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)

  // A brand with products cannot be deleted; the editor says why and keeps the form as it was.
  await page.getByRole('button', { name: 'Move this brand to the trash…' }).click()
  await page.getByRole('button', { name: 'Yes, move it to the trash' }).click()
  await expect(page.getByText(/This brand still has \d+ products?/)).toBeVisible()
  await expect(tagline).toHaveValue(savedTagline)

  // Nothing of it reached the site.
  await page.goto('/naati')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const header = page.locator('[style*="--brand-text"]').first()
  await expect(header).toHaveAttribute('style', /--brand-text:#FFFFFF/i)
})
