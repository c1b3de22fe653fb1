import { useShellData } from '#app/components/page-data.tsx'
import { settingsLangOf } from '#app/components/site-shell.tsx'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import type { SiteSettings } from '#app/domain/settings/site-settings.ts'

/**
 * The settings record the root loader read, or the identity defaults when it has none (an error
 * page drawn without the root's data).
 */
export function useSiteSettings(): SiteSettings {
  return useShellData()?.settings ?? identityDefaults
}

/** The `lang` of one of the settings' words on this page (site-shell.tsx, `settingsLangOf`). */
export function useSettingsLang(): (field: string) => 'en' | undefined {
  return settingsLangOf(useShellData()?.settingsEn, useI18n().content)
}
