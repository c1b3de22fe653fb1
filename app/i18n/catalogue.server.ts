import type { Lang } from '#app/routing/lang.ts'
import kannada from './kn-ui.json'

/**
 * The fixed strings of a page's language, for the root loader to hand to the page (English is
 * the source text itself: no catalogue). Only the page's language reaches the browser, in the
 * page's data, not in its JavaScript (docs/decisions/0031).
 */
export function messagesFor(lang: Lang): Readonly<Record<string, string>> {
  return lang === 'kn' ? (kannada as Record<string, string>) : {}
}
