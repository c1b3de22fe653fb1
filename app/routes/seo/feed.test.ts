import { Window } from 'happy-dom'
import { beforeAll, expect, test } from 'vitest'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { postTypes } from '#app/domain/posts/view.ts'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { seededAndBrokenDbs, type TestDb } from '#tests/setup/db.ts'
import { loader } from './feed.ts'
import { meta as resourcesMeta } from '#app/routes/pages/resources.tsx'
import { meta as postMeta } from '#app/routes/pages/post.tsx'
import type { Route } from './+types/feed'
import catalogue from '#app/i18n/kn-ui.json'
import { loader as manifestLoader } from './manifest.ts'
import type { Route as ManifestRoute } from './+types/manifest'

type ManifestArgs = ManifestRoute.LoaderArgs

const dbs = seededAndBrokenDbs()
const PUBLIC_URL = 'https://site.example.com'
const tricky = 'Tom & Jerry <b>"shout"</b> \u0001it\'s </title>'
let trickyId = 0
const hidden: number[] = []

beforeAll(async () => {
  const post = (title: string, extra: object = {}) =>
    dbs.db.db
      .insertInto('posts')
      .values({
        type: 'news',
        slug: 'x',
        title,
        author: 'A <writer> & co',
        post_date: '2030-01-02',
        image: null,
        image_alt: '',
        excerpt: 'Fish & chips < 5',
        description: '',
        news_link: null,
        position: 0,
        status: 'published',
        unpublish_at: null,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  trickyId = (await post(tricky)).id
  hidden.push((await post('A draft', { status: 'draft' })).id)
  hidden.push((await post('Not yet', { publish_at: Date.now() + 86_400_000 })).id)
})

async function get(path: string, on: TestDb = dbs.db, init?: RequestInit) {
  const ctx = await testContext(on.db)
  return (await loader(loaderArgs(path, ctx, {}, init) as unknown as Route.LoaderArgs)) as Response
}

function parseXml(xml: string): Document {
  const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.querySelector('parsererror')?.textContent ?? null).toBeNull()
  return doc as unknown as Document
}

test.each(postTypes)(
  'the %s feed is well-formed RSS 2.0 of its published posts, with absolute links',
  async (type) => {
    const res = await get(`/resource/${type}/feed.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=60/)
    const xml = await res.text()
    // Every & starts an entity XML knows without a DTD.
    expect(xml.match(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/gi)).toBeNull()
    const doc = parseXml(xml)
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const channel = doc.querySelector('channel')!
    expect(channel.querySelector('link')!.textContent).toBe(`${PUBLIC_URL}/resource`)
    const links = [...doc.querySelectorAll('item > link')].map((l) => l.textContent ?? '')
    const stored = await dbs.db.db
      .selectFrom('posts')
      .select('id')
      .where('type', '=', type)
      .where('status', '=', 'published')
      .where('publish_at', '<=', Date.now())
      .execute()
    expect(links).toHaveLength(Math.min(stored.length, 50))
    for (const l of links) expect(l).toMatch(new RegExp(`^${PUBLIC_URL}/resource/${type}/\\d+-`))
    const ids = links.map((l) => Number(/\/(\d+)-/.exec(l)![1]))
    for (const id of hidden) expect(ids).not.toContain(id)
    expect(doc.querySelectorAll('item > pubDate').length).toBeGreaterThan(0)
    for (const d of doc.querySelectorAll('item > pubDate'))
      expect(d.textContent).toMatch(/^\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT$/)
  },
)

test('titles, authors and excerpts are escaped, and read back as written', async () => {
  const xml = await (await get('/resource/news/feed.xml')).text()
  expect(xml).toContain('Tom &amp; Jerry &lt;b&gt;&quot;shout&quot;&lt;/b&gt;')
  const doc = parseXml(xml)
  const item = [...doc.querySelectorAll('item')].find((i) =>
    i.querySelector('link')!.textContent!.includes(`/news/${trickyId}-`),
  )!
  // The control character XML forbids is dropped; everything else survives.
  expect(item.querySelector('title')!.textContent).toBe(tricky.replace('\u0001', ''))
  expect(item.getElementsByTagName('dc:creator')[0]!.textContent).toBe('A <writer> & co')
  expect(item.querySelector('description')!.textContent).toBe('Fish & chips < 5')
  // Newest first: the post of 2030 leads.
  expect(doc.querySelector('item > title')!.textContent).toBe(tricky.replace('\u0001', ''))
})

test('an unchanged feed answers 304 to its ETag; a failing database 503; an unknown type 404', async () => {
  const first = await get('/resource/blog/feed.xml')
  const etag = first.headers.get('etag')!
  expect(etag).toBeTruthy()
  const again = await get('/resource/blog/feed.xml', dbs.db, { headers: { 'if-none-match': etag } })
  expect(again.status).toBe(304)
  expect((await get('/resource/blog/feed.xml', dbs.broken)).status).toBe(503)
  expect((await get('/resource/poems/feed.xml')).status).toBe(404)
})

test('the Resources page links all three feeds, a post page the feed of its kind', () => {
  const matches = [
    { id: 'root', loaderData: { settings: identityDefaults, publicUrl: PUBLIC_URL } },
  ] as const
  const alternates = (tags: ReadonlyArray<Record<string, unknown>>) =>
    tags.filter((t) => t.rel === 'alternate' && t.type === 'application/rss+xml')
  const all = alternates(
    resourcesMeta({ matches, location: { pathname: '/resource' } } as never) as never,
  )
  expect(all.map((t) => t.href)).toEqual(
    postTypes.map((t) => `${PUBLIC_URL}/resource/${t}/feed.xml`),
  )
  expect(all.map((t) => t.title)).toEqual([
    `${identityDefaults.companyName}: Blog`,
    `${identityDefaults.companyName}: ${identityDefaults.shortName} Vani`,
    `${identityDefaults.companyName}: News`,
  ])
  const one = alternates(
    postMeta({
      matches,
      location: { pathname: '/resource/news/1-x' },
      loaderData: { post: { type: 'news', title: 'x', excerpt: 'y' }, image: null },
    } as never) as never,
  )
  expect(one.map((t) => t.href)).toEqual([`${PUBLIC_URL}/resource/news/feed.xml`])
})

test('each feed in Kannada at /kn: lang kn, Kannada title and description, links to the Kannada pages; the Kannada pages link it', async () => {
  const kannada = catalogue as Record<string, string>
  for (const type of postTypes) {
    const res = await get(`/kn/resource/${type}/feed.xml`)
    expect(res.status).toBe(200)
    const doc = parseXml(await res.text())
    const channel = doc.querySelector('channel')!
    expect(channel.querySelector('language')!.textContent).toBe('kn')
    expect(channel.querySelector('link')!.textContent).toBe(`${PUBLIC_URL}/kn/resource`)
    expect(channel.querySelector('title')!.textContent).toMatch(/ಬ್ಲಾಗ್|ಸುದ್ದಿ|ವಾಣಿ/)
    expect(channel.querySelector('description')!.textContent).toMatch(/^[^a-z]*ಹಳ್ಳಿ/i)
    expect(channel.getElementsByTagName('atom:link')[0]!.getAttribute('href')).toBe(
      `${PUBLIC_URL}/kn/resource/${type}/feed.xml`,
    )
    const links = [...doc.querySelectorAll('item > link')].map((l) => l.textContent ?? '')
    expect(links.length).toBeGreaterThan(0)
    for (const l of links) expect(l).toMatch(new RegExp(`^${PUBLIC_URL}/kn/resource/${type}/\\d+-`))
    // Each sample story in its Kannada (a story with none, like this file's own, stays English).
    const seeded = [...doc.querySelectorAll('item')].filter(
      (i) => !/\/kn\/resource\/news\/(\d+)-x$/.test(i.querySelector('link')!.textContent ?? ''),
    )
    for (const item of seeded) {
      expect(item.querySelector('title')!.textContent).toMatch(/[\u0C80-\u0CFF]/)
      expect(item.querySelector('description')!.textContent).toMatch(/[\u0C80-\u0CFF]/)
    }
  }
  // The English feed stays as it was.
  const en = parseXml(await (await get('/resource/blog/feed.xml')).text())
  expect(en.querySelector('channel > language')!.textContent).toBe('en-IN')
  expect(en.querySelector('channel > description')!.textContent).toBe(identityDefaults.tagline)

  const matches = [
    {
      id: 'root',
      loaderData: { settings: identityDefaults, publicUrl: PUBLIC_URL, messages: kannada },
    },
  ] as const
  const alternates = (
    resourcesMeta({ matches, location: { pathname: '/kn/resource' } } as never) as never as Array<
      Record<string, unknown>
    >
  ).filter((t) => t.rel === 'alternate' && t.type === 'application/rss+xml')
  expect(alternates.map((t) => t.href)).toEqual(
    postTypes.map((t) => `${PUBLIC_URL}/kn/resource/${t}/feed.xml`),
  )
  expect(alternates[0]!.title).toBe(`${identityDefaults.companyName}: ಬ್ಲಾಗ್`)
})

test('the web manifest in each language: Kannada at /kn/manifest.webmanifest opens the Kannada home', async () => {
  const read = async (path: string) => {
    const ctx = await testContext(dbs.db.db)
    const res = (await manifestLoader(loaderArgs(path, ctx) as unknown as ManifestArgs)) as Response
    expect(res.headers.get('content-type')).toBe('application/manifest+json')
    return (await res.json()) as Record<string, unknown>
  }
  const en = await read('/manifest.webmanifest')
  expect(en).toMatchObject({ lang: 'en-IN', start_url: '/', description: identityDefaults.tagline })
  const kn = await read('/kn/manifest.webmanifest')
  expect(kn).toMatchObject({ lang: 'kn', start_url: '/kn', name: identityDefaults.companyName })
  expect(kn.description).toMatch(/ಕಿರಾಣಿ ಅಂಗಡಿ/)
  expect(kn.icons).toEqual(en.icons)
})
