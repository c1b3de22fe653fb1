import type { Db } from '#app/db/client.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import type { Field, Values } from './fields.ts'
import type { Publishing } from './kind.server.ts'

/** What a revision keeps: the item as its editor held it, and how it was to be published. */
export type Snapshot = { values: Values; publishing: Publishing | null }

export type Revision = {
  id: number
  kind: string
  itemId: string
  snapshot: Snapshot
  summary: string
  isDraft: boolean
  authorEmail: string | null
  createdAt: number
  /**
   * The language the revision is of: 'en' is the item itself; 'kn' holds only its localized
   * fields' Kannada (translations.server.ts). Drafts are per language.
   */
  lang: Lang
}

function toRevision(r: {
  id: number
  kind: string
  item_id: number
  snapshot: string
  summary: string
  is_draft: number
  author_email: string | null
  created_at: number
  lang: string
}): Revision {
  let snapshot: Snapshot = { values: {}, publishing: null }
  try {
    snapshot = JSON.parse(r.snapshot) as Snapshot
  } catch {
    // A damaged row shows as an empty revision rather than breaking the history.
  }
  return {
    id: r.id,
    kind: r.kind,
    itemId: String(r.item_id),
    snapshot,
    summary: r.summary,
    isDraft: r.is_draft === 1,
    authorEmail: r.author_email,
    createdAt: Number(r.created_at),
    lang: r.lang === 'kn' ? 'kn' : 'en',
  }
}

/** Items of kinds without numeric ids (the page copy's sections) are kept under a stable number. */
export function itemNumber(id: string): number {
  if (/^\d{1,9}$/.test(id)) return Number(id)
  let h = 0
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) | 0
  return Math.abs(h)
}

export async function recordRevision(
  db: Db,
  r: {
    kind: string
    itemId: string
    snapshot: Snapshot
    summary: string
    isDraft: boolean
    author: { id: number; email: string } | null
    at?: number
    /** English unless said. */
    lang?: Lang
  },
): Promise<number> {
  const row = await db
    .insertInto('content_revisions')
    .values({
      kind: r.kind,
      item_id: itemNumber(r.itemId),
      snapshot: JSON.stringify(r.snapshot),
      summary: r.summary.slice(0, 1000),
      is_draft: r.isDraft ? 1 : 0,
      author_id: r.author?.id ?? null,
      author_email: r.author?.email ?? null,
      created_at: r.at ?? Date.now(),
      lang: r.lang ?? 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function listRevisions(
  db: Db,
  kind: string,
  itemId: string,
  limit = 50,
  lang: Lang = 'en',
): Promise<Revision[]> {
  const rows = await db
    .selectFrom('content_revisions')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_id', '=', itemNumber(itemId))
    .where('lang', '=', lang)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toRevision)
}

export async function getRevision(
  db: Db,
  kind: string,
  itemId: string,
  id: number,
  lang: Lang = 'en',
): Promise<Revision | null> {
  const r = await db
    .selectFrom('content_revisions')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('item_id', '=', itemNumber(itemId))
    .where('lang', '=', lang)
    .executeTakeFirst()
  return r ? toRevision(r) : null
}

/**
 * The newest revision of an item in a language (English unless said), by id: the version an
 * editor is opened at (conflicts.server.ts). Ids only grow, so "newer" is "a larger id", whatever
 * time a revision records (the baseline kept before a first change is dated back).
 */
export async function latestRevision(
  db: Db,
  kind: string,
  itemId: string,
  lang: Lang = 'en',
): Promise<(Revision & { authorId: number | null; authorName: string | null }) | null> {
  const r = await db
    .selectFrom('content_revisions')
    .leftJoin('users', 'users.id', 'content_revisions.author_id')
    .selectAll('content_revisions')
    .select('users.name as author_name')
    .where('content_revisions.kind', '=', kind)
    .where('content_revisions.item_id', '=', itemNumber(itemId))
    .where('content_revisions.lang', '=', lang)
    .orderBy('content_revisions.id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return r
    ? { ...toRevision(r), authorId: r.author_id ?? null, authorName: r.author_name || null }
    : null
}

/** The unpublished edit of a live item in a language (English unless said), if one is waiting. */
export async function pendingDraft(
  db: Db,
  kind: string,
  itemId: string,
  lang: Lang = 'en',
): Promise<Revision | null> {
  const r = await db
    .selectFrom('content_revisions')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_id', '=', itemNumber(itemId))
    .where('lang', '=', lang)
    .where('is_draft', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return r ? toRevision(r) : null
}

/** Which of these items have an unpublished edit waiting (a list's "Published · draft waiting"). */
export async function draftsWaiting(
  db: Db,
  kind: string,
  itemIds: string[],
  lang: Lang = 'en',
): Promise<Set<string>> {
  if (!itemIds.length) return new Set()
  const byNumber = new Map(itemIds.map((id) => [itemNumber(id), id]))
  const rows = await db
    .selectFrom('content_revisions')
    .select('item_id')
    .distinct()
    .where('kind', '=', kind)
    .where('lang', '=', lang)
    .where('is_draft', '=', 1)
    .where('item_id', 'in', [...byNumber.keys()])
    .execute()
  return new Set(rows.map((r) => byNumber.get(Number(r.item_id))!).filter(Boolean))
}

/** The newest unpublished English edits of live items, across the given kinds (the dashboard). */
export async function latestDrafts(db: Db, kinds: string[], limit: number): Promise<Revision[]> {
  if (!kinds.length) return []
  const rows = await db
    .selectFrom('content_revisions')
    .selectAll()
    .where('kind', 'in', kinds)
    .where('lang', '=', 'en')
    .where('is_draft', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toRevision)
}

/**
 * Publishing (or discarding) a draft ends it: its revisions stay in the history. Only the drafts
 * of the language published: publishing English leaves a Kannada draft waiting, and back.
 */
export async function clearDrafts(
  db: Db,
  kind: string,
  itemId: string,
  lang: Lang = 'en',
): Promise<void> {
  await db
    .updateTable('content_revisions')
    .set({ is_draft: 0 })
    .where('kind', '=', kind)
    .where('item_id', '=', itemNumber(itemId))
    .where('lang', '=', lang)
    .where('is_draft', '=', 1)
    .execute()
}

export type Change = { field: string; label: string; before: string; after: string }

function show(v: unknown): string {
  if (v === null || v === undefined || v === '') return ''
  if (typeof v === 'boolean') return v ? 'Yes' : 'No'
  if (Array.isArray(v))
    return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join('\n')
  return String(v)
}

/** Field by field, what differs between two versions of an item (for "what changed" and compare). */
export function diffValues(fields: readonly Field[], before: Values, after: Values): Change[] {
  const out: Change[] = []
  for (const f of fields) {
    const a = show(before[f.name])
    const b = show(after[f.name])
    if (a !== b) out.push({ field: f.name, label: f.label, before: a, after: b })
  }
  return out
}

/** "Job title, Location and 2 more" */
export function describeChanges(changes: Change[]): string {
  if (!changes.length) return 'No field changed.'
  const names = changes.map((c) => c.label)
  return names.length <= 3
    ? `Changed ${names.join(', ')}.`
    : `Changed ${names.slice(0, 3).join(', ')} and ${names.length - 3} more.`
}
