import type { Page } from '@playwright/test'
import { addStaff, enrol } from './support/console.ts'
import { expect, expectNoA11yViolations, hydrated, test, widths } from './support/fixtures.ts'
import { box, fillContact, formHydrated } from './support/forms.ts'
import { knCatalogue as catalogue } from './support/kn.ts'

// Issue 35, the Kannada site's fixed strings and addresses: every public page under /kn, its
// links staying there, its fixed strings in Kannada (the content is English until it is
// translated, marked lang="en"), the switch to the same page in English, the contact form in
// Kannada without JavaScript, axe on a phone, and a Kannada font drawing the text.

// The service worker would answer repeat visits itself; these tests read the server's pages.
test.use({ serviceWorkers: 'block' })

/**
 * The catalogue's English texts that cannot be mistaken for content: three words or more,
 * without arguments (a message with values reads differently once formatted).
 */
const englishUi = Object.keys(catalogue).filter(
  (en) => en.trim().split(/\s+/).length >= 3 && !/[{<]/.test(en),
)

/** The page's text outside the content marked lang="en" (and the switch, named in English). */
const fixedText = (page: Page) =>
  page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement
    for (const el of body.querySelectorAll('[lang="en"], [lang="en-IN"], script, style, template'))
      el.remove()
    return (body.textContent ?? '').replace(/\s+/g, ' ')
  })

/** The page's links to other pages of this site (not files, feeds or the console). */
const siteLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.origin === location.origin && !a.hreflang)
      .map((a) => a.pathname + a.search)
      .filter((p) => !/^\/(media|assets|icons|admin|api)\/|\.[a-z]+$/.test(p)),
  )

test('the Kannada pages, walked by their links, stay in Kannada and under /kn', async ({
  page,
}) => {
  const seen = new Set<string>()
  const queue = ['/kn']
  // One of each kind of page the links lead to (a brand, a product, a job, a post …), not all.
  const kinds = new Set<string>()
  const kindOf = (p: string) =>
    p
      .replace(/\?.*$/, '')
      .replace(/\/\d+(-[^/]*)?/g, '/:id')
      .replace(
        /^\/kn\/(naati|trulove|glim-[a-z]+|kick-bite|femiluv|mandous|aramane|chandrika|white-hills|agardeep|stay-shine)(?=\/|$)/,
        '/kn/:brand',
      )
  while (queue.length && seen.size < 16) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    seen.add(path)
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'kn')
    const links = await siteLinks(page)
    const outside = links.filter(
      (l) => l !== '/kn' && !l.startsWith('/kn/') && !l.startsWith('/kn?'),
    )
    expect(outside, `links on ${path} that leave /kn`).toEqual([])
    const text = await fixedText(page)
    expect(
      englishUi.filter((en) => text.includes(en)),
      `English fixed strings on ${path}`,
    ).toEqual([])
    for (const link of links) {
      const kind = kindOf(link)
      if (!kinds.has(kind)) {
        kinds.add(kind)
        queue.push(link)
      }
    }
  }
  expect(seen.size).toBeGreaterThanOrEqual(12)
})

test('the language switch keeps the page, both ways, in the bar and in the phone menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: widths.desktop, height: 900 })
  await page.goto('/kn/about-us')
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await page.getByRole('banner').getByRole('link', { name: 'ಕನ್ನಡ' }).click()
  await expect(page).toHaveURL(/\/kn\/about-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.setViewportSize({ width: widths.phone, height: 800 })
  await page.goto('/kn/opportunity')
  await page.getByRole('button', { name: 'ಮೆನು ತೆರೆಯಿರಿ' }).click()
  await page
    .getByRole('navigation', { name: 'ಮುಖ್ಯ ಮೆನು' })
    .getByRole('link', { name: 'English' })
    .click()
  await expect(page).toHaveURL(/\/opportunity$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
})

test('a Kannada page reads its catalogue from one file, not from the page, and stays Kannada once it runs', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/kn')).text()
  // A message the home page does not show travels in the file only.
  expect(html).not.toContain(
    catalogue['Please enter a valid e-mail address, like name@example.com.'],
  )
  const file = /<link rel="preload" href="(\/assets\/kn-ui-[\w-]+\.json)"/.exec(html)?.[1]
  expect(file, 'the catalogue file preloaded in the head').toBeTruthy()
  const answer = await request.get(file!)
  expect(answer.headers()['cache-control']).toContain('immutable')
  expect(await answer.json()).toEqual(catalogue)
  // An English page has none.
  expect(await (await request.get('/')).text()).not.toContain('kn-ui-')

  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize({ width: widths.desktop, height: 900 })
  await page.goto('/kn')
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  // A link in Kannada is a client-side navigation, drawn from the catalogue the page read.
  await page.getByRole('banner').getByRole('link', { name: 'ನಮ್ಮ ಬಗ್ಗೆ' }).click()
  await expect(page).toHaveURL(/\/kn\/about-us$/)
  await expect(page.getByRole('contentinfo')).toContainText(catalogue['Privacy Policy']!)
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true)
  const text = await fixedText(page)
  expect(englishUi.filter((en) => text.includes(en))).toEqual([])
  expect(errors).toEqual([])
})

