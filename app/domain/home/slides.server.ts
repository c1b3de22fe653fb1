import type { Db } from '#app/db/client.server.ts'
import { live } from '#app/domain/content/publishing.server.ts'
import { containsWords, type ListQuery } from '#app/domain/content/listing.server.ts'
import { htmlToPlainText, sanitizeRichText } from '#app/utils/html.server.ts'
import { valuesOf } from '#app/domain/content/declared.server.ts'
import type { Values } from '#app/domain/content/fields.ts'
import { str } from '#app/domain/content/kinds/common.server.ts'
import { slidesKind } from '#app/domain/content/kinds/slides.server.ts'

export type HomeSlide = {
  id: number
  image: string
  /** The content's own alt text, empty when it has none (the page then uses the media library's, else the title). */
  imageAlt: string
  title: string
  /** The description as plain text (the spec converts the stored HTML before display). */
  text: string
}

/**
 * A slide as pages read it, from its declared values: a row's (`valuesOf`) here, a source's record
 * read back (`valuesOfWire`) in remote mode, so both map a field the same way.
 */
export function slideOf(id: number, v: Values): HomeSlide {
  return {
    id,
    image: str(v.image),
    imageAlt: str(v.imageAlt),
    title: str(v.title),
    text: htmlToPlainText(str(v.description)),
  }
}

const fromRow = (r: { id: number }) => slideOf(r.id, valuesOf(slidesKind.declaration, r))

/** Published slides in their order (spec §7 getHomeScreen: status 'Active', all of them). */
export async function listHomeSlides(db: Db): Promise<HomeSlide[]> {
  const rows = await db
    .selectFrom('home_slides')
    .select(['id', 'image', 'image_alt', 'title', 'description'])
    .where(live('home_slides'))
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map(fromRow)
}

export type HomeSlideRecord = HomeSlide & { descriptionHtml: string; position: number }

/**
 * A slice of the published slides as a client asks for it (/api/v2 getHomeScreen): words found in
 * the title or description; in their order (reversed when `sort` is 'desc'); with the count of
 * all that match.
 */
export async function searchHomeSlides(
  db: Db,
  q: ListQuery,
): Promise<{ slides: HomeSlideRecord[]; total: number }> {
  const base = db
    .selectFrom('home_slides')
    .where(live('home_slides'))
    .where(containsWords(['title', 'description'], q.search))
  const dir = q.order === 'desc' ? 'desc' : 'asc'
  let rows = base
    .select(['id', 'image', 'image_alt', 'title', 'description', 'position'])
    .orderBy('position', dir)
    .orderBy('id', dir)
  // SQLite takes OFFSET only after a LIMIT: "all from the 3rd" is a limit as large as can be.
  if (q.limit !== null || q.offset)
    rows = rows.limit(q.limit ?? Number.MAX_SAFE_INTEGER).offset(q.offset)
  const [found, count] = await Promise.all([
    rows.execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    slides: found.map((r) => ({
      ...fromRow(r),
      descriptionHtml: sanitizeRichText(r.description),
      position: r.position,
    })),
    total: Number(count.n),
  }
}
