import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import type { Db } from '#app/db/client.server.ts'
import { isPostgres } from '#app/db/engine.ts'
import type { Database, MailOutboxTable } from '#app/db/schema.ts'
import type { OutboxPayload } from './message.server.ts'

export type OutboxStatus = MailOutboxTable['status']

/** A message a worker has claimed: it alone may send it until the lease ends. */
export type ClaimedMessage = {
  id: number
  messageId: string
  kind: string
  payload: OutboxPayload
  /** Attempts so far, this one included. */
  attempts: number
  createdAt: number
  leaseToken: string
}

/** What `npm run outbox` lists: never the message itself. */
export type OutboxEntry = {
  id: number
  submissionId: number | null
  messageId: string
  kind: string
  status: OutboxStatus
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  createdAt: number
  sentAt: number | null
}

/** Pending and due, or claimed by a worker whose lease ran out (it crashed or hung). */
function due(now: number) {
  return (eb: ExpressionBuilder<Database, 'mail_outbox'>): Expression<SqlBool> =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
      eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
    ])
}

/**
 * Claims up to `limit` due messages for one worker, in one statement. On PostgreSQL the rows are
 * picked with FOR UPDATE SKIP LOCKED and the due condition is checked again on the locked row, so
 * two workers never claim the same message; SQLite runs one writing statement at a time, which
 * gives the same guarantee (docs/decisions/0007-forms-stored-first-delivered-by-an-outbox.md).
 */
export async function claimDueMessages(
  db: Db,
  opts: { now: number; leaseMs: number; limit: number; token: string },
): Promise<ClaimedMessage[]> {
  const claim = {
    status: 'sending' as const,
    lease_until: opts.now + opts.leaseMs,
    lease_token: opts.token,
  }
  const columns = ['id', 'message_id', 'kind', 'payload', 'attempts', 'created_at'] as const
  const rows = isPostgres(db)
    ? // The candidates are picked once, in a MATERIALIZED CTE: as a plain IN (subquery) PostgreSQL
      // may run the subquery again for each row, and a second run skips the rows this very
      // statement has just locked, so it would claim more than `limit`.
      await db
        .with(
          (cte) => cte('picked').materialized(),
          (qb) =>
            qb
              .selectFrom('mail_outbox')
              .select('id')
              .where(due(opts.now))
              .orderBy('id')
              .limit(opts.limit)
              .forUpdate()
              .skipLocked(),
        )
        .updateTable('mail_outbox')
        .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', (eb) => eb.selectFrom('picked').select('picked.id'))
        .where(due(opts.now))
        .returning(columns)
        .execute()
    : await db
        .updateTable('mail_outbox')
        .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('mail_outbox')
            .select('id')
            .where(due(opts.now))
            .orderBy('id')
            .limit(opts.limit),
        )
        .where(due(opts.now))
        .returning(columns)
        .execute()
  return rows
    .map((r) => ({
      id: r.id,
      messageId: r.message_id,
      kind: r.kind,
      payload: JSON.parse(r.payload) as OutboxPayload,
      attempts: r.attempts,
      createdAt: r.created_at,
      leaseToken: opts.token,
    }))
    .sort((a, b) => a.id - b.id)
}

type Claim = Pick<ClaimedMessage, 'id' | 'leaseToken'>

/** Settles a claimed row; false when the lease was lost to another worker meanwhile. */
async function settle(
  db: Db,
  claim: Claim,
  values: Partial<Omit<MailOutboxTable, 'id'>>,
): Promise<boolean> {
  const r = await db
    .updateTable('mail_outbox')
    .set({ ...values, lease_until: null, lease_token: null })
    .where('id', '=', claim.id)
    .where('status', '=', 'sending')
    .where('lease_token', '=', claim.leaseToken)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export function markSent(
  db: Db,
  claim: Claim,
  opts: { now: number; storedFile?: string | null },
): Promise<boolean> {
  return settle(db, claim, {
    status: 'sent',
    sent_at: opts.now,
    last_error: null,
    stored_file: opts.storedFile ?? null,
  })
}

/** Back to pending, to be tried again at `nextAttemptAt`, keeping the reason. */
export function scheduleRetry(
  db: Db,
  claim: Claim,
  opts: { nextAttemptAt: number; error: string },
): Promise<boolean> {
  return settle(db, claim, {
    status: 'pending',
    next_attempt_at: opts.nextAttemptAt,
    last_error: opts.error,
  })
}

/** Given up: a permanent refusal, or too many attempts. Kept (and listed) with the reason. */
export function markFailed(db: Db, claim: Claim, opts: { error: string }): Promise<boolean> {
  return settle(db, claim, { status: 'failed', last_error: opts.error })
}

/** Everything not yet delivered, oldest first. */
export async function listUndelivered(db: Db): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'submission_id',
      'message_id',
      'kind',
      'status',
      'attempts',
      'next_attempt_at',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .where('status', '!=', 'sent')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    submissionId: r.submission_id,
    messageId: r.message_id,
    kind: r.kind,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }))
}

export async function countOutboxByStatus(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute()
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 }
  for (const r of rows) counts[r.status] = Number(r.n)
  return counts
}

/** Puts failed messages back in the queue (after fixing the settings that made them fail). */
export async function requeueFailed(db: Db, now = Date.now()): Promise<number> {
  const r = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', next_attempt_at: now, attempts: 0 })
    .where('status', '=', 'failed')
    .executeTakeFirst()
  return Number(r.numUpdatedRows)
}
