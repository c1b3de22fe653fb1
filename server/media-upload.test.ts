import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import express from 'express'
import pino from 'pino'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MediaError } from '#app/domain/media/library.server.ts'
import type { AppServices, StaffIdentity } from '#app/platform/context.server.ts'
import { parseEnv } from '#app/platform/env.server.ts'
import { MediaLibrary } from '#app/platform/media.server.ts'
import { SecretBox } from '#app/platform/secret-box.server.ts'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { mediaUpload, readMultipart } from './media-upload.ts'

const BOUNDARY = 'test-boundary-7d1'
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }

function part(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
}
function fileHead(name: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`
}
const end = `\r\n--${BOUNDARY}--\r\n`

/** A body whose file part is `size` bytes, produced chunk by chunk; counts what was read. */
function streamedBody(size: number, fields: Record<string, string> = {}) {
  const produced = { bytes: 0 }
  async function* gen() {
    for (const [k, v] of Object.entries(fields)) yield Buffer.from(part(k, v))
    yield Buffer.from(fileHead('big.png'))
    const chunk = Buffer.alloc(64 * 1024, 7)
    for (let sent = 0; sent < size; sent += chunk.length) {
      produced.bytes += chunk.length
      yield chunk
    }
    yield Buffer.from(end)
  }
  return { stream: Readable.from(gen()), produced }
}

test('a file over the cap is refused with 413 while it streams in, without reading the rest', async () => {
  const { stream, produced } = streamedBody(50 * 1024 * 1024)
  const err = await readMultipart(stream, headers, { maxFileBytes: 1024 * 1024, maxMb: 1 }).catch(
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(MediaError)
  expect((err as MediaError).status).toBe(413)
  expect((err as MediaError).message).toBe(
    '"big.png" is larger than 1 MB, the most a picture may be. Make it smaller and try again.',
  )
  // Stopped within a few chunks of the limit, not after 50 MB.
  expect(produced.bytes).toBeLessThan(2 * 1024 * 1024)
})

test('a file under the cap arrives whole, with the form fields', async () => {
  const { stream } = streamedBody(300 * 1024, { csrf: 't', alt: 'Words' })
  const upload = await readMultipart(stream, headers, { maxFileBytes: 1024 * 1024, maxMb: 1 })
  expect(upload.fields).toEqual({ csrf: 't', alt: 'Words' })
  expect(upload.files.map((f) => [f.name, f.bytes.length])).toEqual([['big.png', 320 * 1024]])
})

let db: TestDb
let base: string
let server: http.Server
const staff: StaffIdentity = {
  session: {
    id: 's',
    state: 'active',
    csrfToken: 'csrf-token-1',
    createdAt: 0,
    lastSeenAt: 0,
    expiresAt: 0,
    ip: '',
    userAgent: '',
  },
  user: { id: 1, email: 'editor@example.com', name: 'E', role: 'editor', mfaEnrolled: true },
}

beforeAll(async () => {
  db = await createTestDb('sqlite')
  const root = mkdtempSync(path.join(tmpdir(), 'upload-'))
  const media = new MediaLibrary(
    path.join(root, 'media'),
    path.join(root, 'cache'),
    undefined,
    db.db,
  )
  const services: AppServices = {
    env: parseEnv({ NODE_ENV: 'test', MEDIA_MAX_MB: '1' }),
    dbHandle: db,
    media,
    log: pino({ level: 'silent' }),
    appSecret: 'x'.repeat(32),
    secretBox: new SecretBox(Buffer.alloc(32, 7)),
  }
  const app = express()
  app.use((req, _res, next) => {
    req.staff = staff
    req.log = services.log
    next()
  })
  app.post('/up', mediaUpload(services))
  server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server?.close()
  await db?.drop()
})

/** Sends a body without Content-Length (chunked), as a stream; resolves on the answer. */
function post(
  body: Readable,
): Promise<{ status: number; json: { ok: boolean; message?: string } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/up`, {
      method: 'POST',
      headers: { ...headers, accept: 'application/json' },
    })
    req.on('response', (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) }))
    })
    // The server stops reading a refused body: writes after that may fail, which is the point.
    req.on('error', (e) =>
      e.message.includes('EPIPE') || e.message.includes('ECONNRESET') ? undefined : reject(e),
    )
    body.on('error', () => {})
    body.pipe(req)
  })
}

test('over HTTP: 413 with a clear message before the body ends; a good upload is stored', async () => {
  const big = streamedBody(20 * 1024 * 1024, { csrf: 'csrf-token-1', alt: 'Too big' })
  const refused = await post(big.stream)
  expect(refused.status).toBe(413)
  expect(refused.json.message).toMatch(/larger than 1 MB/)
  expect(big.produced.bytes).toBeLessThan(20 * 1024 * 1024)

  const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#000' } })
    .png()
    .toBuffer()
  const good = Buffer.concat([
    Buffer.from(part('csrf', 'csrf-token-1') + part('alt', 'A black bar') + fileHead('bar.png')),
    png,
    Buffer.from(end),
  ])
  const stored = await post(Readable.from([good]))
  expect(stored).toMatchObject({ status: 200, json: { ok: true } })
  // (Migrations store the pictures the content already shows; the upload is the one new row.)
  const row = await db.db
    .selectFrom('media')
    .select(['key', 'alt', 'width'])
    .where('key', 'like', 'uploads/%')
    .execute()
  expect(row).toEqual([{ key: 'uploads/bar.png', alt: 'A black bar', width: 20 }])

  const forged = Buffer.concat([
    Buffer.from(part('csrf', 'wrong') + part('alt', 'x') + fileHead('bar.png')),
    png,
    Buffer.from(end),
  ])
  expect((await post(Readable.from([forged]))).status).toBe(403)
})
