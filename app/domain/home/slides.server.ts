import type { Db } from '#app/db/client.server.ts'
import { live } from '#app/domain/content/publishing.server.ts'
import { htmlToPlainText } from '#app/utils/html.server.ts'

export type HomeSlide = {
  id: number
  image: string
  imageAlt: string
  title: string
  /** The description as plain text (the spec converts the stored HTML before display). */
  text: string
}

/** Published slides in their order (spec §7 getHomeScreen: status 'Active', all of them). */
export async function listHomeSlides(db: Db): Promise<HomeSlide[]> {
  const rows = await db
    .selectFrom('home_slides')
    .select(['id', 'image', 'image_alt', 'title', 'description'])
    .where(live('home_slides'))
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    image: r.image,
    imageAlt: r.image_alt || r.title,
    title: r.title,
    text: htmlToPlainText(r.description),
  }))
}
