import type { BrowserContextOptions, Page } from '@playwright/test'
import sharp from 'sharp'
import { enrolledState, openEditor } from './support/console.ts'
import { openServerDb } from './support/db.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'

// The picture chooser of every image field (issue 36, defect 6): thumbnails with alt text and
// file name instead of paths, newest first, a search by alt text and file name, a page at a time
// in a library of hundreds, an upload with alt text from inside it, by keyboard as by mouse.

// One editor, enrolled once (sign-in with MFA is the slow part), signed in for every test.
let signedIn: BrowserContextOptions['storageState']
test.beforeAll(async ({ browser }) => {
  signedIn = (await enrolledState(browser, 'editor')).state
})
test.use({ storageState: async ({ browserName: _ }, provide) => provide(signedIn) })

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function png(color: string) {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: color } })
    .png()
    .toBuffer()
}

/** Uploads a picture through the library's own endpoint, as its uploader does. */
async function upload(page: Page, name: string, alt: string, color: string) {
  const csrf = await page.locator('input[name="csrf"]').first().inputValue()
  const res = await page.request.post('/admin/media/upload', {
    headers: { Origin: new URL(page.url()).origin, Accept: 'application/json' },
    multipart: { csrf, alt, file: { name, mimeType: 'image/png', buffer: await png(color) } },
  })
  expect(res.status()).toBe(200)
}

/** A new post's editor: its "Main picture" is an image field; the button exists once hydrated. */
async function openChooser(page: Page) {
  await openEditor(page, '/admin/posts/new')
  const open = page.getByRole('button', { name: 'Choose a picture for Main picture' })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Choose a picture for Main picture' })
  await expect(dialog).toBeVisible()
  return { open, dialog }
}

test('the chooser lists the library as named thumbnails, newest first, searched by alt text or file name', async ({
  page,
}) => {
  const id = stamp()
  await page.goto('/admin/media')
  await upload(page, `millet-${id}.png`, `Millet drying in the sun ${id}`, '#c93')
  await upload(page, `jaggery-${id}.png`, `Blocks of jaggery ${id}`, '#a52')
  const { dialog } = await openChooser(page)

  // Hundreds of pictures, a page of them at a time, as thumbnails named by alt text and file.
  const search = dialog.getByRole('searchbox', { name: 'Search by alt text or file name' })
  await expect(search).toBeFocused()
  const status = dialog.getByRole('status')
  await expect(status).toHaveText(/^\d{3,} pictures, newest first\. Showing 24\.$/)
  const tiles = dialog.getByRole('list', { name: 'Pictures, newest first' }).getByRole('button')
  await expect(tiles).toHaveCount(24)
  await expect(tiles.first().locator('img')).toHaveAttribute('src', /\/media\/.+\?v=/)
  expect(
    await page.locator('select[name="image"]').count(),
    'no select of paths once the page runs',
  ).toBe(0)

  // Newest first; the search looks in the alt text and in the file name.
  await search.fill(id)
  await expect(status).toHaveText(`2 pictures match “${id}”, newest first. Showing 2.`)
  await expect(tiles).toHaveText([
    new RegExp(`^Blocks of jaggery ${id}, jaggery-${id}\\.png$`),
    new RegExp(`^Millet drying in the sun ${id}, millet-${id}\\.png$`),
  ])
  await search.fill(`jaggery ${id}`)
  await expect(status).toHaveText(`1 picture matches “jaggery ${id}”, newest first. Showing 1.`)
  await expect(tiles).toHaveText([new RegExp(`^Blocks of jaggery ${id}`)])
  await search.fill(`millet-${id}.png`)
  await expect(tiles).toHaveText([new RegExp(`^Millet drying in the sun ${id}`)])
  await search.fill(`nothing-like-${id}`)
  await expect(status).toHaveText(`No picture matches “nothing-like-${id}”.`)
  await expect(tiles).toHaveCount(0)
})

