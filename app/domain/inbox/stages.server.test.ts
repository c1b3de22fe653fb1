import { expect, test } from 'vitest'
import { createUser } from '#app/domain/accounts/users.server.ts'
import { saveSubmission } from '#app/domain/forms/submissions.server.ts'
import type { NewSubmission } from '#app/domain/forms/submission.ts'
import { composeMessage } from '#app/domain/mail/message.server.ts'
import { erasePersonData, normalizeQuery } from '#app/domain/privacy/requests.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import {
  addNote,
  applicationCounts,
  cleanNote,
  countNewSubmissions,
  getInboxItem,
  listInbox,
  listNotes,
  setHandled,
  setStage,
} from './inbox.server.ts'
import { NOTE_MAX } from './stages.ts'

let n = 0
async function store(db: Parameters<typeof saveSubmission>[0], s: NewSubmission) {
  return saveSubmission(db, s, {
    messageId: `<stage${++n}@test>`,
    payload: composeMessage(s),
    fingerprint: `stage-fp${n}`,
  })
}
const apply = (name: string, jobId: number | null): NewSubmission => ({
  kind: 'apply',
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: '9123456789',
  resumeLink: 'https://drive.example.com/cv',
  jobId,
  jobTitle: jobId ? `Job ${jobId}` : null,
})

test('a note is plain text: line breaks kept, control characters dropped, capped', () => {
  expect(cleanNote('  Called her.\r\nGood Kannada.\u0000\u0007  ')).toBe(
    'Called her.\nGood Kannada.',
  )
  expect(cleanNote('<b>bold</b>')).toBe('<b>bold</b>')
  expect(cleanNote('x'.repeat(NOTE_MAX + 50))).toHaveLength(NOTE_MAX)
})

describeEachEngine('application stages and notes', { seed: true }, (get) => {
  // Applications name real jobs (submissions.job_id references jobs); the last seeded ones, which
  // no other test here applies to.
  const jobs = async () =>
    (await get().db.selectFrom('jobs').select('id').orderBy('id', 'desc').limit(4).execute()).map(
      (j) => j.id,
    )
  test('an application moves through its stages; "handled" follows; the list filters by stage and job', async () => {
    const db = get().db
    const [j1, j2] = await jobs()
    const hr = await createUser(db, {
      email: `hr-${n}-stages@example.com`,
      role: 'hr',
      password: 'a long enough passphrase 1',
    })
    const a = await store(db, apply('Asha Stage', j1!))
    const b = await store(db, apply('Bharath Stage', j2!))
    const c = await store(db, {
      kind: 'contact',
      name: 'Contact Stage',
      email: 'contact.stage@example.com',
      phone: '9000000000',
      subject: 'Stock',
      message: 'Hello',
    })
    const newBefore = await countNewSubmissions(db, ['apply'])
    const item = (await getInboxItem(db, a.submissionId, ['apply']))!
    expect(item.stage).toBe('new')
    expect((await getInboxItem(db, c.submissionId, ['contact']))!.stage).toBeNull()

    expect(await setStage(db, a.submissionId, ['apply'], 'shortlisted', hr.id, 1000)).toEqual({
      from: 'new',
    })
    let now = (await getInboxItem(db, a.submissionId, ['apply']))!
    expect(now).toMatchObject({ stage: 'shortlisted', handledAt: 1000, handledBy: hr.email })
    expect(await countNewSubmissions(db, ['apply'])).toBe(newBefore - 1)
    // The first time it left 'new' stays its handled time.
    expect(await setStage(db, a.submissionId, ['apply'], 'interview', hr.id, 2000)).toEqual({
      from: 'shortlisted',
    })
    now = (await getInboxItem(db, a.submissionId, ['apply']))!
    expect(now).toMatchObject({ stage: 'interview', handledAt: 1000 })
    // The same stage again changes nothing and says so.
    expect(await setStage(db, a.submissionId, ['apply'], 'interview', hr.id)).toEqual({
      from: 'interview',
    })
    // Back to new: new again, not handled.
    await setStage(db, b.submissionId, ['apply'], 'rejected', hr.id)
    await setStage(db, b.submissionId, ['apply'], 'new', hr.id)
    expect((await getInboxItem(db, b.submissionId, ['apply']))!).toMatchObject({
      stage: 'new',
      handledAt: null,
    })
    // A contact message has no stage; a role without applications cannot move one.
    expect(await setStage(db, c.submissionId, ['contact', 'apply'], 'hired', hr.id)).toBeNull()
    expect(await setStage(db, a.submissionId, ['contact'], 'hired', hr.id)).toBeNull()
    expect(await setStage(db, 99_999_999, ['apply'], 'hired', hr.id)).toBeNull()

    const ids = async (f: Parameters<typeof listInbox>[1]) =>
      (await listInbox(db, { ...f, limit: 500 })).rows.map((r) => r.id)
    expect(await ids({ kinds: ['contact', 'apply'], stage: 'interview' })).toEqual([a.submissionId])
    expect(await ids({ kinds: ['apply'], stage: 'new', jobId: j2 })).toEqual([b.submissionId])
    expect(await ids({ kinds: ['apply'], stage: 'new', jobId: j1 })).toEqual([])
    const row = (await listInbox(db, { kinds: ['apply'], jobId: j1 })).rows[0]!
    expect(row.stage).toBe('interview')

    // "Mark handled" on a new application shortlists it (the rule migration 0014 used).
    await setHandled(db, b.submissionId, ['apply'], hr.id)
    expect((await getInboxItem(db, b.submissionId, ['apply']))!.stage).toBe('shortlisted')
    await setHandled(db, b.submissionId, ['apply'], null)
    expect((await getInboxItem(db, b.submissionId, ['apply']))!.stage).toBe('new')
  })

  test('notes are kept per application with who and when, and go when the application is erased', async () => {
    const db = get().db
    const [, , j3, j4] = await jobs()
    const hr = await createUser(db, {
      email: `hr-${n}-notes@example.com`,
      role: 'hr',
      password: 'a long enough passphrase 2',
    })
    const a = await store(db, apply('Noted Person', j3!))
    const other = await store(db, apply('Other Person', j3!))
    const author = { id: hr.id, email: hr.email }
    expect(await addNote(db, a.submissionId, ['apply'], author, '   ', 10)).toBeNull()
    expect(await addNote(db, a.submissionId, ['contact'], author, 'Hidden', 10)).toBeNull()
    await addNote(db, a.submissionId, ['apply'], author, 'Phoned; interview Monday.', 20)
    await addNote(db, a.submissionId, ['apply'], author, '<script>x</script>', 30)
    expect(await listNotes(db, a.submissionId)).toMatchObject([
      { authorEmail: hr.email, body: 'Phoned; interview Monday.', createdAt: 20 },
      { authorEmail: hr.email, body: '<script>x</script>', createdAt: 30 },
    ])
    expect(await listNotes(db, other.submissionId)).toEqual([])

    const counts = await applicationCounts(db, [j3!, j4!])
    expect(counts.get(j3!)).toEqual({ total: 2, fresh: 2 })
    expect(counts.has(j4!)).toBe(false)
    await setStage(db, other.submissionId, ['apply'], 'offered', hr.id)
    expect((await applicationCounts(db, [j3!])).get(j3!)).toEqual({ total: 2, fresh: 1 })

    const q = normalizeQuery({ email: 'noted.person@example.com', phone: '' })!
    expect((await erasePersonData(db, q)).submissions).toBe(1)
    expect(
      await db
        .selectFrom('submission_notes')
        .select('id')
        .where('submission_id', '=', a.submissionId)
        .execute(),
    ).toEqual([])
  })
})
