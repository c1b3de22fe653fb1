import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { servers } from '../../playwright.config.ts'
import { rawRequest } from '../setup/raw-http.ts'
import { expect, expectNoA11yViolations, hydrated, test, widths } from './support/fixtures.ts'

// Requests answered by the service worker never reach page.route, which these tests use to
// hold or stub requests: the worker is kept out of them (its own tests are in offline.spec.ts).
test.use({ serviceWorkers: 'block' })

test.describe('navigation bar', () => {
  // One test per page: eight page loads in one test crowd the 30 s limit on a busy 2-core machine.
  for (const [path, label] of [
    ['/', 'Home'],
    ['/naati', 'Our Brands'],
    ['/our-brand/suryakash', 'Our Brands'],
    ['/our-brands/suggi/spices', 'Our Brands'],
    ['/opportunity', 'Opportunities'],
    ['/resource', 'Resources'],
    ['/about-us', 'About Us'],
  ] as const) {
    test(`on ${path} the current section ${label} is bold and marked aria-current`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: widths.desktop, height: 800 })
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const nav = page.getByRole('navigation', { name: 'Main', exact: true })
      const current = nav.getByRole('link', { name: label, exact: true })
      await expect(current).toHaveAttribute('aria-current', 'page')
      expect(
        Number(await current.evaluate((el) => getComputedStyle(el).fontWeight)),
      ).toBeGreaterThanOrEqual(700)
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    })
  }

  test('on a page outside the five sections no link is current', async ({ page }) => {
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' })
    await expect(
      page.getByRole('navigation', { name: 'Main', exact: true }).locator('[aria-current]'),
    ).toHaveCount(0)
  })

  test('on a phone the links fold into a menu that opens and closes by button, link and Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths.phone, height: 740 })
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Open menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu).toBeHidden()

    await button.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Contact us' })).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Opportunities' }).click()
    await expect(page).toHaveURL(/\/opportunity$/)
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/contact-us$/)
    await expect(menu).toBeHidden()

    // A tap outside the menu closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await page.mouse.click(180, 600)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('on a slow phone the menu opens on a tap made before the scripts have arrived, and stays open once they do', async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths.phone, height: 740 })
    // Hold every script until the menu has been tapped.
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let held = 0
    await page.route(/\.js(\?|$)/, async (route) => {
      held++
      await gate
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Our Brands' })).toBeVisible()
    expect(held, 'scripts were held back').toBeGreaterThan(0)

    release()
    // Once React has run, the button knows the menu is open and closes it.
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    await close.click()
    await expect(menu).toBeHidden()
  })

  test('a first load asks for no script before the stylesheet, then for every script at once (docs/decisions/0034)', async ({
    page,
  }) => {
    let releaseStyles!: () => void
    const styles = new Promise<void>((resolve) => (releaseStyles = resolve))
    let releaseScripts!: () => void
    const scripts = new Promise<void>((resolve) => (releaseScripts = resolve))
    const asked: string[] = []
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      await styles
      await route.continue()
    })
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      asked.push(new URL(route.request().url()).pathname)
      await scripts
      await route.continue()
    })
    await page.goto('/naati', { waitUntil: 'commit' })
    // The page is parsed to its footer while the stylesheet is held, and no script is asked for.
    await expect(page.locator('footer')).toBeAttached()
    expect(asked).toEqual([])
    releaseStyles()
    // With no script answered yet, the entry is asked for beside the route modules: the module
    // script alone would ask for it only once the route modules and their imports had run.
    await expect
      .poll(
        () => asked.filter((p) => /\/(entry\.client|react-dom|brand)-[\w-]{8}\.js$/.test(p)).length,
      )
      .toBe(3)
    releaseScripts()
    await hydrated(page)
    // Each module was asked for once: the module script's imports took the preloaded ones.
    expect(new Set(asked).size).toBe(asked.length)
  })

  test('no script is asked for while the main picture is on its way; all of them once it is drawn (docs/decisions/0035)', async ({
    page,
  }) => {
    let releaseBanner!: () => void
    const banner = new Promise<void>((resolve) => (releaseBanner = resolve))
    const asked: string[] = []
    await page.route(/\/media\/brands\/naati\/banner\./, async (route) => {
      await banner
      await route.continue()
    })
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      asked.push(new URL(route.request().url()).pathname)
      await route.continue()
    })
    await page.goto('/naati', { waitUntil: 'commit' })
    // The page is parsed to its end, the small script that starts the scripts included: the
    // stylesheet has come, the banner has not, and neither the entry nor the route modules that
    // the module script imports are asked for.
    await page.waitForFunction(() => document.readyState !== 'loading')
    await expect(page.locator('script[type="text/x-held-module"]')).toHaveCount(1)
    expect(asked).toEqual([])
    releaseBanner()
    await hydrated(page)
    expect(
      asked.filter((p) => /\/(entry\.client|react-dom|brand)-[\w-]{8}\.js$/.test(p)),
    ).toHaveLength(3)
    // The module script was put back once, as a module script.
    await expect(page.locator('script[type="text/x-held-module"]')).toHaveCount(0)
    await expect(page.locator('script[type="module"]')).toHaveCount(1)
  })

  test('without JavaScript the phone menu still opens and its links work', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: widths.phone, height: 740 },
    })
    const page = await context.newPage()
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Resources' }).click()
    await expect(page).toHaveURL(/\/resource$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await context.close()
  })

  test('the fixed bar does not cover the top of the page', async ({ page }) => {
    for (const width of [widths.phone, widths.desktop]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/about-us')
      const header = await page.locator('header').first().boundingBox()
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
      expect(heading!.y, `width ${width}`).toBeGreaterThanOrEqual(header!.y + header!.height)
    }
  })
})

