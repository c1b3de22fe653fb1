import { PostgresAdapter, type Kysely } from 'kysely'

/** Which engine a Kysely instance talks to, for the few queries whose best form differs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
