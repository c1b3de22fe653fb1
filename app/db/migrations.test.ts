import { Migrator } from 'kysely/migration'
import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { migrateToLatest, migrationModules } from './migrate.server.ts'
import { resetDatabase } from './reset.server.ts'

// `npm run db:reset` runs every migration down and up again: 0002-forms must undo cleanly on
// both engines (SQLite drops columns only once their indexes are gone).
describeEachEngine('migrations', {}, (get) => {
  test('run down to nothing and up again, leaving the forms tables usable', async () => {
    const handle = get()
    await resetDatabase(handle)
    expect((await migrateToLatest(handle.db)).applied).toEqual([])
    await handle.db
      .insertInto('rate_limits')
      .values({ key: 'k', points: 1, expires_at: 1 })
      .execute()
    const cols = await handle.db
      .selectFrom('mail_outbox')
      .select(['lease_token', 'stored_file'])
      .execute()
    expect(cols).toEqual([])
  })
})

// 0011-trash undone: nothing that was in the trash comes back on the site; it is a draft again.
describeEachEngine('migration 0011-trash', { seed: true }, (get) => {
  test('down turns trashed items into drafts and drops the trash; up makes it again', async () => {
    const { db } = get()
    const job = await db.selectFrom('jobs').select('id').orderBy('id').executeTakeFirstOrThrow()
    await db.updateTable('jobs').set({ status: 'trashed' }).where('id', '=', job.id).execute()
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationModules() },
    })
    const down = await migrator.migrateTo('0008-page-copy')
    expect(down.error).toBeUndefined()
    expect(down.results?.map((r) => r.migrationName)).toContain('0011-trash')
    const row = await db.selectFrom('jobs').select('status').where('id', '=', job.id).execute()
    expect(row).toEqual([{ status: 'draft' }])
    expect((await db.introspection.getTables()).map((t) => t.name)).not.toContain('trash')
    expect((await migrateToLatest(db)).applied).toContain('0011-trash')
    expect(await db.selectFrom('trash').selectAll().execute()).toEqual([])
  })
})
