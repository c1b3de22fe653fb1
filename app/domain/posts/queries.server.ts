import type { Db } from '#app/db/client.server.ts'
import { live } from '#app/domain/content/publishing.server.ts'
import { containsWords, type ListQuery } from '#app/domain/content/listing.server.ts'
import type { Selectable } from 'kysely'
import type { PostsTable, PostType } from '#app/db/schema.ts'
import { sanitizeRichText } from '#app/utils/html.server.ts'
import { slugify } from '#app/utils/slug.ts'
import { valuesOf } from '#app/domain/content/declared.server.ts'
import type { Values } from '#app/domain/content/fields.ts'
import { str } from '#app/domain/content/kinds/common.server.ts'
import { postsKind } from '#app/domain/content/kinds/posts.server.ts'

export type PostSummary = {
  id: number
  type: PostType
  slug: string
  title: string
  author: string | null
  postDate: string | null
  image: string | null
  /** The content's own alt text, empty when it has none (the page then uses the media library's, else the title). */
  imageAlt: string
  excerpt: string
  newsLink: string | null
  /**
   * Epoch ms of its last published change (the later of its last save and its publish time); not
   * known in remote mode.
   */
  modifiedAt?: number
}

export type Post = PostSummary & {
  descriptionHtml: string
  /** `alt`: the picture's own alt text, empty when it has none (as `imageAlt`). */
  gallery: Array<{ id: number; image: string; alt: string }>
}

const summaryColumns = [
  'id',
  'type',
  'slug',
  'title',
  'author',
  'post_date',
  'image',
  'image_alt',
  'excerpt',
  'news_link',
  'updated_at',
  'publish_at',
] as const

type SummaryRow = Pick<Selectable<PostsTable>, (typeof summaryColumns)[number]>

/**
 * A post as pages read it, from its declared values: a row's (`valuesOf`) here, a source's record
 * read back (`valuesOfWire`) in remote mode, so both map a field the same way. An empty author,
 * date, picture or link is null.
 */
export function postOf(id: number, type: PostType, v: Values): PostSummary {
  const text = (name: string) => str(v[name]).trim() || null
  const title = str(v.title)
  return {
    id,
    type,
    slug: str(v.slug) || slugify(title),
    title,
    author: text('author'),
    postDate: text('postDate'),
    image: text('image'),
    imageAlt: str(v.imageAlt),
    excerpt: str(v.excerpt),
    newsLink: text('newsLink'),
  }
}

function toSummary(r: SummaryRow): PostSummary {
  return {
    ...postOf(r.id, r.type, valuesOf(postsKind.declaration, r)),
    modifiedAt: Math.max(Number(r.updated_at), Number(r.publish_at)),
  }
}

/**
 * Published posts of one type, newest first (spec §7 resource lists: status 'Active', all).
 * `exceptId` leaves one out (the post a detail page shows, for its "more stories" list).
 */
export async function listPosts(
  db: Db,
  type: PostType,
  opts: { limit?: number; exceptId?: number } = {},
): Promise<PostSummary[]> {
  let q = db
    .selectFrom('posts')
    .select(summaryColumns)
    .where('type', '=', type)
    .where(live('posts'))
    .orderBy('post_date', 'desc')
    .orderBy('position', 'desc')
    .orderBy('id', 'desc')
  if (opts.exceptId !== undefined) q = q.where('id', '!=', opts.exceptId)
  if (opts.limit !== undefined) q = q.limit(opts.limit)
  const rows = await q.execute()
  return rows.map(toSummary)
}

/** One active post of the given type with its gallery; null when there is none. */
export async function getPost(db: Db, type: PostType, id: number): Promise<Post | null> {
  const r = await db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', id)
    .where('type', '=', type)
    .where(live('posts'))
    .executeTakeFirst()
  if (!r) return null
  const gallery = await db
    .selectFrom('post_images')
    .select(['id', 'image', 'alt'])
    .where('post_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return {
    ...toSummary(r),
    descriptionHtml: sanitizeRichText(r.description),
    gallery: gallery.map((g) => ({ id: g.id, image: g.image, alt: g.alt })),
  }
}

/**
 * A slice of one type's published posts as a client asks for it (/api/v2 getBlog): words found in
 * the title, author or excerpt; by post date, newest first unless `sort` is 'asc'; with the count
 * of all that match.
 */
export async function searchPosts(
  db: Db,
  type: PostType,
  q: ListQuery,
): Promise<{ posts: PostSummary[]; total: number }> {
  const base = db
    .selectFrom('posts')
    .where('type', '=', type)
    .where(live('posts'))
    .where(containsWords(['title', 'author', 'excerpt'], q.search))
  const dir = q.order === 'asc' ? 'asc' : 'desc'
  let rows = base
    .select(summaryColumns)
    .orderBy('post_date', dir)
    .orderBy('position', dir)
    .orderBy('id', dir)
  // SQLite takes OFFSET only after a LIMIT: "all from the 3rd" is a limit as large as can be.
  if (q.limit !== null || q.offset)
    rows = rows.limit(q.limit ?? Number.MAX_SAFE_INTEGER).offset(q.offset)
  const [found, count] = await Promise.all([
    rows.execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { posts: found.map(toSummary), total: Number(count.n) }
}

/** A published post of whatever type, with its gallery (/api/v2 getBlogDetail); null when none. */
export async function getPostById(db: Db, id: number): Promise<Post | null> {
  const r = await db
    .selectFrom('posts')
    .select('type')
    .where('id', '=', id)
    .where(live('posts'))
    .executeTakeFirst()
  return r ? getPost(db, r.type, id) : null
}
