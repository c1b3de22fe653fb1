import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from 'pino'
import sharp from 'sharp'
import type { Db } from '#app/db/client.server.ts'
import { CROP_RATIOS, type ImageData } from '#app/utils/image.ts'
import { isDiskFull, writeFileAtomic } from './atomic-file.server.ts'
import type { RemoteMedia } from './remote-media.server.ts'

/** Widths we make variants at; a fixed list so a request cannot ask for arbitrary work. */
const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600, 1920] as const
const FALLBACK_IMAGE = 'site/fallback.svg'
/** Pictures of remote content are served below `/media/remote/` (remote-media.server.ts). */
const REMOTE_PREFIX = 'remote/'

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
  /** 12 hex digits of the content hash: names the variant files. */
  hash: string
  vector: boolean
  mtimeMs: number
  size: number
}

/** A picture of the media library (the `media` table), without its bytes. */
export type StoredEntry = {
  id: number
  key: string
  /** sha256 of the bytes, hex. */
  hash: string
  /** The `v` of its URLs: changes with the bytes and with the focal point. */
  version: string
  mime: string
  width: number
  height: number
  alt: string
  decorative: boolean
  focalX: number
  focalY: number
  updatedAt: number
}

const STORED_COLUMNS = [
  'id',
  'key',
  'hash',
  'mime',
  'width',
  'height',
  'alt',
  'decorative',
  'focal_x',
  'focal_y',
  'updated_at',
] as const

/** Other processes' uploads and edits are picked up within this many milliseconds. */
const SYNC_EVERY_MS = 2000

function storedOf(r: {
  id: number
  key: string
  hash: string
  mime: string
  width: number
  height: number
  alt: string
  decorative: number
  focal_x: number
  focal_y: number
  updated_at: number
}): StoredEntry {
  const focalX = Number(r.focal_x)
  const focalY = Number(r.focal_y)
  return {
    id: Number(r.id),
    key: r.key,
    hash: r.hash,
    version: createHash('sha256')
      .update(`${r.hash}:${focalX}:${focalY}`)
      .digest('hex')
      .slice(0, 12),
    mime: r.mime,
    width: Number(r.width),
    height: Number(r.height),
    alt: r.alt,
    decorative: Number(r.decorative) === 1,
    focalX,
    focalY,
    updatedAt: Number(r.updated_at),
  }
}

/** The variant a request names: `<key>.w640.webp`, or cropped `<key>.w640.c16x9.webp`. */
const VARIANT_NAME = /^(.*)\.w(\d{2,4})(?:\.c(\d{1,2})x(\d{1,2}))?\.(avif|webp)$/
/** The share picture a request names: `<key>.og.jpg` (og:image; never chosen by Accept). */
const OG_NAME = /^(.*)\.og\.jpg$/
/** What link previews (WhatsApp, Facebook, X, LinkedIn) draw: 1200×630, at most 300 KB. */
const OG_SIZE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const

type Source = {
  /**
   * The original on disk (the media folder, or the cache's copy of a stored original), or its
   * bytes when the cache's disk is full and the copy could not be written.
   */
  abs: string | Buffer
  /** Content hash (12 hex digits at least). */
  hash: string
  width: number
  isSvg: boolean
  /** A logo or icon drawn whole (never cropped) on the share picture. */
  vector: boolean
  focal: { x: number; y: number }
}

/**
 * What /media answers: a file on disk, or the bytes when the cache's disk was full and they could
 * not be kept (served from memory this once).
 */
export type MediaFound = {
  type: string
  versionMatches: (v: string | undefined) => boolean
} & ({ file: string; body?: undefined } | { file?: undefined; body: Buffer })

/** SVGs whose file names start with these are drawn by the browser as they are. */
function isVectorName(file: string): boolean {
  return path.extname(file) === '.svg' && /^(logo|icon|anim)/.test(path.basename(file))
}

/**
 * Pictures for the pages. Originals live in the database's media table (the media library: any
 * app process on any machine serves them) and, for what is not in the library (the site's own
 * furniture: fallback picture, logos), under MEDIA_DIR. A key in the library is served from the
 * database even when a file of the same name is on disk, so "replace" wins everywhere. Raster
 * variants (AVIF and WebP at a few widths, optionally cropped around the focal point) are made on
 * first request and kept in MEDIA_CACHE_DIR by content hash, so they outlive any database and a
 * fresh test database does not re-encode anything; stored originals are copied there too.
 */
