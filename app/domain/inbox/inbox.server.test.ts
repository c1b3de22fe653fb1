import { mkdtempSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { saveSubmission } from '#app/domain/forms/submissions.server.ts'
import type { NewSubmission } from '#app/domain/forms/submission.ts'
import { composeMessage } from '#app/domain/mail/message.server.ts'
import {
  erasePersonData,
  findPersonData,
  normalizeQuery,
} from '#app/domain/privacy/requests.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import {
  csvCell,
  getInboxItem,
  inboxCounts,
  listInbox,
  markHandled,
  resendFailed,
  setHandled,
  toCsv,
} from './inbox.server.ts'

let n = 0
async function store(db: Parameters<typeof saveSubmission>[0], s: NewSubmission, at = Date.now()) {
  return saveSubmission(
    db,
    s,
    { messageId: `<m${++n}@test>`, payload: composeMessage(s), fingerprint: `fp${n}` },
    at,
  )
}
const contact = (name: string, email: string, extra: Partial<NewSubmission> = {}): NewSubmission =>
  ({
    kind: 'contact',
    name,
    email,
    phone: '9876543210',
    subject: 'Stock for my shop',
    message: 'Please call me.',
    ...extra,
  }) as NewSubmission
const apply = (name: string, email: string, jobId: number | null): NewSubmission => ({
  kind: 'apply',
  name,
  email,
  phone: '9123456789',
  resumeLink: 'https://drive.example.com/cv',
  jobId,
  jobTitle: jobId ? 'Field Sales Executive' : null,
})

