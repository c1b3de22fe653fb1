import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import type { Db } from '#app/db/client.server.ts'
import { MediaLibrary } from '#app/platform/media.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { carriesCameraNotes, phonePhoto, topAndBottom } from '#tests/setup/phone-photo.ts'
import {
  deleteMedia,
  getMedia,
  MediaError,
  replaceMedia,
  updateMedia,
  uploadMedia,
  whereUsed,
} from './library.server.ts'

/** A library with an empty media folder and cache of its own, reading `db`'s pictures. */
async function freshLibrary(db: Db) {
  const root = mkdtempSync(path.join(tmpdir(), 'media-lib-'))
  const media = new MediaLibrary(path.join(root, 'media'), path.join(root, 'cache'), undefined, db)
  await media.init()
  return media
}

const who = { actor: { id: null, email: 'editor@example.com' }, ip: '127.0.0.1' }

const png = (w: number, h: number, color = '#c33') =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer()

describeEachEngine('media library', { seed: true }, (get) => {
  test('an upload is stored with its real type and size; alt text is required unless decorative', async () => {
    const { db } = get()
    const bytes = await png(300, 200)
    await expect(
      uploadMedia(db, { bytes, fileName: 'Shop Front.png', alt: '  ', decorative: false }, who),
    ).rejects.toThrow('Describe the picture in the alt text, or mark it as decorative.')
    const item = await uploadMedia(
      db,
      { bytes, fileName: 'Shop Front.png', alt: 'A shop front', decorative: false },
      who,
    )
    expect(item).toMatchObject({
      key: 'uploads/shop-front.png',
      mime: 'image/png',
      width: 300,
      height: 200,
      alt: 'A shop front',
      focalX: 50,
    })
    // The same name again gets a number; decorative needs no alt text.
    const again = await uploadMedia(
      db,
      { bytes, fileName: 'shop front.png', alt: '', decorative: true },
      who,
    )
    expect(again.key).toBe('uploads/shop-front-2.png')
    const audit = await db.selectFrom('audit_log').select(['kind', 'summary']).execute()
    expect(audit.filter((a) => a.kind === 'content.media.uploaded')).toHaveLength(2)
  })

  test('a file named .jpg that is not a picture is refused, whatever its name says', async () => {
    const { db } = get()
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')
    const err = await uploadMedia(
      db,
      { bytes: pdf, fileName: 'photo.jpg', alt: 'x', decorative: false },
      who,
    ).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(MediaError)
    expect((err as MediaError).status).toBe(415)
    expect((err as MediaError).message).toBe(
      '"photo.jpg" is not a picture this library takes (JPEG, PNG, WebP, AVIF or SVG).',
    )
  })

  test('alt text and focal point changes are kept and audited; replace keeps the key', async () => {
    const { db } = get()
    const item = await uploadMedia(
      db,
      { bytes: await png(100, 100), fileName: 'logo.png', alt: 'Old', decorative: false },
      who,
    )
    await updateMedia(
      db,
      item.id,
      { alt: 'New words', decorative: false, focalX: 20, focalY: 80 },
      who,
    )
    const replaced = await replaceMedia(
      db,
      item.id,
      { bytes: await png(400, 100, '#33c'), fileName: 'other.png' },
      who,
    )
    expect(replaced).toMatchObject({
      key: item.key,
      width: 400,
      alt: 'New words',
      focalX: 20,
      focalY: 80,
    })
    const kinds = (
      await db
        .selectFrom('audit_log')
        .select(['kind', 'summary'])
        .where('target', '=', `media:${item.id}`)
        .execute()
    ).map((a) => [a.kind, a.summary])
    expect(kinds).toContainEqual([
      'content.media.updated',
      `${item.key}: alt text "Old" → "New words"; focal point 50%, 50% → 20%, 80%.`,
    ])
    expect(kinds.map((k) => k[0])).toContain('content.media.replaced')
  })

  test('a picture the content uses is found where it is used, and cannot be deleted', async () => {
    const { db } = get()
    const logo = await db
      .selectFrom('brands')
      .select(['id', 'name', 'logo'])
      .where('logo', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const stored = await db
      .selectFrom('media')
      .select('id')
      .where('key', '=', logo.logo!)
      .executeTakeFirstOrThrow()
    const usage = await whereUsed(db, logo.logo!)
    expect(usage).toContainEqual({
      table: 'brands',
      id: String(logo.id),
      kind: 'brands',
      label: logo.name,
    })
    const refused = await deleteMedia(db, stored.id, who)
    expect(refused.deleted).toBe(false)
    expect(await getMedia(db, stored.id)).not.toBeNull()

    // Inside JSON (a brand section's pictures) counts too; a look-alike name does not.
    const section = await db
      .selectFrom('brand_sections')
      .select(['images'])
      .where('images', '!=', '[]')
      .executeTakeFirst()
    if (section) {
      const src = (JSON.parse(section.images) as Array<{ src: string }>)[0]!.src
      expect((await whereUsed(db, src)).some((u) => u.table === 'brand_sections')).toBe(true)
    }
    expect(await whereUsed(db, `${logo.logo}x`)).toEqual([])

    const unused = await uploadMedia(
      db,
      { bytes: await png(10, 10), fileName: 'unused.png', alt: 'Unused', decorative: false },
      who,
    )
    expect(await deleteMedia(db, unused.id, who)).toEqual({ deleted: true })
    expect(await getMedia(db, unused.id)).toBeNull()
  })

  test('the original is served from the database when no file is on disk', async () => {
    const { db } = get()
    // An empty media folder: this process has never seen the upload's file.
    const media = await freshLibrary(db)
    const item = await uploadMedia(
      db,
      { bytes: await png(640, 480), fileName: 'served.png', alt: 'Served', decorative: false },
      who,
    )
    await media.sync()
    const img = media.image(item.key, '')
    expect(img).toMatchObject({ alt: 'Served', width: 640, height: 480 })
    const found = await media.lookup(item.key)
    expect(found?.type).toBe('image/png')
    expect((await sharp(readFileSync(found!.file!)).metadata()).width).toBe(640)
    const variant = await media.lookup(`${item.key}.w320.webp`)
    expect((await sharp(readFileSync(variant!.file!)).metadata()).format).toBe('webp')
    expect(found!.versionMatches(img.version)).toBe(true)

    // Replaced by another process: this one serves the new bytes under a new version at once.
    await replaceMedia(db, item.id, { bytes: await png(800, 400), fileName: 'x.png' }, who)
    const fresh = await media.lookup(item.key)
    expect((await sharp(readFileSync(fresh!.file!)).metadata()).width).toBe(800)
    expect(fresh!.versionMatches(img.version)).toBe(false)
  })
  test('a phone photo is stored and served upright, its widths counted upright, without its GPS', async () => {
    const { db } = get()
    const media = await freshLibrary(db)
    const photo = await phonePhoto()
    expect(await carriesCameraNotes(photo)).toBe(true)
    const item = await uploadMedia(
      db,
      { bytes: photo, fileName: 'IMG_20261207.jpg', alt: 'Our shop in Gubbi', decorative: false },
      who,
    )
    expect(item).toMatchObject({ mime: 'image/jpeg', width: 300, height: 400 })
    await media.sync()
    // The page keeps a portrait box for it, and offers no variant wider than the photo.
    const img = media.image(item.key, '')
    expect(img).toMatchObject({ width: 300, height: 400, widths: [160] })
    const original = readFileSync((await media.lookup(item.key))!.file!)
    expect(await carriesCameraNotes(original)).toBe(false)
    expect(await topAndBottom(original)).toEqual({ top: 'red', bottom: 'blue' })
    const variant = readFileSync((await media.lookup(`${item.key}.w160.webp`))!.file!)
    expect(await sharp(variant).metadata()).toMatchObject({ width: 160, height: 213 })

    // Replacing it with another phone photo is cleaned the same way.
    const replaced = await replaceMedia(
      db,
      item.id,
      { bytes: await phonePhoto('webp'), fileName: 'IMG_2.webp' },
      who,
    )
    expect(replaced).toMatchObject({ width: 300, height: 400 })
    const row = await db
      .selectFrom('media')
      .select('bytes')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow()
    expect(await carriesCameraNotes(Buffer.from(row.bytes))).toBe(false)
  })
})

describeEachEngine('media crops', { seed: false }, (get) => {
  test('a stored picture with its focal point on the right is cropped to the right', async () => {
    const { db } = get()
    const half = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#f00' },
    })
      .composite([
        {
          input: await png(200, 200, '#00f'),
          left: 200,
          top: 0,
        },
      ])
      .png()
      .toBuffer()
    const item = await uploadMedia(
      db,
      { bytes: half, fileName: 'half.png', alt: 'Red and blue', decorative: false },
      who,
    )
    const media = await freshLibrary(db)
    const colour = async () => {
      const found = await media.lookup(`${item.key}.w160.c1x1.webp`)
      const { dominant } = await sharp(readFileSync(found!.file!)).stats()
      return dominant.b > dominant.r ? 'blue' : 'red'
    }
    await updateMedia(
      db,
      item.id,
      { alt: 'Red and blue', decorative: false, focalX: 90, focalY: 50 },
      who,
    )
    expect(await colour()).toBe('blue')
    await updateMedia(
      db,
      item.id,
      { alt: 'Red and blue', decorative: false, focalX: 10, focalY: 50 },
      who,
    )
    expect(await colour()).toBe('red')
    await media.sync()
    expect(media.image(item.key, '').focal).toEqual({ x: 10, y: 50 })
  })
})

// Two app processes (each with its own media folder and cache, as on two machines) sharing one
// database: what one stores, the other serves.
describeEachEngine('media across processes', { seed: false }, (get) => {
  test('an upload through one library is served by the other', async () => {
    const { db } = get()
    const make = () => freshLibrary(db)
    const [one, two] = [await make(), await make()]
    const item = await uploadMedia(
      db,
      { bytes: await png(321, 123), fileName: 'shared.png', alt: 'Shared', decorative: false },
      who,
      one,
    )
    expect(one.image(item.key, '').width).toBe(321)
    const served = await two.lookup(item.key)
    expect((await sharp(readFileSync(served!.file!)).metadata()).width).toBe(321)
    await two.sync()
    expect(two.image(item.key, '')).toMatchObject({ alt: 'Shared', width: 321, height: 123 })
  })
})
