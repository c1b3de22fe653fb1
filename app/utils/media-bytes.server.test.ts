import sharp from 'sharp'
import { expect, test } from 'vitest'
import { sanitizeSvg, sniffImage } from './media-bytes.server.ts'

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
