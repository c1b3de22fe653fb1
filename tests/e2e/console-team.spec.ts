import type { Browser, Page } from '@playwright/test'
import { editorsReady, enrolledState, openEditor } from './support/console.ts'
import { arrangeShopJob, openServerDb } from './support/db.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'

// A console for a team (issue 37): the edit-conflict check in two browsers at once, and bulk
// actions on a content list (the public pages follow) and in the inbox.

// Two people, each enrolled once and signed in for every test: Ravi, an administrator (`page`),
// and Asha of HR (a second browser context where a test needs her).
type Person = Awaited<ReturnType<typeof enrolledState>>
let ravi: Person
let asha: Person
test.beforeAll(async ({ browser }) => {
  ravi = await enrolledState(browser, 'admin')
})
test.beforeAll(async ({ browser }) => {
  asha = await enrolledState(browser, 'hr')
})
// Read when a context is made, the hooks' own included (before Ravi is enrolled: none).
test.use({ storageState: async ({ browserName: _ }, provide) => provide(ravi?.state) })

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** Contact messages as the public form stores them, straight into the server's database. */
function arrangeMessages(names: string[], subject: string): void {
  const db = openServerDb('main')
  try {
    const insert = db.prepare(
      `insert into submissions (kind, name, email, phone, subject, message, created_at)
       values ('contact', ?, ?, '9845012345', ?, 'Please call me about stock.', ?)`,
    )
    for (const name of names)
      insert.run(
        name,
        `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        subject,
        Date.now(),
      )
  } finally {
    db.close()
  }
}

const conflictPanel = (page: Page) =>
  page.getByRole('region', { name: /changed this job(’s|'s)? .*while you were editing/ })

/** Both open the job: Ravi in `page`, Asha in a browser of her own. */
async function bothOpen(page: Page, browser: Browser, id: number) {
  const other = await browser.newContext({ storageState: asha.state })
  const ashaPage = await other.newPage()
  await page.goto(`/admin/jobs/${id}`)
  await ashaPage.goto(`/admin/jobs/${id}`)
  return { other, ashaPage }
}

test('two editors at once: the later save is refused with who, when and what differs, then saved on purpose', async ({
  page,
  browser,
}) => {
  const tag = stamp()
  const title = `Shelf Planner ${tag}`
  const id = arrangeShopJob(title, `shelf-planner-${tag}`)
  const { other, ashaPage } = await bothOpen(page, browser, id)

  // Ravi renames it and publishes.
  await page.getByRole('textbox', { name: /^Job title/ }).fill(`${title} (night shift)`)
  await editorsReady(page)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByRole('status').first()).toHaveText('Published: it is on the site now.')

  // Asha, still at the version she opened, changes the location and saves a draft: refused.
  const location = ashaPage.getByRole('textbox', { name: /^Location/ })
  await location.fill('Hassan')
  await editorsReady(ashaPage)
  await ashaPage.getByRole('button', { name: 'Save draft' }).click()
  await expect(ashaPage.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveText(
    'Not saved: a newer version of this job was saved after you opened it.',
  )
  const panel = conflictPanel(ashaPage)
  await expect(panel.getByRole('heading', { level: 2 })).toContainText(ravi.staff.email)
  await expect(panel).toContainText(
    /saved it \d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST: Changed Job title\./,
  )
  // The differences: Ravi's title (theirs) against hers; her location against his.
  await expect(panel.getByRole('definition').filter({ hasText: 'night shift' })).toContainText(
    `Theirs: ${title} (night shift)Yours: ${title}`,
  )
  await expect(panel.getByRole('definition').filter({ hasText: 'Hassan' })).toContainText(
    'Theirs: MandyaYours: Hassan',
  )
  // Nothing she typed is lost.
  await expect(location).toHaveValue('Hassan')
  // The editor itself is checked elsewhere (console-content.spec.ts): here what is new on it.
  await expectNoA11yViolations(ashaPage, ['section[aria-labelledby="conflict-title"]'])

  // She saves hers anyway, having seen the differences.
  await panel.getByRole('button', { name: 'Save mine anyway as a draft' }).click()
  await expect(ashaPage.getByRole('status').first()).toHaveText(
    'Draft saved. The live page is unchanged until you publish.',
  )
  await expect(location).toHaveValue('Hassan')
  await expect(ashaPage.getByRole('region', { name: 'History' })).toContainText(
    `Saved over the version of`,
  )
  await other.close()
})

test('a restore from a page opened before someone else’s save is refused and shows their version', async ({
  page,
  browser,
}) => {
  const tag = stamp()
  const title = `Van Loader ${tag}`
  const id = arrangeShopJob(title, `van-loader-${tag}`)
  // Ravi publishes a first change, so the job has a version to go back to.
  await page.goto(`/admin/jobs/${id}`)
  await page.getByRole('textbox', { name: /^Job title/ }).fill(`${title} (days)`)
  await editorsReady(page)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByRole('status').first()).toHaveText('Published: it is on the site now.')
  // He opens the oldest version to compare; meanwhile Asha publishes her own edit.
  const history = page.getByRole('region', { name: 'History' })
  await history
    .getByRole('link', { name: /compare/i })
    .last()
    .click()
  const restore = page.getByRole('button', { name: 'Restore this version' })
  await expect(restore).toBeVisible()
  const other = await browser.newContext({ storageState: asha.state })
  const ashaPage = await other.newPage()
  await ashaPage.goto(`/admin/jobs/${id}`)
  await ashaPage.getByRole('textbox', { name: /^Location/ }).fill('Hassan')
  await editorsReady(ashaPage)
  await ashaPage.getByRole('button', { name: 'Publish changes' }).click()
  await expect(ashaPage.getByRole('status').first()).toHaveText('Published: it is on the site now.')
  await other.close()

  await restore.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Not restored' })).toContainText(
    `Not restored: ${asha.staff.email} saved a newer version of this job`,
  )
  // The page shows her version now; nothing was restored over it.
  await expect(page.getByRole('textbox', { name: /^Location/ })).toHaveValue('Hassan')
  await expect(page.getByRole('textbox', { name: /^Job title/ })).toHaveValue(`${title} (days)`)
})

test('behind someone else, "Reload theirs" shows the newest version and sets the typing aside', async ({
  page,
  browser,
}) => {
  const tag = stamp()
  const id = arrangeShopJob(`Stock Clerk ${tag}`, `stock-clerk-${tag}`)
  const { other, ashaPage } = await bothOpen(page, browser, id)
  await ashaPage.getByRole('textbox', { name: /^Location/ }).fill('Hassan')
  await editorsReady(ashaPage)
  await ashaPage.getByRole('button', { name: 'Save draft' }).click()
  await expect(ashaPage.getByRole('status').first()).toHaveText(
    'Draft saved. The live page is unchanged until you publish.',
  )
  await other.close()

  await page.getByRole('textbox', { name: /^Working Hours/ }).fill('10 to 7')
  await editorsReady(page)
  await page.getByRole('button', { name: 'Save draft' }).click()
  const panel = conflictPanel(page)
  await expect(panel.getByRole('heading', { level: 2 })).toContainText(asha.staff.email)
  await panel.getByRole('link', { name: 'Reload theirs (set mine aside)' }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'This is the newest version. What you had typed was not saved.',
  )
  await expect(page.getByRole('textbox', { name: /^Location/ })).toHaveValue('Hassan')
  await expect(page.getByRole('textbox', { name: /^Working Hours/ })).toHaveValue('9 to 6')
})

test('without JavaScript, in the Kannada tab: the conflict shown, the Kannada kept, saved anyway', async ({
  page,
  browser,
}) => {
  const tag = stamp()
  const id = arrangeShopJob(`Cashier ${tag}`, `cashier-${tag}`)
  const other = await browser.newContext({ javaScriptEnabled: false, storageState: asha.state })
  const plain = await other.newPage()

  await openEditor(page, `/admin/jobs/${id}?lang=kn`)
  await plain.goto(`/admin/jobs/${id}?lang=kn`)
  await page.getByRole('textbox', { name: /^Job title in Kannada/ }).fill(`ಕ್ಯಾಷಿಯರ್ ${tag}`)
  await page.getByRole('button', { name: 'Publish Kannada' }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'Kannada published: the Kannada page shows it now.',
  )

  const box = plain.getByRole('textbox', { name: /^Location in Kannada/ })
  await box.fill('ಹಾಸನ')
  await plain.getByRole('button', { name: 'Save Kannada draft' }).click()
  const panel = conflictPanel(plain)
  await expect(panel).toContainText('Kannada published.')
  await expect(box).toHaveValue('ಹಾಸನ')
  await panel.getByRole('button', { name: 'Save mine anyway as a Kannada draft' }).click()
  await expect(plain.getByRole('status').first()).toHaveText(
    'Kannada draft saved. The Kannada page is unchanged until you publish the Kannada.',
  )
  await other.close()
})

test('select two jobs and unpublish them: their pages are gone and the list says Draft', async ({
  page,
}) => {
  const tag = stamp()
  const jobs = ['Loader', 'Packer'].map((name) => {
    const title = `${name} ${tag}`
    const slug = `${name.toLowerCase()}-${tag}`
    return { title, path: `/opportunity-detail/${arrangeShopJob(title, slug)}-${slug}` }
  })
  for (const j of jobs) expect((await page.request.get(j.path)).status()).toBe(200)

  await page.goto(`/admin/jobs?q=${encodeURIComponent(tag)}`)
  await expect(page.getByRole('status').filter({ hasText: /^2 jobs$/ })).toBeVisible()
  // One ticked with the mouse, one from the keyboard.
  await page.getByRole('checkbox', { name: `Select ${jobs[0]!.title}` }).check()
  const second = page.getByRole('checkbox', { name: `Select ${jobs[1]!.title}` })
  await second.focus()
  await page.keyboard.press('Space')
  await expect(second).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Select all 2 on this page' })).toBeChecked()

  const unpublish = page.getByRole('button', { name: 'Unpublish selected' })
  await unpublish.focus()
  await page.keyboard.press('Enter')
  // Named in the list's order.
  const [a, b] = jobs.map((j) => j.title)
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toHaveText(
    new RegExp(`^Unpublished 2 jobs: (${a}, ${b}|${b}, ${a})\\.$`),
  )
  const rows = page.getByRole('main').getByRole('listitem')
  await expect(rows.filter({ hasText: tag })).toHaveCount(2)
  for (const j of jobs) {
    await expect(
      rows.filter({ hasText: j.title }).getByText('Draft', { exact: true }),
    ).toBeVisible()
    expect((await page.request.get(j.path)).status()).toBe(404)
  }
  // The selection is cleared for the next action.
  await expect(page.getByRole('checkbox', { name: `Select ${jobs[0]!.title}` })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Select all 2 on this page' })).not.toBeChecked()
})

for (const [name, width] of Object.entries(widths))
  test(`a list with a selection on a ${name}: axe clean, the trash asks first`, async ({
    page,
  }) => {
    const tag = stamp()
    const titles = ['Driver', 'Helper'].map((n) => `${n} ${tag}`)
    for (const t of titles) arrangeShopJob(t, t.toLowerCase().replace(/\W+/g, '-'))
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/admin/jobs?q=${encodeURIComponent(tag)}`)
    await page.getByRole('checkbox', { name: 'Select all 2 on this page' }).check()
    for (const t of titles)
      await expect(page.getByRole('checkbox', { name: `Select ${t}` })).toBeChecked()
    await expectNoA11yViolations(page)

    await page.getByRole('button', { name: 'Move selected to the trash' }).click()
    const question = page.getByRole('heading', { name: 'Move 2 jobs to the trash?' })
    await expect(question).toBeFocused()
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Yes, move them to the trash' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'to the trash:' })).toContainText(
      'Moved 2 jobs to the trash:',
    )
    await expect(page.getByRole('status').filter({ hasText: /^Nothing matches\.$/ })).toBeVisible()
  })

test('the inbox: select messages and mark them handled, by keyboard', async ({ page }) => {
  const tag = stamp()
  const subject = `Stock for my shop ${tag}`
  arrangeMessages(['Geetha Rao', 'Manjunath S'], subject)
  await page.goto(`/admin/inbox?q=${encodeURIComponent(tag)}`)
  await expect(page.getByRole('status').filter({ hasText: /found$/ })).toHaveText('2 found')
  const all = page.getByRole('checkbox', { name: 'Select all 2 on this page' })
  await all.focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Mark selected handled' }).press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Marked' })).toHaveText(
    /^Marked 2 handled: (Geetha Rao, Manjunath S|Manjunath S, Geetha Rao)\.$/,
  )
  const list = page.getByRole('main').getByRole('list').last()
  await expect(list.getByText('Handled', { exact: true })).toHaveCount(2)
  await expect(all).not.toBeChecked()
  await expectNoA11yViolations(page)
})
