import { sql, type ExpressionBuilder, type Selectable, type SelectQueryBuilder } from 'kysely'
import type { Db } from '#app/db/client.server.ts'
import { can, type Role } from '#app/domain/accounts/roles.ts'
import type { Database } from '#app/db/schema.ts'
import type { Delivery } from './delivery.ts'
import { NOTE_MAX, type Stage } from './stages.ts'

/**
 * The console's inbox: the messages and job applications the public forms stored
 * (docs/decisions/0007), with their e-mail delivery state from the outbox. Which kinds a person
 * sees is decided by their role (domain/accounts/roles.ts) and passed in as `kinds`.
 */
export type InboxKind = 'contact' | 'apply'

/** The kinds of message a role may read: admins both, HR applications only, editors none. */
export function inboxKindsOf(role: Role): InboxKind[] {
  const kinds: InboxKind[] = []
  if (can(role, 'inbox:contact')) kinds.push('contact')
  if (can(role, 'inbox:apply')) kinds.push('apply')
  return kinds
}

export type InboxFilter = {
  kinds: readonly InboxKind[]
  search?: string
  kind?: InboxKind
  jobId?: number
  status?: 'new' | 'handled'
  /** Applications in this stage (contact messages have none, so they drop out). */
  stage?: Stage
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
  /** An application's stage; null for a contact message. */
  stage: Stage | null
  /** The language of the page it was sent from; null for one stored before that was recorded. */
  lang: 'en' | 'kn' | null
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

/** An application's stage as stored; a contact message has none. */
function stageOf(r: { kind: InboxKind; stage: string }): Stage | null {
  return r.kind === 'apply' ? (r.stage as Stage) : null
}

/**
 * The outbox rows that are the visitor's own message, the only ones the inbox's delivery state
 * and "Send again" count: HR's arrival notices (kind application-notice) belong to the
 * application too, but a notice that failed says nothing about the application's e-mail.
 */
const ownMail = ['contact', 'apply']

/** The columns of a stored submission that the inbox's list shows. */
type SubmissionRow = Pick<
  Selectable<Database['submissions']>,
  | 'id'
  | 'kind'
  | 'name'
  | 'email'
  | 'phone'
  | 'subject'
  | 'job_id'
  | 'job_title'
  | 'created_at'
  | 'handled_at'
  | 'stage'
  | 'lang'
>

/** A stored submission as the inbox shows it, with its e-mails' delivery state. */
function rowOf(r: SubmissionRow, delivery: Delivery): InboxRow {
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
    stage: stageOf(r),
    lang: r.lang,
    delivery,
  }
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
      and o.kind in (${sql.join(ownMail)})
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
  if (f.stage)
    q = q.where('submissions.kind', '=', 'apply').where('submissions.stage', '=', f.stage)
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
        'submissions.stage',
        'submissions.lang',
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
    rows: rows.map((r) => rowOf(r, r.delivery)),
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
    ...rowOf(r, r.delivery),
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
    .where('kind', 'in', ownMail)
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
    ...rowOf(r, delivery),
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

/**
 * Marks a message handled, or new again. On an application the stage follows the same rule as
 * migration 0014: handled moves a new one to 'shortlisted', new again puts it back to 'new'.
 */
export async function setHandled(
  db: Db,
  id: number,
  kinds: readonly InboxKind[],
  by: number | null,
): Promise<boolean> {
  if (!kinds.length) return false
  const r = await db
    .updateTable('submissions')
    .set((eb) =>
      by === null
        ? { handled_at: null, handled_by: null, stage: 'new' }
        : {
            handled_at: Date.now(),
            handled_by: by,
            stage: eb
              .case()
              .when(eb.and([eb('kind', '=', 'apply'), eb('stage', '=', 'new')]))
              .then('shortlisted')
              .else(eb.ref('stage'))
              .end(),
          },
    )
    .where('id', '=', id)
    .where('kind', 'in', [...kinds])
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/**
 * Marks several messages handled at once (the inbox's bulk action), each as `setHandled` does (a
 * new application moves to Shortlisted, the first stage past New); those already handled are left
 * as they were (their first handling is kept). Ids of messages that
 * are gone, or of a kind the person may not read, come back as `missing`.
 */
export async function markHandled(
  db: Db,
  ids: readonly number[],
  kinds: readonly InboxKind[],
  by: number,
): Promise<{ done: InboxRef[]; unchanged: InboxRef[]; missing: number[] }> {
  const out = { done: [] as InboxRef[], unchanged: [] as InboxRef[], missing: [] as number[] }
  const wanted = [...new Set(ids)]
  if (!wanted.length) return out
  const rows = kinds.length
    ? await db
        .selectFrom('submissions')
        .select(['id', 'name', 'kind', 'handled_at'])
        .where('id', 'in', wanted)
        .where('kind', 'in', [...kinds])
        .execute()
    : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const id of wanted) {
    const r = byId.get(id)
    if (!r) out.missing.push(id)
    else if (r.handled_at !== null) out.unchanged.push({ id, name: r.name, kind: r.kind })
    else if (await setHandled(db, id, kinds, by)) out.done.push({ id, name: r.name, kind: r.kind })
    else out.missing.push(id)
  }
  return out
}

/** A message named as the inbox lists it: by the person who sent it. */
type InboxRef = { id: number; name: string; kind: InboxKind }

/**
 * Moves an application to a stage; handled_at follows (any stage past 'new' is handled, and
 * keeps the first time it was). Null when there is no such application among `kinds`;
 * otherwise the stage it was in, which equals `to` when nothing changed.
 */
export async function setStage(
  db: Db,
  id: number,
  kinds: readonly InboxKind[],
  to: Stage,
  by: number,
  now = Date.now(),
): Promise<{ from: Stage } | null> {
  if (!kinds.includes('apply')) return null
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('submissions')
      .select(['stage', 'handled_at'])
      .where('id', '=', id)
      .where('kind', '=', 'apply')
      .executeTakeFirst()
    if (!row) return null
    const from = row.stage as Stage
    if (from === to) return { from }
    await tx
      .updateTable('submissions')
      .set(
        to === 'new'
          ? { stage: to, handled_at: null, handled_by: null }
          : row.handled_at === null
            ? { stage: to, handled_at: now, handled_by: by }
            : { stage: to },
      )
      .where('id', '=', id)
      .execute()
    return { from }
  })
}

