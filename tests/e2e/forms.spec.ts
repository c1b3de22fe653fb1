import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { arrangeJob, openServerDb, serverOutboxDir } from './support/db.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'
import { box, fillApplication, fillContact, formHydrated as hydrated } from './support/forms.ts'

// Requests answered by the service worker never reach page.route, which these tests use to
// hold or stub requests: the worker is kept out of them (its own tests are in offline.spec.ts).
test.use({ serviceWorkers: 'block' })

// Issue 7 in the browser, on the "main" server (time-trap 0 s, rate limit relaxed, mail written
// as .eml files): both forms with and without JavaScript. The limits at their real values and
// the failure path are in forms-limits.spec.ts, on the "faults" server.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** Who writes every contact message here; each test gives its own subject. */
const manju = {
  name: 'Manjunath S',
  email: 'manju@example.com',
  phone: '9845012345',
  message: 'We would like to stock your detergents in Tumakuru.',
}

/**
 * Holds the form's POSTs until the returned function is called, so the busy state can be seen
 * for as long as the test looks at it (not for a guessed number of milliseconds).
 */
async function holdPosts(page: Page, pattern: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  return release
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
      await fillContact(page, { ...manju, subject: `Bad phone ${stamp()}`, phone: bad })
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
    // The page's timers run on Playwright's clock: the test moves time, so the 3 s and 5 s are
    // checked to the millisecond however busy the machine is.
    await page.clock.install()
    await page.goto('/contact-us')
    await hydrated(page)
    const release = await holdPosts(page, '**/contact-us.data*')
    const subject = `Stock enquiry ${stamp()}`
    await fillContact(page, { ...manju, subject })
    await page.getByRole('button', { name: 'Send Message' }).click()
    const busy = page.getByRole('button', { name: 'Sending...' })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()

    // From here the page's time stands still unless the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    release()
    const inline = page.getByText('Message Sent Successfully!', { exact: true })
    const toast = page.getByText('Message sent successfully!', { exact: true })
    await expect(inline).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    for (const name of ['Name', 'Email', 'Subject', 'Phone number', 'Message'])
      await expect(box(page, name), name).toHaveValue('')
    // The toast library adds a toast on its next timer tick: 1 ms of the toast's 5 s.
    await page.clock.runFor(1)
    await expect(toast).toBeVisible()
    // Top right: the toast's box ends near the right edge, high on the page.
    const t = (await page
      .getByRole('listitem')
      .filter({ hasText: 'Message sent successfully!' })
      .boundingBox())!
    expect(t.x + t.width).toBeGreaterThan(widths.desktop - 40)
    expect(t.x).toBeGreaterThan(widths.desktop / 2)
    expect(t.y).toBeLessThan(160)

    await page.clock.runFor(2_998) // 2.999 s after success
    await expect(inline).toBeVisible()
    await page.clock.runFor(1) // 3 s
    await expect(inline).toBeHidden()
    await expect(toast).toBeVisible()
    await page.clock.runFor(2_000) // 5 s after the toast appeared
    await expect(toast).toBeVisible()
    await page.clock.runFor(1 + 200) // and its 200 ms exit
    await expect(toast).toBeHidden()

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
    await fillContact(page, { ...manju, subject })
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
    await fillContact(page, { ...manju, subject })
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
    await fillContact(page, { ...manju, subject: `Come back ${stamp()}` })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    await nav.getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about-us$/)
    await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/contact-us$/)
    // The form drawn again and its effects run (the script's hidden field is back): whatever it
    // would show of the last visit, it shows now.
    await expect(box(page, 'Name')).toBeVisible()
    await hydrated(page)
    await expect(page.getByText('Message Sent Successfully!', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('the same message twice is not stored twice', async ({ page }) => {
    await page.goto('/contact-us')
    await hydrated(page)
    const subject = `Twice ${stamp()}`
    await fillContact(page, { ...manju, subject })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible()
    await fillContact(page, { ...manju, subject })
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
    await page.clock.install()
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
    const release = await holdPosts(page, '**/apply-job.data*')
    const email = `applicant-${stamp()}@example.com`
    await fillApplication(page, {
      name: 'Deepa Hegde',
      email,
      phone: '9123456780',
      resume: 'https://drive.example.com/deepa-resume',
    })
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    release()
    const inline = page.getByText('Applied Successfully!', { exact: true })
    await expect(inline).toBeVisible()
    await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible()
    await expect(box(page, 'Email Id')).toHaveValue('')
    await page.clock.runFor(3_000)
    await expect(inline).toBeHidden()

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
    await fillContact(page, { ...manju, subject })
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
    await fillContact(page, { ...manju, subject })
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
    // Its own job: the newest open one may be another test's, unpublished while this one applies.
    const title = `Field officer ${stamp()}`
    const job = { id: arrangeJob({ title }), job_title: title }
    await page.goto(`/apply-job?job=${job.id}`)
    const email = `noscript-${stamp()}@example.com`
    await fillApplication(page, {
      name: 'Imran Pasha',
      email,
      phone: '9000012345',
      resume: 'https://example.com/imran.pdf',
    })
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(new RegExp(`/apply-job\\?sent=1&job=${job.id}$`))
    await expect(page.getByRole('status')).toHaveText('Applied Successfully!')
    expect(storedRow({ email })).toMatchObject({ job_id: job.id, job_title: job.job_title })
  })
})
