import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { needs } from '#tests/setup/needs.ts'

// PostgreSQL ends a connection while a request holds it (issue 15 "Faults": the database's
// sessions are ended). pg reports that as an 'error' event on the client; a pool listens only to
// its idle clients, so on a client in use that event had no listener and ended the whole process
// (an uncaught exception; Vitest reports it as an unhandled error and fails the run). The query
// must fail instead, and the next one get a fresh connection: the lost client is given back as
// broken, not left in the pool until its socket's reset arrives (ECONNRESET on Node 24 in CI).
const adminUrl = inject('pgAdminUrl')

const present = needs('a lost connection', 'a PostgreSQL server', adminUrl !== null)

describe.skipIf(!present)('a PostgreSQL connection lost in use', () => {
  let db: TestDb
  beforeAll(async () => {
    db = await createTestDb('postgres', { seed: false })
  })
  afterAll(async () => {
    await db?.drop()
  })

  test('the query fails, the process lives, and the next query gets a fresh connection', async () => {
    await db.db.connection().execute(async (conn) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn)
      const pid = rows[0]!.pid
      const admin = new pg.Client({ connectionString: adminUrl! })
      await admin.connect()
      try {
        const ended = await admin.query('select pg_terminate_backend($1) as ok', [pid])
        expect(ended.rows[0].ok).toBe(true)
      } finally {
        await admin.end()
      }
      // The server ends the session on its own time: wait until this connection knows it.
      await expect
        .poll(() =>
          sql`select 1`.execute(conn).then(
            () => 'alive',
            () => 'lost',
          ),
        )
        .toBe('lost')
    })
    const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.db)
    expect(again.rows[0]!.pid).toBeGreaterThan(0)
  })
})
