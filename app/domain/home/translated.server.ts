import {
  overlay,
  pageTranslations,
  type Translation,
  type TranslationSource,
} from '#app/domain/content/translations.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import { htmlToPlainText, sanitizeRichText } from '#app/utils/html.server.ts'
import type { HomeSlide, HomeSlideRecord } from './slides.server.ts'

/** The words of a slide a Kannada page may show in English. */
type SlideWord = 'title' | 'text' | 'imageAlt'

type Slide = HomeSlide & Partial<Pick<HomeSlideRecord, 'descriptionHtml'>>

/**
 * A home slide in Kannada, field by field (the slides declaration's localized fields): the
 * published Kannada where there is one, else the English, and `en` naming the words still in
 * English. The carousel shows the description as plain text, so the Kannada is made plain too;
 * a record with the description's HTML (/api/v2) gets it sanitized as the English is.
 */
export function slideInKannada<T extends Slide>(
  slide: T,
  kn: Translation | undefined,
): { slide: T; en: SlideWord[] } {
  const { record, en } = overlay<Slide>(slide, kn, { title: 'title', imageAlt: 'imageAlt' })
  const words = [...en] as SlideWord[]
  const text = kn?.description ? htmlToPlainText(kn.description) : ''
  if (text) {
    record.text = text
    if ('descriptionHtml' in slide) record.descriptionHtml = sanitizeRichText(kn!.description!)
  } else if (slide.text) words.push('text')
  return { slide: record as T, en: words }
}

/**
 * The slides in a page's language: on a Kannada page their published Kannada (one query; in remote
 * mode the ERP's, from its `?lang=kn` answer), English where none or when it cannot be read. An English page reads nothing.
 */
export async function slidesInLang<T extends Slide>(
  source: TranslationSource,
  slides: readonly T[],
  lang: Lang,
): Promise<Array<{ slide: T; en: SlideWord[] }>> {
  const kn = await pageTranslations(
    source,
    'slides',
    slides.map((s) => s.id),
    lang,
  )
  return lang === 'en'
    ? slides.map((slide) => ({ slide, en: [] }))
    : slides.map((s) => slideInKannada(s, kn.get(String(s.id))))
}
