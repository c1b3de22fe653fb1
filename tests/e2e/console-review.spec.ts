import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { enrolOn } from './support/console.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'
import { serverOfItsOwn } from './support/own-server.ts'

// Review before publishing (issue 37), across two roles: an administrator sets that editors
// submit jobs for review (keyboard alone); an editor's Publish becomes "Submit for review" and a
// crafted publish is refused; the administrator approves from the dashboard and the public page
// shows the change; a second submission sent back shows the editor the comment. A rule changes
// what every editor may do, so it runs on a server of its own: E2E_PORT + 19, a fresh SQLite file.
const server = serverOfItsOwn(19)

// Each role enrols once, in a hook of its own (its own time limit); the tests reuse the session.
type Role = 'editor' | 'admin'
const people: Partial<
  Record<Role, { email: string; state: BrowserContextOptions['storageState'] }>
> = {}
async function enrolled(browser: Browser, role: Role) {
  const page = await (await browser.newContext()).newPage()
  const { email } = await enrolOn(page, server, role)
  people[role] = { email, state: await page.context().storageState() }
  await page.context().close()
}
test.beforeAll(async ({ browser }) => enrolled(browser, 'admin'))
test.beforeAll(async ({ browser }) => enrolled(browser, 'editor'))
async function as(browser: Browser, role: Role): Promise<Page> {
  return (await browser.newContext({ storageState: people[role]!.state })).newPage()
}

const stamp = Date.now().toString(36)
let jobPath = ''
let publicPath = ''
let title = ''

test('an administrator sets, by keyboard alone, that editors submit jobs for review', async ({
  browser,
}) => {
  const page = await as(browser, 'admin')
  await page.goto(`${server.base}/admin`)
  await page.getByRole('link', { name: 'Review rules' }).first().click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Review before publishing' }),
  ).toBeVisible()
  const jobs = page.getByRole('group', { name: 'Jobs' })
  const editors = jobs.getByRole('checkbox', { name: 'Editors submit jobs for review' })
  await expect(editors).not.toBeChecked()
  // HR edits jobs too; it stays free to publish them (and so reviews them).
  await expect(jobs.getByRole('checkbox', { name: 'HR submits jobs for review' })).not.toBeChecked()
  await editors.focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Save the rules' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Saved. The editors follow these rules')).toBeVisible()
  await expect(editors).toBeChecked()
  await page.context().close()
})

test('the rules page has no axe violations at 360 and 1280 px', async ({ browser }) => {
  const page = await as(browser, 'admin')
  await page.goto(`${server.base}/admin/review`)
  await expect(page.getByRole('checkbox', { name: 'Editors submit jobs for review' })).toBeChecked()
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
  }
  await page.context().close()
})

