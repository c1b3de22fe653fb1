import { useRouteLoaderData } from 'react-router'
import { identityDefaults } from '#app/content/identity'
import type { SiteSettings } from '#app/lib/site-settings'
import type { RootData } from '#app/root'

/**
 * The settings record the root loader read, or the identity defaults when it has none (an error
 * page drawn without the root's data).
 */
export function useSiteSettings(): SiteSettings {
  return useRouteLoaderData<RootData>('root')?.settings ?? identityDefaults
}