test('every route change scrolls to the top; back restores the position', async ({ page }) => {
  await page.setViewportSize({ width: widths.desktop, height: 800 })
  await page.goto('/our-brands')
  // A client navigation, which React Router has to scroll itself.
  await hydrated(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(300)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Opportunities' }).click()
  await expect(page).toHaveURL(/\/opportunity$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/our-brands$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50)
})

test('site links navigate within the page once it has hydrated; with Ctrl they are ordinary links', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: widths.desktop, height: 800 })
  // React Router learns the routes the page's links lead to from their data-discover mark.
  const discovery = page.waitForRequest(
    (r) => r.url().includes('/__manifest?') && r.url().includes('%2Fabout-us'),
  )
  await page.goto('/')
  await hydrated(page)
  await discovery
  // A value on window survives a client navigation and not a document load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const documents: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url())
  })
  const nav = page.getByRole('navigation', { name: 'Main', exact: true })
  await nav.getByRole('link', { name: 'About Us', exact: true }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page).toHaveTitle(/^About us \|/)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  // The same address again replaces the history entry rather than adding one.
  const entries = await page.evaluate(() => history.length)
  await nav.getByRole('link', { name: 'About Us', exact: true }).click()
  await expect(nav.getByRole('link', { name: 'About Us', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(await page.evaluate(() => history.length)).toBe(entries)

  // Ctrl-click is the browser's: a new tab, and this page stays where it is.
  const opened = context.waitForEvent('page')
  await nav.getByRole('link', { name: 'Our Brands', exact: true }).click({ modifiers: ['Control'] })
  const tab = await opened
  await expect(tab).toHaveURL(/\/our-brands$/)
  await tab.close()
  await expect(page).toHaveURL(/\/about-us$/)

  // A product card, deep in a brand page, navigates the same way.
  await page.goto('/our-brands/suggi/spices')
  await hydrated(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  documents.length = 0
  const card = page.getByRole('main').locator('a.card').first()
  const href = await card.getAttribute('href')
  await card.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect(documents).toEqual([])
})

test('a slow client navigation shows the bar, then the dark-blue spinner of size 50, until the page arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: widths.desktop, height: 800 })
  await page.goto('/')
  // Before hydration a click is a full page load, with no client navigation to show.
  await hydrated(page)
  // Hold the next page's data for two seconds, like a slow village connection.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/about-us\.data/, async (route) => {
    await held
    await route.continue()
  })
  const nav = page.getByRole('navigation', { name: 'Main', exact: true })
  await nav.getByRole('link', { name: 'About Us', exact: true }).click()
  await expect(page.getByTestId('navigation-bar')).toHaveCSS('opacity', '1')
  const spinner = page.getByRole('status').filter({ hasText: 'Loading page' })
  await expect(spinner).toBeVisible()
  const svg = spinner.locator('svg')
  await expect(svg).toHaveAttribute('width', '50')
  await expect(svg).toHaveCSS('color', 'rgb(29, 58, 138)')
  release()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(spinner).toHaveCount(0)
  await expect(page.getByTestId('navigation-bar')).toHaveCSS('opacity', '0')
})

test('the footer has the address, links, social links, phone and e-mail, and a full-load privacy link', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.locator('address')).toContainText('Bengaluru')
  for (const name of ['About us', 'Our brands', 'Resources', 'Opportunities', 'Privacy Policy']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
  }
  for (const network of ['YouTube', 'Facebook', 'X (Twitter)', 'Instagram', 'LinkedIn']) {
    await expect(
      footer.getByRole('link', { name: new RegExp(`on ${network.replace(/[()]/g, '\\$&')}`) }),
    ).toHaveAttribute('href', /^https:\/\//)
  }
  await expect(footer.getByRole('link', { name: /Customer care/ })).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  )
  await expect(footer.getByRole('link', { name: /E-mail/ })).toHaveAttribute(
    'href',
    /^mailto:.+@.+/,
  )
  await expect(footer).toContainText('@ 2025. All rights reserved.')
  // A full page load: the browser requests the document, not React Router's data (which a
  // hydrated page would fetch for any other link).
  await hydrated(page)
  const documentRequest = page.waitForRequest(
    (r) => r.url().endsWith('/privacy-policy') && r.resourceType() === 'document',
  )
  await footer.getByRole('link', { name: 'Privacy Policy' }).click()
  await documentRequest
  await expect(page).toHaveURL(/\/privacy-policy$/)
})

