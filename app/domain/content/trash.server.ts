import { sql } from 'kysely'
import type { Db } from '#app/db/client.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import type { Actor, SaveOptions } from './editor.server.ts'
import { contentChanged } from './events.server.ts'
import type { ContentKind } from './kind.server.ts'
import { contentKind } from './registry.server.ts'
import { forgetHistory } from './kinds/history.server.ts'

/**
 * The trash (docs/decisions/0024). Delete in the console moves an item here instead of deleting
 * it: its row stays in its table with status 'trashed' (no public query shows it: they all ask for
 * 'published', through `live()`), its revisions stay where they are, and a row of the `trash`
 * table says what it was, who moved it and when. Editors restore it for TRASH_DAYS; then the
 * hourly housekeeping (server/main.ts) deletes it for good, and an administrator can empty the
 * trash sooner. Every step is audited and tells the page cache (contentChanged) what it touched.
 */
export const TRASH_DAYS = 30
const DAY_MS = 86_400_000

export type TrashItem = {
  kind: string
  /** The kind's name in the console ("Jobs"), or the stored kind when it is no longer known. */
  label: string
  singular: string
  id: string
  title: string
  trashedAt: number
  by: string | null
  /** When the housekeeping deletes it for good. */
  purgeAt: number
}

/** Kinds whose Delete moves an item to the trash: a table with a status, and a way to delete. */
export function trashable(kind: ContentKind): boolean {
  return !!kind.table && !!kind.remove && kind.publishable
}

function itemId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null
}

/**
 * Moves an item to the trash: false when its kind has no Delete (or there is no such item), the
 * reason when something still refers to it, true when it is in the trash.
 */
export async function moveToTrash(
  db: Db,
  kind: ContentKind,
  id: string,
  actor: Actor,
  ip: string | null,
  options: SaveOptions = {},
): Promise<boolean | { refused: string }> {
  const n = itemId(id)
  if (!trashable(kind) || n === null) return false
  const current = await kind.load(db, id)
  if (!current) return false
  const blocker = (await kind.removalBlocker?.(db, id)) ?? null
  if (blocker) return { refused: blocker }
  const title = kind.title(current.values)
  const moved = await db.transaction().execute(async (tx) => {
    const r = await tx
      .updateTable(kind.table!)
      .set({ status: 'trashed' })
      .where('id', '=', n)
      .where('status', '<>', 'trashed')
      .executeTakeFirst()
    // Someone else moved it a moment ago: nothing more to do.
    if (!Number(r.numUpdatedRows)) return false
    await tx
      .insertInto('trash')
      .values({
        kind: kind.kind,
        item_id: n,
        title,
        previous_status: current.publishing?.status ?? 'draft',
        trashed_at: Date.now(),
        trashed_by: actor.id,
        trashed_by_email: actor.email,
      })
      .execute()
    await recordAudit(tx, {
      kind: `content.${kind.kind}.trashed`,
      actor,
      target: `${kind.kind}:${id}`,
      summary: `${title}: moved to the trash; it can be restored for ${TRASH_DAYS} days.${options.note ? ` ${options.note}` : ''}`,
      ip,
    })
    return true
  })
  if (moved && options.collect)
    for (const t of kind.tags(current.values, id)) options.collect.add(t)
  else if (moved) await contentChanged({ kind: kind.kind, tags: kind.tags(current.values, id) })
  return true
}

/** Brings an item back from the trash as it was (live again if it was live). */
export async function restoreFromTrash(
  db: Db,
  kind: ContentKind,
  id: string,
  actor: Actor,
  ip: string | null,
): Promise<{ ok: true; title: string } | { ok: false; message: string }> {
  const n = itemId(id)
  const entry =
    n === null || !trashable(kind)
      ? undefined
      : await db
          .selectFrom('trash')
          .selectAll()
          .where('kind', '=', kind.kind)
          .where('item_id', '=', n)
          .executeTakeFirst()
  if (!entry || n === null) return { ok: false, message: 'That item is no longer in the trash.' }
  const restored = await db.transaction().execute(async (tx) => {
    const gone = await tx.deleteFrom('trash').where('id', '=', entry.id).executeTakeFirst()
    if (!Number(gone.numDeletedRows)) return false
    await tx
      .updateTable(kind.table!)
      .set({ status: entry.previous_status === 'published' ? 'published' : 'draft' })
      .where('id', '=', n)
      .where('status', '=', 'trashed')
      .execute()
    await recordAudit(tx, {
      kind: `content.${kind.kind}.recovered`,
      actor,
      target: `${kind.kind}:${id}`,
      summary: `${entry.title}: restored from the trash${entry.previous_status === 'published' ? '; it is on the site again' : ' as a draft'}.`,
      ip,
    })
    return true
  })
  if (!restored) return { ok: false, message: 'That item is no longer in the trash.' }
  const loaded = await kind.load(db, id)
  if (loaded) await contentChanged({ kind: kind.kind, tags: kind.tags(loaded.values, id) })
  return { ok: true, title: entry.title }
}

