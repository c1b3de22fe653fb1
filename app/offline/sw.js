/* The site's service worker (docs/offline.md, docs/decisions/0028). Hand-written and small: a
 * build step (app/offline/build-plugin.js) puts `self.BUILD` ({ version, precache }) in front of
 * this file as build/client/sw.js. Classic script: no imports. */
/* global BUILD */
const PAGES = `pages-${BUILD.version}`
const ASSETS = `assets-${BUILD.version}`
/** A page's language prefix: '/kn' for a Kannada page (app/routing/lang.ts), '' for English. */
const prefixOf = (path) => (path === '/kn' || path.startsWith('/kn/') ? '/kn' : '')
const offlineOf = (path) => `${prefixOf(path)}/offline`
/** The form pages: `private, no-store` with a time-trap, so each is kept as a shell without one. */
const FORM_PAGES = ['/contact-us', '/apply-job']
const shellOf = (path) => `${path}?shell=1`
/**
 * The worker's own pages in a language: its offline page and form shells, fetched by each build
 * (English at install; Kannada once a Kannada page has been read), never trimmed.
 */
const ownPages = (prefix) => [`${prefix}/offline`, ...FORM_PAGES.map((p) => shellOf(prefix + p))]
const OWN = new Set([...ownPages(''), ...ownPages('/kn')])
const own = (url) => {
  const u = new URL(url, self.location.origin)
  return OWN.has(u.pathname) || OWN.has(u.pathname + u.search)
}
const isOffline = (path) => path === offlineOf(path)
/** A page kept on the phone is shown when the network has not answered within this time. */
const NETWORK_TIMEOUT_MS = 4000
/** Pages kept on the phone at most (the oldest go first). */
const MAX_PAGES = 40
/** A post kept on the phone longer than the time-trap allows is not sent (TOKEN_MAX_AGE_MS). */
const MAX_KEPT_MS = 24 * 60 * 60 * 1000
const SYNC_TAG = 'send-kept-forms'
const precached = new Set(BUILD.precache)
const pageChunks = new Set(BUILD.pages)

/** Never touched: the console, the API, form endpoints, health checks and the worker itself. */
const passThrough = (path) =>
  /^\/(admin|api|forms|healthz|readyz|sw\.js)(\/|$|\.)/.test(path) || path.startsWith('/media/')

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const assets = await caches.open(ASSETS)
      await assets.addAll(BUILD.precache)
      await keepOwnPages(await caches.open(PAGES), '')
      // A new build takes over at once: its pages and assets live in caches of its own, and
      // the pages kept by the last build are fetched again below, never mixed with these assets.
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim()
      const names = await caches.keys()
      const old = names.filter((n) => n.startsWith('pages-') && n !== PAGES)
      // The last build's pages, fetched again for this build (bounded in time: a page that does
      // not come is dropped rather than shown with assets it was not built with).
      const keys = (await Promise.all(old.map(async (n) => (await caches.open(n)).keys()))).flat()
      const kept = keys.filter((r) => !own(r.url)).slice(-MAX_PAGES)
      // A phone that kept the Kannada offline page gets this build's.
      const kannada = keys.some((r) => new URL(r.url).pathname === '/kn/offline')
      const pages = await caches.open(PAGES)
      await Promise.race([
        Promise.allSettled([
          ...kept.map((r) => refresh(pages, r.url)),
          kannada ? keepOwnPages(pages, '/kn') : null,
        ]),
        new Promise((resolve) => setTimeout(resolve, 8000)),
      ])
      await Promise.all(
        names.filter((n) => n !== PAGES && n !== ASSETS).map((n) => caches.delete(n)),
      )
    })(),
  )
})

/** The worker's own pages in a language, fetched for this build (those not kept yet). */
async function keepOwnPages(pages, prefix) {
  for (const path of ownPages(prefix)) {
    if (await pages.match(path)) continue
    const page = await fetch(path, { cache: 'reload' })
    if (!page.ok) throw new Error(`${path} answered ${page.status}`)
    await keepWithFiles(pages, path, page)
  }
}

/** A page kept by the last build, fetched again for this one (see `keepWithFiles`). */
async function refresh(pages, url) {
  const response = await fetch(url, { cache: 'no-cache' })
  if (keepable(response)) await keepWithFiles(pages, url, response)
}

/**
 * Keeps a page this build did not draw for the visitor (a page kept by the last build, a form's
 * shell) with the files of this build it loads, read from its HTML: no page opened them here,
 * and without them the page would not hydrate without signal. Not kept if they do not all come.
 */
