import { createHash, randomUUID } from 'node:crypto'
import type { Db } from '#app/db/client.server.ts'
import type { NewSubmission } from '#app/domain/forms/submission.ts'

/**
 * One e-mail as the outbox keeps it: written when the visitor posts, sent as it is later, so a
 * retry sends exactly the same message. Recipient and sender come from the settings at send time.
 */
export type OutboxPayload = {
  /**
   * contact and apply go to MAIL_TO; invite goes to the person invited (`to`), and
   * application-notice to one member of HR (`to`) when an application arrives; review-notice to
   * the author of a submission for review when it is approved or sent back (`to`).
   */
  kind: NewSubmission['kind'] | 'invite' | 'application-notice' | 'review-notice'
  subject: string
  text: string
  /** Overrides MAIL_TO: an e-mail to one person rather than to the company's inbox. */
  to?: string
  replyTo?: { name: string; address: string }
  /** The form's fields under their own names: EmailJS template parameters (README "Mail"). */
  params: Record<string, string>
}

/** A Message-ID made once per message and kept across retries, so receivers can drop repeats. */
export function newMessageId(publicUrl: string): string {
  let host = 'localhost'
  try {
    host = new URL(publicUrl).hostname || host
  } catch {
    // PUBLIC_URL is validated at boot; keep the default for odd test values.
  }
  return `<${randomUUID()}@${host}>`
}

/**
 * The language the visitor wrote from, for staff (who answer in it): the line in the e-mail and
 * the EmailJS parameter `language`.
 */
const languageLine = {
  en: 'English (the English pages)',
  kn: 'Kannada / ಕನ್ನಡ (the Kannada pages: answer in Kannada if you can)',
} as const

export function composeMessage(s: NewSubmission): OutboxPayload {
  const language = languageLine[s.lang ?? 'en']
  if (s.kind === 'contact') {
    return {
      kind: 'contact',
      subject: `Website contact: ${s.subject}`,
      text: [
        'A message from the contact form of the website.',
        '',
        `Name:    ${s.name}`,
        `Email:   ${s.email}`,
        `Phone:   ${s.phone}`,
        `Subject: ${s.subject}`,
        `Language: ${language}`,
        '',
        'Message:',
        s.message,
        '',
        'Reply to this e-mail to answer the sender.',
      ].join('\n'),
      replyTo: { name: s.name, address: s.email },
      params: {
        name: s.name,
        email: s.email,
        subject: s.subject,
        phone: s.phone,
        message: s.message,
        language,
      },
    }
  }
  const job = s.jobTitle ?? 'General application'
  return {
    kind: 'apply',
    subject: `Job application: ${job} (${s.name})`,
    text: [
      'An application from the Apply Job form of the website.',
      '',
      `Job:         ${s.jobTitle ? `${s.jobTitle} (job ${s.jobId})` : 'General application (no job chosen)'}`,
      `Name:        ${s.name}`,
      `Email:       ${s.email}`,
      `Phone:       ${s.phone}`,
      `Resume link: ${s.resumeLink}`,
      `Language:    ${language}`,
      '',
      'Reply to this e-mail to answer the applicant.',
    ].join('\n'),
    replyTo: { name: s.name, address: s.email },
    params: {
      name: s.name,
      email: s.email,
      phone: s.phone,
      resume_link: s.resumeLink,
      job_title: s.jobTitle ?? '',
      job_id: s.jobId === null ? '' : String(s.jobId),
      language,
    },
  }
}

/**
 * The same message twice: the same form, sender and content, compared without case or extra
 * spaces. A hash, so the check needs no second copy of the text.
 */
export function fingerprintOf(s: NewSubmission): string {
  const norm = (v: string | number | null) =>
    String(v ?? '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  const parts =
    s.kind === 'contact'
      ? [s.kind, s.email, s.phone, s.subject, s.message]
      : [s.kind, s.email, s.phone, s.resumeLink, s.jobId]
  return createHash('sha256').update(parts.map(norm).join('\u0000')).digest('hex')
}

/** The invitation e-mail to a new member of staff: the one-time link and what it is for. */
export function composeInvite(input: {
  to: string
  link: string
  role: string
  siteName: string
  expiresAt: number
}): OutboxPayload {
  const hours = Math.round((input.expiresAt - Date.now()) / 3_600_000)
  return {
    kind: 'invite',
    to: input.to,
    subject: `Your invitation to the ${input.siteName} website console`,
    text: [
      `You have been invited to the staff console of the ${input.siteName} website as ${input.role}.`,
      '',
      'Open this link to choose your password and set up two-step sign-in:',
      input.link,
      '',
      `The link works once and for ${hours} hours. If you did not expect this, ignore this e-mail.`,
    ].join('\n'),
    params: { to_email: input.to, link: input.link, role: input.role, site_name: input.siteName },
  }
}

/** Puts one e-mail that belongs to no form message into the outbox (an invitation). */
export async function queueMail(
  db: Db,
  payload: OutboxPayload,
  messageId: string,
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      submission_id: null,
      message_id: messageId,
      kind: payload.kind,
      payload: JSON.stringify(payload),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
