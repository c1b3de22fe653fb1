import http from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { carriesCameraNotes, phonePhoto, topAndBottom } from '#tests/setup/phone-photo.ts'
import { RemoteMedia } from './remote-media.server.ts'

// A media source we script per path; it records what it was asked.
let asked: string[] = []
let answers: Record<string, (res: http.ServerResponse) => void> = {}
let server: http.Server
let origin: string
let png: Buffer
const dir = mkdtempSync(path.join(tmpdir(), 'remote-media-'))

beforeAll(async () => {
  png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#3a7' },
  })
    .png()
    .toBuffer()
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '')
    const answer = answers[req.url ?? '']
    if (answer) answer(res)
    else res.writeHead(404).end()
  })
  server.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
  rmSync(dir, { recursive: true, force: true })
})

const image = (res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'image/png' }).end(png)
let clock = 0
const media = (maxBytes = 1024 * 1024) =>
  new RemoteMedia({
    baseUrl: `${origin}/uploads`,
    cacheDir: dir,
    timeoutMs: 60_000,
    maxBytes,
    ttlMs: 1000,
    now: () => clock,
  })

test('only paths below the media base: no other host, no `..`, no query, no hidden names', () => {
  const m = media()
  expect(m.relativePath('blog/a b.png')).toBe('blog/a b.png')
  expect(m.relativePath('/blog/x.png')).toBe('blog/x.png')
  expect(m.relativePath(`${origin}/uploads/blog/x.png`)).toBe('blog/x.png')
  for (const bad of [
    'https://evil.example/x.png',
    '//evil.example/x.png',
    `${origin}/other/x.png`,
    `${origin}/uploads/x.png?y=1`,
    'file:///etc/passwd',
    '../secret.png',
    'blog/../../x.png',
    'blog/.env',
    'a\\b.png',
    'a%2f..%2fb.png',
    'a\nb.png',
    '',
    null,
  ])
    expect(m.relativePath(bad), String(bad)).toBeNull()
  expect(m.urlOf('blog/a b.png')?.href).toBe(`${origin}/uploads/blog/a%20b.png`)
})

test('a picture is fetched once, checked from its bytes, refreshed behind the page after the TTL, and kept through failures for a day', async () => {
  asked = []
  answers = { '/uploads/p/one.png': image }
  const m = media()
  const first = await m.original('p/one.png')
  expect(first).toMatchObject({ mime: 'image/png', width: 40, height: 30 })
  expect(first!.abs.startsWith(dir)).toBe(true)
  await m.original('p/one.png')
  expect(asked).toHaveLength(1)
  // Past the TTL the copy is answered at once and fetched again behind it; when that fails, the
  // copy stays.
  clock += 5000
  answers = {}
  expect(await m.original('p/one.png')).toEqual(first)
  await m.idle()
  expect(asked).toHaveLength(2)
  expect(await m.original('p/one.png')).toEqual(first)
  await m.idle()
  expect(asked).toHaveLength(3)
  // A day later the copy is no longer used.
  clock += 25 * 60 * 60 * 1000
  expect(await m.original('p/one.png')).toBeNull()
})

test('redirects, non-pictures, oversized answers and errors give no picture', async () => {
  answers = {
    '/uploads/r.png': (res) => res.writeHead(302, { location: 'http://169.254.169.254/' }).end(),
    '/uploads/text.png': (res) => res.writeHead(200).end('<html>not a picture</html>'),
    '/uploads/big.png': image,
    '/uploads/err.png': (res) => res.writeHead(500).end(),
  }
  asked = []
  const m = media(100)
  for (const p of ['r.png', 'text.png', 'big.png', 'err.png'])
    expect(await m.original(p), p).toBeNull()
  // The redirect was not followed: the source alone was asked, once per path.
  expect(asked.sort()).toEqual([
    '/uploads/big.png',
    '/uploads/err.png',
    '/uploads/r.png',
    '/uploads/text.png',
  ])
})

test("a phone photo from the content source is kept upright and without its camera's notes", async () => {
  const photo = await phonePhoto()
  answers = {
    '/uploads/p/phone.jpg': (res) =>
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
  }
  const m = media()
  const got = await m.original('p/phone.jpg')
  expect(got).toMatchObject({ mime: 'image/jpeg', width: 300, height: 400 })
  const kept = readFileSync(got!.abs)
  expect(await carriesCameraNotes(kept)).toBe(false)
  expect(await topAndBottom(kept)).toEqual({ top: 'red', bottom: 'blue' })

  // Fetched again after the TTL: the same bytes keep the copy made from them, not encoded again.
  clock += 5000
  await m.original('p/phone.jpg')
  await m.idle()
  expect(await m.original('p/phone.jpg')).toBe(got)
  // Changed at the source: a new copy.
  const other = await phonePhoto('webp')
  answers = {
    '/uploads/p/phone.jpg': (res) =>
      res.writeHead(200, { 'content-type': 'image/webp' }).end(other),
  }
  clock += 5000
  await m.original('p/phone.jpg')
  await m.idle()
  const changed = await m.original('p/phone.jpg')
  expect(changed).toMatchObject({ mime: 'image/webp', width: 300, height: 400 })
  expect(changed!.hash).not.toBe(got!.hash)
})
