import { z } from 'zod'
import type { Product, SocialItem } from '#app/domain/brands/queries.server.ts'
import { slideOf, type HomeSlide } from '#app/domain/home/slides.server.ts'
import { jobOf, type Job, type JobListItem } from '#app/domain/jobs/queries.server.ts'
import { postOf, type Post, type PostSummary } from '#app/domain/posts/queries.server.ts'
import type { PostType } from '#app/domain/posts/view.ts'
import { RemoteUnavailable, type RemoteApi } from '#app/platform/remote-api.server.ts'
import { htmlToPlainText, sanitizeRichText } from '#app/utils/html.server.ts'
import { slugify } from '#app/utils/slug.ts'
import { youtubeVideoId } from '#app/utils/youtube.ts'
import {
  blogDetailRecord as postWire,
  brandRecord as brandWire,
  categoryRecord as categoryWire,
  homeScreenRecord as slideWire,
  jobRecord as jobWire,
  productRecord as productWire,
  socialRecord as socialWire,
} from '#app/domain/api/schemas.server.ts'
import { localizedWireNames, valuesOfWire } from '#app/domain/api/wire.server.ts'
import { postsKind } from '#app/domain/content/kinds/posts.server.ts'
import { slidesKind } from '#app/domain/content/kinds/slides.server.ts'
import { jobsKind } from '#app/domain/content/kinds/jobs.server.ts'
import type { Translation } from '#app/domain/content/translations.server.ts'
import type { Lang } from '#app/routing/lang.ts'

/**
 * Our content types read from a source's /api/v2 (DESIGN.md "Remote mode"): the same calls and
 * bodies the spec's client sends, and its readings. Slides, jobs, posts, brands and their catalogue
 * are read with the schemas our own /api/v2 declares for them, one per wire shape. The spec's fields are read
 * leniently (a missing text is empty, as the spec's pages show it); the optional fields our own
 * /api/v2 adds (slug, alt, status …) are used when present. An answer that does not have the
 * spec's shape is a failure (the page shows "Error: …" with 503), never a half-drawn page. HTML
 * from the source is sanitized here with the site's allow-list, as our own content is.
 */

/** The spec's fixed user id: sent with every call, as its client does. */
const USER_ID = '1'

const text = z.string().nullish().catch(null)
const id = z.coerce.number().int().positive()

/**
 * A wire schema of our /api/v2 (app/domain/api/schemas.server.ts) as this reader takes a source's
 * answers: a field that is missing or breaks its rule reads as null (the spec's pages show a
 * missing text as empty), and a number may come as a numeric string. The fields in `strict` are
 * taken as they say (a record without its id is not the spec's shape).
 */
function lenient<S extends z.ZodRawShape, K extends z.ZodRawShape>(
  schema: z.ZodObject<S>,
  strict: K,
): z.ZodType<
  { [F in Exclude<keyof S, keyof K>]?: z.output<S[F]> | null } & {
    [F in keyof K]: z.output<K[F]>
  }
> {
  const fields = Object.entries(schema.shape).map(([name, field]) => {
    if (name in strict) return [name, strict[name]]
    const inner = field instanceof z.ZodNullable ? field.unwrap() : field
    const digits = (v: unknown) =>
      inner instanceof z.ZodNumber && typeof v === 'string' && /^\s*-?\d{1,15}\s*$/.test(v)
        ? Number(v)
        : v
    return [name, z.preprocess(digits, (field as z.ZodType).nullish()).catch(null)]
  })
  return z.object(Object.fromEntries(fields)) as never
}

const jobRecord = lenient(jobWire, { id })

const postRecord = lenient(postWire, { id })
const slideRecord = lenient(slideWire, { id })

/** The spec reads job lists two ways: `data` with an error flag, or directly a list. */
const jobList = z.union([
  z.object({ data: z.array(jobRecord), totalCount: z.coerce.number().int().optional() }),
  z.array(jobRecord).transform((data) => ({ data, totalCount: undefined })),
])

function parse<T>(schema: z.ZodType<T>, body: unknown, call: string): T {
  const r = schema.safeParse(body)
  if (!r.success) throw new RemoteUnavailable(`${call}: the answer does not have the spec's shape`)
  return r.data
}

const blank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null)

/**
 * A source's job as pages read it, mapped as this database's is (jobOf). The spec's list asks for
 * open jobs; a detail without a status is taken as open. Past its closing date a job is closed
 * here too, whatever the source says.
 */
