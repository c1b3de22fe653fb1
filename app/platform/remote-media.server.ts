import { createHash } from 'node:crypto'
import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from 'pino'
import sharp from 'sharp'
import { uprightWithoutNotes } from '#app/utils/media-bytes.server.ts'
import { writeFileAtomic } from './atomic-file.server.ts'
import { STALE_IF_ERROR_MS, readCapped } from './remote-api.server.ts'

/** A remote picture copied to this server's disk: what the variant pipeline needs. */
export type RemoteOriginal = {
  /** The copy on disk, named by the hash of its bytes. */
  abs: string
  /** sha256 of the bytes, hex. */
  hash: string
  mime: string
  width: number
  height: number
  /** sha256 of the bytes as the source sent them (before the camera's notes were taken out). */
  sourceHash: string
}

export type RemoteMediaOptions = {
  /** CONTENT_MEDIA_URL: the base the source's image paths are relative to. */
  baseUrl: string
  /** Where copies are kept (below MEDIA_CACHE_DIR). */
  cacheDir: string
  /** Per fetch (CONTENT_API_TIMEOUT_MS). */
  timeoutMs: number
  /** The largest picture taken, in bytes (MEDIA_MAX_MB). */
  maxBytes: number
  /** How long a copy is fresh before it is fetched again (CONTENT_CACHE_TTL_S). */
  ttlMs: number
  log?: Pick<Logger, 'warn' | 'debug'>
  now?: () => number
}

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  heif: 'image/avif',
  gif: 'image/gif',
}
const EXT: Record<string, string> = {
  'image/svg+xml': '.svg',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/gif': '.gif',
}
const MAX_ENTRIES = 5000

/**
 * Pictures of remote content (DESIGN.md "Remote mode"): the server fetches them from
 * CONTENT_MEDIA_URL and the site serves them from `/media/remote/<path>` through the same variant
 * pipeline as its own, so the browser never contacts the source and the CSP stays 'self'.
 *
 * Only paths below the base are fetched (no absolute URLs, no `..`, no other host, no redirects:
 * a redirect is a failure), with a timeout and a size cap; the bytes must be an image sharp reads.
 * A copy is fresh for the TTL and then fetched again; when that fails, the copy stands in for up to
 * a day, as the content's answers do.
 */
export class RemoteMedia {
  private readonly base: URL
  private readonly known = new Map<string, { original: RemoteOriginal; fetchedAt: number }>()
  private readonly inFlight = new Map<string, Promise<RemoteOriginal | null>>()
  private readonly now: () => number

