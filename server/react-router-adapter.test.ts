import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, expect, test } from 'vitest'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { appRoutesBuild, fakeServerBuild } from '#tests/setup/server-build.ts'
import type { RequestContext } from '#app/platform/context.server.ts'
import { withPageCache } from './app.ts'
import { PageCache } from './page-cache.ts'
import { createPageHandler, routeFamilies, withoutConsole } from './react-router-adapter.ts'

// The adapter between Express and React Router, on a one-route build: what a loader's
// request.signal says when the visitor leaves, and when the answer was sent in full.

let loaderSignal: AbortSignal | null = null
let releaseLoader: () => void = () => {}

function oneRouteBuild(): ServerBuild {
  return fakeServerBuild(
    (_req: Request, status: number, headers: Headers) => {
      headers.set('Content-Type', 'text/html')
      headers.set('Content-Length', '4')
      return new Response('page', { status, headers })
    },
    {
      root: {
        path: '',
        hasLoader: true,
        module: {
          default: () => null,
          loader: async ({ request }: { request: Request }) => {
            loaderSignal = request.signal
            await new Promise<void>((resolve) => (releaseLoader = resolve))
            return null
          },
        },
      },
    },
  )
}

let server: http.Server | null = null
afterEach(async () => {
  loaderSignal = null
  server?.closeAllConnections()
  await new Promise((r) => server?.close(r))
})

const serve = () => serveBuild(oneRouteBuild())

/** Resolves once the loader runs: it then waits until releaseLoader() is called. */
async function loaderStarted(): Promise<AbortSignal> {
  while (!loaderSignal) await new Promise((r) => setImmediate(r))
  return loaderSignal
}

test("a visitor who leaves before the answer aborts the loaders' signal", async () => {
  const port = await serve()
  const req = http.get({ host: '127.0.0.1', port, path: '/' })
  req.on('error', () => {})
  const signal = await loaderStarted()
  expect(signal.aborted).toBe(false)
  const aborted = new Promise((r) => signal.addEventListener('abort', r))
  req.destroy()
  await aborted
  expect(signal.aborted).toBe(true)
  releaseLoader()
})

test('an answer sent in full leaves the signal alone when the connection closes', async () => {
  const port = await serve()
  const closed = new Promise<void>((resolve) => {
    server!.once('connection', (socket) => socket.once('close', () => resolve()))
  })
  const body = new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        let text = ''
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve(text))
      })
      .on('error', reject)
  })
  const signal = await loaderStarted()
  releaseLoader()
  expect(await body).toBe('page')
  // The response's 'close' has run by the time the socket has closed.
  await closed
  expect(signal.aborted).toBe(false)
})

// The console's routes are left out of the build that answers every other path: what each render
// sees of the route tree (React Router matches a path against all of it, three times a render).

/** A site of two public pages and a console of three, as app/routes.ts lays them out. */
function siteAndConsoleBuild(seen: string[][]): ServerBuild {
  const page = (name: string) => ({
    hasLoader: true,
    module: { default: () => null, loader: () => name },
  })
  return fakeServerBuild(
    (_req: Request, status: number, headers: Headers, ctx: { manifest: ServerBuild['assets'] }) => {
      seen.push(Object.keys(ctx.manifest.routes).sort())
      headers.set('Content-Type', 'text/html')
      return new Response('page', { status, headers })
    },
    {
      root: { path: '', module: { default: () => null } },
      'admin-login': { parentId: 'root', path: 'admin/login', ...page('login') },
      console: { parentId: 'root', module: { default: () => null } },
      dashboard: { parentId: 'console', path: 'admin', ...page('dashboard') },
      'content-list': { parentId: 'console', path: 'admin/:kind', ...page('list') },
      site: { parentId: 'root', module: { default: () => null } },
      home: { parentId: 'site', index: true, ...page('home') },
      brand: { parentId: 'site', path: ':brand', ...page('brand') },
    },
  )
}

