import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { Database } from '#app/db/schema.ts'

/**
 * The tables of public kinds: each has status, publish_at and unpublish_at (migration 0005).
 * Read off the schema, not listed: a new table with those columns is one.
 */
export type PublishableTable = {
  [T in keyof Database]: Database[T] extends {
    status: unknown
    publish_at: unknown
    unpublish_at: unknown
  }
    ? T
    : never
}[keyof Database]

/**
 * The one rule for what the public sees (DESIGN.md "Content, drafts and publishing"): published,
 * and now inside its window: publish_at ≤ now < unpublish_at. Checked in the query itself, so a
 * scheduled item appears on time with no job running. `now` is read once per request by callers
 * that run several queries, so one page never mixes two moments.
 */
export function live(table: PublishableTable, now = Date.now()): RawBuilder<SqlBool> {
  const col = (c: string) => sql.ref(`${table}.${c}`)
  return sql<SqlBool>`(${col('status')} = 'published' and ${col('publish_at')} <= ${now} and (${col('unpublish_at')} is null or ${col('unpublish_at')} > ${now}))`
}

import type { PublishState } from './publish-state.ts'

export type { PublishState }

export function publishState(
  row: { status: string; publish_at: number; unpublish_at: number | null },
  now = Date.now(),
): PublishState {
  if (row.status !== 'published') return 'draft'
  if (Number(row.publish_at) > now) return 'scheduled'
  if (row.unpublish_at !== null && Number(row.unpublish_at) <= now) return 'expired'
  return 'published'
}
