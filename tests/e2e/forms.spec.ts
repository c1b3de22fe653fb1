import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { openServerDb, serverOutboxDir } from './support/db'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures'

// Issue 7 in the browser, on the "main" server (time-trap 0 s, rate limit relaxed, mail written
// as .eml files): both forms with and without JavaScript. The limits at their real values and
// the failure path are in forms-limits.spec.ts, on the "faults" server.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

/** The form's script is running (it adds a hidden field): posts go through the fetcher. */
const hydrated = (page: Page) => expect(page.locator('input[name="js"]')).toHaveCount(1)

async function fillContact(page: Page, subject: string, phone = '9845012345') {
  await box(page, 'Name').fill('Manjunath S')
  await box(page, 'Email').fill('manju@example.com')
  await box(page, 'Subject').fill(subject)
  await box(page, 'Phone number').fill(phone)
  await box(page, 'Message').fill('We would like to stock your detergents in Tumakuru.')
}

/** Holds the form's POST for a moment, so the busy state can be seen. */
async function slowPosts(page: Page, pattern: string, ms = 1200) {
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, ms))
    await route.continue()
  })
}

/**
 * Records in the page when the inline success text and the success toast appear and go, so
 * their durations are measured exactly rather than at the test's polling intervals.
 */
async function watchTimings(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __shown: Record<string, number[]> }
    w.__shown = { inline: [], toast: [] }
    const state = { inline: false, toast: false }
    new MutationObserver(() => {
      const now = performance.now()
      const inline = document.querySelector('form [role="status"]')?.textContent !== ''
      const toast = [...document.querySelectorAll('li')].some((li) =>
        li.textContent?.includes('Message sent successfully!'),
      )
      for (const [key, on] of [
        ['inline', inline],
        ['toast', toast],
      ] as const) {
        if (on !== state[key]) w.__shown[key]!.push(now)
        state[key] = on
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}

async function timings(page: Page): Promise<{ inline: number; toast: number }> {
  return page.evaluate(() => {
    const { inline, toast } = (window as unknown as { __shown: Record<string, number[]> }).__shown
    return { inline: inline![1]! - inline![0]!, toast: toast![1]! - toast![0]! }
  })
}

function storedRow(subjectOrEmail: { subject?: string; email?: string }) {
  const db = openServerDb('main')
  try {
    return (
      subjectOrEmail.subject
        ? db.prepare('select * from submissions where subject = ?').get(subjectOrEmail.subject)
        : db.prepare('select * from submissions where email = ?').get(subjectOrEmail.email)
    ) as Record<string, unknown> | undefined
  } finally {
    db.close()
  }
}

/**
 * The e-mail the log transport wrote as an .eml file for a message (found by a text in its
 * body), once the worker has sent it: its headers and decoded text.
 */
async function mailWith(text: string): Promise<{ headers: string; text: string }> {
  let found: { headers: string; text: string } | null = null
  await expect
    .poll(
      async () => {
        const dir = serverOutboxDir('main')
        if (!existsSync(dir)) return false
        for (const f of readdirSync(dir).filter((n) => n.endsWith('.eml'))) {
          const raw = readFileSync(path.join(dir, f), 'utf8')
          const mail = await simpleParser(raw)
          if (mail.text?.includes(text))
            found = { headers: raw.slice(0, raw.indexOf('\n\n')), text: mail.text }
        }
        return found !== null
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return found!
}

test.describe('contact page', () => {
  test('shows the vendor desk, hours, office, review link and social links, and passes axe', async ({
    page,
  }) => {
    for (const width of [widths.phone, widths.desktop]) {
      await page.setViewportSize({ width, height: 800 })
      const res = await page.goto('/contact-us')
      expect(res!.status()).toBe(200)
      expect(res!.headers()['cache-control']).toBe('private, no-store')
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contact us')
      const vendor = main.getByRole('region', { name: 'Contact for vendor' })
      await expect(vendor.getByRole('link', { name: /\+91 80655 50145/ })).toHaveAttribute(
        'href',
        'tel:+918065550145',
      )
      await expect(vendor.getByRole('link', { name: /vendors@/ })).toHaveAttribute(
        'href',
        'mailto:vendors@gramasiri.example.com',
      )
      await expect(vendor).toContainText('Monday to Saturday - 9:30 to 6:30PM')
      const office = main.getByRole('region', { name: 'Our office' })
      await expect(office).toContainText('Bengaluru')
      await expect(office.getByRole('link', { name: /Review us on Google/ })).toHaveAttribute(
        'href',
        /google\.com\/maps/,
      )
      await expect(main.getByRole('region', { name: 'Follow us' }).getByRole('link')).toHaveCount(5)
      await expect(box(page, 'Phone number')).toHaveAttribute('placeholder', 'Phone Number')
      await expect(box(page, 'Message')).toHaveAttribute('placeholder', 'Description')
      for (const name of ['Name', 'Email', 'Subject', 'Phone number', 'Message'])
        await expect(box(page, name), name).toHaveAttribute('required', '')
      await expect(box(page, 'Phone number')).toHaveAttribute('pattern', '[0-9]{10}')
      await expect(box(page, 'Phone number')).toHaveAttribute('maxlength', '10')
      await expect(box(page, 'Phone number')).toHaveAttribute('inputmode', 'numeric')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
      await expectNoA11yViolations(page)
    }
  })

  test('the browser blocks a bad phone number before anything is sent', async ({ page }) => {
    await page.goto('/contact-us')
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
    for (const bad of ['984501234', '98450abcde']) {
      await fillContact(page, `Bad phone ${stamp()}`, bad)
      await page.getByRole('button', { name: 'Send Message' }).click()
      const phone = box(page, 'Phone number')
      expect(await phone.evaluate((el: HTMLInputElement) => el.validity.valid), bad).toBe(false)
      expect(await phone.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('')
    }
    // maxlength keeps an eleventh digit out.
    await box(page, 'Phone number').fill('')
    await box(page, 'Phone number').pressSequentially('98450123456')
    await expect(box(page, 'Phone number')).toHaveValue('9845012345')
    expect(posts).toEqual([])
  })

  test('sending: "Sending..." while it posts, then the form clears, the inline text lasts 3 s and the toast 5 s', async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths.desktop, height: 900 })
    await page.goto('/contact-us')
    await hydrated(page)
    await slowPosts(page, '**/contact-us.data*')
    const subject = `Stock enquiry ${stamp()}`
    await fillContact(page, subject)
    await watchTimings(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    const busy = page.getByRole('button', { name: 'Sending...' })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()

    const inline = page.getByText('Message Sent Successfully!', { exact: true })
    const toast = page.getByText('Message sent successfully!', { exact: true })
    await expect(inline).toBeVisible()
    await expect(toast).toBeVisible()
    // Top right: the toast's box ends near the right edge, high on the page.
    const t = (await page
      .getByRole('listitem')
      .filter({ hasText: 'Message sent successfully!' })
      .boundingBox())!
    expect(t.x + t.width).toBeGreaterThan(widths.desktop - 40)
    expect(t.x).toBeGreaterThan(widths.desktop / 2)
    expect(t.y).toBeLessThan(160)
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    for (const name of ['Name', 'Email', 'Subject', 'Phone number', 'Message'])
      await expect(box(page, name), name).toHaveValue('')

    await expect(inline).toBeHidden({ timeout: 6_000 })
    await expect(toast).toBeHidden({ timeout: 6_000 })
    const shown = await timings(page)
    expect(shown.inline).toBeGreaterThan(2_900)
    expect(shown.inline).toBeLessThan(3_600)
    expect(shown.toast).toBeGreaterThan(4_900)
    expect(shown.toast).toBeLessThan(6_000)

    expect(storedRow({ subject })).toMatchObject({ kind: 'contact', phone: '9845012345' })
    const mail = await mailWith(subject)
    expect(mail.text).toContain('Phone:   9845012345')
    expect(mail.headers).toContain('Reply-To: Manjunath S <manju@example.com>')
  })

  test('a value only the server refuses comes back with its message next to the field, input kept', async ({
    page,
  }) => {
    await page.goto('/contact-us')
    await hydrated(page)
    const subject = `Server check ${stamp()}`
    await fillContact(page, subject)
    // The browser accepts "a@b" as an e-mail address; the server wants a domain with a dot.
    await box(page, 'Email').fill('manju@localhost')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Failed to send the message. Please try again!')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'check the fields' })).toBeVisible()
    const email = box(page, 'Email')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(/valid e-mail address/)
    await expect(email).toBeFocused()
    await expect(box(page, 'Subject')).toHaveValue(subject)
    await expectNoA11yViolations(page)
    expect(storedRow({ subject })).toBeUndefined()
  })

  test('a connection lost while sending: the failure toast and the input stay, no error page', async ({
    page,
  }) => {
    await page.goto('/contact-us')
    await hydrated(page)
    await page.route('**/contact-us.data*', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    )
    const subject = `Offline ${stamp()}`
    await fillContact(page, subject)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Failed to send the message. Please try again!')).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('check your connection')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
    await expect(box(page, 'Subject')).toHaveValue(subject)
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  test('after sending, leaving and coming back shows a fresh form without old messages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths.desktop, height: 900 })
    await page.goto('/contact-us')
    await hydrated(page)
    await fillContact(page, `Come back ${stamp()}`)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    await nav.getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about-us$/)
    await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/contact-us$/)
    await expect(box(page, 'Name')).toBeVisible()
    await page.waitForTimeout(500)
    await expect(page.getByText('Message Sent Successfully!', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('the same message twice is not stored twice', async ({ page }) => {
    await page.goto('/contact-us')
    await hydrated(page)
    const subject = `Twice ${stamp()}`
    await fillContact(page, subject)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible()
    await fillContact(page, subject)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'already have this message' }),
    ).toBeVisible()
    const db = openServerDb('main')
    try {
      expect(
        db.prepare('select count(*) n from submissions where subject = ?').get(subject),
      ).toEqual({
        n: 1,
      })
    } finally {
      db.close()
    }
  })
})

test.describe('apply job page', () => {
  function openJob() {
    const db = openServerDb('main')
    try {
      return db
        .prepare("select id, job_title from jobs where job_status = 'Open' order by id limit 1")
        .get() as { id: number; job_title: string }
    } finally {
      db.close()
    }
  }

  test('reached from a job it shows the job; submitting says "Submitting...", then "Applied Successfully!"', async ({
    page,
  }) => {
    const job = openJob()
    const res = await page.goto(`/apply-job?job=${job.id}`)
    expect(res!.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply Job')
    await expect(page.getByRole('heading', { name: 'Enter the details below' })).toBeVisible()
    await expect(page.getByText('Applying for')).toBeVisible()
    await expect(page.getByRole('link', { name: job.job_title })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expectNoA11yViolations(page)

    await hydrated(page)
    await slowPosts(page, '**/apply-job.data*')
    const email = `applicant-${stamp()}@example.com`
    await box(page, 'Name').fill('Deepa Hegde')
    await box(page, 'Email Id').fill(email)
    await box(page, 'Phone Number').fill('9123456780')
    await box(page, 'Resume Link').fill('https://drive.example.com/deepa-resume')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    const inline = page.getByText('Applied Successfully!', { exact: true })
    await expect(inline).toBeVisible()
    await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible()
    await expect(box(page, 'Email Id')).toHaveValue('')
    await expect(inline).toBeHidden({ timeout: 6_000 })

    expect(storedRow({ email })).toMatchObject({
      kind: 'apply',
      phone: '9123456780',
      resume_link: 'https://drive.example.com/deepa-resume',
      job_id: job.id,
      job_title: job.job_title,
    })
    const mail = await mailWith(email)
    expect(mail.text).toContain('Resume link: https://drive.example.com/deepa-resume')
    expect(mail.text).toContain('Phone:       9123456780')
    expect(mail.text).toContain(job.job_title)
  })

  test('the browser refuses a resume link that is not http(s)', async ({ page }) => {
    await page.goto('/apply-job')
    await box(page, 'Resume Link').fill('javascript:alert(1)')
    expect(
      await box(page, 'Resume Link').evaluate(
        (el: HTMLInputElement) => el.validity.patternMismatch,
      ),
    ).toBe(true)
  })

  test('a closed or unknown job in the link is a note, not an error page', async ({ page }) => {
    const db = openServerDb('main')
    const closed = db.prepare("select id from jobs where job_status = 'Closed'").get() as {
      id: number
    }
    db.close()
    for (const id of [closed.id, 99999]) {
      const res = await page.goto(`/apply-job?job=${id}`)
      expect(res!.status()).toBe(200)
      await expect(page.getByRole('note')).toContainText('no longer open')
      await expect(page.getByText('Applying for')).toHaveCount(0)
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form posts, redirects and says it was sent', async ({ page }) => {
    await page.goto('/contact-us')
    const subject = `No script ${stamp()}`
    await fillContact(page, subject)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/contact-us\?sent=1$/)
    await expect(page.getByRole('status')).toHaveText('Message Sent Successfully!')
    expect(storedRow({ subject })).toMatchObject({ kind: 'contact' })
    await mailWith(subject)
  })

  test('a server refusal re-renders the page with the message and what was typed', async ({
    page,
  }) => {
    await page.goto('/contact-us')
    const subject = `No script refused ${stamp()}`
    await fillContact(page, subject)
    await box(page, 'Email').fill('manju@localhost')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ])
    expect(response.status()).toBe(400)
    await expect(page.getByRole('alert')).toContainText('check the fields')
    await expect(box(page, 'Email')).toHaveAccessibleDescription(/valid e-mail address/)
    await expect(box(page, 'Subject')).toHaveValue(subject)
    await expect(box(page, 'Email')).toHaveValue('manju@localhost')
  })

  test('the application posts with its job and says "Applied Successfully!"', async ({ page }) => {
    const db = openServerDb('main')
    const job = db
      .prepare("select id, job_title from jobs where job_status = 'Open' order by id desc limit 1")
      .get() as { id: number; job_title: string }
    db.close()
    await page.goto(`/apply-job?job=${job.id}`)
    const email = `noscript-${stamp()}@example.com`
    await box(page, 'Name').fill('Imran Pasha')
    await box(page, 'Email Id').fill(email)
    await box(page, 'Phone Number').fill('9000012345')
    await box(page, 'Resume Link').fill('https://example.com/imran.pdf')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(new RegExp(`/apply-job\\?sent=1&job=${job.id}$`))
    await expect(page.getByRole('status')).toHaveText('Applied Successfully!')
    expect(storedRow({ email })).toMatchObject({ job_id: job.id, job_title: job.job_title })
  })
})
