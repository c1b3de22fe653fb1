import type { Page } from '@playwright/test'
import {
  addStaff,
  editorsReady,
  enrol,
  openEditor,
  passwordHere,
  passwordStep,
  richText,
  signInHere,
} from './support/console.ts'
import { servers } from '../../playwright.config.ts'
import { openServerDb } from './support/db.ts'
import { totp } from './support/totp.ts'
import { expect, expectNoA11yViolations, hydrated, test, widths } from './support/fixtures.ts'

// Nothing published or lost by accident in the console (issue 36): Enter never publishes, unsaved
// edits are asked about before they are lost, a notice belongs to the action just taken, Disable
// and Reset two-step sign-in ask first, the code field is ready after the password, a sent
// invitation clears its form, and a session that ends under an open page leads to the sign-in
// and back, a save it stopped offered back. Each test fails without its fix.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Console' }).first()
const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' })

/** A new job in Kolar, written in the editor and saved with `button`; returns its id. */
async function newJob(page: Page, button: 'Publish' | 'Save draft') {
  const title = `Route Supervisor ${stamp()}`
  await page.goto('/admin/jobs/new')
  await page.getByRole('textbox', { name: 'Job title' }).fill(title)
  await page.getByRole('textbox', { name: /^Role/ }).fill('Supervision')
  await page.getByRole('textbox', { name: /^Location/ }).fill('Kolar')
  await (await richText(page, 'Short description')).fill('Plan delivery routes.')
  await (await richText(page, 'Description')).fill('Plan the delivery routes around Kolar.')
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    button === 'Publish'
      ? 'Published: it is on the site now.'
      : 'Draft saved. It is not on the site until you publish it.',
  )
  return { title, id: /\/admin\/jobs\/(\d+)/.exec(page.url())![1]! }
}

test('Enter in a field of a live job saves a draft: the public page stays as it was', async ({
  page,
  request,
}) => {
  await enrol(page, addStaff('hr'))
  const { id } = await newJob(page, 'Publish')
  const where = page.getByRole('textbox', { name: /^Location/ })
  await where.fill('Tumakuru')
  await where.press('Enter')
  await expect(page.getByRole('status').first()).toHaveText(
    'Draft saved. The live page is unchanged until you publish.',
  )
  const live = await (await request.get(`/opportunity-detail/${id}`)).text()
  expect(live).toContain('Kolar')
  expect(live).not.toContain('Tumakuru')
})

test('Enter in a page copy field, which would go live on saving, sends nothing', async ({
  page,
  request,
}) => {
  await enrol(page, addStaff('editor'))
  await page.goto('/admin/copy')
  await page.getByRole('link', { name: 'Home: What We Do' }).click()
  const field = page.getByRole('textbox', { name: 'Heading', exact: true }).first()
  await expect(field).toBeVisible()
  // What Enter does is the hydrated form's: wait for the page's script on purpose.
  await hydrated(page)
  // The submit event that Enter fires comes at once, inside the key press: read what it did.
  await page.evaluate(() => {
    const seen: Array<{ by: string | null; stopped: boolean }> = []
    ;(window as unknown as { submits: typeof seen }).submits = seen
    window.addEventListener('submit', (e) =>
      seen.push({
        by: (e as SubmitEvent).submitter?.getAttribute('value') ?? null,
        stopped: e.defaultPrevented,
      }),
    )
  })
  const heading = `Not saved ${stamp()}`
  await field.fill(heading)
  await field.press('Enter')
  expect(await page.evaluate(() => (window as unknown as { submits: unknown }).submits)).toEqual([
    { by: 'stay', stopped: true },
  ])
  await expect(field).toHaveValue(heading)
  await expect(page.getByRole('status')).toHaveCount(0)
  expect(await (await request.get('/')).text()).not.toContain(heading)
})

test('a refused save never shows the notice of the save before it', async ({ page }) => {
  await enrol(page, addStaff('hr'))
  await newJob(page, 'Publish')
  await page.getByLabel('Publish at').fill('2031-01-10T10:00:00')
  await page.getByLabel('Take down at').fill('2031-01-09T10:00:00')
  await editorsReady(page)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Some fields need another look; each says what is wrong.',
  )
  await expect(page.getByText('The end must come after the start.')).toBeVisible()
  await expect(page.getByText('Published: it is on the site now.')).toHaveCount(0)
  await expect(page.getByRole('status')).toHaveCount(0)
  // Nor does the address keep it, for a reload to show again.
  expect(new URL(page.url()).searchParams.has('notice')).toBe(false)
})

