import { useRouteLoaderData } from 'react-router'
import type { ShellData } from '#app/components/site-shell.tsx'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import type { SiteSettings } from '#app/domain/settings/site-settings.ts'

/** The root loader's data; undefined on an error page drawn without it. */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData<ShellData>('root')
}

/**
 * The settings record the root loader read, or the identity defaults when it has none (an error
 * page drawn without the root's data).
 */
export function useSiteSettings(): SiteSettings {
  return useShellData()?.settings ?? identityDefaults
}

/**
 * The `lang` of one of the settings' words on this page (named by its form field: `addressLines`,
 * `copyrightLine`, `stat3Label` …): `en` on a Kannada page while that word has no published
 * Kannada, or when the settings could not be read in the page's language; else nothing.
 */
export function useSettingsLang(): (field: string) => 'en' | undefined {
  const { content } = useI18n()
  const en = useShellData()?.settingsEn
  return (field) => (!en || en.includes(field) ? content : undefined)
}
