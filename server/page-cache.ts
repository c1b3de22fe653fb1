import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { SESSION_COOKIE } from '#app/domain/accounts/sessions.server.ts'
import { PREVIEW_PARAM } from '#app/domain/content/preview.server.ts'
import { bodyOf } from '#app/platform/page-body.server.ts'
import { PageTags } from '#app/platform/page-tags.server.ts'
import { isConsolePath } from '#app/routing/console.ts'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/**
 * The in-process page cache (DESIGN.md "Page cache", docs/page-cache.md): public GET pages and
 * their `.data` requests, kept as the bytes the renderer made with their headers (the hash-CSP
 * stays valid: the same HTML has the same hashes), a gzip and a brotli variant made once, and the
 * tags of what they show. A hit is answered from node:http's request event before Express, so it
 * costs a Map lookup and one write of precomputed headers and buffers. Requests for a page that is
 * being rendered wait for that render instead of rendering it again (`miss`).
 */

/** How an answer came from the cache, as its X-Cache header says. */
export type CacheOutcome = 'hit' | 'miss' | 'shared'

type Variant = {
  body: Buffer
  /** Flat [name, value, …] list for writeHead, X-Cache: hit included. */
  hitHead: string[]
  /** The same without X-Cache, for a miss (the caller adds its own). */
  head: string[]
}

export type CacheEntry = {
  key: string
  tags: string[]
  etag: string
  identity: Variant
  gzip: Variant | null
  /** Made after the entry is kept (brotli at its best takes ~100 ms): gzip is sent until then. */
  br: Variant | null
  /** Headers of a 304: validators and caching, no body headers, no X-Cache. */
  notModifiedHead: string[]
  size: number
  /** Text worth compressing (a brotli copy is made once it is kept). */
  compressible: boolean
  /** A variant of this entry's headers for a body in an encoding. */
  variant: (body: Buffer, encoding: string | null) => Variant
}

/** A render under way, and the entry it kept (null: none, when it is over). */
type Flight = {
  startedAt: number
  kept: Promise<CacheEntry | null>
  settle: (entry: CacheEntry | null) => void
}

export type CacheStats = {
  hits: number
  /** Renders: requests that were neither hits nor answered by another request's render. */
  misses: number
  /** Requests that waited for a render of the same page under way and were answered from it. */
  shared: number
  /** Requests waiting for such a render now. */
  waiting: number
  stores: number
  /** Entries dropped by content changes, the clock or a flush. */
  invalidated: number
  evicted: number
  entries: number
  bytes: number
}

export type PageCacheOptions = {
  /** Upper bound for the bytes of all entries (bodies and their variants). */
  maxBytes: number
  /** Hops of X-Forwarded-* to believe, as Express's `trust proxy` (TRUST_PROXY). */
  trustProxy: number
  /** The clock; tests pass a fake one. */
  now?: () => number
  /**
   * The next time a scheduled item comes on or goes off (null: none). Asked after every
   * invalidation; entries are not stored until it has answered, and all are dropped at it.
   */
  nextBoundary?: (now: number) => Promise<number | null>
  /** Told when the boundary could not be read. */
  onError?: (error: unknown) => void
}

/** Query parameters that name where a visitor came from, not what they see. */
const TRACKING = /^(utm_[^=]*|fbclid|gclid|dclid|msclkid)$/i

/** Types worth compressing (text of every kind a page or its data is sent as). */
const COMPRESSIBLE =
  /^(text\/|application\/(json|xml|javascript|manifest\+json|[\w.+-]*\+xml)|image\/svg)/

/** Below this size compression costs more than it saves (as the compression middleware). */
const MIN_COMPRESS = 1024

/** A request this cache never answers nor stores. */
function bypasses(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie
  return cookie !== undefined && cookie.includes(`${SESSION_COOKIE}=`)
}

