import type { Db } from '#app/db/client.server.ts'
import { live } from '#app/domain/content/publishing.server.ts'
import type { Selectable } from 'kysely'
import type { BrandSectionKind, CategoriesTable } from '#app/db/schema.ts'
import { htmlToPlainText, sanitizeRichText } from '#app/utils/html.server.ts'
import { youtubeVideoId } from '#app/utils/youtube.ts'

type BrandColours = { color: string; colorCode: string; textColorCode: string }

/**
 * On a Kannada page, the words of a record still in English (no published Kannada yet): their
 * elements say lang="en" (translated.server.ts). Absent on English pages and when none are.
 */
type EnglishWords = { en?: string[] }

export type BrandSummary = BrandColours &
  EnglishWords & {
    id: number
    slug: string
    name: string
    logo: string | null
    categories: string[]
    /** Its own route (/naati), or null for a brand shown only at /our-brands-detail/:id. */
    path: string | null
  }

export type BrandLine = BrandColours &
  EnglishWords & {
    id: number
    slug: string
    name: string
    banner: string | null
    /** The content's own alt text, empty when it has none (the page then uses the media library's, else "<name> banner"). */
    bannerAlt: string
  }

export type BrandSection = EnglishWords & {
  id: number
  kind: BrandSectionKind
  title: string
  bodyHtml: string
  images: Array<{ src: string; alt: string }>
  linkUrl: string | null
  linkLabel: string | null
}

export type Product = EnglishWords & {
  id: number
  brandId: number
  lineId: number | null
  categoryId: number | null
  slug: string
  name: string
  image: string | null
  /** The content's own alt text, empty when it has none (the page then uses the media library's, else the name). */
  imageAlt: string
  shortDescription: string
  descriptionHtml: string
  /** The description as plain text, for meta descriptions. */
  descriptionText: string
}

export type SocialItem = EnglishWords & {
  id: number
  lineId: number | null
  categoryId: number | null
  kind: 'video' | 'link'
  title: string
  videoUrl: string | null
  /** Read from the video URL's `v`; null when it cannot be read ("Invalid YouTube URL"). */
  videoId: string | null
  linkUrl: string | null
  image: string | null
  /** The content's own alt text, empty when it has none (the page then uses the media library's, else the title). */
  imageAlt: string
}

export type Category = EnglishWords & {
  id: number
  brandId: number
  slug: string
  name: string
  icon: string | null
  /** Where the tile leads instead of a category page (category 9 → /trulove). */
  targetPath: string | null
  banner: string | null
  /** The content's own alt text, empty when it has none (the page then uses the media library's, else "<name> banner"). */
  bannerAlt: string
  descriptionHtml: string
  meta: { title: string; description: string; keywords: string }
}

export type Brand = BrandSummary & {
  title: string
  descriptionHtml: string
  banner: string | null
  /** The content's own alt text, empty when it has none (the page then uses the media library's, else "<name> banner"). */
  bannerAlt: string
  meta: { title: string; description: string; keywords: string }
  productsHeading: string
  whyChooseHtml: string
  tagline: string
  taglineDescription: string
  /** Its products link to pages of their own (SPEC.md §2.7; the static pages of §2.8 do not). */
  productPages: boolean
}

type BrandRow = {
  id: number
  slug: string
  path: string | null
  name: string
  logo: string | null
  color: string
  color_code: string
  text_color_code: string
  categories: string
}

function parseList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

function toSummary(r: BrandRow): BrandSummary {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    logo: r.logo,
    color: r.color,
    colorCode: r.color_code,
    textColorCode: r.text_color_code,
    categories: parseList(r.categories),
    path: r.path,
  }
}

const summaryColumns = [
  'id',
  'slug',
  'path',
  'name',
  'logo',
  'color',
  'color_code',
  'text_color_code',
  'categories',
] as const

/** Active brands shown on the brand list (listed), in their order. */
export async function listBrands(
  db: Db,
  opts: { listedOnly?: boolean } = {},
): Promise<BrandSummary[]> {
  let q = db.selectFrom('brands').select(summaryColumns).where(live('brands'))
  if (opts.listedOnly ?? true) q = q.where('listed', '=', 1)
  const rows = await q.orderBy('position').orderBy('id').execute()
  return rows.map(toSummary)
}

async function getBrandWhere(db: Db, where: { id?: number; path?: string }): Promise<Brand | null> {
  let q = db.selectFrom('brands').selectAll().where(live('brands'))
  if (where.id !== undefined) q = q.where('id', '=', where.id)
  if (where.path !== undefined) q = q.where('path', '=', where.path)
  const r = await q.executeTakeFirst()
  if (!r) return null
  return {
    ...toSummary(r),
    path: r.path,
    title: r.title,
    descriptionHtml: sanitizeRichText(r.description),
    banner: r.banner,
    bannerAlt: r.banner_alt,
    meta: {
      title: r.meta_title || r.name,
      description: r.meta_description || htmlToPlainText(r.description).slice(0, 160),
      keywords: r.meta_keywords,
    },
    productsHeading: r.products_heading || 'List of Products',
    whyChooseHtml: sanitizeRichText(r.why_choose),
    tagline: r.tagline,
    taglineDescription: r.tagline_description,
    // A brand without a route of its own is only ever shown by the server-driven page.
    productPages: r.product_pages === 1 || r.path === null,
  }
}

