import type { AddressInfo } from 'node:net'
import express from 'express'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listHomeSlides } from '#app/domain/home/slides.server.ts'
import { getJob, listOpenJobs } from '#app/domain/jobs/queries.server.ts'
import { getPost, listPosts } from '#app/domain/posts/queries.server.ts'
import { postTypes } from '#app/domain/posts/view.ts'
import { parseEnv } from '#app/platform/env.server.ts'
import { RemoteApi } from '#app/platform/remote-api.server.ts'
import { SecretBox } from '#app/platform/secret-box.server.ts'
import { testMedia } from '#tests/setup/context.ts'
import { seededAndBrokenDbs } from '#tests/setup/db.ts'
import { apiRouter } from '#server/api.ts'
import { getBrandByPath } from '#app/domain/brands/queries.server.ts'
import { catalogueAnswered } from '#app/domain/brands/translated.server.ts'
import { suggiPath } from '#app/routing/paths.ts'
import {
  remoteBrandDetail,
  remoteHomeSlides,
  remoteJob,
  remoteOpenJobs,
  remotePost,
  remotePosts,
  remoteTranslations,
} from './read.server.ts'
import {
  publishedTranslations,
  publishedTranslationsOf,
} from '#app/domain/content/translations.server.ts'

// Our own /api/v2 as the source (what the ERP answers, in the spec's shapes): what is read
// through it must be what the database gives the pages directly.
const dbs = seededAndBrokenDbs()
let api: RemoteApi
let close: () => void

beforeAll(async () => {
  const log = pino({ level: 'silent' })
  const app = express()
  app.use((req, _res, next) => {
    req.log = log
    next()
  })
  app.use(
    '/api/v2',
    apiRouter({
      env: parseEnv({ NODE_ENV: 'test', API_RATE_LIMIT: '0' }),
      dbHandle: dbs.db,
      media: await testMedia(),
      log,
      appSecret: 'x'.repeat(32),
      secretBox: new SecretBox(Buffer.alloc(32, 7)),
    }),
  )
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  api = new RemoteApi({
    baseUrl: `http://127.0.0.1:${port}/api/v2`,
    timeoutMs: 3000,
    ttlMs: 60_000,
    log,
  })
})
afterAll(() => close?.())

/** What the database gives, less the time of each item's last change (no wire field carries it). */
const local = async <T>(value: Promise<T>): Promise<T> =>
  JSON.parse(JSON.stringify(await value, (k, v: unknown) => (k === 'modifiedAt' ? undefined : v)))

test('home slides and open jobs read through the API are what the database gives', async () => {
  expect(await remoteHomeSlides(api)).toEqual(await listHomeSlides(dbs.db.db))
  expect(await remoteOpenJobs(api)).toEqual(await local(listOpenJobs(dbs.db.db)))
  expect(await remoteOpenJobs(api, { offset: 5, limit: 5 })).toEqual(
    await local(listOpenJobs(dbs.db.db, { offset: 5, limit: 5 })),
  )
})

test('a job read through the API is the one in the database; an unknown id is null', async () => {
  const { jobs } = await listOpenJobs(dbs.db.db)
  for (const j of jobs) {
    const { values: _values, ...job } = (await local(getJob(dbs.db.db, j.id)))!
    expect(await remoteJob(api, j.id)).toEqual(job)
  }
  expect(await remoteJob(api, 987_654)).toBeNull()
})

test('a job the source still calls Open is closed from the end of its closing day, India time', async () => {
  const record = (id: number, closes_on: string | null) => ({
    id,
    job_title: `Job ${id}`,
    job_location: 'Hassan',
    status: 'Open',
    closes_on,
  })
  const source = {
    call: async (name: string) => ({
      found: true as const,
      body:
        name === 'getJobOpening'
          ? { data: [record(1, '2026-12-31'), record(2, null)], totalCount: 2 }
          : { data: { data: [record(1, '2026-12-31')] } },
    }),
  } as unknown as RemoteApi
  const midnight = Date.parse('2027-01-01T00:00:00+05:30')
  expect((await remoteJob(source, 1, midnight - 1))!.status).toBe('Open')
  expect((await remoteJob(source, 1, midnight))!.status).toBe('Closed')
  const before = await remoteOpenJobs(source, {}, midnight - 1)
  expect([before.jobs.map((j) => j.id), before.total]).toEqual([[1, 2], 2])
  const after = await remoteOpenJobs(source, {}, midnight)
  expect([after.jobs.map((j) => j.id), after.total]).toEqual([[2], 1])
})

