import { ShellDataProvider } from '#app/components/page-data.tsx'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import type { SiteSettings } from '#app/domain/settings/site-settings.ts'

/**
 * What a loader answered, read the same way whether it returned plain data, `data(…, { status })`
 * or threw one of those (404) or a redirect Response.
 */
export type LoaderOutcome<T> =
  | { kind: 'data'; status: number; data: T }
  | { kind: 'thrown'; status: number; data: unknown }
  | { kind: 'redirect'; status: number; location: string }

// React Router's DataWithResponseInit, as its declaration types it.
type WithInit<T> = { type: string; data: T; init: ResponseInit | null }

function isWithInit(v: unknown): v is WithInit<unknown> {
  return (
    typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'DataWithResponseInit'
  )
}

type Unwrapped<R> = R extends WithInit<infer D> ? D : R

export async function loaderOutcome<R>(
  fn: () => R | Promise<R>,
): Promise<LoaderOutcome<Unwrapped<R>>> {
  try {
    const r = await fn()
    if (isWithInit(r))
      return { kind: 'data', status: r.init?.status ?? 200, data: r.data as Unwrapped<R> }
    return { kind: 'data', status: 200, data: r as Unwrapped<R> }
  } catch (thrown) {
    if (thrown instanceof Response)
      return {
        kind: 'redirect',
        status: thrown.status,
        location: thrown.headers.get('Location') ?? '',
      }
    if (isWithInit(thrown))
      return { kind: 'thrown', status: thrown.init?.status ?? 500, data: thrown.data }
    throw thrown
  }
}

/**
 * Calls a route's loader with test arguments (tests/setup/context.ts loaderArgs): the generated
 * Route.LoaderArgs also name fields our loaders never read.
 */
export function runLoader<A, R>(
  loader: (args: A) => R | Promise<R>,
  args: object,
): Promise<LoaderOutcome<Unwrapped<R>>> {
  return loaderOutcome(() => loader(args as A))
}

/** The loader's data, failing the test with what it got instead when it did not answer data. */
export function outcomeData<T>(outcome: LoaderOutcome<T>): T {
  if (outcome.kind !== 'data') throw new Error(`expected data, got ${JSON.stringify(outcome)}`)
  return outcome.data
}

/**
 * Server-renders a route component at a URL (its search parameters matter to some pages), under
 * a root route carrying the settings the root loader gives pages: the page's HTML as the server
 * makes it.
 */
export function renderRoute(
  url: string,
  element: React.ReactNode,
  settings: SiteSettings = identityDefaults,
) {
  // The root layout hands the root's data down (useShellData): so does this route.
  const page = <ShellDataProvider>{element}</ShellDataProvider>
  const router = createMemoryRouter([{ id: 'root', path: '*', element: page }], {
    initialEntries: [url],
    hydrationData: {
      loaderData: { root: { settings, publicUrl: 'https://site.example.com' } },
    },
  })
  return renderToString(<RouterProvider router={router} />)
}