export function getBrandById(db: Db, id: number): Promise<Brand | null> {
  return getBrandWhere(db, { id })
}

/** The brand whose canonical route is this path (e.g. /naati, /our-brand/suryakash). */
export function getBrandByPath(db: Db, path: string): Promise<Brand | null> {
  return getBrandWhere(db, { path })
}

export async function listBrandLines(db: Db, brandId: number): Promise<BrandLine[]> {
  const rows = await db
    .selectFrom('brand_lines')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    color: r.color,
    colorCode: r.color_code,
    textColorCode: r.text_color_code,
    banner: r.banner,
    bannerAlt: r.banner_alt,
  }))
}

export async function listBrandSections(db: Db, brandId: number): Promise<BrandSection[]> {
  const rows = await db
    .selectFrom('brand_sections')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((r) => {
    let images: Array<{ src: string; alt: string }> = []
    try {
      const v: unknown = JSON.parse(r.images)
      if (Array.isArray(v))
        images = v.filter(
          (x): x is { src: string; alt: string } =>
            typeof x === 'object' &&
            x !== null &&
            typeof x.src === 'string' &&
            typeof x.alt === 'string',
        )
    } catch {
      images = []
    }
    return {
      id: r.id,
      kind: r.kind,
      title: r.title,
      bodyHtml: sanitizeRichText(r.body),
      images,
      linkUrl: r.link_url,
      linkLabel: r.link_label,
    }
  })
}

type ProductFilter = { brandId?: number; categoryId?: number; lineId?: number; limit?: number }

export async function listProducts(db: Db, filter: ProductFilter): Promise<Product[]> {
  let q = db.selectFrom('products').selectAll().where(live('products'))
  if (filter.brandId !== undefined) q = q.where('brand_id', '=', filter.brandId)
  if (filter.categoryId !== undefined) q = q.where('category_id', '=', filter.categoryId)
  if (filter.lineId !== undefined) q = q.where('line_id', '=', filter.lineId)
  if (filter.limit !== undefined) q = q.limit(filter.limit)
  const rows = await q.orderBy('position').orderBy('id').execute()
  return rows.map(toProduct)
}

