import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { migrateToLatest } from './migrate.server'
import { resetDatabase } from './reset.server'

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
