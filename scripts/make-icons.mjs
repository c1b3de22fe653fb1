// Draws the favicon set, app icons and the default share image from the company emblem
// (app/db/seed/media/site/icon.svg) into public/. Run after changing the emblem:
//   node scripts/make-icons.mjs
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const icon = path.join(root, 'app/db/seed/media/site/icon.svg')
const logo = path.join(root, 'app/db/seed/media/site/logo-light.svg')
const out = path.join(root, 'public/icons')
mkdirSync(out, { recursive: true })

const png = (size) =>
  sharp(icon, { density: Math.max(72, (72 * size) / 512) })
    .resize(size, size)
    .png({ compressionLevel: 9 })

copyFileSync(icon, path.join(out, 'icon.svg'))
await png(180).toFile(path.join(out, 'apple-touch-icon.png'))
await png(192).toFile(path.join(out, 'icon-192.png'))
await png(512).toFile(path.join(out, 'icon-512.png'))
// Maskable: the emblem inside the 80% safe zone on the brand colour.
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1f3a93' } })
  .composite([{ input: await png(400).toBuffer(), gravity: 'center' }])
  .png()
  .toFile(path.join(out, 'icon-maskable-512.png'))

// favicon.ico holding one 32×32 PNG (the ICO format allows PNG entries).
const fav = await png(32).toBuffer()
const header = Buffer.alloc(22)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(1, 4) // one image
header.writeUInt8(32, 6) // width
header.writeUInt8(32, 7) // height
header.writeUInt8(0, 8) // palette
header.writeUInt8(0, 9) // reserved
header.writeUInt16LE(1, 10) // planes
header.writeUInt16LE(32, 12) // bits per pixel
header.writeUInt32LE(fav.length, 14) // size
header.writeUInt32LE(22, 18) // offset
writeFileSync(path.join(root, 'public/favicon.ico'), Buffer.concat([header, fav]))

// The share image used when a page has no picture of its own: 1200×630, logo on dark blue.
const logoPng = await sharp(readFileSync(logo), { density: 300 })
  .resize({ width: 760 })
  .png()
  .toBuffer()
await sharp({ create: { width: 1200, height: 630, channels: 4, background: '#14295f' } })
  .composite([{ input: logoPng, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, 'og-default.png'))
console.log('icons written to public/')
