import { createContext, memo, use, type ComponentType, type ReactNode } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { ShellData } from '#app/components/site-shell.tsx'

// What keeps the router's updates after hydration from drawing a page again (docs/decisions/0032):
// the root's data in a context of its own, and each page's route component memoised.

const ShellDataContext = createContext<ShellData | undefined>(undefined)

/** Gives the root loader's data to `useShellData` below it (root.tsx's layout). */
export function ShellDataProvider({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<ShellData>('root')
  return <ShellDataContext value={data}>{children}</ShellDataContext>
}

/**
 * The root loader's data, as `ShellDataProvider` hands it down; undefined on an error page drawn
 * without it. A context of its own, not the router's state, so a component that reads the
 * settings is not drawn again on each of the router's updates (route discovery's answer after
 * hydration).
 */
export function useShellData(): ShellData | undefined {
  return use(ShellDataContext)
}

type PageProps = {
  params?: Readonly<Record<string, string | undefined>>
  loaderData?: unknown
  actionData?: unknown
  matches?: unknown
}

const sameParams = (a: PageProps['params'], b: PageProps['params']): boolean => {
  if (a === b) return true
  if (!a || !b) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k])
}

/** The same page: the same data, and parameters with the same values. */
function samePageProps(a: PageProps, b: PageProps): boolean {
  return (
    a.loaderData === b.loaderData &&
    a.actionData === b.actionData &&
    a.matches === b.matches &&
    sameParams(a.params, b.params)
  )
}

/**
 * A public page's route component, drawn again only when its data or its parameters' values
 * change. Each of the router's updates hands a route component new props: route discovery's
 * answer after hydration (React Router's `patchRoutes`) draws every route again with the same
 * data and a new `params` object of the same values, which drew the whole page a second time on
 * a slow phone's main thread (docs/benchmarks.md "Slow CPU"). Its components still redraw for
 * their own state and the contexts they read.
 */
export function pageMemo<P extends PageProps>(page: ComponentType<P>) {
  return memo(page, samePageProps)
}
