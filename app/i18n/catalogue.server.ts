import { langTags, type Lang } from '#app/routing/lang.ts'
import kannada from './kn-ui.json'
import { format, lookup, type Values } from './format.ts'
import { setKannadaMessages } from './messages.ts'

// The server renders Kannada pages from the same catalogue the browser reads from its file.
setKannadaMessages(kannada as Record<string, string>)

/** The fixed strings of a language (English is the source text itself: no catalogue). */
function messagesFor(lang: Lang): Readonly<Record<string, string>> {
  return lang === 'kn' ? (kannada as Record<string, string>) : {}
}

/** The server's own words in a language (a form's refusal): `t('Message', { values })`. */
export function translator(lang: Lang): (message: string, values?: Values) => string {
  const messages = messagesFor(lang)
  return (message, values) => format(lookup(messages, message), values, langTags[lang].html)
}
