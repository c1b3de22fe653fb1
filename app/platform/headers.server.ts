import { hash } from 'node:crypto'
import type { RequestHandler } from 'express'

/** Sources outside our origin that a page may use. YouTube frames appear only after a click. */
const FRAME_SOURCES = ['https://www.youtube-nocookie.com']

/**
 * Headers for every response. Pages replace the Content-Security-Policy with one listing the
 * hashes of their inline scripts (see pageCsp); this default covers everything else.
 */
export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    )
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
    // HSTS only means something over HTTPS; req.secure honours X-Forwarded-Proto per TRUST_PROXY.
    if (req.secure)
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}

/**
 * SHA-256 hashes, in CSP form, of every inline script in a complete HTML document. Found by
 * `indexOf`, not a regular expression over the whole page (a share of every uncached render):
 * React writes its tags in lower case, and a script written otherwise would get no hash and be
 * blocked, never allowed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (let at = html.indexOf('<script'); at !== -1; at = html.indexOf('<script', at + 1)) {
    const open = html.indexOf('>', at)
    if (open === -1) break
    const attrs = html.slice(at + '<script'.length, open)
    // `<scripts>` or `<script-x>` is another element.
    if (attrs && !/^[\s/]/.test(attrs)) continue
    const close = html.indexOf('</script>', open)
    if (close === -1) break
    at = close
    if (/\bsrc\s*=/.test(attrs)) continue
    // JSON data blocks are not executed and need no hash.
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue
    // One call per script: a Hash object costs more than hashing a few hundred bytes.
    hashes.add(`'sha256-${hash('sha256', html.slice(open + 1, close), 'base64')}'`)
  }
  return [...hashes]
}

/**
 * The policy for a rendered page. Inline scripts are allowed by hash, not by a nonce, so the same
 * data gives the same HTML and the same header and public pages can be cached
 * (docs/decisions/0003-csp-by-hashes-and-cacheable-html.md). Scripts come only from this origin:
 * no 'strict-dynamic', which would block the modules that the hashed module script imports
 * statically once they are not preloaded (docs/decisions/0010). A console page (`console`) may
 * also frame this origin: the live preview; the console itself is never framed.
 */