export class PageCache {
  private readonly entries = new Map<string, CacheEntry>()
  private readonly byTag = new Map<string, Set<string>>()
  private bytes = 0
  private readonly stats = {
    hits: 0,
    misses: 0,
    shared: 0,
    stores: 0,
    invalidated: 0,
    evicted: 0,
  }
  /** The render under way of each page, for requests of the same page meanwhile. */
  private readonly flights = new Map<string, Flight>()
  /**
   * Pages whose last render was not kept (a form, an error, remote content), with the generation
   * it was rendered in: until the next change their requests render at once, not one after the
   * other.
   */
  private readonly passes = new Map<string, number>()
  private waiting = 0
  /** Brotli copies being made for kept entries. */
  private readonly compressing = new Set<Promise<void>>()

  /** Bumped by every invalidation; a render remembers it at its start. */
  private generation = 0
  /** The generation of the last drop of everything. */
  private flushedAt = 0
  /** The generation at which each tag was last invalidated. */
  private readonly tagGeneration = new Map<string, number>()

  /** Entries are dropped when the clock reaches it; NaN while it is being asked. */
  private boundary = Number.NaN
  private boundaryAsk: Promise<void> | null = null
  private askToken: symbol | null = null
  /** While false (another process's changes may be missed), nothing is served or stored. */
  private connected = true

  private readonly encodings = new Map<string, 'br' | 'gzip' | null>()
  readonly now: () => number

  constructor(private readonly opts: PageCacheOptions) {
    this.now = opts.now ?? Date.now
    this.askBoundary()
  }