const sendButton = (p: Page) => p.getByRole('button', { name: catalogue['Send Message']! })

test("the Kannada contact form with JavaScript: the browser's bubbles, the success and the server's refusal in Kannada", async ({
  page,
}) => {
  const written = {
    name: 'ಮಂಜುನಾಥ ಎಸ್',
    email: 'manju@example.com',
    subject: `ಅಂಗಡಿಗೆ ಸರಕು ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
    phone: '9845012345',
    message: 'ನಮ್ಮ ಕಿರಾಣಿ ಅಂಗಡಿಗೆ ಪ್ರತಿ ತಿಂಗಳು Naati ಮಸಾಲೆ ಬೇಕು.',
  }
  await page.goto('/kn/contact-us')
  await formHydrated(page)
  // Nothing typed: the browser stops the post and its bubble says so in Kannada.
  await sendButton(page).click()
  await expect(box(page, 'ಹೆಸರು')).toBeFocused()
  await expect(box(page, 'ಹೆಸರು')).toHaveJSProperty(
    'validationMessage',
    catalogue['Please enter your name.'],
  )
  // Typing clears it; a wrong address and a short phone number get their own words.
  await box(page, 'ಹೆಸರು').fill(written.name)
  await expect(box(page, 'ಹೆಸರು')).toHaveJSProperty('validationMessage', '')
  await box(page, 'ಇ-ಮೇಲ್').fill('manju')
  await sendButton(page).click()
  await expect(box(page, 'ಇ-ಮೇಲ್')).toHaveJSProperty(
    'validationMessage',
    catalogue['Please enter a valid e-mail address, like name@example.com.'],
  )
  await fillContact(page, { ...written, phone: '98450' }, 'kn')
  await sendButton(page).click()
  await expect(box(page, 'ಫೋನ್ ಸಂಖ್ಯೆ')).toHaveJSProperty(
    'validationMessage',
    catalogue['Please enter a 10-digit phone number, digits only.'],
  )
  await box(page, 'ಫೋನ್ ಸಂಖ್ಯೆ').fill(written.phone)
  await sendButton(page).click()
  await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toHaveText(
    catalogue['Message Sent Successfully!']!,
  )
  await expect(
    page
      .getByRole('region', { name: new RegExp(catalogue['Notifications']!) })
      .getByText(catalogue['Message sent successfully!']!),
  ).toBeVisible()
  await expect(box(page, 'ಹೆಸರು')).toHaveValue('')
  // The same message again: refused in Kannada by the server (the duplicate check).
  await fillContact(page, written, 'kn')
  await sendButton(page).click()
  await expect(page.getByRole('alert')).toHaveText(
    catalogue['We already have this message from you, so there is no need to send it again.']!,
  )
})

test('Kannada messages posted with and without JavaScript reach the inbox and its CSV as typed', async ({
  page,
  browser,
}) => {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  const withScript = {
    name: 'ಮಂಜುನಾಥ ಎಸ್',
    email: 'manju@example.com',
    subject: `ಅಂಗಡಿಗೆ ಸರಕು ${tag}`,
    phone: '9845012345',
    message: 'ನಮ್ಮ ಕಿರಾಣಿ ಅಂಗಡಿಗೆ ಪ್ರತಿ ತಿಂಗಳು Naati ಮಸಾಲೆ ಬೇಕು.\nಸಂಜೆ ಕರೆ ಮಾಡಿ.',
  }
  const withoutScript = {
    name: 'ಗೀತಾ ಕೆ',
    email: 'geetha@example.com',
    subject: `ಹೊಸ ಅಂಗಡಿ ${tag}`,
    phone: '9845012399',
    message: 'ಮಂಡ್ಯದಲ್ಲಿ ಹೊಸ ಅಂಗಡಿ ತೆರೆದಿದ್ದೇವೆ. ಸರಕು ಹೇಗೆ ಪಡೆಯುವುದು?',
  }
  await page.goto('/kn/contact-us')
  await formHydrated(page)
  await fillContact(page, withScript, 'kn')
  await sendButton(page).click()
  await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toHaveText(
    catalogue['Message Sent Successfully!']!,
  )
  const plain = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' })
  const other = await plain.newPage()
  await other.goto('/kn/contact-us')
  await fillContact(other, withoutScript, 'kn')
  await sendButton(other).click()
  await expect(other).toHaveURL(/\/kn\/contact-us\?sent=1$/)
  await plain.close()

  // Staff read both exactly as typed: in the inbox's list, a message's page, and the CSV.
  await enrol(page, addStaff('admin'))
  await page.goto(`/admin/inbox?q=${encodeURIComponent(tag)}`)
  for (const sent of [withScript, withoutScript])
    await expect(page.getByRole('listitem').filter({ hasText: sent.subject })).toContainText(
      sent.name,
    )
  await page
    .getByRole('listitem')
    .filter({ hasText: withScript.subject })
    .getByRole('link')
    .first()
    .click()
  await expect(page.getByText(withScript.message.split('\n')[1]!)).toBeVisible()
  // Staff see which language to answer in: on the message, in the list, in the CSV.
  await expect(page.getByRole('definition').filter({ hasText: 'Kannada' })).toContainText(
    'sent from a Kannada page',
  )
  await page.goBack()
  for (const sent of [withScript, withoutScript])
    await expect(page.getByRole('listitem').filter({ hasText: sent.subject })).toContainText(
      'ಕನ್ನಡ Kannada',
    )
  const csv = await (await page.request.get(`/admin/inbox.csv?q=${tag}`)).text()
  expect(csv.split('\r\n')[0]).toMatch(/"language"$/)
  for (const sent of [withScript, withoutScript]) {
    expect(csv).toContain(`"${sent.name}"`)
    expect(csv).toContain(`"${sent.subject}"`)
    expect(csv).toContain(`"${sent.message}"`)
  }
  expect(csv.match(/"Kannada"/g)).toHaveLength(2)
})

test('a Kannada page links the Kannada feeds and manifest, which the server answers in Kannada', async ({
  page,
  request,
}) => {
  await page.goto('/kn/resource')
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(manifest).toBe('/kn/manifest.webmanifest')
  const feeds = await page
    .locator('link[rel="alternate"][type="application/rss+xml"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
  expect(feeds).toEqual([
    '/kn/resource/blog/feed.xml',
    '/kn/resource/vilvani/feed.xml',
    '/kn/resource/news/feed.xml',
  ])
  for (const feed of feeds) {
    const res = await request.get(feed)
    expect(res.status(), feed).toBe(200)
    const xml = await res.text()
    expect(xml).toContain('<language>kn</language>')
    expect(xml).toMatch(/<link>[^<]+\/kn\/resource\/\w+\/\d+-/)
  }
  const cdp = await page.context().newCDPSession(page)
  const app = await cdp.send('Page.getAppManifest')
  expect(app.url).toMatch(/\/kn\/manifest\.webmanifest$/)
  expect(app.errors).toEqual([])
  expect(JSON.parse(app.data!)).toMatchObject({ lang: 'kn', start_url: '/kn' })
  await page.goto('/resource')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )
})

test.describe('a browser that prefers Kannada', () => {
  test.use({ locale: 'kn-IN' })

  test('an English page offers the same page in Kannada over the page, without moving it; dismissed for good, by keyboard', async ({
    page,
  }) => {
    // Every layout shift the page makes, from its first paint.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] }
      w.shifts = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number }>)
          w.shifts.push(e.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const response = await page.goto('/about-us?from=test')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['vary'] ?? '').not.toMatch(/accept-language|cookie/i)
    expect(response?.headers()['set-cookie']).toBeUndefined()
    await hydrated(page)
    const offer = page.getByRole('complementary', { name: 'ಭಾಷೆ' })
    await expect(offer).toBeVisible()
    await expect(offer).toHaveAttribute('lang', 'kn')
    const link = offer.getByRole('link', { name: 'ಕನ್ನಡದಲ್ಲಿ ಓದಿ' })
    await expect(link).toHaveAttribute('href', '/kn/about-us?from=test')
    // Drawn over the page: fixed, and the page made no layout shift when it came.
    expect(await offer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    )
    expect(await page.context().cookies()).toEqual([])
    await expectNoA11yViolations(page)

    // By keyboard: after the skip link, the offer's link, then its button.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(link).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(offer.getByRole('button', { name: 'ಬೇಡ, ಇಂಗ್ಲಿಷ್‌ನಲ್ಲೇ ಇರಲಿ' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(offer).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('gramasiri:kn-suggestion'))).toBe(
      'dismissed',
    )
    await page.goto('/opportunity')
    await hydrated(page)
    await expect(page.getByRole('link', { name: 'ಕನ್ನಡದಲ್ಲಿ ಓದಿ' })).toHaveCount(0)
    expect(await page.context().cookies()).toEqual([])
  })

  test('the offer leads to the Kannada page, which offers nothing', async ({ page }) => {
    await page.goto('/contact-us')
    await hydrated(page)
    await page.getByRole('link', { name: 'ಕನ್ನಡದಲ್ಲಿ ಓದಿ' }).click()
    await expect(page).toHaveURL(/\/kn\/contact-us$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn')
    await expect(page.getByRole('complementary', { name: 'ಭಾಷೆ' })).toHaveCount(0)
  })
})

test('a browser that prefers English is offered nothing', async ({ page }) => {
  await page.goto('/about-us')
  await hydrated(page)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('link', { name: 'ಕನ್ನಡದಲ್ಲಿ ಓದಿ' })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("figures in Indian grouping, the share picture's words and the WhatsApp message in Kannada; English keeps the spec's figures", async ({
    page,
  }) => {
    await page.goto('/kn')
    await expect(page.getByText('1,74,57,000+', { exact: true }).first()).toBeAttached()
    const whatsapp = page.locator('a[href^="https://wa.me/"]').first()
    expect(decodeURIComponent((await whatsapp.getAttribute('href'))!)).toContain(
      catalogue['Hello Gramasiri! I run a kirana store and would like to know more.']!,
    )
    await page.goto('/kn/contact-us')
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /ಲೋಗೋ$/)
    await page.goto('/')
    await expect(page.getByText('17,457,000+', { exact: true }).first()).toBeAttached()
    await expect(page.getByText('1,74,57,000+', { exact: true })).toHaveCount(0)
    expect(
      decodeURIComponent(
        (await page.locator('a[href^="https://wa.me/"]').first().getAttribute('href'))!,
      ),
    ).toContain('I run a kirana store')
    await page.goto('/contact-us')
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', / logo$/)
  })

  test('the Kannada contact form answers in Kannada: refused, then sent', async ({ page }) => {
    await page.goto('/kn/contact-us')
    const box = (name: string) => page.getByRole('textbox', { name, exact: true })
    const subject = `ಅಂಗಡಿಗೆ ಸರಕು ${Date.now()}`
    await box('ಹೆಸರು').fill('ಮಂಜುನಾಥ ಎಸ್')
    await box('ಇ-ಮೇಲ್').fill('manju@localhost')
    await box('ವಿಷಯ').fill(subject)
    await box('ಫೋನ್ ಸಂಖ್ಯೆ').fill('9845012345')
    await box('ಸಂದೇಶ').fill('ನಮ್ಮ ಅಂಗಡಿಗೆ ನಿಮ್ಮ ಡಿಟರ್ಜೆಂಟ್ ಬೇಕು.')
    await page.getByRole('button', { name: catalogue['Send Message']! }).click()
    await expect(page.getByRole('alert')).toHaveText(
      catalogue['Some details need another look. Please check the fields marked below.']!,
    )
    await expect(box('ಇ-ಮೇಲ್')).toHaveAccessibleDescription(
      catalogue['Please enter a valid e-mail address, like name@example.com.']!,
    )
    await expect(box('ವಿಷಯ')).toHaveValue(subject)

    await box('ಇ-ಮೇಲ್').fill('manju@example.com')
    await page.getByRole('button', { name: catalogue['Send Message']! }).click()
    await expect(page).toHaveURL(/\/kn\/contact-us\?sent=1$/)
    await expect(page.getByRole('status')).toHaveText(catalogue['Message Sent Successfully!']!)
  })
})

test('a Kannada page on a phone: no axe violations, drawn in a Kannada font', async ({ page }) => {
  await page.setViewportSize({ width: widths.phone, height: 800 })
  await page.goto('/kn/contact-us')
  await expectNoA11yViolations(page)
  // The font the browser drew the heading's Kannada letters with (Chromium's own answer).
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  expect(fonts.map((f) => f.familyName)).toEqual(
    expect.arrayContaining([expect.stringMatching(/Kannada/)]),
  )
})
