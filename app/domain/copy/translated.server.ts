import type { Db } from '#app/db/client.server.ts'
import { copyFromValues, copyKind, copyValues } from '#app/domain/content/kinds/copy.server.ts'
import {
  publishedTranslations,
  valuesInLang,
  type Translation,
} from '#app/domain/content/translations.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import type { CopyBlocks, CopyKey } from './store.server.ts'

// The page copy in Kannada (issue 35): its blocks' words are declared `localized` in the copy
// kind (app/domain/content/kinds/copy.server.ts), staff publish their Kannada in the console's
// Kannada tab, and the pages lay it over the English here, word by word.

/** Blocks of the page copy in a language, with the words of each still in English. */
export type CopyInLang<K extends CopyKey> = {
  blocks: Pick<CopyBlocks, K>
  /** Per block, the paths of its words shown in English (`cards.0.description`): `lang="en"`. */
  en: Record<K, string[]>
}

/**
 * The page's blocks (as `readCopy` read them) in its language: on a Kannada page each word's
 * published Kannada, field by field, the English where it has none (named in `en`). When the
 * Kannada cannot be read the page shows the English, marked, rather than no page (`onError`).
 */
export async function copyInLang<K extends CopyKey>(
  db: Db,
  english: Pick<CopyBlocks, K>,
  lang: Lang,
  onError?: (error: unknown) => void,
): Promise<CopyInLang<K>> {
  const keys = Object.keys(english) as K[]
  const en = Object.fromEntries(keys.map((k) => [k, [] as string[]])) as Record<K, string[]>
  if (lang === 'en') return { blocks: english, en }
  const translations = await publishedTranslations(db, copyKind.kind, keys, lang).catch(
    (error: unknown) => {
      onError?.(error)
      return new Map<string, Translation>()
    },
  )
  const blocks = { ...english }
  for (const key of keys) {
    const r = valuesInLang(
      copyKind.fieldsOf!(key),
      copyValues(key, english[key]),
      translations.get(key),
    )
    ;(blocks as Record<string, unknown>)[key] = copyFromValues(key, r.values)
    en[key] = r.en
  }
  return { blocks, en }
}
