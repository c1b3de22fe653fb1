import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { routerContext, type RequestContext } from '#app/platform/context.server.ts'
import { bodyOf } from '#app/platform/page-body.server.ts'
import { isConsolePath } from '#app/routing/console.ts'
import { reserveAddresses, routeWord } from '#app/routing/reserved.ts'
import type { PageCache } from './page-cache.ts'

/** Page actions take small forms; anything larger is refused before it is read whole. */
const MAX_BODY_BYTES = 64 * 1024

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Reads a request body into memory, refusing it with 413 as soon as it passes the limit (the
 * declared Content-Length is checked first, so an honest large upload is refused unread).
 */
export async function readBody(req: ExpressRequest, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN)
  if (Number.isFinite(declared) && declared > limit)
    throw new HttpError(413, 'The request is too large.')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new HttpError(413, 'The request is too large.')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * Methods a page may be asked with. The Fetch API refuses CONNECT, TRACE and TRACK outright (a
 * TypeError, which would be a 500), and no page has a use for anything else.
 */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** A host name or address with an optional port, as a Host header may hold it. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * The request's URL for React Router. The target must be a path (not "*" or an absolute URL
 * naming another site) and the Host header a host name: anything else is a 400, not a thrown
 * TypeError from `new URL`.
 */
function requestUrl(req: ExpressRequest): URL {
  const target = req.originalUrl || req.url
  const host = req.get('host') ?? 'localhost'
  if (!target.startsWith('/') || target.startsWith('//') || !HOST.test(host))
    throw new HttpError(400, 'The request could not be understood.')
  try {
    return new URL(target, `${req.protocol}://${host}`)
  } catch {
    throw new HttpError(400, 'The request could not be understood.')
  }
}

function toFetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(key, v)
    else headers.set(key, value)
  }
  return headers
}

/** A route's path from the root, without slashes at its ends ('' for the root and the home page). */
function fullPathOf(routes: ServerBuild['routes']) {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined
    if (!route) return ''
    return [fullPath(route.parentId), route.path ?? ''].filter(Boolean).join('/')
  }
  return fullPath
}

/**
 * The build with only the routes `keep` accepts (by full path) among those a path can end on, and
 * the layouts around them: a layout left with none of its routes is left out with them.
 */
