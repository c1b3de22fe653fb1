import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import staticCompressed from 'express-static-gzip'
import { sql } from 'kysely'
import type { ServerBuild } from 'react-router'
import { canonicalRedirect } from '#app/routing/canonical.ts'
import type { AppServices, RequestContext } from '#app/platform/context.server.ts'
import { securityHeaders } from '#app/platform/headers.server.ts'
import { mediaUploadPath } from '#app/routing/console.ts'
import { reserveAddresses, serverPaths } from '#app/routing/reserved.ts'
import { adminGuard } from './admin-guard.ts'
import { apiRouter } from './api.ts'
import { mediaUpload } from './media-upload.ts'
import { livePreviewOf, previewAround } from './preview.ts'
import { escapeHtml } from '#app/utils/html.server.ts'
import { redirectOnNotFound } from './redirects.ts'
import type { PageCache } from './page-cache.ts'
import { HttpError, createPageHandler } from './react-router-adapter.ts'

export type AppOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: 'production' | 'development' | 'test'
  /** build/client in production; in development Vite serves assets itself. */
  clientDir?: string
  /** Vite's dev middleware, in development only. */
  devMiddleware?: RequestHandler
  /** The page cache that keeps pages rendered here; hits are answered by withPageCache. */
  pageCache?: PageCache
}

declare module 'express-serve-static-core' {
  interface Request {
    id: string
    log: AppServices['log']
  }
}

export function createApp(services: AppServices, opts: AppOptions) {
  const { env, media, dbHandle } = services
  const app = express()
  app.disable('x-powered-by')
  // Client IP and protocol come from X-Forwarded-* only as far as TRUST_PROXY hops say.
  app.set('trust proxy', env.TRUST_PROXY)

  app.use((req, res, next) => {
    const incoming = req.get('x-request-id')
    req.id =
      incoming && /^[\w.-]{8,64}$/.test(incoming) && env.TRUST_PROXY > 0 ? incoming : randomUUID()
    req.log = services.log.child({ reqId: req.id })
    res.setHeader('X-Request-Id', req.id)
    const start = process.hrtime.bigint()
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6
      const level = res.statusCode >= 500 ? 'error' : 'info'
      if (req.path === serverPaths.healthz || req.path === serverPaths.readyz) return
      // A page that went through the page cache: `miss` rendered, `shared` waited for a render.
      const cache = res.getHeader('X-Cache')
      req.log[level](
        {
          method: req.method,
          url: loggableUrl(req.originalUrl),
          status: res.statusCode,
          ms: Math.round(ms),
          ...(cache ? { cache } : {}),
        },
        'request',
      )
    })
    next()
  })

  app.use(securityHeaders())
  app.use(compression())

  app.get(serverPaths.healthz, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'ok' })
  })
  app.get(serverPaths.readyz, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    try {
      await Promise.race([
        sql`select 1`.execute(dbHandle.db),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('timed out after 2 s')), 2000),
        ),
      ])
      res.json({ status: 'ready', database: dbHandle.engine, content: contentStatus(services) })
    } catch (error) {
      req.log.warn({ err: error }, 'readiness check failed')
      res.status(503).json({
        status: 'unavailable',
        reason: 'The database does not answer.',
        content: contentStatus(services),
      })
    }
  })

  // Before the canonical-path redirect: the spec's call names are mixed case.
  app.use(serverPaths.api, apiRouter(services))

  if (opts.devMiddleware) app.use(opts.devMiddleware)
  if (opts.clientDir) {
    // A brand's own address may not take a name the build's files answer at (icons/ …).
    reserveAddresses({ files: readdirSync(opts.clientDir) })
    // Hashed build output: cache for a year, never revalidate. The build writes a brotli (quality
    // 11) and a gzip copy of each script, stylesheet and SVG beside it (vite.config.ts); the
    // copy the browser accepts is sent as it is, about a tenth smaller than the brotli the
    // compression middleware makes on the fly, and with no CPU per request.
    const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false }
    app.use(
      serverPaths.assets,
      staticCompressed(path.join(opts.clientDir, 'assets'), {
        ...precompressed,
        serveStatic: {
          immutable: true,
          maxAge: '1y',
          index: false,
          // A missing hashed file (an old page asking for the last release's chunk) is a plain
          // 404, not an HTML page the browser would try to run as a script.
          fallthrough: false,
        },
      }),
    )
    // The build's other files (favicon.ico, icons/…) all have an extension; a page's path never
    // does, so pages skip the file-system lookup (a stat per render, DESIGN.md "Page cache").
    // The service worker is checked for a new build on every page load (docs/offline.md): a
    // stale copy from the HTTP cache would keep the last build's worker for an hour.
    app.use(serverPaths.serviceWorker, (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-cache')
      next()
    })
    const files = staticCompressed(opts.clientDir, {
      ...precompressed,
      serveStatic: { maxAge: '1h', index: false },
    })
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? files(req, res, next) : next()))
  }

  app.use(serverPaths.media, async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    try {
      let rel: string
      try {
        rel = decodeURIComponent(req.path)
      } catch {
        return notFound(res)
      }
      rel = rel.replace(/^\/+/, '')
      // Dot-names below /media stay hidden, as they were when send() checked them.
      if (rel.split('/').some((part) => part.startsWith('.'))) return notFound(res)
      const found = await media.lookup(rel)
      if (!found) return notFound(res)
      const versioned = found.versionMatches(
        typeof req.query.v === 'string' ? req.query.v : undefined,
      )
      res.setHeader('Content-Type', found.type)
      res.setHeader(
        'Cache-Control',
        versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
      // An SVG opened on its own must not run script or load anything.
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      )
      // The cache's disk was full: the picture was made in memory and is sent from there (with
      // an ETag from its bytes); nothing half-written is ever on disk to be served later.
      if (found.body) return res.send(found.body)
      // lookup() has confined the file to the media folder or its variant cache. send() would
      // check every folder of the absolute path for dot-names and answer 404 for all media of a
      // site installed below a dot-folder (~/.local/share/site, .node24/ in scripts/node24.js).
      res.sendFile(found.file, {
        lastModified: true,
        etag: true,
        cacheControl: false,
        dotfiles: 'allow',
      })
    } catch (error) {
      next(error)
    }
  })

  app.use((req, res, next) => {
    const target = canonicalRedirect(req.path)
    if (target === null) return next()
    const q = req.originalUrl.indexOf('?')
    res.redirect(301, target + (q >= 0 ? req.originalUrl.slice(q) : ''))
  })

  app.use(adminGuard(services))
  app.post(mediaUploadPath, mediaUpload(services))

  app.all(
    '/{*splat}',
    createPageHandler({
      build: opts.build,
      mode: opts.mode,
      getLoadContext: (req): RequestContext => ({
        db: dbHandle.db,
        env,
        media,
        log: req.log,
        requestId: req.id,
        appSecret: services.appSecret,
        secretBox: services.secretBox,
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        secure: req.secure || env.PUBLIC_URL.startsWith('https:'),
        staff: req.staff ?? null,
        remote: services.remote,
      }),
      around: redirectOnNotFound(services, previewAround(services)),
      livePreview: (context, render) => livePreviewOf(services, context, render),
      pageCache: opts.pageCache,
    }),
  )

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // HttpError is ours; Express and its middleware mark client errors with `status` (a missing
    // static file is 404, a malformed URL 400). Anything else is our fault: 500, no details.
    const clientStatus =
      typeof error?.status === 'number' && error.status >= 400 && error.status < 500
        ? (error.status as number)
        : null
    const status = error instanceof HttpError ? error.status : (clientStatus ?? 500)
    const message =
      error instanceof HttpError
        ? error.message
        : status === 404
          ? 'Not found.'
          : status < 500
            ? 'The request could not be understood.'
            : 'Something went wrong on our side. Please try again.'
    if (status >= 500) req.log.error({ err: error }, 'request failed')
    else req.log.info({ status, reason: message }, 'request refused')
    if (res.headersSent) return res.end()
    res.status(status)
    res.setHeader('Cache-Control', 'no-store')
    res.type('html').send(plainErrorPage(status, message))
  }
  app.use(onError)
  return app
}