  constructor(private readonly opts: RemoteMediaOptions) {
    this.base = new URL(opts.baseUrl.replace(/\/*$/, '/'))
    this.now = opts.now ?? Date.now
  }

  /**
   * The path a content record names, as a clean relative path below the base, or null. The spec's
   * image fields are relative to the media base; an absolute URL is accepted only when it points
   * below that base (the source wrote its own base out in full).
   */
  relativePath(value: string | null | undefined): string | null {
    if (!value) return null
    let rel = value.trim()
    if (/^[a-z][a-z0-9+.-]*:/i.test(rel) || rel.startsWith('//')) {
      let url: URL
      try {
        url = new URL(rel)
      } catch {
        return null
      }
      if (url.origin !== this.base.origin || !url.pathname.startsWith(this.base.pathname))
        return null
      if (url.search || url.hash) return null
      rel = url.pathname.slice(this.base.pathname.length)
      try {
        rel = decodeURIComponent(rel)
      } catch {
        return null
      }
    }
    rel = rel.replace(/^\/+/, '')
    if (!rel || rel.length > 512 || /[\\?#%]/.test(rel) || hasControl(rel)) return null
    const parts = rel.split('/')
    if (parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.'))) return null
    return parts.join('/')
  }

  /** The URL a clean relative path is fetched from: always below the base, on its origin. */
  urlOf(rel: string): URL | null {
    const url = new URL(rel.split('/').map(encodeURIComponent).join('/'), this.base)
    return url.origin === this.base.origin && url.pathname.startsWith(this.base.pathname)
      ? url
      : null
  }

  /**
   * The copy of a picture; null when none can be had. A missing copy is fetched (the page waits
   * for it); a copy older than the TTL is answered at once and fetched again behind it, so a page
   * never waits for pictures it has shown before, and a changed picture shows within the TTL plus
   * one page view.
   */
  async original(rel: string): Promise<RemoteOriginal | null> {
    const clean = this.relativePath(rel)
    if (!clean) return null
    const known = this.known.get(clean)
    if (known && this.now() - known.fetchedAt < this.opts.ttlMs) return known.original
    const job = this.fetchOnce(clean, known)
    return known && this.now() - known.fetchedAt < STALE_IF_ERROR_MS ? known.original : job
  }

  /** Resolves when no fetch is running (tests wait for a background refresh with it). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight.values()])
  }

  private fetchOnce(
    clean: string,
    known: { original: RemoteOriginal; fetchedAt: number } | undefined,
  ): Promise<RemoteOriginal | null> {
    let job = this.inFlight.get(clean)
    if (!job) {
      job = this.fetchCopy(clean, known?.original)
        .then((original) => {
          this.known.delete(clean)
          this.known.set(clean, { original, fetchedAt: this.now() })
          if (this.known.size > MAX_ENTRIES) this.known.delete(this.known.keys().next().value!)
          return original
        })
        .catch((error: unknown) => {
          const stale = known && this.now() - known.fetchedAt < STALE_IF_ERROR_MS
          this.opts.log?.warn(
            { err: error, path: clean, stale: Boolean(stale) },
            stale
              ? 'remote picture could not be fetched; using the copy'
              : 'remote picture could not be fetched',
          )
          return stale ? known.original : null
        })
        .finally(() => this.inFlight.delete(clean))
      this.inFlight.set(clean, job)
    }
    return job
  }

  private async fetchCopy(rel: string, before?: RemoteOriginal): Promise<RemoteOriginal> {
    const url = this.urlOf(rel)
    if (!url) throw new Error('the path leaves the media base')
    const signal = AbortSignal.timeout(this.opts.timeoutMs)
    const res = await fetch(url, { signal, redirect: 'manual', headers: { accept: 'image/*' } })
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => {})
      throw new Error(`the media source answered ${res.status}`)
    }
    const bytes = await readCapped(res, this.opts.maxBytes, 'the picture')
    // The same bytes as last time: the copy made from them stands (not drawn and encoded again).
    const sourceHash = createHash('sha256').update(bytes).digest('hex')
    if (before?.sourceHash === sourceHash && (await stat(before.abs).catch(() => null)))
      return before
    const meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata()
    const mime = meta.format ? TYPES[meta.format] : undefined
    if (!mime || !meta.width || !meta.height) throw new Error('not a picture')
    // Served again from here, so upright and without the camera's notes, as an upload is.
    const kept =
      mime === 'image/svg+xml'
        ? { bytes, width: meta.width, height: meta.height }
        : await uprightWithoutNotes(bytes, 100_000_000)
    if (!kept) throw new Error('not a picture')
    const hash = createHash('sha256').update(kept.bytes).digest('hex')
    const abs = path.join(this.opts.cacheDir, `${hash}${EXT[mime]}`)
    await mkdir(this.opts.cacheDir, { recursive: true })
    await writeFileAtomic(abs, kept.bytes)
    this.opts.log?.debug({ path: rel, bytes: kept.bytes.length }, 'remote picture copied')
    return { abs, hash, mime, width: kept.width, height: kept.height, sourceHash }
  }
}

function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++)
    if (s.charCodeAt(i) < 0x20 || s.charCodeAt(i) === 0x7f) return true
  return false
}