test('a refused move in a list never shows the notice of the reorder before it', async ({
  page,
}) => {
  await enrol(page, addStaff('editor'))
  // The address a reorder leaves behind (?notice=reordered): its notice is on the page.
  await page.goto('/admin/social?notice=reordered')
  await expect(page.getByRole('status').filter({ hasText: 'New order saved.' })).toBeVisible()
  await hydrated(page)
  // A move the server refuses, as when the list changed under the page: the first item, up. The
  // request is rewritten on its way, not the form's hidden input: React writes the value it drew
  // back into that input whenever it draws the list again (route discovery's update, say), and
  // an edit made a moment before such a draw was lost (a race CI met once).
  await page.route(
    (url) => url.pathname.startsWith('/admin/social'),
    async (route) => {
      const request = route.request()
      if (request.method() !== 'POST') return route.continue()
      await route.continue({ postData: request.postData()!.replace('dir=down', 'dir=up') })
    },
  )
  await page
    .getByRole('button', { name: /^Move down/ })
    .first()
    .click()
  await expect(page.getByText('That item cannot move further.')).toBeVisible()
  await expect(page.getByText('New order saved.')).toHaveCount(0)
})

test('text typed in a rich text field while its editor loads is in the editor when it comes', async ({
  page,
}) => {
  await enrol(page, addStaff('hr'))
  // The editor's code held back, as one bar of signal holds it: the page has run (it asked for
  // the code) and the text area is still there to type in.
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  let asked!: () => void
  const requested = new Promise<void>((r) => (asked = r))
  await page.route('**/assets/rich-text-editor-*.js', async (route) => {
    asked()
    await held
    await route.continue()
  })
  await page.goto('/admin/jobs/new')
  await requested
  const area = page
    .locator('textarea')
    .and(page.getByRole('textbox', { name: 'Description', exact: true }))
  await area.click()
  await page.keyboard.type('Stock the shelves')
  await expect(area).toBeFocused()
  release()
  const editor = await richText(page, 'Description')
  await expect(editor).toHaveText('Stock the shelves')
  // The typing goes on where it was, in the editor.
  await expect(editor).toBeFocused()
  await page.keyboard.type(' every morning.')
  await expect(editor).toHaveText('Stock the shelves every morning.')
})

test('when the rich text editor’s code never comes, its text areas still save the job', async ({
  page,
  consoleErrors,
}) => {
  await enrol(page, addStaff('hr'))
  let asked!: () => void
  const requested = new Promise<void>((r) => (asked = r))
  await page.route('**/assets/rich-text-editor-*.js', async (route) => {
    asked()
    await route.abort('internetdisconnected')
  })
  const title = `Van Helper ${stamp()}`
  await page.goto('/admin/jobs/new')
  await requested
  await page.getByRole('textbox', { name: 'Job title' }).fill(title)
  await page.getByRole('textbox', { name: /^Role/ }).fill('Delivery')
  await page.getByRole('textbox', { name: /^Location/ }).fill('Kolar')
  const area = (name: string) =>
    page.locator('textarea').and(page.getByRole('textbox', { name, exact: true }))
  await area('Short description').fill('Load the van.')
  await area('Description').fill('<p>Load the van <b>before</b> seven.</p>')
  await page.getByRole('button', { name: 'Save draft', exact: true }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'Draft saved. It is not on the site until you publish it.',
  )
  await expect(area('Description')).toHaveValue('<p>Load the van <b>before</b> seven.</p>')
  // The browser's own line for the code that never came; nothing else may be logged.
  const lost = (e: string) => /ERR_INTERNET_DISCONNECTED.*\/rich-text-editor-/.test(e)
  expect(consoleErrors.filter(lost).length, consoleErrors.join('\n')).toBeGreaterThan(0)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !lost(e)))
})

