import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import sharp, { type Sharp } from 'sharp'

// A phone writes into each photo where it was taken (GPS), when and on which phone, and stores a
// portrait photo sideways with an orientation tag. `/media/<key>` serves an original as stored, so
// the photos uploaded before uploads were cleaned (uprightWithoutNotes,
// app/utils/media-bytes.server.ts) still publish those notes, and their width and height were
// read sideways. This cleans them the way an upload is cleaned now: drawn upright and encoded once
// more in their own format without the notes, keeping the colour profile. A picture without notes,
// an animated one, one over sharp's pixel limit or one that cannot be decoded is left as it is.

// The rule as it stands today, kept here so that this migration does not change with the app.
const MAX_PIXELS = 0x3fff * 0x3fff
const encoders: Record<string, (s: Sharp) => Sharp> = {
  'image/jpeg': (s) => s.jpeg({ quality: 90 }),
  'image/png': (s) => s.png({ compressionLevel: 9 }),
  'image/webp': (s) => s.webp({ quality: 90 }),
  'image/avif': (s) => s.avif({ quality: 80 }),
}

async function withoutNotes(bytes: Buffer, encode: (s: Sharp) => Sharp) {
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  const notes =
    meta.exif || meta.xmp || meta.iptc || meta.tifftagPhotoshop || (meta.orientation ?? 1) > 1
  if (!notes || (meta.pages ?? 1) > 1 || meta.width * meta.height > MAX_PIXELS) return null
  const img = sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient().keepIccProfile()
  return encode(img).toBuffer({ resolveWithObject: true })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('media')
    .select(['id', 'mime'])
    .where('mime', 'in', Object.keys(encoders))
    .execute()) as Array<{ id: number; mime: string }>
  // One picture's bytes in memory at a time.
  for (const { id, mime } of rows) {
    const row = (await db
      .selectFrom('media')
      .select('bytes')
      .where('id', '=', id)
      .executeTakeFirst()) as { bytes: Uint8Array } | undefined
    if (!row) continue
    const out = await withoutNotes(Buffer.from(row.bytes), encoders[mime]!).catch(() => null)
    if (!out) continue
    await db
      .updateTable('media')
      .set({
        bytes: out.data,
        hash: createHash('sha256').update(out.data).digest('hex'),
        size: out.data.length,
        width: out.info.width,
        height: out.info.height,
      })
      .where('id', '=', id)
      .execute()
  }
}

// Nothing to undo: what the camera noted is not kept anywhere, and an upright photo is shown as
// the sideways one was.
export async function down(): Promise<void> {}
