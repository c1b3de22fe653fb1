import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import {
  ServerRouter,
  isRouteErrorResponse,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from 'react-router'
import {
  REMOTE_CACHE_CONTROL,
  cacheControl,
  etagOf,
  pageCsp,
  withoutModulePreloads,
  type CachePolicy,
} from '#app/platform/headers.server.ts'
import { isConsolePath } from '#app/routing/console.ts'

export const streamTimeout = 10_000

/** A route opts out of shared caching with `export const handle = { cache: 'private' }`. */
function policyOf(request: Request, ctx: EntryContext): CachePolicy {
  if (isConsolePath(new URL(request.url).pathname)) return 'private'
  for (const m of ctx.staticHandlerContext.matches) {
    const handle = ctx.routeModules[m.route.id]?.handle as { cache?: CachePolicy } | undefined
    if (handle?.cache === 'private') return 'private'
  }
  return 'public'
}

/**
 * Renders the whole page before sending it (pages are small), so that the CSP can list the hash
 * of every inline script and the page can carry an ETag.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  let timer: NodeJS.Timeout | undefined
  const page = new Promise<Response>((resolve, reject) => {
    let failed: unknown = null
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const sink = new PassThrough()
          const chunks: Buffer[] = []
          sink.on('data', (c: Buffer) => chunks.push(c))
          sink.on('end', () => {
            // React 19 writes the doctype itself when the root renders <html>.
            const html = withoutModulePreloads(Buffer.concat(chunks).toString('utf8'))
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            responseHeaders.set('Content-Security-Policy', pageCsp(html))
            if (_loadContext.remoteContent && !failed && revalidated(responseStatusCode))
              responseHeaders.set('Cache-Control', REMOTE_CACHE_CONTROL)
            else if (!responseHeaders.has('Cache-Control') || failed) {
              const policy = request.method === 'GET' ? policyOf(request, routerContext) : 'private'
              responseHeaders.set(
                'Cache-Control',
                cacheControl(policy, failed ? 500 : responseStatusCode),
              )
            }
            responseHeaders.set('Vary', 'Accept-Encoding')
            const etag = etagOf(html)
            responseHeaders.set('ETag', etag)
            const status = failed ? 500 : responseStatusCode
            if (status === 200 && request.headers.get('if-none-match') === etag) {
              resolve(new Response(null, { status: 304, headers: responseHeaders }))
              return
            }
            // Whole and of known length: sent in one write (server/react-router-adapter.ts).
            // Encoded once here, so the length is the bytes' own and the body is not encoded again.
            const body = Buffer.from(html, 'utf8')
            responseHeaders.set('Content-Length', String(body.length))
            resolve(new Response(body, { status, headers: responseHeaders }))
          })
          sink.on('error', reject)
          pipe(sink)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          failed = error
          _loadContext.log?.error({ err: error }, 'render failed')
        },
      },
    )
    timer = setTimeout(abort, streamTimeout + 1000)
  })
  // The guard against a render that never ends must not outlive the render: an uncleared timer
  // kept every page's React tree and data in memory for 11 s (about 1,600 pages at 150 renders/s).
  return page.finally(() => clearTimeout(timer))
}

/** Remote content's answers that may be kept if asked for again (200, 404, 410 …); never 3xx/5xx. */
const revalidated = (status: number) => status === 200 || (status >= 400 && status < 500)

/** Cache-Control for client-side navigation data, by the same rules as the pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  if ((context as Partial<AppLoadContext>).remoteContent && revalidated(response.status))
    response.headers.set('Cache-Control', REMOTE_CACHE_CONTROL)
  else if (!response.headers.has('Cache-Control')) {
    const policy: CachePolicy =
      request.method === 'GET' && !isConsolePath(new URL(request.url).pathname)
        ? 'public'
        : 'private'
    response.headers.set('Cache-Control', cacheControl(policy, response.status))
  }
  return response
}

/** Errors are logged on the server with the request id, never in the browser. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  const ctx = context as Partial<AppLoadContext> | undefined
  // React Router's own refusals (a POST to a page without an action is a 405) are the client's
  // mistake, answered with their 4xx: worth a line, not an error.
  if (isRouteErrorResponse(error) && error.status < 500) {
    ctx?.log?.info({ status: error.status, url: request.url }, 'request refused by the router')
    return
  }
  ctx?.log?.error({ err: error, url: request.url }, 'unhandled error in a loader or action')
}