  /**
   * The cache key of a request, or null when it is not a cacheable kind of request: the scheme
   * (HSTS is sent over HTTPS only), the path and the query without tracking parameters.
   */
  keyOf(req: IncomingMessage): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const path = q < 0 ? url : url.slice(0, q)
    if (isConsolePath(path) || path.startsWith('/api/')) return null
    if (bypasses(req)) return null
    let search = ''
    if (q >= 0 && q < url.length - 1) {
      const kept: string[] = []
      for (const pair of url.slice(q + 1).split('&')) {
        const name = pair.split('=', 1)[0] ?? ''
        if (name === PREVIEW_PARAM) return null
        if (pair && !TRACKING.test(name)) kept.push(pair)
      }
      if (kept.length) search = `?${kept.join('&')}`
    }
    return `${this.isSecure(req) ? 'https' : 'http'}:${path}${search}`
  }

  /** As Express's req.secure with `trust proxy` set to a hop count. */
  private isSecure(req: IncomingMessage): boolean {
    if ((req.socket as { encrypted?: boolean }).encrypted) return true
    if (this.opts.trustProxy <= 0) return false
    const proto = req.headers['x-forwarded-proto']
    if (typeof proto !== 'string') return false
    const comma = proto.indexOf(',')
    return (comma < 0 ? proto : proto.slice(0, comma)).trim() === 'https'
  }

  /**
   * Answers the request from the cache when it can; false sends it on to the application. Runs
   * before anything else sees the request: no logging, no static lookup, no body hashing.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.connected || this.entries.size === 0) return false
    const key = this.keyOf(req)
    if (key === null) return false
    const entry = this.entries.get(key)
    if (!entry) return false
    if (!(this.now() < this.boundary)) {
      this.reachBoundary()
      return false
    }
    // Least recently used goes first: a hit moves its entry to the end of the Map's order.
    this.entries.delete(key)
    this.entries.set(key, entry)
    this.stats.hits++
    this.send(req, res, entry, 'hit')
    return true
  }

  /** Writes an entry as the answer: 304 for a matching If-None-Match, else the best variant. */
  send(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, outcome: CacheOutcome) {
    const hit = outcome === 'hit'
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, [...entry.notModifiedHead, 'X-Cache', outcome])
      res.end()
      return
    }
    const encoding = this.encodingFor(req.headers['accept-encoding'])
    const variant =
      (encoding === 'br' ? (entry.br ?? entry.gzip) : encoding === 'gzip' ? entry.gzip : null) ??
      entry.identity
    if (hit) res.writeHead(200, variant.hitHead)
    else {
      // A miss goes through Express: its own headers (X-Request-Id …) stay, ours replace the rest.
      for (let i = 0; i < variant.head.length; i += 2)
        res.setHeader(variant.head[i]!, variant.head[i + 1]!)
      res.setHeader('X-Cache', outcome)
      res.writeHead(200)
    }
    res.end(req.method === 'HEAD' ? undefined : variant.body)
  }

  /** br, gzip or identity for an Accept-Encoding header, remembered per distinct header. */
  private encodingFor(header: string | string[] | undefined): 'br' | 'gzip' | null {
    if (typeof header !== 'string' || header === '') return null
    let found = this.encodings.get(header)
    if (found !== undefined) return found
    const accepted = new Map<string, number>()
    for (const part of header.split(',')) {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1)
    }
    const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
    found = ok('br') ? 'br' : ok('gzip') ? 'gzip' : null
    if (this.encodings.size > 200) this.encodings.clear()
    this.encodings.set(header, found)
    return found
  }

  /** A render is about to start: its result may be stored only if nothing it shows changed since. */
  begin(): number {
    this.stats.misses++
    return this.generation
  }

  /**
   * A GET that was not a hit. When the same page is being rendered for another request, and
   * nothing has changed since that render began, this request waits for it and is answered from
   * what it kept: a crowd that arrives just after an edit costs one render, not one each.
   * Otherwise `render` renders it (its loaders declare their tags on `tags`), the answer is kept
   * when it may be, and the request is answered from it (X-Cache: miss).
   *
   * Gives back the response when it is not kept (errors, redirects, private pages: the caller
   * sends it as it is); null when the request has been answered.
   */
  async miss(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    render: (tags: PageTags) => Promise<Response>,
  ): Promise<Response | null> {
    const flight = this.flights.get(key)
    // A render begun before a change may be refused; a page not kept last time will not be now.
    if (
      flight &&
      flight.startedAt === this.generation &&
      this.passes.get(key) !== this.generation
    ) {
      this.waiting++
      const entry = await flight.kept
      this.waiting--
      if (entry) {
        this.stats.shared++
        this.send(req, res, entry, 'shared')
        return null
      }
    }
    const startedAt = this.begin()
    const own = this.takeOff(key, startedAt)
    let kept: CacheEntry | null = null
    try {
      const tags = new PageTags()
      const response = await render(tags)
      if (!keepable(response, tags)) {
        if (this.passes.size >= 10_000) this.passes.clear()
        this.passes.set(key, startedAt)
        return response
      }
      const { entry, stored } = await this.store({
        key,
        startedAt,
        tags: tags.final(),
        headers: { ...res.getHeaders(), ...Object.fromEntries(response.headers) },
        body: await bodyOf(response),
      })
      if (stored) kept = entry
      this.send(req, res, entry, 'miss')
      return null
    } finally {
      // Also when the render failed: whoever waited then renders for themselves.
      if (own) this.land(key, own, kept)
    }
  }

  /** Registers a render of `key` for others to wait for, unless a current one is registered. */
  private takeOff(key: string, startedAt: number): Flight | null {
    if (!this.connected) return null
    const current = this.flights.get(key)
    if (current && current.startedAt === this.generation) return null
    let settle!: (entry: CacheEntry | null) => void
    const kept = new Promise<CacheEntry | null>((resolve) => (settle = resolve))
    const flight = { startedAt, kept, settle }
    this.flights.set(key, flight)
    return flight
  }

  private land(key: string, flight: Flight, kept: CacheEntry | null) {
    if (this.flights.get(key) === flight) this.flights.delete(key)
    flight.settle(kept)
  }

  /**
   * Keeps a rendered 200 response, and gives back the entry the caller answers from. `stored` is
   * false when it must not be kept: a change of something it shows (or a flush) came after its
   * render began, the cache lost its channel to other processes, the clock reached a publish time,
   * or the response is larger than half the cap.
   */
  async store(input: {
    key: string
    startedAt: number
    tags: string[]
    headers: OutgoingHttpHeaders
    body: Buffer
  }): Promise<{ entry: CacheEntry; stored: boolean }> {
    const entry = await this.build(input)
    if (this.boundaryAsk) await this.boundaryAsk
    if (
      !this.connected ||
      this.changedSince(input.startedAt, input.tags) ||
      !(this.now() < this.boundary) ||
      entry.size > this.opts.maxBytes / 2
    )
      return { entry, stored: false }
    this.remove(input.key)
    this.entries.set(input.key, entry)
    this.bytes += entry.size
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag)
      if (!keys) this.byTag.set(tag, (keys = new Set()))
      keys.add(input.key)
    }
    this.stats.stores++
    this.evict()
    if (entry.compressible) this.addBrotli(input.key, entry, input.body)
    return { entry, stored: true }
  }

  private evict() {
    for (const [key] of this.entries) {
      if (this.bytes <= this.opts.maxBytes) break
      this.remove(key)
      this.stats.evicted++
    }
  }

  /**
   * The brotli copy of a kept entry, made off the request's path: at quality 11 it costs about
   * 100 ms of CPU for a 50 KB page, which every visitor of a changed page would otherwise wait for.
   */
  private addBrotli(key: string, entry: CacheEntry, body: Buffer) {
    const job = brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }).then(
      (br) => {
        // Dropped or replaced meanwhile: the copy is of no use.
        if (this.entries.get(key) !== entry || br.length >= body.length) return
        entry.br = entry.variant(br, 'br')
        entry.size += br.length
        this.bytes += br.length
        this.evict()
      },
      (error: unknown) => this.opts.onError?.(error),
    )
    this.compressing.add(job)
    void job.finally(() => this.compressing.delete(job))
  }

  /** Resolves once every brotli copy under way is made (for tests). */
  async compressed(): Promise<void> {
    while (this.compressing.size) await Promise.all(this.compressing)
  }

  private changedSince(startedAt: number, tags: string[]): boolean {
    if (this.flushedAt > startedAt) return true
    if (tags.includes('*')) return this.generation > startedAt
    for (const tag of tags) if ((this.tagGeneration.get(tag) ?? 0) > startedAt) return true
    return false
  }

  private async build(input: {
    key: string
    tags: string[]
    headers: OutgoingHttpHeaders
    body: Buffer
  }): Promise<CacheEntry> {
    const { body } = input
    const base: [string, string][] = []
    let etag = ''
    let type = ''
    for (const [name, value] of Object.entries(input.headers)) {
      if (value === undefined) continue
      const lower = name.toLowerCase()
      if (SKIPPED_HEADERS.has(lower)) continue
      const text = Array.isArray(value) ? value.join(', ') : String(value)
      if (lower === 'etag') etag = text
      if (lower === 'content-type') type = text
      base.push([name, text])
    }
    if (!etag) {
      etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
      base.push(['ETag', etag])
    }
    if (!base.some(([n]) => n.toLowerCase() === 'vary')) base.push(['Vary', 'Accept-Encoding'])
    const flat = (extra: [string, string][]) => [...base, ...extra].flat()
    const variant = (data: Buffer, encoding: string | null): Variant => {
      const own: [string, string][] = [['Content-Length', String(data.length)]]
      if (encoding) own.push(['Content-Encoding', encoding])
      return { body: data, head: flat(own), hitHead: flat([...own, ['X-Cache', 'hit']]) }
    }
    const compressible = body.length >= MIN_COMPRESS && COMPRESSIBLE.test(type)
    // gzip at level 9 takes a millisecond or two; brotli comes later (addBrotli).
    const gz = compressible ? await gzip(body, { level: 9 }) : null
    const identity = variant(body, null)
    const gzipVariant = gz && gz.length < body.length ? variant(gz, 'gzip') : null
    const notModifiedHead = base.filter(([n]) => NOT_MODIFIED_HEADERS.has(n.toLowerCase())).flat()
    return {
      key: input.key,
      tags: input.tags,
      etag,
      identity,
      gzip: gzipVariant,
      br: null,
      notModifiedHead,
      size: 1024 + body.length + (gzipVariant?.body.length ?? 0),
      compressible,
      variant,
    }
  }

  /**
   * Drops every entry that shows any of these tags (app/domain/content/events.server.ts), and
   * every entry whose page declared nothing precise (`*`). `*` among the tags drops everything.
   */
  invalidate(tags: string[]) {
    if (flushesAll(tags)) return this.flush()
    this.generation++
    for (const tag of [...tags, '*']) {
      this.tagGeneration.set(tag, this.generation)
      for (const key of this.byTag.get(tag) ?? []) {
        this.remove(key)
        this.stats.invalidated++
      }
    }
    this.askBoundary()
  }

  /** Drops everything, and refuses renders that began before. */
  flush() {
    this.generation++
    this.flushedAt = this.generation
    this.stats.invalidated += this.entries.size
    this.entries.clear()
    this.byTag.clear()
    this.tagGeneration.clear()
    this.bytes = 0
    this.askBoundary()
  }

  /**
   * The channel to other processes went down (false: nothing is served or kept, since their
   * changes would be missed) or came back (true: everything kept before is dropped).
   */
  setConnected(connected: boolean) {
    this.flush()
    this.connected = connected
  }

  /** The clock reached a publish time: what pages show may have changed, all of them go. */
  private reachBoundary() {
    if (this.boundaryAsk) return
    this.flush()
  }

  private askBoundary() {
    const ask = this.opts.nextBoundary
    if (!ask) {
      this.boundary = Number.POSITIVE_INFINITY
      return
    }
    this.boundary = Number.NaN
    const token = Symbol('ask')
    this.askToken = token
    this.boundaryAsk = (async () => {
      let next: number
      try {
        next = (await ask(this.now())) ?? Number.POSITIVE_INFINITY
      } catch (error) {
        this.opts.onError?.(error)
        // Without an answer, keep pages a minute at most.
        next = this.now() + 60_000
      }
      // A later ask has replaced this one: its answer is the newer.
      if (this.askToken === token) {
        this.boundary = next
        this.boundaryAsk = null
      }
    })()
  }

  /** Resolves once the next publish time is known (for tests and start-up). */
  async ready(): Promise<void> {
    while (this.boundaryAsk) await this.boundaryAsk
  }

  private remove(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.size
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag)
      keys?.delete(key)
      if (keys && keys.size === 0) this.byTag.delete(tag)
    }
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  snapshot(): CacheStats {
    return { ...this.stats, waiting: this.waiting, entries: this.entries.size, bytes: this.bytes }
  }
}