test('unsaved edits: a console link asks first; Stay (or Escape) keeps them, Leave drops them', async ({
  page,
}) => {
  await enrol(page, addStaff('hr'))
  // Untouched, with the rich text editor drawn: nothing to ask about.
  await page.goto('/admin/jobs/new')
  await richText(page, 'Description')
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()

  await page.goto('/admin/jobs/new')
  const description = await richText(page, 'Description')
  const title = page.getByRole('textbox', { name: 'Job title' })
  await title.fill('Half-written job')
  await sidebar(page).getByRole('link', { name: 'Jobs' }).click()
  const dialog = leaveDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Your changes to this new job are not saved.')
  // The safe choice has the focus: Enter stays.
  await expect(dialog.getByRole('button', { name: 'Stay on this page' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/)
  await expect(title).toHaveValue('Half-written job')

  // Typed back as it was: nothing to lose. Rich text counts too.
  await title.fill('')
  await description.click()
  await page.keyboard.type('A line of rich text.')
  await page.getByRole('link', { name: '← Jobs' }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(description).toContainText('A line of rich text.')

  await sidebar(page).getByRole('link', { name: 'Jobs' }).click()
  await dialog.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible()
})

test('unsaved edits: closing or reloading the page asks the browser’s question; after a save nothing asks', async ({
  page,
}) => {
  await enrol(page, addStaff('hr'))
  await newJob(page, 'Save draft')
  const where = page.getByRole('textbox', { name: /^Location/ })
  await where.fill('Tumakuru')
  const asked = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const question = await asked
  expect(question.type()).toBe('beforeunload')
  await question.dismiss()
  await expect(where).toHaveValue('Tumakuru')

  // Saved: a console link goes at once.
  // (The notice of the save before is still there: a save is done when History has its entry.)
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem')
  const saveDraft = async () => {
    const before = await history.count()
    await editorsReady(page)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(history).toHaveCount(before + 1)
  }
  await saveDraft()
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
  await expect(leaveDialog(page)).toBeHidden()

  // Back, changed and saved again (the same notice, a new save): the page closes without a word.
  await page.goBack()
  await where.fill('Mysuru')
  await saveDraft()
  const questions: string[] = []
  page.on('dialog', (d) => {
    questions.push(d.type())
    void d.accept()
  })
  const closed = page.waitForEvent('close')
  await page.close({ runBeforeUnload: true })
  await closed
  expect(questions).toEqual([])
})

// Disable and Reset in two tests, each well inside the test's time late in a slow run (together
// 42 s of 60), where the People list holds every account the run has added.
test('People: Disable asks first; Escape and Cancel keep the account', async ({ page }) => {
  await enrol(page, addStaff('admin'))
  const target = addStaff('editor')
  await page.goto('/admin/users')
  // Focus is set by the page's script: wait for it on purpose.
  await hydrated(page)
  // The run's accounts fill many pages: the account is found by its address, keyboard alone.
  await page.getByRole('searchbox', { name: 'Find an account' }).fill(target.email)
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { name: `Accounts matching “${target.email}” (1)` }),
  ).toBeVisible()
  await expect(page).toHaveURL(`/admin/users?q=${encodeURIComponent(target.email)}`)
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: target.email, exact: true }) })
  const disable = row.getByRole('button', { name: `Disable ${target.email}` })
  await disable.click()
  const asking = page.getByRole('alertdialog', { name: `Disable ${target.email}?` })
  await expect(asking).toContainText('They can no longer sign in')
  await expect(asking.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(asking).toBeHidden()
  await expect(disable).toBeFocused()
  await expect(row.getByText('Disabled', { exact: true })).toHaveCount(0)
  await disable.click()
  await asking.getByRole('button', { name: 'Cancel' }).click()
  await expect(asking).toBeHidden()
  await expect(row.getByText('Disabled', { exact: true })).toHaveCount(0)
  await disable.click()
  await asking.getByRole('button', { name: 'Disable the account' }).click()
  const answer = page.getByRole('status').filter({ hasText: target.email })
  await expect(answer).toHaveText(
    `${target.email} can no longer sign in; their sessions have ended.`,
  )
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible()
})

