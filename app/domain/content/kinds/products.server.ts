import { productPath } from '#app/routing/paths.ts'
import type { Field } from '#app/domain/content/fields.ts'
import type { FieldErrors } from '#app/domain/content/fields.server.ts'
import type { ContentKind } from '#app/domain/content/kind.server.ts'
import {
  brandOptions,
  categoryOptions,
  lineOptions,
  ownerBrand,
  setPositions,
} from './catalogue.server'
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
} from './common.server'

/** A brand's products (SPEC.md §2.7, §2.8): on its page, in its line and category. */
const fields: Field[] = [
  { type: 'text', name: 'name', label: 'Name', required: true, max: 150, wide: true },
  {
    type: 'slug',
    name: 'slug',
    label: 'Address name',
    from: 'name',
    max: 120,
    hint: "Part of the product page's link; made from the name when left empty.",
  },
  { type: 'select', name: 'brandId', label: 'Brand', required: true, options: { from: 'brands' } },
  {
    type: 'select',
    name: 'lineId',
    label: 'Line',
    options: { from: 'lines' },
    hint: "One of the brand's lines, for brands that have them.",
  },
  {
    type: 'select',
    name: 'categoryId',
    label: 'Category',
    options: { from: 'categories' },
    hint: "One of the brand's categories (Suggi's), for brands that have them.",
  },
  { type: 'image', name: 'image', label: 'Picture' },
  { type: 'text', name: 'imageAlt', label: 'Picture description (alt text)', max: 200 },
  {
    type: 'textarea',
    name: 'shortDescription',
    label: 'Short description',
    max: 500,
    wide: true,
    hint: 'A line or two on its card.',
  },
  { type: 'richtext', name: 'description', label: 'Description', max: 20_000 },
]

const idOrNull = (v: unknown): number | null => numericId(strOrNull(v))

async function brandOf(db: Parameters<ContentKind['load']>[0], brandId: number | null) {
  if (brandId === null) return null
  return (
    (await db
      .selectFrom('brands')
      .select(['id', 'path', 'product_pages'])
      .where('id', '=', brandId)
      .executeTakeFirst()) ?? null
  )
}

export const productsKind: ContentKind = {
  kind: 'products',
  table: 'products',
  label: 'Products',
  singular: 'product',
  right: 'content',
  fields,
  orderable: true,
  publishable: true,
  creatable: true,
  sorts: ['position', 'title', 'updated'],
  defaults: () => ({}),
  title: (v) => str(v.name) || 'New product',
  options: async (db) => {
    const [brands, lines, categories] = await Promise.all([
      brandOptions(db),
      lineOptions(db),
      categoryOptions(db),
    ])
    return { brands, lines, categories }
  },
  listFilter: async (db) => ({ label: 'Brand', options: await brandOptions(db) }),

  async list(db, q, now) {
    let base = db
      .selectFrom('products')
      .innerJoin('brands', 'brands.id', 'products.brand_id')
      .where(notTrashed('products'))
    if (q.search)
      base = base.where((eb) =>
        eb.or([contains('products.name', q.search!), contains('products.slug', q.search!)]),
      )
    if (q.state) base = base.where(stateWhere('products', q.state, now))
    const brand = numericId(q.filter ?? null)
    if (brand !== null) base = base.where('products.brand_id', '=', brand)
    const order =
      q.sort === 'title'
        ? base.orderBy('products.name')
        : q.sort === 'updated'
          ? base.orderBy('products.updated_at', 'desc')
          : base.orderBy('brands.position').orderBy('brands.id').orderBy('products.position')
    const [rows, count] = await Promise.all([
      order
        .select([
          'products.id',
          'products.name',
          'brands.name as brand',
          'products.status',
          'products.publish_at',
          'products.unpublish_at',
          'products.updated_at',
        ])
        .orderBy('products.id')
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
        detail: r.brand,
        ...listState(r, now),
      })),
    }
  },

  async load(db, id) {
    const n = numericId(id)
    if (n === null) return null
    const r = await db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', n)
      .where(notTrashed('products'))
      .executeTakeFirst()
    if (!r) return null
    return {
      updatedAt: Number(r.updated_at),
      publishing: publishingOf(r),
      values: {
        name: r.name,
        slug: r.slug,
        brandId: String(r.brand_id),
        lineId: r.line_id === null ? null : String(r.line_id),
        categoryId: r.category_id === null ? null : String(r.category_id),
        image: r.image,
        imageAlt: r.image_alt,
        shortDescription: r.short_description,
        description: r.description,
      },
    }
  },

  async write(tx, id, v, publishing) {
    const brandId = idOrNull(v.brandId)!
    const row = {
      name: str(v.name),
      slug: str(v.slug),
      brand_id: brandId,
      line_id: idOrNull(v.lineId),
      category_id: idOrNull(v.categoryId),
      image: strOrNull(v.image),
      image_alt: str(v.imageAlt),
      short_description: str(v.shortDescription),
      description: str(v.description),
      ...publishingColumns(publishing),
    }
    const n = numericId(id)
    if (n !== null) {
      await tx.updateTable('products').set(row).where('id', '=', n).execute()
      return String(n)
    }
    // A new product comes last in its brand.
    const position = await nextPosition(tx, 'products', { brand_id: brandId })
    const created = await tx
      .insertInto('products')
      .values({ ...row, position })
      .returning('id')
      .executeTakeFirstOrThrow()
    return String(created.id)
  },

  async check(v, db) {
    const errors: FieldErrors = {}
    const brandId = idOrNull(v.brandId)
    if (brandId === null || !(await brandOf(db, brandId))) {
      errors.brandId = 'Choose the brand.'
      return errors
    }
    const lineId = idOrNull(v.lineId)
    if (strOrNull(v.lineId) !== null && lineId === null) errors.lineId = 'Choose one of the lines.'
    if (lineId !== null && (await ownerBrand(db, 'brand_lines', lineId)) !== brandId)
      errors.lineId = 'Choose a line of the same brand, or none.'
    const categoryId = idOrNull(v.categoryId)
    if (strOrNull(v.categoryId) !== null && categoryId === null)
      errors.categoryId = 'Choose one of the categories.'
    if (categoryId !== null && (await ownerBrand(db, 'categories', categoryId)) !== brandId)
      errors.categoryId = 'Choose a category of the same brand, or none.'
    if (!str(v.slug) && !errors.slug)
      errors.slug = 'Enter an address name, or a name to make it from.'
    return errors
  },

  /** Its own page when its brand gives products pages; otherwise it has none to move. */
  async publicPath(db, v, id) {
    const brand = await brandOf(db, idOrNull(v.brandId))
    if (!brand || (brand.product_pages !== 1 && brand.path !== null)) return null
    return productPath(brand, { id: Number(id), slug: str(v.slug) })
  },
  tags: (v, id) => {
    const tags = [`product:${id}`]
    const brand = idOrNull(v.brandId)
    if (brand !== null) tags.push(`brand:${brand}`)
    const category = idOrNull(v.categoryId)
    if (category !== null) tags.push(`category:${category}`)
    return tags
  },

  async remove(tx, id) {
    const n = numericId(id)
    if (n !== null) await tx.deleteFrom('products').where('id', '=', n).execute()
  },

  async reorder(tx, ids) {
    await setPositions(
      tx,
      'products',
      ids.map((id) => numericId(id)).filter((n): n is number => n !== null),
    )
  },
}