/** The adapter on `build` at a free port, with the page cache in front as in server/app.ts. */
async function serveBuild(build: ServerBuild, pageCache?: PageCache): Promise<number> {
  const app = express()
  app.all(
    '/{*splat}',
    createPageHandler({
      build,
      mode: 'production',
      getLoadContext: () => ({}) as RequestContext,
      pageCache,
    }),
  )
  server = http.createServer(withPageCache(app, pageCache ?? null)).listen(0, '127.0.0.1')
  await new Promise((r) => server!.once('listening', r))
  return (server.address() as AddressInfo).port
}

test('the console’s routes are left out of the build a public path is rendered with', () => {
  const build = withoutConsole(siteAndConsoleBuild([]))
  expect(Object.keys(build.routes).sort()).toEqual(['brand', 'home', 'root', 'site'])
  expect(Object.keys(build.assets.routes).sort()).toEqual(['brand', 'home', 'root', 'site'])
})

test('public pages render without the console’s routes; the console and route discovery keep them', async () => {
  const seen: string[][] = []
  const port = await serveBuild(siteAndConsoleBuild(seen))
  const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`)

  for (const path of ['/', '/naati']) expect((await get(path)).status).toBe(200)
  expect(seen).toEqual([
    ['brand', 'home', 'root', 'site'],
    ['brand', 'home', 'root', 'site'],
  ])

  seen.length = 0
  for (const path of ['/admin', '/admin/jobs', '/admin/login'])
    expect((await get(path)).status).toBe(200)
  expect(seen).toHaveLength(3)
  for (const routes of seen) expect(routes).toContain('dashboard')

  // A page's data for client-side navigation comes from the same routes as the page.
  const data = await get('/admin/jobs.data')
  expect(data.status).toBe(200)
  expect(await data.text()).toContain('list')

  // The browser asks which routes a link's path has: a public page may link into the console.
  const manifest = await get('/__manifest?version=1&paths=%2Fadmin%2Fjobs,%2Fnaati')
  expect(manifest.status).toBe(200)
  const routes = Object.keys((await manifest.json()) as Record<string, unknown>)
  expect(routes).toEqual(expect.arrayContaining(['content-list', 'console', 'brand', 'site']))
})

// Public paths are rendered with the routes of their first segment's group (routeFamilies): the
// same routes must match the path, and the paths above it that the page's manifest also matches,
// as with every public route.

/** React Router's route tree of a build, for matchRoutes. */
function treeOf(build: ServerBuild): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((r) => r!.parentId === parentId)
      .map((r) =>
        r!.index
          ? { id: r!.id, path: r!.path, index: true }
          : { id: r!.id, path: r!.path, children: children(r!.id) },
      )
  return children(undefined)
}

/** The route ids that match a path and each path above it, as a page's manifest lists them. */
function matched(tree: RouteObject[], pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean)
  const paths = [pathname]
  while (segments.length) {
    segments.pop()
    paths.push(`/${segments.join('/')}`)
  }
  return paths.map((p) => (matchRoutes(tree, p) ?? []).map((m) => m.route.id).join(' > '))
}

test('each public path is matched by the same routes in its group as in the whole site', () => {
  const build = appRoutesBuild()
  const site = withoutConsole(build)
  const families = routeFamilies(build)
  const siteTree = treeOf(site)
  // Every route's path with its parameters filled in, and the ways a visitor or the browser may
  // vary it: a trailing slash, capitals, more segments, an encoded letter, a page's data URL.
  const paths = new Set(['/', '/_.data', '/nothing-here', '/a/b/c', '/%61bout-us'])
  for (const [id, route] of Object.entries(site.routes)) {
    if (route!.path === undefined && !route!.index) continue
    let full = ''
    for (let r = site.routes[id]; r; r = site.routes[r.parentId ?? ''])
      full = [r.path ?? '', full].filter(Boolean).join('/')
    // Each public page in English and under /kn (the optional `kn?` segment of app/routes.ts).
    const bare = full.replace(/:\w+/g, 'x').replace('*', 'x/y')
    const both = bare.startsWith('kn?')
      ? [`/${bare.replace(/^kn\?\/?/, '')}`, `/${bare.replace(/^kn\?/, 'kn')}`]
      : [`/${bare}`]
    for (const path of both) {
      paths.add(path)
      paths.add(`${path}/`)
      paths.add(path.toUpperCase())
      paths.add(`${path}/more`)
      paths.add(`${path}.data`)
      paths.add(`${path}/_.data`)
      paths.add(path.replace(/^\/(.)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`))
    }
  }
  expect(paths.size).toBeGreaterThan(300)
  const groups = new Set<string | null>()
  for (const path of paths) {
    const family = families.familyOf(path)
    groups.add(family)
    // A data URL names its page: `/x.data` is /x; `/x/_.data` is /x/ (and `/_.data` the home page).
    const pathname = path.endsWith('/_.data')
      ? path.slice(0, -'_.data'.length)
      : path.replace(/\.data$/, '')
    expect(matched(treeOf(families.build(family)), pathname), path).toEqual(
      matched(siteTree, pathname),
    )
  }
  // The groups are real: the home page and a brand's page are matched among a handful of routes.
  expect(groups.size).toBeGreaterThan(10)
  // The home page and a brand's page (`:brand`) are in the group of the routes any path may reach.
  expect(families.familyOf('/')).toBe('*')
  expect(families.familyOf('/_.data')).toBe('*')
  expect(families.familyOf('/naati')).toBe('*')
  expect(families.familyOf('/About-Us/')).toBe('about-us')
  expect(families.familyOf('/%61bout-us')).toBeNull()
  // A Kannada page is in its English page's group: it costs what the English one does.
  expect(families.familyOf('/kn')).toBe('*')
  expect(families.familyOf('/kn.data')).toBe('*')
  expect(families.familyOf('/kn/naati')).toBe('*')
  expect(families.familyOf('/kn/about-us')).toBe('about-us')
  expect(families.familyOf('/kn/opportunity-detail/3.data')).toBe('opportunity-detail')
  expect(Object.keys(families.build('*').routes).sort()).toEqual([
    'brand',
    'product',
    'root',
    'routes/pages/home',
    'routes/pages/layout',
    'routes/pages/not-found',
  ])
})

