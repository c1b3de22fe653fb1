import { PassThrough } from 'node:stream'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import {
  ServerRouter,
  isRouteErrorResponse,
  type RouterContextProvider,
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
import { requestContextOrNull } from '#app/platform/context.server.ts'
import { pageResponse } from '#app/platform/page-body.server.ts'
import { isConsolePath } from '#app/routing/console.ts'
// The Kannada catalogue, set for every render of this process (app/i18n/messages.ts).
import '#app/i18n/catalogue.server.ts'

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

type Rendered = { html: string; failed: boolean }

/**
 * Renders the whole page before sending it (pages are small), so that the CSP can list the hash
 * of every inline script and the page can carry an ETag.
 *
 * Public pages render to a string (docs/decisions/0016-pages-render-to-a-string.md): their data is
 * all loaded before React starts, and nothing in them suspends, so React's streaming renderer
 * would only add work: it encodes every piece of markup to bytes as it goes (a fifth of an
 * uncached render's CPU). The console keeps the streaming renderer, which waits for a part that
 * suspends (none does now: the rich text editor's code is fetched in the browser only,
 * components/admin/rich-text-field.tsx); its pages are few and never cached, so the string
 * render's saving is not worth a second path. Both give the same bytes (entry.server.test.tsx).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const rendered = isConsolePath(new URL(request.url).pathname)
    ? await renderStreamed(request, routerContext, loadContext)
    : await renderPublic(request, routerContext, loadContext)
  return answer(request, responseStatusCode, responseHeaders, routerContext, loadContext, rendered)
}

/** A string render, or the streaming one from a replay of the same data if it gave up. */
async function renderPublic(
  request: Request,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Rendered> {
  const stream = routerContext.serverHandoffStream
  const data = stream ? await readAll(stream) : null
  return (
    renderWhole(request, routerContext, data) ??
    renderStreamed(
      request,
      { ...routerContext, serverHandoffStream: data ? replay(data) : undefined },
      loadContext,
    )
  )
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = []
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return chunks
    chunks.push(value)
  }
}

/** The same chunks again, for the streaming renderer when the string render gave up. */
function replay(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c)
      controller.close()
    },
  })
}

/** React Router's escaping of the hydration data inside a script (its lib/dom/ssr/markup.ts). */
const SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * The markup React Router's StreamTransfer component renders for the hydration data (React
 * Router's encoding of the loaders' data), read chunk by chunk as it does: each chunk in a script
 * that hands it to the browser's copy of the stream, each after the Suspense boundary of the one
 * before, and a script that closes the stream.
 */
function handoffMarkup(chunks: Uint8Array[]): string {
  const decoder = new TextDecoder()
  const enqueue = (text: string) =>
    text
      ? `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text).replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!)});</script>`
      : ''
  let html = '<!--$-->'
  for (const chunk of chunks) html += `${enqueue(decoder.decode(chunk, { stream: true }))}<!--$-->`
  // The last read says the stream is done, with no value (decoded as StreamTransfer does).
  html += enqueue(decoder.decode(undefined, { stream: true }))
  html += '<script>window.__reactRouterContext.streamController.close();</script>'
  return html + '<!--/$-->'.repeat(chunks.length + 1)
}

const DOCUMENT_END = '</body></html>'
/** React's mark of a Suspense boundary it gave up on and left for the browser to render. */
const CLIENT_RENDERED = '<!--$!-->'

/**
 * The page in one synchronous render to a string, with the hydration data that React Router's
 * ServerRouter would stream placed where it would put it (before `</body>`). Null when something
 * suspended (the string renderer does not wait): the caller renders with the streaming renderer.
 */
export function renderWhole(
  request: Request,
  routerContext: EntryContext,
  data: Uint8Array[] | null,
): Rendered | null {
  // A render error throws, as the streaming renderer's shell error does: React Router then
  // renders the route's error boundary.
  const html = renderToString(
    <ServerRouter
      context={{ ...routerContext, serverHandoffStream: undefined }}
      url={request.url}
    />,
  )
  if (html.includes(CLIENT_RENDERED)) return null
  // ServerRouter renders the data only after its <Scripts> (an error page may have none).
  const withData =
    data && routerContext.renderMeta?.didRenderScripts && html.endsWith(DOCUMENT_END)
      ? html.slice(0, -DOCUMENT_END.length) + handoffMarkup(data) + DOCUMENT_END
      : html
  // The streaming renderer writes the doctype itself when the root renders <html>.
  return { html: `<!DOCTYPE html>${withData}`, failed: false }
}

