import { useMemo } from 'react'
import { Links, Meta, Outlet, ScrollRestoration, useLocation } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { ShellDataProvider, useShellData } from '#app/components/page-data.tsx'
import { SiteShell, type ShellData } from '#app/components/site-shell.tsx'
import { ErrorPage } from '#app/components/error-page.tsx'
import { PageScripts } from '#app/components/page-scripts.tsx'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { settingsInLang } from '#app/domain/settings/translated.server.ts'
import { doNotCache, tagShared } from '#app/platform/page-tags.server.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { I18nProvider, makeI18n, useI18n } from '#app/i18n/i18n.tsx'
import { messagesOf } from '#app/i18n/messages.ts'
import kannadaCatalogueUrl from '#app/i18n/kn-ui.json?url'
import { langOfPath, langTags } from '#app/routing/lang.ts'

export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  let settings = identityDefaults
  let settingsEn: string[] | undefined
  tagShared(context, 'settings')
  try {
    // A Kannada page's settings: their published Kannada word by word, the English (marked) else.
    const inLang = await settingsInLang(
      context.db,
      await getSettings(context.db),
      langOfPath(url.pathname),
      (err) => {
        context.log.warn({ err }, 'the settings’ Kannada could not be read; showing the English')
        doNotCache(context)
      },
    )
    settings = inLang.settings
    settingsEn = inLang.en
  } catch (error) {
    // The pages say what failed where their data would be; the shell falls back to the defaults.
    context.log.error({ err: error }, 'settings could not be read; using identity defaults')
    doNotCache(context)
  }
  return {
    settings,
    ...(settingsEn ? { settingsEn } : {}),
    publicUrl: context.env.PUBLIC_URL,
    logo: context.media.image('site/logo.svg', settings.companyName),
    logoLight: context.media.image('site/logo-light.svg', settings.companyName),
  } satisfies ShellData
}

// Settings change rarely: client navigations need not ask for them again. (A page's links stay
// in its language; the language switch is a full page load.)
export function shouldRevalidate() {
  return false
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/icons/icon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]

/** The web app manifest of the page's language (routes/seo/manifest.ts). */
const manifestHref = { en: '/manifest.webmanifest', kn: '/kn/manifest.webmanifest' } as const

export function Layout({ children }: { children: React.ReactNode }) {
  // The language is the URL's (app/routing/lang.ts); its messages are this process's
  // (app/i18n/messages.ts), read before hydration in the browser.
  const lang = langOfPath(useLocation().pathname)
  // One value a language: a new one on each of the router's updates would draw every component
  // that reads it again (route discovery's update after hydration, docs/benchmarks.md).
  const i18n = useMemo(() => makeI18n(lang, messagesOf(lang)), [lang])
  return (
    <I18nProvider value={i18n}>
      <ShellDataProvider>
        <Document
          lang={lang === 'kn' ? langTags.kn.html : langTags.en.html}
          manifest={manifestHref[lang]}
        >
          {children}
        </Document>
      </ShellDataProvider>
    </I18nProvider>
  )
}

function Document({
  lang,
  manifest,
  children,
}: {
  lang: string
  manifest: string
  children: React.ReactNode
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3a8a" />
        <Meta />
        <link rel="manifest" href={manifest} />
        <Links />
        {lang === langTags.kn.html ? (
          // The Kannada catalogue, fetched beside the page and read before it hydrates.
          <link
            rel="preload"
            href={kannadaCatalogueUrl}
            as="fetch"
            crossOrigin="anonymous"
            data-catalogue=""
          />
        ) : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <PageScripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

/** Only when something fails outside the site layout; it still draws the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useShellData()
  const { t } = useI18n()
  return (
    <SiteShell data={data}>
      <title>
        {t('Error | {companyName}', {
          companyName: data?.settings.companyName ?? identityDefaults.companyName,
        })}
      </title>
      <ErrorPage error={error} />
    </SiteShell>
  )
}
