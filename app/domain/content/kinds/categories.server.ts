import { categoryPath, suggiCategorySlugs, suggiPath } from '#app/routing/paths.ts'
import type { Field } from '#app/domain/content/fields.ts'
import type { FieldErrors } from '#app/domain/content/fields.server.ts'
import type { ContentKind } from '#app/domain/content/kind.server.ts'
import { brandOptions, setPositions } from './catalogue.server'
import {
  contains,
  listState,
  nextPosition,
  numericId,
  publishingColumns,
  publishingOf,
  stateWhere,
  str,
  strOrNull,
  notTrashed,
  referenceCount,
  trashedNote,
} from './common.server'

/** A brand's product categories: Suggi's tiles and pages (SPEC.md §2.7). */
const fields: Field[] = [
  { type: 'text', name: 'name', label: 'Name', required: true, max: 100 },
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
  { type: 'image', name: 'icon', label: 'Icon' },
  { type: 'image', name: 'banner', label: 'Banner' },
  { type: 'text', name: 'bannerAlt', label: 'Banner description (alt text)', max: 200, wide: true },
  { type: 'richtext', name: 'description', label: 'Description', max: 20_000 },
  { type: 'text', name: 'metaTitle', label: 'Meta title', max: 120, wide: true },
  { type: 'textarea', name: 'metaDescription', label: 'Meta description', max: 300, wide: true },
  { type: 'text', name: 'metaKeywords', label: 'Meta keywords', max: 300, wide: true },
]

const idOrNull = (v: unknown): number | null => numericId(strOrNull(v))

/** The category's own page (never its "leads to" target, which is another item's page). */
async function ownPage(
  db: Parameters<ContentKind['load']>[0],
  v: Record<string, unknown>,
): Promise<string | null> {
  const brandId = idOrNull(v.brandId)
  if (brandId === null) return null
  const brand = await db
    .selectFrom('brands')
    .select('path')
    .where('id', '=', brandId)
    .executeTakeFirst()
  if (!brand) return null
  return categoryPath(brand, { slug: str(v.slug), targetPath: null })
}

export const categoriesKind: ContentKind = {
  kind: 'categories',
  table: 'categories',
  label: 'Categories',
  singular: 'category',
  right: 'content',
  fields,
  orderable: true,
  publishable: true,
  creatable: true,
  sorts: ['position', 'title', 'updated'],
  defaults: () => ({}),
  title: (v) => str(v.name) || 'New category',
  options: async (db) => ({ brands: await brandOptions(db) }),
  listFilter: async (db) => ({ label: 'Brand', options: await brandOptions(db) }),

  async list(db, q, now) {
    let base = db
      .selectFrom('categories')
      .innerJoin('brands', 'brands.id', 'categories.brand_id')
      .where(notTrashed('categories'))
    if (q.search)
      base = base.where((eb) =>
        eb.or([contains('categories.name', q.search!), contains('categories.slug', q.search!)]),
      )
    if (q.state) base = base.where(stateWhere('categories', q.state, now))
    const brand = numericId(q.filter ?? null)
    if (brand !== null) base = base.where('categories.brand_id', '=', brand)
    const order =
      q.sort === 'title'
        ? base.orderBy('categories.name')
        : q.sort === 'updated'
          ? base.orderBy('categories.updated_at', 'desc')
          : base.orderBy('brands.position').orderBy('brands.id').orderBy('categories.position')
    const [rows, count] = await Promise.all([
      order
        .select([
          'categories.id',
          'categories.name',
          'categories.target_path',
          'brands.name as brand',
          'categories.status',
          'categories.publish_at',
          'categories.unpublish_at',
          'categories.updated_at',
        ])
        .orderBy('categories.id')
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        id: r.id,
        title: r.name,
        detail: `${r.brand}${r.target_path ? ` · leads to ${r.target_path}` : ''}`,
        ...listState(r, now),
      })),
    }
  },

  async load(db, id) {
    const n = numericId(id)
    if (n === null) return null
    const r = await db
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', n)
      .where(notTrashed('categories'))
      .executeTakeFirst()
    if (!r) return null
    return {
      updatedAt: Number(r.updated_at),
      publishing: publishingOf(r),
      values: {
        name: r.name,
        slug: r.slug,
        brandId: String(r.brand_id),
        targetPath: r.target_path,
        icon: r.icon,
        banner: r.banner,
        bannerAlt: r.banner_alt,
        description: r.description,
        metaTitle: r.meta_title,
        metaDescription: r.meta_description,
        metaKeywords: r.meta_keywords,
      },
    }
  },

  async write(tx, id, v, publishing) {
    const brandId = idOrNull(v.brandId)!
    const row = {
      name: str(v.name),
      slug: str(v.slug),
      brand_id: brandId,
      target_path: strOrNull(v.targetPath),
      icon: strOrNull(v.icon),
      banner: strOrNull(v.banner),
      banner_alt: str(v.bannerAlt),
      description: str(v.description),
      meta_title: str(v.metaTitle),
      meta_description: str(v.metaDescription),
      meta_keywords: str(v.metaKeywords),
      ...publishingColumns(publishing),
    }
    const n = numericId(id)
    if (n !== null) {
      await tx.updateTable('categories').set(row).where('id', '=', n).execute()
      return String(n)
    }
    const position = await nextPosition(tx, 'categories', { brand_id: brandId })
    const created = await tx
      .insertInto('categories')
      .values({ ...row, position })
      .returning('id')
      .executeTakeFirstOrThrow()
    return String(created.id)
  },

  async check(v, db, id) {
    const errors: FieldErrors = {}
    const brandId = idOrNull(v.brandId)
    const brand =
      brandId === null
        ? null
        : await db
            .selectFrom('brands')
            .select(['id', 'path'])
            .where('id', '=', brandId)
            .executeTakeFirst()
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
  tags: (v, id) => {
    const tags = [`category:${id}`]
    const brand = idOrNull(v.brandId)
    if (brand !== null) tags.push(`brand:${brand}`)
    return tags
  },

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

  async remove(tx, id) {
    const n = numericId(id)
    if (n !== null) await tx.deleteFrom('categories').where('id', '=', n).execute()
  },

  async reorder(tx, ids) {
    await setPositions(
      tx,
      'categories',
      ids.map((id) => numericId(id)).filter((n): n is number => n !== null),
    )
  },
}