test("a source's job is read with the API's own job schema, leniently: what breaks a rule is null", async () => {
  const source = {
    call: async () => ({
      found: true as const,
      body: {
        data: {
          data: [
            {
              id: '7',
              job_title: 'Loader',
              required_count: '3',
              salary_min: '12000',
              salary_max: -5,
              salary_unit: 'FORTNIGHT',
              closes_on: '31/12/2026',
              postal_code: '057140',
              job_type: 42,
            },
          ],
        },
      },
    }),
  } as unknown as RemoteApi
  expect(await remoteJob(source, 7)).toMatchObject({
    id: 7,
    jobTitle: 'Loader',
    status: 'Open',
    requiredCount: 3,
    salaryMin: 12000,
    salaryMax: null,
    salaryUnit: null,
    closesOn: null,
    postalCode: null,
    jobType: null,
    jobLocation: '',
  })
})

test("a brand read through the API is the database's; a source's broken fields read as empty", async () => {
  const db = dbs.db.db
  const suggi = (await getBrandByPath(db, suggiPath))!
  const read = (await remoteBrandDetail(api, suggi.id))!
  expect(read.brand).toMatchObject({
    id: suggi.id,
    name: suggi.name,
    title: suggi.title,
    tagline: suggi.tagline,
    taglineDescription: suggi.taglineDescription,
    descriptionHtml: suggi.descriptionHtml,
    whyChooseHtml: suggi.whyChooseHtml,
    meta: suggi.meta,
  })
  expect(read.products.length).toBeGreaterThan(0)
  expect(await remoteBrandDetail(api, 999_999)).toBeNull()

  // The API's own brand schema, leniently: a field that breaks its rule is missing, not a failure.
  const source = {
    call: async () => ({
      found: true as const,
      body: {
        data: {
          brand: {
            id: '12',
            brand_name: 'Naati',
            brand_title: 42,
            brand_description: '<p>Oils<script>x()</script></p>',
            banner_image: ['not', 'a', 'path'],
            meta_title: null,
            tagline: 'Pure',
          },
          product: 'none',
        },
      },
    }),
  } as unknown as RemoteApi
  expect(await remoteBrandDetail(source, 12)).toMatchObject({
    brand: {
      id: 12,
      name: 'Naati',
      title: '',
      descriptionHtml: '<p>Oils</p>',
      banner: null,
      bannerAlt: 'Naati',
      meta: { title: 'Naati', description: '', keywords: '' },
      tagline: 'Pure',
    },
    products: [],
    categories: [],
    social: [],
  })
  // A record without its id is not the spec's shape: the page fails rather than drawing half.
  const noId = {
    call: async () => ({ found: true as const, body: { data: { brand: { brand_name: 'X' } } } }),
  } as unknown as RemoteApi
  await expect(remoteBrandDetail(noId, 12)).rejects.toThrow()
})

test('posts and a post with its gallery read through the API are those of the database', async () => {
  for (const type of postTypes) {
    const posts = await local(listPosts(dbs.db.db, type))
    const remote = await remotePosts(api, type)
    expect(remote).toEqual(posts)
    const one = posts[0]!
    expect(await remotePost(api, type, one.id)).toEqual(
      await local(getPost(dbs.db.db, type, one.id)),
    )
    // Under another type's address, a post is not found.
    expect(await remotePost(api, type === 'blog' ? 'news' : 'blog', one.id)).toBeNull()
  }
  expect(await remotePost(api, 'blog', 987_654)).toBeNull()
})

