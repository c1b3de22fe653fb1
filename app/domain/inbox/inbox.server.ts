import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely'
import type { Db } from '#app/db/client.server.ts'
import type { Database } from '#app/db/schema.ts'
import type { Delivery } from './delivery.ts'

/**
 * The console's inbox: the messages and job applications the public forms stored
 * (docs/decisions/0007), with their e-mail delivery state from the outbox. Which kinds a person
 * sees is decided by their role (domain/accounts/roles.ts) and passed in as `kinds`.
 */
export type InboxKind = 'contact' | 'apply'

export type InboxFilter = {
  kinds: readonly InboxKind[]
  search?: string
  kind?: InboxKind
  jobId?: number
  status?: 'new' | 'handled'
  delivery?: Exclude<Delivery, 'none'>
  limit?: number
  offset?: number
}

export type InboxRow = {
  id: number
  kind: InboxKind
  name: string
  email: string
  phone: string
  subject: string | null
  jobId: number | null
  jobTitle: string | null
  createdAt: number
  handledAt: number | null
  delivery: Delivery
}

export type InboxItem = InboxRow & {
  message: string | null
  resumeLink: string | null
  handledBy: string | null
  mail: Array<{
    id: number
    status: Delivery
    attempts: number
    lastError: string | null
    sentAt: number | null
    nextAttemptAt: number
  }>
}

type Q = SelectQueryBuilder<Database, 'submissions', object>

/**
 * One delivery state per message: failed beats pending beats logged beats sent (what needs a
 * person first). A sent row with a stored file went to the log transport, not to anyone's inbox.
 */
function deliveryOf(eb: ExpressionBuilder<Database, 'submissions'>) {
  return sql<Delivery>`coalesce((
    select case
      when sum(case when o.status = 'failed' then 1 else 0 end) > 0 then 'failed'
      when sum(case when o.status in ('pending', 'sending') then 1 else 0 end) > 0 then 'pending'
      when sum(case when o.stored_file is not null then 1 else 0 end) > 0 then 'logged'
      else 'sent' end
    from mail_outbox o where o.submission_id = ${eb.ref('submissions.id')}
  ), 'none')`
}

function filtered(db: Db, f: InboxFilter): Q {
  let q = db.selectFrom('submissions') as Q
  const kinds = f.kind ? f.kinds.filter((k) => k === f.kind) : [...f.kinds]
  // A role that may see nothing (or a kind it may not see) gets nothing, never everything.
  q = q.where('submissions.kind', 'in', kinds.length ? kinds : ['none' as InboxKind])
  if (f.jobId !== undefined) q = q.where('submissions.job_id', '=', f.jobId)
  if (f.status === 'new') q = q.where('submissions.handled_at', 'is', null)
  if (f.status === 'handled') q = q.where('submissions.handled_at', 'is not', null)
  const term = f.search?.trim().toLowerCase().slice(0, 100)
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    q = q.where((eb) =>
      eb.or(
        (['name', 'email', 'phone', 'subject', 'message', 'job_title'] as const).map(
          (col) =>
            sql<boolean>`lower(coalesce(${eb.ref(`submissions.${col}`)}, '')) like ${like} escape '\\'`,
        ),
      ),
    )
  }
  if (f.delivery) q = q.where((eb) => eb(deliveryOf(eb), '=', f.delivery!))
  return q
}

export async function listInbox(
  db: Db,
  f: InboxFilter,
): Promise<{ rows: InboxRow[]; total: number }> {
  const base = filtered(db, f)
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'submissions.id',
        'submissions.kind',
        'submissions.name',
        'submissions.email',
        'submissions.phone',
        'submissions.subject',
        'submissions.job_id',
        'submissions.job_title',
        'submissions.created_at',
        'submissions.handled_at',
        deliveryOf(eb).as('delivery'),
      ])
      .orderBy('submissions.created_at', 'desc')
      .orderBy('submissions.id', 'desc')
      .limit(f.limit ?? 25)
      .offset(f.offset ?? 0)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      email: r.email,
      phone: r.phone,
      subject: r.subject,
      jobId: r.job_id,
      jobTitle: r.job_title,
      createdAt: Number(r.created_at),
      handledAt: r.handled_at === null ? null : Number(r.handled_at),
      delivery: r.delivery,
    })),
  }
}

/** Everything the filter matches, oldest first, for the CSV export. */
export async function exportInbox(db: Db, f: InboxFilter): Promise<InboxItem[]> {
  const rows = await filtered(db, f)
    .selectAll('submissions')
    .select((eb) => deliveryOf(eb).as('delivery'))
    .orderBy('submissions.created_at')
    .orderBy('submissions.id')
    .limit(50_000)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    jobId: r.job_id,
    jobTitle: r.job_title,
    createdAt: Number(r.created_at),
    handledAt: r.handled_at === null ? null : Number(r.handled_at),
    delivery: r.delivery,
    message: r.message,
    resumeLink: r.resume_link,
    handledBy: null,
    mail: [],
  }))
}

