import { Outlet } from 'react-router'
import { ErrorPage, describeError } from '#app/components/error-page.tsx'
import { SiteShell } from '#app/components/site-shell.tsx'
import { useShellData } from '#app/components/page-data.tsx'
import type { Route } from './+types/layout'
import { useI18n } from '#app/i18n/i18n.tsx'

export default function SiteLayout() {
  const data = useShellData()
  return (
    <SiteShell data={data}>
      <Outlet />
    </SiteShell>
  )
}

/** Every page's errors (404, 410, 503, 500) render here, inside the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useShellData()
  const { title } = describeError(error)
  const { t } = useI18n()
  return (
    <SiteShell data={data}>
      <title>{`${t(title)} | ${data?.settings.companyName ?? ''}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorPage error={error} />
    </SiteShell>
  )
}
