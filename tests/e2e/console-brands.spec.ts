import { AA_CONTRAST, contrastRatio, formatRatio } from '../../app/domain/content/fields'
import { addStaff, enrol } from './support/console'
import { expect, expectNoA11yViolations, test } from './support/fixtures'

// The brand editor (issue 12) in Chromium against the production build: an editor changes a
// brand's tagline and publishes it, and a colour pair below WCAG AA is refused with its ratio.
// Agardeep is edited because no other browser test reads its words.

test('an editor publishes a brand tagline and sees it on the brand page; a failing colour pair is refused with its ratio', async ({
  page,
}) => {
  await enrol(page, addStaff('editor'))
  await page.goto('/admin/brands?q=agardeep')
  await page.getByRole('link', { name: 'Agardeep', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Agardeep' })).toBeVisible()
  await expectNoA11yViolations(page)

  const tagline = `Light that lingers ${Date.now().toString(36)}`
  await page.getByRole('textbox', { name: 'Tagline (optional)', exact: true }).fill(tagline)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Published: it is on the site now.')).toBeVisible()

  await page.goto('/agardeep')
  await expect(page.getByRole('heading', { name: tagline })).toBeVisible()

  // Grey text on the purple page: the live check says so as it is typed, the save refuses it.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Agardeep' })).toBeVisible()
  const text = page.getByRole('textbox', { name: 'Brand text colour', exact: true })
  await text.fill('#777777')
  const ratio = formatRatio(contrastRatio('#777777', '#5b2a86')!)
  expect(contrastRatio('#777777', '#5b2a86')!).toBeLessThan(AA_CONTRAST)
  await expect(page.getByRole('status').getByText(`On brand colour: ${ratio}`)).toBeVisible()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Some fields need another look')).toBeVisible()
  await expect(page.getByText(`Too little contrast: text on the colour ${ratio}`)).toBeVisible()
  await expect(text).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)

  // A brand with products cannot be deleted; the editor says why and keeps the form as it was.
  await page.getByRole('button', { name: 'Delete this brand' }).click()
  await expect(page.getByText(/This brand still has \d+ products?/)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Tagline (optional)', exact: true })).toHaveValue(
    tagline,
  )

  // Nothing of it reached the site.
  await page.goto('/agardeep')
  await expect(page.getByRole('heading', { name: tagline })).toBeVisible()
  const header = page.locator('[style*="--brand-text"]').first()
  await expect(header).toHaveAttribute('style', /--brand-text:#FFFFFF/i)
})
