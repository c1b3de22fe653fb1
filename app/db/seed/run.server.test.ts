import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { spawn } from 'node:child_process'
import type { createDb } from '#app/db/client.server.ts'
import { projectRoot } from '#app/utils/project-root.server.ts'
import { createTestDb, describeEachEngine } from '#tests/setup/db.ts'
import { inject } from 'vitest'
import { copySeedMedia, seedIfEmpty, seedMediaDir } from './run.server.ts'
import { brands } from './brands.ts'
import { jobs, posts, slides } from './site.ts'
import { needs } from '#tests/setup/needs.ts'

async function counts(db: ReturnType<typeof createDb>['db']) {
  const n = async (t: 'brands' | 'products' | 'jobs' | 'posts' | 'settings' | 'home_slides') =>
    Number(
      (
        await db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    brands: await n('brands'),
    products: await n('products'),
    jobs: await n('jobs'),
    posts: await n('posts'),
    settings: await n('settings'),
    slides: await n('home_slides'),
  }
}

const expected = {
  brands: brands.length,
  products: brands.reduce((sum, b) => sum + b.products.length, 0),
  jobs: jobs.length,
  posts: posts.length,
  settings: 1,
  slides: slides.length,
}

function tmpMedia() {
  return path.join(mkdtempSync(path.join(tmpdir(), 'seed-media-')), 'media')
}

test('the sample content is what DESIGN.md lists', () => {
  expect(brands.map((b) => b.id).sort((a, b) => a - b)).toEqual([
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
  ])
  expect(slides.length).toBeGreaterThanOrEqual(3)
  expect(jobs.filter((j) => j.status === 'Open').length).toBeGreaterThanOrEqual(7)
  expect(jobs.filter((j) => j.status === 'Closed').length).toBeGreaterThanOrEqual(1)
  expect(jobs.filter((j) => j.status === 'Open' && j.applyJobLink).length).toBe(1)
  expect(posts.filter((p) => p.type === 'blog').length).toBeGreaterThanOrEqual(3)
  expect(posts.filter((p) => p.type === 'vilvani').length).toBeGreaterThanOrEqual(6)
  expect(
    posts.filter((p) => p.type === 'news' && p.gallery.length > 0).length,
  ).toBeGreaterThanOrEqual(6)
})

test('every picture the seed names exists among the originals', () => {
  const referenced = new Set<string>()
  for (const b of brands) {
    for (const p of [b.logo, b.banner, ...(b.lines ?? []).map((l) => l.banner)]) referenced.add(p)
    for (const p of b.products) referenced.add(p.image)
    for (const s of b.social) referenced.add(s.image)
    for (const c of b.categoryList ?? []) {
      referenced.add(c.icon)
      if (c.banner) referenced.add(c.banner)
    }
    for (const s of b.sections ?? [])
      if ('images' in s) for (const i of s.images ?? []) referenced.add(i.src)
  }
  for (const s of slides) referenced.add(s.image)
  for (const p of posts)
    for (const i of [p.image, ...p.gallery.map((g) => g.src)]) referenced.add(i)
  const missing = [...referenced].filter((rel) => {
    try {
      readFileSync(path.join(seedMediaDir, rel))
      return false
    } catch {
      return true
    }
  })
  expect(missing).toEqual([])
})

test('copying the originals never overwrites a file already in the media folder', async () => {
  const dir = tmpMedia()
  const first = await copySeedMedia(dir)
  expect(first).toBeGreaterThan(50)
  const target = path.join(dir, 'site/fallback.svg')
  writeFileSync(target, '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')
  expect(await copySeedMedia(dir)).toBe(0)
  expect(readFileSync(target, 'utf8')).toContain('width="1"')
  expect(readdirSync(path.join(dir, 'brands')).length).toBeGreaterThanOrEqual(15)
})

describeEachEngine('seeding', { seed: false }, (get) => {
  test('fills an empty database once, and never touches one that has content', async () => {
    const handle = get()
    const first = await seedIfEmpty(handle, tmpMedia())
    expect(first.seeded).toBe(true)
    expect(await counts(handle.db)).toEqual(expected)
    await handle.db
      .updateTable('brands')
      .set({ name: 'Edited by staff' })
      .where('id', '=', 1)
      .execute()
    const second = await seedIfEmpty(handle, tmpMedia())
    expect(second.seeded).toBe(false)
    expect(await counts(handle.db)).toEqual(expected)
    const b = await handle.db
      .selectFrom('brands')
      .select('name')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(b.name).toBe('Edited by staff')
  })

  test('new rows after the seed get fresh ids (sequences moved past the seeded ids)', async () => {
    const { db } = get()
    const row = await db
      .insertInto('jobs')
      .values({
        slug: 'new',
        job_title: 'New',
        job_short_description: '',
        job_description: '',
        job_role: 'x',
        job_location: 'y',
        job_type: null,
        posted_on: null,
        job_experience: null,
        working_hours: null,
        working_days: null,
        required_count: null,
        apply_job_link: null,
        job_status: 'Open',
        status: 'published',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(row.id).toBeGreaterThan(Math.max(...jobs.map((j) => j.id)))
  })
})

/** Seeds in a separate Node process, as a second server starting at the same moment would. */
function seedInProcess(url: string): Promise<{ seeded: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['tests/setup/run-ts.js', 'tests/setup/seed-once.ts', url, tmpMedia()],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`seed process exited ${code}`)),
    )
  })
}

for (const engine of ['sqlite', 'postgres'] as const) {
  const present = engine === 'sqlite' || inject('pgAdminUrl') !== null
  test.skipIf(!needs(`concurrent seeding [${engine}]`, 'a PostgreSQL server', present))(
    `two processes starting at once on one database seed it once [${engine}]`,
    async () => {
      const db = await createTestDb(engine, { migrate: true })
      try {
        const results = await Promise.all([seedInProcess(db.url), seedInProcess(db.url)])
        expect(results.map((r) => r.seeded).sort()).toEqual([false, true])
        expect(await counts(db.db)).toEqual(expected)
      } finally {
        await db.drop()
      }
    },
    60_000,
  )
}
