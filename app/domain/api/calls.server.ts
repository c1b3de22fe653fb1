import type { z } from 'zod'
import type { Db } from '#app/db/client.server.ts'
import {
  getBrandById,
  getCategory,
  listBrands,
  listCategories,
  listProducts,
  listSocialItems,
} from '#app/domain/brands/queries.server.ts'
import type { ListQuery } from '#app/domain/content/listing.server.ts'
import { searchHomeSlides } from '#app/domain/home/slides.server.ts'
import { getJob, searchJobs, type JobRecord } from '#app/domain/jobs/queries.server.ts'
import { getPostById, searchPosts, type PostSummary } from '#app/domain/posts/queries.server.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { brandPath, jobPath, postPath } from '#app/routing/paths.ts'
import { jobsKind } from '#app/domain/content/kinds/jobs.server.ts'
import { postsKind } from '#app/domain/content/kinds/posts.server.ts'
import { slidesKind } from '#app/domain/content/kinds/slides.server.ts'
import { productsKind } from '#app/domain/content/kinds/products.server.ts'
import { categoriesKind } from '#app/domain/content/kinds/categories.server.ts'
import { socialKind } from '#app/domain/content/kinds/social.server.ts'
import { brandsKind } from '#app/domain/content/kinds/brands.server.ts'
import {
  publishedTranslations,
  type Translation,
  type TranslationSource,
} from '#app/domain/content/translations.server.ts'
import { postsInLang } from '#app/domain/posts/translated.server.ts'
import { catalogueInKannada } from '#app/domain/brands/translated.server.ts'
import { slidesInLang } from '#app/domain/home/translated.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import { ApiError } from './errors.ts'
import { wireRecord } from './wire.server.ts'
import { requests, type responses, type CallName } from './schemas.server.ts'

/**
 * What a call needs besides its body: the database, the site's address for page links, and the
 * language asked for (`?lang=kn`): English unless said, so the spec's answers are unchanged.
 */
export type ApiContext = { db: Db; publicUrl: string; lang?: Lang }

type Input<C extends CallName> = z.output<(typeof requests)[C]>
type Output<C extends CallName> = z.input<(typeof responses)[C]>
type ListInput = Pick<
  Input<'getHomeScreen'>,
  'generalSearch' | 'sortOrder' | 'iDisplayStart' | 'iDisplayLength'
>

function listQuery(b: ListInput): ListQuery {
  const length = b.iDisplayLength ?? -1
  return {
    search: (b.generalSearch ?? '').trim(),
    order: b.sortOrder,
    offset: b.iDisplayStart ?? 0,
    limit: length < 0 ? null : length,
  }
}

/**
 * The posts', slides' and catalogue's records are made from the pages' records, whose rich text
 * (`descriptionHtml`) the domain has sanitized; the jobs' from their rows' values, sanitized here.
 */
const fromPages = { sanitized: true }

function list<T>(data: T[], totalCount: number) {
  return { error: false as const, message: '' as const, data, totalCount }
}

/**
 * A post's record: its declared fields (wire.server.ts) and its page; the story's text apart, for
 * the detail call, which alone sends it.
 */
function postRecord(ctx: ApiContext, p: PostSummary & { descriptionHtml?: string }) {
  const { description, ...fields } = wireRecord(
    postsKind.declaration,
    { ...p, description: p.descriptionHtml ?? '' },
    fromPages,
  )
  const record = {
    id: p.id,
    ...fields,
    link: ctx.publicUrl + postPath(p),
    status: 'Active' as const,
  }
  return { record, description }
}

/**
 * The published Kannada of these jobs when the call asked for Kannada (one query), else nothing:
 * each record then takes it field by field, English where a field has none.
 */
async function jobTranslations(ctx: ApiContext, ids: number[]): Promise<Map<string, Translation>> {
  return ctx.lang === 'kn' ? publishedTranslations(ctx.db, 'jobs', ids, 'kn') : new Map()
}

