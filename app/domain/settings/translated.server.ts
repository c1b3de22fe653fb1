import type { Db } from '#app/db/client.server.ts'
import {
  SETTINGS_ID,
  settingsFields,
  settingsKind,
  toSettings,
  toValues,
} from '#app/domain/content/kinds/settings.server.ts'
import {
  publishedTranslations,
  valuesInLang,
  type Translation,
} from '#app/domain/content/translations.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import type { SiteSettings } from './site-settings.ts'

/**
 * The settings as a page in `lang` shows them: on a Kannada page each word's published Kannada,
 * the English where it has none, named in `en` by its form field (`addressLines`,
 * `stat3Label` …) so the page marks it `lang="en"`. When the Kannada cannot be read the page
 * shows the English, marked (`onError` hears why).
 */
export async function settingsInLang(
  db: Db,
  settings: SiteSettings,
  lang: Lang,
  onError?: (error: unknown) => void,
): Promise<{ settings: SiteSettings; en: string[] }> {
  if (lang === 'en') return { settings, en: [] }
  const translations = await publishedTranslations(
    db,
    settingsKind.kind,
    [SETTINGS_ID],
    lang,
  ).catch((error: unknown) => {
    onError?.(error)
    return new Map<string, Translation>()
  })
  const r = valuesInLang(settingsFields, toValues(settings), translations.get(SETTINGS_ID))
  return { settings: toSettings(r.values, settings), en: r.en }
}