test('by keyboard: search, choose, and the field shows the picture; "Show more" adds the next page', async ({
  page,
}) => {
  const id = stamp()
  await page.goto('/admin/media')
  await upload(page, `ragi-${id}.png`, `Ragi sacks at the depot ${id}`, '#763')
  const { open, dialog } = await openChooser(page)
  const tiles = dialog.getByRole('list', { name: 'Pictures, newest first' }).getByRole('button')

  // A page at a time: "Show more" adds the next 24 and takes the keyboard to the first of them.
  await expect(tiles).toHaveCount(24)
  await dialog.getByRole('button', { name: 'Show more pictures' }).click()
  await expect(tiles).toHaveCount(48)
  await expect(tiles.nth(24)).toBeFocused()

  await dialog.getByRole('searchbox').focus()
  await page.keyboard.type(`ragi-${id}`)
  await expect(tiles).toHaveCount(1)
  await page.keyboard.press('Tab') // "Upload a new picture"
  await page.keyboard.press('Tab')
  await expect(tiles.first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Change picture for Main picture' })).toBeFocused()
  const field = page.getByRole('group', { name: 'Main picture', exact: true })
  await expect(field).toContainText(`Ragi sacks at the depot ${id}`)
  await expect(field).toContainText(`ragi-${id}.png`)
  await expect(field.locator('input[type="hidden"][name="image"]')).toHaveValue(
    `uploads/ragi-${id}.png`,
  )
  await expect(field.getByRole('img')).toHaveCount(0) // the thumbnail is decoration: alt=""
  await expect(field.locator('img')).toHaveAttribute('src', /\.webp\?v=/)
  await field.screenshot({ path: 'test-results/screens/image-field.png' })

  // Escape closes without changing anything; "Remove picture" empties an optional field.
  await open.or(page.getByRole('button', { name: 'Change picture for Main picture' })).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(field).toContainText(`ragi-${id}.png`)
  await field.getByRole('button', { name: 'Remove picture from Main picture' }).click()
  await expect(field).toContainText('No picture chosen.')
  await expect(
    page.getByRole('button', { name: 'Choose a picture for Main picture' }),
  ).toBeFocused()
})

test('a picture uploaded from inside the chooser needs alt text, is checked as every upload, and is chosen', async ({
  page,
  consoleErrors,
}) => {
  const id = stamp()
  const { dialog } = await openChooser(page)
  await dialog.getByRole('button', { name: 'Upload a new picture' }).click()
  const form = dialog.getByRole('form', { name: 'Upload a new picture' })
  const file = form.getByLabel('Picture file')
  const alt = form.getByRole('textbox', { name: 'Alt text' })
  const send = form.getByRole('button', { name: 'Upload and choose' })

  // The library's rules: a file, alt text (or decorative), a real picture by its bytes.
  await send.click()
  await expect(form.getByRole('alert')).toHaveText('Choose a picture file to upload.')
  await expect(file).toBeFocused()
  await file.setInputFiles({
    name: `sorghum-${id}.png`,
    mimeType: 'image/png',
    buffer: await png('#bb5'),
  })
  await send.click()
  await expect(form.getByRole('alert')).toHaveText(
    'Describe the picture in the alt text, or mark it as decorative.',
  )
  await expect(alt).toBeFocused()
  await expect(alt).toHaveAttribute('aria-invalid', 'true')
  await file.setInputFiles({
    name: `fake-${id}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture at all'),
  })
  await alt.fill('Not really a picture')
  await send.click()
  await expect(form.getByRole('alert')).toContainText(`fake-${id}.png`)
  // Chromium logs the refusal (a 4xx) as a failed resource: that one is this test's own.
  const refused = consoleErrors.findIndex((e) => /status of 4\d\d .*\/admin\/media\/upload/.test(e))
  expect(refused, consoleErrors.join('\n')).toBeGreaterThanOrEqual(0)
  consoleErrors.splice(refused, 1)

  await file.setInputFiles({
    name: `sorghum-${id}.png`,
    mimeType: 'image/png',
    buffer: await png('#bb5'),
  })
  await alt.fill(`Sorghum heads before the harvest ${id}`)
  await alt.press('Enter')
  await expect(dialog).toBeHidden()
  const field = page.getByRole('group', { name: 'Main picture', exact: true })
  await expect(field).toContainText(`Sorghum heads before the harvest ${id}`)
  await expect(field.locator('input[type="hidden"][name="image"]')).toHaveValue(
    `uploads/sorghum-${id}.png`,
  )
  // Stored by the media pipeline with its alt text, audited as every upload; the fake is not.
  const db = openServerDb('main')
  try {
    const rows = db.prepare('select key, alt, mime from media where key like ?').all(`%-${id}.png`)
    expect(rows).toEqual([
      {
        key: `uploads/sorghum-${id}.png`,
        alt: `Sorghum heads before the harvest ${id}`,
        mime: 'image/png',
      },
    ])
  } finally {
    db.close()
  }
  // Nothing of the chooser went to the editor's form: it was neither sent nor saved.
  await expect(page).toHaveURL(/\/admin\/posts\/new$/)
})

for (const width of [widths.phone, widths.desktop])
  test(`the chooser has no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const { dialog } = await openChooser(page)
    await expect(
      dialog.getByRole('list', { name: 'Pictures, newest first' }).getByRole('button'),
    ).toHaveCount(24)
    await dialog.getByRole('button', { name: 'Upload a new picture' }).click()
    await expectNoA11yViolations(page)
    await page.screenshot({ path: `test-results/screens/chooser-${width}.png` })
    if (width === widths.phone) {
      await page.setViewportSize({ width: 768, height: 900 })
      await page.screenshot({ path: 'test-results/screens/chooser-768.png' })
    }
  })
