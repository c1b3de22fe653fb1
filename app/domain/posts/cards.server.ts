import type { PostCardData } from './view'
import type { PostSummary } from './queries.server'
import type { RequestContext } from '#app/platform/context.server.ts'
import { formatDate } from '#app/utils/dates.ts'
import { postPath } from '#app/routing/paths.ts'

/** A post list row as a Resources card needs it: its link, the date as readers see it, image data. */
export function toPostCard(context: Pick<RequestContext, 'media'>, p: PostSummary): PostCardData {
  return {
    id: p.id,
    href: postPath(p),
    title: p.title,
    author: p.author,
    postDate: p.postDate,
    date: formatDate(p.postDate),
    excerpt: p.excerpt,
    image: p.image ? context.media.image(p.image, p.imageAlt, p.title) : null,
  }
}
