/**
 * The site's two languages and the one rule that ties them to addresses (DESIGN.md "Languages"):
 * English at today's paths, Kannada at the same path under `/kn` (home `/kn`). A page's language
 * is read from its URL, never from a cookie or `Accept-Language`, so the page cache's key (the
 * path) names the language too.
 */
export type Lang = 'en' | 'kn'

export const langs: readonly Lang[] = ['en', 'kn']

/** The prefix of the Kannada pages. */
const KN = '/kn'

/** `<html lang>`, `hreflang` and `og:locale` of each language. */
export const langTags = {
  en: { html: 'en-IN', hreflang: 'en-IN', ogLocale: 'en_IN', name: 'English' },
  kn: { html: 'kn', hreflang: 'kn-IN', ogLocale: 'kn_IN', name: 'ಕನ್ನಡ' },
} as const satisfies Record<
  Lang,
  { html: string; hreflang: string; ogLocale: string; name: string }
>

/** The language of a page, from its path. */
export function langOfPath(pathname: string): Lang {
  return pathname === KN || pathname.startsWith(`${KN}/`) ? 'kn' : 'en'
}

/** A page's path without its language: `/kn/about-us` → `/about-us`, `/kn` → `/`. */
export function pagePath(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname
  return pathname.slice(KN.length) || '/'
}

/** A page's language and its path without the language, from the page's URL (a loader's `url`). */
export function pageOf(url: { pathname: string }): { lang: Lang; path: string } {
  return { lang: langOfPath(url.pathname), path: pagePath(url.pathname) }
}

/**
 * Paths of the site that are not pages (files, feeds, the console, the API, the form endpoints):
 * they are one address for both languages.
 */
const NOT_A_PAGE =
  /^\/(?:assets|media|icons|admin|api|forms|__)(?:\/|$)|\.(?:xml|txt|json|webmanifest|ico|png|svg|jpe?g|webp|avif|js|css|pdf)$/i

/**
 * The address of a site page in a language: `/about-us` → `/kn/about-us`, `/` → `/kn`. Anything
 * that is not a page path of this site (another site, `#top`, `tel:`, a file, the console) is
 * returned as it is, and so is a path already in the language asked for.
 */
export function inLang(to: string, lang: Lang): string {
  if (!to.startsWith('/') || to.startsWith('//') || NOT_A_PAGE.test(to)) return to
  const end = to.search(/[?#]/)
  const path = end < 0 ? to : to.slice(0, end)
  const rest = end < 0 ? '' : to.slice(end)
  const bare = pagePath(path)
  if (lang === 'en') return bare + rest
  return (bare === '/' ? KN : KN + bare) + rest
}

/** The other language: the one the language switch offers. */
export function otherLang(lang: Lang): Lang {
  return lang === 'kn' ? 'en' : 'kn'
}
