import { categoryPath, suggiCategorySlugs, suggiPath } from '#app/routing/paths.ts'
import type { Db } from '#app/db/client.server.ts'
import { declareKind, type DeclaredField } from '#app/domain/content/declared.server.ts'
import type { Values } from '#app/domain/content/fields.ts'
import type { FieldErrors } from '#app/domain/content/fields.server.ts'
import { brandTag } from './brands.server.ts'
import { brandOf, brandOptions } from './catalogue.server.ts'
import { numericId, referenceCount, str, strOrNull, trashedNote } from './common.server.ts'

/** A brand's product categories: Suggi's tiles and pages (SPEC.md §2.7). */
const fields = [
  {
    type: 'text',
    name: 'name',
    localized: true,
    label: 'Name',
    required: true,
    max: 100,
    wire: {
      name: 'product_name',
      description: "The category's name (the spec reads categories like products).",
    },
  },
  {
    type: 'slug',
    name: 'slug',
    label: 'Address name',
    from: 'name',
    max: 80,
    hint: "Part of the category page's link; made from the name when left empty.",
  },
  { type: 'select', name: 'brandId', label: 'Brand', required: true, options: { from: 'brands' } },
  {
    type: 'path',
    name: 'targetPath',
    label: 'Leads to',
    hint: 'Empty: its own page. Or another page the tile opens, like /trulove.',
  },
  {
    type: 'image',
    name: 'icon',
    label: 'Icon',
    wire: { name: 'product_icon', description: 'The category icon' },
  },
  { type: 'image', name: 'banner', label: 'Banner' },
  {
    type: 'text',
    name: 'bannerAlt',
    localized: true,
    label: 'Banner description (alt text)',
    max: 200,
    wide: true,
  },
  { type: 'richtext', name: 'description', localized: true, label: 'Description', max: 20_000 },
  { type: 'text', name: 'metaTitle', localized: true, label: 'Meta title', max: 120, wide: true },
  {
    type: 'textarea',
    name: 'metaDescription',
    localized: true,
    label: 'Meta description',
    max: 300,
    wide: true,
  },
  {
    type: 'text',
    name: 'metaKeywords',
    localized: true,
    label: 'Meta keywords',
    max: 300,
    wide: true,
  },
] as const satisfies readonly DeclaredField[]

/** The category's own page (never its "leads to" target, which is another item's page). */
async function ownPage(db: Db, v: Values): Promise<string | null> {
  const brand = await brandOf(db, v.brandId)
  return brand && categoryPath(brand, { slug: str(v.slug), targetPath: null })
}

/** The page-cache tag of a category: its page, and the pages that show its tile or its items. */
export const categoryTag = (id: number | string) => `category:${id}`

/** The pages besides its own that show a product or social item: its brand's and category's. */
export function catalogueTags(v: Values): string[] {
  return [v.brandId, v.categoryId].flatMap((x, i) => {
    const n = numericId(x)
    return n === null ? [] : [i === 0 ? brandTag(n) : categoryTag(n)]
  })
}

export const categoriesKind = declareKind({
  kind: 'categories',
  table: 'categories',
  label: 'Categories',
  singular: 'category',
  right: 'content',
  fields,
  orderable: { within: 'brandId' },
  // Its /api/v2 record in getProductBrandDetail (SPEC.md §3), after its id; the call adds its alt
  // text (its name) before the description, then its status.
  api: ['brandId', 'slug', 'name', 'icon', 'description'] as const,
  tags: {
    item: 'category',
    also: (v) => {
      const brand = numericId(v.brandId)
      return brand === null ? [] : [brandTag(brand)]
    },
  },
  list: {
    title: 'name',
    search: ['name', 'slug'],
    filter: 'brandId',
    detail: (v) => `${v.brand}${v.targetPath ? ` · leads to ${str(v.targetPath)}` : ''}`,
  },
  sorts: ['position', 'title', 'updated'],
  defaults: () => ({}),
  options: async (db) => ({ brands: await brandOptions(db) }),

  async check(v, db, id) {
    const errors: FieldErrors = {}
    const brand = await brandOf(db, v.brandId)
    if (!brand) {
      errors.brandId = 'Choose the brand.'
      return errors
    }
    const slug = str(v.slug)
    if (!slug) {
      if (!errors.slug) errors.slug = 'Enter an address name, or a name to make it from.'
      return errors
    }
    let q = db
      .selectFrom('categories')
      .select('name')
      .where('brand_id', '=', brand.id)
      .where('slug', '=', slug)
    const own = numericId(id)
    if (own !== null) q = q.where('id', '<>', own)
    const other = await q.executeTakeFirst()
    if (other) errors.slug = `${other.name} of the same brand already has this address name.`
    // Suggi's category pages are routes of their own (app/routes.ts): a tile that leads nowhere
    // else needs one of them, or it would lead nowhere at all.
    if (
      brand.path === suggiPath &&
      !strOrNull(v.targetPath) &&
      !(suggiCategorySlugs as readonly string[]).includes(slug) &&
      !errors.slug
    )
      errors.slug = `Suggi's category pages are at fixed addresses: use one of ${suggiCategorySlugs.join(', ')}, or fill in "Leads to".`
    return errors
  },

  publicPath: async (db, v) => ownPage(db, v),

  async removalBlocker(db, id) {
    const n = numericId(id)
    if (n === null) return null
    const [[products, trashedProducts], [social, trashedSocial]] = await Promise.all([
      referenceCount(db, 'products', 'category_id', n),
      referenceCount(db, 'social_items', 'category_id', n),
    ])
    if (!products && !social) return null
    const parts = [
      products ? `${products} product${products === 1 ? '' : 's'}` : '',
      social ? `${social} social item${social === 1 ? '' : 's'}` : '',
    ].filter(Boolean)
    return `This category still has ${parts.join(' and ')}${trashedNote(trashedProducts + trashedSocial)}. Move them to another category first, or unpublish it instead.`
  },
})