/** The page through React's streaming renderer, collected whole once everything is ready. */
export function renderStreamed(
  request: Request,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Rendered> {
  let timer: NodeJS.Timeout | undefined
  const page = new Promise<Rendered>((resolve, reject) => {
    let failed = false
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const sink = new PassThrough()
          const chunks: Buffer[] = []
          sink.on('data', (c: Buffer) => chunks.push(c))
          sink.on('end', () => resolve({ html: Buffer.concat(chunks).toString('utf8'), failed }))
          sink.on('error', reject)
          pipe(sink)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          failed = true
          requestContextOrNull(loadContext)?.log.error({ err: error }, 'render failed')
        },
      },
    )
    timer = setTimeout(abort, streamTimeout + 1000)
  })
  // The guard against a render that never ends must not outlive the render: an uncleared timer
  // kept every page's React tree and data in memory for 11 s (about 1,600 pages at 150 renders/s).
  return page.finally(() => clearTimeout(timer))
}

/** The rendered page as an answer: CSP, caching headers, ETag (or 304) and exact length. */
function answer(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
  rendered: Rendered,
): Response {
  const html = withoutModulePreloads(rendered.html)
  const { failed } = rendered
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  responseHeaders.set(
    'Content-Security-Policy',
    pageCsp(html, isConsolePath(new URL(request.url).pathname)),
  )
  if (
    requestContextOrNull(loadContext)?.remoteContent &&
    !failed &&
    revalidated(responseStatusCode)
  )
    responseHeaders.set('Cache-Control', REMOTE_CACHE_CONTROL)
  else if (!responseHeaders.has('Cache-Control') || failed) {
    // A HEAD is answered with the headers its GET would have (RFC 9110, 9.3.2).
    const policy = readOnly(request) ? policyOf(request, routerContext) : 'private'
    responseHeaders.set('Cache-Control', cacheControl(policy, failed ? 500 : responseStatusCode))
  }
  responseHeaders.set('Vary', 'Accept-Encoding')
  // Encoded once: the ETag hashes these bytes, the length is theirs, and the body is not encoded
  // again. Whole and of known length, the page is sent in one write (server/react-router-adapter.ts).
  const body = Buffer.from(html, 'utf8')
  const etag = etagOf(body)
  responseHeaders.set('ETag', etag)
  const status = failed ? 500 : responseStatusCode
  if (status === 200 && request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers: responseHeaders })
  responseHeaders.set('Content-Length', String(body.length))
  return pageResponse(body, { status, headers: responseHeaders })
}

const readOnly = (request: Request) => request.method === 'GET' || request.method === 'HEAD'

/** Remote content's answers that may be kept if asked for again (200, 404, 410 …); never 3xx/5xx. */
const revalidated = (status: number) => status === 200 || (status >= 400 && status < 500)

/** Cache-Control for client-side navigation data, by the same rules as the pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  if (requestContextOrNull(context)?.remoteContent && revalidated(response.status))
    response.headers.set('Cache-Control', REMOTE_CACHE_CONTROL)
  else if (!response.headers.has('Cache-Control')) {
    const policy: CachePolicy =
      readOnly(request) && !isConsolePath(new URL(request.url).pathname) ? 'public' : 'private'
    response.headers.set('Cache-Control', cacheControl(policy, response.status))
  }
  return response
}

/** Errors are logged on the server with the request id, never in the browser. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  const ctx = requestContextOrNull(context)
  // React Router's own refusals (a POST to a page without an action is a 405) are the client's
  // mistake, answered with their 4xx: worth a line, not an error.
  if (isRouteErrorResponse(error) && error.status < 500) {
    ctx?.log?.info({ status: error.status, url: request.url }, 'request refused by the router')
    return
  }
  ctx?.log?.error({ err: error, url: request.url }, 'unhandled error in a loader or action')
}
