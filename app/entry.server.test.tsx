import { Suspense, lazy } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  createRequestHandler,
  useLoaderData,
  RouterContextProvider,
  type EntryContext,
  type ServerBuild,
} from 'react-router'
import { expect, test } from 'vitest'
import { fakeServerBuild } from '#tests/setup/server-build.ts'
import handleRequest, { renderStreamed, renderWhole } from './entry.server.tsx'

// Public pages render to a string and get React Router's hydration data written by hand, where
// its streaming ServerRouter would write it (app/entry.server.tsx). These tests hold the two ways
// to the same bytes on a small build with awkward data, and check that a page that suspends still
// comes out whole, through the streaming renderer.

const awkward = {
  script: '</script><script>alert(1)</script><!-- -->',
  marks: '& < > " \' \u2028 \u2029 \\ `${x}`',
  kannada: 'ರಮೇಶ್ ಗೌಡ 🌾',
  figures: [17457000, -0.5, 0, null, true],
  nested: { a: { b: { c: ['x', { d: 'y' }] } } },
}

// A component that is not ready when the page is first rendered (it arrives a microtask later),
// rendered only by the test that asks for it.
let withLateComponent = false
const Slow = lazy(async () => ({ default: () => <p>late part</p> }))

function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function Page() {
  const data = useLoaderData<typeof awkward & { later: Promise<string> }>()
  return (
    <main>
      <h1>{data.kannada}</h1>
      <p title={data.marks}>{data.script}</p>
      {withLateComponent ? (
        <Suspense fallback={<p>waiting</p>}>
          <Slow />
        </Suspense>
      ) : null}
    </main>
  )
}

const build = (entry: ServerBuild['entry']['module']['default']) =>
  fakeServerBuild(entry, {
    root: {
      path: '',
      hasLoader: true,
      module: { Layout, default: () => <Outlet />, loader: () => awkward },
    },
    page: {
      parentId: 'root',
      index: true,
      hasLoader: true,
      module: {
        default: Page,
        // A deferred value, settled a microtask later: React Router's encoding sends it as a
        // later chunk of the stream.
        loader: () => ({ ...awkward, later: Promise.resolve().then(() => 'later & <b>') }),
        meta: () => [{ title: 'A page & its <title>' }],
      },
    },
  })

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = []
  const reader = stream.getReader()
  for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value)
  return chunks
}

const load = new RouterContextProvider()

test('the string render gives the streaming render’s bytes, hydration data included', async () => {
  let both: { whole: string | undefined; streamed: string; chunks: number } | null = null
  const handler = createRequestHandler(
    build(async (request, _status, _headers, ctx: EntryContext) => {
      const [a, b] = ctx.serverHandoffStream!.tee()
      const streamed = await renderStreamed(
        request,
        { ...ctx, renderMeta: {}, serverHandoffStream: a },
        load,
      )
      const data = await readAll(b)
      const whole = renderWhole(request, { ...ctx, renderMeta: {} }, data)
      both = { whole: whole?.html, streamed: streamed.html, chunks: data.length }
      return new Response('')
    }),
    'production',
  )
  await handler(new Request('https://site.example/'), load)
  const { whole, streamed, chunks } = both!
  expect(chunks).toBeGreaterThan(1)
  expect(streamed).toContain('streamController.enqueue(')
  expect(streamed).toContain('streamController.close()')
  expect(streamed).not.toContain('</script><script>alert(1)')
  expect(whole).toBe(streamed)
})

test('a page that suspends is rendered whole by the streaming renderer', async () => {
  withLateComponent = true
  try {
    const handler = createRequestHandler(build(handleRequest), 'production')
    const res = await handler(new Request('https://site.example/'), load)
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true)
    expect(html).toContain('<p>late part</p>')
    expect(html).not.toContain('waiting')
    expect(html).toContain('streamController.close()')
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(html)))
  } finally {
    withLateComponent = false
  }
})

test('a page renders to a string with one doctype, its data, CSP hashes and exact length', async () => {
  const handler = createRequestHandler(build(handleRequest), 'production')
  const res = await handler(new Request('https://site.example/'), load)
  const html = await res.text()
  expect(html.match(/<!DOCTYPE html>/g)).toHaveLength(1)
  expect(html).toContain('<title>A page &amp; its &lt;title&gt;</title>')
  expect(html.indexOf('streamController.close()')).toBeLessThan(html.indexOf('</body></html>'))
  expect(res.headers.get('content-security-policy')).toMatch(
    /script-src 'self'( 'sha256-[^']+'){4}/,
  )
  expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(html)))
  const again = await handler(
    new Request('https://site.example/', {
      headers: { 'if-none-match': res.headers.get('etag')! },
    }),
    load,
  )
  expect(again.status).toBe(304)
})

test('a HEAD gets the Cache-Control and ETag its GET gets (RFC 9110: the same header fields)', async () => {
  const handler = createRequestHandler(build(handleRequest), 'production')
  const get = await handler(new Request('https://site.example/'), load)
  const head = await handler(new Request('https://site.example/', { method: 'HEAD' }), load)
  expect(get.headers.get('cache-control')).toMatch(/^public/)
  expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'))
  expect(head.headers.get('etag')).toBe(get.headers.get('etag'))
})