/** One message with its e-mails, if the person may see its kind; null otherwise. */
export async function getInboxItem(
  db: Db,
  id: number,
  kinds: readonly InboxKind[],
): Promise<InboxItem | null> {
  if (!kinds.length) return null
  const r = await db
    .selectFrom('submissions')
    .leftJoin('users', 'users.id', 'submissions.handled_by')
    .selectAll('submissions')
    .select('users.email as handler_email')
    .where('submissions.id', '=', id)
    .where('submissions.kind', 'in', [...kinds])
    .executeTakeFirst()
  if (!r) return null
  const mail = await db
    .selectFrom('mail_outbox')
    .select(['id', 'status', 'attempts', 'last_error', 'sent_at', 'next_attempt_at', 'stored_file'])
    .where('submission_id', '=', id)
    .orderBy('id')
    .execute()
  const states = mail.map(stateOf)
  const delivery: Delivery = states.includes('failed')
    ? 'failed'
    : states.includes('pending')
      ? 'pending'
      : states.includes('logged')
        ? 'logged'
        : states.length
          ? 'sent'
          : 'none'
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    jobId: r.job_id,
    jobTitle: r.job_title,
    createdAt: Number(r.created_at),
    handledAt: r.handled_at === null ? null : Number(r.handled_at),
    delivery,
    message: r.message,
    resumeLink: r.resume_link,
    handledBy: r.handler_email ?? null,
    mail: mail.map((m) => ({
      id: m.id,
      status: stateOf(m),
      attempts: m.attempts,
      lastError: m.last_error,
      sentAt: m.sent_at === null ? null : Number(m.sent_at),
      nextAttemptAt: Number(m.next_attempt_at),
    })),
  }
}

/** One outbox row's state in the inbox's words: a row the log transport wrote is `logged`. */
function stateOf(m: { status: string; stored_file: string | null }): Delivery {
  if (m.status === 'sending' || m.status === 'pending') return 'pending'
  if (m.status === 'failed') return 'failed'
  return m.stored_file ? 'logged' : 'sent'
}

export async function setHandled(
  db: Db,
  id: number,
  kinds: readonly InboxKind[],
  by: number | null,
): Promise<boolean> {
  if (!kinds.length) return false
  const r = await db
    .updateTable('submissions')
    .set(
      by === null
        ? { handled_at: null, handled_by: null }
        : { handled_at: Date.now(), handled_by: by },
    )
    .where('id', '=', id)
    .where('kind', 'in', [...kinds])
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** Queues a message's failed e-mails again ("send again"); how many were queued. */
export async function resendFailed(
  db: Db,
  id: number,
  kinds: readonly InboxKind[],
  now = Date.now(),
): Promise<number> {
  if (!kinds.length) return 0
  const visible = db
    .selectFrom('submissions')
    .select('id')
    .where('id', '=', id)
    .where('kind', 'in', [...kinds])
  const r = await db
    .updateTable('mail_outbox')
    .set({
      status: 'pending',
      next_attempt_at: now,
      attempts: 0,
      lease_until: null,
      lease_token: null,
    })
    .where('submission_id', 'in', visible)
    .where('status', '=', 'failed')
    .executeTakeFirst()
  return Number(r.numUpdatedRows)
}

export async function countNewSubmissions(db: Db, kinds: readonly InboxKind[]): Promise<number> {
  if (!kinds.length) return 0
  const r = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', 'in', [...kinds])
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(r.n)
}

/** Counts for the dashboard, per kind the person may see. */
export async function inboxCounts(
  db: Db,
  kinds: readonly InboxKind[],
): Promise<{ newContact: number; newApply: number; failed: number }> {
  const has = (k: InboxKind) => kinds.includes(k)
  const [newContact, newApply, failed] = await Promise.all([
    has('contact') ? countNewSubmissions(db, ['contact']) : 0,
    has('apply') ? countNewSubmissions(db, ['apply']) : 0,
    kinds.length
      ? db
          .selectFrom('mail_outbox')
          .innerJoin('submissions', 'submissions.id', 'mail_outbox.submission_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('mail_outbox.status', '=', 'failed')
          .where('submissions.kind', 'in', [...kinds])
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n))
      : 0,
  ])
  return { newContact, newApply, failed }
}

/** The jobs that have applications, for the inbox's job filter. */
export async function jobsWithApplications(db: Db): Promise<Array<{ id: number; title: string }>> {
  const rows = await db
    .selectFrom('submissions')
    .select(['job_id', 'job_title'])
    .where('kind', '=', 'apply')
    .where('job_id', 'is not', null)
    .groupBy(['job_id', 'job_title'])
    .orderBy('job_title')
    .execute()
  return rows.map((r) => ({ id: r.job_id!, title: r.job_title ?? `Job ${r.job_id}` }))
}

/**
 * A CSV cell: quoted, and safe to open in a spreadsheet. A cell that starts with = + - @ (or a
 * tab or carriage return) would run as a formula in Excel or Sheets, so it gets a leading
 * apostrophe (OWASP "CSV injection").
 */
export function csvCell(v: string | number | null | undefined): string {
  let s = v === null || v === undefined ? '' : String(v)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return `"${s.replace(/"/g, '""')}"`
}

/** UTF-8 with a byte-order mark, so Excel shows Kannada (and every other script) correctly. */
export function toCsv(header: string[], rows: Array<Array<string | number | null>>): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
