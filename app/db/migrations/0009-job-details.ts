import type { Kysely } from 'kysely'

// Issue 38: what Google for Jobs reads beyond the spec's job fields, all optional and empty on
// every job that exists: a closing date (`validThrough`), a salary as staff write it and as
// figures (`baseSalary`), and the region and postal code of the workplace (`jobLocation`). A
// postal code is never made up: it is shown and sent only where staff gave one. Plain columns,
// the same on SQLite and PostgreSQL; the down migration drops them again.

const columns = [
  ['salary_text', 'varchar(120)'],
  ['salary_min', 'integer'],
  ['salary_max', 'integer'],
  ['salary_unit', 'varchar(10)'],
  ['closes_on', 'varchar(10)'],
  ['postal_code', 'varchar(6)'],
  ['region', 'varchar(60)'],
] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of columns)
    await db.schema.alterTable('jobs').addColumn(name, type).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...columns].reverse())
    await db.schema.alterTable('jobs').dropColumn(name).execute()
}
