import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createUser, setUserStatus } from '#app/domain/accounts/users.server.ts'
import { createTransport } from '#app/domain/mail/transports.server.ts'
import { OutboxWorker } from '#app/domain/mail/worker.server.ts'
import { getInboxItem } from '#app/domain/inbox/inbox.server.ts'
import { parseEnv } from '#app/platform/env.server.ts'
import { action as applyAction } from '#app/routes/pages/apply-job.tsx'
import { testContext } from '#tests/setup/context.ts'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { postForm, tokenFrom } from '#tests/setup/forms.ts'
import { startSmtp, type TestSmtp } from '#tests/setup/mail-servers.ts'

// Issue 37, HR: an application that arrives is e-mailed to each active member of HR through the
// outbox, to a real SMTP server in this process. It names the job and links to the console; it
// carries nothing of the applicant but the name. With mail not set up (the log transport),
// nothing is queued for HR, and the visitor's post is answered the same either way.
const silent = pino({ level: 'silent' })
let db: TestDb
let smtp: TestSmtp
let ip = 0
beforeAll(async () => {
  db = await createTestDb('sqlite', { seed: true })
  smtp = await startSmtp()
})
afterAll(async () => {
  await smtp.close()
  await db.drop()
})

const envOf = (transport: 'smtp' | 'log') =>
  parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://site.example.com',
    MAIL_TRANSPORT: transport,
    ...(transport === 'smtp'
      ? {
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_TO: 'Careers <careers@example.com>',
          MAIL_FROM: 'Website <website@example.com>',
        }
      : {}),
  })

async function applyFor(jobId: number, email: string, transport: 'smtp' | 'log') {
  const c = await testContext(db.db, { clientIp: `192.0.2.${++ip}`, env: envOf(transport) })
  return postForm(applyAction, `/apply-job?job=${jobId}`, c, {
    name: 'Shwetha R',
    email,
    phone: '9900112233',
    resume_link: 'https://drive.example.com/file/shwetha-cv',
    job_id: String(jobId),
    started: tokenFrom(c, 'apply'),
    js: '1',
  })
}

test('each active member of HR gets an e-mail naming the job and linking to the application, with no contact details', async () => {
  const password = 'a long enough passphrase 3'
  // Disabling an account needs another administrator to remain.
  await createUser(db.db, { email: 'admin@example.com', role: 'admin', password })
  await createUser(db.db, { email: 'hr.one@example.com', role: 'hr', password })
  await createUser(db.db, { email: 'hr.two@example.com', role: 'hr', password })
  const gone = await createUser(db.db, { email: 'hr.gone@example.com', role: 'hr', password })
  await setUserStatus(db.db, gone.id, 'disabled')
  await createUser(db.db, { email: 'editor@example.com', role: 'editor', password })
  const job = await db.db
    .selectFrom('jobs')
    .select(['id', 'job_title'])
    .where('job_status', '=', 'Open')
    .executeTakeFirstOrThrow()

  const posted = await applyFor(job.id, 'shwetha@example.com', 'smtp')
  expect(posted.body).toEqual({ ok: true })
  const worker = new OutboxWorker({
    db: db.db,
    transport: createTransport(envOf('smtp'), silent),
    log: silent,
    maxAttempts: 25,
    retentionDays: 365,
  })
  expect(await worker.runOnce()).toMatchObject({ sent: 3, failed: 0 })
  const submission = await db.db
    .selectFrom('submissions')
    .select('id')
    .where('email', '=', 'shwetha@example.com')
    .executeTakeFirstOrThrow()

  const notices = smtp.received.filter(
    (m) => m.headers.get('x-website-form') === 'application-notice',
  )
  expect(notices.map((m) => m.to && 'text' in m.to && m.to.text).sort()).toEqual([
    'hr.one@example.com',
    'hr.two@example.com',
  ])
  const notice = notices[0]!
  expect(notice.subject).toBe(`New job application: ${job.job_title}`)
  expect(notice.text).toContain(`Shwetha R has applied for ${job.job_title}`)
  expect(notice.text).toContain(`https://site.example.com/admin/inbox/${submission.id}`)
  for (const personal of ['shwetha@example.com', '9900112233', 'shwetha-cv'])
    expect(notice.text).not.toContain(personal)
  expect(notice.replyTo).toBeUndefined()
  // The company's own copy still goes to MAIL_TO, with every field, as before.
  const own = smtp.received.find((m) => m.headers.get('x-website-form') === 'apply')!
  expect(own.text).toContain('9900112233')
  // The application's delivery state is its own e-mail's; the notices do not count there.
  const item = (await getInboxItem(db.db, submission.id, ['apply']))!
  expect(item.mail).toHaveLength(1)
  expect(item.delivery).toBe('sent')
})

test('with mail not set up (the log transport) nothing is queued for HR; the post succeeds as before', async () => {
  const job = await db.db
    .selectFrom('jobs')
    .select('id')
    .where('job_status', '=', 'Open')
    .executeTakeFirstOrThrow()
  const before = await db.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('kind', '=', 'application-notice')
    .execute()
  const posted = await applyFor(job.id, 'logged.applicant@example.com', 'log')
  expect(posted.body).toEqual({ ok: true })
  const after = await db.db
    .selectFrom('mail_outbox')
    .select(['id', 'kind'])
    .where('kind', '=', 'application-notice')
    .execute()
  expect(after).toHaveLength(before.length)
})
