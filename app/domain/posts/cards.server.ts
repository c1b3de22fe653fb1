import type { PostCardData } from './view'
import type { PostSummary } from './queries.server'
import type { RequestContext } from '#app/platform/context.server.ts'
import { formatDate } from '#app/utils/dates.ts'
import { idSlug } from '#app/utils/slug.ts'

/** A post list row as a Resources card needs it: its link, the date as readers see it, image data. */
export function toPostCard(context: Pick<RequestContext, 'media'>, p: PostSummary): PostCardData {
  return {
    id: p.id,
    href: `/resource/${p.type}/${idSlug(p.id, p.slug)}`,
    title: p.title,
    author: p.author,
    postDate: p.postDate,
    date: formatDate(p.postDate),
    excerpt: p.excerpt,
    image: p.image ? context.media.image(p.image, p.imageAlt) : null,
  }
}
