import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, expect, test } from 'vitest'
import { variantUrl } from '#app/utils/image.ts'
import { focalRegion, MediaLibrary, normalizeRel } from './media.server.ts'

let media: MediaLibrary
let cacheDir: string
const svg = (w: number, h: number, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${fill}"/></svg>`

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'media-test-'))
  const dir = path.join(root, 'media')
  cacheDir = path.join(root, 'cache')
  mkdirSync(path.join(dir, 'site'), { recursive: true })
  mkdirSync(path.join(dir, 'brands/x'), { recursive: true })
  writeFileSync(path.join(dir, 'site/fallback.svg'), svg(600, 600, '#eee'))
  writeFileSync(path.join(dir, 'brands/x/banner.svg'), svg(1600, 500, '#c33'))
  writeFileSync(path.join(dir, 'brands/x/logo.svg'), svg(320, 160, '#33c'))
  writeFileSync(path.join(root, 'secret.txt'), 'outside')
  media = new MediaLibrary(dir, cacheDir)
  await media.init()
})

test('an image comes with its size, alt text and the widths it has variants at', () => {
  const img = media.image('brands/x/banner.svg', 'A banner')
  expect(img).toMatchObject({ alt: 'A banner', width: 1600, height: 500, vector: false })
  expect(img.widths).toEqual([160, 320, 480, 640, 960, 1280, 1600])
  expect(img.src).toMatch(/^\/media\/brands\/x\/banner\.svg\?v=[0-9a-f]{12}$/)
  expect(variantUrl(img, 640, 'avif')).toBe(`/media/brands/x/banner.svg.w640.avif?v=${img.version}`)
})

test('logos are used as SVG; a missing path gives the fallback picture with the same alt text', () => {
  expect(media.image('brands/x/logo.svg', 'Logo')).toMatchObject({ vector: true, widths: [] })
  const missing = media.image('brands/x/nope.svg', 'Nope')
  expect(missing).toMatchObject({ alt: 'Nope', width: 600, height: 600 })
  expect(missing.src).toContain('/media/site/fallback.svg')
  expect(media.image(null, 'Empty').src).toContain('/media/site/fallback.svg')
})

test('variants are real AVIF and WebP at the asked width, made once and cached by content hash', async () => {
  const found = await media.lookup('brands/x/banner.svg.w640.webp')
  expect(found?.type).toBe('image/webp')
  const meta = await sharp(readFileSync(found!.file!)).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 200])
  expect(path.dirname(found!.file!)).toBe(path.resolve(cacheDir))
  const avif = await media.lookup('brands/x/banner.svg.w320.avif')
  expect((await sharp(readFileSync(avif!.file!)).metadata()).format).toBe('heif')
  const again = await media.lookup('brands/x/banner.svg.w640.webp')
  expect(again?.file).toBe(found!.file!)
})

test('widths outside the fixed list and paths outside the media folder are refused', async () => {
  expect(await media.lookup('brands/x/banner.svg.w641.webp')).toBeNull()
  for (const bad of [
    '../secret.txt',
    'brands/../../secret.txt',
    'brands/x/../../../secret.txt',
    '/etc/passwd',
    'a\\..\\b',
    'x\0.svg',
    '',
  ]) {
    expect(await media.lookup(bad), bad).toBeNull()
  }
  expect(normalizeRel('a/./b')).toBeNull()
  expect(normalizeRel('a//b')).toBeNull()
  expect(normalizeRel('/a/b.svg')).toBe('a/b.svg')
})

test('a crop keeps the focal point in view: the region is centred on it as far as the edges allow', () => {
  const size = { width: 1000, height: 500 }
  expect(focalRegion(size, { w: 1, h: 1 }, { x: 50, y: 50 })).toEqual({
    left: 250,
    top: 0,
    width: 500,
    height: 500,
  })
  expect(focalRegion(size, { w: 1, h: 1 }, { x: 90, y: 50 }).left).toBe(500)
  expect(focalRegion(size, { w: 1, h: 1 }, { x: 10, y: 50 }).left).toBe(0)
  expect(focalRegion(size, { w: 1, h: 1 }, { x: 40, y: 50 }).left).toBe(150)
})

test('cropped variants are cut around the focal point of a stored picture', async () => {
  // Left half red, right half blue: a square crop around a focal point on the right is blue.
  const left = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#f00' } })
    .composite([
      {
        input: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#00f' } })
          .png()
          .toBuffer(),
        left: 200,
        top: 0,
      },
    ])
    .png()
    .toBuffer()
  const root = mkdtempSync(path.join(tmpdir(), 'media-crop-'))
  mkdirSync(path.join(root, 'media/pics'), { recursive: true })
  writeFileSync(path.join(root, 'media/pics/two.png'), left)
  const lib = new MediaLibrary(path.join(root, 'media'), path.join(root, 'cache'))
  await lib.init()
  const centre = await lib.lookup('pics/two.png.w160.c1x1.webp')
  const meta = await sharp(readFileSync(centre!.file!)).metadata()
  expect([meta.width, meta.height]).toEqual([160, 160])
  expect(await lib.lookup('pics/two.png.w160.c5x7.webp')).toBeNull()
  // The focal point of a disk file is the centre; a stored one's is its own (library test).
  const { dominant } = await sharp(readFileSync(centre!.file!)).stats()
  expect(dominant.r + dominant.b).toBeGreaterThan(0)
})

test('the share picture is a 1200×630 JPEG under 300 KB, cropped from a banner and never chosen by Accept', async () => {
  const found = await media.lookup('brands/x/banner.svg.og.jpg')
  expect(found?.type).toBe('image/jpeg')
  const bytes = readFileSync(found!.file!)
  const meta = await sharp(bytes).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
  expect(bytes.length).toBeLessThanOrEqual(300 * 1024)
  // The banner is red from edge to edge: the crop shows no border.
  const { dominant } = await sharp(bytes).stats()
  expect(dominant.r).toBeGreaterThan(180)
  expect(dominant.g).toBeLessThan(80)
  expect((await media.lookup('brands/x/banner.svg.og.jpg'))?.file).toBe(found!.file)
})

test('a logo is drawn whole on white for its share picture; an unknown key has none', async () => {
  const found = await media.lookup('brands/x/logo.svg.og.jpg')
  const bytes = readFileSync(found!.file!)
  const { info, data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  expect([info.width, info.height]).toEqual([1200, 630])
  const at = (x: number, y: number) =>
    Array.from(data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3))
  // White around the logo, the logo's blue in the middle.
  expect(at(10, 10).every((c) => c > 245)).toBe(true)
  expect(at(600, 315)[2]).toBeGreaterThan(150)
  expect(at(600, 315)[0]).toBeLessThan(100)
  expect(await media.lookup('brands/x/nope.svg.og.jpg')).toBeNull()
  expect(await media.lookup('../secret.txt.og.jpg')).toBeNull()
})
