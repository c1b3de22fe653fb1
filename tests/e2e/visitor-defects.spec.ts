import { openServerDb } from './support/db'
import { expect, test, widths } from './support/fixtures'

// What a visitor still met after the first waves (issue 10): each test here fails on the defect
// it is named after.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

test('every page starts with exactly one doctype', async ({ request }) => {
  for (const path of ['/', '/naati', '/contact-us', '/no-such-page']) {
    const html = await (await request.get(path)).text()
    expect(html.match(/<!doctype html>/gi), path).toHaveLength(1)
    expect(html.startsWith('<!DOCTYPE html><html'), path).toBe(true)
  }
})

test('an application takes a phone with +91 and spaces and a resume link without https://, and stores them normalised', async ({
  page,
}) => {
  await page.setViewportSize({ width: widths.phone, height: 740 })
  await page.goto('/apply-job')
  const email = `plus91-${stamp()}@example.com`
  const box = (name: string) => page.getByRole('textbox', { name, exact: true })
  await box('Name').fill('Shilpa Gowda')
  await box('Email Id').fill(email)
  await box('Phone Number').fill('+91 98765 43210')
  await box('Resume Link').fill('drive.google.com/file/d/abc')
  for (const name of ['Phone Number', 'Resume Link'])
    expect(
      await box(name).evaluate((el: HTMLInputElement) => el.validity.valid),
      `${name} passes the browser's checks`,
    ).toBe(true)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Applied Successfully!', { exact: true })).toBeVisible()

  const db = openServerDb('main')
  try {
    expect(
      db.prepare('select phone, resume_link from submissions where email = ?').get(email),
    ).toEqual({ phone: '9876543210', resume_link: 'https://drive.google.com/file/d/abc' })
  } finally {
    db.close()
  }
})

test('the resume link still refuses other schemes in the browser', async ({ page }) => {
  await page.goto('/apply-job')
  const resume = page.getByRole('textbox', { name: 'Resume Link', exact: true })
  for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/cv']) {
    await resume.fill(bad)
    expect(await resume.evaluate((el: HTMLInputElement) => el.validity.patternMismatch), bad).toBe(
      true,
    )
  }
})

test('the footer and the contact page write phone numbers the same way', async ({ page }) => {
  await page.goto('/contact-us')
  const shown = /^\+91 \d{5} \d{5}$/
  const footerPhone = page.getByRole('contentinfo').getByRole('link', { name: /Customer care/ })
  const vendorPhone = page
    .getByRole('region', { name: 'Contact for vendor' })
    .getByRole('link', { name: /Phone/ })
  for (const link of [footerPhone, vendorPhone]) {
    const text = (await link.innerText()).replace(/^.*:\s*/s, '').trim()
    expect(text).toMatch(shown)
    // tel: links stay in the form phones dial.
    await expect(link).toHaveAttribute('href', /^tel:\+91\d{10}$/)
  }
})
