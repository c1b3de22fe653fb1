import { z } from 'zod'
import { siteSettingsSchema } from '#app/domain/settings/queries.server.ts'
import { jobsKind } from '#app/domain/content/kinds/jobs.server.ts'
import { wireShape } from './wire.server.ts'
import { ALT_MEANING } from '#app/domain/content/declared.server.ts'
import { postsKind } from '#app/domain/content/kinds/posts.server.ts'
import { slidesKind } from '#app/domain/content/kinds/slides.server.ts'
import { productsKind } from '#app/domain/content/kinds/products.server.ts'
import { categoriesKind } from '#app/domain/content/kinds/categories.server.ts'
import { socialKind } from '#app/domain/content/kinds/social.server.ts'
import { brandsKind } from '#app/domain/content/kinds/brands.server.ts'

/**
 * The bodies and answers of /api/v2 (SPEC.md §3 and §7, as DESIGN.md "/api/v2" serves them). The
 * handlers validate with these schemas and /api/v2/openapi.json is written from them, so the
 * document cannot drift from what the server accepts.
 *
 * Bodies come as JSON or as form fields, where every value is a string: numbers may be numeric
 * strings, and an empty string means "not given", as the spec's clients send `categoryID: ''`.
 */

/** Longest list a client may ask for in one call; -1 asks for all of them. */
const MAX_PAGE_LENGTH = 1000
const MAX_START = 1_000_000_000
const MAX_ID = 2_147_483_647

const blank = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v
const numeric = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d{1,20}\s*$/.test(v) ? Number(v) : v

function integer(min: number, max: number, message: string, description: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, message)
    .max(max, message)
    .meta({
      description: `${description} A number, or the same digits as a string (form fields).`,
    })
}

const toNumber = (v: unknown) => numeric(blank(v))

/** A choice from fixed words, matched without regard to case ("active" is "Active"). */
function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  description: string,
) {
  return z
    .preprocess(
      (v) => {
        const b = blank(v)
        if (typeof b !== 'string') return b
        const t = b.trim().toLowerCase()
        return values.find((x) => x.toLowerCase() === t) ?? b
      },
      z.enum(values, { error: message }).meta({ description }).optional(),
    )
    .optional()
}

const id = (name: string, what: string) =>
  integer(1, MAX_ID, `${name} must be a whole number from 1`, `The ${what}'s id.`)

const userID = z.unknown().optional().meta({
  description: "The caller's user id, as the spec's clients send it. Accepted and ignored.",
})

const listFields = {
  userID,
  generalSearch: z
    .preprocess(
      (v) => (v === null || v === undefined ? undefined : v),
      z
        .string({ error: 'generalSearch must be text' })
        .max(200, 'generalSearch must be at most 200 characters')
        .meta({
          description:
            'Words to look for (each must appear, in any text field, regardless of case). Empty finds everything.',
        }),
    )
    .optional(),
  sortOrder: choice(
    ['asc', 'desc'],
    'sortOrder must be empty, "asc" or "desc"',
    "The list's key ascending or descending (home slides and brands: their position; posts: post date; jobs: posting date). Empty keeps the usual order: slides and brands by position, posts and jobs newest first.",
  ),
  iDisplayStart: z
    .preprocess(
      toNumber,
      integer(
        0,
        MAX_START,
        `iDisplayStart must be a whole number from 0 to ${MAX_START}`,
        'How many items to skip (paging). Default 0.',
      ).optional(),
    )
    .optional(),
  iDisplayLength: z
    .preprocess(
      toNumber,
      integer(
        -1,
        MAX_PAGE_LENGTH,
        `iDisplayLength must be -1 (all) or a whole number from 0 to ${MAX_PAGE_LENGTH}`,
        `How many items to return: -1 for all (the default), at most ${MAX_PAGE_LENGTH}.`,
      ).optional(),
    )
    .optional(),
}

const activeStatus = choice(
  ['Active'],
  'status must be "Active": only published content is served',
  '"Active" (the default): published content, the only kind served.',
)

export const requests = {
  getHomeScreen: z.object({ ...listFields, status: activeStatus }),
  getBrandList: z.object({ ...listFields, status: activeStatus }),
  getBlog: z.object({
    ...listFields,
    status: activeStatus,
    type: choice(
      ['blog', 'vilvani', 'news'],
      'type must be "blog", "vilvani" or "news"',
      'Which posts: "blog" (the default), "vilvani" (Vani stories) or "news".',
    ),
  }),
  getJobOpening: z.object({
    ...listFields,
    status: choice(
      ['Open', 'Closed'],
      'status must be "Open" or "Closed"',
      '"Open" (the default): jobs taking applications; "Closed": published jobs that no longer do.',
    ),
  }),
  getProductBrandDetail: z.object({
    userID,
    status: activeStatus,
    brandID: z.preprocess(toNumber, id('brandID', 'brand')),
    categoryID: z
      .preprocess(
        toNumber,
        integer(
          1,
          MAX_ID,
          'categoryID must be empty or a whole number from 1',
          "A category of the brand: the products (and social items) of that category only. Empty or absent: the brand's whole range.",
        ).optional(),
      )
      .optional(),
  }),
  getBlogDetail: z.object({
    userID,
    blogID: z.preprocess(toNumber, id('blogID', 'post (blog, Vani or news)')),
  }),
  getJobOpeningDetail: z.object({
    userID,
    jobOpeningID: z.preprocess(toNumber, id('jobOpeningID', 'job opening')),
  }),
  getSiteSettings: z.object({ userID }),
}

export type CallName = keyof typeof requests

