import type { Db } from '#app/db/client.server.ts'
import type { PublishableTable } from './publishing.server.ts'
import { nextJobClosing } from '#app/domain/jobs/queries.server.ts'
import { publishableTables } from './registry.server.ts'

/**
 * What other processes need to know about content changes (DESIGN.md "Page cache"). On SQLite the
 * page cache learns of another process's edits from the content_changes table (migration 0007);
 * on PostgreSQL from LISTEN/NOTIFY (server/page-cache-bus.ts). Rows are kept an hour: a process
 * that has been away longer finds a gap and drops its whole cache.
 */
const KEEP_MS = 60 * 60 * 1000

export async function recordChange(db: Db, tags: string[], origin: string, now = Date.now()) {
  await db
    .insertInto('content_changes')
    .values({ tags: JSON.stringify(tags), origin, created_at: now })
    .execute()
  await db
    .deleteFrom('content_changes')
    .where('created_at', '<', now - KEEP_MS)
    .execute()
}

/** The newest content version (0 when nothing has changed yet). */
export async function latestChange(db: Db): Promise<number> {
  const row = await db
    .selectFrom('content_changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  return Number(row?.id ?? 0)
}

export type ChangesSince = {
  latest: number
  changes: { id: number; tags: string[]; origin: string }[]
  /** Rows between `after` and the first one found were pruned: the caller must drop everything. */
  gap: boolean
}

export async function changesSince(db: Db, after: number): Promise<ChangesSince> {
  const rows = await db
    .selectFrom('content_changes')
    .select(['id', 'tags', 'origin'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(500)
    .execute()
  if (!rows.length) return { latest: after, changes: [], gap: false }
  const changes = rows.map((r) => ({
    id: Number(r.id),
    origin: r.origin,
    tags: parseTags(r.tags),
  }))
  // Ids only grow; a first id beyond after+1 means rows this process never saw were pruned
  // (or 500 were not enough): drop everything rather than guess.
  const gap = changes[0]!.id !== after + 1 || rows.length === 500
  return { latest: changes.at(-1)!.id, changes, gap }
}

function parseTags(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text)
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : ['*']
  } catch {
    return ['*']
  }
}

/** Every table whose rows are published, scheduled and dated (seeding stamps them too). */
export const publishable: readonly PublishableTable[] = publishableTables()

/**
 * The next moment, after `now`, when a published item comes on (publish_at) or goes off
 * (unpublish_at), or an open job passes its closing date, by the clock alone; null when none is
 * scheduled. Pages cached before it must not be served after it.
 */
export async function nextPublishBoundary(db: Db, now = Date.now()): Promise<number | null> {
  let next = await nextJobClosing(db, now)
  for (const table of publishable) {
    const row = await db
      .selectFrom(table)
      .select((eb) => [
        eb.fn.min(eb.case().when('publish_at', '>', now).then(eb.ref('publish_at')).end()).as('on'),
        eb.fn
          .min(eb.case().when('unpublish_at', '>', now).then(eb.ref('unpublish_at')).end())
          .as('off'),
      ])
      .where('status', '=', 'published')
      .executeTakeFirst()
    for (const v of [row?.on, row?.off]) {
      if (v === null || v === undefined) continue
      const n = Number(v)
      if (Number.isFinite(n) && n > now && (next === null || n < next)) next = n
    }
  }
  return next
}
