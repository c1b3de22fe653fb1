import type { Browser } from '@playwright/test'
import { formatMomentIST } from '../../app/utils/dates.ts'
import { addStaff, editorsReady, enrol } from './support/console.ts'
import { arrangeJob, openServerDb } from './support/db.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'
import { fillContact } from './support/forms.ts'

// The console says what really happened (issue 36, defects 2, 8 and 9): mail written to the log
// is not "e-mailed", work waiting on a live item shows on its list and the dashboard, and the
// audit log speaks in words and India time. The suite's servers run MAIL_TRANSPORT=log.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

async function sendContact(browser: Browser, email: string, subject: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/contact-us')
  await fillContact(page, {
    name: 'Log Reader',
    email,
    subject,
    phone: '9845012345',
    message: 'Where did my message go?',
  })
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
      // The CSV export's delivery column uses the badge's words, not the code "logged".
      const csv = await (await page.request.get(`/admin/inbox.csv?q=${tag}`)).text()
      expect(csv).toContain('"Written to the log, not e-mailed"')
      expect(csv).not.toMatch(/(^|,)"?logged"?(,|\r?$)/m)

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

test.describe('waiting work is visible', () => {
  test('a draft saved on a live job shows on the Jobs list and the dashboard, with what goes live and comes down', async ({
    page,
  }) => {
    const tag = stamp()
    const live = `Draft waiting ${tag}`
    const later = `Goes live ${tag}`
    const ending = `Comes down ${tag}`
    const id = arrangeJob({ title: live })
    // Soon, so they are among the first the dashboard shows (soonest first).
    const liveAt = Date.now() + 3 * 3600_000
    const downAt = Date.now() + 4 * 3600_000
    arrangeJob({ title: later, publishAt: liveAt })
    arrangeJob({ title: ending, unpublishAt: downAt })
    await enrol(page, addStaff('hr'))
    await page.goto(`/admin/jobs/${id}`)
    await page.getByRole('textbox', { name: /^Working Hours/ }).fill('9 to 5')
    await editorsReady(page)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByRole('status').first()).toHaveText(
      'Draft saved. The live page is unchanged until you publish.',
    )

    await page.goto(`/admin/jobs?q=${encodeURIComponent(tag)}`)
    const row = (title: string) =>
      page.getByRole('main').getByRole('listitem').filter({ hasText: title })
    await expect(row(live).getByText('Published · draft waiting')).toBeVisible()
    await expect(row(ending)).not.toContainText('draft waiting')

    await page.goto('/admin')
    const waiting = page.getByRole('region', { name: 'Waiting to go out' })
    const item = (title: string) => waiting.getByRole('listitem').filter({ hasText: title })
    await expect(item(live)).toContainText('draft of a live page, which is unchanged')
    await expect(item(later)).toContainText(`goes live ${formatMomentIST(liveAt)}`)
    await expect(item(ending)).toContainText(`comes down ${formatMomentIST(downAt)}`)
    await item(live).getByRole('link', { name: live }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}$`))
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(live)
    await page.goto('/admin')
    // HR sees their own changes, in words.
    const mine = page.getByRole('region', { name: 'Your latest changes' })
    await expect(mine.getByText('Job draft saved').first()).toBeVisible()
    await expect(mine).not.toContainText('content.jobs')
  })
})

test.describe('human words', () => {
  test('the audit log names kinds in words, times in India time, and the command line as the actor', async ({
    page,
  }) => {
    const tag = stamp()
    const title = `Scheduled ${tag}`
    const id = arrangeJob({ title })
    const admin = await enrol(page, addStaff('admin'))
    await page.goto(`/admin/jobs/${id}`)
    await page.getByLabel('Publish at').fill('2030-01-01T10:00')
    await editorsReady(page)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByRole('status').first()).toHaveText(
      'Scheduled: it goes live at the time you set.',
    )
    // The version kept from before the console's first change says where it came from.
    const history = page.getByRole('region', { name: 'History' })
    await expect(history.getByRole('listitem').last()).toContainText(
      'sample content or command line',
    )
    await expect(history).not.toContainText('someone')

    await page.goto(`/admin/audit?kind=content.jobs.scheduled`)
    const entry = page.getByRole('row').filter({ hasText: title })
    await expect(entry).toContainText('Job scheduled')
    await expect(entry).toContainText('Goes live 1 Jan 2030, 10:00 IST.')
    await expect(entry).not.toContainText(/content\.jobs|\d{2}:\d{2}:\d{2}|Z\b|UTC/)
    await expect(entry.getByRole('cell').first()).toContainText(/ IST$/)
    // What it was about: the job's kind and title, linked to its editor, not the code "jobs:12".
    await expect(entry).toContainText(`Job · ${title}`)
    await expect(entry).not.toContainText(`jobs:${id}`)
    await expect(entry.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      `/admin/jobs/${id}`,
    )

    // The account was made with `npm run users -- add`: the command line did it.
    await page.goto('/admin/audit?kind=user.created')
    const created = page.getByRole('row').filter({ hasText: admin.email })
    await expect(created.getByRole('cell').nth(1)).toHaveText('command line')
    await expect(page.getByText('not signed in')).toHaveCount(0)

    // Seeded jobs were changed when the sample content was loaded, not "—".
    await page.goto('/admin/jobs?sort=updated')
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(
      /changed \d+ \w{3} \d{4}, \d{2}:\d{2} IST/,
    )
    await expect(page.getByText(/changed —/)).toHaveCount(0)
  })
})

// The pages these changes touch, with what they now show, at a phone's and a desk's width (axe),
// and at a tablet's too (screenshots in test-results/screens/, to look at).
test.describe('accessible at 360 and 1280 px', () => {
  // One page a test: each loads three widths, two axe passes and three screenshots, which on a
  // loaded machine is most of a test's minute.
  for (const [name, paths] of [
    ['the dashboard', ['/admin']],
    ['a list with a draft waiting', ['/admin/jobs?q=Axe']],
    ['the audit log', ['/admin/audit']],
    ['the inbox', ['/admin/inbox']],
    ['the editor of a live job with a draft waiting, and its history', ['/admin/jobs/:id']],
  ] as const)
    test(name, async ({ page }) => {
      const id = arrangeJob({ title: `Axe ${stamp()}`, unpublishAt: Date.now() + 86_400_000 })
      const db = openServerDb('main')
      try {
        db.prepare(
          `insert into content_revisions (kind, item_id, snapshot, summary, is_draft, created_at)
           values ('jobs', ?, '{"values":{},"publishing":null}', 'Draft: Changed Working Hours.', 1, ?)`,
        ).run(id, Date.now())
      } finally {
        db.close()
      }
      await enrol(page, addStaff('admin'))
      for (const path of paths)
        for (const width of [widths.phone, 768, widths.desktop]) {
          await page.setViewportSize({ width, height: 900 })
          await page.goto(path.replace(':id', String(id)))
          if (width !== 768) await expectNoA11yViolations(page)
          const file = path.replace(':id', 'item').replace(/\W+/g, '-').replace(/^-|-$/g, '')
          await page.screenshot({
            path: `test-results/screens/status-${file || 'dashboard'}-${width}.png`,
          })
        }
    })
})
