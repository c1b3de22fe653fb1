import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { matchRoutes, type RouteObject } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import routes from '#app/routes.ts'
import { closeDb, createDb, type DbHandle } from '#app/db/client.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'

// DESIGN.md "Content, drafts and publishing": existing sites move forward by migrations, never by
// reseeding. tests/fixtures/wave1-site.db is what the wave-1 code made; a copy is upgraded in
// place with today's migrations, and every public page's loaders must then give exactly what they
// give on a site seeded today: same brands, products, jobs, posts, slides, settings and copy.

type Loader = (args: unknown) => unknown
type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] }

const modules = import.meta.glob<{ loader?: Loader }>(['../routes/**/*.{ts,tsx}', '../root.tsx'])

function toRoutes(entries: Entry[]): RouteObject[] {
  return entries.map((e) => {
    const base = { id: e.id ?? e.file.replace(/\.tsx?$/, ''), handle: { file: e.file } }
    return e.index
      ? { ...base, index: true as const }
      : { ...base, path: e.path, children: e.children ? toRoutes(e.children) : undefined }
  })
}
const tree: RouteObject[] = [
  { id: 'root', path: '/', handle: { file: 'root.tsx' }, children: toRoutes(routes as Entry[]) },
]

/** What a thrown `data()` or Response says: its status, and where a redirect leads. */
function outcome(thrown: unknown) {
  if (thrown instanceof Response)
    return { status: thrown.status, location: thrown.headers.get('Location') }
  if (thrown && typeof thrown === 'object' && 'init' in thrown && 'data' in thrown) {
    const t = thrown as { data: unknown; init: { status?: number } | null }
    return { status: t.init?.status ?? 200, data: t.data }
  }
  throw thrown
}

/** Every loader of the routes a URL matches, run against one database. */
async function loadersOf(db: DbHandle['db'], url: string) {
  const matches = matchRoutes(tree, url) ?? []
  const out: Record<string, unknown> = {}
  const context = await testContext(db)
  for (const m of matches) {
    const file = (m.route.handle as { file: string }).file
    const mod = await modules[`../${file}`]!()
    if (!mod.loader) continue
    try {
      const value = await mod.loader(loaderArgs(url, context, m.params))
      out[m.route.id!] = value instanceof Response ? outcome(value) : value
    } catch (thrown) {
      out[m.route.id!] = outcome(thrown)
    }
  }
  // A form's time-trap token is signed with the moment it was made: the one field that must differ.
  return JSON.parse(
    JSON.stringify(out, (k, v: unknown) => (k === 'token' ? '(token)' : v)),
  ) as unknown
}

async function sitemapPaths(db: DbHandle['db']): Promise<string[]> {
  const mod = await modules['../routes/seo/sitemap.ts']!()
  const res = (await mod.loader!(loaderArgs('/sitemap.xml', await testContext(db)))) as Response
  const xml = await res.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).sort()
}

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
})
afterAll(async () => {
  await closeDb(upgraded).catch(() => {})
  rmSync(dir, { recursive: true, force: true })
  await fresh?.drop()
})

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
    const before = await loadersOf(upgraded.db, url)
    expect(before, url).toEqual(await loadersOf(fresh.db, url))
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