export function pageCsp(html: string, console = false): string {
  const scripts = inlineScriptHashes(html)
  // The console frames pages of its own origin (the editor's live preview); public pages do not.
  const frames = console ? ["'self'", ...FRAME_SOURCES] : FRAME_SOURCES
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frames.join(' ')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export type CachePolicy = 'public' | 'private'

/** The one place that decides Cache-Control for pages and their data (CONVENTIONS.md). */
export function cacheControl(policy: CachePolicy, status: number): string {
  if (policy === 'private' || status >= 500 || (status >= 300 && status < 400))
    return 'private, no-store'
  if (status >= 400) return 'public, max-age=60'
  return 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'
}

/**
 * Pages and data built from remote content (remote mode): the browser and any shared cache keep
 * them but ask again each time (the ETag makes that a 304), so a page never outlives the answers
 * it was built from, which the server keeps for CONTENT_CACHE_TTL_S (docs/page-cache.md).
 */
export const REMOTE_CACHE_CONTROL = 'public, no-cache'

export function etagOf(body: string | Uint8Array): string {
  return `W/"${hash('sha1', body, 'base64url')}"`
}

/**
 * Moves React Router's `<link rel="modulepreload">` tags out of a first page load's `<head>`
 * (docs/decisions/0010-scripts-after-the-first-paint.md): without them there the stylesheet and
 * the page's main image have a slow connection to themselves. The links are asked for instead by
 * one small inline script placed just after the module script that starts the page
 * (docs/decisions/0034): a classic script waits for the stylesheet, so the scripts still start
 * after it, and every module of the page is then asked for at once. The module script alone
 * finds them a level of imports at a time, and imports the entry only once the route modules have
 * run: four round trips before hydration where one does.
 *
 * The module script itself is written as an inert block (`type="text/x-held-module"`) that the
 * small script puts back as a module script when it asks for the links (docs/decisions/0035):
 * parsed as a module it would ask for the route modules and their imports at once, beside the
 * main image, on a connection that has bandwidth for one of them.
 */
export function withoutModulePreloads(html: string): string {
  // By indexOf, as the script hashes above: cheaper than a regular expression over the page.
  let at = html.indexOf(MODULE_PRELOAD)
  if (at === -1) return html
  let kept = ''
  let from = 0
  const hrefs: string[] = []
  for (; at !== -1; at = html.indexOf(MODULE_PRELOAD, at + 1)) {
    const end = html.indexOf('"', at + MODULE_PRELOAD.length)
    if (end === -1) break
    if (!html.startsWith('/>', end + 1)) continue
    hrefs.push(html.slice(at + MODULE_PRELOAD.length, end))
    kept += html.slice(from, at)
    from = end + 3
  }
  const page = kept + html.slice(from)
  const script = page.indexOf(MODULE_SCRIPT)
  const close = script === -1 ? -1 : page.indexOf(SCRIPT_END, script)
  if (!hrefs.length || close === -1) return page
  const after = close + SCRIPT_END.length
  // A data block takes no `async`; the script that replaces it sets its own.
  let attrs = script + MODULE_SCRIPT.length
  if (page.startsWith(ASYNC, attrs)) attrs += ASYNC.length
  return (
    page.slice(0, script) +
    HELD_MODULE_SCRIPT +
    page.slice(attrs, after) +
    preloadScript(hrefs) +
    page.slice(after)
  )
}

/**
 * The inline script that starts the page's scripts: it asks for the page's modules, one a task,
 * and puts the held module script back as a module script (the same text, so the same hash in
 * the page's CSP). It does so at once on a page without a main image (`<Image priority>`, the one
 * with `fetchpriority="high"`); on a page with one, once that image has come, been decoded and
 * drawn (the task after the next frame), or has failed: on a slow connection the scripts do not
 * take its bandwidth, and no script of ours runs before it is on the screen. In a tab opened in
 * the background the browser draws no frame, so the page starts its scripts when it is first
 * shown. The hrefs come from React Router's own markup, already HTML-escaped: `&amp;` is decoded
 * back, and the list is written as JSON with `<` escaped, so nothing in it can close the script.
 */
function preloadScript(hrefs: string[]): string {
  const list = JSON.stringify(hrefs.map((h) => h.replaceAll('&amp;', '&'))).replaceAll(
    '<',
    '\\u003c',
  )
  // One link a task: each link starts a fetch, 5 to 20 ms of a phone's main thread at 6x CPU
  // (Chromium's requestResource), so all 29 of a brand page's in one go made a task of 156 ms,
  // and four at a time still made tasks of 70 to 120 (docs/benchmarks.md).
  return (
    '<script>{const held=document.currentScript.previousElementSibling,left=' +
    list +
    ',ask=()=>{document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:left.shift()}));if(left.length)setTimeout(ask)},' +
    'go=()=>{if(!held.isConnected)return;ask();const s=document.createElement("script");s.type="module";s.async=true;s.text=held.text;held.replaceWith(s)},' +
    'drawn=()=>main.decode().then(()=>requestAnimationFrame(()=>setTimeout(go)),go),' +
    'main=document.querySelector("img[fetchpriority=high]");' +
    'if(!main)go();else if(main.complete)drawn();else{main.addEventListener("load",drawn,{once:true});main.addEventListener("error",go,{once:true})}}</script>'
  )
}

const MODULE_SCRIPT = '<script type="module"'
const HELD_MODULE_SCRIPT = '<script type="text/x-held-module"'
const SCRIPT_END = '</script>'
const ASYNC = ' async=""'
const MODULE_PRELOAD = '<link rel="modulepreload" href="'
