import type { PostType } from '#app/db/schema.ts'
import { postPath } from '#app/routing/paths.ts'
import type { Field } from '#app/domain/content/fields.ts'
import type { ContentKind } from '#app/domain/content/kind.server.ts'
import {
  contains,
  items,
  listState,
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
 * Resources stories (SPEC.md §2.13): blog posts, Vani stories and news, each with its author, date,
 * main picture, a gallery of pictures with their descriptions, and a rich-text body. The slug is
 * part of the story's link: changing it (or the type) on a live story moves its page, and the
 * editor adds the 301 from the old address.
 */
const typeOptions: Array<{ value: PostType; label: string }> = [
  { value: 'blog', label: 'Blog post' },
  { value: 'vilvani', label: 'Vani story' },
  { value: 'news', label: 'News' },
]

const fields: Field[] = [
  { type: 'text', name: 'title', label: 'Title', required: true, max: 200, wide: true },
  {
    type: 'select',
    name: 'type',
    label: 'Type',
    required: true,
    options: typeOptions,
    hint: 'Which Resources list it appears in.',
  },
  {
    type: 'slug',
    name: 'slug',
    label: 'Address name',
    from: 'title',
    max: 120,
    hint: "Part of the story's link; made from the title when left empty.",
  },
  { type: 'text', name: 'author', label: 'Author', max: 100 },
  {
    type: 'date',
    name: 'postDate',
    label: 'Date',
    hint: 'Shown on the story; lists are newest first.',
  },
  { type: 'image', name: 'image', label: 'Main picture' },
  {
    type: 'text',
    name: 'imageAlt',
    label: 'Main picture description (alt text)',
    max: 250,
    hint: 'What the picture shows. Empty: the title is used.',
  },
  {
    type: 'textarea',
    name: 'excerpt',
    label: 'Summary',
    max: 500,
    wide: true,
    hint: 'A line or two for the cards in the Resources lists.',
  },
  {
    type: 'url',
    name: 'newsLink',
    label: 'Original article',
    wide: true,
    hint: 'For news: the page of the newspaper or site that ran it.',
  },
  { type: 'richtext', name: 'description', label: 'Story', wide: true },
  {
    type: 'group',
    name: 'gallery',
    label: 'Gallery',
    itemLabel: 'Picture',
    maxItems: 30,
    hint: 'Vani stories and news show these pictures, in this order.',
    fields: [
      { type: 'hidden', name: 'id', label: 'Id' },
      { type: 'image', name: 'image', label: 'Picture', required: true },
      {
        type: 'text',
        name: 'alt',
        label: 'Description (alt text)',
        max: 250,
        hint: 'Empty: the title of the story is used.',
      },
    ],
  },
]

const isType = (v: unknown): v is PostType => typeOptions.some((o) => o.value === v)
const typeOf = (v: unknown): PostType => (isType(v) ? v : 'blog')

export const postsKind: ContentKind = {
  kind: 'posts',
  table: 'posts',
  label: 'Posts',
  singular: 'post',
  right: 'content',
  fields,
  orderable: false,
  publishable: true,
  creatable: true,
  sorts: ['date', 'title', 'updated'],
  defaults: () => ({
    type: 'blog',
    postDate: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
    gallery: [],
  }),
  title: (v) => str(v.title) || 'New post',

  listFilter: async () => ({
    label: 'Type',
    options: typeOptions.map((o) => ({ value: o.value, label: o.label })),
  }),

  async list(db, q, now) {
    let base = db.selectFrom('posts').where(notTrashed('posts'))
    if (q.search)
      base = base.where((eb) =>
        eb.or([contains('posts.title', q.search!), contains('posts.author', q.search!)]),
      )
    if (q.state) base = base.where(stateWhere('posts', q.state, now))
    if (isType(q.filter)) base = base.where('type', '=', q.filter)
    const order =
      q.sort === 'title'
        ? base.orderBy('title')
        : q.sort === 'updated'
          ? base.orderBy('updated_at', 'desc')
          : base.orderBy('post_date', 'desc')
    const [rows, count] = await Promise.all([
      order
        .select([
          'id',
          'title',
          'type',
          'author',
          'post_date',
          'status',
          'publish_at',
          'unpublish_at',
          'updated_at',
        ])
        .orderBy('id', 'desc')
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        id: r.id,
        title: r.title,
        detail: [
          typeOptions.find((o) => o.value === r.type)?.label ?? r.type,
          r.post_date,
          r.author,
        ]
          .filter(Boolean)
          .join(' · '),
        ...listState(r, now),
      })),
    }
  },

  async load(db, id) {
    const n = numericId(id)
    if (n === null) return null
    const r = await db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', n)
      .where(notTrashed('posts'))
      .executeTakeFirst()
    if (!r) return null
    const gallery = await db
      .selectFrom('post_images')
      .select(['id', 'image', 'alt'])
      .where('post_id', '=', n)
      .orderBy('position')
      .orderBy('id')
      .execute()
    return {
      updatedAt: Number(r.updated_at),
      publishing: publishingOf(r),
      values: {
        title: r.title,
        type: r.type,
        slug: r.slug,
        author: r.author ?? '',
        postDate: r.post_date,
        image: r.image,
        imageAlt: r.image_alt,
        excerpt: r.excerpt,
        newsLink: r.news_link,
        description: r.description,
        gallery: gallery.map((g) => ({ id: String(g.id), image: g.image, alt: g.alt })),
      },
    }
  },

  async write(tx, id, v, publishing) {
    const row = {
      type: typeOf(v.type),
      slug: str(v.slug),
      title: str(v.title),
      author: strOrNull(v.author),
      post_date: strOrNull(v.postDate),
      image: strOrNull(v.image),
      image_alt: str(v.imageAlt),
      excerpt: str(v.excerpt),
      description: str(v.description),
      news_link: strOrNull(v.newsLink),
      ...publishingColumns(publishing),
    }
    let n = numericId(id)
    if (n !== null) {
      await tx.updateTable('posts').set(row).where('id', '=', n).execute()
    } else {
      const created = await tx
        .insertInto('posts')
        .values({ ...row, position: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
      n = created.id
    }
    await writeGallery(tx, n, items(v.gallery))
    return String(n)
  },

  publicPath: async (_db, v, id) =>
    numericId(id) === null
      ? null
      : postPath({ type: typeOf(v.type), id: Number(id), slug: str(v.slug) }),
  tags: (v, id) => [`posts:${typeOf(v.type)}`, `post:${id}`],

  async remove(tx, id) {
    const n = numericId(id)
    if (n === null) return
    await tx.deleteFrom('post_images').where('post_id', '=', n).execute()
    await tx.deleteFrom('posts').where('id', '=', n).execute()
    await forgetHistory(tx, 'posts', id)
  },
}

/**
 * The gallery as the form sent it, in its order: pictures that keep their id are updated in
 * place (their id is what a restore or a draft refers to), new ones are added, the rest deleted.
 */
async function writeGallery(
  tx: Parameters<ContentKind['write']>[0],
  postId: number,
  gallery: Array<Record<string, unknown>>,
) {
  const existing = new Set(
    (await tx.selectFrom('post_images').select('id').where('post_id', '=', postId).execute()).map(
      (r) => r.id,
    ),
  )
  const kept = new Set<number>()
  const rows: Array<{ id: number | null; image: string; alt: string }> = []
  for (const g of gallery) {
    const image = str(g.image)
    if (!image) continue
    const gid = numericId(str(g.id) || null)
    // An id is used once, and only when it is one of this post's pictures.
    const own = gid !== null && existing.has(gid) && !kept.has(gid) ? gid : null
    if (own !== null) kept.add(own)
    rows.push({ id: own, image, alt: str(g.alt) })
  }
  const gone = [...existing].filter((x) => !kept.has(x))
  if (gone.length) await tx.deleteFrom('post_images').where('id', 'in', gone).execute()
  let position = 0
  for (const r of rows) {
    position++
    if (r.id !== null)
      await tx
        .updateTable('post_images')
        .set({ image: r.image, alt: r.alt, position })
        .where('id', '=', r.id)
        .execute()
    else
      await tx
        .insertInto('post_images')
        .values({ post_id: postId, image: r.image, alt: r.alt, position })
        .execute()
  }
}
