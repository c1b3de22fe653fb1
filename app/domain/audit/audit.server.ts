import { sql, type SqlBool } from 'kysely'
import type { Db } from '#app/db/client.server.ts'

/**
 * The audit log (DESIGN.md "Staff console contracts"): who did what, when, from where. Entries
 * describe actions and name their targets; they never hold a visitor's personal data, a password,
 * a code or a token. Kinds are dotted: `auth.*`, `user.*`, `inbox.*`, `privacy.*`, `content.*`.
 */
export type AuditKind =
  | 'auth.sign-in'
  | 'auth.failure'
  | 'auth.lock'
  | 'auth.sign-out'
  | 'auth.sign-out-everywhere'
  | 'auth.session-revoked'
  | 'auth.mfa-enrolled'
  | 'auth.recovery-code-used'
  | 'auth.recovery-codes-regenerated'
  | 'auth.password-changed'
  | 'user.created'
  | 'user.invited'
  | 'user.invite-accepted'
  | 'user.disabled'
  | 'user.enabled'
  | 'user.role-changed'
  | 'user.mfa-reset'
  | 'user.password-set'
  | 'inbox.handled'
  | 'inbox.reopened'
  | 'inbox.resent'
  | 'inbox.exported'
  | 'inbox.stage-changed'
  | 'inbox.noted'
  | 'privacy.searched'
  | 'privacy.exported'
  | 'privacy.corrected'
  | 'privacy.erased'
  | `content.${string}`

export type AuditActor = { id: number | null; email: string | null } | null

export type AuditEntryInput = {
  kind: AuditKind
  actor: AuditActor
  /** What it was done to: `user:4`, `submission:12`, `brand:3`. */
  target?: string | null
  /** A short before/after summary for people reading the log. */
  summary?: string
  ip?: string | null
  at?: number
}

export async function recordAudit(db: Db, e: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: e.at ?? Date.now(),
      actor_id: e.actor?.id ?? null,
      actor_email: e.actor?.email ?? null,
      kind: e.kind,
      target: e.target ?? null,
      summary: (e.summary ?? '').slice(0, 2000),
      ip: e.ip ?? null,
    })
    .execute()
}

export type AuditEntry = {
  id: number
  at: number
  actorId: number | null
  actorEmail: string | null
  kind: string
  target: string | null
  summary: string
  ip: string | null
}

export type AuditFilter = {
  actorId?: number
  /** Other staff's, not this person's (the dashboard's "Recent changes by others"). */
  notActorId?: number
  /** Only these families (`content.jobs.`): what a role may see of the others' changes. */
  families?: string[]
  /** A kind, or a family ending in ".": `auth.` matches every sign-in entry. */
  kind?: string
  from?: number
  to?: number
  limit?: number
  offset?: number
}

/** Newest first, filtered by person, kind and time; with the total for paging. */
export async function listAudit(
  db: Db,
  f: AuditFilter = {},
): Promise<{ entries: AuditEntry[]; total: number }> {
  let q = db.selectFrom('audit_log')
  if (f.actorId !== undefined) q = q.where('actor_id', '=', f.actorId)
  // Other staff's: an entry of no one (a command, the housekeeping) is no one's change.
  if (f.notActorId !== undefined) q = q.where('actor_id', '<>', f.notActorId)
  if (f.families) {
    const families = f.families
    q = families.length
      ? q.where((eb) => eb.or(families.map((family) => eb('kind', 'like', `${family}%`))))
      : q.where(sql<SqlBool>`1 = 0`)
  }
  if (f.kind)
    q = f.kind.endsWith('.') ? q.where('kind', 'like', `${f.kind}%`) : q.where('kind', '=', f.kind)
  if (f.from !== undefined) q = q.where('at', '>=', f.from)
  if (f.to !== undefined) q = q.where('at', '<', f.to)
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(f.limit ?? 50)
      .offset(f.offset ?? 0)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    total: Number(count.n),
    entries: rows.map((r) => ({
      id: r.id,
      at: Number(r.at),
      actorId: r.actor_id,
      actorEmail: r.actor_email,
      kind: r.kind,
      target: r.target,
      summary: r.summary,
      ip: r.ip,
    })),
  }
}

/** The kinds present in the log, for the filter's choices. */
export async function listAuditKinds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('kind').distinct().orderBy('kind').execute()
  return rows.map((r) => r.kind)
}

/** Drops entries older than AUDIT_RETENTION_DAYS. */
export async function purgeAudit(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  const r = await db
    .deleteFrom('audit_log')
    .where('at', '<', now - retentionDays * 86_400_000)
    .executeTakeFirst()
  return Number(r.numDeletedRows)
}