test('People: more accounts than a page holds go on pages, a search kept from page to page', async ({
  page,
}) => {
  // 51 accounts straight into the database (a team this size: no sign-in needed for the list).
  const tag = `pager-${stamp()}`
  const db = openServerDb('main')
  try {
    const add = db.prepare(
      `insert into users (email, name, role, password_hash, status, created_at, updated_at,
         password_changed_at) values (?, '', 'editor', 'not a hash', 'disabled', ?, ?, ?)`,
    )
    const now = Date.now()
    for (let i = 1; i <= 51; i++)
      add.run(`${tag}-${String(i).padStart(2, '0')}@example.com`, now, now, now)
  } finally {
    db.close()
  }
  await enrol(page, addStaff('admin'))
  await page.goto(`/admin/users?q=${tag}`)
  const accounts = page.getByRole('region', { name: `Accounts matching “${tag}” (51)` })
  const names = accounts.getByRole('listitem').getByRole('heading', { level: 3 })
  await expect(names).toHaveCount(50)
  await expect(names.first()).toHaveText(`${tag}-01@example.com`)
  const pages = page.getByRole('navigation', { name: 'Pages of accounts' })
  await expect(pages).toContainText('Page 1 of 2')
  await pages.getByRole('link', { name: 'Next page' }).click()
  await expect(pages).toContainText('Page 2 of 2')
  await expect(names).toHaveText([`${tag}-51@example.com`])
  await expect(page.getByRole('searchbox', { name: 'Find an account' })).toHaveValue(tag)
  await pages.getByRole('link', { name: 'Previous page' }).click()
  await expect(names).toHaveCount(50)
  // Nothing found says so; Show everyone clears the search.
  await page.getByRole('searchbox', { name: 'Find an account' }).fill(`${tag}-none`)
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  await expect(
    page.getByText(`No account has “${tag}-none” in its name or e-mail address.`),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Show everyone' }).click()
  await expect(page).toHaveURL('/admin/users')
  await expect(page.getByRole('searchbox', { name: 'Find an account' })).toHaveValue('')
})

test('People: Reset two-step sign-in asks first, and works by keyboard alone', async ({
  page,
  browser,
}) => {
  await enrol(page, addStaff('admin'))
  const other = await browser.newContext()
  const target = await enrol(await other.newPage(), addStaff('editor'))
  await other.close()
  await page.goto(`/admin/users?q=${encodeURIComponent(target.email)}`)
  // Focus is set by the page's script: wait for it on purpose.
  await hydrated(page)
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: target.email, exact: true }) })
  const answer = page.getByRole('status').filter({ hasText: target.email })
  // The keyboard alone: Enter opens, Tab reaches the confirmation, Enter resets.
  const reset = row.getByRole('button', { name: `Reset two-step sign-in of ${target.email}` })
  await reset.focus()
  await page.keyboard.press('Enter')
  const resetting = page.getByRole('alertdialog', {
    name: `Reset two-step sign-in of ${target.email}?`,
  })
  await expect(resetting.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(resetting.getByRole('button', { name: 'Reset two-step sign-in' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(answer).toHaveText(
    `${target.email} will set up an authenticator app at their next sign-in.`,
  )
  // The answer has the focus (the button pressed is gone with the two-step it reset).
  await expect(page.locator(':focus')).toContainText(target.email)
  await expect(row.getByText('Two-step not set up')).toBeVisible()
})

test('People: a sent invitation clears the form; a refused one keeps what was typed', async ({
  page,
}) => {
  await enrol(page, addStaff('admin'))
  await page.goto('/admin/users')
  const invite = page.getByRole('region', { name: 'Invite someone' })
  const email = invite.getByRole('textbox', { name: 'Email' })
  const role = invite.getByRole('combobox', { name: 'Role' })
  // An address the browser takes but the server does not (no dot in the domain).
  await email.fill('someone@localhost')
  await role.selectOption({ label: 'HR' })
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByText('Enter the e-mail address of the person to invite.')).toBeVisible()
  await expect(email).toHaveValue('someone@localhost')
  const address = `new-${stamp()}@example.com`
  await email.fill(address)
  await role.selectOption({ label: 'HR' })
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('status').filter({ hasText: address })).toContainText(
    `Invitation for ${address}`,
  )
  await expect(email).toHaveValue('')
  await expect(role).toHaveValue('editor')
})

test('after the password, the code field has the focus', async ({ page, browser }) => {
  const staff = addStaff('editor')
  const first = await browser.newContext()
  await enrol(await first.newPage(), staff)
  await first.close()
  await passwordStep(page, staff)
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toBeFocused()
  await page.keyboard.type('12')
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue('12')
})

