import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from 'pino'
import sharp from 'sharp'
import type { ImageData } from '#app/utils/image.ts'

/** Widths we make variants at; a fixed list so a request cannot ask for arbitrary work. */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600, 1920] as const
export const FALLBACK_IMAGE = 'site/fallback.svg'

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
}

type Entry = {
  width: number
  height: number
  hash: string
  vector: boolean
  mtimeMs: number
  size: number
}

/** SVGs whose file names start with these are drawn by the browser as they are. */
function isVectorName(file: string): boolean {
  return path.extname(file) === '.svg' && /^(logo|icon|anim)/.test(path.basename(file))
}

/**
 * The media folder: originals under MEDIA_DIR, raster variants (AVIF and WebP at a few widths)
 * made on first request and kept in MEDIA_CACHE_DIR by content hash, so they outlive any database
 * and a fresh test database does not re-encode anything.
 */
export class MediaLibrary {
  readonly dir: string
  readonly cacheDir: string
  private entries = new Map<string, Entry>()
  private inflight = new Map<string, Promise<string>>()
  private queue: Array<() => void> = []
  private running = 0

  constructor(
    dir: string,
    cacheDir: string,
    private log?: Logger,
  ) {
    this.dir = path.resolve(dir)
    this.cacheDir = path.resolve(cacheDir)
  }

  /** Reads size and hash of every image under the media folder. */
  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    const files: string[] = []
    const walk = async (rel: string) => {
      for (const e of await readdir(path.join(this.dir, rel), { withFileTypes: true })) {
        const r = rel ? `${rel}/${e.name}` : e.name
        if (e.isDirectory()) await walk(r)
        else if (IMAGE_TYPES[path.extname(e.name).toLowerCase()]) files.push(r)
      }
    }
    await walk('')
    await Promise.all(files.map((f) => this.refresh(f)))
  }

  /** (Re)reads one file's size and hash; returns null when it is missing or not an image. */
  async refresh(rel: string): Promise<Entry | null> {
    const abs = this.resolve(rel)
    if (!abs) return null
    try {
      const st = await stat(abs)
      const known = this.entries.get(rel)
      if (known && known.mtimeMs === st.mtimeMs && known.size === st.size) return known
      const buf = await readFile(abs)
      const meta = await sharp(buf).metadata()
      if (!meta.width || !meta.height) return null
      const entry: Entry = {
        width: meta.width,
        height: meta.height,
        hash: createHash('sha256').update(buf).digest('hex').slice(0, 12),
        vector: isVectorName(rel),
        mtimeMs: st.mtimeMs,
        size: st.size,
      }
      this.entries.set(rel, entry)
      return entry
    } catch {
      this.entries.delete(rel)
      return null
    }
  }

  /**
   * The image data for a media path. A missing path or file gives the fallback picture with the
   * same alt text. Files added by another process are picked up in the background.
   */
  image(rel: string | null | undefined, alt: string): ImageData {
    const clean = rel ? normalizeRel(rel) : null
    let entry = clean ? this.entries.get(clean) : undefined
    if (clean && !entry) void this.refresh(clean)
    const used = entry ? clean! : FALLBACK_IMAGE
    entry ??= this.entries.get(FALLBACK_IMAGE)
    if (!entry)
      return {
        src: `/media/${FALLBACK_IMAGE}`,
        alt,
        width: 600,
        height: 600,
        vector: true,
        widths: [],
        version: '0',
      }
    const widths = entry.vector ? [] : VARIANT_WIDTHS.filter((w) => w <= Math.max(entry.width, 160))
    return {
      src: `/media/${encodePath(used)}?v=${entry.hash}`,
      alt,
      width: entry.width,
      height: entry.height,
      vector: entry.vector,
      widths,
      version: entry.hash,
    }
  }

  /** Absolute path of a media-relative path, or null when it would leave the media folder. */
  resolve(rel: string): string | null {
    const clean = normalizeRel(rel)
    if (!clean) return null
    const abs = path.resolve(this.dir, clean)
    return abs.startsWith(this.dir + path.sep) ? abs : null
  }

  /**
   * Answers a request path below /media (already URL-decoded, without the query):
   * `brands/naati/banner.svg` is the original, `brands/naati/banner.svg.w640.webp` a variant.
   */
  async lookup(requestPath: string): Promise<{
    file: string
    type: string
    versionMatches: (v: string | undefined) => boolean
  } | null> {
    const m = /^(.*)\.w(\d{2,4})\.(avif|webp)$/.exec(requestPath)
    const rel = normalizeRel(m ? m[1]! : requestPath)
    if (!rel) return null
    const abs = this.resolve(rel)
    const type = IMAGE_TYPES[path.extname(rel).toLowerCase()]
    if (!abs || !type) return null
    const entry = await this.refresh(rel)
    if (!entry) return null
    const versionMatches = (v: string | undefined) => v === entry.hash
    if (!m) return { file: abs, type, versionMatches }
    const width = Number(m[2])
    const format = m[3] as 'avif' | 'webp'
    if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return null
    const file = await this.variant(abs, entry, width, format)
    return { file, type: `image/${format}`, versionMatches }
  }

  private async variant(
    abs: string,
    entry: Entry,
    width: number,
    format: 'avif' | 'webp',
  ): Promise<string> {
    const target = path.join(this.cacheDir, `${entry.hash}-${width}.${format}`)
    if (await stat(target).catch(() => null)) return target
    const key = target
    let job = this.inflight.get(key)
    if (!job) {
      job = this.limit(async () => {
        if (await stat(target).catch(() => null)) return target
        await mkdir(this.cacheDir, { recursive: true })
        // SVGs are rasterised at the density that gives the wanted width, so they stay sharp;
        // raster originals are never enlarged.
        const density =
          path.extname(abs) === '.svg'
            ? Math.min(600, Math.max(72, (72 * width) / entry.width))
            : undefined
        let img = sharp(abs, density ? { density } : {}).resize({
          width,
          withoutEnlargement: !density,
        })
        img = format === 'avif' ? img.avif({ quality: 50, effort: 3 }) : img.webp({ quality: 74 })
        // Write to a temporary name and rename, so a reader never sees half a file.
        const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
        await img.toFile(tmp)
        await rename(tmp, target)
        this.log?.debug({ file: path.relative(this.dir, abs), width, format }, 'media variant made')
        return target
      }).finally(() => this.inflight.delete(key))
      this.inflight.set(key, job)
    }
    return job
  }

  /** Encoding is CPU-bound: at most two at a time, the rest wait their turn. */
  private limit<T>(fn: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        this.running++
        fn()
          .then(resolve, reject)
          .finally(() => {
            this.running--
            this.queue.shift()?.()
          })
      }
      if (this.running < 2) run()
      else this.queue.push(run)
    })
  }

  stream(file: string) {
    return createReadStream(file)
  }
}

/** `a/b.svg` stays; anything with `..`, `.`, empty segments, backslashes or NUL is refused. */
export function normalizeRel(rel: string): string | null {
  if (rel.includes('\0') || rel.includes('\\')) return null
  const parts = rel.replace(/^\/+/, '').split('/')
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return null
  return parts.join('/')
}

function encodePath(rel: string): string {
  return rel.split('/').map(encodeURIComponent).join('/')
}