function withRoutes(build: ServerBuild, keep: (fullPath: string) => boolean): ServerBuild {
  const routes = build.routes
  const fullPath = fullPathOf(routes)
  const kept = new Set<string>()
  for (const [id, route] of Object.entries(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue
    if (!keep(fullPath(id))) continue
    for (
      let r: typeof route | undefined = route;
      r && !kept.has(r.id);
      r = routes[r.parentId ?? '']
    )
      kept.add(r.id)
  }
  const only = <T>(all: Record<string, T>) =>
    Object.fromEntries(Object.entries(all).filter(([id]) => kept.has(id)))
  return {
    ...build,
    routes: only(build.routes) as ServerBuild['routes'],
    assets: {
      ...build.assets,
      routes: only(build.assets.routes) as ServerBuild['assets']['routes'],
    },
  }
}

/**
 * The build without the console's routes, for every path outside it. React Router tries a path
 * against every route, three times a render (matching, loading, and the manifest the page carries),
 * and builds the routes' objects afresh for each render: the console's twenty routes were a share of
 * every public page's render. The console, and the route discovery that may lead to it, keep the
 * whole build.
 */
export function withoutConsole(build: ServerBuild): ServerBuild {
  return withRoutes(build, (path) => !isConsolePath(`/${path}`))
}

/**
 * The site's routes grouped by the first segment of their paths (docs/decisions/0018): a public
 * path is rendered with the routes whose first segment is its own, and those that any path may
 * reach (the home page and the root, a first segment that is a parameter such as `:brand`, the
 * catch-all). Those are all the routes that can match the path or the paths above it, which the
 * page's manifest also matches, so the page is the same; and React Router's three walks over the
 * routes, and the route objects it builds for each render, are over a handful instead of the
 * site's thirty.
 *
 * `familyOf(pathname)` names the group a path belongs to, or null when the path's first segment
 * is percent-encoded (React Router decodes it before matching): such a path keeps every public
 * route. `build(family)` makes that group's build.
 */
export function routeFamilies(build: ServerBuild) {
  const site = withoutConsole(build)
  const fullPath = fullPathOf(site.routes)
  // The public pages sit under an optional `kn?` segment (English at the path, Kannada under
  // /kn: app/routes.ts); a route's family is named by the segment after it (routeWord), so a
  // Kannada path is rendered with the same handful of routes as its English one.
  const everywhere = (path: string) => routeWord(path) === null
  const words = new Set(
    Object.keys(site.routes)
      .map((id) => routeWord(fullPath(id)))
      .filter((word): word is string => word !== null),
  )
  return {
    /** The group of a public path: its first segment when a route has it, else '*'. */
    familyOf(pathname: string): string | null {
      const lower = pathname.toLowerCase()
      if (lower.startsWith('/kn/')) pathname = pathname.slice('/kn'.length)
      else if (lower === '/kn' || lower === '/kn.data') return '*'
      const end = pathname.indexOf('/', 1)
      let first = (end < 0 ? pathname.slice(1) : pathname.slice(1, end)).toLowerCase()
      // A page's data for client-side navigation is asked at its path + `.data` (the home
      // page's at /_.data, which no route's word is: the group any path may reach).
      if (end < 0 && first.endsWith('.data')) first = first.slice(0, -'.data'.length)
      if (first.includes('%')) return null
      return words.has(first) ? first : '*'
    },
    build(family: string | null): ServerBuild {
      return family === null
        ? site
        : withRoutes(site, (path) => everywhere(path) || routeWord(path) === family)
    },
  }
}

/**
 * Tells the brands' address check which first segments the site's routes take, from the build
 * the server runs (app/routing/reserved.ts): every route's, the console's among them.
 */
function reserveRouteWords(build: ServerBuild) {
  const fullPath = fullPathOf(build.routes)
  reserveAddresses({ routePaths: Object.keys(build.routes).map((id) => fullPath(id)) })
}

/** withoutConsole for a build that is loaded per request (development), once per build loaded. */
function withoutConsoleLater(load: () => Promise<ServerBuild>): () => Promise<ServerBuild> {
  const made = new WeakMap<ServerBuild, ServerBuild>()
  return async () => {
    const build = await load()
    let site = made.get(build)
    if (!site) {
      reserveRouteWords(build)
      made.set(build, (site = withoutConsole(build)))
    }
    return site
  }
}

type RequestHandler = ReturnType<typeof createRequestHandler>

/**
 * The handler for each public path: one per group of routes (routeFamilies). A build loaded per
 * request (development) keeps one handler with every public route.
 */
function siteHandlers(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
): (pathname: string) => RequestHandler {
  if (typeof build === 'function') {
    const handler = createRequestHandler(withoutConsoleLater(build), mode)
    return () => handler
  }
  reserveRouteWords(build)
  const families = routeFamilies(build)
  const handlers = new Map<string | null, RequestHandler>()
  return (pathname) => {
    const family = families.familyOf(pathname)
    let handler = handlers.get(family)
    if (!handler)
      handlers.set(family, (handler = createRequestHandler(families.build(family), mode)))
    return handler
  }
}

/**
 * Our own Express adapter for React Router: it is @react-router/express's job, plus a body size
 * limit and a check that form bodies parse, so a malformed multipart body is a 400 and never
 * reaches an action as an exception.
 */
export function createPageHandler(opts: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RequestContext
  /** Runs the request in a wrapper, e.g. a preview's rolled-back transaction (server/preview.ts). */
  around?: (
    req: ExpressRequest,
    context: RequestContext,
    run: (context: RequestContext) => Promise<Response>,
  ) => Promise<Response>
  /** Keeps public GET answers (server/page-cache.ts); hits never reach this handler. */
  pageCache?: PageCache
  /**
   * Makes the request's live preview (server/preview.ts) from a way to render any public path
   * with a given context: the site's own handler, called directly, never through the cache.
   */
  livePreview?: (
    context: RequestContext,
    render: (path: string, context: RequestContext) => Promise<Response>,
  ) => RequestContext['livePreview']
}) {
  const handleAll = createRequestHandler(opts.build, opts.mode)
  // Where the browser asks which routes a path has (lazy route discovery); a build loaded per
  // request (development) is taken to keep React Router's default.
  const manifestPath =
    typeof opts.build === 'function' ? '/__manifest' : opts.build.routeDiscovery.manifestPath
  const handleSite = siteHandlers(opts.build, opts.mode)
  // React Router gets its own context provider carrying the request's fields (loaders read them
  // with requestContext(), docs/decisions/0021); the cache and the wrappers above work on the fields.
  const handle = (request: Request, fields: RequestContext, pathname: string) =>
    isConsolePath(pathname) || pathname === manifestPath
      ? handleAll(request, routerContext(fields))
      : handleSite(pathname)(request, routerContext(fields))
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (!PAGE_METHODS.has(req.method))
        throw new HttpError(405, 'This address does not answer that method.')
      const url = requestUrl(req)
      const controller = new AbortController()
      // The loaders' signal says the visitor left before the answer was sent. An answer sent in
      // full closes too; aborting then would only build a DOMException no one reads (0.15 ms a
      // render in a CPU profile).
      res.on('close', () => {
        if (!res.writableFinished) controller.abort()
      })
      const cache = opts.pageCache
      // A HEAD goes through the cache as its GET: rendered whole and kept, sent without a body.
      const key = cache ? cache.keyOf(req) : null
      const init: RequestInit & { duplex?: 'half' } = {
        method: key !== null ? 'GET' : req.method,
        signal: controller.signal,
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const body = new Uint8Array(await readBody(req))
        init.body = body
        const type = req.headers['content-type'] ?? ''
        if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
          try {
            await new Request(url, {
              method: 'POST',
              headers: { 'content-type': type },
              body,
            }).formData()
          } catch {
            throw new HttpError(400, 'The form could not be read. Please send it again.')
          }
        }
      }
      const context = opts.getLoadContext(req, res)
      // Only the console asks for one (/admin/live-preview).
      if (opts.livePreview && isConsolePath(url.pathname))
        context.livePreview = opts.livePreview(context, (path, ctx) => {
          const target = new URL(path, url)
          const headers = toFetchHeaders(req)
          for (const name of ['content-type', 'content-length', 'if-none-match'])
            headers.delete(name)
          return handle(
            new Request(target, { method: 'GET', headers, signal: controller.signal }),
            ctx,
            target.pathname,
          )
        })
      // The Fetch request is made only to render: a request that shares another's render needs none.
      const run = (ctx: RequestContext) => {
        const headers = toFetchHeaders(req)
        // A miss renders the whole answer to keep it; the cache then answers the condition itself.
        if (key !== null) headers.delete('if-none-match')
        return handle(new Request(url, { ...init, headers }), ctx, url.pathname)
      }
      const respond = () => (opts.around ? opts.around(req, context, run) : run(context))
      // A public GET (or HEAD) goes through the cache: it may share a render of the same page under way.
      const response =
        key !== null
          ? await cache!.miss(req, res, key, (tags) => {
              context.pageTags = tags
              return respond()
            })
          : await respond()
      if (response) await sendResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [key, value] of response.headers.entries()) {
    if (key === 'set-cookie') continue
    res.setHeader(key, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('set-cookie', cookies)
  if (!response.body || res.req.method === 'HEAD') {
    res.end()
    return
  }
  // A body of declared length is whole (a page: app/entry.server.tsx renders it before answering):
  // it goes out with its headers in one write. The declared length also keeps the compression
  // middleware's early writeHead from making an uncompressed answer chunked.
  if (response.headers.has('content-length')) {
    res.end(await bodyOf(response))
    return
  }
  // Bodies of unknown length may stream (React Router's turbo-stream for .data requests): their
  // chunks go out as they come.
  res.flushHeaders()
  const reader = response.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (!res.write(value)) await new Promise<void>((r) => res.once('drain', () => r()))
    }
  } finally {
    res.end()
  }
}