test('brand pages use the footer with the short copyright line', async ({ page }) => {
  await page.goto('/naati')
  await expect(page.getByRole('contentinfo')).toContainText('2025 All rights reserved')
  await expect(page.getByRole('contentinfo')).not.toContainText('@ 2025.')
})

test('the contact widget opens to a WhatsApp chat with its message and a call link, on every page', async ({
  page,
}) => {
  for (const path of ['/', '/naati']) {
    await page.goto(path)
    const toggle = page.getByRole('button', { name: /Contact us on WhatsApp or phone/ })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const whatsapp = page.getByRole('link', { name: /Chat with us on WhatsApp/ })
    await expect(whatsapp).toBeHidden()
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Close contact options' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(whatsapp).toBeVisible()
    const href = (await whatsapp.getAttribute('href'))!
    expect(href).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/)
    expect(new URL(href).searchParams.get('text')).toMatch(/kirana/)
    await expect(page.getByRole('link', { name: /Call us on/ })).toHaveAttribute(
      'href',
      /^tel:\+91\d{10}$/,
    )
    await page.getByRole('button', { name: 'Close contact options' }).click()
    await expect(whatsapp).toBeHidden()
  }
})

test('without JavaScript the contact widget still opens to its two links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/contact-us')
  const whatsapp = page.getByRole('link', { name: /Chat with us on WhatsApp/ })
  await expect(whatsapp).toBeHidden()
  await page.getByRole('button', { name: /Contact us on WhatsApp or phone/ }).click()
  await expect(whatsapp).toBeVisible()
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}\?text=/)
  await expect(page.getByRole('link', { name: /Call us on/ })).toBeVisible()
  await context.close()
})

test('the widget does not hide the end of the footer on a phone', async ({ page }) => {
  await page.setViewportSize({ width: widths.phone, height: 740 })
  await page.goto('/')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const widget = await page
    .getByRole('button', { name: /Contact us on WhatsApp or phone/ })
    .boundingBox()
  const line = await page
    .getByRole('contentinfo')
    .getByText(/All rights reserved/)
    .boundingBox()
  const overlaps =
    line!.y < widget!.y + widget!.height &&
    line!.y + line!.height > widget!.y &&
    line!.x + line!.width > widget!.x
  expect(overlaps).toBe(false)
})

