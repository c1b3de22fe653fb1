import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import type { Route } from './+types/manifest'
import { requestContext } from '#app/platform/context.server.ts'

/** The web app manifest, named from the settings record. */
export async function loader({ context: router }: Route.LoaderArgs) {
  const context = requestContext(router)
  const settings = await getSettings(context.db).catch(() => identityDefaults)
  const manifest = {
    name: settings.companyName,
    short_name: settings.shortName,
    description: settings.tagline,
    start_url: '/',
    display: 'standalone',
    background_color: '#fbf8f2',
    theme_color: '#1d3a8a',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
