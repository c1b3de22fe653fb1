import type { Page } from '@playwright/test'
import { addStaff, editorsReady, enrol, openEditor } from './support/console.ts'
import { arrangeShopJob, openServerDb } from './support/db.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'

// Content in both languages (issue 35, "Done when"): an editor adds the Kannada of a job in the
// console, saves it as a draft (the Kannada page still shows the English, marked lang="en"),
// publishes it, and the Kannada page shows it at once (the page cache refreshed); the job leaves
// the "needs translation" list. A story (posts) goes the same way, and comes back to the list
// when its English changes after its Kannada.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const STORY = '<p>Stock up before the festival.</p>'

/**
 * A live blog post of this test's own, with a title and a story and no other words to translate
 * but, when given, one gallery picture's description.
 */
function arrangePost(title: string, slug: string, pictureAlt?: string): number {
  const db = openServerDb('main')
  try {
    const now = Date.now()
    const r = db
      .prepare(
        `insert into posts (type, slug, title, author, post_date, image, image_alt, excerpt,
           description, news_link, position, status, publish_at, unpublish_at, updated_at)
         values ('blog', ?, ?, null, '2020-01-01', null, '', '', ?, null, 0, 'published', 0, null,
           ?)`,
      )
      .run(slug, title, STORY, now)
    const id = Number(r.lastInsertRowid)
    if (pictureAlt)
      db.prepare(
        `insert into post_images (post_id, image, alt, position) values (?, 'posts/blog-1-1.svg', ?, 0)`,
      ).run(id, pictureAlt)
    return id
  } finally {
    db.close()
  }
}

/** The rich text editor replaces the text area once the page runs; it is a labelled textbox. */
async function typeRich(page: Page, label: RegExp, text: string) {
  const box = page.getByRole('textbox', { name: label })
  await expect(box).toHaveAttribute('contenteditable', 'true')
  await box.click()
  // One input, as a Kannada keyboard's word suggestion or a paste gives it (typing a key a code
  // point would spend the test's minute on a loaded machine).
  await page.keyboard.insertText(text)
  await expect(box).toHaveText(text)
}

