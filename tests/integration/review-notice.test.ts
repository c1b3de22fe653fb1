import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createUser } from '#app/domain/accounts/users.server.ts'
import { jobsKind } from '#app/domain/content/kinds/jobs.server.ts'
import { approveReview, sendBack, submitForReview } from '#app/domain/content/review.server.ts'
import { setReviewRules } from '#app/domain/content/review-store.server.ts'
import { createTransport } from '#app/domain/mail/transports.server.ts'
import { OutboxWorker } from '#app/domain/mail/worker.server.ts'
import { parseEnv } from '#app/platform/env.server.ts'
import { firstLiveJob, formOf } from '#tests/setup/content.ts'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { startSmtp, type TestSmtp } from '#tests/setup/mail-servers.ts'

// Review before publishing (issue 37): the author of a submission is e-mailed when it is approved
// or sent back, through the outbox, to a real SMTP server in this process; the e-mail names the
// item and its language, carries the reviewer's comment and links to the editor.
const silent = pino({ level: 'silent' })
let db: TestDb
let smtp: TestSmtp
beforeAll(async () => {
  db = await createTestDb('sqlite', { seed: true })
  smtp = await startSmtp()
})
afterAll(async () => {
  await smtp.close()
  await db.drop()
})

const env = () =>
  parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://site.example.com',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_TO: 'Careers <careers@example.com>',
    MAIL_FROM: 'Website <website@example.com>',
  })

test('the author is e-mailed when a submission is approved, and when one is sent back with the comment', async () => {
  const password = 'a long enough passphrase 9'
  const ed = await createUser(db.db, { email: 'writer@example.com', role: 'editor', password })
  const ad = await createUser(db.db, { email: 'boss@example.com', role: 'admin', password })
  const editor = { id: ed.id, email: ed.email }
  const admin = { id: ad.id, email: ad.email }
  await setReviewRules(db.db, [jobsKind], { jobs: ['editor'] }, admin, null)
  const job = await firstLiveJob(db.db)
  const id = String(job.id)
  const values = (await jobsKind.load(db.db, id))!.values
  const title = jobsKind.title(values)
  const worker = new OutboxWorker({
    db: db.db,
    transport: createTransport(env(), silent),
    log: silent,
    maxAttempts: 25,
    retentionDays: 365,
  })

  await submitForReview(
    db.db,
    jobsKind,
    id,
    formOf({ ...values, jobLocation: 'Hassan' }),
    editor,
    null,
  )
  expect(await approveReview(db.db, jobsKind, id, 'en', admin, null, env())).toMatchObject({
    ok: true,
  })
  await submitForReview(
    db.db,
    jobsKind,
    id,
    formOf({ ...values, jobLocation: 'Mysuru' }),
    editor,
    null,
  )
  expect(
    await sendBack(db.db, jobsKind, id, 'en', 'Which taluk?', admin, null, env()),
  ).toMatchObject({ ok: true })
  expect(await worker.runOnce()).toMatchObject({ sent: 2, failed: 0 })

  const notices = smtp.received.filter((m) => m.headers.get('x-website-form') === 'review-notice')
  expect(notices.map((m) => m.to && 'text' in m.to && m.to.text)).toEqual([
    'writer@example.com',
    'writer@example.com',
  ])
  const [approved, back] = notices
  expect(approved!.subject).toBe(`Approved: ${title}`)
  expect(approved!.text).toContain(`boss@example.com approved your job “${title}” (English)`)
  expect(back!.subject).toBe(`Sent back: ${title}`)
  expect(back!.text).toContain('Which taluk?')
  expect(back!.text).toContain(`https://site.example.com/admin/jobs/${id}`)
})
