import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { Db } from '#app/db/client.server.ts'
import type { Publishing } from '#app/domain/content/kind.server.ts'
import {
  publishState,
  type PublishableTable,
  type PublishState,
} from '#app/domain/content/publishing.server.ts'

/** A row's publishing columns as the editor holds them. */
export function publishingOf(row: {
  status: string
  publish_at: number
  unpublish_at: number | null
}): Publishing {
  return {
    status: row.status === 'published' ? 'published' : 'draft',
    publishAt: Number(row.publish_at),
    unpublishAt: row.unpublish_at === null ? null : Number(row.unpublish_at),
  }
}

/** The columns a write sets from the editor's publishing choice. */
export function publishingColumns(p: Publishing | null, now = Date.now()) {
  const pub = p ?? { status: 'draft' as const, publishAt: 0, unpublishAt: null }
  return {
    status: pub.status,
    publish_at: pub.publishAt,
    unpublish_at: pub.unpublishAt,
    updated_at: now,
  }
}

function stateOf(
  row: { status: string; publish_at: number; unpublish_at: number | null },
  now: number,
): PublishState {
  return publishState(
    {
      status: row.status,
      publish_at: Number(row.publish_at),
      unpublish_at: row.unpublish_at === null ? null : Number(row.unpublish_at),
    },
    now,
  )
}

/** The publishing part of a list row (ListRow), from a row's columns. */
export function listState(
  row: { status: string; publish_at: number; unpublish_at: number | null; updated_at: number },
  now: number,
) {
  return {
    state: stateOf(row, now),
    publishAt: Number(row.publish_at),
    unpublishAt: row.unpublish_at === null ? null : Number(row.unpublish_at),
    updatedAt: Number(row.updated_at),
  }
}

/**
 * The list filter "draft / scheduled / published / expired" as SQL on a table's columns, and
 * `ending` (live now, coming down at a set time) for the dashboard's waiting work.
 */
export function stateWhere(
  table: PublishableTable,
  state: PublishState | 'ending',
  now: number,
  /** For `scheduled` and `ending`: before this moment only (the dashboard's next seven days). */
  until?: number,
): RawBuilder<SqlBool> {
  const c = (n: string) => sql.ref(`${table}.${n}`)
  const before = (col: string) =>
    until === undefined ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${c(col)} <= ${until}`
  switch (state) {
    case 'ending':
      return sql<SqlBool>`(${c('status')} = 'published' and ${c('publish_at')} <= ${now} and ${c('unpublish_at')} is not null and ${c('unpublish_at')} > ${now} and ${before('unpublish_at')})`
    case 'draft':
      return sql<SqlBool>`${c('status')} <> 'published'`
    case 'scheduled':
      return sql<SqlBool>`(${c('status')} = 'published' and ${c('publish_at')} > ${now} and ${before('publish_at')})`
    case 'expired':
      return sql<SqlBool>`(${c('status')} = 'published' and ${c('unpublish_at')} is not null and ${c('unpublish_at')} <= ${now})`
    default:
      return sql<SqlBool>`(${c('status')} = 'published' and ${c('publish_at')} <= ${now} and (${c('unpublish_at')} is null or ${c('unpublish_at')} > ${now}))`
  }
}

/**
 * Leaves out items in the trash (status 'trashed', docs/decisions/0024): the console's lists and
 * editor never show them; the Trash page (app/domain/content/trash.server.ts) does.
 */
export function notTrashed(table: PublishableTable): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${table}.status`)} <> 'trashed'`
}

/**
 * How many rows of `table` refer to an item, and how many of those are in the trash: they still
 * refer to it (a restore brings them back), so they keep it from being deleted.
 */
export async function referenceCount(
  db: Db,
  table: 'products' | 'categories' | 'social_items',
  column: 'brand_id' | 'category_id',
  id: number,
): Promise<[number, number]> {
  const r = await sql<{ n: number | string; trashed: number | string | null }>`
    select count(*) as n, sum(case when status = 'trashed' then 1 else 0 end) as trashed
    from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(db)
  return [Number(r.rows[0]?.n ?? 0), Number(r.rows[0]?.trashed ?? 0)]
}

/** Said after a count that includes items in the trash. */
export function trashedNote(trashed: number): string {
  return trashed ? ` (${trashed} of them in the trash, until it is emptied)` : ''
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '')
export const strOrNull = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : null
export const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null
export const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
export const items = (v: unknown): Array<Record<string, unknown>> =>
  Array.isArray(v)
    ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null)
    : []

/** Numeric ids from the URL or a select: `'12'` → 12, anything else → null. */
export function numericId(id: unknown): number | null {
  return typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : null
}

/** The position after the last one: where a new item goes (within its brand, when given). */
export async function nextPosition(
  tx: Db,
  table: PublishableTable,
  within: Record<string, number> = {},
): Promise<number> {
  const where = Object.entries(within).map(([c, v]) => sql`${sql.ref(c)} = ${v}`)
  const r = await sql<{
    p: number | string | null
  }>`select max(position) as p from ${sql.table(table)} ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`.execute(
    tx,
  )
  const p = r.rows[0]?.p
  return p === null || p === undefined ? 0 : Number(p) + 1
}

/**
 * An item's child rows as the form sent them, in their order (a brand's lines, a post's gallery):
 * a row that keeps its id, one of this item's, used once, is updated in place (products and
 * drafts refer to it), the others are added and the rest deleted. `rowOf` gives a row's columns,
 * or null to leave it out; `position` counts from `first`. `beforeWrite` runs after the deletes,
 * with the kept ids (a brand parks its lines' slugs there, so two lines can swap them).
 */
export async function writeChildRows(
  tx: Db,
  table: 'brand_lines' | 'brand_sections' | 'post_images',
  owner: [column: string, id: number],
  rows: Array<Record<string, unknown>>,
  rowOf: (v: Record<string, unknown>) => Record<string, unknown> | null,
  opts: { first?: number; beforeWrite?: (kept: Set<number>) => Promise<void> } = {},
): Promise<void> {
  // The child tables' names and columns are this module's own, held by the schema test.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const t = tx as unknown as Kysely<any>
  const [column, ownerId] = owner
  const existing = (await t
    .selectFrom(table)
    .select('id')
    .where(column, '=', ownerId)
    .execute()) as Array<{ id: number }>
  const own = new Set(existing.map((r) => Number(r.id)))
  const kept = new Set<number>()
  const wanted: Array<[number | null, Record<string, unknown>]> = []
  for (const v of rows) {
    const row = rowOf(v)
    if (!row) continue
    const id = numericId(v.id)
    const keep = id !== null && own.has(id) && !kept.has(id) ? id : null
    if (keep !== null) kept.add(keep)
    wanted.push([keep, row])
  }
  const gone = [...own].filter((id) => !kept.has(id))
  if (gone.length) await t.deleteFrom(table).where('id', 'in', gone).execute()
  await opts.beforeWrite?.(kept)
  let position = opts.first ?? 0
  for (const [id, row] of wanted) {
    const values = { ...row, position: position++ }
    if (id !== null) await t.updateTable(table).set(values).where('id', '=', id).execute()
    else
      await t
        .insertInto(table)
        .values({ ...values, [column]: ownerId })
        .execute()
  }
}
