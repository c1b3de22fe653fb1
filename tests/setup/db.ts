import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import { closeDb, createDb, type DbHandle, type Engine } from '#app/db/client.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { seedIfEmpty } from '#app/db/seed/run.server.ts'
import { needs } from './needs.ts'

export type TestDb = DbHandle & { url: string; drop: () => Promise<void> }

/** A fresh, migrated database of its own: a temporary SQLite file, or a new PostgreSQL database. */
export async function createTestDb(
  engine: Engine,
  opts: { seed?: boolean; migrate?: boolean } = {},
): Promise<TestDb> {
  let url: string
  let cleanup: () => Promise<void>
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-test-'))
    url = `file:${path.join(dir, 'test.db')}`
    cleanup = async () => rmSync(dir, { recursive: true, force: true })
  } else {
    const admin = inject('pgAdminUrl')
    if (!admin) throw new Error('PostgreSQL is not available')
    const name = `site_test_${randomBytes(6).toString('hex')}`
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    await client.query(`create database ${name}`)
    await client.end()
    const u = new URL(admin)
    u.pathname = `/${name}`
    url = u.toString()
    cleanup = async () => {
      const c = new pg.Client({ connectionString: admin })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    }
  }
  const handle = createDb(url, { poolSize: 5 })
  if (opts.migrate ?? true) await migrateToLatest(handle.db)
  if (opts.seed)
    await seedIfEmpty(handle, path.join(mkdtempSync(path.join(tmpdir(), 'site-media-')), 'media'))
  return {
    ...handle,
    url,
    drop: async () => {
      await closeDb(handle).catch(() => {})
      await cleanup()
    },
  }
}

/**
 * Runs a block of tests once per database engine: SQLite always, PostgreSQL when a server is
 * there. Each engine's block gets its own database, seeded when asked.
 */
export function describeEachEngine(
  name: string,
  opts: { seed?: boolean },
  fn: (get: () => TestDb, engine: Engine) => void,
) {
  for (const engine of ['sqlite', 'postgres'] as const) {
    const available = engine === 'sqlite' || inject('pgAdminUrl') !== null
    describe.skipIf(!needs(`${name} [${engine}]`, 'a PostgreSQL server', available))(
      `${name} [${engine}]`,
      () => {
        let db: TestDb
        beforeAll(async () => {
          db = await createTestDb(engine, opts)
        })
        afterAll(async () => {
          await db?.drop()
        })
        fn(() => db, engine)
      },
    )
  }
}

/**
 * For a file of route tests: a seeded SQLite database and one without tables (every read fails),
 * made before the file's tests and dropped after them. Read them as `dbs.db` and `dbs.broken`
 * inside tests and hooks (hooks registered later run after these).
 */
export function seededAndBrokenDbs(): { db: TestDb; broken: TestDb } {
  const dbs = {} as { db: TestDb; broken: TestDb }
  beforeAll(async () => {
    ;[dbs.db, dbs.broken] = await Promise.all([
      createTestDb('sqlite', { seed: true }),
      createTestDb('sqlite', { migrate: false }),
    ])
  })
  afterAll(async () => {
    await Promise.all([dbs.db?.drop(), dbs.broken?.drop()])
  })
  return dbs
}
