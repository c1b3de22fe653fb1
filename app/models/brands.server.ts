import type { Db } from '#app/db/client.server'
import type { BrandSectionKind } from '#app/db/schema'
import { htmlToPlainText, sanitizeRichText } from '#app/lib/html.server'

export type BrandColours = { color: string; colorCode: string; textColorCode: string }

export type BrandSummary = BrandColours & {
  id: number
  slug: string
  name: string
  logo: string | null
  categories: string[]
  /** Where the brand's tile and links lead (spec §2.6 id table, lower-case canonical form). */
  href: string
}

export type BrandLine = BrandColours & {
  id: number
  slug: string
  name: string
  banner: string | null
  bannerAlt: string
}

export type BrandSection = {
  id: number
  kind: BrandSectionKind
  title: string
  bodyHtml: string
  images: Array<{ src: string; alt: string }>
  linkUrl: string | null
  linkLabel: string | null
}

export type Product = {
  id: number
  brandId: number
  lineId: number | null
  categoryId: number | null
  slug: string
  name: string
  image: string | null
  imageAlt: string
  shortDescription: string
  descriptionHtml: string
}

export type SocialItem = {
  id: number
  lineId: number | null
  categoryId: number | null
  kind: 'video' | 'link'
  title: string
  videoUrl: string | null
  linkUrl: string | null
  image: string | null
  imageAlt: string
}

export type Category = {
  id: number
  brandId: number
  slug: string
  name: string
  icon: string | null
  /** The category's page, or its target (category 9 → /trulove). */
  href: string
  banner: string | null
  bannerAlt: string
  descriptionHtml: string
  meta: { title: string; description: string; keywords: string }
}

export type Brand = BrandSummary & {
  path: string | null
  title: string
  descriptionHtml: string
  banner: string | null
  bannerAlt: string
  meta: { title: string; description: string; keywords: string }
  productsHeading: string
  whyChooseHtml: string
  tagline: string
  taglineDescription: string
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

/**
 * The link for a brand: its own route when it has one, else the server-driven page by id
 * (spec §2.6: "any other → /our-brands-detail").
 */
export function brandHref(b: { id: number; path: string | null }): string {
  return b.path ?? `/our-brands-detail/${b.id}`
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
    href: brandHref(r),
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
  let q = db.selectFrom('brands').select(summaryColumns).where('status', '=', 'Active')
  if (opts.listedOnly ?? true) q = q.where('listed', '=', 1)
  const rows = await q.orderBy('position').orderBy('id').execute()
  return rows.map(toSummary)
}

async function getBrandWhere(
  db: Db,
  where: { id?: number; path?: string; slug?: string },
): Promise<Brand | null> {
  let q = db.selectFrom('brands').selectAll().where('status', '=', 'Active')
  if (where.id !== undefined) q = q.where('id', '=', where.id)
  if (where.path !== undefined) q = q.where('path', '=', where.path)
  if (where.slug !== undefined) q = q.where('slug', '=', where.slug)
  const r = await q.executeTakeFirst()
  if (!r) return null
  return {
    ...toSummary(r),
    path: r.path,
    title: r.title,
    descriptionHtml: sanitizeRichText(r.description),
    banner: r.banner,
    bannerAlt: r.banner_alt || `${r.name} banner`,
    meta: {
      title: r.meta_title || r.name,
      description: r.meta_description || htmlToPlainText(r.description).slice(0, 160),
      keywords: r.meta_keywords,
    },
    productsHeading: r.products_heading || 'List of Products',
    whyChooseHtml: sanitizeRichText(r.why_choose),
    tagline: r.tagline,
    taglineDescription: r.tagline_description,
  }
}

export function getBrandById(db: Db, id: number): Promise<Brand | null> {
  return getBrandWhere(db, { id })
}

/** The brand whose canonical route is this path (e.g. /naati, /our-brand/suryakash). */
export function getBrandByPath(db: Db, path: string): Promise<Brand | null> {
  return getBrandWhere(db, { path })
}

export function getBrandBySlug(db: Db, slug: string): Promise<Brand | null> {
  return getBrandWhere(db, { slug })
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
    bannerAlt: r.banner_alt || `${r.name} banner`,
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
  let q = db.selectFrom('products').selectAll().where('status', '=', 'Active')
  if (filter.brandId !== undefined) q = q.where('brand_id', '=', filter.brandId)
  if (filter.categoryId !== undefined) q = q.where('category_id', '=', filter.categoryId)
  if (filter.lineId !== undefined) q = q.where('line_id', '=', filter.lineId)
  if (filter.limit !== undefined) q = q.limit(filter.limit)
  const rows = await q.orderBy('position').orderBy('id').execute()
  return rows.map(toProduct)
}

export function listProductsByCategory(db: Db, categoryId: number): Promise<Product[]> {
  return listProducts(db, { categoryId })
}

export async function getProduct(db: Db, id: number): Promise<Product | null> {
  const r = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'Active')
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
    imageAlt: r.image_alt || r.name,
    shortDescription: r.short_description,
    descriptionHtml: sanitizeRichText(r.description),
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
    .where('status', '=', 'Active')
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
    linkUrl: r.link_url,
    image: r.image,
    imageAlt: r.image_alt || r.title,
  }))
}

type CategoryRow = {
  id: number
  brand_id: number
  slug: string
  name: string
  icon: string | null
  target_path: string | null
  banner: string | null
  banner_alt: string
  description: string
  meta_title: string
  meta_description: string
  meta_keywords: string
}

function toCategory(r: CategoryRow, brandPath: string | null): Category {
  return {
    id: r.id,
    brandId: r.brand_id,
    slug: r.slug,
    name: r.name,
    icon: r.icon,
    href: r.target_path ?? `${brandPath ?? `/our-brands-detail/${r.brand_id}`}/${r.slug}`,
    banner: r.banner,
    bannerAlt: r.banner_alt || `${r.name} banner`,
    descriptionHtml: sanitizeRichText(r.description),
    meta: {
      title: r.meta_title || r.name,
      description: r.meta_description || htmlToPlainText(r.description).slice(0, 160),
      keywords: r.meta_keywords,
    },
  }
}

export async function listCategories(db: Db, brandId: number): Promise<Category[]> {
  const brand = await db
    .selectFrom('brands')
    .select('path')
    .where('id', '=', brandId)
    .executeTakeFirst()
  const rows = await db
    .selectFrom('categories')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('status', '=', 'Active')
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((r) => toCategory(r, brand?.path ?? null))
}

export async function getCategoryBySlug(
  db: Db,
  brandId: number,
  slug: string,
): Promise<Category | null> {
  const brand = await db
    .selectFrom('brands')
    .select('path')
    .where('id', '=', brandId)
    .executeTakeFirst()
  const r = await db
    .selectFrom('categories')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('slug', '=', slug)
    .where('status', '=', 'Active')
    .executeTakeFirst()
  return r ? toCategory(r, brand?.path ?? null) : null
}
