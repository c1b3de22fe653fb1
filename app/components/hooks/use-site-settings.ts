import { useRootData } from '#app/components/page-data.tsx'
import { settingsLangOf, type ShellData } from '#app/components/site-shell.tsx'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import type { SiteSettings } from '#app/domain/settings/site-settings.ts'

/**
 * The root loader's data, handed down by the root layout (`ShellDataProvider`, app/components/
 * page-data.tsx); undefined on an error page drawn without it. Not read from the router's state,
 * so a page that reads the settings is not drawn again on each of the router's updates (route
 * discovery's answer after hydration: docs/decisions/0032).
 */
export function useShellData(): ShellData | undefined {
  return useRootData()
}

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