async function keepWithFiles(pages, key, response) {
  const html = await response.clone().text()
  const files = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|json)/g))
  const assets = await caches.open(ASSETS)
  await Promise.all(
    [...files]
      .filter((f) => precached.has(f) || pageChunks.has(f))
      .map(async (f) => {
        if (await assets.match(f)) return
        const file = await fetch(f)
        if (!file.ok) throw new Error(`${f} answered ${file.status}`)
        await assets.put(f, file)
      }),
  )
  await pages.put(key, response)
}

/** A page worth keeping: a whole public page, not an error, a form or anything per visitor. */
function keepable(response) {
  const cc = response.headers.get('Cache-Control') ?? ''
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !/no-store|private/.test(cc)
  )
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || passThrough(url.pathname)) return
  if (request.mode === 'navigate') event.respondWith(page(event, url))
  else if (url.pathname.endsWith('.data')) event.respondWith(pageData(request, url))
  else if (url.pathname === '/__manifest') event.respondWith(routes(request, url))
  else if (precached.has(url.pathname) || pageChunks.has(url.pathname))
    event.respondWith(asset(request, url))
  // Anything else (pictures, a console chunk) goes to the network and the HTTP cache as usual.
})

/** A page: the network first, past the HTTP cache; the kept copy when it fails or is slow. */
async function page(event, url) {
  const pages = await caches.open(PAGES)
  const offline = isOffline(url.pathname)
  const key = offline ? url.pathname : url.origin + url.pathname + url.search
  const prefix = prefixOf(url.pathname)
  const network = fetch(new Request(event.request, { cache: 'no-cache' })).then(async (r) => {
    if (keepable(r) && !offline) {
      await pages.put(key, r.clone())
      await trim(pages)
    } else if (r.status === 404 || r.status === 410) await pages.delete(key)
    return r
  })
  event.waitUntil(network.catch(() => {}))
  // The first Kannada page read keeps the Kannada offline page and form shells too, after the
  // page itself and without holding it up.
  if (prefix && !offline)
    event.waitUntil(
      network.then((r) => (r.ok ? keepOwnPages(pages, prefix) : null)).catch(() => {}),
    )
  // A form page is never kept (its time-trap): its shell stands in, which asks for a fresh
  // time-trap when Send is pressed.
  const kept =
    (await pages.match(key)) ??
    (FORM_PAGES.includes(url.pathname.slice(prefix.length))
      ? await pages.match(shellOf(url.pathname))
      : undefined)
  if (!kept)
    return network.catch(async () => {
      // The offline page in the page's language, else the English one (always kept).
      const target = (await pages.match(offlineOf(url.pathname)))
        ? offlineOf(url.pathname)
        : '/offline'
      return Response.redirect(
        `${target}?page=${encodeURIComponent(url.pathname + url.search)}`,
        302,
      )
    })
  let timer
  const slow = new Promise((resolve) => (timer = setTimeout(resolve, NETWORK_TIMEOUT_MS, kept)))
  return Promise.race([network, slow])
    .catch(() => kept)
    .finally(() => clearTimeout(timer))
}

async function trim(pages) {
  const keys = await pages.keys()
  const visited = keys.filter((r) => !own(r.url))
  const extra = visited.length - MAX_PAGES
  for (const r of visited.slice(0, Math.max(0, extra))) await pages.delete(r)
}

/**
 * A page's data for a navigation inside the page (`/path.data`). Without network, React Router
 * is told to load the page as a document (its own redirect answer), which the worker then
 * answers from the kept pages or with the offline page.
 */
async function pageData(request, url) {
  try {
    return await fetch(request)
  } catch {
    const path = url.pathname === '/_.data' ? '/' : url.pathname.slice(0, -'.data'.length)
    url.searchParams.delete('_routes')
    return new Response(null, {
      status: 204,
      headers: { 'X-Remix-Redirect': path + url.search, 'X-Remix-Reload-Document': 'true' },
    })
  }
}

/**
 * React Router's route discovery. Without network, this build's public routes from its
 * precached manifest, so a link on a kept page still leads somewhere.
 */
async function routes(request, url) {
  try {
    return await fetch(request)
  } catch {
    const file = BUILD.precache.find((p) => /\/manifest-[\w-]+\.js$/.test(p))
    const text = file ? await (await caches.match(file)).text() : ''
    const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1))
    if (url.searchParams.get('version') !== manifest.version)
      return new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } })
    const routes = {}
    for (const [id, route] of Object.entries(manifest.routes))
      if (!/^routes\/admin\/|^(console|content-)/.test(id)) routes[id] = route
    return Response.json(routes)
  }
}

