import type { Db } from '#app/db/client.server.ts'
import { newMessageId, type OutboxPayload } from '#app/domain/mail/message.server.ts'
import type { Env } from '#app/platform/env.server.ts'
import { inboxItemPath } from '#app/routing/console.ts'

export type Arrival = {
  submissionId: number
  name: string
  jobId: number | null
  jobTitle: string | null
}

/**
 * Whether notices to staff can be e-mailed at all. MAIL_TRANSPORT=log e-mails nobody (it would
 * only fill the mail log with a file per HR member); EmailJS sends only through the templates it
 * is given, and there is none for this notice (the apply template already reaches MAIL_TO).
 */
export function staffMailReady(env: Pick<Env, 'MAIL_TRANSPORT'>): boolean {
  return env.MAIL_TRANSPORT === 'smtp'
}

/**
 * The notice to one member of HR: which job, and the link to the application in the console.
 * Nothing of the applicant but the name: the e-mail, phone and resume stay behind the sign-in.
 */
function composeArrivalNotice(a: Arrival, to: string, publicUrl: string): OutboxPayload {
  const job = a.jobTitle ?? 'a general application (no job chosen)'
  const link = `${publicUrl.replace(/\/+$/, '')}${inboxItemPath(a.submissionId)}`
  return {
    kind: 'application-notice',
    to,
    subject: `New job application: ${a.jobTitle ?? 'General application'}`,
    text: [
      `${a.name} has applied for ${job} through the website.`,
      '',
      'Open the application in the console (sign-in needed):',
      link,
      '',
      'You receive this e-mail because you have the HR role in the website console.',
    ].join('\n'),
    params: {
      to_email: to,
      name: a.name,
      job_title: a.jobTitle ?? '',
      job_id: a.jobId === null ? '' : String(a.jobId),
      link,
    },
  }
}

/**
 * Queues one notice per active member of HR for an application that has just been stored. Each
 * row belongs to the application (submission_id), so retention and a privacy erasure remove it
 * with the application; the inbox's delivery state counts only the application's own e-mail.
 * Returns how many were queued.
 */
export async function queueArrivalNotices(
  db: Db,
  a: Arrival,
  env: Pick<Env, 'MAIL_TRANSPORT' | 'PUBLIC_URL'>,
  now = Date.now(),
): Promise<number> {
  if (!staffMailReady(env)) return 0
  const people = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'hr')
    .where('status', '=', 'active')
    .orderBy('id')
    .execute()
  if (!people.length) return 0
  await db
    .insertInto('mail_outbox')
    .values(
      people.map((p) => ({
        submission_id: a.submissionId,
        message_id: newMessageId(env.PUBLIC_URL),
        kind: 'application-notice',
        payload: JSON.stringify(composeArrivalNotice(a, p.email, env.PUBLIC_URL)),
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute()
  return people.length
}
