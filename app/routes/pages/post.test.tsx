import { expect, test } from 'vitest'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { createTestDb, seededAndBrokenDbs, type TestDb } from '#tests/setup/db.ts'
import { loaderOutcome, outcomeData, renderRoute } from '#tests/setup/loader-outcome.tsx'
import { readHtml } from '#tests/setup/screen.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import { postsKind } from '#app/domain/content/kinds/posts.server.ts'
import { saveTranslation } from '#app/domain/content/translations.server.ts'
import { postsKn } from '#app/db/seed/kn/site.kn.ts'
import { I18nProvider, makeI18n } from '#app/i18n/i18n.tsx'
import catalogue from '#app/i18n/kn-ui.json'
import PostPage, { loader } from './post.tsx'
import type { Route } from './+types/post'

const dbs = seededAndBrokenDbs()
async function load(type: string, id: string, on: TestDb = dbs.db, prefix = '') {
  const ctx = await testContext(on.db)
  return loaderOutcome(() =>
    loader(
      loaderArgs(`${prefix}/resource/${type}/${id}`, ctx, {
        type,
        id,
      }) as unknown as Route.LoaderArgs,
    ),
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

test('the Kannada story shows published Kannada field by field, English marked where none, never a draft', async () => {
  const slug = 'why-our-deliveries-run-on-electric-wheels'
  const loadKn = async () => okData(await load('blog', `2-${slug}`, dbs.db, '/kn'))
  const renderKn = (d: Awaited<ReturnType<typeof loadKn>>) =>
    renderRoute(
      '/kn',
      <I18nProvider value={makeI18n('kn', catalogue)}>
        <PostPage {...({ loaderData: d } as Route.ComponentProps)} />
      </I18nProvider>,
    )
  // The sample story comes with its Kannada (app/db/seed/kn/site.kn.ts): nothing is English.
  const seeded = await loadKn()
  const kn = postsKn[slug]!
  expect(seeded.post).toMatchObject({ title: kn.title, author: kn.author })
  expect(seeded.post.descriptionHtml).toContain('<h2>')
  expect(seeded.en).toEqual([])
  expect(seeded.image?.alt).toBe(kn.imageAlt)
  expect(seeded.image?.altLang).toBeUndefined()
  // "More from the blog" is in Kannada too.
  expect(seeded.more.length).toBeGreaterThan(0)
  for (const card of seeded.more) expect(card.title).toMatch(/[\u0C80-\u0CFF]/)
  // Search engines read the Kannada: JSON-LD headline, its page and trail under /kn.
  const ld = JSON.parse(seeded.jsonLd[0]!) as Record<string, unknown>
  expect(ld.headline).toBe(kn.title.slice(0, 110))
  expect(ld.url).toBe(`https://site.example.com/kn/resource/blog/2-${slug}`)
  expect(seeded.jsonLd[1]).toContain('ಮುಖಪುಟ')
  const html = renderKn(seeded)
  expect(readHtml(html).getByRole('heading', { level: 1 }).getAttribute('lang')).toBeNull()

  // Kannada published for the title alone (the other fields emptied): the rest shows English.
  await saveTranslation(
    dbs.db.db,
    postsKind,
    '2',
    formOf({ title: 'ವಿದ್ಯುತ್ ಚಕ್ರಗಳ ಮೇಲೆ' }),
    'publish',
    actor,
    null,
  )
  const partial = await loadKn()
  expect(partial.post.title).toBe('ವಿದ್ಯುತ್ ಚಕ್ರಗಳ ಮೇಲೆ')
  expect(partial.post.author).toBe('Fleet and Logistics Team')
  expect(partial.en.sort()).toEqual(['author', 'descriptionHtml', 'excerpt', 'imageAlt'])
  expect(partial.image?.altLang).toBe('en')
  const screen = readHtml(renderKn(partial))
  expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBeNull()
  const author = screen.getByText('Fleet and Logistics Team')
  expect(author.getAttribute('lang')).toBe('en')
  expect(author.parentElement!.textContent).toBe('ಬರೆದವರು: Fleet and Logistics Team')

  // A Kannada draft never shows.
  await saveTranslation(
    dbs.db.db,
    postsKind,
    '2',
    formOf({ title: 'ಕರಡು ಶೀರ್ಷಿಕೆ' }),
    'draft',
    actor,
    null,
  )
  expect((await loadKn()).post.title).toBe('ವಿದ್ಯುತ್ ಚಕ್ರಗಳ ಮೇಲೆ')

  // The English page is as it was.
  const english = okData(await load('blog', `2-${slug}`))
  expect(english.post.title).toBe('Why our deliveries run on electric wheels')
  expect(english.en).toEqual([])
  expect(english.image?.altLang).toBeUndefined()
})