for (const width of [widths.phone, widths.desktop])
  test(`the leave dialog, the People confirmations and the code step pass axe at ${width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const admin = await enrol(page, addStaff('admin'))
    await page.goto('/admin/jobs/new')
    await richText(page, 'Description')
    await page.getByRole('textbox', { name: 'Job title' }).fill('Not kept')
    await page.getByRole('link', { name: '← Jobs' }).click()
    await expect(leaveDialog(page)).toBeVisible()
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await page.getByRole('textbox', { name: 'Job title' }).fill('')
    await page.goto(`/admin/users?q=${encodeURIComponent(admin.email)}`)
    await hydrated(page)
    await page.getByRole('button', { name: `Reset two-step sign-in of ${admin.email}` }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expectNoA11yViolations(page)
    const signingIn = await browser.newContext({ viewport: { width, height: 900 } })
    const p = await signingIn.newPage()
    await passwordStep(p, admin)
    await expect(p.getByRole('textbox', { name: 'Code', exact: true })).toBeFocused()
    await expectNoA11yViolations(p)
    await signingIn.close()
  })

/** Eight hours go by without a request (lunch, a long meeting): `staff`'s session ends. */
function idleForEightHours(staff: { email: string }) {
  const db = openServerDb('main')
  db.prepare(
    'UPDATE sessions SET last_seen_at = last_seen_at - ? WHERE user_id = (SELECT id FROM users WHERE email = ?)',
  ).run(9 * 3600_000, staff.email)
  db.close()
}

const stoppedNotice =
  'You were signed out before your last save reached us, so it was not saved. What you typed is kept in this tab until you close it.'

test('a save sent after the session ended is not lost: signed in again, what was typed is put back and saved', async ({
  page,
}) => {
  const staff = await enrol(page, addStaff('hr'))
  const { id, title: saved } = await newJob(page, 'Save draft')
  const title = page.getByRole('textbox', { name: 'Job title' })
  const typed = `Night Route Supervisor ${stamp()}`
  await title.fill(typed)
  await (await richText(page, 'Short description')).fill('Plan the night delivery routes.')
  idleForEightHours(staff)

  // The save's answer is the sign-in page; signed in there again, the editor comes back.
  await page.getByRole('button', { name: 'Save draft', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/login\?next=/)
  await signInHere(page, staff, 1)
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}$`))
  await editorsReady(page)

  // The editor shows the job as it was saved, and says what became of the save.
  await expect(page.getByRole('alert')).toHaveText(stoppedNotice)
  await expect(title).toHaveValue(saved)
  await expectNoA11yViolations(page, ['section[aria-label="Your last save"]'])
  await page.getByRole('button', { name: 'Put back what I typed' }).click()
  await expect(title).toHaveValue(typed)
  await editorsReady(page)
  await expect(await richText(page, 'Short description')).toHaveText(
    'Plan the night delivery routes.',
  )
  await expect(page.getByRole('button', { name: 'Put back what I typed' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Save draft', exact: true }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'Draft saved. It is not on the site until you publish it.',
  )
  await expect(title).toHaveValue(typed)

  // Kept only until it was put back: the next visit has nothing to offer.
  await page.reload()
  await expect(title).toHaveValue(typed)
  await expect(page.getByText('You were signed out before')).toHaveCount(0)
})

test("the Kannada form's save, stopped at sign-in, comes back to the Kannada view and is put back", async ({
  page,
}) => {
  const staff = await enrol(page, addStaff('hr'))
  const { id } = await newJob(page, 'Save draft')
  await openEditor(page, `/admin/jobs/${id}?lang=kn`)
  const knTitle = `ರಾತ್ರಿ ಮಾರ್ಗ ಮೇಲ್ವಿಚಾರಕ ${stamp()}`
  const title = page.getByRole('textbox', { name: /^Job title in Kannada/ })
  await title.fill(knTitle)
  idleForEightHours(staff)
  await page.getByRole('button', { name: 'Save Kannada draft' }).click()
  await expect(page).toHaveURL(/\/admin\/login\?next=/)
  await signInHere(page, staff, 1)
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}\\?lang=kn$`))
  await editorsReady(page)
  await expect(page.getByRole('alert')).toHaveText(stoppedNotice)
  await expect(title).toHaveValue('')
  await page.getByRole('button', { name: 'Put back what I typed' }).click()
  await expect(title).toHaveValue(knTitle)
  await page.getByRole('button', { name: 'Save Kannada draft' }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'Kannada draft saved. The Kannada page is unchanged until you publish the Kannada.',
  )
  await expect(title).toHaveValue(knTitle)
})

test('a save stopped at sign-in can be let go: Discard, and the saved job stays as it was', async ({
  page,
}) => {
  const staff = await enrol(page, addStaff('hr'))
  const { id, title: saved } = await newJob(page, 'Save draft')
  await page.getByRole('textbox', { name: 'Job title' }).fill(`Cashier ${stamp()}`)
  idleForEightHours(staff)
  await page.getByRole('button', { name: 'Save draft', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/login\?next=/)
  await signInHere(page, staff, 1)
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}$`))
  await expect(page.getByRole('alert')).toHaveText(stoppedNotice)
  await page.getByRole('button', { name: 'Discard it' }).click()
  await expect(page.getByText('You were signed out before')).toHaveCount(0)
  await page.reload()
  await editorsReady(page)
  await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(saved)
  await expect(page.getByText('You were signed out before')).toHaveCount(0)
})

