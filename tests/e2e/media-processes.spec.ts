import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { enrolOn } from './support/console.ts'
import { type Processes, processesOnPostgres } from './support/postgres.ts'

// Issue 12: "originals are stored so that two app processes on two machines sharing one
// PostgreSQL both serve an upload" (DESIGN.md: in the database by default). Two production-build
// processes, each with its own media folder and variant cache as on two machines, on one fresh
// database created and dropped here; ports E2E_PORT + 6 and + 7 (docs/testing.md). A picture
// uploaded through process one's console is served by process two, original and variants.
const port = Number(process.env.E2E_PORT ?? 4310) + 6

const processes = processesOnPostgres({ prefix: 'mediaproc', port })

test('a picture uploaded through one process is served by the other', async ({ page, request }) => {
  const [one, two] = processes().servers as [
    Processes['servers'][number],
    Processes['servers'][number],
  ]
  await enrolOn(page, one, 'editor')

  // Left half green, right half purple: a picture no seed file looks like.
  const half = await sharp({
    create: { width: 320, height: 400, channels: 3, background: '#7a2a9a' },
  })
    .png()
    .toBuffer()
  const bytes = await sharp({
    create: { width: 640, height: 400, channels: 3, background: '#2a9a4a' },
  })
    .composite([{ input: half, left: 320, top: 0 }])
    .png()
    .toBuffer()
  const name = `two-machines-${Date.now().toString(36)}.png`

  await page.goto(`${one.base}/admin/media`)
  await expect(page.getByText(/or drop them here/)).toBeVisible()
  await page
    .getByLabel('Pictures', { exact: true })
    .setInputFiles([{ name, mimeType: 'image/png', buffer: bytes }])
  await page.getByLabel(`Alt text for ${name}`).fill('A field of millet beside a purple wall')
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded 1 picture.' })).toBeVisible()
  await page.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Picture ${name}` })).toBeVisible()
  // The original's address as process one's console shows it.
  const src = (await page.getByRole('link', { name: 'Open the original' }).getAttribute('href'))!
  expect(src).toMatch(new RegExp(`^/media/uploads/${name.replace('.', '\\.')}\\?v=[0-9a-f]{12}$`))

  // Process two never had the file on its disk: it serves the bytes from the database.
  expect(existsSync(path.join(two.dir, 'media/uploads', name))).toBe(false)
  const original = await request.get(`${two.base}${src}`)
  expect(original.status()).toBe(200)
  expect(original.headers()['content-type']).toBe('image/png')
  const served = await original.body()
  expect(createHash('sha256').update(served).digest('hex')).toBe(
    createHash('sha256').update(bytes).digest('hex'),
  )

  // And makes its own variants from it: a WebP at 320 px, and an AVIF square crop.
  const [file, query] = src.split('?') as [string, string]
  const webp = await request.get(`${two.base}${file}.w320.webp?${query}`)
  expect(webp.status()).toBe(200)
  expect(webp.headers()['content-type']).toBe('image/webp')
  const meta = await sharp(await webp.body()).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 200])
  const square = await request.get(`${two.base}${file}.w160.c1x1.avif?${query}`)
  expect(square.status()).toBe(200)
  expect(square.headers()['content-type']).toBe('image/avif')
  const sq = await sharp(await square.body()).metadata()
  expect([sq.width, sq.height]).toEqual([160, 160])
})
