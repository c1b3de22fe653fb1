import { paths } from '#app/routing/paths.ts'
import { htmlToPlainText } from '#app/utils/html.server.ts'
import type { Field } from '#app/domain/content/fields.ts'
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
  notTrashed,
} from './common.server'
import { forgetHistory } from './history.server'

/**
 * The home page's carousel (SPEC.md §2.2): a picture, a title and a short rich description per
 * slide, in the order staff set. The table has no link column: a slide is not a link.
 */
const fields: Field[] = [
  { type: 'text', name: 'title', label: 'Title', required: true, max: 150, wide: true },
  {
    type: 'image',
    name: 'image',
    label: 'Picture',
    required: true,
    hint: 'A wide picture; the carousel crops it to the screen.',
  },
  {
    type: 'text',
    name: 'imageAlt',
    label: 'Picture description (alt text)',
    max: 250,
    hint: 'What the picture shows, for people who cannot see it. Empty: the title is used.',
  },
  {
    type: 'richtext',
    name: 'description',
    label: 'Description',
    max: 2000,
    wide: true,
    hint: 'A sentence or two under the title; the carousel shows it as plain text.',
  },
]

export const slidesKind: ContentKind = {
  kind: 'slides',
  table: 'home_slides',
  label: 'Home slides',
  singular: 'slide',
  right: 'content',
  fields,
  orderable: true,
  publishable: true,
  creatable: true,
  sorts: ['position', 'title', 'updated'],
  defaults: () => ({}),
  title: (v) => str(v.title) || 'New slide',

  async list(db, q, now) {
    let base = db.selectFrom('home_slides').where(notTrashed('home_slides'))
    if (q.search) base = base.where(contains('home_slides.title', q.search))
    if (q.state) base = base.where(stateWhere('home_slides', q.state, now))
    const order =
      q.sort === 'title'
        ? base.orderBy('title')
        : q.sort === 'updated'
          ? base.orderBy('updated_at', 'desc')
          : base.orderBy('position')
    const [rows, count] = await Promise.all([
      order
        .select([
          'id',
          'title',
          'description',
          'status',
          'publish_at',
          'unpublish_at',
          'updated_at',
        ])
        .orderBy('id')
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return {
      total: Number(count.n),
      rows: rows.map((r) => {
        const text = htmlToPlainText(r.description)
        return {
          id: r.id,
          title: r.title,
          detail: text.length > 70 ? `${text.slice(0, 69)}…` : text || undefined,
          ...listState(r, now),
        }
      }),
    }
  },

  async load(db, id) {
    const n = numericId(id)
    if (n === null) return null
    const r = await db
      .selectFrom('home_slides')
      .selectAll()
      .where('id', '=', n)
      .where(notTrashed('home_slides'))
      .executeTakeFirst()
    if (!r) return null
    return {
      updatedAt: Number(r.updated_at),
      publishing: publishingOf(r),
      values: {
        title: r.title,
        image: r.image,
        imageAlt: r.image_alt,
        description: r.description,
      },
    }
  },

  async write(tx, id, v, publishing) {
    const row = {
      title: str(v.title),
      image: str(v.image),
      image_alt: str(v.imageAlt),
      description: str(v.description),
      ...publishingColumns(publishing),
    }
    const n = numericId(id)
    if (n !== null) {
      await tx.updateTable('home_slides').set(row).where('id', '=', n).execute()
      return String(n)
    }
    // A new slide goes to the end of the carousel.
    const position = await nextPosition(tx, 'home_slides')
    const created = await tx
      .insertInto('home_slides')
      .values({ ...row, position })
      .returning('id')
      .executeTakeFirstOrThrow()
    return String(created.id)
  },

  publicPath: async () => paths.home,
  tags: (_v, id) => ['slides', `slide:${id}`],

  async remove(tx, id) {
    const n = numericId(id)
    if (n === null) return
    await tx.deleteFrom('home_slides').where('id', '=', n).execute()
    await forgetHistory(tx, 'slides', id)
  },

  async reorder(tx, ids) {
    let position = 1
    for (const id of ids) {
      const n = numericId(id)
      if (n === null) continue
      await tx.updateTable('home_slides').set({ position }).where('id', '=', n).execute()
      position++
    }
  },
}
