import { expect, test } from 'vitest'
import { composeMessage, fingerprintOf, newMessageId } from '#app/domain/mail/message.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import {
  hasSubmissionSince,
  purgeSubmissionsBefore,
  saveSubmission,
  type NewSubmission,
} from './submissions.server.ts'

const contact: NewSubmission = {
  kind: 'contact',
  name: 'Shanthamma',
  email: 'shantha@example.com',
  phone: '9000000001',
  subject: 'Credit terms',
  message: 'What credit do you give new stores?',
}

function mailFor(s: NewSubmission) {
  return {
    messageId: newMessageId('https://site.example.com'),
    payload: composeMessage(s),
    fingerprint: fingerprintOf(s),
  }
}

describeEachEngine('submissions model', { seed: true }, (get) => {
  test('a message and its e-mail are written together', async () => {
    const db = get().db
    const stored = await saveSubmission(db, contact, mailFor(contact), 1_000)
    const row = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', stored.outboxId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      submission_id: stored.submissionId,
      status: 'pending',
      attempts: 0,
      next_attempt_at: 1_000,
      kind: 'contact',
    })
    expect(JSON.parse(row.payload).subject).toBe('Website contact: Credit terms')
  })

  test('when the e-mail cannot be written, the message is not kept either', async () => {
    const db = get().db
    const first = mailFor({ ...contact, subject: 'First' })
    await saveSubmission(db, { ...contact, subject: 'First' }, first)
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('submissions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    // The same Message-ID twice breaks the outbox's unique key, after the submission insert.
    await expect(
      saveSubmission(db, { ...contact, subject: 'Second' }, { ...first, fingerprint: 'x' }),
    ).rejects.toThrow()
    expect(await count()).toBe(before)
  })

  test('the same message is recognised by fingerprint within the window', async () => {
    const db = get().db
    const s = { ...contact, message: 'Fingerprint me' }
    await saveSubmission(db, s, mailFor(s), 50_000)
    const again = fingerprintOf({
      ...s,
      message: '  FINGERPRINT   me ',
      email: 'Shantha@Example.com',
    })
    expect(again).toBe(fingerprintOf(s))
    expect(await hasSubmissionSince(db, again, 40_000)).toBe(true)
    expect(await hasSubmissionSince(db, again, 60_000)).toBe(false)
    expect(fingerprintOf({ ...s, message: 'Something else' })).not.toBe(again)
  })

  test('retention deletes old messages with their outbox rows and names their files', async () => {
    const db = get().db
    const old = { ...contact, subject: 'Old one' }
    const stored = await saveSubmission(db, old, mailFor(old), 10)
    await db
      .updateTable('mail_outbox')
      .set({ stored_file: '/tmp/outbox/old.eml', status: 'sent' })
      .where('id', '=', stored.outboxId)
      .execute()
    const fresh = { ...contact, subject: 'Fresh one' }
    const kept = await saveSubmission(db, fresh, mailFor(fresh), 2_000_000_000_000)
    const r = await purgeSubmissionsBefore(db, 1_000_000_000_000)
    expect(r.files).toContain('/tmp/outbox/old.eml')
    expect(r.submissions).toBeGreaterThanOrEqual(1)
    const left = await db.selectFrom('submissions').select('id').execute()
    expect(left.map((x) => x.id)).toContain(kept.submissionId)
    expect(left.map((x) => x.id)).not.toContain(stored.submissionId)
    const outbox = await db.selectFrom('mail_outbox').select('id').execute()
    expect(outbox.map((x) => x.id)).not.toContain(stored.outboxId)
    expect(outbox.map((x) => x.id)).toContain(kept.outboxId)
  })
})
