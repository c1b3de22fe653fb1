import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import {
  MAX_PICTURE_PIXELS,
  sanitizeSvg,
  sniffImage,
  uprightWithoutNotes,
} from '#app/utils/media-bytes.server.ts'

/**
 * Moves pictures the content refers to into the media table (migration 0006 and the seed): an
 * existing site keeps every picture it shows, now stored in the database so every app process
 * serves it. Files are looked for in each folder in turn (MEDIA_DIR, then the seed's pictures);
 * a path whose file is found nowhere is left alone (the page keeps showing the fallback picture,
 * as before). Keys already in the table are kept as they are.
 */

/** Where wave-1 content keeps picture paths, with the alt text stored beside them. */
const columns: Array<{ table: string; column: string; alt?: string }> = [
  { table: 'home_slides', column: 'image', alt: 'image_alt' },
  { table: 'brands', column: 'logo' },
  { table: 'brands', column: 'banner', alt: 'banner_alt' },
  { table: 'brand_lines', column: 'banner', alt: 'banner_alt' },
  { table: 'categories', column: 'icon' },
  { table: 'categories', column: 'banner', alt: 'banner_alt' },
  { table: 'products', column: 'image', alt: 'image_alt' },
  { table: 'social_items', column: 'image', alt: 'image_alt' },
  { table: 'posts', column: 'image', alt: 'image_alt' },
  { table: 'post_images', column: 'image', alt: 'alt' },
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

/** Every picture path the content holds, with the first alt text found for it. */
async function referencedMedia(db: AnyDb): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  const add = (key: unknown, alt: unknown) => {
    if (typeof key !== 'string' || !key.trim()) return
    const k = key.trim()
    const a = typeof alt === 'string' ? alt.trim() : ''
    if (!found.has(k) || (!found.get(k) && a)) found.set(k, a)
  }
  for (const c of columns) {
    const rows = await db
      .selectFrom(c.table)
      .select(c.alt ? [`${c.column} as key`, `${c.alt} as alt`] : [`${c.column} as key`])
      .where(c.column, 'is not', null)
      .execute()
    for (const r of rows) add(r.key, r.alt)
  }
  const sections = await db.selectFrom('brand_sections').select('images').execute()
  for (const s of sections) {
    try {
      const list = JSON.parse(String(s.images)) as Array<{ src?: unknown; alt?: unknown }>
      if (Array.isArray(list)) for (const i of list) add(i?.src, i?.alt)
    } catch {
      // A malformed list shows no pictures on the page either.
    }
  }
  // The page copy staff edit (migration 0008): pictures are `{ src, alt }` anywhere in a block.
  // (Migration 0006 runs before the table exists; asking for it then would end a PostgreSQL
  // transaction, so look first.)
  const tables = await db.introspection.getTables()
  const copy = tables.some((t) => t.name === 'page_copy')
    ? await db.selectFrom('page_copy').select('data').execute()
    : []
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>
      if (typeof o.src === 'string') add(o.src, o.alt)
      else Object.values(o).forEach(walk)
    }
  }
  for (const c of copy) {
    try {
      walk(JSON.parse(String(c.data)))
    } catch {
      // A block that is not JSON shows the built-in copy; nothing of it to import.
    }
  }
  return found
}

export type StoredOriginal = {
  bytes: Buffer
  hash: string
  mime: string
  width: number
  height: number
}

/**
 * Checks a picture's bytes the way an upload is checked (type from the bytes, SVG sanitised,
 * size read by sharp) and returns what the media table stores; null when it is not one.
 */
export async function readOriginal(raw: Buffer): Promise<StoredOriginal | null> {
  const type = await sniffImage(raw)
  if (!type) return null
  let bytes = raw
  if (type.mime === 'image/svg+xml') {
    const clean = sanitizeSvg(raw.toString('utf8'))
    if (!clean) return null
    bytes = Buffer.from(clean, 'utf8')
  }
  try {
    // A raster photo is kept upright and without the camera's notes (GPS, phone, time).
    const kept =
      type.mime === 'image/svg+xml'
        ? await svgSize(bytes)
        : await uprightWithoutNotes(bytes, MAX_PICTURE_PIXELS)
    if (!kept) return null
    return {
      bytes: kept.bytes,
      hash: createHash('sha256').update(kept.bytes).digest('hex'),
      mime: type.mime,
      width: kept.width,
      height: kept.height,
    }
  } catch {
    return null
  }
}

async function svgSize(bytes: Buffer) {
  const meta = await sharp(bytes).metadata()
  return meta.width && meta.height ? { bytes, width: meta.width, height: meta.height } : null
}

/** Imports the referenced pictures that are not in the media table yet; returns how many. */
export async function importReferencedMedia(db: AnyDb, dirs: string[]): Promise<number> {
  const wanted = await referencedMedia(db)
  if (!wanted.size) return 0
  const have = new Set(
    (await db.selectFrom('media').select('key').execute()).map((r) => String(r.key)),
  )
  const now = Date.now()
  let n = 0
  for (const [key, alt] of wanted) {
    if (have.has(key) || !safeKey(key)) continue
    let original: StoredOriginal | null = null
    for (const dir of dirs) {
      const raw = await readFile(path.join(dir, key)).catch(() => null)
      if (raw && (original = await readOriginal(raw))) break
    }
    if (!original) continue
    await db
      .insertInto('media')
      .values({
        key,
        ...original,
        size: original.bytes.length,
        alt,
        decorative: 0,
        focal_x: 50,
        focal_y: 50,
        created_at: now,
        created_by: null,
        updated_at: now,
        updated_by: null,
      })
      .execute()
    have.add(key)
    n++
  }
  return n
}

/** A relative path inside a folder: no `..`, no absolute path, no backslash or NUL. */
function safeKey(key: string): boolean {
  if (/[\\\0]/.test(key) || key.startsWith('/')) return false
  return key.split('/').every((p) => p !== '' && p !== '.' && p !== '..')
}
