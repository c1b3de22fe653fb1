import type { CreateTableBuilder, Kysely } from 'kysely'
import { PostgresAdapter } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgresDb(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * An auto-incrementing integer primary key: `serial` on PostgreSQL, `integer … autoincrement`
 * on SQLite. Kysely's schema builder has no portable spelling for it.
 */
export function id<T extends string>(
  table: CreateTableBuilder<T, never>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
): CreateTableBuilder<T, 'id'> {
  return isPostgresDb(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}

/** Epoch milliseconds: BIGINT on both engines (SQLite integers are 64-bit already). */
export function timestamp() {
  return 'bigint' as const
}