test('a public page renders with its group’s routes only', async () => {
  const seen: string[][] = []
  const build = appRoutesBuild(seen)
  const port = await serveBuild(build)
  const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`)
  for (const path of ['/', '/about-us', '/opportunity-detail/3', '/kn/about-us'])
    expect((await get(path)).status).toBe(200)
  const families = routeFamilies(build)
  expect(seen).toEqual(
    ['*', 'about-us', 'opportunity-detail', 'about-us'].map((f) =>
      Object.keys(families.build(f).routes).sort(),
    ),
  )
  expect(seen[0]).toContain('routes/pages/home')
  expect(seen[0]).not.toContain('routes/pages/about')
  expect(seen[1]).toContain('routes/pages/about')
  expect(seen[2]).toEqual(expect.arrayContaining(['routes/pages/job', 'missing-job']))
  expect(seen[2]).not.toContain('routes/pages/about')
  // A page's data for client-side navigation comes from the same group.
  const data = await get('/opportunity-detail/3.data')
  expect(await data.text()).toContain('routes/pages/job')
})

test('a HEAD that misses the page cache is rendered as its GET, kept, and answered without a body', async () => {
  const methods: string[] = []
  const build = fakeServerBuild(
    (req: Request, status: number, headers: Headers) => {
      methods.push(req.method)
      headers.set('Content-Type', 'text/html')
      headers.set('Cache-Control', 'public, max-age=60')
      headers.set('Content-Length', '4')
      return new Response('page', { status, headers })
    },
    { root: { path: '', module: { default: () => null } } },
  )
  const cache = new PageCache({ maxBytes: 1024 * 1024, trustProxy: 0 })
  await cache.ready()
  const base = `http://127.0.0.1:${await serveBuild(build, cache)}`
  const head = await fetch(`${base}/`, { method: 'HEAD' })
  expect(head.headers.get('x-cache')).toBe('miss')
  expect(head.headers.get('cache-control')).toBe('public, max-age=60')
  expect(await head.text()).toBe('')
  const get = await fetch(`${base}/`)
  expect(get.headers.get('x-cache')).toBe('hit')
  expect(await get.text()).toBe('page')
  // One render, as a GET: the page the cache keeps has its body.
  expect(methods).toEqual(['GET'])
})
