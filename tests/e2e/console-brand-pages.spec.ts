import sharp from 'sharp'
import { editorsReady, enrolOn } from './support/console.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'
import { serverOfItsOwn } from './support/own-server.ts'

// Issue 12, through the console as an editor works: a brand moved to another address keeps its
// old links working (301, listed with the redirects, written to the audit log), and a picture
// uploaded with alt text becomes a brand's banner, described by that alt text and cropped around
// the focal point set in the library. Both change seeded brands' pages, which other tests read on
// the shared server, so they run on a server of their own: E2E_PORT + 4, a fresh SQLite file.
const server = serverOfItsOwn(4)

test('a brand moved to another address: the old one answers 301, in the redirects and the audit log', async ({
  page,
  browser,
  request,
}) => {
  const editor = await enrolOn(page, server, 'editor')
  await page.goto(`${server.base}/admin/brands?q=chandrika`)
  await page.getByRole('link', { name: 'Chandrika', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Chandrika' })).toBeVisible()
  const id = /\/admin\/brands\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!
  const address = page.getByRole('combobox', { name: /^Page address/ })
  await expect(address).toHaveValue('/chandrika')
  // "None": the brand's page is then the server-driven one, by id.
  await address.selectOption({ label: 'None' })
  await editorsReady(page)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Published: it is on the site now.')).toBeVisible()

  const moved = `/our-brands-detail/${id}`
  const old = await request.get(`${server.base}/chandrika?utm_source=leaflet`, {
    maxRedirects: 0,
  })
  expect(old.status()).toBe(301)
  expect(old.headers().location).toBe(`${moved}?utm_source=leaflet`)
  // A visitor with the old link lands on the brand's page at its new address.
  await page.goto(`${server.base}/chandrika`)
  await expect(page).toHaveURL(`${server.base}${moved}`)
  await expect(page.getByRole('heading', { level: 1, name: /Chandrika/ })).toBeVisible()

  // The redirects list shows it, made by the move.
  await page.goto(`${server.base}/admin/redirects`)
  const row = page.getByRole('row', { name: /\/chandrika/ })
  await expect(row).toContainText(moved)
  await expect(row).toContainText('when the page moved')

  // The audit log (administrators read it) says who moved it, from where to where.
  const context = await browser.newContext()
  try {
    const admin = await context.newPage()
    await enrolOn(admin, server, 'admin')
    await admin.goto(`${server.base}/admin/audit`)
    const entry = admin
      .getByRole('row')
      .filter({ hasText: `Moved from /chandrika to ${moved} (301).` })
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText(editor.email)
  } finally {
    await context.close()
  }
})

test('a brand given an address of its own: it answers there and under /kn, its old address and its /kn twin 301 there, a reserved name is refused at the field', async ({
  page,
  request,
}) => {
  // The brand's page, in both languages, read before the move: kept by the page cache.
  for (const path of ['/femiluv', '/kn/femiluv'])
    expect((await request.get(`${server.base}${path}`)).status(), path).toBe(200)

  await enrolOn(page, server, 'editor')
  await page.goto(`${server.base}/admin/brands?q=femiluv`)
  await page.getByRole('link', { name: 'Femiluv', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Femiluv' })).toBeVisible()
  await editorsReady(page)
  await page.getByRole('combobox', { name: /^Page address/ }).selectOption({
    label: 'Its own address (next field)',
  })
  const own = page.getByRole('textbox', { name: /^Own address/ })
  const publish = page.getByRole('button', { name: 'Publish changes' })

  // Names the site answers at itself are refused, with the reason at the field.
  for (const name of ['admin', 'kn']) {
    await own.fill(name)
    await publish.click()
    await expect(page.getByText('Some fields need another look')).toBeVisible()
    await expect(own).toHaveAttribute('aria-invalid', 'true')
    await expect(own).toHaveAccessibleDescription(
      new RegExp(`/${name} is one of the site's own addresses; choose another name\\.`),
    )
  }
  await expectNoA11yViolations(page)

  await own.fill('femiluv-care')
  await publish.click()
  await expect(page.getByText('Published: it is on the site now.')).toBeVisible()
  // Kept with its leading slash, as the editor shows it when opened again.
  await page.reload()
  await expect(own).toHaveValue('/femiluv-care')

  // The old address and its Kannada twin send visitors on, the query kept.
  for (const [from, to] of [
    ['/femiluv', '/femiluv-care'],
    ['/kn/femiluv', '/kn/femiluv-care'],
  ]) {
    const old = await request.get(`${server.base}${from}?utm_source=leaflet`, { maxRedirects: 0 })
    expect(old.status(), from).toBe(301)
    expect(old.headers().location).toBe(`${to}?utm_source=leaflet`)
  }
  // The page at its new address, in English and in Kannada.
  await page.goto(`${server.base}/femiluv`)
  await expect(page).toHaveURL(`${server.base}/femiluv-care`)
  await expect(page.getByRole('heading', { level: 1, name: /Femiluv/ })).toBeVisible()
  // The header marks it as one of the brands, as it does the spec's brand pages.
  const nav = page.getByRole('navigation', { name: 'Main', exact: true })
  await expect(nav.getByRole('link', { name: 'Our Brands' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await page.goto(`${server.base}/kn/femiluv`)
  await expect(page).toHaveURL(`${server.base}/kn/femiluv-care`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn')
  await expect(page.getByRole('heading', { level: 1, name: /Femiluv/ })).toBeVisible()

  // The brand list links to the new address, and the sitemap lists it instead of the old one.
  await page.goto(`${server.base}/our-brands`)
  await expect(page.locator('a[href="/femiluv-care"]').first()).toBeVisible()
  await expect(page.locator('a[href="/femiluv"]')).toHaveCount(0)
  const sitemap = await (await request.get(`${server.base}/sitemap.xml`)).text()
  expect(sitemap).toContain('/femiluv-care</loc>')
  expect(sitemap).not.toContain('/femiluv</loc>')
})

/** A 16:5 banner, its left half green and its right half purple. */
async function twoColourBanner(): Promise<Buffer> {
  const right = await sharp({
    create: { width: 800, height: 500, channels: 3, background: '#7a2a9a' },
  })
    .png()
    .toBuffer()
  return sharp({ create: { width: 1600, height: 500, channels: 3, background: '#2a9a4a' } })
    .composite([{ input: right, left: 800, top: 0 }])
    .png()
    .toBuffer()
}

/** The share of the middle row of a screenshot that is the banner's green (not its purple). */
async function greenShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const y = Math.floor(info.height / 2)
  let green = 0
  for (let x = 0; x < info.width; x++) {
    const i = (y * info.width + x) * info.channels
    if (data[i + 1]! > data[i]! && data[i + 1]! > data[i + 2]!) green++
  }
  return green / info.width
}

// The banner's picture and its page in the library, carried from the first test to the second
// (serial: the second is skipped when the first fails).
const alt = 'A green millet field meeting a purple wall'
const name = `white-hills-banner-${Date.now().toString(36)}.png`
let mediaItem = ''

test('a picture uploaded with alt text becomes a brand banner, and the library says where it is used', async ({
  page,
}) => {
  await enrolOn(page, server, 'editor')
  await page.goto(`${server.base}/admin/media`)
  await expect(page.getByText(/or drop them here/)).toBeVisible()
  await page
    .getByLabel('Pictures', { exact: true })
    .setInputFiles([{ name, mimeType: 'image/png', buffer: await twoColourBanner() }])
  await page.getByLabel(`Alt text for ${name}`).fill(alt)
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded 1 picture.' })).toBeVisible()

  // The brand's banner, chosen in the picker; the brand's own banner description left empty, so
  // the library's alt text describes it.
  await page.goto(`${server.base}/admin/brands?q=white`)
  await page.getByRole('link', { name: 'White Hills', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'White Hills' })).toBeVisible()
  await page.getByRole('button', { name: /^(Choose a|Change) picture for Banner$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose a picture for Banner' })
  await dialog
    .getByRole('button', { name: new RegExp(`^${alt}\\W+${name.replace(/\./g, '\\.')}`) })
    .click()
  await expect(dialog).toBeHidden()
  const banner = page.getByRole('group', { name: 'Banner', exact: true })
  await expect(banner).toContainText(alt)
  await expect(banner.locator('input[type="hidden"]')).toHaveValue(`uploads/${name}`)
  await page.getByRole('textbox', { name: /^Banner description/ }).fill('')
  await editorsReady(page)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Published: it is on the site now.')).toBeVisible()

  // The library knows where the picture is used now.
  await page.goto(`${server.base}/admin/media?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name: new RegExp(name.replace(/\./g, '\\.')) }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Picture ${name}` })).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Where it is used' })
      .getByRole('link', { name: 'White Hills' }),
  ).toBeVisible()
  mediaItem = page.url()
})

test('the banner is described by its alt text and cropped around its focal point', async ({
  page,
}) => {
  await enrolOn(page, server, 'editor')
  const left = page.getByRole('spinbutton', { name: 'From the left (%)' })
  const top = page.getByRole('spinbutton', { name: 'From the top (%)' })
  const setFocal = async (x: number) => {
    await page.goto(mediaItem)
    await left.fill(String(x))
    await top.fill('50')
    // The marker on the picture follows the numbers (once the page is hydrated).
    await expect(page.locator('.focal-marker')).toHaveAttribute('style', `left: ${x}%; top: 50%;`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    await page.reload()
    await expect(left).toHaveValue(String(x))
  }

  // A visitor on a phone, where the 16:5 banner is drawn 2:1: a crop shows about 62% of its
  // width. Each look is a fresh visit (browsers may keep a page for its max-age of 60 s).
  const shown = async () => {
    const context = await page
      .context()
      .browser()!
      .newContext({
        viewport: { width: widths.phone, height: 800 },
      })
    try {
      const visitor = await context.newPage()
      await visitor.goto(`${server.base}/white-hills`)
      const banner = visitor.getByRole('img', { name: alt, exact: true })
      await expect(banner).toBeVisible()
      await expect
        .poll(() =>
          banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true)
      const drawn = await greenShare(await banner.screenshot())
      // The pipeline's own 2:1 crop of the variant the page served, cut around the same point.
      const served = new URL(await banner.evaluate((img: HTMLImageElement) => img.currentSrc))
      const original = served.pathname.replace(/\.w\d+\.(avif|webp)$/, '')
      const crop = await visitor.request.get(
        `${server.base}${original}.w640.c2x1.webp${served.search}`,
      )
      expect(crop.status()).toBe(200)
      return { drawn, cropped: await greenShare(await crop.body()) }
    } finally {
      await context.close()
    }
  }
  // The focal point on the left: the crop keeps the green field.
  await setFocal(10)
  const leftLook = await shown()
  expect(leftLook.drawn).toBeGreaterThan(0.6)
  expect(leftLook.cropped).toBeGreaterThan(0.6)
  // Moved to the right: the same banner is cropped to the purple wall.
  await setFocal(90)
  const rightLook = await shown()
  expect(rightLook.drawn).toBeLessThan(0.4)
  expect(rightLook.cropped).toBeLessThan(0.4)
})