test('the editor submits instead of publishing; a crafted publish is refused', async ({
  browser,
}) => {
  const page = await as(browser, 'editor')
  await page.goto(`${server.base}/admin/jobs`)
  const first = page.getByRole('main').getByRole('listitem').nth(0).getByRole('link').first()
  title = (await first.innerText()).trim()
  jobPath = (await first.getAttribute('href'))!
  await page.goto(`${server.base}${jobPath}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  publicPath = new URL(
    (await page.getByRole('link', { name: /View on the site/ }).getAttribute('href'))!,
    server.base,
  ).pathname
  await expect(page.getByRole('button', { name: /^Publish/ })).toHaveCount(0)

  // A publish sent anyway (as a crafted request would) is refused, saying why.
  await page.getByLabel('Location').fill(`Crafted ${stamp}`)
  const refused = await page.evaluate(async () => {
    const form = document.getElementById('content-form') as HTMLFormElement
    const body = new FormData(form)
    body.set('intent', 'publish')
    const r = await fetch(form.action, { method: 'POST', body })
    return { status: r.status, text: await r.text() }
  })
  expect(refused.status).toBe(403)
  expect(refused.text).toContain('Not published: an administrator has set that your role submits')

  await page.getByLabel('Location').fill(`Hassan ${stamp}`)
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Submitted for review.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Waiting for review' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Approve and publish' })).toHaveCount(0)
  // Nothing public changed yet.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`${server.base}${publicPath}`)
  await expect(visitor.getByText(`Hassan ${stamp}`)).toHaveCount(0)
  await visitor.context().close()
  await page.context().close()
})

test('the administrator approves it from the dashboard, and the public page shows it', async ({
  browser,
}) => {
  const page = await as(browser, 'admin')
  await page.goto(`${server.base}/admin`)
  const waiting = page.getByRole('list', { name: 'Waiting for review (1)' })
  await expect(waiting.getByRole('listitem')).toContainText(`submitted`)
  await expect(waiting.getByRole('listitem')).toContainText(people.editor!.email)
  await waiting.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { name: 'Waiting for review' })).toBeVisible()
  await expect(page.getByLabel('Location')).toHaveValue(`Hassan ${stamp}`)
  await page.getByRole('button', { name: 'Approve and publish' }).click()
  await expect(page.getByText('Approved: the submission is published.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Waiting for review' })).toHaveCount(0)
  // A visitor (no staff session: through the page cache) sees the approved change.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`${server.base}${publicPath}`)
  await expect(visitor.getByText(`Hassan ${stamp}`).first()).toBeVisible()
  await visitor.context().close()
  // The editor is told.
  const editor = await as(browser, 'editor')
  await editor.goto(`${server.base}/admin`)
  await expect(
    editor.getByRole('region', { name: 'Your submissions for review' }).getByRole('listitem'),
  ).toContainText(`Your job “${title}” (English) was approved by ${people.admin!.email}`)
  await editor.context().close()
  await page.context().close()
})

const comment = `Which taluk of Mysuru? ${stamp}`
const banner = 'section[aria-labelledby="review-heading"]'

test('the administrator sends a second submission back, with a comment typed and sent by keyboard', async ({
  browser,
}) => {
  const editor = await as(browser, 'editor')
  await editor.goto(`${server.base}${jobPath}`)
  await editor.getByLabel('Location').fill(`Mysuru ${stamp}`)
  await editor.getByRole('button', { name: 'Submit for review' }).click()
  await expect(editor.getByText('Submitted for review.')).toBeVisible()
  await editor.context().close()

  const page = await as(browser, 'admin')
  await page.goto(`${server.base}/admin`)
  await page
    .getByRole('list', { name: /^Waiting for review/ })
    .getByRole('link', { name: title })
    .click()
  await expect(page.getByLabel('Location')).toHaveValue(`Mysuru ${stamp}`)
  await page.getByLabel('Why it goes back (the author reads this)').focus()
  await page.keyboard.type(comment)
  await page.getByRole('button', { name: 'Send back' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Sent back: the author sees your comment')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sent back' })).toBeVisible()
})

// axe in tests of their own, on the banner of the editor (a long page the content specs check):
// several whole-page passes beside the steps above overran one test's minute on a loaded machine.
test('the reviewer’s banner has no axe violations at 360 and 1280 px', async ({ browser }) => {
  const editor = await as(browser, 'editor')
  await editor.goto(`${server.base}${jobPath}`)
  await editor.getByRole('button', { name: 'Submit for review' }).click()
  await expect(editor.getByText('Submitted for review.')).toBeVisible()
  await editor.context().close()
  const page = await as(browser, 'admin')
  await page.goto(`${server.base}${jobPath}`)
  await expect(page.getByRole('button', { name: 'Approve and publish' })).toBeVisible()
  // The banner (the rest of the editor is checked by the content specs).
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page, [banner])
  }
  // Sent back again, so the editor's next view is the comment's.
  await page.getByLabel('Why it goes back (the author reads this)').fill(comment)
  await page.getByRole('button', { name: 'Send back' }).click()
  await expect(page.getByText('Sent back: the author sees your comment')).toBeVisible()
  await page.context().close()
})

test('the editor reads the comment on the dashboard and in the editor; the draft is kept, the site unchanged', async ({
  browser,
}) => {
  const editor = await as(browser, 'editor')
  await editor.goto(`${server.base}/admin`)
  const mine = editor.getByRole('region', { name: 'Your submissions for review' })
  await expect(mine.getByRole('listitem').first()).toContainText(
    `Your job “${title}” (English) was sent back by ${people.admin!.email}`,
  )
  await expect(mine.getByRole('listitem').first()).toContainText(comment)
  const open = mine
    .getByRole('listitem')
    .first()
    .getByRole('link', { name: /^Open it/ })
  expect(await open.getAttribute('href')).toBe(jobPath)
  await editor.goto(`${server.base}${jobPath}`)
  await expect(editor.getByRole('heading', { name: 'Sent back' })).toBeVisible()
  await expect(editor.getByText(comment)).toBeVisible()
  await expect(editor.getByLabel('Location')).toHaveValue(`Mysuru ${stamp}`)
  // The live page still shows the approved version.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`${server.base}${publicPath}`)
  await expect(visitor.getByText(`Hassan ${stamp}`).first()).toBeVisible()
  await expect(visitor.getByText(`Mysuru ${stamp}`)).toHaveCount(0)
  await visitor.context().close()
  await editor.context().close()
})

test('the editor’s dashboard and “Sent back” banner have no axe violations at 360 and 1280 px', async ({
  browser,
}) => {
  const editor = await as(browser, 'editor')
  for (const [path, include] of [
    ['/admin', []],
    [jobPath, [banner]],
  ] as const) {
    await editor.goto(`${server.base}${path}`)
    await expect(editor.getByText(comment).first()).toBeVisible()
    for (const width of [widths.phone, widths.desktop]) {
      await editor.setViewportSize({ width, height: 900 })
      await expectNoA11yViolations(editor, [...include])
    }
  }
})
