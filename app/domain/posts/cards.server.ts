import type { PostCardData, PostWord } from './view.ts'
import type { PostSummary } from './queries.server.ts'
import type { ImageData } from '#app/utils/image.ts'
import { formatDate } from '#app/utils/dates.ts'
import { postPath } from '#app/routing/paths.ts'

/**
 * A post list row as a Resources card needs it: its link, the date as readers see it, image data
 * (from the content source the row came from: remote pictures are fetched by the server). `en`
 * names its words still in English on a Kannada page (translated.server.ts).
 */
export async function toPostCard(
  source: { image(rel: string, alt: string, fallback?: string): Promise<ImageData> },
  p: PostSummary,
  en: readonly PostWord[] = [],
): Promise<PostCardData> {
  return {
    id: p.id,
    href: postPath(p),
    title: p.title,
    author: p.author,
    postDate: p.postDate,
    date: formatDate(p.postDate),
    excerpt: p.excerpt,
    image: p.image ? await source.image(p.image, p.imageAlt, p.title) : null,
    ...(en.length ? { en: [...en] } : {}),
  }
}