test('an editor translates a job: a Kannada draft stays hidden, published it shows at once', async ({
  page,
  browser,
}) => {
  const tag = stamp()
  const slug = `counter-helper-${tag}`
  const title = `Counter Helper ${tag}`
  const id = arrangeShopJob(title, slug)
  const knPage = `/kn/opportunity-detail/${id}-${slug}`
  const knTitle = `ಕೌಂಟರ್ ಸಹಾಯಕ ${tag}`

  await enrol(page, addStaff('hr'))
  // The job needs translation: its own search on the filtered list finds it.
  const needing = `/admin/jobs?q=${encodeURIComponent(tag)}&kn=needed`
  await page.goto(needing)
  await expect(page.getByRole('status').filter({ hasText: /^1 job$/ })).toBeVisible()

  // The Kannada view: a real link from the editor, English beside each Kannada field.
  await page.goto(`/admin/jobs/${id}`)
  await page.getByRole('link', { name: 'ಕನ್ನಡ Kannada' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}\\?lang=kn$`))
  await expect(page.getByTestId('translation-status')).toContainText('needs translation')
  await expect(page.locator('#translation-form').getByText(title, { exact: true })).toHaveAttribute(
    'lang',
    'en',
  )

  await page.getByRole('textbox', { name: /^Job title in Kannada/ }).fill(knTitle)
  await page.getByRole('textbox', { name: /^Role in Kannada/ }).fill('ಚಿಲ್ಲರೆ ಮಾರಾಟ')
  await page.getByRole('textbox', { name: /^Location in Kannada/ }).fill('ಮಂಡ್ಯ')
  await page.getByRole('textbox', { name: /^Working Hours in Kannada/ }).fill('ಬೆಳಿಗ್ಗೆ 9 ರಿಂದ ಸಂಜೆ 6')
  await typeRich(page, /^Short description in Kannada/, 'ಕೌಂಟರ್‌ನಲ್ಲಿ ಗ್ರಾಹಕರಿಗೆ ಸಹಾಯ ಮಾಡಿ.')
  await typeRich(page, /^Description in Kannada/, 'ಅಂಗಡಿಯ ಕಪಾಟುಗಳನ್ನು ತುಂಬಿಡಿ.')
  await page.getByRole('button', { name: 'Save Kannada draft' }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'Kannada draft saved. The Kannada page is unchanged until you publish the Kannada.',
  )
  await expect(page.getByTestId('translation-status')).toContainText('draft is waiting')

  // A visitor's Kannada page still shows the English, marked as English.
  const anon = await browser.newContext()
  const visitor = await anon.newPage()
  await visitor.goto(knPage)
  const heading = visitor.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(title)
  await expect(heading).toHaveAttribute('lang', 'en')

  // Published: the Kannada page shows it at once (its cached copy was dropped).
  await page.getByRole('button', { name: 'Publish Kannada' }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'Kannada published: the Kannada page shows it now.',
  )
  await expect(page.getByTestId('translation-status')).toContainText('published')
  await visitor.reload()
  await expect(heading).toHaveText(knTitle)
  await expect(heading).not.toHaveAttribute('lang', 'en')
  await expect(visitor.getByText('ಅಂಗಡಿಯ ಕಪಾಟುಗಳನ್ನು ತುಂಬಿಡಿ.')).toBeVisible()
  // The English page is as it was.
  await visitor.goto(`/opportunity-detail/${id}-${slug}`)
  await expect(heading).toHaveText(title)
  await anon.close()

  // "Needs translation" went down by one: the job has left the filtered list.
  await page.goto(needing)
  await expect(page.getByRole('status').filter({ hasText: 'Nothing matches.' })).toBeVisible()
})

// Revisions cover translations like any other change: the Kannada history compares an earlier
// Kannada with the published one, restores it (the Kannada page shows it at once), and a Kannada
// draft is discarded without touching what is published.
test('an editor compares an earlier Kannada, restores it, and discards a Kannada draft', async ({
  page,
  browser,
}) => {
  const tag = stamp()
  const slug = `shelf-helper-${tag}`
  const id = arrangeShopJob(`Shelf Helper ${tag}`, slug)
  const first = `ಕಪಾಟು ಸಹಾಯಕ ${tag}`
  const second = `ಮಳಿಗೆ ಸಹಾಯಕ ${tag}`
  await enrol(page, addStaff('hr'))
  await openEditor(page, `/admin/jobs/${id}?lang=kn`)
  const title = page.getByRole('textbox', { name: /^Job title in Kannada/ })
  const status = page.getByRole('status').first()
  for (const words of [first, second]) {
    await title.fill(words)
    await page.getByRole('button', { name: 'Publish Kannada' }).click()
    await expect(status).toHaveText('Kannada published: the Kannada page shows it now.')
    await expect(title).toHaveValue(words)
  }

  // The older publish is the second entry of the Kannada history.
  const history = page.getByRole('region', { name: 'Kannada history' })
  await history
    .getByRole('link', { name: /^Compare with now/ })
    .nth(1)
    .click()
  await expect(page).toHaveURL(/\?lang=kn&compare=\d+$/)
  const compared = page.getByRole('region', { name: 'Compared with the published Kannada' })
  await expect(compared.locator('del')).toHaveText(first)
  await expect(compared.locator('ins')).toHaveText(second)
  await expectNoA11yViolations(page)
  await compared.getByRole('button', { name: 'Restore this Kannada' }).click()
  await expect(status).toHaveText(
    'Restored. The Kannada page shows the Kannada of that version now.',
  )
  await expect(title).toHaveValue(first)
  const anon = await browser.newContext()
  const visitor = await anon.newPage()
  await visitor.goto(`/kn/opportunity-detail/${id}-${slug}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(first)
  await anon.close()

  // A Kannada draft, then discarded: the form shows the published Kannada again.
  await title.fill(`ಕರಡು ${tag}`)
  await page.getByRole('button', { name: 'Save Kannada draft' }).click()
  await expect(page.getByTestId('translation-status')).toContainText('draft is waiting')
  await page.getByRole('button', { name: 'Discard the Kannada draft' }).click()
  await expect(status).toHaveText('The Kannada draft was discarded; this is the published Kannada.')
  await expect(title).toHaveValue(first)
  await expect(page.getByTestId('translation-status')).not.toContainText('draft is waiting')
})

// The same mechanism for a story (posts declare their words localized, as jobs do).
test('an editor translates a story: a Kannada draft stays hidden, published it shows at once', async ({
  page,
  browser,
}) => {
  const tag = stamp()
  const slug = `festival-stock-${tag}`
  const title = `Festival Stock ${tag}`
  const id = arrangePost(title, slug, `Full shelves ${tag}`)
  const knTitle = `ಹಬ್ಬದ ಸ್ಟಾಕ್ ${tag}`
  const knPicture = `ತುಂಬಿದ ಶೆಲ್ಫ್‌ಗಳು ${tag}`

  await enrol(page, addStaff('editor'))
  await openEditor(page, `/admin/posts/${id}?lang=kn`)
  // The title and the gallery picture's description (the job above shows the rich text
  // editor): the story stays English.
  await page.getByRole('textbox', { name: /^Title in Kannada/ }).fill(knTitle)
  await page
    .getByRole('textbox', {
      name: /^Picture 1 \(Full shelves .*\) · Description \(alt text\) in Kannada/,
    })
    .fill(knPicture)
  await page.getByRole('button', { name: 'Save Kannada draft' }).click()
  await expect(page.getByTestId('translation-status')).toContainText('draft is waiting')

  // The draft is not on the Kannada page: the English shows, marked as English.
  const anon = await browser.newContext()
  const visitor = await anon.newPage()
  await visitor.goto(`/kn/resource/blog/${id}-${slug}`)
  const heading = visitor.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(title)
  await expect(heading).toHaveAttribute('lang', 'en')

  await page.getByRole('button', { name: 'Publish Kannada' }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'Kannada published: the Kannada page shows it now.',
  )
  // The gallery picture's caption (its description) is still English too, and says so.
  await expect(visitor.locator('figcaption', { hasText: `Full shelves ${tag}` })).toHaveAttribute(
    'lang',
    'en',
  )
  await visitor.reload()
  await expect(heading).toHaveText(knTitle)
  await expect(heading).not.toHaveAttribute('lang', 'en')
  // The picture is described in Kannada, and not marked English.
  const caption = visitor.getByRole('figure', { name: knPicture }).locator('figcaption')
  await expect(caption).toBeVisible()
  await expect(caption).not.toHaveAttribute('lang', 'en')
  // Field by field: the story, still English, says so.
  await expect(
    visitor.locator('[lang="en"]', { hasText: 'Stock up before the festival.' }),
  ).toBeVisible()
  // The English page is as it was.
  await visitor.goto(`/resource/blog/${id}-${slug}`)
  await expect(heading).toHaveText(title)
  await anon.close()
})

test('a story whose English changes after its Kannada needs translation again', async ({
  page,
}) => {
  const tag = stamp()
  const title = `Harvest Stock ${tag}`
  const id = arrangePost(title, `harvest-stock-${tag}`)
  // Its Kannada, published for the English as it is now (as the console writes it).
  const db = openServerDb('main')
  try {
    const add = db.prepare(
      `insert into content_translations (kind, item_id, lang, field, value, source, updated_at)
       values ('posts', ?, 'kn', ?, ?, ?, ?)`,
    )
    add.run(id, 'title', `ಸುಗ್ಗಿಯ ಸ್ಟಾಕ್ ${tag}`, title, Date.now())
    add.run(id, 'description', '<p>ಸುಗ್ಗಿಗೆ ಮುನ್ನ.</p>', STORY, Date.now())
  } finally {
    db.close()
  }
  await enrol(page, addStaff('editor'))
  const needing = `/admin/posts?q=${encodeURIComponent(tag)}&kn=needed`
  await page.goto(needing)
  await expect(page.getByRole('status').filter({ hasText: 'Nothing matches.' })).toBeVisible()

  await page.goto(`/admin/posts/${id}`)
  await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} for Diwali`)
  await editorsReady(page)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByRole('status').first()).toHaveText('Published: it is on the site now.')
  await page.goto(needing)
  await expect(page.getByRole('status').filter({ hasText: /^1 post$/ })).toBeVisible()
})

for (const [name, width] of Object.entries(widths))
  test(`the Kannada view on a ${name}: English ${name === 'phone' ? 'above' : 'beside'} each Kannada field, axe clean`, async ({
    page,
  }) => {
    const tag = stamp()
    const title = `Stock Keeper ${tag}`
    const id = arrangeShopJob(title, `stock-keeper-${tag}`)
    await enrol(page, addStaff('hr'))
    await page.setViewportSize({ width, height: 900 })
    await openEditor(page, `/admin/jobs/${id}?lang=kn`)
    await expect(page.getByRole('link', { name: 'ಕನ್ನಡ Kannada' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const english = await page
      .locator('#translation-form')
      .getByText(title, { exact: true })
      .boundingBox()
    const kannada = await page.getByRole('textbox', { name: /^Job title in Kannada/ }).boundingBox()
    if (name === 'phone') expect(kannada!.y).toBeGreaterThan(english!.y + english!.height)
    else expect(kannada!.x).toBeGreaterThan(english!.x + english!.width)
    await expectNoA11yViolations(page)
  })