test.describe('error pages', () => {
  test('an unknown path is a 404 page inside the header and footer, with links back', async ({
    page,
  }) => {
    const res = await page.goto('/no-such-page')
    expect(res!.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  // The brand and Suggi routes are patterns (/:brand, /:brand/products/:id, …): an address of
  // that shape that is no brand's must be the same plain 404 as any unknown address.
  test('addresses shaped like a brand, a product or a category that are none are the plain 404', async ({
    request,
  }) => {
    const plain = await (await request.get('/no-such-page')).text()
    const main = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0]
    for (const path of [
      '/wp-login.php',
      '/naati-oil',
      '/our-brand/nope',
      '/nope/products/1',
      '/our-brand/nope/products/1',
      '/resource/products/1',
      '/our-brands/suggi/nope',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(404)
      expect(main(await res.text()), path).toBe(main(plain))
    }
    // The brands themselves still answer.
    expect((await request.get('/our-brand/goldenpalm')).status()).toBe(200)
    expect((await request.get('/our-brands/suggi/spices')).status()).toBe(200)
  })

  test('a missing id is a 404 that links to the list it belongs to', async ({ page }) => {
    const res = await page.goto('/opportunity-detail')
    expect(res!.status()).toBe(404)
    await page.getByRole('main').getByRole('link', { name: 'See open jobs' }).click()
    await expect(page).toHaveURL(/\/opportunity$/)
    expect((await page.goto('/opportunity-detail/99999'))!.status()).toBe(404)
    expect((await page.goto('/resource/news/99999'))!.status()).toBe(404)
  })

  test('a closed job is 410 Gone with the same friendly page', async ({ page }) => {
    const res = await page.goto('/opportunity-detail/9')
    expect(res!.status()).toBe(410)
    await expect(page.getByRole('heading', { level: 1, name: 'No longer available' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'See open jobs' })).toBeVisible()
  })
})

test.describe('accessibility of the shell', () => {
  // One axe pass per test: the page, then each popover over it (checked alone, the page under it
  // being the one the first test checked).
  for (const width of [widths.phone, widths.desktop]) {
    test(`no axe violations on the home page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      await expectNoA11yViolations(page)
    })

    test(`no axe violations with the contact widget open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      await hydrated(page)
      await page.getByRole('button', { name: /Contact us on WhatsApp or phone/ }).click()
      await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toBeVisible()
      await expectNoA11yViolations(page, ['aside[aria-label="Quick contact"]'])
    })
  }

  test('no axe violations with the phone menu open; opening the widget then closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths.phone, height: 800 })
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await expectNoA11yViolations(page, ['header'])
    // One popover at a time.
    await page.getByRole('button', { name: /Contact us on WhatsApp or phone/ }).click()
    await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
  })

  test('no axe violations on the 404 page', async ({ page }) => {
    await page.goto('/no-such-page')
    await expectNoA11yViolations(page)
  })
})

test.describe('headers', () => {
  test('a page lists every inline script by hash, allows no inline script, and sends the other headers', async ({
    request,
  }) => {
    for (const path of ['/', '/naati', '/no-such-page']) {
      const res = await request.get(path)
      const h = res.headers()
      const csp = h['content-security-policy']!
      const scriptSrc = csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src'))!
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/)
      const html = await res.text()
      // Scripts that run: JSON data blocks (JSON-LD) are not executed and need no hash.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((m) => !/\btype="application\/(ld\+)?json"/.test(m[1]!))
        .map((m) => m[2]!)
      expect(inline.length).toBeGreaterThan(0)
      for (const body of inline) {
        expect(scriptSrc, path).toContain(
          `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
        )
      }
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(h['permissions-policy']).toContain('camera=()')
      expect(h['x-powered-by']).toBeUndefined()
      expect(h['strict-transport-security']).toBeUndefined()
    }
  })

  test('public pages cache with an ETag that answers 304; errors are not cached for long', async ({
    request,
  }) => {
    const res = await request.get('/about-us')
    expect(res.headers()['cache-control']).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
    )
    const etag = res.headers().etag!
    expect(etag).toBeTruthy()
    const again = await request.get('/about-us', { headers: { 'If-None-Match': etag } })
    expect(again.status()).toBe(304)
    expect((await request.get('/no-such-page')).headers()['cache-control']).toBe(
      'public, max-age=60',
    )
  })

  test('hashed assets are cached for a year; responses are compressed', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const res = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(res.headers()['cache-control']).toContain('max-age=31536000')
    expect(res.headers()['cache-control']).toContain('immutable')
    expect(res.headers()['content-encoding']).toMatch(/gzip|br/)
    const missing = await request.get('/assets/entry.client-old.js')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['content-type']).not.toContain('javascript')
  })

  test('scripts and stylesheets go out as the build compressed them: brotli, else gzip, else plain', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const assets = [/"(\/assets\/entry\.client-[^"]+\.js)"/, /"(\/assets\/root-[^"]+\.css)"/].map(
      (re) => re.exec(html)?.[1] ?? '',
    )
    for (const asset of assets) {
      expect(asset).toBeTruthy()
      // Node's own client: Playwright's would decode the body, and the bytes are the point here.
      const raw = (encoding: string) =>
        rawRequest(servers.main, asset, { 'accept-encoding': encoding })
      const file = `build/client${asset}`
      const plain = await raw('identity')
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.equals(readFileSync(file))).toBe(true)
      const br = await raw('gzip, deflate, br')
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers['vary']).toContain('Accept-Encoding')
      expect(br.headers['cache-control']).toContain('immutable')
      // The build's copy at brotli's best, not one made for this request.
      expect(br.body.equals(readFileSync(`${file}.br`))).toBe(true)
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
      const gz = await raw('gzip')
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
      expect(br.body.length).toBeLessThan(gz.body.length)
    }
  })

  test('HSTS is sent over HTTPS as a trusted proxy reports it, and only then', async ({
    request,
  }) => {
    const viaProxy = await request.get(`${servers.faults}/about-us`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    })
    expect(viaProxy.headers()['strict-transport-security']).toContain('max-age=')
    const spoofed = await request.get('/about-us', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(spoofed.headers()['strict-transport-security']).toBeUndefined()
  })

  test('a 1 MB form body is refused with 413; a malformed multipart body is a 400, not a 500', async ({
    request,
  }) => {
    const big = await request.post('/contact-us', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: `message=${'a'.repeat(1024 * 1024)}`,
    })
    expect(big.status()).toBe(413)
    const broken = await request.post('/contact-us', {
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      data: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a part with no end',
    })
    expect(broken.status()).toBe(400)
    expect(await broken.text()).toContain('could not be read')
  })
})
