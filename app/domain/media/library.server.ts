import path from 'node:path'
import { sql, type Expression, type SqlBool } from 'kysely'
import sharp from 'sharp'
import type { Db } from '#app/db/client.server.ts'
import { readOriginal, type StoredOriginal } from '#app/db/media-import.server.ts'
import type { MediaLibrary } from '#app/platform/media.server.ts'
import { MAX_PICTURE_PIXELS } from '#app/utils/media-bytes.server.ts'
import { slugify } from '#app/utils/slug.ts'
import { recordAudit, type AuditActor } from '#app/domain/audit/audit.server.ts'
import { contentChanged } from '#app/domain/content/events.server.ts'
import { kindOfTable } from '#app/domain/content/registry.server.ts'
import { checkAlt, MEDIA_TYPES_LABEL } from './rules.ts'

/**
 * The media library (DESIGN.md "Content, drafts and publishing"): pictures stored in the
 * database with their alt text, decorative flag and focal point; uploads checked from their
 * bytes; replace in place; refuse to delete a picture the content still uses. Every change is
 * audited and announced as a content change (tag `media:<key>`).
 */

export class MediaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export type MediaItem = {
  id: number
  key: string
  mime: string
  size: number
  width: number
  height: number
  alt: string
  decorative: boolean
  focalX: number
  focalY: number
  createdAt: number
  updatedAt: number
}

const columns = [
  'id',
  'key',
  'mime',
  'size',
  'width',
  'height',
  'alt',
  'decorative',
  'focal_x',
  'focal_y',
  'created_at',
  'updated_at',
] as const

type Row = {
  id: number
  key: string
  mime: string
  size: number
  width: number
  height: number
  alt: string
  decorative: number
  focal_x: number
  focal_y: number
  created_at: number
  updated_at: number
}

function itemOf(r: Row): MediaItem {
  return {
    id: Number(r.id),
    key: r.key,
    mime: r.mime,
    size: Number(r.size),
    width: Number(r.width),
    height: Number(r.height),
    alt: r.alt,
    decorative: Number(r.decorative) === 1,
    focalX: Number(r.focal_x),
    focalY: Number(r.focal_y),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  }
}

/** Newest first; `search` looks in the key and the alt text. */
export async function listMedia(
  db: Db,
  q: { search?: string; limit?: number; offset?: number } = {},
): Promise<{ items: MediaItem[]; total: number }> {
  let query = db.selectFrom('media')
  const s = q.search?.trim().toLowerCase()
  if (s) {
    const pattern = `%${escapeLike(s)}%`
    query = query.where((eb) =>
      eb.or([like(eb.fn('lower', ['key']), pattern), like(eb.fn('lower', ['alt']), pattern)]),
    )
  }
  const [rows, count] = await Promise.all([
    query
      .select(columns)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit ?? 200)
      .offset(q.offset ?? 0)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(itemOf), total: Number(count.n) }
}

export async function getMedia(db: Db, id: number): Promise<MediaItem | null> {
  const row = await db.selectFrom('media').select(columns).where('id', '=', id).executeTakeFirst()
  return row ? itemOf(row) : null
}

/**
 * Checks an uploaded file: its type from its bytes (JPEG, PNG, WebP, AVIF, or SVG, which is
 * sanitised), no more pixels than sharp's limit, and decodable to the end.
 */
export async function checkPicture(bytes: Buffer, name: string): Promise<StoredOriginal> {
  const label = name ? `"${name}"` : 'The file'
  if (!bytes.length) throw new MediaError(400, `${label} is empty.`)
  const original = await readOriginal(bytes)
  if (!original)
    throw new MediaError(
      415,
      `${label} is not a picture this library takes (${MEDIA_TYPES_LABEL}).`,
    )
  if (original.width * original.height > MAX_PICTURE_PIXELS)
    throw new MediaError(
      413,
      `${label} is ${original.width} × ${original.height} pixels: more than the ${Math.floor(MAX_PICTURE_PIXELS / 1e6)} megapixels a picture may have.`,
    )
  try {
    // Decoding a small copy reads the whole file: a truncated or corrupt one fails here.
    await sharp(original.bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
      .resize({ width: 32 })
      .toBuffer()
  } catch {
    throw new MediaError(400, `${label} is damaged and cannot be read as a picture.`)
  }
  return original
}

const extOf: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/svg+xml': '.svg',
}

