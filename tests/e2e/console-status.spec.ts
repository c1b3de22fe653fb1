import type { Browser, Page } from '@playwright/test'
import { addStaff, enrol } from './support/console'
import { openServerDb } from './support/db'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures'

// The console says what really happened (issue 36, defects 2, 8 and 9): mail written to the log
// is not "e-mailed", work waiting on a live item shows on its list and the dashboard, and the
// audit log speaks in words and India time. The suite's servers run MAIL_TRANSPORT=log.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

async function sendContact(browser: Browser, email: string, subject: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/contact-us')
  await box(page, 'Name').fill('Log Reader')
  await box(page, 'Email').fill(email)
  await box(page, 'Subject').fill(subject)
  await box(page, 'Phone number').fill('9845012345')
  await box(page, 'Message').fill('Where did my message go?')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible()
  await context.close()
}

test.describe('mail written to the log is not "e-mailed"', () => {
  test('the inbox marks a message the log transport wrote, and only a real delivery reads "E-mailed"', async ({
    page,
    browser,
  }) => {
    const tag = stamp()
    const email = `logged-${tag}@example.com`
    await sendContact(browser, email, `Logged ${tag}`)
    const db = openServerDb('main')
    try {
      const outbox = () =>
        db
          .prepare(
            'select o.id, o.status from mail_outbox o join submissions s on s.id = o.submission_id where s.email = ?',
          )
          .get(email) as { id: number; status: string } | undefined
      await expect.poll(() => outbox()?.status).toBe('sent')
      await enrol(page, addStaff('admin'))
      await page.goto(`/admin/inbox?q=${encodeURIComponent(tag)}`)
      const row = page.getByRole('listitem').filter({ hasText: `Logged ${tag}` })
      await expect(row.getByText('Written to the log, not e-mailed')).toBeVisible()
      await row.getByRole('link').click()
      const delivery = page.getByRole('region', { name: 'E-mail delivery' })
      await expect(delivery.getByText('Written to the log, not e-mailed')).toBeVisible()
      await expect(delivery).toContainText('nobody was e-mailed')
      await expect(delivery.getByText('E-mailed', { exact: true })).toHaveCount(0)
      for (const width of [widths.phone, widths.desktop]) {
        await page.setViewportSize({ width, height: 900 })
        await expectNoA11yViolations(page)
      }

      // Arrange what an SMTP delivery leaves (a sent row and no file): now it was e-mailed.
      db.prepare('update mail_outbox set stored_file = null where id = ?').run(outbox()!.id)
      await page.reload()
      await expect(delivery.getByText('E-mailed', { exact: true })).toBeVisible()
      await expect(delivery.getByText('Written to the log, not e-mailed')).toHaveCount(0)
    } finally {
      db.close()
    }
  })

  test('an invitation on a server that writes mail to its log says it was not e-mailed', async ({
    page,
  }) => {
    await enrol(page, addStaff('admin'))
    await page.goto('/admin/users')
    const invitee = `invitee-${stamp()}@example.com`
    const invite = page.getByRole('region', { name: 'Invite someone' })
    await invite.getByRole('textbox', { name: 'Email' }).fill(invitee)
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    const notice = page.getByRole('status').filter({ hasText: invitee })
    await expect(notice).toContainText("written to the server's mail log, not e-mailed")
    await expect(notice).not.toContainText('made and e-mailed')
    await expect(page.getByText('Not e-mailed: pass it on yourself.')).toBeVisible()
  })
})
