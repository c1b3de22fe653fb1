import {
  overlay,
  pageTranslations,
  type Translation,
  type TranslationSource,
} from '#app/domain/content/translations.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import { sanitizeRichText } from '#app/utils/html.server.ts'
import type { Post, PostSummary } from './queries.server.ts'
import type { PostWord } from './view.ts'

/** A story's plain words and the declared fields (kinds/posts.server.ts) whose Kannada they take. */
const WORDS = {
  title: 'title',
  author: 'author',
  excerpt: 'excerpt',
  imageAlt: 'imageAlt',
} as const

type Story = PostSummary & Partial<Pick<Post, 'descriptionHtml' | 'gallery'>>

/**
 * A story (or a list's story) in Kannada, field by field: the published Kannada where there is
 * one, else the English, and `en` naming the words still in English (their elements say
 * lang="en"). The Kannada story is sanitized on the way out exactly as the English is. Each
 * gallery picture's description takes its Kannada (`gallery.<id>.alt`) where there is one; an
 * attribute has no `lang`, so the page marks those still English (post.tsx, `altInLang`).
 */
export function postInKannada<T extends Story>(
  post: T,
  kn: Translation | undefined,
): { post: T; en: PostWord[] } {
  const { record, en } = overlay<Story>(post, kn, WORDS)
  // `en` names only keys of WORDS, all of them PostWords.
  const words = [...en] as PostWord[]
  if ('descriptionHtml' in post) {
    const html = kn?.description ? sanitizeRichText(kn.description) : ''
    if (html) record.descriptionHtml = html
    else if (post.descriptionHtml) words.push('descriptionHtml')
  }
  if ('gallery' in post && post.gallery)
    record.gallery = post.gallery.map((g) => ({ ...g, alt: kn?.[`gallery.${g.id}.alt`] || g.alt }))
  return { post: record as T, en: words }
}

/**
 * Stories in a page's language: on a Kannada page their published Kannada (one query through
 * the content source: the ERP's in remote mode), English where none, and English throughout
 * when the Kannada cannot be read rather than no page. An English page reads nothing.
 */
export async function postsInLang<T extends Story>(
  source: TranslationSource,
  posts: readonly T[],
  lang: Lang,
): Promise<Array<{ post: T; en: PostWord[] }>> {
  const kn = await pageTranslations(
    source,
    'posts',
    posts.map((p) => p.id),
    lang,
  )
  return lang === 'en'
    ? posts.map((post) => ({ post, en: [] }))
    : posts.map((p) => postInKannada(p, kn.get(String(p.id))))
}