/**
 * Only a complete public 200 is kept: not an error, a redirect, a form with its per-visitor token
 * (Cache-Control private), an answer that sets a cookie, or a page showing a stand-in for data
 * that could not be read.
 */
function keepable(response: Response, tags: PageTags): boolean {
  if (response.status !== 200 || !response.body || tags.uncacheable) return false
  if (response.headers.has('set-cookie')) return false
  const cc = response.headers.get('cache-control') ?? ''
  return /\bpublic\b/.test(cc) && !/\b(private|no-store|no-cache)\b/.test(cc)
}

/**
 * Changes that can reach pages no tag names: a media file replaced in place (pages carry its
 * version in the URL) and a redirect edited on its own (it may take over any path). A redirect
 * made by an item's change of address needs nothing more: the old address's page carries the
 * item's tag, which the same change names.
 */
export function flushesAll(tags: string[]): boolean {
  if (tags.includes('*')) return true
  if (tags.some((t) => t === 'media' || t.startsWith('media:'))) return true
  return tags.length > 0 && tags.every((t) => t === 'redirects')
}

/** Per request or per connection; never part of a stored answer. */
const SKIPPED_HEADERS = new Set([
  'x-request-id',
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-cache',
])

/** What a 304 repeats (RFC 9110 15.4.5). */
const NOT_MODIFIED_HEADERS = new Set([
  'etag',
  'cache-control',
  'vary',
  'content-security-policy',
  'expires',
  'content-location',
])
