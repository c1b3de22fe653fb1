import { brandPath, categoryPath } from '#app/routing/paths.ts'
import type { Db } from '#app/db/client.server.ts'
import type { Field, Option, Values } from '#app/domain/content/fields.ts'
import type { ContentKind } from '#app/domain/content/kind.server.ts'
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
import { forgetHistory } from './history.server'

/**
 * The social section of a brand page (SPEC.md §2.7): YouTube videos and link cards, each under a
 * brand, optionally under one of its lines or (Suggi) one of its categories, in the brand's order.
 * A video link whose id cannot be read is refused with the spec's own words, "Invalid YouTube URL"
 * (the `youtube` field type checks it).
 */
const fields: Field[] = [
  {
    type: 'select',
    name: 'brandId',
    label: 'Brand',
    required: true,
    options: { from: 'brands' },
    hint: 'The brand page that shows it.',
  },
  {
    type: 'select',
    name: 'kind',
    label: 'What it is',
    required: true,
    options: [
      { value: 'video', label: 'A YouTube video' },
      { value: 'link', label: 'A link card (a picture that opens a page)' },
    ],
  },
  { type: 'text', name: 'title', label: 'Title', max: 150, wide: true },
  {
    type: 'youtube',
    name: 'videoUrl',
    label: 'YouTube link',
    wide: true,
    hint: 'Needed for a video: its address on YouTube, like https://www.youtube.com/watch?v=… or https://youtu.be/…',
  },
  {
    type: 'url',
    name: 'linkUrl',
    label: 'Link',
    wide: true,
    hint: 'Needed for a link card: the page it opens, starting with https://.',
  },
  { type: 'image', name: 'image', label: 'Picture', hint: 'Needed for a link card.' },
  {
    type: 'text',
    name: 'imageAlt',
    label: 'Picture description (alt text)',
    max: 250,
    hint: 'What the picture shows. Empty: the title is used.',
  },
  {
    type: 'select',
    name: 'lineId',
    label: 'Brand line',
    options: { from: 'lines' },
    hint: 'Only for brands with lines: shows it with that line.',
  },
  {
    type: 'select',
    name: 'categoryId',
    label: 'Category',
    options: { from: 'categories' },
    hint: "Only for brands with categories (Suggi): shows it on that category's page.",
  },
]

async function brandOptions(db: Db): Promise<Option[]> {
  const rows = await db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute()
  return rows.map((r) => ({ value: String(r.id), label: r.name }))
}

const idOrNull = (v: unknown) => numericId(typeof v === 'string' ? v : null)

