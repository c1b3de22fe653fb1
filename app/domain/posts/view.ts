import type { PostType } from '#app/db/schema.ts'
import type { ImageData } from '#app/utils/image.ts'

export type { PostType }

/** The three kinds of story (spec §2.13): each has its own list, page and URL segment. */
export const postTypes: readonly PostType[] = ['blog', 'vilvani', 'news']

/**
 * The words of a story that have a Kannada value (the posts declaration's localized fields, under
 * the names pages use): on a Kannada page, those still in English are marked lang="en".
 */
export type PostWord = 'title' | 'author' | 'excerpt' | 'imageAlt' | 'descriptionHtml'

/** One Resources story as its card draws it (app/components/post-card.tsx), made on the server. */
export type PostCardData = {
  id: number
  href: string
  title: string
  author: string | null
  /** ISO date for the `datetime` attribute, and the same date as readers see it (server-made). */
  postDate: string | null
  date: string
  excerpt: string
  image: ImageData | null
  /** On a Kannada page, the words still in English (none on an English page). */
  en?: PostWord[]
}
