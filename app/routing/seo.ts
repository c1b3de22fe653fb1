import type { MetaDescriptor } from 'react-router'
import { ogImageUrl, type ImageData } from '#app/utils/image.ts'
import { feedPath, type PostKind } from './paths.ts'
import { format, type Values } from '#app/i18n/format.ts'
import { inLang, langOfPath, langTags, langs, pagePath } from './lang.ts'
import { messagesOf } from '#app/i18n/messages.ts'
/** The part of the root loader's data that page titles and canonical links need. */
type RootData = {
  settings: { companyName: string; shortName: string }
  publicUrl: string
}

type SeoInput = {
  title: string
  description: string
  /**
   * Values of a fixed title or description written as one catalogue message with `{names}`
   * (only then is the text read as a message: content's own braces stay as they are).
   */
  values?: Values
  keywords?: string
  /**
   * The page's picture: its share variant (`<key>.og.jpg`, 1200×630 JPEG) becomes og:image, with
   * its alt text. Without one, the site's default share picture.
   */
  image?: ImageData | null
  /** A story: og:type article with its dates (ISO dates). */
  article?: { published?: string | null; modified?: string | null }
  /** The page's path without its language (`/about-us`); defaults to the current path. */
  path?: string
  /** Pages that must not be indexed (errors, forms' results). */
  noindex?: boolean
  /** The post feeds a feed reader should find on this page (`<link rel="alternate">`). */
  feeds?: readonly PostKind[]
}

/** The share picture of a page without a picture of its own (scripts/make-icons.mjs). */
const DEFAULT_SHARE_IMAGE = '/icons/og-default.png'
/** Its alt text, a catalogue message: the site's name on its logo. */
export const DEFAULT_SHARE_ALT = '{name} logo'

/**
 * A post feed's name, in the feed itself and in the pages that link it, in the language `t`
 * words it in (English by default).
 */
export function feedTitle(
  type: PostKind,
  settings: { companyName: string; shortName: string },
  t: (message: string, values: Values) => string = format,
): string {
  const values = { companyName: settings.companyName, shortName: settings.shortName }
  if (type === 'blog') return t('{companyName}: Blog', values)
  if (type === 'news') return t('{companyName}: News', values)
  return t('{companyName}: {shortName} Vani', values)
}

/**
 * Title, description, canonical URL and share tags for a page. Call from a route's `meta` with its
 * `matches` and `location` so the canonical URL uses PUBLIC_URL, not the request's host.
 */
export function seo(
  args: {
    matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
    location: { pathname: string }
  },
  input: SeoInput,
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined
  const base = root?.publicUrl ?? ''
  const siteName = root?.settings.companyName ?? ''
  // A page's own title and description are catalogue messages when they are fixed text; a
  // Kannada page shows them in Kannada (text from the content stays as it is).
  const lang = langOfPath(args.location.pathname)
  const message = (text: string) => messagesOf(lang)?.[text] ?? text
  const words = (text: string) =>
    input.values ? format(message(text), input.values) : message(text)
  input = { ...input, title: words(input.title), description: words(input.description) }
  const title =
    siteName && !input.title.includes(root?.settings.shortName ?? '\u0000')
      ? `${input.title} | ${siteName}`
      : input.title
  // One canonical per language, and each language's page named in the other (hreflang, both
  // ways; x-default is the English page).
  const path = input.path ? pagePath(input.path) : pagePath(args.location.pathname)
  const url = `${base}${inLang(path, lang)}`
  const own = input.image
  const image = own
    ? {
        url: `${base}${ogImageUrl(own)}`,
        type: 'image/jpeg',
        alt: own.alt.trim() || input.title,
      }
    : {
        url: `${base}${DEFAULT_SHARE_IMAGE}`,
        type: 'image/png',
        alt: format(message(DEFAULT_SHARE_ALT), { name: siteName }),
      }
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...langs.map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: langTags[l].hreflang,
      href: `${base}${inLang(path, l)}`,
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${base}${inLang(path, 'en')}`,
    },
    { property: 'og:type', content: input.article ? 'article' : 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image.url },
    { property: 'og:image:type', content: image.type },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: image.alt },
    { property: 'og:locale', content: langTags[lang].ogLocale },
    ...langs
      .filter((l) => l !== lang)
      .map((l) => ({ property: 'og:locale:alternate', content: langTags[l].ogLocale })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ]
  if (input.article?.published)
    tags.push({ property: 'article:published_time', content: input.article.published })
  if (input.article?.modified)
    tags.push({ property: 'article:modified_time', content: input.article.modified })
  if (input.keywords) tags.push({ name: 'keywords', content: message(input.keywords) })
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
  for (const type of input.feeds ?? [])
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      // The feed in the page's language, named in it.
      title: root ? feedTitle(type, root.settings, (m, v) => format(message(m), v)) : type,
      href: `${base}${feedPath(type, lang)}`,
    })
  return tags
}

/**
 * The tags of a page made from its loader data. When there is none (the loader threw: the page
 * shows the error boundary's "Error: …" or 404), a title that says the page is unavailable, and
 * noindex.
 */
export function seoFromData<Data>(
  args: Parameters<typeof seo>[0] & { loaderData?: Data },
  what: string,
  input: (data: Data) => SeoInput,
): MetaDescriptor[] {
  return args.loaderData
    ? seo(args, input(args.loaderData))
    : seo(args, {
        title: `${what} temporarily unavailable`,
        description: 'This page could not be loaded. Please try again in a few minutes.',
        noindex: true,
      })
}