test('CSV cells that would run as formulas are neutralised; the file starts with a BOM', () => {
  expect(csvCell('=cmd|"/c calc"!A1')).toBe(`"'=cmd|""/c calc""!A1"`)
  for (const lead of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}x`)).toBe(`"'${lead}x"`)
  expect(csvCell('ರಮೇಶ್')).toBe('"ರಮೇಶ್"')
  expect(csvCell(null)).toBe('""')
  const csv = toCsv(['a', 'b'], [['1', 'x,y']])
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  expect(csv.slice(1)).toBe('"a","b"\r\n"1","x,y"\r\n')
})

describeEachEngine('inbox and privacy requests', { seed: true }, (get) => {
  test('lists newest first, by the kinds a role may read, with search and filters', async () => {
    const db = get().db
    const t = Date.now() - 60_000
    const c1 = await store(db, contact('Ramesh Gowda', 'ramesh@example.com'), t)
    const a1 = await store(db, apply('Lakshmi N', 'lakshmi@example.com', 3), t + 1)
    await store(db, apply('Kiran P', 'kiran@example.com', null), t + 2)
    const both = await listInbox(db, { kinds: ['contact', 'apply'] })
    expect(both.rows.map((r) => r.name).slice(0, 3)).toEqual([
      'Kiran P',
      'Lakshmi N',
      'Ramesh Gowda',
    ])
    const hr = await listInbox(db, { kinds: ['apply'] })
    expect(hr.rows.every((r) => r.kind === 'apply')).toBe(true)
    expect((await listInbox(db, { kinds: ['apply'], kind: 'contact' })).total).toBe(0)
    expect((await listInbox(db, { kinds: [] })).total).toBe(0)
    expect(
      (await listInbox(db, { kinds: ['contact', 'apply'], search: 'GOWDA' })).rows.map((r) => r.id),
    ).toEqual([c1.submissionId])
    expect((await listInbox(db, { kinds: ['contact', 'apply'], search: '100%_' })).total).toBe(0)
    expect((await listInbox(db, { kinds: ['apply'], jobId: 3 })).rows.map((r) => r.id)).toEqual([
      a1.submissionId,
    ])
    expect(both.rows[0]!.delivery).toBe('pending')

    expect(await setHandled(db, c1.submissionId, ['apply'], 1)).toBe(false)
    expect(await setHandled(db, c1.submissionId, ['contact'], null)).toBe(true)
    await setHandled(db, a1.submissionId, ['apply'], null)
    const handledNow = await setHandled(db, a1.submissionId, ['apply'], null)
    expect(handledNow).toBe(true)
    expect(await getInboxItem(db, c1.submissionId, ['apply'])).toBeNull()
    const item = (await getInboxItem(db, c1.submissionId, ['contact']))!
    expect(item).toMatchObject({
      name: 'Ramesh Gowda',
      message: 'Please call me.',
      delivery: 'pending',
    })
  })

  test('a failed e-mail shows as failed, counts on the dashboard, and can be sent again', async () => {
    const db = get().db
    const s = await store(db, contact('Failing', 'fail@example.com'))
    await db
      .updateTable('mail_outbox')
      .set({ status: 'failed', last_error: 'SMTP 550: no' })
      .where('id', '=', s.outboxId)
      .execute()
    expect(
      (await listInbox(db, { kinds: ['contact'], delivery: 'failed' })).rows.map((r) => r.id),
    ).toContain(s.submissionId)
    expect((await inboxCounts(db, ['contact'])).failed).toBeGreaterThanOrEqual(1)
    expect(await resendFailed(db, s.submissionId, ['apply'])).toBe(0)
    expect(await resendFailed(db, s.submissionId, ['contact'])).toBe(1)
    const row = await db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('id', '=', s.outboxId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'pending', attempts: 0 })
  })

  test('an e-mail the log transport wrote is "logged", never "sent"; one SMTP delivered is "sent"', async () => {
    const db = get().db
    const logged = await store(db, contact('Logged Only', 'logged@example.com'))
    const mailed = await store(db, contact('Really Mailed', 'mailed@example.com'))
    const sent = (id: number, storedFile: string | null) =>
      db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: Date.now(), stored_file: storedFile })
        .where('id', '=', id)
        .execute()
    await sent(logged.outboxId, '/tmp/20261203-1.eml')
    await sent(mailed.outboxId, null)
    const all = await listInbox(db, { kinds: ['contact'] })
    const state = (id: number) => all.rows.find((r) => r.id === id)?.delivery
    expect(state(logged.submissionId)).toBe('logged')
    expect(state(mailed.submissionId)).toBe('sent')
    const ids = async (delivery: 'logged' | 'sent') =>
      (await listInbox(db, { kinds: ['contact'], delivery })).rows.map((r) => r.id)
    expect(await ids('logged')).toContain(logged.submissionId)
    expect(await ids('logged')).not.toContain(mailed.submissionId)
    expect(await ids('sent')).toContain(mailed.submissionId)
    expect(await ids('sent')).not.toContain(logged.submissionId)
    const item = (await getInboxItem(db, logged.submissionId, ['contact']))!
    expect(item.delivery).toBe('logged')
    expect(item.mail.map((m) => m.status)).toEqual(['logged'])
    expect((await getInboxItem(db, mailed.submissionId, ['contact']))!.delivery).toBe('sent')
  })

  test('an erasure removes every record, queued e-mail and stored file of one person, and only theirs', async () => {
    const db = get().db
    const dir = mkdtempSync(path.join(tmpdir(), 'eml-'))
    const mine = await store(db, contact('ಸುಮಾ', 'suma@example.com', { phone: '9000000001' }))
    const mine2 = await store(db, apply('Suma K', 'other@example.com', null))
    await db
      .updateTable('submissions')
      .set({ phone: '9000000001' })
      .where('id', '=', mine2.submissionId)
      .execute()
    const theirs = await store(db, contact('Someone', 'someone@example.com'))
    const file = path.join(dir, 'm.eml')
    writeFileSync(file, 'mail')
    await db
      .updateTable('mail_outbox')
      .set({ stored_file: file, status: 'sent' })
      .where('id', '=', mine.outboxId)
      .execute()

    expect(normalizeQuery({ email: '  ', phone: '123' })).toBeNull()
    const q = normalizeQuery({ email: 'SUMA@example.com', phone: '+91 90000 00001' })!
    await db
      .insertInto('submission_notes')
      .values({
        submission_id: mine2.submissionId,
        author_id: null,
        author_email: 'hr@example.com',
        body: 'Called back; speaks Kannada.',
        created_at: 5,
      })
      .execute()
    const found = await findPersonData(db, q)
    expect(found.map((r) => r.id).sort()).toEqual([mine.submissionId, mine2.submissionId].sort())
    // What staff wrote about the person is held about them: it is found (and so exported) too,
    // with the language of the page the message came from.
    const application = found.find((r) => r.id === mine2.submissionId)!
    expect(application.notes).toEqual([{ createdAt: 5, body: 'Called back; speaks Kannada.' }])
    expect(application).toMatchObject({ lang: 'en', stage: 'new' })
    const erased = await erasePersonData(db, q)
    expect(erased).toEqual({ submissions: 2, mails: 2, files: 1 })
    expect(existsSync(file)).toBe(false)
    expect(await findPersonData(db, q)).toEqual([])
    const left = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('submission_id', 'in', [mine.submissionId, mine2.submissionId])
      .execute()
    expect(left).toEqual([])
    expect(await getInboxItem(db, theirs.submissionId, ['contact'])).not.toBeNull()
  })

  test('bulk "mark handled": new ones handled (an application shortlisted), handled ones kept, others not found', async () => {
    const db = get().db
    const c = await store(db, contact('Savitha K', 'savitha@example.com'))
    const done = await store(db, contact('Prakash M', 'prakash@example.com'))
    const a = await store(db, apply('Naveen R', 'naveen@example.com', null))
    await setHandled(db, done.submissionId, ['contact'], 1)
    const first = (await getInboxItem(db, done.submissionId, ['contact']))!.handledAt
    const r = await markHandled(
      db,
      [c.submissionId, done.submissionId, a.submissionId, 99_999_999],
      ['contact', 'apply'],
      1,
    )
    expect(r.done.map((m) => m.name)).toEqual(['Savitha K', 'Naveen R'])
    expect(r.unchanged.map((m) => m.name)).toEqual(['Prakash M'])
    expect(r.missing).toEqual([99_999_999])
    expect((await getInboxItem(db, done.submissionId, ['contact']))!.handledAt).toBe(first)
    expect((await getInboxItem(db, a.submissionId, ['apply']))!.stage).toBe('shortlisted')
    // HR may not touch contact messages: answered as not found.
    const hr = await markHandled(db, [c.submissionId], ['apply'], 1)
    expect(hr).toEqual({ done: [], unchanged: [], missing: [c.submissionId] })
  })
})
