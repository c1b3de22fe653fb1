import sharp from 'sharp'
import { expect, test } from 'vitest'
import { carriesCameraNotes, phonePhoto, topAndBottom } from '#tests/setup/phone-photo.ts'
import {
  MAX_PICTURE_PIXELS,
  sanitizeSvg,
  sniffImage,
  uprightWithoutNotes,
} from './media-bytes.server.ts'

const raster = (format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    .toFormat(format)
    .toBuffer()

test('the type comes from the bytes: JPEG, PNG, WebP, AVIF and SVG are known', async () => {
  expect(await sniffImage(await raster('jpeg'))).toEqual({ mime: 'image/jpeg', ext: '.jpg' })
  expect(await sniffImage(await raster('png'))).toEqual({ mime: 'image/png', ext: '.png' })
  expect(await sniffImage(await raster('webp'))).toEqual({ mime: 'image/webp', ext: '.webp' })
  expect(await sniffImage(await raster('avif'))).toEqual({ mime: 'image/avif', ext: '.avif' })
  const svg =
    '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'
  expect(await sniffImage(Buffer.from(svg))).toEqual({ mime: 'image/svg+xml', ext: '.svg' })
})

test('anything else is refused, whatever it claims to be', async () => {
  const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
    .gif()
    .toBuffer()
  expect(await sniffImage(gif)).toBeNull()
  expect(await sniffImage(Buffer.from('%PDF-1.7\n'))).toBeNull()
  expect(await sniffImage(Buffer.from('<html><svg></svg></html>'))).toBeNull()
  expect(await sniffImage(Buffer.from('just words'))).toBeNull()
  expect(await sniffImage(Buffer.alloc(0))).toBeNull()
})

test('SVG keeps its drawing and loses scripts, handlers, links out and HTML inside', () => {
  const dirty = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
    <script>alert(2)</script>
    <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
    <a href="javascript:alert(3)"><rect width="10" height="10" fill="url(#g)" onclick="x()"/></a>
    <circle r="2" fill="url(https://evil.example/x.svg#p)"/>
    <use href="#g"/><use href="https://evil.example/sprite.svg#a"/>
    <image href="https://evil.example/track.png"/>
    <foreignObject><div>html</div></foreignObject>
    <style>@import url(https://evil.example/x.css); rect{fill:red}</style>
    <style>.b{font-weight:700}</style>
  </svg>`
  const clean = sanitizeSvg(dirty)!
  expect(clean).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 10 10">/)
  expect(clean).toContain('<linearGradient id="g">')
  expect(clean).toContain('fill="url(#g)"')
  expect(clean).toContain('<use href="#g">')
  expect(clean).toContain('<style>.b{font-weight:700}</style>')
  for (const gone of [
    'onload',
    'onclick',
    'script',
    'alert',
    'javascript',
    'evil.example',
    'html',
    'image',
    '<a',
  ])
    expect(clean, gone).not.toContain(gone)
  expect(sanitizeSvg('<script>alert(1)</script>')).toBeNull()
})

test('a phone photo is kept upright and without the place and phone its camera noted', async () => {
  for (const format of ['jpeg', 'webp'] as const) {
    const photo = await phonePhoto(format)
    expect(await carriesCameraNotes(photo)).toBe(true)
    const before = await sharp(photo).metadata()
    expect([before.width, before.height, before.orientation]).toEqual([400, 300, 6])

    const kept = (await uprightWithoutNotes(photo, MAX_PICTURE_PIXELS))!
    expect([kept.width, kept.height]).toEqual([300, 400])
    expect(await carriesCameraNotes(kept.bytes)).toBe(false)
    const after = await sharp(kept.bytes).metadata()
    expect(after).toMatchObject({ format, width: 300, height: 400 })
    expect(after.orientation ?? 1).toBe(1)
    expect(after.exif).toBeUndefined()
    expect(kept.bytes.includes('Village 5G')).toBe(false)
    // Turned, not only relabelled: red is on top, as the phone showed it.
    expect(await topAndBottom(kept.bytes)).toEqual({ top: 'red', bottom: 'blue' })
  }
})

test('a picture without camera notes keeps its bytes exactly; a damaged one is left to be refused', async () => {
  const plain = await raster('png')
  const kept = (await uprightWithoutNotes(plain, MAX_PICTURE_PIXELS))!
  expect(kept.bytes).toBe(plain)
  expect([kept.width, kept.height]).toEqual([8, 8])

  // Cut short: encoding it again fails, so it comes back as it was, for the upload's own check
  // ("damaged") to refuse.
  const photo = await phonePhoto()
  const cut = photo.subarray(0, Math.floor(photo.length * 0.6))
  const left = (await uprightWithoutNotes(cut, MAX_PICTURE_PIXELS))!
  expect(left.bytes).toBe(cut)
})
