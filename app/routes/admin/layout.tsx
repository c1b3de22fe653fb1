import { useEffect } from 'react'
import {
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  useLocation,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { ConsoleShell, type ConsoleNavItem } from '#app/components/admin/console-shell.tsx'
import { PageTitle } from '#app/components/admin/ui.tsx'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { requireStaff } from '#app/domain/accounts/guard.server.ts'
import { can, canReadInbox, roleLabels } from '#app/domain/accounts/roles.ts'
import { countNewSubmissions } from '#app/domain/inbox/inbox.server.ts'
import { allContentKinds } from '#app/domain/content/registry.server.ts'
import {
  consolePaths,
  contentListPath,
  loginPath,
  mediaPath,
  redirectsPath,
  trashPath,
} from '#app/routing/console.ts'
import { trashable } from '#app/domain/content/trash.server.ts'
import '#app/admin.css'
import { consoleHeaders } from './console.server.ts'
import type { Route } from './+types/layout'
import { requestContext } from '#app/platform/context.server.ts'

/** Every signed-in console page sits in here: who is signed in, and the sections they may open. */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const { user, session } = requireStaff(context, url)
  const kinds = (['contact', 'apply'] as const).filter((k) =>
    can(user.role, k === 'contact' ? 'inbox:contact' : 'inbox:apply'),
  )
  const newCount = kinds.length ? await countNewSubmissions(context.db, kinds).catch(() => 0) : 0
  const nav: ConsoleNavItem[] = [{ to: consolePaths.dashboard, label: 'Dashboard' }]
  if (canReadInbox(user.role)) nav.push({ to: consolePaths.inbox, label: 'Inbox', badge: newCount })
  for (const kind of allContentKinds())
    if (kind.kind !== 'settings' && can(user.role, kind.right))
      nav.push({ to: contentListPath(kind.kind), label: kind.label })
  if (can(user.role, 'media')) nav.push({ to: mediaPath, label: 'Media library' })
  if (can(user.role, 'content')) nav.push({ to: redirectsPath, label: 'Redirects' })
  if (allContentKinds().some((k) => trashable(k) && can(user.role, k.right)))
    nav.push({ to: trashPath, label: 'Trash' })
  if (can(user.role, 'settings')) nav.push({ to: consolePaths.settings, label: 'Site settings' })
  if (can(user.role, 'settings')) nav.push({ to: consolePaths.review, label: 'Review rules' })
  if (can(user.role, 'users')) nav.push({ to: consolePaths.users, label: 'People' })
  if (can(user.role, 'audit')) nav.push({ to: consolePaths.audit, label: 'Audit log' })
  if (can(user.role, 'privacy')) nav.push({ to: consolePaths.privacy, label: 'Privacy requests' })
  nav.push({ to: consolePaths.account, label: 'My account' })
  return data(
    {
      user: {
        name: user.name,
        email: user.email,
        role: user.role,
        roleLabel: roleLabels[user.role],
      },
      csrf: session.csrfToken,
      nav,
    },
    { headers: consoleHeaders },
  )
}

export const handle = { cache: 'private' }

export type ConsoleData = Awaited<ReturnType<typeof loader>>['data']

/** The console's data for its pages: the signed-in person and the CSRF token for their forms. */
export function useConsole(): ConsoleData {
  return useRouteLoaderData<ConsoleData>('console')!
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { shortName } = useSiteSettings()
  return (
    <ConsoleShell
      companyName={shortName}
      user={loaderData.user}
      nav={loaderData.nav}
      csrf={loaderData.csrf}
    >
      <Outlet />
    </ConsoleShell>
  )
}

/** 403, 404 and failures inside the console: said plainly, with the way back. */
export function ErrorBoundary() {
  const error = useRouteError()
  const d = useRouteLoaderData<ConsoleData>('console')
  const { shortName } = useSiteSettings()
  const status = isRouteErrorResponse(error) ? error.status : 500
  // Signed out while a page was open (8 hours idle, signed out elsewhere): the server answers the
  // page's next request for data or a save with 401 (server/admin-guard.ts). Go to the sign-in,
  // which comes back here, as a page asked for afresh would; a save it stopped is offered back
  // there (components/admin/unsent-edits.tsx).
  const location = useLocation()
  const navigate = useNavigate()
  const signIn = loginPath(location.pathname + location.search)
  useEffect(() => {
    if (status === 401) navigate(signIn, { replace: true })
  }, [status, signIn, navigate])
  const message =
    isRouteErrorResponse(error) &&
    typeof error.data === 'object' &&
    error.data &&
    'message' in error.data
      ? String((error.data as { message: unknown }).message)
      : status === 404
        ? 'There is no such page in the console.'
        : status === 401
          ? 'You have been signed out. Taking you to the sign-in page…'
          : 'Something went wrong on our side. Please try again.'
  const title =
    status === 401
      ? 'Signed out'
      : status === 403
        ? 'Not allowed'
        : status === 404
          ? 'Not found'
          : status === 503
            ? 'Unavailable'
            : 'Something went wrong'
  const body = (
    <>
      <title>{`${title} · Console`}</title>
      <PageTitle>{title}</PageTitle>
      <p className="text-lg">{message}</p>
      <p className="mt-6">
        {status === 401 ? (
          <Link to={signIn} className="btn-primary rounded-lg">
            Sign in
          </Link>
        ) : (
          <Link to={consolePaths.dashboard} className="btn-primary rounded-lg">
            Back to the dashboard
          </Link>
        )}
      </p>
    </>
  )
  if (!d) return <div className="mx-auto max-w-xl p-8">{body}</div>
  return (
    <ConsoleShell companyName={shortName} user={d.user} nav={d.nav} csrf={d.csrf}>
      {body}
    </ConsoleShell>
  )
}
