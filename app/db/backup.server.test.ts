import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDb, describeEachEngine, type TestDb } from '#tests/setup/db.ts'
import { loadersOf, sitemapPaths } from '#tests/setup/route-checks.ts'
import { BackupError, backupDatabase, restoreDatabase, tablesIn } from './backup.server.ts'
import { migrateToLatest } from './migrate.server.ts'
import { needs } from '#tests/setup/needs.ts'

// `npm run db:backup` / `db:restore` (docs/deploy.md "Backups"): an online copy while the site
// writes, restored whole into an empty database only, optionally sealed with a passphrase.
let dir: string
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-backup-test-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const pgToolsPresent = ['pg_dump', 'pg_restore'].every(
  (tool) => spawnSync(tool, ['--version']).status === 0,
)

/** Inserts one probe row at a time, each in its own transaction, until stopped. */
function startWriter(db: TestDb, engine: 'sqlite' | 'postgres') {
  let written = 0
  let stopped = false
  const waiting: Array<{ n: number; resolve: () => void }> = []
  const done = (async () => {
    const insert = async () => {
      if (engine === 'sqlite') {
        const c = new SQLite(db.url.replace(/^file:/, ''))
        c.pragma('busy_timeout = 5000')
        try {
          c.prepare('insert into backup_probe (note) values (?)').run(`row ${written + 1}`)
        } finally {
          c.close()
        }
      } else {
        await sql`insert into backup_probe (note) values (${`row ${written + 1}`})`.execute(db.db)
      }
      written++
      for (const w of waiting.filter((x) => x.n <= written)) {
        waiting.splice(waiting.indexOf(w), 1)
        w.resolve()
      }
    }
    while (!stopped) {
      await insert()
      await new Promise((r) => setImmediate(r))
    }
  })()
  return {
    count: () => written,
    /** Resolves once `n` rows are written (an event, not a poll). */
    reached: (n: number) =>
      written >= n
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ n, resolve })),
    stop: async () => {
      stopped = true
      await done
      return written
    },
  }
}

