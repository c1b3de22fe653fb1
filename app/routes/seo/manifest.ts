import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { inLang, langOfPath, langTags } from '#app/routing/lang.ts'
import type { Route } from './+types/manifest'
import { requestContext } from '#app/platform/context.server.ts'

/**
 * The web app manifest, named from the settings record, in each language: English at
 * /manifest.webmanifest, Kannada at /kn/manifest.webmanifest (the Kannada pages link it), which
 * opens the installed site on the Kannada home page.
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const settings = await getSettings(context.db).catch(() => identityDefaults)
  const lang = langOfPath(url.pathname)
  const t = translator(lang)
  const manifest = {
    name: settings.companyName,
    short_name: settings.shortName,
    // English says the site's tagline (the settings'); Kannada its own words.
    description:
      lang === 'en'
        ? settings.tagline
        : t(
            'We turn village kirana stores into Grameen supermarkets: groceries, spices, oils and daily needs delivered to rural Karnataka and South India.',
          ),
    lang: langTags[lang].html,
    dir: 'ltr',
    start_url: inLang('/', lang),
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
