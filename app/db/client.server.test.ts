import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, expect, test } from 'vitest'
import { closeDb, createDb, type DbHandle } from './client.server.ts'

let dir = ''
let handle: DbHandle | undefined
afterEach(async () => {
  if (handle) await closeDb(handle)
  handle = undefined
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test('a transaction that reads then writes is not failed by another process writing in between: the other waits', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'client-'))
  const file = path.join(dir, 'site.db')
  handle = createDb(`file:${file}`)
  const { db } = handle
  await sql`create table counter (id integer primary key, n integer not null)`.execute(db)
  await sql`insert into counter (id, n) values (1, 1)`.execute(db)

  // Another process on the same file (a CLI, a test writing rows), told not to wait at all.
  const other = new SQLite(file)
  other.pragma('busy_timeout = 0')
  const bump = other.prepare('update counter set n = n + 10 where id = 1')
  let refused: unknown
  try {
    await db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ n: number }>`select n from counter where id = 1`.execute(tx)
      try {
        bump.run()
      } catch (e) {
        refused = e
      }
      await sql`update counter set n = ${rows[0]!.n + 1} where id = 1`.execute(tx)
    })
    // The transaction held the lock from its start: the other writer was told to wait its turn.
    expect((refused as { code?: string } | undefined)?.code).toBe('SQLITE_BUSY')
    bump.run()
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(db)
    expect(rows[0]!.n).toBe(12)
  } finally {
    other.close()
  }
})
