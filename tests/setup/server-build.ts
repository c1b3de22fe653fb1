import type { ServerBuild } from 'react-router'

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
