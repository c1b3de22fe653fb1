import type { ServerBuild } from 'react-router'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import siteRoutes from '#app/routes.ts'

/** One route of a hand-made build: its manifest entry (less the module's URL) and its module. */
export type FakeRoute = {
  parentId?: string
  path?: string
  index?: boolean
  hasLoader?: boolean
  hasAction?: boolean
  module: Record<string, unknown>
}

/**
 * A React Router server build made by hand, for testing what runs around the router (the Express
 * adapter, entry.server) without Vite: the routes by id, and the entry's request handler.
 */
export function fakeServerBuild(
  entry: ServerBuild['entry']['module']['default'],
  routes: Record<string, FakeRoute>,
): ServerBuild {
  const manifest = Object.fromEntries(
    Object.entries(routes).map(([id, { module: _module, ...route }]) => [
      id,
      { id, hasLoader: false, hasAction: false, ...route, module: `/${id}.js` },
    ]),
  )
  return {
    entry: { module: { default: entry } },
    routes: Object.fromEntries(
      Object.entries(routes).map(([id, r]) => [id, { ...manifest[id], module: r.module }]),
    ),
    assets: {
      entry: { imports: [], module: '/entry.js' },
      routes: manifest,
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild
}

/** The build of app/routes.ts itself, with modules that render nothing (ids as React Router's). */
export function appRoutesBuild(seen: string[][] = []): ServerBuild {
  const routes: Record<string, FakeRoute> = { root: { path: '', module: { default: () => null } } }
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')
      routes[id] = {
        parentId,
        ...(entry.path !== undefined ? { path: entry.path } : {}),
        ...(entry.index ? { index: true } : {}),
        hasLoader: true,
        module: { default: () => null, loader: () => id },
      }
      add(entry.children ?? [], id)
    }
  }
  add(siteRoutes, 'root')
  return fakeServerBuild(
    (_req: Request, status: number, headers: Headers, ctx: { manifest: ServerBuild['assets'] }) => {
      seen.push(Object.keys(ctx.manifest.routes).sort())
      headers.set('Content-Type', 'text/html')
      return new Response('page', { status, headers })
    },
    routes,
  )
}
