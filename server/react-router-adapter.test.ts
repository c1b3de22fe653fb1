import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, expect, test } from 'vitest'
import type { AppLoadContext, ServerBuild } from 'react-router'
import { fakeServerBuild } from '#tests/setup/server-build.ts'
import { createPageHandler, withoutConsole } from './react-router-adapter'

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

async function serve(): Promise<number> {
  const app = express()
  app.all(
    '/{*splat}',
    createPageHandler({
      build: oneRouteBuild(),
      mode: 'production',
      getLoadContext: () => ({}) as AppLoadContext,
    }),
  )
  server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server!.once('listening', r))
  return (server.address() as AddressInfo).port
}

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

async function serveBuild(build: ServerBuild): Promise<number> {
  const app = express()
  app.all(
    '/{*splat}',
    createPageHandler({
      build,
      mode: 'production',
      getLoadContext: () => ({}) as AppLoadContext,
    }),
  )
  server = app.listen(0, '127.0.0.1')
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