test("a source's Kannada (?lang=kn) is read as the translations the database would give, word by word", async () => {
  const db = dbs.db.db
  const pick = (t: Record<string, string> | undefined, keys: string[]) =>
    Object.fromEntries(keys.filter((k) => t?.[k]).map((k) => [k, t![k]]))
  const { jobs } = await listOpenJobs(db)
  const jobIds = jobs.map((j) => j.id)
  const remoteJobs = await remoteTranslations(api, 'jobs', jobIds, 'kn')
  const localJobs = await publishedTranslations(db, 'jobs', jobIds, 'kn')
  expect(remoteJobs.size).toBeGreaterThan(0)
  for (const id of jobIds) expect(remoteJobs.get(String(id))).toEqual(localJobs.get(String(id)))

  const posts = await listPosts(db, 'blog')
  const postIds = posts.map((p) => p.id)
  const remotePostsKn = await remoteTranslations(api, 'posts', postIds, 'kn')
  const localPostsKn = await publishedTranslations(db, 'posts', postIds, 'kn')
  const words = ['title', 'author', 'excerpt', 'description']
  expect(remotePostsKn.size).toBeGreaterThan(0)
  let pictures = 0
  for (const id of postIds) {
    const local = localPostsKn.get(String(id))
    // A gallery picture's description is a word of the post by the picture's id.
    const gallery = Object.keys(local ?? {}).filter((k) => k.startsWith('gallery.'))
    pictures += gallery.length
    expect(pick(remotePostsKn.get(String(id)), [...words, ...gallery])).toEqual(
      pick(local, [...words, ...gallery]),
    )
  }
  expect(pictures).toBeGreaterThan(0)

  const slides = await listHomeSlides(db)
  const slideIds = slides.map((x) => x.id)
  const remoteSlides = await remoteTranslations(api, 'slides', slideIds.slice(1), 'kn')
  const localSlides = await publishedTranslations(db, 'slides', slideIds.slice(1), 'kn')
  expect([...remoteSlides.keys()]).toEqual([...localSlides.keys()])
  for (const [id, t] of localSlides)
    expect(pick(remoteSlides.get(id), ['title', 'description'])).toEqual(
      pick(t, ['title', 'description']),
    )

  // English pages and kinds the source has no Kannada calls for read nothing.
  expect((await remoteTranslations(api, 'jobs', jobIds, 'en')).size).toBe(0)
  expect((await remoteTranslations(api, 'products', [1], 'kn')).size).toBe(0)
})

test("Suggi's catalogue in Kannada from a source (?lang=kn) is its published Kannada, word by word", async () => {
  const db = dbs.db.db
  const suggi = (await getBrandByPath(db, suggiPath))!
  const [en, kn] = await Promise.all([
    remoteBrandDetail(api, suggi.id),
    remoteBrandDetail(api, suggi.id, undefined, 'kn'),
  ])
  const answered = catalogueAnswered(en!, kn!)
  const ids = {
    brands: [suggi.id],
    products: en!.products.map((p) => p.id),
    categories: en!.categories.map((c) => c.id),
    social: en!.social.map((s) => s.id),
  }
  const local = await publishedTranslationsOf(db, ids)
  const pick = (t: Record<string, string> | undefined, keys: string[]) =>
    Object.fromEntries(keys.filter((k) => t?.[k]).map((k) => [k, t![k]]))
  const words = {
    brands: ['title', 'tagline', 'taglineDescription', 'description', 'whyChoose'],
    products: ['name', 'shortDescription', 'description', 'imageAlt'],
    categories: ['name', 'description'],
    social: ['title', 'imageAlt'],
  }
  let compared = 0
  for (const [kind, list] of Object.entries(ids))
    for (const id of list) {
      const keys = words[kind as keyof typeof words]
      const mine = pick(local.get(kind)?.get(String(id)), keys)
      compared += Object.keys(mine).length
      expect(pick(answered.get(kind)?.get(String(id)), keys), `${kind} ${id}`).toEqual(mine)
    }
  expect(compared).toBeGreaterThan(10)
  // A source that answers ?lang=kn in English gives no Kannada at all.
  expect(catalogueAnswered(en!, en!).size).toBe(0)
})

test('a source that ignores ?lang gives no translation: its words are English on a Kannada page', async () => {
  const asked: string[] = []
  const source = {
    call: async (name: string, _body: unknown, opts: { lang?: string } = {}) => {
      asked.push(`${name}${opts.lang ? `?lang=${opts.lang}` : ''}`)
      return {
        found: true as const,
        body: { data: { data: [{ id: 4, job_title: 'Loader', job_role: 'Stores' }] } },
      }
    },
  } as unknown as RemoteApi
  expect((await remoteTranslations(source, 'jobs', [4], 'kn')).size).toBe(0)
  expect(asked.sort()).toEqual(['getJobOpeningDetail', 'getJobOpeningDetail?lang=kn'])
})
