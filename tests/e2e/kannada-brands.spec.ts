import { addStaff, enrol, openEditor } from './support/console.ts'
import { openServerDb } from './support/db.ts'
import { expect, test } from './support/fixtures.ts'

// The brand catalogue in both languages (issue 35, docs/architecture.md "Languages"): a product's
// Kannada saved as a draft stays off the Kannada page (its English shows, marked lang="en"),
// published it shows at once, the English page is untouched, and an English edit after it puts
// the product back on the "needs translation" list (the English editor's save is covered by the
// console's own tests; here the row changes as that save writes it, to keep the test short).

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/**
 * A live product of this test's own, under an unlisted brand of its own (the brand list and each
 * sample brand page keep their counts for the tests that check them), at
 * /our-brands-detail/<brand>/products/<id>-<slug>.
 */
function arrangeProduct(tag: string, name: string, slug: string): { brand: number; id: number } {
  const db = openServerDb('main')
  try {
    const now = Date.now()
    const brand = db
      .prepare(
        `insert into brands (slug, path, name, title, description, banner_alt, color, color_code,
           text_color_code, categories, meta_title, meta_description, meta_keywords,
           products_heading, why_choose, tagline, tagline_description, listed, product_pages,
           position, status, publish_at, unpublish_at, updated_at)
         values (?, null, ?, '', '', '', '#1d3a8a', '#142a66', '#ffffff', '[]', '', '', '', '',
           '', '', '', 0, 1, 900, 'published', 0, null, ?)`,
      )
      .run(`soaps-${tag}`, `Soaps ${tag}`, now)
    const r = db
      .prepare(
        `insert into products (brand_id, slug, name, image_alt, short_description, description,
           position, status, publish_at, unpublish_at, updated_at)
         values (?, ?, ?, '', 'A bar for everyday bathing.', '', 0, 'published', 0, null, ?)`,
      )
      .run(brand.lastInsertRowid, slug, name, now)
    return { brand: Number(brand.lastInsertRowid), id: Number(r.lastInsertRowid) }
  } finally {
    db.close()
  }
}

test('an editor translates a product: the draft stays hidden, published it shows, the English page is untouched', async ({
  page,
  browser,
}) => {
  const tag = stamp()
  const name = `Neem Soap ${tag}`
  const slug = `neem-soap-${tag}`
  const { brand, id } = arrangeProduct(tag, name, slug)
  const enPage = `/our-brands-detail/${brand}/products/${id}-${slug}`
  const knName = `ಬೇವಿನ ಸಾಬೂನು ${tag}`
  const needing = `/admin/products?q=${encodeURIComponent(tag)}&kn=needed`

  await enrol(page, addStaff('editor'))
  await page.goto(needing)
  await expect(page.getByRole('status').filter({ hasText: /^1 product$/ })).toBeVisible()

  await openEditor(page, `/admin/products/${id}?lang=kn`)
  await page.getByRole('textbox', { name: /^Name in Kannada/ }).fill(knName)
  await page.getByRole('textbox', { name: /^Short description in Kannada/ }).fill('ಪ್ರತಿದಿನದ ಸ್ನಾನಕ್ಕೆ.')
  await page.getByRole('button', { name: 'Save Kannada draft' }).click()
  await expect(page.getByTestId('translation-status')).toContainText('draft is waiting')

  // The visitor's Kannada page still shows the English, marked as English.
  const anon = await browser.newContext()
  const visitor = await anon.newPage()
  await visitor.goto(`/kn${enPage}`)
  const heading = visitor.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(name)
  await expect(heading).toHaveAttribute('lang', 'en')

  await page.getByRole('button', { name: 'Publish Kannada' }).click()
  await expect(page.getByTestId('translation-status')).toContainText('published')
  await visitor.reload()
  await expect(heading).toHaveText(knName)
  await expect(heading).not.toHaveAttribute('lang')
  await expect(visitor.getByText('ಪ್ರತಿದಿನದ ಸ್ನಾನಕ್ಕೆ.')).not.toHaveAttribute('lang')
  // The English page is as it was.
  await visitor.goto(enPage)
  await expect(heading).toHaveText(name)
  await expect(heading).not.toHaveAttribute('lang')
  await anon.close()

  await page.goto(needing)
  await expect(page.getByRole('status').filter({ hasText: 'Nothing matches.' })).toBeVisible()

  // The English name changes (as a save in the English editor writes it): its Kannada is older
  // than the English now, and the product is back on the list.
  const db = openServerDb('main')
  try {
    db.prepare('update products set name = ?, updated_at = ? where id = ?').run(
      `${name} Large`,
      Date.now(),
      id,
    )
  } finally {
    db.close()
  }
  await page.goto(needing)
  await expect(page.getByRole('status').filter({ hasText: /^1 product$/ })).toBeVisible()
})
