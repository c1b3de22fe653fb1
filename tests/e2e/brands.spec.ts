import {
  brandProductCounts,
  suggiCategoryCounts,
  truLoveLineCounts,
} from '../setup/sample-content.ts'
import { expect, expectNoA11yViolations, hydrated, test, widths } from './support/fixtures.ts'

// Requests answered by the service worker never reach page.route, which these tests use to
// hold or stub requests: the worker is kept out of them (its own tests are in offline.spec.ts).
test.use({ serviceWorkers: 'block' })

// SPEC.md §2.6–2.8 as DESIGN.md and issue 5 build them: the brand list, the one brand-page
// template, Suggi's categories and products, and the product page.

const bg = (el: Element) => getComputedStyle(el).backgroundColor

test.describe('the brand list', () => {
  test('14 tiles in the brand colours; a tile changes colour on hover and opens its brand', async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths.desktop, height: 900 })
    await page.goto('/our-brands')
    await expect(page.getByRole('heading', { level: 1, name: 'List of Brands' })).toBeVisible()
    const tiles = page.getByRole('main').getByRole('listitem').getByRole('link')
    await expect(tiles).toHaveCount(14)

    const trulove = page.getByRole('link', { name: 'TruLove Biscuits | Wafers' })
    await expect(trulove).toHaveAttribute('href', '/trulove')
    expect(await trulove.evaluate(bg)).toBe('rgb(107, 62, 38)')
    await trulove.hover()
    await expect.poll(() => trulove.evaluate(bg)).toBe('rgb(132, 80, 47)')
    await trulove.click()
    await expect(page).toHaveURL(/\/trulove$/)
    await expect(page.getByRole('heading', { level: 1, name: 'TruLove' })).toBeVisible()

    await page.goBack()
    await page.getByRole('link', { name: /^Suggi / }).click()
    await expect(page).toHaveURL(/\/our-brands\/suggi$/)
    await expect(page.getByRole('heading', { name: 'Explore our categories' })).toBeVisible()
  })

  test('its own footer block gives the Bengaluru address', async ({ page }) => {
    await page.goto('/our-brands')
    const block = page.getByRole('region', { name: 'Stock our brands in your store' })
    await expect(block.locator('address')).toContainText('Bengaluru')
  })
})

// DESIGN.md "Sample content": products per page (TruLove shows its Biscuits line first).
const productCounts: Record<string, number> = {
  ...brandProductCounts,
  '/trulove': truLoveLineCounts.biscuits,
  ...Object.fromEntries(
    Object.entries(suggiCategoryCounts).map(([slug, n]) => [`/our-brands/suggi/${slug}`, n]),
  ),
}

// One test per page (twenty pages in one test took a third of a test's time on a slow machine).
// Pictures are encoded on first request, and only the markup matters here.
test.describe('every brand and Suggi page shows its products; only server-driven pages link them', () => {
  for (const [path, count] of Object.entries(productCounts))
    test(path, async ({ page }) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const list = page.getByRole('region', { name: /^List of Products/ }).getByRole('list')
      await expect(list.getByRole('listitem')).toHaveCount(count)
      const serverDriven = path === '/chandrika' || path.startsWith('/our-brands/suggi/')
      await expect(list.getByRole('link')).toHaveCount(serverDriven ? count : 0)
    })
})

test('TruLove: the toggle switches products, colours, banner and social links, by mouse and keyboard', async ({
  page,
}) => {
  await page.goto('/trulove')
  const group = page.getByRole('group', { name: 'TruLove range' })
  const biscuits = group.getByRole('button', { name: 'Biscuits' })
  const wafers = group.getByRole('button', { name: 'Wafers' })
  await expect(biscuits).toHaveAttribute('aria-pressed', 'true')
  await expect(wafers).toHaveAttribute('aria-pressed', 'false')
  const hero = page.getByRole('main').locator('header').first()
  expect(await hero.evaluate(bg)).toBe('rgb(123, 74, 42)')
  await expect(page.getByRole('heading', { name: 'Marie Biscuits' })).toBeVisible()

  const dataRequests: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('.data')) dataRequests.push(r.url())
  })
  await wafers.click()
  await expect(wafers).toHaveAttribute('aria-pressed', 'true')
  await expect(biscuits).toHaveAttribute('aria-pressed', 'false')
  await expect(page).toHaveURL(/\/trulove\?line=wafers$/)
  await expect.poll(() => hero.evaluate(bg)).toBe('rgb(142, 59, 126)')
  await expect(page.getByRole('heading', { name: 'Strawberry Wafers' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Marie Biscuits' })).toHaveCount(0)
  await expect(
    page.getByRole('img', { name: /Strawberry and chocolate TruLove wafers/ }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /Strawberry wafer crunch/ })).toHaveAttribute(
    'href',
    /instagram\.com/,
  )
  await expect(page.getByRole('link', { name: /Chai and Marie/ })).toHaveCount(0)
  expect(dataRequests, 'the switch needs no new data').toEqual([])

  await biscuits.focus()
  await page.keyboard.press('Space')
  await expect(biscuits).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('heading', { name: 'Marie Biscuits' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("TruLove's range links work on the server alone", async ({ page }) => {
    await page.goto('/trulove')
    await page
      .getByRole('group', { name: 'TruLove range' })
      .getByRole('link', { name: 'Wafers' })
      .click()
    await expect(page).toHaveURL(/\/trulove\?line=wafers$/)
    await expect(page.getByRole('heading', { name: 'Chocolate Wafers' })).toBeVisible()
    await expect(
      page.getByRole('group', { name: 'TruLove range' }).getByRole('link', { name: 'Wafers' }),
    ).toHaveAttribute('aria-current', 'true')
  })

  test('a video poster links to the video on YouTube, and nothing is embedded', async ({
    page,
  }) => {
    // Only the markup matters: no wait for the page's pictures, encoded on first request.
    await page.goto('/naati', { waitUntil: 'domcontentloaded' })
    await expect(
      page.getByRole('link', {
        name: 'Play video: Bisibele Bath in 20 minutes with Naati (on YouTube)',
      }),
    ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Bb20mNaT1kQ')
    await expect(page.getByRole('button', { name: /^Play video:/ })).toHaveCount(0)
    await expect(page.locator('iframe')).toHaveCount(0)
  })
})

test('a video is a facade: nothing from a third party loads until the visitor presses play', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const foreign: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url())
  })
  // The player itself is stubbed: the test machine has no way out, and it need not have one.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  )
  await page.goto('/naati', { waitUntil: 'networkidle' })
  const play = page.getByRole('button', {
    name: 'Play video: Bisibele Bath in 20 minutes with Naati',
  })
  await play.scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  expect(foreign, 'third-party requests before the click').toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)

  await play.click()
  const player = page.locator('iframe[title="Bisibele Bath in 20 minutes with Naati"]')
  await expect(player).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/Bb20mNaT1kQ?autoplay=1',
  )
  await expect(player).toBeFocused()
  await expect
    .poll(() => foreign)
    .toEqual(['https://www.youtube-nocookie.com/embed/Bb20mNaT1kQ?autoplay=1'])
  // The other videos stay facades.
  await expect(page.getByRole('button', { name: /^Play video:/ })).toHaveCount(2)
})

