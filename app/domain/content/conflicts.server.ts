import type { Db } from '#app/db/client.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import { formatMomentIST } from '#app/utils/dates.ts'
import type { Field, Values } from './fields.ts'
import { diffValues, getRevision, latestRevision, type Change } from './revisions.server.ts'

/**
 * The edit-conflict check (issue 37). An editor carries the version it was opened at: the id of
 * the item's newest revision in that language (`version`, a hidden field), since a draft save
 * leaves the item's `updated_at` alone. A save that finds a newer revision (a draft, a publish, a
 * restore or a bulk action by anyone, the same person in another tab included) is refused with
 * who made it, when, and how their version differs from the one sent; the form comes back with
 * what was typed. Sent again with `version` set to the newer revision (the console does this once
 * the differences are shown), it goes through deliberately, and the audit entry says so.
 *
 * Saves without `version` (the command line, tests, a form from before this check) are not
 * checked. The check is made again inside the save's transaction, so two saves at once cannot
 * both pass it on SQLite (one connection, one transaction at a time); on PostgreSQL two saves in
 * the same instant could still, which a second editor would at worst see as a missing warning.
 */
export type Conflict = {
  /** The newer revision's id: the version a deliberate overwrite is sent with. */
  version: number
  /** "Name (e-mail)", the e-mail alone, or null for the command line or the sample content. */
  by: string | null
  /** The newer version was saved by the same account (another tab or window). */
  mine: boolean
  at: number
  /** What that save did, as History says it. */
  summary: string
  /** Field by field, their version (before) against the one just sent (after). */
  changes: Change[]
}

/** The `version` a form carries: a revision id, or null when the form has none (no check). */
export function readVersion(form: FormData, name = 'version'): number | null {
  const v = form.get(name)
  return typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : null
}

function who(r: { authorName: string | null; authorEmail: string | null }): string | null {
  if (!r.authorEmail) return null
  return r.authorName ? `${r.authorName} (${r.authorEmail})` : r.authorEmail
}

/** Whether a newer version than `version` was saved, and how it differs from `mine`. */
export async function findConflict(
  db: Db,
  s: {
    kind: string
    id: string
    lang: Lang
    version: number
    fields: readonly Field[]
    mine: Values
    actorId: number
  },
): Promise<Conflict | null> {
  const latest = await latestRevision(db, s.kind, s.id, s.lang)
  if (!latest || latest.id <= s.version) return null
  return {
    version: latest.id,
    by: who(latest),
    mine: latest.authorId === s.actorId,
    at: latest.createdAt,
    summary: latest.summary,
    changes: diffValues(s.fields, latest.snapshot.values, s.mine),
  }
}

/**
 * Who saved a version newer than `version`, and when, or null: what a restore or a discard
 * (which send no values to compare) says when it is refused.
 */
export async function newerVersion(
  db: Db,
  s: { kind: string; id: string; lang: Lang; version: number },
): Promise<{ by: string | null; at: number } | null> {
  const latest = await latestRevision(db, s.kind, s.id, s.lang)
  return latest && latest.id > s.version ? { by: who(latest), at: latest.createdAt } : null
}

/** Thrown inside a save's transaction when a newer version came in since the first check. */
export class StaleVersion extends Error {
  constructor() {
    super('A newer version was saved meanwhile.')
  }
}

/**
 * The check again, inside the save's transaction: throws StaleVersion when a revision newer than
 * `allowed` exists (the caller rolls back and answers with the conflict).
 */
export async function assertNoNewer(
  tx: Db,
  s: { kind: string; id: string; lang: Lang; allowed: number },
): Promise<void> {
  const latest = await latestRevision(tx, s.kind, s.id, s.lang)
  if (latest && latest.id > s.allowed) throw new StaleVersion()
}

/**
 * For the audit entry and History of a deliberate overwrite: the form says which newer version
 * its author saw (`overwrites`, equal to the version it is sent with); null when it is an
 * ordinary save.
 */
export async function overwriteNote(
  db: Db,
  s: { kind: string; id: string; lang: Lang; form: FormData; version: number | null },
): Promise<string | null> {
  const seen = readVersion(s.form, 'overwrites')
  if (seen === null || seen !== s.version) return null
  const rev = await getRevision(db, s.kind, s.id, seen, s.lang)
  if (!rev) return null
  return `Saved over the version of ${formatMomentIST(rev.createdAt)} by ${rev.authorEmail ?? 'the command line'}, after seeing the differences.`
}