function toJob(r: z.output<typeof jobRecord>, now: number): Job {
  const values = valuesOfWire(jobsKind.declaration, r)
  return jobOf(r.id, { ...values, jobStatus: r.status ?? 'Open' }, now)
}

/** A source's post as pages read it, mapped as this database's is (postOf). */
function toPost(r: z.output<typeof postRecord>, type: PostType): PostSummary {
  const post = postOf(r.id, type, valuesOfWire(postsKind.declaration, r))
  // The source sends the title where a picture has no alt text of its own.
  return { ...post, imageAlt: post.imageAlt || post.title }
}

const listBody = (more: Record<string, unknown>) => ({
  userID: USER_ID,
  generalSearch: '',
  sortOrder: '',
  ...more,
})

/** The home slides (getHomeScreen: status Active, all of them). */
export async function remoteHomeSlides(api: RemoteApi): Promise<HomeSlide[]> {
  const a = await api.call(
    'getHomeScreen',
    listBody({ status: 'Active', iDisplayStart: 0, iDisplayLength: -1 }),
  )
  if (!a.found) throw new RemoteUnavailable('getHomeScreen: the source has no such call')
  const { data } = parse(z.object({ data: z.array(slideRecord) }), a.body, 'getHomeScreen')
  return data.map((r) => {
    const slide = slideOf(r.id, valuesOfWire(slidesKind.declaration, r))
    // The source sends the title where a picture has no alt text of its own.
    return { ...slide, imageAlt: slide.imageAlt || slide.title }
  })
}

/**
 * Open jobs a page at a time (the spec's job list: status Open, 5 from 0), with the total. A job
 * the source still lists past its closing date is left out (and out of the total).
 */
export async function remoteOpenJobs(
  api: RemoteApi,
  opts: { offset?: number; limit?: number } = {},
  now = Date.now(),
): Promise<{ jobs: JobListItem[]; total: number }> {
  const offset = opts.offset ?? 0
  const limit = opts.limit ?? 5
  const a = await api.call(
    'getJobOpening',
    listBody({ status: 'Open', iDisplayStart: offset, iDisplayLength: limit }),
  )
  if (!a.found) throw new RemoteUnavailable('getJobOpening: the source has no such call')
  const { data, totalCount } = parse(jobList, a.body, 'getJobOpening')
  const open = data.map((r) => toJob(r, now)).filter((j) => j.status === 'Open')
  const gone = data.length - open.length
  const jobs = open.map(({ id, slug, jobTitle, summary, jobRole, jobLocation, postedOn }) => ({
    id,
    slug,
    jobTitle,
    summary,
    jobRole,
    jobLocation,
    postedOn,
  }))
  return { jobs, total: (totalCount ?? offset + data.length) - gone }
}

/** One job, open or closed (getJobOpeningDetail, read at data.data[0]); null when unknown. */
export async function remoteJob(
  api: RemoteApi,
  jobId: number,
  now = Date.now(),
): Promise<Job | null> {
  const a = await api.call('getJobOpeningDetail', { userID: USER_ID, jobOpeningID: jobId })
  if (!a.found) return null
  const { data } = parse(
    z.object({ data: z.object({ data: z.array(jobRecord) }) }),
    a.body,
    'getJobOpeningDetail',
  )
  const first = data.data[0]
  return first ? toJob(first, now) : null
}

/** One type's posts, newest first as the source orders them (the spec's resource lists). */
export async function remotePosts(api: RemoteApi, type: PostType): Promise<PostSummary[]> {
  const a = await api.call(
    'getBlog',
    listBody({ type, status: 'Active', iDisplayStart: 0, iDisplayLength: -1 }),
  )
  if (!a.found) throw new RemoteUnavailable('getBlog: the source has no such call')
  const { data } = parse(z.object({ data: z.array(postRecord) }), a.body, 'getBlog')
  return data.map((r) => toPost(r, type))
}

