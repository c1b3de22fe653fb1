import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ServerBuild } from 'react-router'
import type { z } from 'zod'
import { callNames } from '#app/domain/api/calls.server.ts'
import { errorResponse, requests, responses } from '#app/domain/api/schemas.server.ts'
import { parseEnv } from '#app/platform/env.server.ts'
import { SecretBox } from '#app/platform/secret-box.server.ts'
import { testMedia } from '#tests/setup/context.ts'
import { createTestDb, describeEachEngine, type TestDb } from '#tests/setup/db.ts'
import { API_MAX_BODY_BYTES } from './api.ts'
import { createApp } from './app.ts'
import { jobsKn, postsKn, slidesKn } from '#app/db/seed/kn/site.kn.ts'
import { brandsKn } from '#app/db/seed/kn/brands.kn.ts'

// Contract tests of /api/v2 (DESIGN.md "/api/v2", SPEC.md §3 and §7) through the real Express
// app: every call, every body encoding, paging, filters, refusals, CORS and the rate limit.

const PUBLIC_URL = 'https://site.example.com'
const ERP = 'https://erp.example.com'

async function serve(db: TestDb, env: Record<string, string> = {}) {
  const app = createApp(
    {
      env: parseEnv({
        NODE_ENV: 'test',
        PUBLIC_URL,
        API_RATE_LIMIT: '0',
        API_CORS_ORIGINS: ERP,
        ...env,
      }),
      dbHandle: db,
      media: await testMedia(),
      log: pino({ level: process.env.TEST_LOG ?? 'silent' }),
      appSecret: 'x'.repeat(32),
      secretBox: new SecretBox(Buffer.alloc(32, 7)),
    },
    {
      build: () => Promise.reject(new Error('no pages in this test')) as Promise<ServerBuild>,
      mode: 'test',
    },
  )
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

type Encoding = 'json' | 'json-string-form' | 'encoded-json-string-form' | 'form' | 'multipart'

function encode(body: Record<string, unknown>, encoding: Encoding): RequestInit {
  const form = 'application/x-www-form-urlencoded'
  switch (encoding) {
    case 'json':
      return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
    case 'json-string-form':
      // What the spec's own client sends: JSON.stringify(body) with a form content type.
      return {
        headers: { 'content-type': form, accept: 'application/json' },
        body: JSON.stringify(body),
      }
    case 'encoded-json-string-form':
      return { headers: { 'content-type': form }, body: encodeURIComponent(JSON.stringify(body)) }
    case 'form':
      return {
        headers: { 'content-type': form },
        body: new URLSearchParams(
          Object.entries(body).map(([k, v]) => [k, String(v ?? '')]),
        ).toString(),
      }
    case 'multipart': {
      const data = new FormData()
      for (const [k, v] of Object.entries(body)) data.append(k, String(v ?? ''))
      return { body: data }
    }
  }
}

const encodings: Encoding[] = [
  'json',
  'json-string-form',
  'encoded-json-string-form',
  'form',
  'multipart',
]

/** The spec's fixed user id: sent by every client call, ignored by the server. */
const userID = '1234567890123'

type Answer = { status: number; body: unknown; headers: Headers }

describeEachEngine('/api/v2 contract', { seed: true }, (getDb) => {
  let base: string
  let close: () => Promise<void>
  const call = async (
    name: string,
    body: Record<string, unknown> = {},
    encoding: Encoding = 'json',
  ): Promise<Answer> => {
    const res = await fetch(`${base}/api/v2/${name}`, { method: 'POST', ...encode(body, encoding) })
    return { status: res.status, body: await res.json(), headers: res.headers }
  }
  /** A successful answer, checked against the call's response schema. */
  const ok = async <C extends keyof typeof responses>(
    name: C,
    body: Record<string, unknown> = {},
    encoding: Encoding = 'json',
  ): Promise<z.output<(typeof responses)[C]>> => {
    const a = await call(name, body, encoding)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    const parsed = responses[name].safeParse(a.body)
    expect(parsed.error?.issues ?? []).toEqual([])
    return parsed.data as z.output<(typeof responses)[C]>
  }
  const refused = async (name: string, body: unknown, status: number, init?: RequestInit) => {
    const res = await fetch(`${base}/api/v2/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    })
    const json: unknown = await res.json()
    expect(res.status, JSON.stringify(json)).toBe(status)
    expect(errorResponse.safeParse(json).success).toBe(true)
    return json as { error: true; message: string }
  }

  const now = Date.now()
  const ids = {
    draftPost: 0,
    futurePost: 0,
    expiredPost: 0,
    closedJob: 0,
    lapsedJob: 0,
    draftJob: 0,
    draftSlide: 0,
  }

  beforeAll(async () => {
    const db = getDb().db
    const post = (title: string, extra: object) =>
      db
        .insertInto('posts')
        .values({
          type: 'blog',
          slug: title.toLowerCase().replace(/\W+/g, '-'),
          title,
          author: 'Test',
          post_date: '2020-01-01',
          image: null,
          image_alt: '',
          excerpt: '',
          description: '<p>x</p>',
          news_link: null,
          position: 0,
          status: 'published',
          unpublish_at: null,
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ids.draftPost = (await post('Draft zebra post', { status: 'draft' })).id
    ids.futurePost = (await post('Future zebra post', { publish_at: now + 86_400_000 })).id
    ids.expiredPost = (await post('Expired zebra post', { unpublish_at: now - 1000 })).id
    const job = (title: string, extra: object) =>
      db
        .insertInto('jobs')
        .values({
          slug: title.toLowerCase().replace(/\W+/g, '-'),
          job_title: title,
          job_short_description: '<b>Short</b> text',
          job_description: '<p>Long</p><script>alert(1)</script>',
          job_role: 'Tester',
          job_location: 'Mysuru',
          job_type: null,
          posted_on: '2021-02-03',
          job_experience: null,
          working_hours: null,
          working_days: null,
          required_count: 2,
          apply_job_link: null,
          job_status: 'Open',
          created_at: now,
          status: 'published',
          unpublish_at: null,
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ids.closedJob = (await job('Closed quokka keeper', { job_status: 'Closed' })).id
    ids.draftJob = (await job('Draft quokka keeper', { status: 'draft' })).id
    // Marked Open, but its closing date has passed: closed to every reader.
    ids.lapsedJob = (await job('Lapsed quokka keeper', { closes_on: '2000-01-01' })).id
    ids.draftSlide = (
      await db
        .insertInto('home_slides')
        .values({
          image: 'home/x.svg',
          image_alt: '',
          title: 'Draft slide',
          description: '',
          position: 0,
          status: 'draft',
          unpublish_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    ;({ base, close } = await serve(getDb()))
  })
  afterAll(async () => {
    await close?.()
  })

  test.each(encodings)('getHomeScreen answers the published slides in order (%s)', async (enc) => {
    const r = await ok(
      'getHomeScreen',
      {
        userID,
        status: 'Active',
        generalSearch: '',
        sortOrder: '',
        iDisplayStart: 0,
        iDisplayLength: -1,
      },
      enc,
    )
    const live = await getDb()
      .db.selectFrom('home_slides')
      .select(['id', 'title', 'image'])
      .where('status', '=', 'published')
      .orderBy('position')
      .orderBy('id')
      .execute()
    expect(live.length).toBeGreaterThan(1)
    expect(r.totalCount).toBe(live.length)
    expect(r.data.map((s) => s.id)).toEqual(live.map((s) => s.id))
    expect(r.data[0]!.screen_title).toBe(live[0]!.title)
    expect(r.data[0]!.screen_image).toBe(live[0]!.image)
    expect(r.data.map((s) => s.id)).not.toContain(ids.draftSlide)
  })

  test('an empty body takes the defaults: all of them', async () => {
    const all = await ok('getHomeScreen')
    const res = await fetch(`${base}/api/v2/getHomeScreen`, { method: 'POST' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(all)
  })

  test.each(encodings)('getBlog pages, counts and filters by type (%s)', async (enc) => {
    const all = await ok(
      'getBlog',
      { userID, type: 'vilvani', status: 'Active', iDisplayLength: -1 },
      enc,
    )
    expect(all.data.length).toBeGreaterThanOrEqual(4)
    expect(all.totalCount).toBe(all.data.length)
    expect(new Set(all.data.map((p) => p.type))).toEqual(new Set(['vilvani']))
    const page = await ok(
      'getBlog',
      {
        userID,
        type: 'vilvani',
        status: 'Active',
        generalSearch: '',
        sortOrder: '',
        iDisplayStart: 1,
        iDisplayLength: 2,
      },
      enc,
    )
    expect(page.totalCount).toBe(all.totalCount)
    expect(page.data).toEqual(all.data.slice(1, 3))
    // Newest first by default; asc turns it round.
    const dates = all.data.map((p) => p.post_date ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    const asc = await ok('getBlog', { type: 'vilvani', sortOrder: 'asc' }, enc)
    expect(asc.data.map((p) => p.id)).toEqual(all.data.map((p) => p.id).reverse())
  })

  test('getBlog: only published posts; the default type is blog; search and start past the end', async () => {
    const blog = await ok('getBlog', {})
    expect(new Set(blog.data.map((p) => p.type))).toEqual(new Set(['blog']))
    const shown = blog.data.map((p) => p.id)
    for (const hidden of [ids.draftPost, ids.futurePost, ids.expiredPost])
      expect(shown).not.toContain(hidden)
    const news = await ok('getBlog', { type: 'NEWS' })
    expect(news.data.length).toBeGreaterThan(0)
    expect(
      news.data.every(
        (p) => p.type === 'news' && p.link.startsWith(`${PUBLIC_URL}/resource/news/`),
      ),
    ).toBe(true)
    const first = blog.data[0]!
    const word = first.title.split(/\s+/).find((w) => w.length > 4)!
    const found = await ok('getBlog', { generalSearch: word.toUpperCase() })
    expect(found.data.map((p) => p.id)).toContain(first.id)
    expect(found.totalCount).toBe(found.data.length)
    expect((await ok('getBlog', { generalSearch: 'zebra' })).totalCount).toBe(0)
    expect((await ok('getBlog', { generalSearch: '%' })).totalCount).toBe(0)
    const past = await ok('getBlog', { iDisplayStart: 1000, iDisplayLength: 5 })
    expect(past).toEqual({ error: false, message: '', data: [], totalCount: blog.totalCount })
    expect((await ok('getBlog', { iDisplayStart: 1 })).data).toEqual(blog.data.slice(1))
  })

  test.each(encodings)(
    'getBlogDetail answers a post of any type with its gallery (%s)',
    async (enc) => {
      const news = await ok('getBlog', { type: 'news' })
      const withGallery = await getDb()
        .db.selectFrom('post_images')
        .select('post_id')
        .where(
          'post_id',
          'in',
          news.data.map((p) => p.id),
        )
        .executeTakeFirstOrThrow()
      const r = await ok('getBlogDetail', { userID, blogID: withGallery.post_id }, enc)
      expect(r.blogDetail.id).toBe(withGallery.post_id)
      expect(r.blogDetail.type).toBe('news')
      expect(r.blogImage.length).toBeGreaterThan(0)
      expect(typeof r.blogDetail.description).toBe('string')
    },
  )

  test('getBlogDetail: unknown or unpublished ids are 404, a missing or bad id 400', async () => {
    for (const blogID of [999_999, ids.draftPost, ids.futurePost, ids.expiredPost]) {
      const e = await refused('getBlogDetail', { blogID }, 404)
      expect(e.message).toContain(String(blogID))
    }
    expect((await refused('getBlogDetail', {}, 400)).message).toContain('blogID')
    expect((await refused('getBlogDetail', { blogID: 'abc' }, 400)).message).toContain('blogID')
    await refused('getBlogDetail', { blogID: 1.5 }, 400)
    await refused('getBlogDetail', { blogID: 0 }, 400)
  })

  test.each(encodings)('getJobOpening answers open jobs, paged (%s)', async (enc) => {
    const all = await ok(
      'getJobOpening',
      { userID, status: 'Open', iDisplayStart: 0, iDisplayLength: -1 },
      enc,
    )
    expect(all.data.length).toBeGreaterThan(1)
    expect(all.data.every((j) => j.status === 'Open')).toBe(true)
    const ids_ = all.data.map((j) => j.id)
    expect(ids_).not.toContain(ids.closedJob)
    expect(ids_).not.toContain(ids.draftJob)
    const five = await ok(
      'getJobOpening',
      { userID, status: 'Open', iDisplayStart: 0, iDisplayLength: 1 },
      enc,
    )
    expect(five.data).toEqual(all.data.slice(0, 1))
    expect(five.totalCount).toBe(all.totalCount)
  })

  test("getJobOpening: status Closed lists the closed ones; the job fields are the spec's", async () => {
    const closed = await ok('getJobOpening', { status: 'closed' })
    const stored = await getDb()
      .db.selectFrom('jobs')
      .select('id')
      .where('job_status', '=', 'Closed')
      .where('status', '=', 'published')
      .execute()
    expect(closed.data.map((j) => j.id).sort()).toEqual(
      [...stored.map((j) => j.id), ids.lapsedJob].sort(),
    )
    expect(closed.data.every((j) => j.status === 'Closed')).toBe(true)
    expect(closed.data.find((j) => j.id === ids.lapsedJob)).toMatchObject({
      closes_on: '2000-01-01',
      status: 'Closed',
    })
    const open = await ok('getJobOpening', { generalSearch: 'quokka' })
    expect(open.data.map((j) => j.id)).not.toContain(ids.lapsedJob)
    const job = closed.data.find((j) => j.id === ids.closedJob)!
    expect(job).toMatchObject({
      job_title: 'Closed quokka keeper',
      job_short_description: '<b>Short</b> text',
      job_role: 'Tester',
      job_location: 'Mysuru',
      posted_on: '2021-02-03',
      required_count: 2,
      status: 'Closed',
    })
    expect(job.job_description).not.toContain('<script')
    const found = await ok('getJobOpening', { status: 'Closed', generalSearch: 'quokka mysuru' })
    expect(found.data.map((j) => j.id).sort()).toEqual([ids.closedJob, ids.lapsedJob].sort())
    expect(found.totalCount).toBe(2)
  })

  test.each(encodings)(
    'getJobOpeningDetail answers data.data[0], closed jobs too (%s)',
    async (enc) => {
      const open = (await ok('getJobOpening', { iDisplayLength: 1 })).data[0]!
      const r = await ok('getJobOpeningDetail', { userID, jobOpeningID: open.id }, enc)
      expect(r.data.data).toEqual([open])
      const closed = await ok('getJobOpeningDetail', { jobOpeningID: String(ids.closedJob) }, enc)
      expect(closed.data.data[0]!.status).toBe('Closed')
      const lapsed = await ok('getJobOpeningDetail', { jobOpeningID: ids.lapsedJob }, enc)
      expect(lapsed.data.data[0]!.status).toBe('Closed')
    },
  )

  /** A call asked in Kannada (`?lang=kn`): answered 200, in the call's own shape. */
  const inKannada = async <C extends keyof typeof responses>(
    name: C,
    body: Record<string, unknown>,
  ) => {
    const res = await fetch(`${base}/api/v2/${name}?lang=kn`, {
      method: 'POST',
      ...encode(body, 'json'),
    })
    expect(res.status).toBe(200)
    return responses[name].parse(await res.json()) as z.output<(typeof responses)[C]>
  }

  test('?lang=kn answers a job in Kannada field by field, in the same shape; English by default', async () => {
    const english = (await ok('getJobOpeningDetail', { jobOpeningID: 1 })).data.data[0]!
    const res = await fetch(`${base}/api/v2/getJobOpeningDetail?lang=kn`, {
      method: 'POST',
      ...encode({ jobOpeningID: 1 }, 'json'),
    })
    expect(res.status).toBe(200)
    const parsed = responses.getJobOpeningDetail.safeParse(await res.json())
    expect(parsed.error?.issues ?? []).toEqual([])
    const kn = parsed.data!.data.data[0]!
    // The sample job's Kannada (app/db/seed/kn/site.kn.ts); what is the item's stays as it is.
    expect(kn.job_title).toBe(jobsKn['field-sales-executive-mandya']!.jobTitle)
    expect(kn.job_title).not.toBe(english.job_title)
    expect({ ...kn, job_title: '', job_short_description: '', job_description: '' }).toMatchObject({
      id: english.id,
      slug: english.slug,
      link: english.link,
      status: english.status,
      posted_on: english.posted_on,
    })
    const list = await fetch(`${base}/api/v2/getJobOpening?lang=kn`, {
      method: 'POST',
      ...encode({ iDisplayLength: 50 }, 'json'),
    })
    const listed = responses.getJobOpening.parse(await list.json())
    expect(listed.data.find((j) => j.id === 1)?.job_title).toBe(kn.job_title)
    await refused('getJobOpeningDetail?lang=fr', { jobOpeningID: 1 }, 400)
  })

  test('?lang=kn answers posts and home slides in Kannada too, in the same shapes', async () => {
    const story = postsKn['how-a-village-kirana-becomes-a-grameen-supermarket']!
    const detail = await inKannada('getBlogDetail', { blogID: 1 })
    const english = await ok('getBlogDetail', { blogID: 1 })
    expect(detail.blogDetail).toMatchObject({ title: story.title, excerpt: story.excerpt })
    expect(detail.blogDetail.description).toContain('<h2>')
    expect(detail.blogDetail.link).toBe(english.blogDetail.link)
    const blog = await inKannada('getBlog', { type: 'blog', iDisplayLength: 50 })
    expect(blog.data.find((p) => p.id === 1)?.title).toBe(story.title)
    const slides = await inKannada('getHomeScreen', {})
    expect(slides.data.map((s) => s.screen_title)).toContain(slidesKn[0]!.title)
    expect((await ok('getHomeScreen')).data.map((s) => s.screen_title)).not.toContain(
      slidesKn[0]!.title,
    )
  })

  test('?lang=kn answers the brand catalogue in Kannada, in the same shapes; a search finds a brand in either language', async () => {
    const naati = brandsKn[1]!
    const english = await ok('getProductBrandDetail', { brandID: 1 })
    const detail = await inKannada('getProductBrandDetail', { brandID: 1 })
    expect(detail.data.brand).toMatchObject({
      id: 1,
      brand_name: english.data.brand.brand_name,
      brand_title: naati.title,
      tagline: naati.tagline,
      meta_title: naati.meta.title,
      link: english.data.brand.link,
      logo: english.data.brand.logo,
    })
    const chilli = english.data.product.find((p) => p.slug === 'chilli-powder-100-g')!
    expect(detail.data.product.find((p) => p.id === chilli.id)).toMatchObject({
      product_name: naati.products['chilli-powder-100-g']!.name,
      alt: naati.products['chilli-powder-100-g']!.imageAlt,
      product_icon: chilli.product_icon,
      slug: chilli.slug,
    })
    expect(detail.data.product.map((p) => p.id)).toEqual(english.data.product.map((p) => p.id))
    expect(detail.data.social.map((p) => p.title)).toEqual(naati.social.map((s) => s.title))
    const list = await inKannada('getBrandList', { iDisplayLength: 50 })
    expect(list.data.find((b) => b.id === 1)?.categories).toEqual(naati.categories)
    const englishList = await ok('getBrandList', { iDisplayLength: 50 })
    expect(englishList.data.find((b) => b.id === 1)?.categories).not.toEqual(naati.categories)
    const byKannada = await inKannada('getBrandList', { generalSearch: naati.categories[0] })
    expect(byKannada.data.map((b) => b.id)).toContain(1)
    const byEnglish = await inKannada('getBrandList', {
      generalSearch: englishList.data.find((b) => b.id === 1)!.categories[0],
    })
    expect(byEnglish.data.map((b) => b.id)).toContain(1)
  })

  test('getJobOpeningDetail: unknown and draft jobs are 404', async () => {
    await refused('getJobOpeningDetail', { jobOpeningID: 987_654 }, 404)
    await refused('getJobOpeningDetail', { jobOpeningID: ids.draftJob }, 404)
    await refused('getJobOpeningDetail', { jobOpeningID: '' }, 400)
  })

  test.each(encodings)('getProductBrandDetail answers a brand with its lists (%s)', async (enc) => {
    const r = await ok('getProductBrandDetail', { userID, brandID: 2, categoryID: '' }, enc)
    expect(r.data.brand.id).toBe(2)
    expect(r.data.brand.brand_name).toMatch(/suggi/i)
    // The spec's brand record, its fields from the brands declaration.
    expect(Object.keys(r.data.brand)).toEqual([
      'id',
      'slug',
      'brand_name',
      'brand_title',
      'brand_description',
      'banner_image',
      'alt',
      'logo',
      'meta_title',
      'meta_description',
      'meta_keywords',
      'why_choose',
      'tagline',
      'tagline_description',
      'link',
      'status',
    ])
    expect(r.data.category.length).toBeGreaterThan(0)
    expect(r.data.product.length).toBeGreaterThan(0)
    expect(r.data.social.every((s) => 'video_url' in s)).toBe(true)
  })

  test("getProductBrandDetail with categoryID answers that category's products; wrong ids are 404", async () => {
    const all = await ok('getProductBrandDetail', { brandID: 2 })
    const cat = all.data.category.find((c) => all.data.product.some((p) => p.category_id === c.id))!
    const r = await ok('getProductBrandDetail', {
      userID,
      brandID: '2',
      categoryID: String(cat.id),
      status: 'Active',
    })
    expect(r.data.product.length).toBeGreaterThan(0)
    expect(r.data.product.every((p) => p.category_id === cat.id)).toBe(true)
    expect(r.data.product.length).toBeLessThan(all.data.product.length)
    expect(r.data.category).toEqual(all.data.category)
    await refused('getProductBrandDetail', { brandID: 424_242 }, 404)
    await refused('getProductBrandDetail', { brandID: 2, categoryID: 424_242 }, 404)
    // A category of another brand is not one of this brand's.
    const other = (await ok('getBrandList')).data.find((b) => b.id !== 2)!
    await refused('getProductBrandDetail', { brandID: other.id, categoryID: cat.id }, 404)
    await refused('getProductBrandDetail', {}, 400)
  })

  test('getBrandList and getSiteSettings: the extra calls for remote mode', async () => {
    const brands = await ok('getBrandList', { iDisplayLength: -1 })
    expect(brands.data.length).toBeGreaterThan(3)
    expect(brands.totalCount).toBe(brands.data.length)
    const paged = await ok('getBrandList', { iDisplayStart: 2, iDisplayLength: 2 })
    expect(paged.data).toEqual(brands.data.slice(2, 4))
    const settings = await ok('getSiteSettings', { userID })
    expect(settings.data.companyName.length).toBeGreaterThan(0)
  })

  test('a bad body is a 400 naming the problem, never a 5xx', async () => {
    const bad: Array<[string, unknown, string]> = [
      ['getBlog', { type: 'poems' }, 'type'],
      ['getBlog', { status: 'Inactive' }, 'status'],
      ['getBlog', { iDisplayLength: -2 }, 'iDisplayLength'],
      ['getBlog', { iDisplayLength: 1e300 }, 'iDisplayLength'],
      ['getBlog', { iDisplayLength: '99999999999999999999' }, 'iDisplayLength'],
      ['getBlog', { iDisplayStart: -1 }, 'iDisplayStart'],
      ['getBlog', { iDisplayStart: true }, 'iDisplayStart'],
      ['getBlog', { sortOrder: 'sideways' }, 'sortOrder'],
      ['getBlog', { generalSearch: 'x'.repeat(201) }, 'generalSearch'],
      ['getBlog', { generalSearch: { $ne: 1 } }, 'generalSearch'],
      ['getJobOpening', { status: 'Active' }, 'status'],
      ['getHomeScreen', [1, 2], 'object'],
      ['getHomeScreen', '"text"', 'object'],
      ['getHomeScreen', '{"status":', 'JSON'],
    ]
    for (const [name, body, word] of bad) {
      const e = await refused(name, body, 400)
      expect(e.message, JSON.stringify(body)).toContain(word)
    }
    // A field given twice in a form, deep JSON, invalid UTF-8, a too-large body, an unknown type.
    await refused('getBlog', 'type=blog&type=news', 400, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    await refused('getBlog', `{"type":${'['.repeat(5000)}${']'.repeat(5000)}}`, 400)
    await refused('getBlog', '', 400, { body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) })
    await refused('getBlog', JSON.stringify({ generalSearch: 'x'.repeat(API_MAX_BODY_BYTES) }), 413)
    await refused('getBlog', '<xml/>', 415, { headers: { 'content-type': 'application/xml' } })
  })

  test('wrong method is 405 with Allow; an unknown call is 404; both in the error shape', async () => {
    const get = await fetch(`${base}/api/v2/getBlog`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toContain('POST')
    expect(await get.json()).toEqual({ error: true, message: 'getBlog is called with POST.' })
    const put = await fetch(`${base}/api/v2/getBlog`, { method: 'PUT', body: '{}' })
    expect(put.status).toBe(405)
    await refused('getNothing', {}, 404)
    // Call names are case-sensitive and never redirected to a lower-case path.
    const lower = await fetch(`${base}/api/v2/gethomescreen`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(lower.status).toBe(404)
    const post = await fetch(`${base}/api/v2/openapi.json`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toContain('GET')
  })

  test('no cookies, and answers are not cached', async () => {
    const a = await call('getHomeScreen')
    expect(a.headers.get('set-cookie')).toBeNull()
    expect(a.headers.get('cache-control')).toBe('no-store')
    expect(a.headers.get('content-type')).toMatch(/^application\/json/)
  })

  test('CORS: listed origins may call from a browser, others get no CORS headers', async () => {
    const pre = await fetch(`${base}/api/v2/getBlog`, {
      method: 'OPTIONS',
      headers: {
        origin: ERP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe(ERP)
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST')
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
    const a = await fetch(`${base}/api/v2/getBlog`, { method: 'POST', headers: { origin: ERP } })
    expect(a.status).toBe(200)
    expect(a.headers.get('access-control-allow-origin')).toBe(ERP)
    expect(a.headers.get('vary')).toContain('Origin')
    expect(a.headers.get('access-control-allow-credentials')).toBeNull()

    const evil = 'https://evil.example'
    const deniedPre = await fetch(`${base}/api/v2/getBlog`, {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST' },
    })
    expect(deniedPre.status).toBe(403)
    expect(deniedPre.headers.get('access-control-allow-origin')).toBeNull()
    const denied = await fetch(`${base}/api/v2/getBlog`, {
      method: 'POST',
      headers: { origin: evil },
    })
    expect(denied.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('the OpenAPI document describes every call with the schemas the handlers use', async () => {
    const res = await fetch(`${base}/api/v2/openapi.json`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/^public/)
    const doc = (await res.json()) as {
      openapi: string
      servers: Array<{ url: string }>
      paths: Record<
        string,
        {
          post?: {
            parameters: Array<{ name: string; in: string; schema: { enum: string[] } }>
            requestBody: { content: Record<string, { schema: { $ref: string } }> }
            responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>
          }
        }
      >
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> }
    }
    expect(doc.openapi).toMatch(/^3\.1\./)
    expect(doc.servers[0]!.url).toBe(PUBLIC_URL)
    const resolve = (ref: string) => {
      expect(ref).toMatch(/^#\/components\/schemas\//)
      const schema = doc.components.schemas[ref.split('/').pop()!]
      expect(schema, ref).toBeDefined()
      return schema!
    }
    for (const name of callNames) {
      const op = doc.paths[`/api/v2/${name}`]?.post
      expect(op, name).toBeDefined()
      // ?lang= (en or kn) on every call, as the server takes it.
      expect(op!.parameters.map((p) => [p.name, p.in, p.schema.enum])).toEqual([
        ['lang', 'query', ['en', 'kn']],
      ])
      for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
        const schema = resolve(op!.requestBody.content[type]!.schema.$ref)
        expect(Object.keys(schema.properties ?? {}).sort()).toEqual(
          Object.keys(requests[name].shape).sort(),
        )
      }
      const answer = resolve(op!.responses['200']!.content!['application/json']!.schema.$ref)
      expect(Object.keys(answer.properties ?? {}).sort()).toEqual(
        Object.keys(responses[name].shape).sort(),
      )
      for (const code of ['400', '405', '429'])
        expect(resolve(op!.responses[code]!.content!['application/json']!.schema.$ref)).toBe(
          doc.components.schemas.Error,
        )
    }
    // Only the ids are required; every other field has a default.
    const required = (name: string) =>
      (
        doc.components.schemas[`${name[0]!.toUpperCase()}${name.slice(1)}Request`] as {
          required?: string[]
        }
      ).required ?? []
    expect(Object.fromEntries(callNames.map((n) => [n, required(n)]))).toEqual({
      getHomeScreen: [],
      getBrandList: [],
      getBlog: [],
      getJobOpening: [],
      getProductBrandDetail: ['brandID'],
      getBlogDetail: ['blogID'],
      getJobOpeningDetail: ['jobOpeningID'],
      getSiteSettings: [],
    })
    // Every $ref in the document points at a schema that is there.
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? []
    for (const r of refs) resolve(JSON.parse(`{${r}}`).$ref)
  })
})

describe('/api/v2 limits and fuzzed bodies', () => {
  let db: TestDb
  beforeAll(async () => {
    db = await createTestDb('sqlite', { seed: true })
  })
  afterAll(async () => {
    await db.drop()
  })

  test('API_RATE_LIMIT requests a minute per address, then 429 with Retry-After', async () => {
    const site = await serve(db, { API_RATE_LIMIT: '3' })
    try {
      const post = () => fetch(`${site.base}/api/v2/getHomeScreen`, { method: 'POST' })
      for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200)
      const over = await post()
      expect(over.status).toBe(429)
      const retry = Number(over.headers.get('retry-after'))
      expect(retry).toBeGreaterThan(0)
      expect(retry).toBeLessThanOrEqual(60)
      const body = await over.json()
      expect(errorResponse.parse(body).message).toContain('3 a minute')
    } finally {
      await site.close()
    }
  })

  test('the default is 600 a minute, and 0 turns the limit off', async () => {
    expect(parseEnv({}).API_RATE_LIMIT).toBe(600)
    const site = await serve(db, { API_RATE_LIMIT: '0' })
    try {
      for (let i = 0; i < 8; i++)
        expect((await fetch(`${site.base}/api/v2/getHomeScreen`, { method: 'POST' })).status).toBe(
          200,
        )
    } finally {
      await site.close()
    }
  })

  test('fuzzed bodies (wrong types, huge numbers, deep JSON, long strings, bad encodings) never give a 5xx', async () => {
    const site = await serve(db)
    // A small seeded generator, so a failure can be replayed.
    let seed = 20_261_126
    const rand = () => {
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!
    const values: Array<() => unknown> = [
      () => Math.floor(rand() * 20) - 5,
      () => pick([1e308, -1e308, 2 ** 53, 0.5, -0, Number.MAX_SAFE_INTEGER + 2]),
      () =>
        pick(['', ' ', '-1', '1e3', '0x10', 'NaN', '١٢', '12abc', '%', "'; drop table posts; --"]),
      () => pick([true, false, null]),
      () => 'x'.repeat(Math.floor(rand() * 3000)),
      () => JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`),
      () => ({ a: { b: { c: 1 } } }),
      () => ['blog', 'news'],
      () => pick(['Active', 'open', 'CLOSED', 'vilvani', 'asc', 'DESC']),
    ]
    const fields = [
      'userID',
      'status',
      'generalSearch',
      'sortOrder',
      'iDisplayStart',
      'iDisplayLength',
      'brandID',
      'categoryID',
      'blogID',
      'jobOpeningID',
      'type',
      '__proto__',
      'constructor',
    ]
    const bodies: Array<{ type?: string; body: string | Uint8Array<ArrayBuffer> }> = [
      { type: 'application/json', body: '{"a":' },
      { type: 'application/json', body: 'null' },
      { type: 'application/x-www-form-urlencoded', body: '%E0%A4%A' },
      { type: 'application/x-www-form-urlencoded', body: '{"blogID":1' },
      { type: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
      { type: 'multipart/form-data', body: 'no boundary' },
      { type: 'application/json', body: new Uint8Array([0xc3, 0x28]) },
      { type: 'application/json', body: '{"__proto__":{"blogID":1}}' },
      { body: 'x'.repeat(API_MAX_BODY_BYTES + 1) },
    ]
    for (let i = 0; i < 150; i++) {
      const o: Record<string, unknown> = {}
      for (const f of fields) if (rand() < 0.4) o[f] = pick(values)()
      const enc = pick(['json', 'form', 'json-string-form'] as const)
      const e = encode(o, enc)
      bodies.push({
        type: (e.headers as Record<string, string>)['content-type'],
        body: e.body as string,
      })
    }
    try {
      for (const { type, body } of bodies) {
        const name = pick(callNames)
        const res = await fetch(`${site.base}/api/v2/${name}`, {
          method: 'POST',
          headers: type ? { 'content-type': type } : {},
          body,
        })
        const json: unknown = await res.json()
        const what = `${name} ${type} ${String(body).slice(0, 200)}`
        expect(res.status, what).toBeLessThan(500)
        if (res.status !== 200) expect(errorResponse.safeParse(json).success, what).toBe(true)
      }
    } finally {
      await site.close()
    }
  })

  test('1 MB strings (declared or streamed), the deepest JSON that fits and 5,000-digit numbers never give a 5xx', async () => {
    const site = await serve(db, { API_RATE_LIMIT: '0' })
    const mb = 'x'.repeat(1024 * 1024)
    const within = API_MAX_BODY_BYTES / 2 - 8
    const cases: Array<{ what: string; type: string; body: () => BodyInit; chunked?: boolean }> = [
      ...(['json', 'form', 'json-string-form'] as const).map((enc) => {
        const e = encode({ generalSearch: mb, blogID: 1 }, enc)
        return {
          what: `1 MB string (${enc})`,
          type: (e.headers as Record<string, string>)['content-type']!,
          body: () => e.body as string,
        }
      }),
      {
        what: '1 MB streamed without a length',
        type: 'application/json',
        chunked: true,
        body: () =>
          new ReadableStream({
            start(c) {
              const chunk = new TextEncoder().encode(mb.slice(0, 64 * 1024))
              c.enqueue(new TextEncoder().encode('{"generalSearch":"'))
              for (let i = 0; i < 16; i++) c.enqueue(chunk)
              c.enqueue(new TextEncoder().encode('"}'))
              c.close()
            },
          }),
      },
      {
        what: 'arrays nested as deep as the body limit allows',
        type: 'application/json',
        body: () => `{"blogID":${'['.repeat(within)}${']'.repeat(within)}}`,
      },
      {
        what: 'objects nested as deep as the body limit allows',
        type: 'application/json',
        body: () =>
          `${'{"a":'.repeat(API_MAX_BODY_BYTES / 6)}1${'}'.repeat(API_MAX_BODY_BYTES / 6)}`,
      },
      {
        what: 'a 5,000-digit number, as a number and as a string',
        type: 'application/json',
        body: () =>
          `{"blogID":${'9'.repeat(5000)},"jobOpeningID":"${'9'.repeat(5000)}","iDisplayLength":-${'9'.repeat(400)}}`,
      },
      {
        what: 'a lone surrogate and NUL in a JSON string',
        type: 'application/json',
        body: () => '{"generalSearch":"\\ud800\\u0000","type":"blog\\u0000"}',
      },
    ]
    try {
      for (const c of cases)
        for (const name of callNames) {
          const res = await fetch(`${site.base}/api/v2/${name}`, {
            method: 'POST',
            headers: { 'content-type': c.type },
            body: c.body(),
            ...(c.chunked ? { duplex: 'half' } : {}),
          } as RequestInit)
          const what = `${name}: ${c.what}`
          expect(res.status, what).toBeLessThan(500)
          const json: unknown = await res.json()
          if (res.status !== 200) expect(errorResponse.safeParse(json).success, what).toBe(true)
        }
    } finally {
      await site.close()
    }
  })

  test('a bad API_CORS_ORIGINS stops the server with the variable named', () => {
    expect(() => parseEnv({ API_CORS_ORIGINS: 'https://a.example/, nope' })).toThrow(
      /API_CORS_ORIGINS/,
    )
    expect(
      parseEnv({ API_CORS_ORIGINS: 'https://A.example, http://b.example:8080' }).API_CORS_ORIGINS,
    ).toEqual(['https://a.example', 'http://b.example:8080'])
  })

  test('when the database fails, the API answers 503 in its error shape, without the cause', async () => {
    const broken = await createTestDb('sqlite', { seed: true })
    const site = await serve(broken)
    try {
      await broken.db.destroy()
      const res = await fetch(`${site.base}/api/v2/getBlog`, { method: 'POST' })
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        error: true,
        message: 'The content could not be read. Please try again.',
      })
    } finally {
      await site.close()
      await broken.drop()
    }
  })
})