export async function countProducts(db: Db, brandId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('brand_id', '=', brandId)
    .where(live('products'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function listProductsByCategory(db: Db, categoryId: number): Promise<Product[]> {
  return listProducts(db, { categoryId })
}

async function getProduct(db: Db, id: number): Promise<Product | null> {
  const r = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where(live('products'))
    .executeTakeFirst()
  return r ? toProduct(r) : null
}

function toProduct(r: {
  id: number
  brand_id: number
  line_id: number | null
  category_id: number | null
  slug: string
  name: string
  image: string | null
  image_alt: string
  short_description: string
  description: string
}): Product {
  return {
    id: r.id,
    brandId: r.brand_id,
    lineId: r.line_id,
    categoryId: r.category_id,
    slug: r.slug,
    name: r.name,
    image: r.image,
    imageAlt: r.image_alt,
    shortDescription: r.short_description,
    descriptionHtml: sanitizeRichText(r.description),
    descriptionText: htmlToPlainText(r.description),
  }
}

export async function listSocialItems(
  db: Db,
  filter: { brandId: number; categoryId?: number | null },
): Promise<SocialItem[]> {
  let q = db
    .selectFrom('social_items')
    .selectAll()
    .where('brand_id', '=', filter.brandId)
    .where(live('social_items'))
  if (filter.categoryId !== undefined) {
    q =
      filter.categoryId === null
        ? q.where('category_id', 'is', null)
        : q.where('category_id', '=', filter.categoryId)
  }
  const rows = await q.orderBy('position').orderBy('id').execute()
  return rows.map((r) => ({
    id: r.id,
    lineId: r.line_id,
    categoryId: r.category_id,
    kind: r.kind,
    title: r.title,
    videoUrl: r.video_url,
    videoId: r.kind === 'video' ? youtubeVideoId(r.video_url) : null,
    linkUrl: r.link_url,
    image: r.image,
    imageAlt: r.image_alt,
  }))
}

type CategoryRow = Omit<Selectable<CategoriesTable>, 'position' | 'status'>

function toCategory(r: CategoryRow): Category {
  return {
    id: r.id,
    brandId: r.brand_id,
    slug: r.slug,
    name: r.name,
    icon: r.icon,
    targetPath: r.target_path,
    banner: r.banner,
    bannerAlt: r.banner_alt,
    descriptionHtml: sanitizeRichText(r.description),
    meta: {
      title: r.meta_title || r.name,
      description: r.meta_description || htmlToPlainText(r.description).slice(0, 160),
      keywords: r.meta_keywords,
    },
  }
}

export async function listCategories(db: Db, brandId: number): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where(live('categories'))
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map(toCategory)
}

export async function getCategoryBySlug(
  db: Db,
  brandId: number,
  slug: string,
): Promise<Category | null> {
  const r = await db
    .selectFrom('categories')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('slug', '=', slug)
    .where(live('categories'))
    .executeTakeFirst()
  return r ? toCategory(r) : null
}

export async function getCategory(db: Db, id: number): Promise<Category | null> {
  const r = await db
    .selectFrom('categories')
    .selectAll()
    .where('id', '=', id)
    .where(live('categories'))
    .executeTakeFirst()
  if (!r) return null
  return toCategory(r)
}

/** Every product that has a page (its brand's products are links), for the sitemap. */
export async function listProductPages(
  db: Db,
): Promise<
  Array<{ brand: { id: number; path: string | null }; product: { id: number; slug: string } }>
> {
  const brands = await listBrands(db, { listedOnly: false })
  const pages = []
  for (const b of brands) {
    const brand = await getBrandById(db, b.id)
    if (!brand?.productPages) continue
    for (const p of await listProducts(db, { brandId: brand.id }))
      pages.push({ brand: { id: brand.id, path: brand.path }, product: { id: p.id, slug: p.slug } })
  }
  return pages
}

/** Everything one brand page shows (SPEC.md §2.7, §2.8). */
export type BrandPageData = {
  brand: Brand
  lines: BrandLine[]
  sections: BrandSection[]
  products: Product[]
  social: SocialItem[]
}

/** A brand page by the brand's own route (/naati) or by id (/our-brands-detail/:id). */
export async function getBrandPage(
  db: Db,
  where: { path: string } | { id: number },
): Promise<BrandPageData | null> {
  const brand =
    'id' in where ? await getBrandById(db, where.id) : await getBrandByPath(db, where.path)
  if (!brand) return null
  const [lines, sections, products, social] = await Promise.all([
    listBrandLines(db, brand.id),
    listBrandSections(db, brand.id),
    listProducts(db, { brandId: brand.id }),
    listSocialItems(db, { brandId: brand.id }),
  ])
  return { brand, lines, sections, products, social }
}

/** A category page of a brand (Suggi's /our-brands/suggi/<slug>): its products and videos. */
export async function getCategoryPage(
  db: Db,
  brandPath: string,
  slug: string,
): Promise<{ brand: Brand; category: Category; products: Product[]; social: SocialItem[] } | null> {
  const brand = await getBrandByPath(db, brandPath)
  if (!brand) return null
  const category = await getCategoryBySlug(db, brand.id, slug)
  if (!category) return null
  const [products, social] = await Promise.all([
    listProductsByCategory(db, category.id),
    listSocialItems(db, { brandId: brand.id, categoryId: category.id }),
  ])
  return { brand, category, products, social }
}

/** A brand's whole range grouped by its categories (Suggi's /our-brands/suggi/products). */
export async function getBrandCatalogue(
  db: Db,
  brandPath: string,
): Promise<{ brand: Brand; categories: Array<Category & { products: Product[] }> } | null> {
  const brand = await getBrandByPath(db, brandPath)
  if (!brand) return null
  const [categories, products] = await Promise.all([
    listCategories(db, brand.id),
    listProducts(db, { brandId: brand.id }),
  ])
  return {
    brand,
    categories: categories.map((c) => ({
      ...c,
      products: products.filter((p) => p.categoryId === c.id),
    })),
  }
}

/**
 * A product page (DESIGN.md "Routes" 7): the product, its brand and category, and up to
 * `related` other products of the same category (of the brand, when it has no category). Null
 * when the product does not exist or its brand shows no product pages.
 */
export async function getProductPage(
  db: Db,
  id: number,
  related = 6,
): Promise<{
  product: Product
  brand: Brand
  category: Category | null
  others: Product[]
} | null> {
  const product = await getProduct(db, id)
  if (!product) return null
  const brand = await getBrandById(db, product.brandId)
  if (!brand || !brand.productPages) return null
  const [category, siblings] = await Promise.all([
    product.categoryId === null ? null : getCategory(db, product.categoryId),
    listProducts(
      db,
      product.categoryId === null
        ? { brandId: brand.id }
        : { brandId: brand.id, categoryId: product.categoryId },
    ),
  ])
  return {
    product,
    brand,
    category,
    others: siblings.filter((p) => p.id !== product.id).slice(0, related),
  }
}

/**
 * When each live brand or product last changed while published (the later of its last save and
 * its publish time), by id: the sitemap's <lastmod>.
 */
export async function publishedTimes(
  db: Db,
  table: 'brands' | 'products',
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'updated_at', 'publish_at'])
    .where(live(table))
    .execute()
  return new Map(rows.map((r) => [r.id, Math.max(Number(r.updated_at), Number(r.publish_at))]))
}
