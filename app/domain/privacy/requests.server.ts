import { rm } from 'node:fs/promises'
import type { Db } from '#app/db/client.server.ts'

/**
 * Requests from the people themselves (India's Digital Personal Data Protection Act 2023 and its
 * Rules): find everything held about one e-mail address or phone number, export it, correct it,
 * or erase it. What the public forms stored is all the site holds about a visitor: the message
 * rows (with the language of the page they came from and, for an application, its stage), staff's
 * notes on an application, their outbox rows (the e-mail as queued) and, with
 * MAIL_TRANSPORT=log, their .eml files.
 */
export type PersonQuery = { email?: string; phone?: string }

export type HeldRecord = {
  id: number
  kind: 'contact' | 'apply'
  createdAt: number
  name: string
  email: string
  phone: string
  subject: string | null
  message: string | null
  resumeLink: string | null
  jobTitle: string | null
  /** The language of the page it was sent from; null when not recorded (before migration 0015). */
  lang: 'en' | 'kn' | null
  /** An application's stage (HR's workflow); null for a contact message. */
  stage: string | null
  /** Staff's notes on an application: held about the person, so shown and exported too. */
  notes: Array<{ createdAt: number; body: string }>
  mail: Array<{ id: number; status: string; file: string | null }>
}

/** The query as the lookup uses it, or null when it names nobody. */
export function normalizeQuery(raw: { email?: string; phone?: string }): PersonQuery | null {
  const email = raw.email?.trim().toLowerCase().slice(0, 254) || undefined
  const digits = raw.phone?.replace(/\D/g, '') ?? ''
  const phone = digits.length >= 10 ? digits.slice(-10) : undefined
  if (email && !/^[^\s@]+@[^\s@]+$/.test(email)) return null
  return email || phone ? { email, phone } : null
}

export async function findPersonData(db: Db, q: PersonQuery): Promise<HeldRecord[]> {
  if (!q.email && !q.phone) return []
  const rows = await db
    .selectFrom('submissions')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(q.email ? [eb(eb.fn('lower', ['email']), '=', q.email)] : []),
        ...(q.phone ? [eb('phone', 'like', `%${q.phone}`)] : []),
      ]),
    )
    .orderBy('created_at')
    .execute()
  const ids = rows.map((r) => r.id)
  const mail = ids.length
    ? await db
        .selectFrom('mail_outbox')
        .select(['id', 'submission_id', 'status', 'stored_file'])
        .where('submission_id', 'in', ids)
        .execute()
    : []
  const notes = ids.length
    ? await db
        .selectFrom('submission_notes')
        .select(['submission_id', 'body', 'created_at'])
        .where('submission_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : []
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    createdAt: Number(r.created_at),
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    resumeLink: r.resume_link,
    jobTitle: r.job_title,
    lang: r.lang,
    stage: r.kind === 'apply' ? r.stage : null,
    notes: notes
      .filter((n) => n.submission_id === r.id)
      .map((n) => ({ createdAt: Number(n.created_at), body: n.body })),
    mail: mail
      .filter((m) => m.submission_id === r.id)
      .map((m) => ({ id: m.id, status: m.status, file: m.stored_file })),
  }))
}

/** Corrects what one message holds about its sender (the e-mails already sent cannot change). */
export async function correctRecord(
  db: Db,
  id: number,
  fix: { name: string; email: string; phone: string },
): Promise<boolean> {
  const r = await db
    .updateTable('submissions')
    .set({
      name: fix.name.trim().slice(0, 100),
      email: fix.email.trim().slice(0, 254),
      phone: fix.phone.trim().slice(0, 20),
    })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/**
 * Erases every record of one person: message rows and outbox rows in one transaction, then the
 * .eml files. Returns counts only (the audit entry names no data).
 */
export async function erasePersonData(
  db: Db,
  q: PersonQuery,
): Promise<{ submissions: number; mails: number; files: number }> {
  const records = await findPersonData(db, q)
  const ids = records.map((r) => r.id)
  if (!ids.length) return { submissions: 0, mails: 0, files: 0 }
  const files = records.flatMap((r) => r.mail.map((m) => m.file)).filter((f): f is string => !!f)
  const counts = await db.transaction().execute(async (tx) => {
    const m = await tx
      .deleteFrom('mail_outbox')
      .where('submission_id', 'in', ids)
      .executeTakeFirst()
    const s = await tx.deleteFrom('submissions').where('id', 'in', ids).executeTakeFirst()
    return { submissions: Number(s.numDeletedRows), mails: Number(m.numDeletedRows) }
  })
  let removed = 0
  for (const f of files) {
    if (!f.endsWith('.eml')) continue
    await rm(f, { force: true })
    removed++
  }
  return { ...counts, files: removed }
}
