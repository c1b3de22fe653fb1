import { addStaff, enrol } from './support/console.ts'
import { openServerDb } from './support/db.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'

// HR's own workflow (issue 37): an HR member finds a job's applications from the jobs list or
// the inbox's job filter, moves one new → shortlisted → interview with a note, using the
// keyboard alone, and sees the stage in the list, in the stage filter and in the job's count.
// The inbox and the application's page pass axe at phone and desktop widths.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** A job of this test's own (a copy of the first seeded job), so its counts are only ours. */
function addJob(title: string): number {
  const db = openServerDb('main')
  try {
    const cols = (db.prepare('pragma table_info(jobs)').all() as Array<{ name: string }>)
      .map((c) => c.name)
      .filter((c) => c !== 'id')
    const values = cols.map((c) =>
      c === 'job_title' || c === 'slug' ? '?' : c === 'job_status' ? `'Open'` : c,
    )
    const slugFirst = cols.indexOf('slug') < cols.indexOf('job_title')
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const r = db
      .prepare(
        `insert into jobs (${cols.join(', ')}) select ${values.join(', ')} from jobs where id = (select min(id) from jobs where status = 'published')`,
      )
      .run(...(slugFirst ? [slug, title] : [title, slug]))
    return Number(r.lastInsertRowid)
  } finally {
    db.close()
  }
}

/**
 * Applications as the public form stores them (its pipeline and e-mails are tested in
 * forms.spec.ts and tests/integration/hr-notice.test.ts); written straight into the server's
 * database, so this file spends its minute on the console. Returns their ids.
 */
function applyFor(jobId: number, title: string, names: string[]): number[] {
  const db = openServerDb('main')
  try {
    const insert = db.prepare(
      `insert into submissions (kind, name, email, phone, resume_link, job_id, job_title, created_at)
       values ('apply', ?, ?, '9845012345', ?, ?, ?, ?)`,
    )
    return names.map((name, i) => {
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}-${jobId}@example.com`
      const r = insert.run(name, email, `https://drive.example.com/${i}`, jobId, title, Date.now())
      return Number(r.lastInsertRowid)
    })
  } finally {
    db.close()
  }
}

test('HR moves an application new → shortlisted → interview with a note, by keyboard, and sees it everywhere', async ({
  page,
}) => {
  const tag = stamp()
  const title = `Warehouse Picker ${tag}`
  const jobId = addJob(title)
  applyFor(jobId, title, ['Asha Kumari', 'Bharath Gowda'])
  await enrol(page, addStaff('hr'))

  // The jobs list: the job's row counts its applications and links to them.
  await page.goto(`/admin/jobs?q=${encodeURIComponent(tag)}`)
  const count = page.getByRole('link', { name: '2 applications (2 new)' })
  await expect(count).toHaveAttribute('href', `/admin/inbox?job=${jobId}`)
  await count.click()

  // The inbox filtered by the job (its select shows it), both applications new.
  await expect(page.getByRole('combobox', { name: 'Job' })).toHaveValue(String(jobId))
  await expect(page.getByRole('status')).toHaveText('2 found')
  const list = page.getByRole('main').getByRole('list').last()
  await expect(list.getByRole('listitem').getByText('New', { exact: true })).toHaveCount(2)

  await list.getByRole('link', { name: `Asha Kumari, for ${title}` }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Job application from Asha Kumari' }),
  ).toBeVisible()
  const stage = page.getByRole('region', { name: 'Stage' })
  const now = stage.getByRole('paragraph').first()
  await expect(now).toHaveText(/^Now: New$/)

  // Keyboard only: choose the stage by typing its first letter, Tab to the button, Enter.
  const moveTo = stage.getByRole('combobox', { name: 'Move to' })
  await moveTo.focus()
  await page.keyboard.type('s')
  await expect(moveTo).toHaveValue('shortlisted')
  await page.keyboard.press('Tab')
  await expect(stage.getByRole('button', { name: 'Change stage' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Moved to' })).toHaveText(
    'Moved to Shortlisted.',
  )
  await expect(now).toHaveText(/^Now: Shortlisted/)

  const notes = page.getByRole('region', { name: 'Notes' })
  await expect(notes.getByText('No notes yet.')).toBeVisible()
  await notes.getByRole('textbox', { name: 'Add a note' }).focus()
  await page.keyboard.type('Phoned her: can start in January. <b>Not bold</b>')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Note added' })).toHaveText('Note added.')
  // Plain text, escaped: the tags read as typed; the box is empty for the next note.
  await expect(notes.getByRole('listitem')).toHaveCount(1)
  await expect(notes.getByRole('listitem')).toContainText(
    'Phoned her: can start in January. <b>Not bold</b>',
  )
  await expect(notes.getByRole('textbox', { name: 'Add a note' })).toHaveValue('')

  await moveTo.focus()
  await page.keyboard.type('i')
  await expect(moveTo).toHaveValue('interview')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Moved to' })).toHaveText(
    'Moved to Interview.',
  )

  // The list shows each stage; the stage filter (with the job) finds only the one moved.
  await page.getByRole('link', { name: `All applications for ${title}` }).click()
  await expect(list.getByRole('listitem').filter({ hasText: 'Asha Kumari' })).toContainText(
    'Interview',
  )
  await expect(list.getByRole('listitem').filter({ hasText: 'Bharath Gowda' })).toContainText('New')
  await page.getByRole('combobox', { name: 'Stage' }).selectOption('interview')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/[?&]stage=interview/)
  await expect(page.getByRole('status')).toHaveText('1 found')
  await expect(list.getByRole('link')).toHaveText([`Asha Kumari, for ${title}`])

  // The CSV has the stage, in words.
  const csv = await (await page.request.get(`/admin/inbox.csv?job=${jobId}&stage=interview`)).text()
  expect(csv).toContain('"stage"')
  expect(csv).toContain('"Interview"')

  // The count on the jobs list follows: one of two is still new.
  await page.goto(`/admin/jobs?q=${encodeURIComponent(tag)}`)
  await expect(page.getByRole('link', { name: '2 applications (1 new)' })).toBeVisible()
})

// One page per test, both widths: four full axe passes in one test do not fit its minute on a
// loaded machine.
for (const where of ['inbox', 'application'] as const)
  test(`the ${where} page passes axe at 360 and 1280 px`, async ({ page }, testInfo) => {
    const tag = stamp()
    const title = `Stock Keeper ${tag}`
    const jobId = addJob(title)
    const [id] = applyFor(jobId, title, ['Divya Shetty'])
    await enrol(page, addStaff('hr'))
    await page.goto(where === 'inbox' ? `/admin/inbox?job=${jobId}` : `/admin/inbox/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const width of [widths.phone, widths.desktop]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoA11yViolations(page)
      await testInfo.attach(`${where}-${width}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      })
    }
  })

test('a role that may not read applications cannot move one: 403', async ({ page }) => {
  const tag = stamp()
  const title = `Delivery Driver ${tag}`
  const [id] = applyFor(addJob(title), title, ['Chandra P'])
  await enrol(page, addStaff('editor'))
  await page.goto('/admin/account')
  const csrf = await page.locator('input[name="csrf"]').first().inputValue()
  const res = await page.request.post(`/admin/inbox/${id}`, {
    form: { csrf, intent: 'stage', stage: 'hired' },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(res.status()).toBe(403)
  await page.goto(`/admin/inbox/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
})