test('a save stopped at sign-in is offered to no one else who signs in there', async ({ page }) => {
  // Two people on one computer, in one tab: the second to sign in is not shown the first's words.
  const first = await enrol(page, addStaff('hr'))
  const { id } = await newJob(page, 'Save draft')
  await page.getByRole('textbox', { name: 'Job title' }).fill(`Cashier ${stamp()}`)
  idleForEightHours(first)
  await page.getByRole('button', { name: 'Save draft', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/login\?next=/)
  const second = addStaff('hr')
  await passwordHere(page, second)
  const secret = (await page.getByLabel('Setup key').textContent())!.replace(/\s/g, '')
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(totp(secret))
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await page.getByRole('link', { name: 'I have saved them: continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}$`))
  await editorsReady(page)
  await expect(page.getByText('You were signed out before')).toHaveCount(0)
})

test('a link followed after the session ended leads to the sign-in, then to the page it named', async ({
  page,
}) => {
  // The console's own links ask for data only: that answer (401) showed "Something went wrong".
  const staff = await enrol(page, addStaff('hr'))
  await hydrated(page)
  idleForEightHours(staff)
  await sidebar(page).getByRole('link', { name: 'Jobs' }).click()
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fjobs$/)
  await signInHere(page, staff, 1)
  await expect(page).toHaveURL(/\/admin\/jobs$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a save sent after the session ended answers with what was typed, to copy, and a way to sign in again', async ({
    page,
    browser,
  }) => {
    // The job is written with JavaScript (its rich text); the save below is a plain form.
    const withJs = await browser.newContext({ baseURL: servers.main, javaScriptEnabled: true })
    const writer = await withJs.newPage()
    const staff = await enrol(writer, addStaff('hr'))
    const { id } = await newJob(writer, 'Save draft')
    await withJs.close()

    await page.goto('/admin/login')
    await signInHere(page, staff, 1)
    await page.goto(`/admin/jobs/${id}?lang=kn`)
    const typed = `ರಾತ್ರಿ ಮಾರ್ಗ ಮೇಲ್ವಿಚಾರಕ ${stamp()}`
    await page.getByRole('textbox', { name: /^Job title in Kannada/ }).fill(typed)
    idleForEightHours(staff)
    const answer = page.waitForResponse((r) => r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Save Kannada draft' }).click()
    expect((await answer).status()).toBe(401)

    await expect(
      page.getByRole('heading', { level: 1, name: 'You were signed out, so this was not saved' }),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(typed)
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveAttribute('lang', 'kn')
    // Nothing of the form's workings is shown as if it were typed.
    await expect(page.getByRole('textbox', { name: /^(Csrf|Intent|Version)$/ })).toHaveCount(0)
    const signIn = page.getByRole('link', { name: 'Sign in again in a new tab' })
    await expect(signIn).toHaveAttribute(
      'href',
      `/admin/login?next=${encodeURIComponent(`/admin/jobs/${id}?lang=kn`)}`,
    )
    await expect(signIn).toHaveAttribute('target', '_blank')
    await page.screenshot({ path: 'test-results/screens/signed-out-save.png', fullPage: true })
    // axe runs as a script: the same page, in a tab that runs them.
    const html = await page.content()
    const checker = await browser.newContext({ javaScriptEnabled: true })
    const check = await checker.newPage()
    await check.setContent(html)
    await expectNoA11yViolations(check)
    await checker.close()
  })
})
