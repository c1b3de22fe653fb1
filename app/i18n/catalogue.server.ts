import { langTags, type Lang } from '#app/routing/lang.ts'
import kannada from './kn-ui.json'
import { format, lookup, type Values } from './format.ts'

/**
 * The fixed strings of a page's language, for the root loader to hand to the page (English is
 * the source text itself: no catalogue). Only the page's language reaches the browser, in the
 * page's data, not in its JavaScript (docs/decisions/0031).
 */
export function messagesFor(lang: Lang): Readonly<Record<string, string>> {
  return lang === 'kn' ? (kannada as Record<string, string>) : {}
}

/** The server's own words in a language (a form's refusal): `t('Message', { values })`. */
export function translator(lang: Lang): (message: string, values?: Values) => string {
  const messages = messagesFor(lang)
  return (message, values) => format(lookup(messages, message), values, langTags[lang].html)
}