async function tableCounts(url: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  if (url.startsWith('file:')) {
    const c = new SQLite(url.slice(5), { readonly: true })
    for (const { name } of c
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as Array<{ name: string }>)
      counts[name] = (c.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n
    c.close()
    return counts
  }
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  for (const name of await tablesIn(url)) {
    const table = name.split('.')[1]!
    counts[table] = Number((await c.query(`select count(*) as n from "${table}"`)).rows[0].n)
  }
  await c.end()
  return counts
}

/** An empty database of the same engine to restore into. */
async function emptyTarget(engine: 'sqlite' | 'postgres') {
  if (engine === 'sqlite') {
    const file = path.join(mkdtempSync(path.join(dir, 'target-')), 'restored.db')
    return { url: `file:${file}`, drop: async () => {} }
  }
  return createTestDb('postgres', { migrate: false })
}

describeEachEngine('backups', { seed: true }, (get, engine) => {
  const present = engine === 'sqlite' || pgToolsPresent
  const run = test.skipIf(!needs(`backups [${engine}]`, 'pg_dump and pg_restore', present))
  let backupFile: string

  beforeAll(async () => {
    await sql
      .raw(
        engine === 'sqlite'
          ? 'create table backup_probe (id integer primary key autoincrement, note text not null)'
          : 'create table backup_probe (id serial primary key, note text not null)',
      )
      .execute(get().db)
  })

  run('a backup taken while rows are written is one consistent moment, mode 0600', async () => {
    backupFile = path.join(dir, `${engine}.backup`)
    const writer = startWriter(get(), engine)
    await writer.reached(20)
    const before = writer.count()
    const r = await backupDatabase(get().url, backupFile)
    const during = writer.count() - before
    const total = await writer.stop()
    expect(during).toBeGreaterThan(0)
    expect(r).toMatchObject({ engine, sealed: false })
    expect(statSync(backupFile).mode & 0o777).toBe(0o600)

    const target = await emptyTarget(engine)
    try {
      await restoreDatabase(target.url, backupFile)
      const restored = await tableCounts(target.url)
      const source = await tableCounts(get().url)
      // Every table came back with every row; the probe table as it was at one instant: rows
      // 1..n with no gap, n between the rows written before the backup and all of them.
      const probeRowsInBackup = restored.backup_probe!
      expect(probeRowsInBackup).toBeGreaterThanOrEqual(before)
      expect(probeRowsInBackup).toBeLessThanOrEqual(total)
      expect({ ...restored, backup_probe: 0 }).toEqual({ ...source, backup_probe: 0 })
      expect(restored.brands).toBeGreaterThan(0)
      const ids = await probeIds(target.url)
      expect(ids).toEqual(Array.from({ length: probeRowsInBackup }, (_, i) => i + 1))
    } finally {
      await target.drop()
    }
  })

  run(
    'a restored database is current and shows every public page as the one backed up',
    async () => {
      const target = await emptyTarget(engine)
      try {
        await restoreDatabase(target.url, backupFile)
        const { createDb, closeDb } = await import('./client.server.ts')
        const handle = createDb(target.url)
        try {
          expect((await migrateToLatest(handle.db)).applied).toEqual([])
          const settings = await handle.db.selectFrom('settings').selectAll().execute()
          expect(settings).toHaveLength(1)
          // The route checks: every page of the sitemap, and pages a visitor can meet that it
          // leaves out, load exactly as on the database that was backed up.
          const urls = await sitemapPaths(handle.db)
          expect(urls).toEqual(await sitemapPaths(get().db))
          expect(urls.length).toBeGreaterThan(90)
          urls.push('/opportunity-detail/999999', '/resource/news', '/no-such-page')
          for (const url of urls)
            expect(await loadersOf(handle.db, url), url).toEqual(await loadersOf(get().db, url))
        } finally {
          await closeDb(handle)
        }
      } finally {
        await target.drop()
      }
    },
  )

  run('a restore refuses a database that has tables, and leaves it untouched', async () => {
    const before = await tableCounts(get().url)
    const error = await restoreDatabase(get().url, backupFile).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BackupError)
    expect((error as Error).message).toMatch(/^The database is not empty \(\d+ tables, e\.g\. /)
    expect((error as Error).message).toContain('Restore only into an empty database')
    expect(await tableCounts(get().url)).toEqual(before)
  })

  run(
    'with a passphrase the file is sealed; the same passphrase opens it, another does not',
    async () => {
      const sealed = path.join(dir, `${engine}.sealed`)
      const passphrase = 'correct horse battery staple'
      expect(await backupDatabase(get().url, sealed, { passphrase })).toMatchObject({
        sealed: true,
      })
      expect(statSync(sealed).mode & 0o777).toBe(0o600)
      const bytes = readFileSync(sealed)
      // Nothing readable: neither the engine's signature nor a line of content.
      expect(bytes.subarray(0, 8).toString()).toBe('SITESEAL')
      expect(bytes.includes('SQLite format 3')).toBe(false)
      expect(bytes.includes('PGDMP')).toBe(false)
      expect(bytes.includes('backup_probe')).toBe(false)

      const target = await emptyTarget(engine)
      try {
        for (const [opts, message] of [
          [{}, /This backup is encrypted: set BACKUP_PASSPHRASE/],
          [{ passphrase: 'not the passphrase' }, /^Wrong passphrase/],
        ] as const) {
          const error = await restoreDatabase(target.url, sealed, opts).catch((e: unknown) => e)
          expect(error).toBeInstanceOf(BackupError)
          expect((error as Error).message).toMatch(message)
          expect(await tablesIn(target.url)).toEqual([])
        }
        // One changed byte in the middle is refused like a wrong passphrase.
        const tampered = path.join(dir, `${engine}.tampered`)
        const copy = Buffer.from(bytes)
        copy[Math.floor(copy.length / 2)]! ^= 1
        writeFileSync(tampered, copy)
        await expect(restoreDatabase(target.url, tampered, { passphrase })).rejects.toThrow(
          /^Wrong passphrase, or the file was changed/,
        )
        expect(await tablesIn(target.url)).toEqual([])

        await restoreDatabase(target.url, sealed, { passphrase })
        // Taken after the writer stopped: every row is there.
        expect(await tableCounts(target.url)).toEqual(await tableCounts(get().url))
      } finally {
        await target.drop()
      }
    },
  )
})

async function probeIds(url: string): Promise<number[]> {
  if (url.startsWith('file:')) {
    const c = new SQLite(url.slice(5), { readonly: true })
    const ids = (
      c.prepare('select id from backup_probe order by id').all() as Array<{ id: number }>
    ).map((r) => r.id)
    c.close()
    return ids
  }
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  const ids = (await c.query('select id from backup_probe order by id')).rows.map((r) =>
    Number(r.id),
  )
  await c.end()
  return ids
}

test('a file that is no backup, or of the other engine, is refused with what to do', async () => {
  const junk = path.join(dir, 'junk.backup')
  writeFileSync(junk, 'hello, not a database')
  const target = `file:${path.join(mkdtempSync(path.join(dir, 'junk-')), 'x.db')}`
  await expect(restoreDatabase(target, junk)).rejects.toThrow(
    'The file is not a backup of this site.',
  )
  const pgDump = path.join(dir, 'fake.pgdump')
  writeFileSync(pgDump, Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(64)]))
  await expect(restoreDatabase(target, pgDump)).rejects.toThrow(
    /The backup is of a PostgreSQL database, but DATABASE_URL names a SQLite one/,
  )
  await expect(restoreDatabase(target, path.join(dir, 'missing'))).rejects.toThrow(
    /There is no backup file at/,
  )
})