export type InboxNote = { id: number; authorEmail: string | null; body: string; createdAt: number }

/**
 * Plain text as staff typed it, line breaks kept, control characters dropped, capped at
 * NOTE_MAX; React escapes it on output and nothing renders it as HTML.
 */
export function cleanNote(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/(?!\n)\p{Cc}/gu, '')
    .trim()
    .slice(0, NOTE_MAX)
}

/** Adds a note to an application the person may see; null when there is none. */
export async function addNote(
  db: Db,
  id: number,
  kinds: readonly InboxKind[],
  author: { id: number; email: string },
  text: string,
  now = Date.now(),
): Promise<InboxNote | null> {
  const body = cleanNote(text)
  if (!body || !kinds.includes('apply')) return null
  const exists = await db
    .selectFrom('submissions')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', 'apply')
    .executeTakeFirst()
  if (!exists) return null
  const row = await db
    .insertInto('submission_notes')
    .values({
      submission_id: id,
      author_id: author.id,
      author_email: author.email,
      body,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, authorEmail: author.email, body, createdAt: now }
}

/** An application's notes, oldest first (they read as a conversation). */
export async function listNotes(db: Db, id: number): Promise<InboxNote[]> {
  const rows = await db
    .selectFrom('submission_notes')
    .select(['id', 'author_email', 'body', 'created_at'])
    .where('submission_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    authorEmail: r.author_email,
    body: r.body,
    createdAt: Number(r.created_at),
  }))
}

/**
 * Applications per job, and how many of them are still new: the console's list of jobs shows
 * them on each job's row.
 */
export async function applicationCounts(
  db: Db,
  jobIds: readonly number[],
): Promise<Map<number, { total: number; fresh: number }>> {
  const out = new Map<number, { total: number; fresh: number }>()
  if (!jobIds.length) return out
  const rows = await db
    .selectFrom('submissions')
    .select((eb) => [
      'job_id',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('stage', '=', 'new').then(1).else(0).end()).as('fresh'),
    ])
    .where('kind', '=', 'apply')
    .where('job_id', 'in', [...jobIds])
    .groupBy('job_id')
    .execute()
  for (const r of rows)
    out.set(Number(r.job_id), { total: Number(r.total), fresh: Number(r.fresh ?? 0) })
  return out
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
    .where('kind', 'in', ownMail)
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
          .where('mail_outbox.kind', 'in', ownMail)
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