/** A hashed file of this build: from the phone, else fetched once and kept. */
async function asset(request, url) {
  const assets = await caches.open(ASSETS)
  const kept = await assets.match(url.pathname)
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok) await assets.put(url.pathname, response.clone())
  return response
}

/* Forms kept on the phone (IndexedDB), sent when the signal returns: on Background Sync where
 * the browser has it, and whenever a page asks (on each page load and the `online` event). Both
 * may fire; each post carries its id, and the server stores an id once (migration 0010). */

function store(name, mode, work) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('kept-forms', 1)
    open.onupgradeneeded = () => {
      open.result.createObjectStore('posts', { keyPath: 'id' })
      open.result.createObjectStore('notices', { autoIncrement: true })
    }
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const tx = open.result.transaction(name, mode)
      const result = work(tx.objectStore(name))
      tx.oncomplete = () => resolve(result.result)
      tx.onerror = () => reject(tx.error)
    }
  })
}
const all = (name) => store(name, 'readonly', (s) => s.getAll())

self.addEventListener('message', (event) => {
  const { type } = event.data ?? {}
  if (type === 'keep-form') event.waitUntil(keep(event.data.post, event.ports[0]))
  else if (type === 'send-kept-forms') event.waitUntil(sendKept().catch(() => {}))
})

async function keep(post, port) {
  try {
    await store('posts', 'readwrite', (s) => s.put(post))
    port.postMessage({ ok: true })
  } catch {
    port.postMessage({ ok: false })
    return
  }
  try {
    await self.registration.sync.register(SYNC_TAG)
  } catch {
    // No Background Sync here: the next page load or `online` event sends it.
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(sendKept())
})

let sending = null
let again = null
/**
 * One pass at a time in this worker; a failure leaves the rest for the next try. A call during a
 * pass is not folded into it: that pass may already have met no network (the page's `online`
 * event can come a moment before the worker's own signal) or read the list before a form was
 * kept. One more pass follows it, shared by every call made meanwhile.
 */
function sendKept() {
  if (!sending) return (sending = sendAll().finally(() => (sending = null)))
  return (again ??= sending
    .catch(() => {})
    .then(() => {
      again = null
      return sendKept()
    }))
}

async function sendAll() {
  for (const post of await all('posts')) {
    const answer = Date.now() - post.queuedAt > MAX_KEPT_MS ? tooOld : await send(post)
    // No answer (no signal) or the server busy or limiting: kept for the next try.
    if (!answer || answer.status === 429 || answer.status >= 500) throw new Error('not sent yet')
    await store('posts', 'readwrite', (s) => s.delete(post.id))
    await tell({
      type: answer.ok ? 'form-sent' : 'form-refused',
      kind: post.kind,
      message: answer.message,
    })
  }
  const pages = await self.clients.matchAll({ type: 'window' })
  if (!pages.length) return
  for (const notice of await all('notices')) for (const p of pages) p.postMessage(notice)
  await store('notices', 'readwrite', (s) => s.clear())
}

/** Its English sentence, a catalogue message: the page says it in its own language. */
const tooOld = {
  ok: false,
  status: 400,
  message:
    'This message waited on the phone for more than a day without signal, so it was not sent. Please write it again.',
}

async function send(post) {
  try {
    const t = await fetch(`/forms/token?form=${post.kind}`, { cache: 'no-store' })
    if (!t.ok) return { ok: false, status: t.status }
    const { token, minSeconds } = await t.json()
    // The time-trap's rule for every post: its token must have aged FORM_MIN_SECONDS.
    await new Promise((resolve) => setTimeout(resolve, minSeconds * 1000))
    const body = new FormData()
    for (const [name, value] of post.fields) body.append(name, value)
    body.set('started', token)
    body.set('submission', post.id)
    body.set('queued_at', String(post.queuedAt))
    // The answer in the language of the page it was written on (posts kept before it was said: English).
    const r = await fetch(
      `/forms/send?form=${post.kind}&lang=${post.lang === 'kn' ? 'kn' : 'en'}`,
      {
        method: 'POST',
        body,
      },
    )
    const json = await r.json().catch(() => ({}))
    return { ok: r.ok && json.ok === true, status: r.status, message: json.message }
  } catch {
    return null
  }
}

/** Tells the open pages; kept for the next page when none is open. */
async function tell(notice) {
  const pages = await self.clients.matchAll({ type: 'window' })
  for (const p of pages) p.postMessage(notice)
  if (!pages.length) await store('notices', 'readwrite', (s) => s.add(notice))
}
