import { Links, Meta, Outlet, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { useShellData } from '#app/components/hooks/use-site-settings.ts'
import { SiteShell, type ShellData } from '#app/components/site-shell.tsx'
import { ErrorPage } from '#app/components/error-page.tsx'
import { PageScripts } from '#app/components/page-scripts.tsx'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { doNotCache, tagShared } from '#app/platform/page-tags.server.ts'
import { requestContext } from '#app/platform/context.server.ts'

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = requestContext(router)
  let settings = identityDefaults
  tagShared(context, 'settings')
  try {
    settings = await getSettings(context.db)
  } catch (error) {
    // The pages say what failed where their data would be; the shell falls back to the defaults.
    context.log.error({ err: error }, 'settings could not be read; using identity defaults')
    doNotCache(context)
  }
  return {
    settings,
    publicUrl: context.env.PUBLIC_URL,
    logo: context.media.image('site/logo.svg', settings.companyName),
    logoLight: context.media.image('site/logo-light.svg', settings.companyName),
  } satisfies ShellData
}

// Settings change rarely; client navigations need not ask for them again.
export function shouldRevalidate() {
  return false
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/icons/icon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3a8a" />
        <Meta />
        <Links />
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
  return (
    <SiteShell data={data}>
      <title>{`Error | ${data?.settings.companyName ?? identityDefaults.companyName}`}</title>
      <ErrorPage error={error} />
    </SiteShell>
  )
}