/**
 * The request listener for node:http: a page-cache hit is answered here, before Express, its
 * logging and its static-file lookups (DESIGN.md "Page cache"); everything else goes to the app.
 */
export function withPageCache(
  app: express.Express,
  cache: PageCache | null,
): (req: IncomingMessage, res: ServerResponse) => void {
  if (!cache) return app
  return (req, res) => {
    if (!cache.serve(req, res)) app(req, res)
  }
}

/**
 * Where the public content comes from, for /readyz: `database`, or `remote` with the source's
 * last answer and last failure (ISO times). A failing remote source does not make the process
 * unready: its pages serve stale answers or the spec's "Error: …", and forms still work.
 */
function contentStatus(services: AppServices) {
  const api = services.remote?.api
  if (!api) return { source: 'database' as const }
  const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null)
  return {
    source: 'remote' as const,
    lastSuccessAt: iso(api.lastSuccessAt),
    lastFailure: api.lastFailure
      ? { at: iso(api.lastFailure.at), reason: api.lastFailure.reason }
      : null,
  }
}

function notFound(res: express.Response) {
  res.status(404).setHeader('Cache-Control', 'no-store')
  res.type('text/plain').send('Not found')
}

/** The last-resort page, for errors outside React Router (a body too large, a broken form). */
function plainErrorPage(status: number, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Error ${status}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Error ${status}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p></body></html>`
}

/**
 * The URL as the request log keeps it: an invitation link's token is a secret (whoever has it can
 * create an account), so it never reaches a log line.
 */
export function loggableUrl(url: string): string {
  // Also in its URL-encoded form: React Router asks /__manifest?paths=%2Fadmin%2Finvite%2F….
  return url.replace(/((?:\/|%2f)admin(?:\/|%2f)invite(?:\/|%2f))[^/?#.&%,]+/gi, '$1[redacted]')
}