test('hydration turns the video links into buttons without making their posters again', async ({
  page,
}) => {
  // Counts every picture taken out of the page from the first byte on.
  await page.addInitScript(() => {
    const w = window as unknown as { removedImages: number }
    w.removedImages = 0
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.removedNodes)
          if (n instanceof Element)
            w.removedImages += (n.tagName === 'IMG' ? 1 : 0) + n.querySelectorAll('img').length
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/naati')
  await hydrated(page)
  await expect(page.getByRole('button', { name: /^Play video:/ })).toHaveCount(3)
  await expect(page.getByRole('link', { name: /^Play video:/ })).toHaveCount(0)
  expect(
    await page.evaluate(() => (window as unknown as { removedImages: number }).removedImages),
  ).toBe(0)
})

test('Suggi: a category tile opens its page, a product card its product page', async ({ page }) => {
  await page.goto('/our-brands/suggi')
  await page.getByRole('link', { name: 'Spices', exact: true }).click()
  await expect(page).toHaveURL(/\/our-brands\/suggi\/spices$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Spices' })).toBeVisible()
  // The category's pictures are encoded on their first request (seconds each on a busy CI
  // machine), and they hold the browser's six connections to the site: the navigation's route
  // discovery request (/__manifest) queued behind them for over 20 s. It waits for them here:
  // the pictures in <main>, not every image of the page, since the footer's lazy logo is
  // never fetched while it is further below the screen than Chromium's lazy-load distance.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].every((img) => img.complete),
  )
  await page.getByRole('link', { name: /Black Pepper 50 g/ }).click()
  // A client navigation changes the URL only once the next page's code and data have arrived:
  // on a busy two-core CI machine that has taken longer than the usual wait.
  await expect(page).toHaveURL(/\/our-brands\/suggi\/products\/\d+-black-pepper-50-g$/, {
    timeout: 20_000,
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Black Pepper 50 g' })).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Contact us/ })
      .first(),
  ).toHaveAttribute('href', '/contact-us')
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Suggi' })
    .click()
  await page.getByRole('link', { name: 'Biscuits and Wafers', exact: true }).click()
  await expect(page).toHaveURL(/\/trulove$/)
})

test.describe('accessibility', () => {
  // One test per page, each at a phone's and a desktop's width, so they spread over the workers.
  // axe's contrast checks are slow on long pages and a busy two-core machine: three times the
  // usual time.
  test.beforeEach(() => test.slow())
  const pages = [
    '/our-brands',
    '/naati',
    '/our-brand/suryakash',
    '/stay-shine',
    '/white-hills',
    '/glim-detergent',
    '/femiluv',
    '/trulove',
    '/our-brands/suggi',
    '/our-brands/suggi/cereals-and-pulses',
    '/our-brands/suggi/sugar',
    '/our-brands/suggi/products',
  ]
  for (const path of pages)
    test(`no axe violations on ${path}`, async ({ page }) => {
      for (const width of [widths.phone, widths.desktop]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        await expectNoA11yViolations(page)
      }
    })

  test('no axe violations on TruLove switched to Wafers, and on a product page', async ({
    page,
  }) => {
    for (const width of [widths.phone, widths.desktop]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/trulove')
      await page.getByRole('button', { name: 'Wafers' }).click()
      await expect(page.getByRole('button', { name: 'Wafers' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expectNoA11yViolations(page)
      await page.goto('/our-brands/suggi/spices')
      await page.getByRole('link', { name: /Cumin Seeds/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Cumin Seeds 100 g' })).toBeVisible()
      await expectNoA11yViolations(page)
    }
  })
})
