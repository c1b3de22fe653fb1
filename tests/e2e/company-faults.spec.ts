import { servers } from '../../playwright.config.ts'
import { openServerDb } from './support/db.ts'
import { expect, test } from './support/fixtures.ts'

// Issue 6 on the "faults" server: the Resources lists and posts when the posts cannot be read
// (DESIGN.md "Routes" 4: "Error: …" in red where the data would be, status 503) and when a list
// is empty ("Data not found."). Only the posts table is touched here; the job list's failure is
// covered by db-failure.spec.ts.
test.describe.configure({ mode: 'serial' })
test.use({ baseURL: servers.faults })

const blog1 = '/resource/blog/1-how-a-village-kirana-becomes-a-grameen-supermarket'

function breakPosts() {
  const db = openServerDb('faults')
  db.exec('ALTER TABLE posts RENAME TO posts_hidden')
  db.close()
  return () => {
    const again = openServerDb('faults')
    again.exec('ALTER TABLE posts_hidden RENAME TO posts')
    again.close()
  }
}

test('Resources: each list that cannot be read says so in red, the page answers 503', async ({
  page,
}) => {
  const restore = breakPosts()
  try {
    const res = await page.goto('/resource')
    expect(res!.status()).toBe(503)
    const alerts = page.getByRole('alert')
    await expect(alerts).toHaveText([
      'Error: the Vani stories could not be loaded. Please try again.',
      'Error: the news could not be loaded. Please try again.',
      'Error: the blog could not be loaded. Please try again.',
    ])
    expect(await alerts.first().evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(180, 35, 24)',
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.locator('body')).not.toContainText(/no such table|SqliteError/i)
  } finally {
    restore()
  }
})

test('a post that cannot be read: 503 with a message for visitors, inside the site', async ({
  page,
}) => {
  const restore = breakPosts()
  try {
    const res = await page.goto(blog1)
    expect(res!.status()).toBe(503)
    await expect(page.getByRole('alert')).toHaveText(
      'Error: the story could not be loaded. Please try again.',
    )
    await expect(page.getByRole('banner')).toBeVisible()
  } finally {
    restore()
  }
  expect((await page.goto(blog1))!.status()).toBe(200)
})

test('an empty list says "Data not found." where its cards would be', async ({ page }) => {
  const db = openServerDb('faults')
  const hidden = db
    .prepare("SELECT id FROM posts WHERE type = 'vilvani' AND status = 'published'")
    .all() as Array<{ id: number }>
  db.prepare("UPDATE posts SET status = 'draft' WHERE type = 'vilvani'").run()
  db.close()
  try {
    expect((await page.goto('/resource'))!.status()).toBe(200)
    const vani = page.getByRole('region', { name: /Vani$/ })
    await expect(vani).toContainText('Data not found.')
    await expect(vani.getByRole('button')).toHaveCount(0)
    await expect(
      page.getByRole('region', { name: 'News', exact: true }).getByRole('group'),
    ).not.toHaveCount(0)
  } finally {
    const again = openServerDb('faults')
    const activate = again.prepare("UPDATE posts SET status = 'published' WHERE id = ?")
    for (const { id } of hidden) activate.run(id)
    again.close()
  }
})
