import { useRouteLoaderData } from 'react-router'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import type { SiteSettings } from '#app/domain/settings/site-settings.ts'
import type { RootData } from '#app/root.tsx'

/**
 * The settings record the root loader read, or the identity defaults when it has none (an error
 * page drawn without the root's data).
 */
export function useSiteSettings(): SiteSettings {
  return useRouteLoaderData<RootData>('root')?.settings ?? identityDefaults
}