/** `uploads/<name>.<ext>` from the file's name and real type, numbered when taken. */
async function newKey(db: Db, fileName: string, mime: string): Promise<string> {
  const base = slugify(path.parse(fileName).name).slice(0, 60) || 'picture'
  const ext = extOf[mime] ?? '.img'
  for (let i = 1; i < 1000; i++) {
    const key = `uploads/${base}${i === 1 ? '' : `-${i}`}${ext}`
    const taken = await db
      .selectFrom('media')
      .select('id')
      .where('key', '=', key)
      .executeTakeFirst()
    if (!taken) return key
  }
  throw new MediaError(409, 'Too many pictures share this file name. Rename the file first.')
}

type Who = { actor: AuditActor; ip?: string | null }

async function changed(media: MediaLibrary | undefined, key: string) {
  await media?.sync()
  await contentChanged({ kind: 'media', tags: [`media:${key}`] })
}

/** Stores a new picture; the alt text is required unless it is marked decorative. */
export async function uploadMedia(
  db: Db,
  input: { bytes: Buffer; fileName: string; alt: string; decorative: boolean },
  who: Who,
  media?: MediaLibrary,
): Promise<MediaItem> {
  const alt = checkAlt(input.alt, input.decorative)
  if (!alt.ok) throw new MediaError(400, alt.message)
  const original = await checkPicture(input.bytes, input.fileName)
  const now = Date.now()
  const key = await newKey(db, input.fileName, original.mime)
  const row = await db
    .insertInto('media')
    .values({
      key,
      bytes: original.bytes,
      hash: original.hash,
      mime: original.mime,
      size: original.bytes.length,
      width: original.width,
      height: original.height,
      alt: alt.alt,
      decorative: input.decorative ? 1 : 0,
      focal_x: 50,
      focal_y: 50,
      created_at: now,
      created_by: who.actor?.id ?? null,
      updated_at: now,
      updated_by: who.actor?.id ?? null,
    })
    .returning(columns)
    .executeTakeFirstOrThrow()
  await recordAudit(db, {
    kind: 'content.media.uploaded',
    actor: who.actor,
    target: `media:${row.id}`,
    summary: `Uploaded ${key} (${original.mime}, ${original.width} × ${original.height})${input.decorative ? ', decorative' : `, alt text "${alt.alt}"`}.`,
    ip: who.ip,
  })
  await changed(media, key)
  return itemOf(row)
}

/** New bytes under the same key: every page using it shows the new picture (new version URL). */
export async function replaceMedia(
  db: Db,
  id: number,
  input: { bytes: Buffer; fileName: string },
  who: Who,
  media?: MediaLibrary,
): Promise<MediaItem> {
  const item = await getMedia(db, id)
  if (!item) throw new MediaError(404, 'That picture is no longer in the library.')
  const original = await checkPicture(input.bytes, input.fileName)
  const row = await db
    .updateTable('media')
    .set({
      bytes: original.bytes,
      hash: original.hash,
      mime: original.mime,
      size: original.bytes.length,
      width: original.width,
      height: original.height,
      updated_at: Date.now(),
      updated_by: who.actor?.id ?? null,
    })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow()
  await recordAudit(db, {
    kind: 'content.media.replaced',
    actor: who.actor,
    target: `media:${id}`,
    summary: `Replaced the file of ${item.key}: now ${original.mime}, ${original.width} × ${original.height}.`,
    ip: who.ip,
  })
  await changed(media, item.key)
  return itemOf(row)
}

/** Alt text, decorative flag and focal point. */
export async function updateMedia(
  db: Db,
  id: number,
  input: { alt: string; decorative: boolean; focalX: number; focalY: number },
  who: Who,
  media?: MediaLibrary,
): Promise<MediaItem> {
  const item = await getMedia(db, id)
  if (!item) throw new MediaError(404, 'That picture is no longer in the library.')
  const alt = checkAlt(input.alt, input.decorative)
  if (!alt.ok) throw new MediaError(400, alt.message)
  const row = await db
    .updateTable('media')
    .set({
      alt: alt.alt,
      decorative: input.decorative ? 1 : 0,
      focal_x: input.focalX,
      focal_y: input.focalY,
      updated_at: Date.now(),
      updated_by: who.actor?.id ?? null,
    })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow()
  const said: string[] = []
  if (item.alt !== alt.alt) said.push(`alt text "${item.alt}" → "${alt.alt}"`)
  if (item.decorative !== input.decorative)
    said.push(input.decorative ? 'marked decorative' : 'no longer decorative')
  if (item.focalX !== input.focalX || item.focalY !== input.focalY)
    said.push(`focal point ${item.focalX}%, ${item.focalY}% → ${input.focalX}%, ${input.focalY}%`)
  if (said.length)
    await recordAudit(db, {
      kind: 'content.media.updated',
      actor: who.actor,
      target: `media:${id}`,
      summary: `${item.key}: ${said.join('; ')}.`,
      ip: who.ip,
    })
  await changed(media, item.key)
  return itemOf(row)
}

