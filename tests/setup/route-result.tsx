import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider, type UNSAFE_DataWithResponseInit } from 'react-router'
import { identityDefaults } from '#app/content/identity'
import type { SiteSettings } from '#app/lib/site-settings'

/**
 * What a loader answered, read the same way whether it returned plain data, `data(…, { status })`
 * or threw one of those (404, 410) or a redirect Response.
 */
export type LoaderOutcome<T> =
  | { kind: 'data'; status: number; data: T }
  | { kind: 'thrown'; status: number; data: unknown }
  | { kind: 'redirect'; status: number; location: string }

type WithInit<T> = UNSAFE_DataWithResponseInit<T>

function isWithInit(v: unknown): v is WithInit<unknown> {
  return (
    typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'DataWithResponseInit'
  )
}

type Unwrapped<R> = R extends WithInit<infer D> ? D : R

export async function runLoader<R>(fn: () => R | Promise<R>): Promise<LoaderOutcome<Unwrapped<R>>> {
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

/** The loader's data, failing the test with what it got instead when it did not answer data. */
export function dataOf<T>(outcome: LoaderOutcome<T>): T {
  if (outcome.kind !== 'data') throw new Error(`expected data, got ${JSON.stringify(outcome)}`)
  return outcome.data
}

/**
 * Server-renders a route component under a root route carrying the given settings (what the
 * root loader gives pages), the way the page's HTML is made.
 */
export function renderPage(element: React.ReactNode, settings: SiteSettings = identityDefaults) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', children: [{ index: true, element }] }],
    {
      hydrationData: {
        loaderData: { root: { settings, publicUrl: 'https://site.example.com' } },
      },
    },
  )
  return renderToString(<RouterProvider router={router} />)
}