/** One post with its gallery (getBlogDetail); null when unknown or of another type. */
export async function remotePost(
  api: RemoteApi,
  type: PostType,
  postId: number,
): Promise<Post | null> {
  const a = await api.call('getBlogDetail', { userID: USER_ID, blogID: postId })
  if (!a.found) return null
  const { blogDetail, blogImage } = parse(
    z.object({
      blogDetail: postRecord,
      blogImage: z.array(z.object({ id, image: z.string(), alt: text })).catch([]),
    }),
    a.body,
    'getBlogDetail',
  )
  // The spec's detail has no type; ours says it, and a post is shown only under its own type.
  if (blogDetail.type && blogDetail.type !== type) return null
  const post = toPost(blogDetail, type)
  return {
    ...post,
    descriptionHtml: sanitizeRichText(blogDetail.description),
    gallery: blogImage.map((g) => ({ id: g.id, image: g.image, alt: g.alt || post.title })),
  }
}

// A brand, product, category or social item is read with our own /api/v2 schema for it, leniently.
const brandRecord = lenient(brandWire, { id })
const productRecord = lenient(productWire, { id })
const categoryRecord = lenient(categoryWire, { id })
const socialRecord = lenient(socialWire, { id })

/** What the ERP says of a brand (getProductBrandDetail): the parts our brand pages read from it. */
export type RemoteBrandDetail = {
  brand: {
    id: number
    name: string
    title: string
    descriptionHtml: string
    banner: string | null
    bannerAlt: string
    logo: string | null
    meta: { title: string; description: string; keywords: string }
    whyChooseHtml: string
    tagline: string
    taglineDescription: string
  }
  products: Product[]
  categories: Array<{
    id: number
    slug: string
    name: string
    icon: string | null
    descriptionHtml: string
  }>
  social: SocialItem[]
}

/** A brand with its products, categories and social items (getProductBrandDetail); null when unknown. */
export async function remoteBrandDetail(
  api: RemoteApi,
  brandId: number,
  categoryId?: number,
  /** Kannada: the ERP's answer to `?lang=kn` (its words where it has them, else its English). */
  lang: Lang = 'en',
): Promise<RemoteBrandDetail | null> {
  const a = await api.call(
    'getProductBrandDetail',
    {
      userID: USER_ID,
      brandID: brandId,
      ...(categoryId === undefined ? {} : { categoryID: categoryId }),
    },
    lang === 'en' ? {} : { lang },
  )
  if (!a.found) return null
  const { data } = parse(
    z.object({
      data: z.object({
        brand: brandRecord,
        product: z.array(productRecord).catch([]),
        category: z.array(categoryRecord).catch([]),
        social: z.array(socialRecord).catch([]),
      }),
    }),
    a.body,
    'getProductBrandDetail',
  )
  const b = data.brand
  const name = b.brand_name ?? ''
  return {
    brand: {
      id: b.id,
      name,
      title: b.brand_title ?? '',
      descriptionHtml: sanitizeRichText(b.brand_description),
      banner: blank(b.banner_image),
      bannerAlt: b.alt || name,
      logo: blank(b.logo),
      meta: {
        title: b.meta_title ?? name,
        description: b.meta_description ?? '',
        keywords: b.meta_keywords ?? '',
      },
      whyChooseHtml: sanitizeRichText(b.why_choose),
      tagline: b.tagline ?? '',
      taglineDescription: b.tagline_description ?? '',
    },
    products: data.product.map((p) => {
      const title = p.product_name ?? ''
      const descriptionHtml = sanitizeRichText(p.description)
      return {
        id: p.id,
        brandId: p.brand_id ?? b.id,
        lineId: p.line_id ?? null,
        categoryId: p.category_id ?? null,
        slug: p.slug || slugify(title),
        name: title,
        image: blank(p.product_icon),
        imageAlt: p.alt || title,
        shortDescription: p.short_description ?? '',
        descriptionHtml,
        descriptionText: htmlToPlainText(descriptionHtml),
      }
    }),
    categories: data.category.map((c) => {
      const title = c.product_name ?? ''
      return {
        id: c.id,
        slug: c.slug || slugify(title),
        name: title,
        icon: blank(c.product_icon),
        descriptionHtml: sanitizeRichText(c.description),
      }
    }),
    social: data.social.map((s) => {
      const videoUrl = blank(s.video_url)
      return {
        id: s.id,
        lineId: s.line_id ?? null,
        categoryId: s.category_id ?? null,
        kind: videoUrl ? ('video' as const) : ('link' as const),
        title: s.title ?? '',
        videoUrl,
        videoId: videoUrl ? youtubeVideoId(videoUrl) : null,
        linkUrl: blank(s.link),
        image: blank(s.image),
        imageAlt: s.alt || s.title || '',
      }
    }),
  }
}

