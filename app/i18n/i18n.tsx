import { createContext, use, type ReactNode } from 'react'
import { langTags, type Lang } from '#app/routing/lang.ts'
import { format, lookup, parts, type Values } from './format.ts'

/**
 * The page's language and its catalogue, for every component below the document
 * (docs/architecture.md "Languages"). The catalogue's keys are the English text as the code writes
 * it: `t('Send Message')`, `t('Call us on {phone}', { phone })`. English has no catalogue, so an
 * English page formats its source text; a Kannada page looks each message up in the messages the
 * root loader gave it (app/i18n/kn-ui.json) and falls back to the English one.
 */
export type I18n = {
  lang: Lang
  /** The message in the page's language, with its values. */
  t: (message: string, values?: Values) => string
  /**
   * A message with numbered elements (`Posted <0>{date}</0>`): `elements[n]` draws element n
   * around its text.
   */
  rich: (
    message: string,
    values: Values,
    elements: ReadonlyArray<(text: string) => ReactNode>,
  ) => ReactNode[]
  /**
   * A date as `formatDate` writes it (`3 Dec 2026`, app/utils/dates.ts) in the page's language:
   * Kannada names the month in full (`3 ಡಿಸೆಂಬರ್ 2026`, docs/kannada-glossary.md).
   */
  date: (text: string) => string
  /**
   * The `lang` of text that comes from the content (a title, an article, the address): English
   * until the content is translated, so on a Kannada page it says `en` and a screen reader reads
   * it in an English voice; nothing on an English page.
   */
  content: 'en' | undefined
}

const MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/

export function makeI18n(lang: Lang, messages: Readonly<Record<string, string>> | undefined): I18n {
  const locale = langTags[lang].html
  const text = (message: string) => (lang === 'en' ? message : lookup(messages, message))
  return {
    lang,
    t: (message, values) => format(text(message), values, locale),
    rich: (message, values, elements) =>
      parts(text(message), values, locale).map((part, i) =>
        typeof part === 'string' ? part : <Wrap key={i}>{elements[part.index]?.(part.text)}</Wrap>,
      ),
    content: lang === 'en' ? undefined : 'en',
    date: (value) => (lang === 'en' ? value : value.replace(MONTH, (m) => text(m))),
  }
}

function Wrap({ children }: { children: ReactNode }) {
  return children
}

const english = makeI18n('en', undefined)

const I18nContext = createContext<I18n>(english)

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext value={value}>{children}</I18nContext>
}

/** The page's language and its messages. */
export function useI18n(): I18n {
  return use(I18nContext)
}