const path = (what: string) =>
  z
    .string()
    .nullable()
    .meta({ description: `${what}: a path relative to the media base (<site>/media/), or null.` })
const alt = z.string().meta({ description: ALT_MEANING })
const link = z.url().meta({ description: "The item's page on this site (absolute URL)." })

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    error: z.literal(false),
    message: z.literal(''),
    data: z.array(item),
    totalCount: z
      .number()
      .int()
      .meta({ description: 'How many items match, before iDisplayStart and iDisplayLength.' }),
  })

/**
 * A home slide as /api/v2 sends it: its fields follow from the slides declaration (its `api`
 * list); the remote reader reads slides with it.
 */
export const homeScreenRecord = z.object({
  id: z.number().int(),
  ...wireShape(slidesKind.declaration),
  position: z.number().int(),
  status: z.literal('Active'),
})

const brandListEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  colour: z.string(),
  colorCode: z.string(),
  textColorCode: z.string(),
  logo: path('The logo'),
  categories: z.array(z.string()),
  link,
  status: z.literal('Active'),
})

/**
 * A brand as getProductBrandDetail sends it: its fields follow from the brands declaration; the
 * remote reader reads a source's brand with it.
 */
export const brandRecord = z.object({
  id: z.number().int(),
  ...wireShape(brandsKind.declaration),
  link,
  status: z.literal('Active'),
})

/**
 * A product, a category and a social item as /api/v2 sends them: from their declarations; the
 * remote reader reads a source's catalogue with them.
 */
export const productRecord = z.object({
  id: z.number().int(),
  ...wireShape(productsKind.declaration),
  status: z.literal('Active'),
})

const { description: categoryText, ...categoryFields } = wireShape(categoriesKind.declaration)
export const categoryRecord = z.object({
  id: z.number().int(),
  ...categoryFields,
  alt,
  description: categoryText,
  status: z.literal('Active'),
})

export const socialRecord = z.object({
  id: z.number().int(),
  ...wireShape(socialKind.declaration),
  status: z.literal('Active'),
})

/**
 * A post as /api/v2 sends it: its fields follow from the posts declaration (its `api` list), the
 * story's text only in the detail call; the remote reader reads posts with the detail's schema.
 */
const { description: postText, ...postFields } = wireShape(postsKind.declaration)
const blogRecord = z.object({
  id: z.number().int(),
  ...postFields,
  link,
  status: z.literal('Active'),
})
export const blogDetailRecord = blogRecord.extend({ description: postText })
const blogImageRecord = z.object({
  id: z.number().int(),
  image: path('A gallery picture'),
  alt,
})

/**
 * A job as /api/v2 sends it: its fields follow from the jobs declaration (its `api` list,
 * app/domain/content/kinds/jobs.server.ts); the remote reader reads the ERP's jobs with this same
 * schema, leniently (app/domain/remote/read.server.ts).
 */
export const jobRecord = z.object({
  id: z.number().int(),
  ...wireShape(jobsKind.declaration),
  link,
  status: z
    .enum(['Open', 'Closed'])
    .meta({ description: 'A closed job is gone (its page answers 410).' }),
})

const ok = { error: z.literal(false), message: z.literal('') }

export const responses = {
  getHomeScreen: listOf(homeScreenRecord),
  getBrandList: listOf(brandListEntry),
  getBlog: listOf(blogRecord),
  getJobOpening: listOf(jobRecord),
  getProductBrandDetail: z.object({
    ...ok,
    data: z.object({
      brand: brandRecord,
      product: z.array(productRecord),
      category: z.array(categoryRecord),
      social: z.array(socialRecord),
    }),
  }),
  getBlogDetail: z.object({
    ...ok,
    blogDetail: blogDetailRecord,
    blogImage: z.array(blogImageRecord),
  }),
  getJobOpeningDetail: z.object({
    ...ok,
    data: z.object({
      data: z.array(jobRecord).meta({ description: 'The one job (the spec reads data.data[0]).' }),
    }),
  }),
  getSiteSettings: z.object({ ...ok, data: siteSettingsSchema }),
} satisfies Record<CallName, z.ZodType>

export const errorResponse = z.object({
  error: z.literal(true),
  message: z
    .string()
    .meta({ description: 'What was wrong, written for the developer of the client.' }),
})
export type ErrorBody = z.infer<typeof errorResponse>

/** What each call is for, in the OpenAPI document. */
export const callSummaries: Record<CallName, { summary: string; description: string }> = {
  getHomeScreen: {
    summary: 'The home page slides',
    description: 'The published home-screen slides, in their order.',
  },
  getBrandList: {
    summary: 'The brand list',
    description: 'The brands shown on the brand list, as its tiles draw them.',
  },
  getBlog: {
    summary: 'Posts of one type',
    description: 'The published blog posts, Vani stories or news of `type`, newest first.',
  },
  getJobOpening: {
    summary: 'Job openings',
    description: 'Published jobs of `status` (open by default), newest first.',
  },
  getProductBrandDetail: {
    summary: 'A brand with its products, categories and social items',
    description:
      'Any published brand by `brandID`; with `categoryID`, only the products and social items of that category of the brand. 404 when the brand or category is unknown.',
  },
  getBlogDetail: {
    summary: 'One post with its gallery',
    description: 'A published post of any type by `blogID`. 404 when unknown.',
  },
  getJobOpeningDetail: {
    summary: 'One job opening',
    description:
      'A published job by `jobOpeningID` in `data.data[0]`, open or closed (see its `status`). 404 when unknown.',
  },
  getSiteSettings: {
    summary: 'The site identity',
    description: 'Company name, phones, e-mails, address, social links and statistics.',
  },
}
