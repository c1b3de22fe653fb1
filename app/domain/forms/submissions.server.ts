import type { Db } from '#app/db/client.server.ts'
import type { OutboxPayload } from '#app/domain/mail/message.server.ts'
import type { NewSubmission } from './submission.ts'

export type { NewSubmission } from './submission.ts'

export type StoredSubmission = { submissionId: number; outboxId: number; messageId: string }

/**
 * Stores a message and its e-mail in one transaction: either both rows exist or neither does, so
 * a visitor is told "sent" only when the outbox holds the e-mail (issue 7).
 */
export async function saveSubmission(
  db: Db,
  submission: NewSubmission,
  mail: { messageId: string; payload: OutboxPayload; fingerprint: string; clientId?: string },
  now = Date.now(),
): Promise<StoredSubmission> {
  return db.transaction().execute(async (tx) => {
    const { id: submissionId } = await tx
      .insertInto('submissions')
      .values({
        kind: submission.kind,
        name: submission.name,
        email: submission.email,
        phone: submission.phone,
        subject: submission.kind === 'contact' ? submission.subject : null,
        message: submission.kind === 'contact' ? submission.message : null,
        resume_link: submission.kind === 'apply' ? submission.resumeLink : null,
        job_id: submission.kind === 'apply' ? submission.jobId : null,
        job_title: submission.kind === 'apply' ? submission.jobTitle : null,
        fingerprint: mail.fingerprint,
        client_id: mail.clientId ?? null,
        lang: submission.lang ?? 'en',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { id: outboxId } = await tx
      .insertInto('mail_outbox')
      .values({
        submission_id: submissionId,
        message_id: mail.messageId,
        kind: submission.kind,
        payload: JSON.stringify(mail.payload),
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { submissionId, outboxId, messageId: mail.messageId }
  })
}

/**
 * Whether a post with this id (made by the page's script when Send was pressed) is already
 * stored: a repeat of it is answered with the first one's success (migration 0010).
 */
export async function hasSubmissionWithClientId(db: Db, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('submissions')
    .select('id')
    .where('client_id', '=', clientId)
    .executeTakeFirst()
  return row !== undefined
}

/** Whether the same message (by fingerprint) was stored since `since`. */
export async function hasSubmissionSince(
  db: Db,
  fingerprint: string,
  since: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('submissions')
    .select('id')
    .where('fingerprint', '=', fingerprint)
    .where('created_at', '>=', since)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Deletes messages older than `before` (RETENTION_DAYS) with their outbox rows, and returns the
 * .eml files those rows wrote so the caller can delete them too.
 */
export async function purgeSubmissionsBefore(
  db: Db,
  before: number,
): Promise<{ submissions: number; files: string[] }> {
  return db.transaction().execute(async (tx) => {
    const old = tx.selectFrom('submissions').select('id').where('created_at', '<', before)
    const rows = await tx
      .selectFrom('mail_outbox')
      .select('stored_file')
      .where((eb) => eb.or([eb('submission_id', 'in', old), eb('created_at', '<', before)]))
      .execute()
    await tx
      .deleteFrom('mail_outbox')
      .where((eb) => eb.or([eb('submission_id', 'in', old), eb('created_at', '<', before)]))
      .execute()
    const r = await tx.deleteFrom('submissions').where('created_at', '<', before).executeTakeFirst()
    return {
      submissions: Number(r.numDeletedRows),
      files: rows.map((row) => row.stored_file).filter((f): f is string => !!f),
    }
  })
}
