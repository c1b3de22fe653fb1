import { expect, test } from 'vitest'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { createTestDb, seededAndBrokenDbs, type TestDb } from '#tests/setup/db.ts'
import { loaderOutcome, outcomeData, renderRoute } from '#tests/setup/loader-outcome.tsx'
import { readHtml } from '#tests/setup/screen.ts'
import PostPage, { loader } from './post.tsx'
import type { Route } from './+types/post'

const dbs = seededAndBrokenDbs()
async function load(type: string, id: string, on: TestDb = dbs.db) {
  const ctx = await testContext(on.db)
  return loaderOutcome(() =>
    loader(loaderArgs(`/resource/${type}/${id}`, ctx, { type, id }) as unknown as Route.LoaderArgs),
  )
}

function render(data: Route.ComponentProps['loaderData']) {
  return renderRoute('/', <PostPage {...({ loaderData: data } as Route.ComponentProps)} />)
}

function okData(outcome: Awaited<ReturnType<typeof load>>) {
  const d = outcomeData(outcome)
  return d
}

test('a blog post: title, author, date, one main picture and its text as sanitized rich text', async () => {
  const d = okData(await load('blog', '1-how-a-village-kirana-becomes-a-grameen-supermarket'))
  expect(d.post).toMatchObject({
    type: 'blog',
    title: 'How a village kirana becomes a Grameen supermarket',
    author: 'Gramasiri Editorial Team',
    date: '18 Mar 2025',
  })
  expect(d.image?.src).toMatch(/^\/media\/posts\/blog-1\.svg/)
  expect(d.post.descriptionHtml).toContain(
    '<strong>range, freshness and fair buying prices</strong>',
  )
  const html = render(d)
  expect(html).toContain('<h1 class="mt-2 text-3xl sm:text-4xl">How a village kirana')
  expect(readHtml(html).getByText('By Gramasiri Editorial Team')).toBeTruthy()
  expect(html).toContain('<time dateTime="2025-03-18">18 Mar 2025</time>')
  expect(html.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1)
  expect(html).toContain('More from the blog')
})

test('Vani and news items show their gallery; news links to the full story', async () => {
  const vani = okData(await load('vilvani', '5-a-day-on-the-route-with-our-ev-delivery-partner'))
  expect(vani.gallery).toHaveLength(3)
  const vaniHtml = render(vani)
  expect(vaniHtml).toContain('Gramasiri Vani')
  expect(vaniHtml).toContain('Crates packed in route order at the warehouse loading bay')
  // The first gallery photo is the page's main picture; the post's card image is not repeated.
  expect(vaniHtml.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1)
  // (Its JSON-LD names it as the story's share picture, which is not drawn.)
  expect(
    vaniHtml.replace(/<script type="application\/ld\+json">.*?<\/script>/gs, ''),
  ).not.toContain('posts/vilvani-5.svg')

  const news = okData(
    await load('news', '11-rural-commerce-startup-crosses-80-000-kirana-partners'),
  )
  expect(news.gallery.length).toBeGreaterThanOrEqual(2)
  const newsHtml = render(news)
  expect(newsHtml).toContain(
    'href="https://news.example.com/deccan-rural-times/gramasiri-80000-kirana-partners" target="_blank" rel="noopener noreferrer"',
  )
  expect(newsHtml).toContain('More news')
})

test('missing fields render as nothing, never "undefined" or "null"', async () => {
  const own = await createTestDb('sqlite', { seed: true })
  try {
    const { id } = await own.db
      .insertInto('posts')
      .values({
        type: 'news',
        slug: 'bare',
        title: 'A bare news item',
        author: null,
        post_date: null,
        image: null,
        image_alt: '',
        excerpt: '',
        description: '',
        news_link: null,
        status: 'published',
        position: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const d = okData(await load('news', `${id}-bare`, own))
    expect(d.post).toMatchObject({ author: null, date: '', newsLink: null })
    expect(d.image).toBeNull()
    const page = render(d)
    expect(page).not.toMatch(/undefined|null|NaN/)
    // The story itself, without the "More news" cards below it.
    const html = page.slice(0, page.indexOf('id="more-title"'))
    expect(html).toContain('A bare news item')
    expect(readHtml(html).queryByText(/^By /)).toBeNull()
    expect(html).not.toContain('<time')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('Read the full story')
  } finally {
    await own.drop()
  }
})

test('unknown ids, ids of another type and bad ids are 404 pages that link back to Resources', async () => {
  for (const [type, id] of [
    ['blog', '999'],
    ['blog', '11'],
    ['news', '1'],
    ['vilvani', 'abc'],
  ] as const) {
    expect(await load(type, id), `${type}/${id}`).toMatchObject({
      kind: 'thrown',
      status: 404,
      data: { back: { to: '/resource' } },
    })
  }
  expect(await load('podcast', '1')).toMatchObject({ kind: 'thrown', status: 404 })
})

test('inactive posts are 404 too', async () => {
  const own = await createTestDb('sqlite', { seed: true })
  try {
    await own.db.updateTable('posts').set({ status: 'draft' }).where('id', '=', 1).execute()
    expect(await load('blog', '1', own)).toMatchObject({ kind: 'thrown', status: 404 })
  } finally {
    await own.drop()
  }
})

test('an old or missing slug redirects permanently to the post’s own address', async () => {
  expect(await load('news', '12')).toEqual({
    kind: 'redirect',
    status: 301,
    location: '/resource/news/12-electric-three-wheelers-take-groceries-to-mandya-villages',
  })
})

test('a database that cannot be read: 503 and a message for visitors', async () => {
  const outcome = await load('blog', '1', dbs.broken)
  // The layout's error boundary draws it as "Error: …" inside the site (error-page.test.tsx).
  expect(outcome).toEqual({
    kind: 'thrown',
    status: 503,
    data: { message: 'the story could not be loaded. Please try again.' },
  })
})
