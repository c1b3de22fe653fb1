import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration'
import type { Db } from './client.server.ts'

// Migrations are bundled into the server build (no directory scan at run time), named
// NNNN-description.ts and applied in name order.
const modules = import.meta.glob<Migration>('./migrations/*.ts', { eager: true })

export function migrationModules(): Record<string, Migration> {
  const out: Record<string, Migration> = {}
  for (const [file, mod] of Object.entries(modules)) {
    if (file.endsWith('.test.ts')) continue
    const name = file.replace(/^.*\//, '').replace(/\.ts$/, '')
    out[name] = { up: mod.up, down: mod.down }
  }
  return out
}

const provider: MigrationProvider = { getMigrations: async () => migrationModules() }

export type MigrationReport = { applied: string[] }

/** Brings the schema up to date. Safe to run from several processes at once (Kysely locks). */
export async function migrateToLatest(db: Db): Promise<MigrationReport> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
  return {
    applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
  }
}