/** Where the posts' and slides' calls read their Kannada (the job calls read theirs above). */
const source = (ctx: ApiContext): TranslationSource => ({
  translations: (kind, ids, lang) => publishedTranslations(ctx.db, kind, ids, lang),
})

const language = (ctx: ApiContext): Lang => ctx.lang ?? 'en'

/** A job's record: its declared fields (wire.server.ts), its page, its status at read time. */
function jobRecord(ctx: ApiContext, j: JobRecord, kn?: Translation) {
  return {
    id: j.id,
    ...wireRecord(jobsKind.declaration, kn ? { ...j.values, ...kn } : j.values),
    link: ctx.publicUrl + jobPath(j),
    status: j.status,
  }
}

/** Every word of the search in the text, regardless of case (for the few brands, in memory). */
function matches(text: string, search: string): boolean {
  const t = text.toLowerCase()
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => t.includes(w))
}

type Handlers = { [C in CallName]: (ctx: ApiContext, body: Input<C>) => Promise<Output<C>> }

/** Which call serves what (DESIGN.md "/api/v2"): only published content, in the spec's shapes. */
const handlers: Handlers = {
  async getHomeScreen(ctx, body) {
    const found = await searchHomeSlides(ctx.db, listQuery(body))
    const slides = (await slidesInLang(source(ctx), found.slides, language(ctx))).map(
      (s) => s.slide,
    )
    const total = found.total
    return list(
      slides.map((s) => ({
        id: s.id,
        ...wireRecord(slidesKind.declaration, { ...s, description: s.descriptionHtml }, fromPages),
        position: s.position,
        status: 'Active' as const,
      })),
      total,
    )
  },

  async getBrandList(ctx, body) {
    const q = listQuery(body)
    const english = await listBrands(ctx.db)
    const brands =
      ctx.lang === 'kn'
        ? ((await catalogueInKannada(ctx.db, { brands: english })).brands ?? english)
        : english
    // A search finds a brand by its words in the language asked for, or by its English ones.
    const all = brands.filter((b, i) =>
      matches(
        `${b.name} ${b.categories.join(' ')} ${english[i]!.categories.join(' ')}`,
        q.search ?? '',
      ),
    )
    if (q.order === 'desc') all.reverse()
    const page = all.slice(q.offset, q.limit === null ? undefined : q.offset + q.limit)
    return list(
      page.map((b) => ({
        id: b.id,
        name: b.name,
        slug: b.slug,
        colour: b.color,
        colorCode: b.colorCode,
        textColorCode: b.textColorCode,
        logo: b.logo,
        categories: b.categories,
        link: ctx.publicUrl + brandPath(b),
        status: 'Active' as const,
      })),
      all.length,
    )
  },

  async getBlog(ctx, body) {
    const found = await searchPosts(ctx.db, body.type ?? 'blog', listQuery(body))
    const posts = (await postsInLang(source(ctx), found.posts, language(ctx))).map((p) => p.post)
    const total = found.total
    return list(
      posts.map((p) => postRecord(ctx, p).record),
      total,
    )
  },

  async getJobOpening(ctx, body) {
    const { jobs, total } = await searchJobs(ctx.db, body.status ?? 'Open', listQuery(body))
    const kn = await jobTranslations(
      ctx,
      jobs.map((j) => j.id),
    )
    return list(
      jobs.map((j) => jobRecord(ctx, j, kn.get(String(j.id)))),
      total,
    )
  },

  async getProductBrandDetail(ctx, body) {
    const brand = await getBrandById(ctx.db, body.brandID)
    if (!brand) throw new ApiError(404, `No published brand has brandID ${body.brandID}.`)
    const categoryId = body.categoryID
    if (categoryId !== undefined) {
      const category = await getCategory(ctx.db, categoryId)
      if (!category || category.brandId !== brand.id)
        throw new ApiError(
          404,
          `Brand ${brand.id} has no published category with categoryID ${categoryId}.`,
        )
    }
    const lists = await Promise.all([
      listProducts(ctx.db, { brandId: brand.id, categoryId }),
      listCategories(ctx.db, brand.id),
      listSocialItems(ctx.db, { brandId: brand.id, categoryId }),
    ])
    const english = { brand, products: lists[0], categories: lists[1], social: lists[2] }
    const page = ctx.lang === 'kn' ? await catalogueInKannada(ctx.db, english) : english
    const { products, categories, social } = page
    const b = page.brand
    return {
      error: false,
      message: '',
      data: {
        brand: {
          id: b.id,
          ...wireRecord(
            brandsKind.declaration,
            {
              ...b,
              description: b.descriptionHtml,
              whyChoose: b.whyChooseHtml,
              metaTitle: b.meta.title,
              metaDescription: b.meta.description,
              metaKeywords: b.meta.keywords,
            },
            fromPages,
          ),
          // A banner without alt text of its own is "<name> banner", as on the brand's pages.
          alt: b.bannerAlt || `${b.name} banner`,
          link: ctx.publicUrl + brandPath(b),
          status: 'Active',
        },
        product: products.map((p) => ({
          id: p.id,
          ...wireRecord(
            productsKind.declaration,
            { ...p, description: p.descriptionHtml },
            fromPages,
          ),
          status: 'Active',
        })),
        category: categories.map((c) => {
          const { description, ...fields } = wireRecord(
            categoriesKind.declaration,
            { ...c, description: c.descriptionHtml },
            fromPages,
          )
          return { id: c.id, ...fields, alt: c.name, description, status: 'Active' }
        }),
        // A video keeps only its YouTube link, a card only its page (as the editor stores them).
        social: social.map((s) => ({
          id: s.id,
          ...wireRecord(
            socialKind.declaration,
            {
              ...s,
              videoUrl: s.kind === 'video' ? s.videoUrl : null,
              linkUrl: s.kind === 'link' ? s.linkUrl : null,
            },
            fromPages,
          ),
          status: 'Active',
        })),
      },
    }
  },

  async getBlogDetail(ctx, body) {
    const found = await getPostById(ctx.db, body.blogID)
    if (!found) throw new ApiError(404, `No published post has blogID ${body.blogID}.`)
    const { post } = (await postsInLang(source(ctx), [found], language(ctx)))[0]!
    const { record, description } = postRecord(ctx, post)
    return {
      error: false,
      message: '',
      blogDetail: { ...record, description },
      blogImage: post.gallery.map((g) => ({ id: g.id, image: g.image, alt: g.alt || post.title })),
    }
  },

  async getJobOpeningDetail(ctx, body) {
    const job = await getJob(ctx.db, body.jobOpeningID)
    if (!job) throw new ApiError(404, `No published job has jobOpeningID ${body.jobOpeningID}.`)
    const kn = await jobTranslations(ctx, [job.id])
    return {
      error: false,
      message: '',
      data: { data: [jobRecord(ctx, job, kn.get(String(job.id)))] },
    }
  },

  async getSiteSettings(ctx) {
    return { error: false, message: '', data: await getSettings(ctx.db) }
  },
}

export const callNames = Object.keys(requests) as CallName[]

export function isCallName(name: string): name is CallName {
  return Object.hasOwn(requests, name)
}

/**
 * Validates a parsed body for `name` and answers it. A body that does not fit is an ApiError 400
 * naming each wrong field; an unknown id is an ApiError 404.
 */
export async function runCall(ctx: ApiContext, name: CallName, body: unknown): Promise<unknown> {
  const parsed = requests[name].safeParse(body)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) =>
      i.path.length
        ? i.message.startsWith(String(i.path[0]))
          ? i.message
          : `${i.path.join('.')}: ${i.message}`
        : i.message,
    )
    throw new ApiError(400, `The body is not valid: ${[...new Set(problems)].join('; ')}.`)
  }
  const handler = handlers[name] as (ctx: ApiContext, body: unknown) => Promise<unknown>
  return handler(ctx, parsed.data)
}
