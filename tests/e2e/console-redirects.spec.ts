import { addStaff, enrol } from './support/console.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'

// Redirects (issue 12): an editor keeps an old printed link working, the site answers it with a
// 301 that keeps the query, and the console refuses a redirect that would hide a live page or
// send visitors round in a circle.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test('an editor adds, changes and removes a redirect, and visitors follow it', async ({
  page,
  request,
}) => {
  await enrol(page, addStaff('editor'))
  const old = `/poster-${stamp()}`
  // Before: the old address is a plain 404.
  expect((await request.get(old, { maxRedirects: 0 })).status()).toBe(404)

  await page.goto('/admin/redirects')
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible()
  const add = page.getByRole('form', { name: 'Add a redirect' })
  await add.getByRole('textbox', { name: /^Old address/ }).fill(old)
  await add.getByRole('textbox', { name: /^Leads to/ }).fill('/naati')
  await add.getByRole('textbox', { name: /^Note/ }).fill('Printed on the Kolar poster')
  await add.getByRole('button', { name: 'Add redirect' }).click()
  await expect(page.getByRole('status')).toHaveText(`Saved: ${old} now leads to /naati.`)
  const row = page.getByRole('row', { name: new RegExp(old) })
  await expect(row).toContainText('Printed on the Kolar poster')

  // A visitor with the old link (and a campaign tag) lands on the brand page.
  const res = await request.get(`${old}?utm_source=poster`, { maxRedirects: 0 })
  expect(res.status()).toBe(301)
  expect(res.headers().location).toBe('/naati?utm_source=poster')
  await page.goto(old)
  await expect(page).toHaveURL(/\/naati$/)
  await expect(page.getByRole('heading', { level: 1, name: /Naati/i })).toBeVisible()

  // Change where it leads.
  await page.goto('/admin/redirects')
  await page.getByRole('link', { name: `Change the redirect from ${old}` }).click()
  const change = page.getByRole('form', { name: 'Change the redirect' })
  await change.getByRole('textbox', { name: /^Leads to/ }).fill('/contact-us')
  await change.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/admin\/redirects$/)
  await expect(page.getByRole('row', { name: new RegExp(old) })).toContainText('/contact-us')
  expect((await request.get(old, { maxRedirects: 0 })).headers().location).toBe('/contact-us')

  // Remove it: the old address is a 404 again.
  await page.getByRole('button', { name: `Remove the redirect from ${old}` }).click()
  await expect(page.getByRole('status')).toHaveText(`Removed the redirect from ${old}.`)
  expect((await request.get(old, { maxRedirects: 0 })).status()).toBe(404)
})

test('an old address typed in Kannada leads visitors on, and so does a new one in Kannada', async ({
  page,
  request,
}) => {
  await enrol(page, addStaff('editor'))
  // "Leaflet" and "new page": what a poster printed with a Kannada link would carry.
  const old = `/ಕರಪತ್ರ-${stamp()}`
  const next = `/kn/ಹೊಸ-ಪುಟ-${stamp()}`
  await page.goto('/admin/redirects')
  const add = page.getByRole('form', { name: 'Add a redirect' })
  for (const [from, to] of [
    [old, '/kn/naati'],
    [`${old}-2`, next],
  ]) {
    await add.getByRole('textbox', { name: /^Old address/ }).fill(from!)
    await add.getByRole('textbox', { name: /^Leads to/ }).fill(to!)
    await add.getByRole('button', { name: 'Add redirect' }).click()
    // Staff read the addresses as they typed them.
    await expect(page.getByRole('status')).toHaveText(`Saved: ${from} now leads to ${to}.`)
  }
  // A browser asks for the old address in percent-escapes: it is found, and the visitor lands.
  const res = await request.get(encodeURI(old), { maxRedirects: 0 })
  expect(res.status()).toBe(301)
  expect(res.headers().location).toBe('/kn/naati')
  await page.goto(old)
  await expect(page).toHaveURL(/\/kn\/naati$/)
  // A Kannada new address goes out escaped, as a Location header must (it was a 500).
  const second = await request.get(encodeURI(`${old}-2`), { maxRedirects: 0 })
  expect(second.status()).toBe(301)
  expect(second.headers().location).toBe(encodeURI(next))
})

test('a redirect over a live page or in a circle is refused, with what was typed kept', async ({
  page,
}) => {
  await enrol(page, addStaff('editor'))
  await page.goto('/admin/redirects')
  const add = page.getByRole('form', { name: 'Add a redirect' })
  await add.getByRole('textbox', { name: /^Old address/ }).fill('/naati')
  await add.getByRole('textbox', { name: /^Leads to/ }).fill('/trulove')
  await add.getByRole('button', { name: 'Add redirect' }).click()
  await expect(page.getByRole('alert').first()).toContainText(
    '/naati is a live page: a redirect would hide it.',
  )
  await expect(add.getByRole('textbox', { name: /^Leads to/ })).toHaveValue('/trulove')
  await expect(add.getByRole('textbox', { name: /^Old address/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  )

  const a = `/a-${stamp()}`
  const b = `/b-${stamp()}`
  await add.getByRole('textbox', { name: /^Old address/ }).fill(a)
  await add.getByRole('textbox', { name: /^Leads to/ }).fill(b)
  await add.getByRole('button', { name: 'Add redirect' }).click()
  await expect(page.getByRole('status')).toHaveText(`Saved: ${a} now leads to ${b}.`)
  await add.getByRole('textbox', { name: /^Old address/ }).fill(b)
  await add.getByRole('textbox', { name: /^Leads to/ }).fill(a)
  await add.getByRole('button', { name: 'Add redirect' }).click()
  await expect(page.getByRole('alert').first()).toContainText(
    `That would send visitors round in a circle back to ${b}.`,
  )
})

test('hr cannot open the redirects, and the page has no axe violations', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: widths.phone, height: 900 })
  await enrol(page, addStaff('editor'))
  await page.goto('/admin/redirects')
  // With a row in the table: on a phone the table scrolls in its own box, never the page.
  const add = page.getByRole('form', { name: 'Add a redirect' })
  const old = `/leaflet-${stamp()}`
  await add.getByRole('textbox', { name: /^Old address/ }).fill(old)
  await add.getByRole('textbox', { name: /^Leads to/ }).fill('/naati?utm_source=leaflet')
  await add
    .getByRole('textbox', { name: /^Note/ })
    .fill('Handed out at the Tumakuru shop owners’ meeting, on the back of the price list')
  await add.getByRole('button', { name: 'Add redirect' }).click()
  await expect(page.getByRole('row', { name: new RegExp(old) })).toBeVisible()
  await expectNoA11yViolations(page)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'the redirects page scrolls sideways on a phone').toBeLessThanOrEqual(0)

  const context = await browser.newContext()
  const hr = await context.newPage()
  await enrol(hr, addStaff('hr'))
  expect((await hr.request.get('/admin/redirects')).status()).toBe(403)
  await context.close()
})