export type Usage = {
  /** The table the reference is in, e.g. `brands`; `content_revisions` for an unpublished draft. */
  table: string
  /** The row's id (for a draft, the item's). */
  id: string
  /** The console kind whose editor shows it, when known (brands, posts …). */
  kind: string | null
  /** A readable name: the row's title or name. */
  label: string
}

/** Tables that hold no public content, never searched. */
const notContent = new Set([
  'media',
  'audit_log',
  'content_revisions',
  'redirects',
  'sessions',
  'users',
  'recovery_codes',
  'login_failures',
  'invites',
  'submissions',
  'mail_outbox',
  'rate_limits',
  'app_meta',
])

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * Where a picture is used: every text column of every content table is searched for its key,
 * as a whole value, inside JSON (`"key"`) or as a /media/ link inside rich text, so content kinds
 * added later are covered without a list to keep; and unpublished drafts (revisions) too.
 */
export async function whereUsed(db: Db, key: string): Promise<Usage[]> {
  const tables = await db.introspection.getTables()
  const quoted = `%"${escapeLike(key)}"%`
  const linked = `%/media/${escapeLike(key)}%`
  const found: Usage[] = []
  for (const t of tables) {
    if (notContent.has(t.name) || t.name.startsWith('kysely_') || t.isView) continue
    const text = t.columns.filter((c) => /char|text|clob/i.test(c.dataType)).map((c) => c.name)
    const idCol = t.columns.find((c) => c.name === 'id')
    if (!text.length || !idCol) continue
    const nameCol = ['name', 'job_title', 'title', 'slug', 'key'].find((n) =>
      t.columns.some((c) => c.name === n),
    )
    const [kind, owner] = kindOfTable(t.name) ?? [null, 'id']
    const rows = await db
      // Table and column names come from the database's own catalogue, not from input.
      .selectFrom(t.name as 'media')
      .select((eb) => [
        eb.ref(owner as 'id').as('owner'),
        ...(nameCol ? [eb.ref(nameCol as 'key').as('label')] : []),
      ])
      .where((eb) =>
        eb.or(
          text.flatMap((c) => {
            const col = eb.ref(c as 'key')
            return [eb(col, '=', key), like(col, quoted), like(col, linked)]
          }),
        ),
      )
      .execute()
    for (const r of rows as Array<{ owner: unknown; label?: unknown }>)
      found.push({
        table: t.name,
        id: String(r.owner),
        kind,
        label: typeof r.label === 'string' && r.label ? r.label : `${t.name} ${String(r.owner)}`,
      })
  }
  const drafts = await db
    .selectFrom('content_revisions')
    .select(['kind', 'item_id'])
    .where('is_draft', '=', 1)
    .where((eb) => eb.or([like(eb.ref('snapshot'), quoted), like(eb.ref('snapshot'), linked)]))
    .execute()
  for (const d of drafts)
    found.push({
      table: 'content_revisions',
      id: String(d.item_id),
      kind: d.kind,
      label: `Unpublished draft of ${d.kind} ${d.item_id}`,
    })
  const seen = new Set<string>()
  return found.filter((u) => {
    const k = `${u.kind ?? u.table}:${u.id}:${u.table === 'content_revisions'}`
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

/** LIKE with backslash as its escape character, said out loud for SQLite (it has no default). */
function like(col: Expression<unknown>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${col} like ${pattern} escape '\\'`
}

/** Removes a picture no content uses; refused (409) with the places that still use it. */
export async function deleteMedia(
  db: Db,
  id: number,
  who: Who,
  media?: MediaLibrary,
): Promise<{ deleted: true } | { deleted: false; usage: Usage[] }> {
  const item = await getMedia(db, id)
  if (!item) throw new MediaError(404, 'That picture is no longer in the library.')
  const usage = await whereUsed(db, item.key)
  if (usage.length) return { deleted: false, usage }
  await db.deleteFrom('media').where('id', '=', id).execute()
  await recordAudit(db, {
    kind: 'content.media.deleted',
    actor: who.actor,
    target: `media:${id}`,
    summary: `Deleted ${item.key}.`,
    ip: who.ip,
  })
  await changed(media, item.key)
  return { deleted: true }
}