export const socialKind: ContentKind = {
  kind: 'social',
  table: 'social_items',
  label: 'Social items',
  singular: 'social item',
  right: 'content',
  fields,
  orderable: true,
  publishable: true,
  creatable: true,
  sorts: ['position', 'title', 'updated'],
  defaults: () => ({ kind: 'video' }),
  title: (v) =>
    str(v.title) || (v.kind === 'link' ? 'Link card' : v.videoUrl ? 'YouTube video' : 'New item'),

  async options(db) {
    const [brands, lines, categories] = await Promise.all([
      brandOptions(db),
      db
        .selectFrom('brand_lines')
        .innerJoin('brands', 'brands.id', 'brand_lines.brand_id')
        .select(['brand_lines.id', 'brand_lines.name', 'brands.name as brand'])
        .orderBy('brands.name')
        .orderBy('brand_lines.position')
        .execute(),
      db
        .selectFrom('categories')
        .innerJoin('brands', 'brands.id', 'categories.brand_id')
        .select(['categories.id', 'categories.name', 'brands.name as brand'])
        .orderBy('brands.name')
        .orderBy('categories.position')
        .execute(),
    ])
    return {
      brands,
      lines: lines.map((l) => ({ value: String(l.id), label: `${l.brand}: ${l.name}` })),
      categories: categories.map((c) => ({ value: String(c.id), label: `${c.brand}: ${c.name}` })),
    }
  },

  listFilter: async (db) => ({ label: 'Brand', options: await brandOptions(db) }),

  async list(db, q, now) {
    let base = db
      .selectFrom('social_items')
      .innerJoin('brands', 'brands.id', 'social_items.brand_id')
      .where(notTrashed('social_items'))
    if (q.search)
      base = base.where((eb) =>
        eb.or([
          contains('social_items.title', q.search!),
          contains('social_items.video_url', q.search!),
          contains('social_items.link_url', q.search!),
        ]),
      )
    if (q.state) base = base.where(stateWhere('social_items', q.state, now))
    const brand = numericId(q.filter ?? null)
    if (brand !== null) base = base.where('social_items.brand_id', '=', brand)
    const order =
      q.sort === 'title'
        ? base.orderBy('social_items.title')
        : q.sort === 'updated'
          ? base.orderBy('social_items.updated_at', 'desc')
          : base.orderBy('brands.name').orderBy('social_items.position')
    const [rows, count] = await Promise.all([
      order
        .select([
          'social_items.id',
          'social_items.title',
          'social_items.kind',
          'social_items.video_url',
          'social_items.link_url',
          'social_items.status',
          'social_items.publish_at',
          'social_items.unpublish_at',
          'social_items.updated_at',
          'brands.name as brand',
        ])
        .orderBy('social_items.id')
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        id: r.id,
        title:
          r.title || (r.kind === 'video' ? (r.video_url ?? 'YouTube video') : (r.link_url ?? '')),
        detail: `${r.brand} · ${r.kind === 'video' ? 'YouTube video' : 'Link card'}`,
        ...listState(r, now),
      })),
    }
  },

  async load(db, id) {
    const n = numericId(id)
    if (n === null) return null
    const r = await db
      .selectFrom('social_items')
      .selectAll()
      .where('id', '=', n)
      .where(notTrashed('social_items'))
      .executeTakeFirst()
    if (!r) return null
    return {
      updatedAt: Number(r.updated_at),
      publishing: publishingOf(r),
      values: {
        brandId: String(r.brand_id),
        kind: r.kind,
        title: r.title,
        videoUrl: r.video_url,
        linkUrl: r.link_url,
        image: r.image,
        imageAlt: r.image_alt,
        lineId: r.line_id === null ? null : String(r.line_id),
        categoryId: r.category_id === null ? null : String(r.category_id),
      },
    }
  },

  async check(v, db) {
    const errors: Record<string, string> = {}
    const brandId = idOrNull(v.brandId)
    const brand =
      brandId === null
        ? null
        : await db.selectFrom('brands').select('id').where('id', '=', brandId).executeTakeFirst()
    if (!brand) errors.brandId = 'Choose one of the brands.'
    if (v.kind === 'video') {
      if (!v.videoUrl) errors.videoUrl = 'Enter the YouTube link of the video.'
    } else if (v.kind === 'link') {
      if (!v.linkUrl) errors.linkUrl = 'Enter the page the card opens.'
      if (!v.image) errors.image = 'A link card needs a picture.'
    }
    const lineId = idOrNull(v.lineId)
    if (v.lineId && (lineId === null || !brand)) errors.lineId = 'Choose a line of the brand.'
    else if (lineId !== null && brand) {
      const line = await db
        .selectFrom('brand_lines')
        .select('id')
        .where('id', '=', lineId)
        .where('brand_id', '=', brand.id)
        .executeTakeFirst()
      if (!line) errors.lineId = 'That line belongs to another brand.'
    }
    const categoryId = idOrNull(v.categoryId)
    if (v.categoryId && (categoryId === null || !brand))
      errors.categoryId = 'Choose a category of the brand.'
    else if (categoryId !== null && brand) {
      const category = await db
        .selectFrom('categories')
        .select('id')
        .where('id', '=', categoryId)
        .where('brand_id', '=', brand.id)
        .executeTakeFirst()
      if (!category) errors.categoryId = 'That category belongs to another brand.'
    }
    return errors
  },

  async write(tx, id, v, publishing) {
    const kind = v.kind === 'link' ? ('link' as const) : ('video' as const)
    const brandId = idOrNull(v.brandId) ?? 0
    const row = {
      brand_id: brandId,
      kind,
      title: str(v.title),
      // A video keeps only its YouTube link, a card only its page: the public page reads by kind.
      video_url: kind === 'video' ? strOrNull(v.videoUrl) : null,
      link_url: kind === 'link' ? strOrNull(v.linkUrl) : null,
      image: strOrNull(v.image),
      image_alt: str(v.imageAlt),
      line_id: idOrNull(v.lineId),
      category_id: idOrNull(v.categoryId),
      ...publishingColumns(publishing),
    }
    const n = numericId(id)
    if (n !== null) {
      await tx.updateTable('social_items').set(row).where('id', '=', n).execute()
      return String(n)
    }
    const position = await nextPosition(tx, 'social_items', { brand_id: brandId })
    const created = await tx
      .insertInto('social_items')
      .values({ ...row, position })
      .returning('id')
      .executeTakeFirstOrThrow()
    return String(created.id)
  },

  async publicPath(db, v) {
    const brandId = idOrNull(v.brandId)
    if (brandId === null) return null
    const brand = await db
      .selectFrom('brands')
      .select(['id', 'path'])
      .where('id', '=', brandId)
      .executeTakeFirst()
    if (!brand) return null
    const categoryId = idOrNull(v.categoryId)
    if (categoryId !== null) {
      const c = await db
        .selectFrom('categories')
        .select(['slug', 'target_path'])
        .where('id', '=', categoryId)
        .executeTakeFirst()
      const p = c ? categoryPath(brand, { slug: c.slug, targetPath: c.target_path }) : null
      if (p) return p
    }
    return brandPath(brand)
  },

  tags: (v: Values, id) => {
    const tags = [`social:${id}`]
    if (idOrNull(v.brandId) !== null) tags.push(`brand:${idOrNull(v.brandId)}`)
    if (idOrNull(v.categoryId) !== null) tags.push(`category:${idOrNull(v.categoryId)}`)
    return tags
  },

  async remove(tx, id) {
    const n = numericId(id)
    if (n === null) return
    await tx.deleteFrom('social_items').where('id', '=', n).execute()
    await forgetHistory(tx, 'social', id)
  },

  /** One brand's items (the list filtered by brand) or every item, in the order given. */
  async reorder(tx, ids) {
    let position = 1
    for (const id of ids) {
      const n = numericId(id)
      if (n === null) continue
      await tx.updateTable('social_items').set({ position }).where('id', '=', n).execute()
      position++
    }
  },
}
