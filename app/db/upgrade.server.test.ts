import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { closeDb, createDb, type DbHandle } from '#app/db/client.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { loadersOf, sitemapPaths } from '#tests/setup/route-checks.ts'

// DESIGN.md "Content, drafts and publishing": existing sites move forward by migrations, never by
// reseeding. tests/fixtures/wave1-site.db is what the wave-1 code made; a copy is upgraded in
// place with today's migrations, and every public page's loaders must then give exactly what they
// give on a site seeded today: same brands, products, jobs, posts, slides, settings and copy.

let dir: string
let upgraded: DbHandle
let fresh: TestDb

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'wave1-'))
  const file = path.join(dir, 'site.db')
  copyFileSync(path.resolve('tests/fixtures/wave1-site.db'), file)
  upgraded = createDb(`file:${file}`)
  await migrateToLatest(upgraded.db)
  fresh = await createTestDb('sqlite', { seed: true })
  // A site seeded today comes with the Kannada of its sample jobs, posts, slides and brand
  // catalogue (app/db/seed/kn/); an existing site gets the table for it (migration 0013), empty
  // until its staff translate. Compared without it: the Kannada pages of both then show the
  // English, marked lang="en".
  expect(await upgraded.db.selectFrom('content_translations').selectAll().execute()).toEqual([])
  await fresh.db.deleteFrom('content_translations').execute()
})
afterAll(async () => {
  await closeDb(upgraded).catch(() => {})
  rmSync(dir, { recursive: true, force: true })
  await fresh?.drop()
})

/**
 * The time of an item's last change (a post's "modified", the sitemap's `<lastmod>`) is when each
 * site made it: the upgrade's migrations on one, today's seeding on the other, a moment apart.
 * Such times (ISO with milliseconds) are set aside; dates staff gave (a post's date) still count.
 */
function changeTimesOut<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'a change time'),
  ) as T
}

test('a wave-1 database upgraded in place shows every public page as a site seeded today', async () => {
  const urls = await sitemapPaths(upgraded.db)
  expect(urls).toEqual(await sitemapPaths(fresh.db))
  // Pages the sitemap leaves out, with the states a visitor can meet.
  urls.push(
    '/our-brands-detail/11',
    '/opportunity-detail/999999',
    '/resource/news',
    '/no-such-page',
  )
  expect(urls.length).toBeGreaterThan(90)
  for (const url of urls) {
    const before = changeTimesOut(await loadersOf(upgraded.db, url))
    expect(before, url).toEqual(changeTimesOut(await loadersOf(fresh.db, url)))
  }
})

test('upgraded rows are published, and the fixed copy is in the database with the same text', async () => {
  for (const table of ['brands', 'products', 'posts', 'jobs', 'home_slides'] as const) {
    const rows = await upgraded.db.selectFrom(table).select(['status']).execute()
    expect(rows.length, table).toBeGreaterThan(0)
    expect(new Set(rows.map((r) => r.status)), table).toEqual(new Set(['published']))
  }
  const copy = await upgraded.db.selectFrom('page_copy').select('key').execute()
  expect(copy.map((r) => r.key).sort()).toEqual([
    'about-awards',
    'about-banner',
    'about-mission-vision',
    'home-what-we-do',
    'home-where-we-operate',
    'home-why-choose-us',
  ])
})
