import type { Browser, Page } from '@playwright/test'
import { IST_OFFSET_MS } from '#app/utils/dates.ts'
import { addStaff, editorsReady, enrol, openEditor } from './support/console.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'

// Posts in the staff console (issue 12): a news story written as a draft, previewed by staff,
// published onto the Resources list; one scheduled far ahead stays off the site. Each test makes
// its own account and its own posts, so tests run side by side.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function visitor(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

/** Fills the post editor's fields as an editor types them. */
async function writePost(page: Page, title: string) {
  await page.goto('/admin/posts/new')
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible()
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Type', { exact: true }).selectOption('news')
  await page.getByLabel('Author (optional)').fill('Field desk')
  await page.getByLabel('Summary (optional)').fill('A short line for the card.')
  // The rich text editor replaces the text area once the page runs: a labelled textbox.
  const story = page.getByRole('textbox', { name: /^Story/ })
  await expect(story).toHaveAttribute('contenteditable', 'true')
  await story.click()
  await page.keyboard.type('What happened, in full.')
}

const postIdOf = (page: Page) => /\/admin\/posts\/(\d+)/.exec(page.url())![1]!

/** A new news post saved as a draft by a newly enrolled editor: its title and id. */
async function draftPost(page: Page) {
  await enrol(page, addStaff('editor'))
  const title = `Dairy co-op opens in Mandya ${stamp()}`
  await writePost(page, title)
  await editorsReady(page)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(
    page.getByText('Draft saved. It is not on the site until you publish it.'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  return { title, id: postIdOf(page) }
}

// One story in two tests (the draft, then its publishing), so that each fits its minute on a slow
// machine.
test('a news post draft: preview for staff only, not public until published', async ({
  page,
  browser,
}) => {
  const { title, id } = await draftPost(page)

  // Staff see the draft as its public page.
  const preview = await page
    .getByRole('link', { name: /Preview.* as the public page/ })
    .getAttribute('href')
  await page.goto(preview!)
  await expect(page).toHaveURL(new RegExp(`/resource/news/${id}-dairy-co-op-opens-in-mandya`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('in full')).toBeVisible()
  const previewUrl = page.url()
  const publicUrl = previewUrl.split('?')[0]!

  // Nobody else does: not the page, not the preview link without a session, not the list.
  const v = await visitor(browser)
  expect((await v.page.goto(publicUrl))!.status()).toBe(404)
  // The preview link itself is refused without the staff session it was made for.
  expect((await v.page.goto(previewUrl))!.status()).toBe(403)
  await expect(v.page.getByRole('heading', { name: title })).toHaveCount(0)
  await v.page.goto('/resource')
  await expect(v.page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(v.page.getByRole('link', { name: title })).toHaveCount(0)
  await v.context.close()
})

test('a news post draft, published, is on the Resources list and in the console list', async ({
  page,
  browser,
}) => {
  const { title, id } = await draftPost(page)
  const publicUrl = new RegExp(`/resource/news/${id}-dairy-co-op-opens-in-mandya-[a-z0-9]+$`)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Published: it is on the site now.')).toBeVisible()

  // A new visitor (pages may sit in a browser's cache for a minute: max-age=60) finds it.
  const w = await visitor(browser)
  await w.page.goto('/resource')
  await w.page.getByRole('link', { name: title }).click()
  await expect(w.page).toHaveURL(publicUrl)
  await expect(w.page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(w.page.getByText('By Field desk')).toBeVisible()
  await w.context.close()

  // The console's list finds it by type and by status.
  await page.goto('/admin/posts?filter=news&state=published&sort=date')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
})

test('a post scheduled far ahead is not on the site, and the console lists it as scheduled', async ({
  page,
  browser,
}) => {
  await enrol(page, addStaff('editor'))
  const title = `Harvest festival next century ${stamp()}`
  await writePost(page, title)
  await page.getByLabel('Publish at').fill('2099-01-15T10:00')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Scheduled: it goes live at the time you set.')).toBeVisible()
  const id = postIdOf(page)

  const v = await visitor(browser)
  await v.page.goto('/resource')
  await expect(v.page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(v.page.getByRole('link', { name: title })).toHaveCount(0)
  expect((await v.page.goto(`/resource/news/${id}`))!.status()).toBe(404)
  await v.context.close()

  await page.goto('/admin/posts?state=scheduled')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
})

test('a post scheduled five seconds ahead is absent, then on the site when its time comes, with no restart', async ({
  page,
  request,
}) => {
  await enrol(page, addStaff('editor'))
  const title = `Weekly market moves to Sunday ${stamp()}`
  await writePost(page, title)
  // India time, to the second (the field takes seconds): five seconds from now.
  const at = new Date(Date.now() + 5_000 + IST_OFFSET_MS).toISOString().slice(0, 19)
  await page.getByLabel('Publish at').fill(at)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Scheduled: it goes live at the time you set.')).toBeVisible()
  const url = `/resource/news/${postIdOf(page)}`
  expect((await request.get(url)).status()).toBe(404)
  expect(await (await request.get('/resource')).text()).not.toContain(title)
  // The server's clock, not a job, brings it out: ask again until it answers, within the usual
  // expect time (the publish time is under five seconds away now). The list, possibly cached,
  // follows at the same moment.
  await expect.poll(async () => (await request.get(url)).status()).toBe(200)
  expect(await (await request.get('/resource')).text()).toContain(title)
})

// One test per page or two, so each stays well inside the per-test time on a busy machine (axe
// takes seconds a page); never a longer timeout.
for (const [name, width] of Object.entries(widths)) {
  test(`the posts list and editor: no axe violations at ${width} px (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await enrol(page, addStaff('editor'))
    await page.goto('/admin/posts')
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible()
    await expectNoA11yViolations(page)
    await openEditor(page, '/admin/posts/new')
    await page.getByRole('button', { name: 'Add picture' }).click()
    await expect(
      page.getByRole('group', { name: 'Gallery' }).getByText('Picture 1', { exact: true }),
    ).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test(`the site settings: no axe violations at ${width} px (${name}), and saved unchanged`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await enrol(page, addStaff('admin'))
    await page.goto('/admin/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible()
    await expect(page.getByLabel('Statistic 6: figure')).toHaveValue(/^\d+$/)
    await expectNoA11yViolations(page)
    // The stored record goes back through the form unchanged: every field passes as it is.
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Saved: the site shows it now.')).toBeVisible()
  })

  for (const [list, heading, fresh, freshHeading] of [
    ['/admin/slides', 'Home slides', '/admin/slides/new', 'New slide'],
    ['/admin/social', 'Social items', '/admin/social/new', 'New social item'],
  ] as const)
    test(`${heading}, list and editor: no axe violations at ${width} px (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await enrol(page, addStaff('editor'))
      for (const [path, h] of [
        [list, heading],
        [fresh, freshHeading],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: h })).toBeVisible()
        await expectNoA11yViolations(page)
      }
    })
}

test('an editor cannot open the site settings', async ({ page }) => {
  await enrol(page, addStaff('editor'))
  const r = await page.goto('/admin/settings')
  expect(r!.status()).toBe(403)
})