export class MediaLibrary {
  readonly dir: string
  readonly cacheDir: string
  private entries = new Map<string, Entry>()
  private stored = new Map<string, StoredEntry>()
  private syncedAt = 0
  private syncing: Promise<void> | null = null
  private inflight = new Map<string, Promise<string | Buffer>>()
  private queue: Array<() => void> = []
  private running = 0

  constructor(
    dir: string,
    cacheDir: string,
    private log?: Logger,
    private db?: Db,
  ) {
    this.dir = path.resolve(dir)
    this.cacheDir = path.resolve(cacheDir)
  }

  /** Reads size and hash of every image under the media folder, and the library's list. */
  async init(): Promise<void> {
    await this.sync()
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

  /**
   * Re-reads the library's list (no bytes) from the database. Called after every change made in
   * this process, and at most every two seconds as pages ask for pictures, for other processes'.
   */
  async sync(): Promise<void> {
    if (!this.db) return
    if (this.syncing) return this.syncing
    const db = this.db
    this.syncing = (async () => {
      try {
        const rows = await db.selectFrom('media').select(STORED_COLUMNS).execute()
        this.stored = new Map(rows.map((r) => [r.key, storedOf(r)]))
        this.syncedAt = Date.now()
      } catch (error) {
        // A database that cannot be read leaves the last list in place; pages still draw.
        this.log?.warn({ err: error }, 'media library could not be read')
        this.syncedAt = Date.now()
      } finally {
        this.syncing = null
      }
    })()
    return this.syncing
  }

  private syncSoon() {
    if (this.db && !this.syncing && Date.now() - this.syncedAt > SYNC_EVERY_MS) void this.sync()
  }

  /** The library's entry for a key, as last read. */
  storedEntry(key: string): StoredEntry | null {
    return this.stored.get(key) ?? null
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
      // A photo stored sideways with an orientation tag is shown (and its variants made) upright.
      const entry: Entry = {
        width: meta.autoOrient.width,
        height: meta.autoOrient.height,
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
   * The image data for a media path. The alt text is the content's own (`alt`) when it has one,
   * else the library's for that picture (empty when the library marks it decorative), else
   * `fallback` (what the content can say about it, e.g. "Naati banner"). A missing path or file
   * gives the fallback picture with the same text. Files added by another process are picked up in
   * the background.
   */
  image(rel: string | null | undefined, alt: string, fallback = ''): ImageData {
    const clean = rel ? normalizeRel(rel) : null
    this.syncSoon()
    const stored = clean ? this.stored.get(clean) : undefined
    if (stored) return this.storedImage(stored, alt, fallback)
    alt = alt.trim() ? alt : fallback
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

  private storedImage(e: StoredEntry, alt: string, fallback: string): ImageData {
    // The content's own alt text wins; without one, the library's (empty when decorative), and
    // only when the library has none either, the content's fallback.
    const text = alt.trim() ? alt : e.decorative ? '' : e.alt.trim() ? e.alt : fallback
    const vector = e.mime === 'image/svg+xml' && isVectorName(e.key)
    return {
      src: `/media/${encodePath(e.key)}?v=${e.version}`,
      alt: text,
      width: e.width,
      height: e.height,
      vector,
      widths: vector ? [] : VARIANT_WIDTHS.filter((w) => w <= Math.max(e.width, 160)),
      version: e.version,
      focal: { x: e.focalX, y: e.focalY },
    }
  }

  /** Remote mode's pictures (CONTENT_MEDIA_URL), when the site reads remote content. */
  remote: RemoteMedia | null = null

  /**
   * The image data for a picture of remote content: fetched by the server (remote-media.server.ts)
   * and served from `/media/remote/<path>` with its variants. A path that cannot be fetched (or no
   * CONTENT_MEDIA_URL) gives the fallback picture with the same alt text.
   */
  async remoteImage(
    rel: string | null | undefined,
    alt: string,
    fallback = '',
  ): Promise<ImageData> {
    const clean = this.remote?.relativePath(rel) ?? null
    const original = clean ? await this.remote!.original(clean) : null
    alt = alt.trim() ? alt : fallback
    if (!clean || !original) return this.image(null, alt)
    const vector = original.mime === 'image/svg+xml' && isVectorName(clean)
    const version = original.hash.slice(0, 12)
    return {
      src: `/media/${REMOTE_PREFIX}${encodePath(clean)}?v=${version}`,
      alt,
      width: original.width,
      height: original.height,
      vector,
      widths: vector ? [] : VARIANT_WIDTHS.filter((w) => w <= Math.max(original.width, 160)),
      version,
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
   * `brands/naati/banner.svg` is the original, `brands/naati/banner.svg.w640.webp` a variant and
   * `brands/naati/banner.svg.w640.c16x9.webp` a variant cropped around the focal point.
   */
  async lookup(requestPath: string): Promise<MediaFound | null> {
    const og = OG_NAME.exec(requestPath)
    const m = og ? null : VARIANT_NAME.exec(requestPath)
    const rel = normalizeRel(og ? og[1]! : m ? m[1]! : requestPath)
    if (!rel) return null
    let source: Source | null = null
    let type = ''
    let version = ''
    if (rel.startsWith(REMOTE_PREFIX)) {
      const original = this.remote
        ? await this.remote.original(rel.slice(REMOTE_PREFIX.length))
        : null
      if (!original) return null
      source = {
        abs: original.abs,
        hash: original.hash.slice(0, 12),
        width: original.width,
        isSvg: original.mime === 'image/svg+xml',
        vector: original.mime === 'image/svg+xml' && isVectorName(rel),
        focal: { x: 50, y: 50 },
      }
      if (og) return this.answerOg(source, source.hash)
      return this.answer(source, original.mime, source.hash, m)
    }
    const stored = await this.freshStored(rel)
    // A stored original whose bytes cannot be read now (the database is down and this process
    // has no copy yet) falls back to a file of the same name, if the media folder has one.
    const abs = stored
      ? await this.storedOriginal(stored).catch((error: unknown) => {
          this.log?.warn({ err: error, key: rel }, 'stored media original could not be read')
          return null
        })
      : null
    if (stored && abs) {
      source = {
        abs,
        hash: stored.hash.slice(0, 12),
        width: stored.width,
        isSvg: stored.mime === 'image/svg+xml',
        vector: stored.mime === 'image/svg+xml' && isVectorName(rel),
        focal: { x: stored.focalX, y: stored.focalY },
      }
      type = stored.mime
      version = stored.version
    } else {
      const file = this.resolve(rel)
      const t = IMAGE_TYPES[path.extname(rel).toLowerCase()]
      if (!file || !t) return null
      const entry = await this.refresh(rel)
      if (!entry) return null
      source = {
        abs: file,
        hash: entry.hash,
        width: entry.width,
        isSvg: path.extname(file) === '.svg',
        vector: entry.vector,
        focal: { x: 50, y: 50 },
      }
      type = t
      version = entry.hash
    }
    if (og) return this.answerOg(source, version)
    return this.answer(source, type, version, m)
  }

  /** The share picture (`<key>.og.jpg`): a JPEG made once per content hash and focal point. */
  private async answerOg(source: Source, version: string): Promise<MediaFound> {
    const versionMatches = (v: string | undefined) => v === version
    const name = `${source.hash}-og-f${source.focal.x}-${source.focal.y}.jpg`
    const file = await this.cached(name, () => ogJpeg(source))
    return typeof file === 'string'
      ? { file, type: 'image/jpeg', versionMatches }
      : { body: file, type: 'image/jpeg', versionMatches }
  }

  /** The original or the variant a request names, once its source is known. */
  private async answer(
    source: Source,
    type: string,
    version: string,
    m: RegExpExecArray | null,
  ): Promise<MediaFound | null> {
    const versionMatches = (v: string | undefined) => v === version
    if (!m)
      return typeof source.abs === 'string'
        ? { file: source.abs, type, versionMatches }
        : { body: source.abs, type, versionMatches }
    const width = Number(m[2])
    const format = m[5] as 'avif' | 'webp'
    if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return null
    let crop: { w: number; h: number } | undefined
    if (m[3]) {
      if (!(CROP_RATIOS as readonly string[]).includes(`${m[3]}x${m[4]}`)) return null
      crop = { w: Number(m[3]), h: Number(m[4]) }
    }
    const file = await this.variant(source, width, format, crop)
    return typeof file === 'string'
      ? { file, type: `image/${format}`, versionMatches }
      : { body: file, type: `image/${format}`, versionMatches }
  }

  /** The library's row for a key, read now (another process may have replaced it a moment ago). */
  private async freshStored(key: string): Promise<StoredEntry | null> {
    if (!this.db) return null
    try {
      const row = await this.db
        .selectFrom('media')
        .select(STORED_COLUMNS)
        .where('key', '=', key)
        .executeTakeFirst()
      if (!row) {
        this.stored.delete(key)
        return null
      }
      const e = storedOf(row)
      this.stored.set(key, e)
      return e
    } catch (error) {
      this.log?.warn({ err: error, key }, 'media library could not be read')
      return this.stored.get(key) ?? null
    }
  }

  /**
   * A stored original as a file in the cache (by content hash), written from the database the
   * first time this process needs it: the variant pipeline and sendFile work on files. When the
   * cache's disk is full, its bytes instead (served and encoded from memory, not kept).
   */
  private async storedOriginal(e: StoredEntry): Promise<string | Buffer> {
    const ext =
      {
        'image/svg+xml': '.svg',
        'image/png': '.png',
        'image/webp': '.webp',
        'image/avif': '.avif',
      }[e.mime] ?? '.jpg'
    const target = path.join(this.cacheDir, 'originals', `${e.hash}${ext}`)
    if (await stat(target).catch(() => null)) return target
    const key = target
    let job = this.inflight.get(key)
    if (!job) {
      job = (async () => {
        const row = await this.db!.selectFrom('media')
          .select('bytes')
          .where('id', '=', e.id)
          .where('hash', '=', e.hash)
          .executeTakeFirst()
        if (!row) throw new Error(`media ${e.key}: its bytes changed while being read`)
        const bytes = Buffer.from(row.bytes)
        try {
          await mkdir(path.dirname(target), { recursive: true })
          await writeFileAtomic(target, bytes)
          return target
        } catch (error) {
          if (!isDiskFull(error)) throw error
          this.log?.error(
            { err: error, key: e.key, file: target },
            'media cache disk full: original served from memory, not cached',
          )
          return bytes
        }
      })().finally(() => this.inflight.delete(key))
      this.inflight.set(key, job)
    }
    return job
  }

  private async variant(
    src: Source,
    width: number,
    format: 'avif' | 'webp',
    crop?: { w: number; h: number },
  ): Promise<string | Buffer> {
    const name = crop
      ? `${src.hash}-${width}-c${crop.w}x${crop.h}-f${src.focal.x}-${src.focal.y}.${format}`
      : `${src.hash}-${width}.${format}`
    return this.cached(name, async () => {
      let img = crop
        ? await focalCrop(src, width, crop)
        : // SVGs are rasterised at the density that gives the wanted width, so they stay
          // sharp; raster originals are never enlarged.
          sharp(src.abs, src.isSvg ? { density: svgDensity(width, src.width) } : {})
            .rotate()
            .resize({ width, withoutEnlargement: !src.isSvg })
      img = format === 'avif' ? img.avif({ quality: 50, effort: 3 }) : img.webp({ quality: 74 })
      return img.toBuffer()
    })
  }

  /**
   * A made picture kept in the cache under `name` (content hash first): made once, by one
   * request at a time per name, at most two encodings at once.
   */
  private async cached(name: string, make: () => Promise<Buffer>): Promise<string | Buffer> {
    const target = path.join(this.cacheDir, name)
    if (await stat(target).catch(() => null)) return target
    const key = target
    let job = this.inflight.get(key)
    if (!job) {
      job = this.limit(async () => {
        if (await stat(target).catch(() => null)) return target
        // A full disk may refuse even the folder: the variant is still made in memory.
        await mkdir(this.cacheDir, { recursive: true }).catch((error: unknown) => {
          if (!isDiskFull(error)) throw error
        })
        const bytes = await make()
        // Written whole or not at all (a reader never sees half a file). A full disk is not the
        // visitor's problem: the variant is served from memory this time, and made again later.
        try {
          await writeFileAtomic(target, bytes)
        } catch (error) {
          if (!isDiskFull(error)) throw error
          this.log?.error(
            { err: error, file: target },
            'media cache disk full: variant served from memory, not cached',
          )
          return bytes
        }
        this.log?.debug({ file: name }, 'media variant made')
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

function svgDensity(width: number, intrinsic: number): number {
  return Math.min(600, Math.max(72, (72 * width) / intrinsic))
}

/**
 * The largest region of the wanted aspect ratio that fits the picture, centred on the focal
 * point as far as the edges allow, scaled to `width` (never enlarged beyond the original).
 */
export function focalRegion(
  size: { width: number; height: number },
  ratio: { w: number; h: number },
  focal: { x: number; y: number },
): { left: number; top: number; width: number; height: number } {
  const aspect = ratio.w / ratio.h
  let w = size.width
  let h = Math.round(w / aspect)
  if (h > size.height) {
    h = size.height
    w = Math.round(h * aspect)
  }
  const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max)
  return {
    left: clamp((focal.x / 100) * size.width - w / 2, size.width - w),
    top: clamp((focal.y / 100) * size.height - h / 2, size.height - h),
    width: w,
    height: h,
  }
}

async function focalCrop(src: Source, width: number, ratio: { w: number; h: number }) {
  // An SVG is drawn first, large enough for the crop to be `width` wide.
  const base = src.isSvg
    ? await sharp(src.abs, { density: svgDensity(width * 2, src.width) })
        .png()
        .toBuffer()
    : await sharp(src.abs).rotate().toBuffer()
  const meta = await sharp(base).metadata()
  const region = focalRegion({ width: meta.width!, height: meta.height! }, ratio, src.focal)
  return sharp(base)
    .extract(region)
    .resize({ width: Math.min(width, region.width) })
}

/**
 * The share picture: 1200×630 JPEG under 300 KB. A photo or illustration is cropped to that
 * shape around its focal point (enlarged when smaller); a logo or icon is drawn whole, centred on
 * white. SVG text is drawn with the machine's fonts (fontconfig), so Kannada needs a font that has
 * it (Noto Sans Kannada, Debian's fonts-noto-core). Transparency is laid on white.
 */
async function ogJpeg(src: Source): Promise<Buffer> {
  const { width, height, maxBytes } = OG_SIZE
  let canvas: Buffer
  if (src.vector) {
    const inner = { width: Math.round(width * 0.7), height: Math.round(height * 0.6) }
    const meta = await sharp(src.abs).metadata()
    const scale = Math.min(inner.width / meta.width!, inner.height / meta.height!)
    const logo = await sharp(src.abs, { density: svgDensity(meta.width! * scale * 2, src.width) })
      .resize({ ...inner, fit: 'inside' })
      .png()
      .toBuffer()
    canvas = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .composite([{ input: logo, gravity: 'center' }])
      .png()
      .toBuffer()
  } else {
    // An SVG is drawn just large enough for its crop to be 1200 wide (not larger: that is slow).
    let density = 72
    if (src.isSvg) {
      const size = await sharp(src.abs).metadata()
      const r = focalRegion(
        { width: size.width!, height: size.height! },
        { w: 40, h: 21 },
        src.focal,
      )
      density = Math.min(600, Math.max(24, Math.ceil(72 * (width / r.width) * 100) / 100))
    }
    const base = src.isSvg
      ? await sharp(src.abs, { density }).png({ compressionLevel: 0 }).toBuffer()
      : await sharp(src.abs).rotate().toBuffer()
    const meta = await sharp(base).metadata()
    const region = focalRegion(
      { width: meta.width!, height: meta.height! },
      { w: 40, h: 21 },
      src.focal,
    )
    canvas = await sharp(base)
      .extract(region)
      .resize({ width, height, fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer()
  }
  // Quality steps down until the picture fits WhatsApp's limit (a busy photo may need it).
  let jpeg = Buffer.alloc(0)
  for (const quality of [84, 76, 68, 60, 50, 40]) {
    jpeg = await sharp(canvas).jpeg({ quality, mozjpeg: true }).toBuffer()
    if (jpeg.length <= maxBytes) break
  }
  return jpeg
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