/**
 * Which field of a source's answer carries each translated word (the declared field's name, as
 * the pages read translations), from each kind's declaration.
 */
const translatedWords = {
  jobs: localizedWireNames(jobsKind.declaration),
  posts: localizedWireNames(postsKind.declaration),
  slides: localizedWireNames(slidesKind.declaration),
} satisfies Record<string, Record<string, string>>

/**
 * An item's translation from the source's two answers, English and Kannada: each word whose
 * Kannada answer is a text that differs from the English one. The source answers a word it has
 * no Kannada for in English, so an equal word is one still in English (the page marks it
 * lang="en"), and a source that ignores `?lang` gives no translation at all.
 */
function difference(
  words: Record<string, string>,
  english: Record<string, unknown> | undefined,
  kannada: Record<string, unknown> | undefined,
): Translation | undefined {
  if (!english || !kannada) return undefined
  const out: Translation = {}
  for (const [field, wire] of Object.entries(words)) {
    const kn = kannada[wire]
    if (typeof kn === 'string' && kn.trim() && kn !== english[wire]) out[field] = kn
  }
  return Object.keys(out).length ? out : undefined
}

const record = z.looseObject({ id })

/**
 * The source's Kannada of items of a kind, by id, in the shape the pages read from the database
 * (content-source.server.ts): the jobs' and posts' (their galleries' too) from each item's detail
 * call and the slides' from their list, each asked in English and in Kannada (`?lang=kn`,
 * docs/api.md "Language"; both kept by RemoteApi under their own keys). A list page asks two
 * detail calls an item (the spec's list calls do not carry every word). Other kinds, and
 * English, have none.
 */
export async function remoteTranslations(
  api: RemoteApi,
  kind: string,
  ids: number[],
  lang: Lang,
): Promise<Map<string, Translation>> {
  const out = new Map<string, Translation>()
  if (lang === 'en' || !ids.length) return out
  const both = async (name: string, body: Record<string, unknown>) =>
    Promise.all([api.call(name, body), api.call(name, body, { lang })])
  const keep = (id: number, t: Translation | undefined) => {
    if (t) out.set(String(id), t)
  }
  if (kind === 'slides') {
    const answers = await both(
      'getHomeScreen',
      listBody({ status: 'Active', iDisplayStart: 0, iDisplayLength: -1 }),
    )
    const [en, kn] = answers.map((a) =>
      a.found ? parse(z.object({ data: z.array(record) }), a.body, 'getHomeScreen').data : [],
    )
    for (const slide of en!)
      if (ids.includes(slide.id))
        keep(
          slide.id,
          difference(
            translatedWords.slides,
            slide,
            kn!.find((s) => s.id === slide.id),
          ),
        )
    return out
  }
  const detail =
    kind === 'jobs'
      ? {
          call: 'getJobOpeningDetail',
          body: (i: number) => ({ userID: USER_ID, jobOpeningID: i }),
          read: (body: unknown) =>
            parse(
              z.object({ data: z.object({ data: z.array(record) }) }),
              body,
              'getJobOpeningDetail',
            ).data.data[0],
        }
      : kind === 'posts'
        ? {
            call: 'getBlogDetail',
            body: (i: number) => ({ userID: USER_ID, blogID: i }),
            // A gallery picture's description is a word of the post (`gallery.<id>.alt`).
            read: (body: unknown) => {
              const { blogDetail, blogImage } = parse(
                z.object({
                  blogDetail: record,
                  blogImage: z.array(z.object({ id, alt: text })).catch([]),
                }),
                body,
                'getBlogDetail',
              )
              return {
                ...blogDetail,
                ...Object.fromEntries(blogImage.map((g) => [`gallery.${g.id}.alt`, g.alt])),
              }
            },
          }
        : null
  if (!detail) return out
  const words: Record<string, string> = translatedWords[kind as 'jobs' | 'posts']
  await Promise.all(
    ids.map(async (i) => {
      const [en, kn] = await both(detail.call, detail.body(i))
      if (!en.found || !kn.found) return
      const english = detail.read(en.body)
      const gallery = Object.keys(english ?? {}).filter((k) => k.startsWith('gallery.'))
      const all = { ...words, ...Object.fromEntries(gallery.map((k) => [k, k])) }
      keep(i, difference(all, english, detail.read(kn.body)))
    }),
  )
  return out
}
