import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import {
  cacheControl,
  inlineScriptHashes,
  pageCsp,
  withoutModulePreloads,
} from './headers.server.ts'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

test('every inline script gets its hash; external scripts and JSON blocks need none', () => {
  const html =
    '<script>window.a=1</script><script type="module" async="">import("/x.js")</script>' +
    '<script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>'
  expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import("/x.js")')])
})

test('the page policy allows scripts only by hash, never inline or eval, and no framing', () => {
  const csp = pageCsp('<script>go()</script>')
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!
  expect(scriptSrc).toContain(sha('go()'))
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/)
  expect(scriptSrc).toMatch(/^script-src 'self' /)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain('frame-src https://www.youtube-nocookie.com')
  expect(csp).not.toContain("frame-src 'self'")
  // A console page may frame this origin (the live preview) and is still framed by no one.
  const console = pageCsp('<script>go()</script>', true)
  expect(console).toContain("frame-src 'self' https://www.youtube-nocookie.com")
  expect(console).toContain("frame-ancestors 'none'")
})

test('cache rules: public pages cache, private and failing ones do not', () => {
  expect(cacheControl('public', 200)).toBe(
    'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
  )
  expect(cacheControl('private', 200)).toBe('private, no-store')
  expect(cacheControl('public', 503)).toBe('private, no-store')
  expect(cacheControl('public', 404)).toBe('public, max-age=60')
})

test('a first page load holds its module script and asks for its modules from a script after it', () => {
  const head =
    '<link rel="preload" as="image" href="/media/a.svg"/>' +
    '<link rel="stylesheet" href="/assets/root-1.css"/>' +
    '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
    '<link rel="modulepreload" href="/assets/root-2.js"/>'
  const body = '<main>x</main><script>window.__context = {}</script>'
  const module = 'import("/assets/entry.client-1.js")'
  const html = withoutModulePreloads(
    `${head}${body}<script type="module" async="">${module}</script><p>after</p>`,
  )
  const asks = /<\/script><script>([^<]*)<\/script><p>/.exec(html)?.[1]
  expect(asks).toContain('["/assets/entry.client-1.js","/assets/root-2.js"]')
  expect(html).toBe(
    '<link rel="preload" as="image" href="/media/a.svg"/>' +
      '<link rel="stylesheet" href="/assets/root-1.css"/>' +
      body +
      `<script type="text/x-held-module">${module}</script>` +
      `<script>${asks}</script><p>after</p>`,
  )
  // Both scripts are inline, so the page's policy lists both hashes: the module script's is the
  // one the browser checks when the small script puts it back with the same text.
  expect(pageCsp(html)).toContain(sha(asks!))
  expect(pageCsp(html)).toContain(sha(module))
})

/**
 * Runs the script that starts the page's scripts against a document with or without a main
 * image: what it appends to the head, and when it puts the module script back.
 */
function runAsks(html: string, main: { complete: boolean; decodes?: boolean } | null) {
  const code = /<\/script><script>([^<]*)<\/script>/.exec(html)![1]!
  const appended: string[] = []
  const listeners = new Map<string, () => void>()
  const image = main && {
    ...main,
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    decode: () =>
      main.decodes === false ? Promise.reject(new Error('broken')) : Promise.resolve(),
  }
  const held = {
    text: 'import("/a.js")',
    isConnected: true,
    replaceWith(script: { type: string; async: boolean; text: string }) {
      this.isConnected = false
      appended.push(`script ${script.type} ${script.async} ${script.text}`)
    },
  }
  const document = {
    currentScript: { previousElementSibling: held },
    head: {
      append: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`),
    },
    createElement: () => ({}),
    querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? image : null),
  }
  const timers: (() => void)[] = []
  const frames: (() => void)[] = []
  new Function('document', 'setTimeout', 'requestAnimationFrame', code)(
    document,
    (fn: () => void) => timers.push(fn),
    (fn: () => void) => frames.push(fn),
  )
  /** Runs the tasks the script set for later, as the browser would, one after another. */
  const later = () => {
    while (timers.length) timers.shift()!()
  }
  return {
    appended,
    /** Runs the one task the script set for later. */
    next: () => timers.shift()!(),
    fire: (type: string) => {
      listeners.get(type)?.()
      later()
    },
    /** Lets the image's decoding settle, then draws a frame. */
    draw: async () => {
      await new Promise((resolve) => setImmediate(resolve))
      while (frames.length) frames.shift()!()
    },
    later,
  }
}

test('the modules are asked for one a task, at once or once the main image is drawn or has failed', async () => {
  const hrefs = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js']
  const html = withoutModulePreloads(
    hrefs.map((h) => `<link rel="modulepreload" href="${h}"/>`).join('') +
      '<script type="module" async="">import("/a.js")</script>',
  )
  const links = hrefs.map((h) => `modulepreload ${h}`)
  const all = [links[0], 'script module true import("/a.js")', ...links.slice(1)]
  const now = runAsks(html, null)
  // The first link and the module script in the script's own task, then a link a task, in
  // React Router's order (the entry first).
  expect(now.appended).toEqual(all.slice(0, 2))
  now.next()
  expect(now.appended).toEqual(all.slice(0, 3))
  now.later()
  expect(now.appended).toEqual(all)
  // A main image already loaded: nothing until it has been decoded and a frame drawn after.
  const loaded = runAsks(html, { complete: true })
  loaded.later()
  expect(loaded.appended).toEqual([])
  await loaded.draw()
  expect(loaded.appended).toEqual([])
  loaded.later()
  expect(loaded.appended).toEqual(all)
  // One still on its way: nothing once it has loaded until it is drawn.
  const waiting = runAsks(html, { complete: false })
  waiting.fire('load')
  expect(waiting.appended).toEqual([])
  await waiting.draw()
  waiting.later()
  expect(waiting.appended).toEqual(all)
  // One that fails to load, or to decode: at once.
  const failed = runAsks(html, { complete: false })
  failed.fire('error')
  expect(failed.appended).toEqual(all)
  const broken = runAsks(html, { complete: true, decodes: false })
  await broken.draw()
  broken.later()
  expect(broken.appended).toEqual(all)
})

test('the module list cannot close its script; a page without a module script gets none', () => {
  const preload = (href: string) => `<link rel="modulepreload" href="${href}"/>`
  const html = withoutModulePreloads(
    `${preload('/a.js?x=1&amp;y=</script>')}<script type="module">import("/a.js")</script>`,
  )
  expect(html).toContain('["/a.js?x=1&y=\\u003c/script>"]')
  expect(html.match(/<\/script>/g)).toHaveLength(2)
  expect(withoutModulePreloads(`<head>${preload('/a.js')}</head><p>error page</p>`)).toBe(
    '<head></head><p>error page</p>',
  )
})

test('the scan finds what a pattern would: scripts among other tags, and malformed ends', () => {
  const html =
    '<scripts>no</scripts><script >a()</script><p>x</p><script\n  async="">b()</script>' +
    '<script src="/y.js" ></script><script>a()</script><script>unclosed'
  expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')])
  expect(inlineScriptHashes('')).toEqual([])
  const preload = (href: string) => `<link rel="modulepreload" href="${href}"/>`
  expect(
    withoutModulePreloads(
      `<p>${preload('/a.js')}</p>${preload('/b.js')}${preload('/c.js')}<link rel="modulepreload" href="/d.js">`,
    ),
  ).toBe('<p></p><link rel="modulepreload" href="/d.js">')
  expect(withoutModulePreloads('<p>nothing to drop</p>')).toBe('<p>nothing to drop</p>')
})
