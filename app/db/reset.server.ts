import { Migrator, NO_MIGRATIONS } from 'kysely/migration'
import type { DbHandle } from './client.server.ts'
import { migrateToLatest, migrationModules } from './migrate.server.ts'

/**
 * Runs every migration down (dropping every table) and up again: an empty database, ready for
 * the seed. Destroys content; `npm run db:reset` is for development and tests.
 */
export async function resetDatabase(handle: DbHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrationModules() },
  })
  const { error } = await migrator.migrateTo(NO_MIGRATIONS)
  if (error) throw error
  await migrateToLatest(handle.db)
}