/** What is in the trash, newest first, of the kinds the person may edit. */
export async function listTrash(db: Db, kinds: ContentKind[]): Promise<TrashItem[]> {
  const names = kinds.filter(trashable).map((k) => k.kind)
  if (!names.length) return []
  const rows = await db
    .selectFrom('trash')
    .selectAll()
    .where('kind', 'in', names)
    .orderBy('trashed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute()
  return rows.map((r) => {
    const kind = contentKind(r.kind)
    return {
      kind: r.kind,
      label: kind?.label ?? r.kind,
      singular: kind?.singular ?? r.kind,
      id: String(r.item_id),
      title: r.title,
      trashedAt: Number(r.trashed_at),
      by: r.trashed_by_email,
      purgeAt: Number(r.trashed_at) + TRASH_DAYS * DAY_MS,
    }
  })
}

/** Deletes one trashed item for good: its row (and children), its revisions, its trash entry. */
async function purgeEntry(tx: Db, entry: { id: number; kind: string; item_id: number }) {
  const kind = contentKind(entry.kind)
  const id = String(entry.item_id)
  if (kind?.table && kind.remove) {
    // Only while it is still trashed: a row restored meanwhile is not touched.
    const still = await tx
      .selectFrom(kind.table)
      .select('id')
      .where('id', '=', entry.item_id)
      .where('status', '=', 'trashed')
      .executeTakeFirst()
    if (still) {
      await kind.remove(tx, id)
      await forgetHistory(tx, entry.kind, id)
    }
  }
  await tx.deleteFrom('trash').where('id', '=', entry.id).execute()
}

async function purge(
  db: Db,
  before: number | null,
  audit: {
    kind: 'content.trash.emptied' | 'content.trash.purged'
    actor: Actor | null
    ip: string | null
  },
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    let q = tx.selectFrom('trash').select(['id', 'kind', 'item_id', 'title'])
    if (before !== null) q = q.where('trashed_at', '<', before)
    const entries = await q.orderBy('id').execute()
    if (!entries.length) return 0
    for (const e of entries) await purgeEntry(tx, e)
    const titles = entries.map((e) => e.title || `${e.kind} ${e.item_id}`)
    await recordAudit(tx, {
      kind: audit.kind,
      actor: audit.actor,
      target: 'trash',
      summary: `${audit.kind === 'content.trash.emptied' ? 'Emptied the trash' : `Deleted what was in the trash for more than ${TRASH_DAYS} days`}: ${entries.length} item${entries.length === 1 ? '' : 's'} (${titles.join(', ')}).`,
      ip: audit.ip,
    })
    return entries.length
  })
}

/** An administrator empties the trash: everything in it is deleted for good. */
export async function emptyTrash(db: Db, actor: Actor, ip: string | null): Promise<number> {
  return purge(db, null, { kind: 'content.trash.emptied', actor, ip })
}

/** The hourly housekeeping: items in the trash for more than TRASH_DAYS are deleted for good. */
export async function purgeOldTrash(db: Db, now = Date.now()): Promise<number> {
  return purge(db, now - TRASH_DAYS * DAY_MS, {
    kind: 'content.trash.purged',
    actor: null,
    ip: null,
  })
}

/** Whether an item is in the trash (the editor says so instead of "no such item"). */
export async function inTrash(db: Db, kind: string, id: string): Promise<boolean> {
  const n = itemId(id)
  if (n === null) return false
  const r = await db
    .selectFrom('trash')
    .select(sql<number>`1`.as('one'))
    .where('kind', '=', kind)
    .where('item_id', '=', n)
    .executeTakeFirst()
  return !!r
}
