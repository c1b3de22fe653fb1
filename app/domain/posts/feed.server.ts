import { escapeUTF8 } from 'entities'
import type { Db } from '#app/db/client.server.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { feedPath, paths, postPath } from '#app/routing/paths.ts'
import { feedTitle } from '#app/routing/seo.ts'
import { inLang, langTags, type Lang } from '#app/routing/lang.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { publishedTranslations } from '#app/domain/content/translations.server.ts'
import { listPosts } from './queries.server.ts'
import { postInKannada } from './translated.server.ts'
import type { PostType } from './view.ts'

/** How many of the newest posts a feed carries. */
const FEED_LENGTH = 50

/**
 * Text as XML character data: markup characters escaped, and the control characters XML 1.0
 * forbids dropped (one pasted from a word processor would make the whole feed unreadable).
 */
function xmlText(s: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeUTF8(s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''))
}

/** A calendar date (YYYY-MM-DD) in RSS's RFC 822 form, or null when there is none. */
function rfc822(date: string | null): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const d = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? null : d.toUTCString()
}

/**
 * The RSS 2.0 feed of one kind of post: the newest published ones, with absolute links from
 * PUBLIC_URL. The build date is the newest post's, so the same posts give the same bytes (and
 * ETag) until something changes.
 */
export async function renderPostFeed(
  db: Db,
  type: PostType,
  publicUrl: string,
  lang: Lang = 'en',
): Promise<string> {
  const [settings, english] = await Promise.all([
    getSettings(db),
    listPosts(db, type, { limit: FEED_LENGTH }),
  ])
  // The Kannada feed carries each story's published Kannada, its English where none.
  const kn =
    lang === 'en'
      ? null
      : await publishedTranslations(
          db,
          'posts',
          english.map((p) => p.id),
          lang,
        )
  const posts = kn ? english.map((p) => postInKannada(p, kn.get(String(p.id))).post) : english
  const t = translator(lang)
  const title = feedTitle(type, settings, t)
  const self = publicUrl + feedPath(type, lang)
  // English describes the feed with the site's tagline (the spec's); Kannada with its own words.
  const description =
    lang === 'en'
      ? settings.tagline || title
      : t(
          'Stories from the villages we serve, news about our work with kirana stores and farmer groups, and articles on rural commerce in Karnataka.',
        )
  const items = posts.map((p) => {
    const link = publicUrl + inLang(postPath(p), lang)
    const date = rfc822(p.postDate)
    return [
      '    <item>',
      `      <title>${xmlText(p.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      date ? `      <pubDate>${date}</pubDate>` : null,
      p.author ? `      <dc:creator>${xmlText(p.author)}</dc:creator>` : null,
      p.excerpt ? `      <description>${xmlText(p.excerpt)}</description>` : null,
      '    </item>',
    ]
      .filter((line) => line !== null)
      .join('\n')
  })
  const newest = posts.map((p) => rfc822(p.postDate)).find(Boolean)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlText(title)}</title>`,
    `    <link>${xmlText(publicUrl + inLang(paths.resources, lang))}</link>`,
    `    <description>${xmlText(description)}</description>`,
    `    <language>${langTags[lang].html}</language>`,
    `    <atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${newest}</lastBuildDate>` : null,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== null)
    .join('\n')
}
