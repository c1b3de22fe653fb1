import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import type { RequestContext } from '#app/platform/context.server.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { closeDb, createDb } from '#app/db/client.server.ts'
import { parseEnv } from '#app/platform/env.server.ts'
import { composeMessage, fingerprintOf, newMessageId } from '#app/domain/mail/message.server.ts'
import {
  createEmailJsTransport,
  createLogTransport,
  createTransport,
} from '#app/domain/mail/transports.server.ts'
import { OutboxWorker, RETRY_CAP_MS } from '#app/domain/mail/worker.server.ts'
import { saveSubmission, type NewSubmission } from '#app/domain/forms/submissions.server.ts'
import { exportInbox, toCsv } from '#app/domain/inbox/inbox.server.ts'
import { action as applyAction } from '#app/routes/pages/apply-job.tsx'
import { action as contactAction } from '#app/routes/pages/contact.tsx'
import { testContext } from '#tests/setup/context.ts'
import { createTestDb, describeEachEngine, type TestDb } from '#tests/setup/db.ts'
import { postForm, tokenFrom } from '#tests/setup/forms.ts'
import { freePort, startHttpStub, startSmtp, type TestSmtp } from '#tests/setup/mail-servers.ts'

// Issue 7 "Done when": messages posted through the real actions reach a real SMTP server (in this
// process) with every field; an SMTP outage loses nothing; two workers on one database send each
// message once; the EmailJS transport sends what EmailJS expects. Nothing here is mocked except
// EmailJS itself, by a local HTTP stub.
const silent = pino({ level: 'silent' })
const HOUR = 60 * 60 * 1000

let db: TestDb
let ip = 0
beforeAll(async () => {
  db = await createTestDb('sqlite', { seed: true })
})
afterAll(async () => {
  await db.drop()
})
beforeEach(async () => {
  await db.db.deleteFrom('mail_outbox').execute()
})

const smtpEnv = (port: number) =>
  parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://site.example.com',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_TO: 'Vendor desk <vendors@example.com>',
    MAIL_FROM: 'Gramasiri website <website@example.com>',
  })

function workerFor(
  port: number,
  extra: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {},
) {
  return new OutboxWorker({
    db: db.db,
    transport: createTransport(smtpEnv(port), silent),
    log: silent,
    maxAttempts: 25,
    retentionDays: 365,
    ...extra,
  })
}

async function visitor(): Promise<RequestContext> {
  return testContext(db.db, { clientIp: `192.0.2.${++ip}` })
}

const contact = {
  name: 'Basavaraj Patil',
  email: 'basava@example.com',
  subject: 'Supplying Suryakash oil',
  phone: '9844001122',
  message: 'We distribute edible oil in Dharwad district.\nPlease call after 4 PM.',
}
const application = {
  name: 'Kavya N',
  email: 'kavya@example.com',
  phone: '9988776655',
  resume_link: 'https://drive.example.com/file/kavya-resume',
}

async function postContact(fields = contact) {
  const c = await visitor()
  return postForm(contactAction, '/contact-us', c, {
    ...fields,
    started: tokenFrom(c, 'contact'),
    js: '1',
  })
}

async function outboxRows() {
  return db.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()
}

describe('SMTP delivery', () => {
  let smtp: TestSmtp
  beforeAll(async () => {
    smtp = await startSmtp()
  })
  afterAll(async () => {
    await smtp.close()
  })
  beforeEach(() => {
    smtp.received.length = 0
  })

  test('a contact message and a job application arrive with every field, resume link apart from phone', async () => {
    const job = await db.db
      .selectFrom('jobs')
      .select(['id', 'job_title'])
      .where('job_status', '=', 'Open')
      .executeTakeFirstOrThrow()
    expect((await postContact()).status).toBe(200)
    const c = await visitor()
    const applied = await postForm(applyAction, `/apply-job?job=${job.id}`, c, {
      ...application,
      job_id: String(job.id),
      started: tokenFrom(c, 'apply'),
      js: '1',
    })
    expect(applied.status).toBe(200)

    const report = await workerFor(smtp.port).runOnce()
    expect(report).toEqual({ sent: 2, retried: 0, failed: 0, lost: 0 })
    expect(smtp.received).toHaveLength(2)
    const rows = await outboxRows()
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent'])

    const [toVendor, toHr] = smtp.received
    expect(toVendor!.messageId).toBe(rows[0]!.message_id)
    expect(toVendor!.subject).toBe('Website contact: Supplying Suryakash oil')
    expect(toVendor!.from?.text).toBe('"Gramasiri website" <website@example.com>')
    expect(toVendor!.to).toMatchObject({ text: '"Vendor desk" <vendors@example.com>' })
    expect(toVendor!.replyTo?.value[0]).toEqual({ name: contact.name, address: contact.email })
    expect(toVendor!.headers.get('x-website-form')).toBe('contact')
    for (const v of [contact.name, contact.email, contact.phone, contact.subject, contact.message])
      expect(toVendor!.text).toContain(v)

    expect(toHr!.messageId).toBe(rows[1]!.message_id)
    expect(toHr!.subject).toBe(`Job application: ${job.job_title} (Kavya N)`)
    expect(toHr!.text).toContain('Phone:       9988776655')
    expect(toHr!.text).toContain(`Resume link: ${application.resume_link}`)
    expect(toHr!.text).toContain(`${job.job_title} (job ${job.id})`)
    expect(toHr!.replyTo?.value[0]?.address).toBe(application.email)
  })

  test('a message typed in Kannada on the Kannada page arrives intact in UTF-8, in the inbox and its CSV as typed, and says its language', async () => {
    const kannada = {
      name: 'ಮಂಜುನಾಥ ಎಸ್',
      email: 'manju@example.com',
      subject: 'ಅಂಗಡಿಗೆ ಸರಕು ಬೇಕು',
      phone: '9845012345',
      message: 'ನಮ್ಮ ಕಿರಾಣಿ ಅಂಗಡಿಗೆ ಪ್ರತಿ ತಿಂಗಳು ಎಣ್ಣೆ ಬೇಕು.\nಸಂಜೆ 4ರ ನಂತರ ಕರೆ ಮಾಡಿ.',
    }
    const c = await visitor()
    const posted = await postForm(contactAction, '/kn/contact-us', c, {
      ...kannada,
      started: tokenFrom(c, 'contact'),
      js: '1',
    })
    expect(posted.body).toEqual({ ok: true })
    expect(await workerFor(smtp.port).runOnce()).toMatchObject({ sent: 1 })
    const [mail] = smtp.received
    expect(mail!.subject).toBe(`Website contact: ${kannada.subject}`)
    expect(mail!.headers.get('content-type')).toMatchObject({ params: { charset: 'utf-8' } })
    for (const v of Object.values(kannada)) expect(mail!.text).toContain(v)
    expect(mail!.replyTo?.value[0]).toEqual({ name: kannada.name, address: kannada.email })
    expect(mail!.text).toContain('Language: Kannada / ಕನ್ನಡ')

    const [item] = await exportInbox(db.db, { kinds: ['contact'], search: kannada.subject })
    expect(item).toMatchObject({ name: kannada.name, subject: kannada.subject })
    expect(item!.message).toBe(kannada.message)
    const csv = toCsv(['name', 'message'], [[item!.name, item!.message]])
    expect(csv).toContain(`"${kannada.name}"`)
    expect(csv).toContain(kannada.message)

    // The English page's message says English.
    await postContact({ ...contact, subject: 'From the English page' })
    await workerFor(smtp.port).runOnce()
    expect(smtp.received[1]!.text).toContain('Language: English')
  })

  test('with the SMTP server down the visitor still sees success; the message waits and arrives once it is back', async () => {
    const port = await freePort()
    const posted = await postContact({ ...contact, subject: 'Sent during an outage' })
    const now = Date.now()
    expect(posted.status).toBe(200)
    expect(posted.body).toEqual({ ok: true })

    const worker = workerFor(port)
    expect(await worker.runOnce(now)).toMatchObject({ sent: 0, retried: 1 })
    let [row] = await outboxRows()
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null })
    expect(row!.last_error).toMatch(/^SMTP (ECONNECTION|ESOCKET|ECONNREFUSED)/)
    expect(row!.next_attempt_at).toBeGreaterThan(now + 20_000)
    // Not due again yet: nothing is tried.
    expect(await worker.runOnce(now + 1_000)).toMatchObject({ sent: 0, retried: 0 })

    const back = await startSmtp({ port })
    try {
      expect(await worker.runOnce(now + RETRY_CAP_MS)).toMatchObject({ sent: 1 })
      expect(back.received.map((m) => m.subject)).toEqual([
        'Website contact: Sent during an outage',
      ])
      ;[row] = await outboxRows()
      expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
      expect(await worker.runOnce(now + 2 * RETRY_CAP_MS)).toMatchObject({ sent: 0 })
      expect(back.received).toHaveLength(1)
    } finally {
      await back.close()
    }
  })

  test('a permanent refusal (SMTP 5xx) stops retrying and keeps the reason; 4xx backs off', async () => {
    const refusing = await startSmtp({ refuse: 550 })
    const busy = await startSmtp({ refuse: 451 })
    try {
      await postContact({ ...contact, subject: 'To a refusing server' })
      const now = Date.now()
      expect(await workerFor(busy.port).runOnce(now)).toMatchObject({ retried: 1 })
      expect((await outboxRows())[0]).toMatchObject({ status: 'pending' })
      expect((await outboxRows())[0]!.last_error).toMatch(/^SMTP 451/)
      expect(await workerFor(refusing.port).runOnce(now + RETRY_CAP_MS)).toMatchObject({
        failed: 1,
      })
      const [row] = await outboxRows()
      expect(row!.status).toBe('failed')
      expect(row!.last_error).toMatch(/^refused: SMTP 550/)
      expect(await workerFor(smtp.port).runOnce(now + 10 * RETRY_CAP_MS)).toMatchObject({
        sent: 0,
      })
      expect(smtp.received).toHaveLength(0)
    } finally {
      await refusing.close()
      await busy.close()
    }
  })

  test('temporary failures back off exponentially, then give up at MAIL_MAX_ATTEMPTS', async () => {
    const port = await freePort()
    await postContact({ ...contact, subject: 'Never reachable' })
    const worker = workerFor(port, { maxAttempts: 4 })
    let now = Date.now() + 1
    const delays: number[] = []
    for (let i = 0; i < 3; i++) {
      await worker.runOnce(now)
      const [row] = await outboxRows()
      delays.push(row!.next_attempt_at - now)
      now = row!.next_attempt_at
    }
    expect(delays[0]).toBeGreaterThanOrEqual(27_000)
    expect(delays[0]).toBeLessThanOrEqual(33_000)
    expect(delays[1]! / delays[0]!).toBeGreaterThan(1.5)
    expect(delays[2]! / delays[1]!).toBeGreaterThan(1.5)
    expect(await worker.runOnce(now)).toMatchObject({ failed: 1 })
    const [row] = await outboxRows()
    expect(row!.status).toBe('failed')
    expect(row!.last_error).toMatch(/^gave up after 4 attempts: SMTP/)
  })

  test('a running worker sends at once when a form stores mail, and stops cleanly', async () => {
    // Polling an hour apart: only the action's nudge can send the message in this test.
    const worker = workerFor(smtp.port, { pollMs: 60 * 60_000 })
    worker.start()
    try {
      await worker.idle() // the first pass, at start, found nothing
      expect(smtp.received).toHaveLength(0)
      await postContact({ ...contact, subject: 'Nudged' })
      await worker.idle()
      expect(smtp.received.map((m) => m.subject)).toEqual(['Website contact: Nudged'])
    } finally {
      await worker.stop()
    }
    // Stopped, it ignores the nudge: the message waits in the outbox for the next worker.
    await postContact({ ...contact, subject: 'After stop' })
    await worker.idle()
    expect(smtp.received).toHaveLength(1)
    expect((await outboxRows()).map((r) => r.status)).toEqual(['sent', 'pending'])
  })
})

describeEachEngine('two workers on one database', {}, (get) => {
  test('every message is sent exactly once', async () => {
    const smtp = await startSmtp({ delayMs: 15 })
    const { url } = get()
    const handles = [createDb(url, { poolSize: 3 }), createDb(url, { poolSize: 3 })]
    try {
      const ids: string[] = []
      for (let i = 0; i < 30; i++) {
        const s: NewSubmission = { ...contact, kind: 'contact', subject: `Order ${i}` }
        const messageId = newMessageId('https://site.example.com')
        ids.push(messageId)
        await saveSubmission(get().db, s, {
          messageId,
          payload: composeMessage(s),
          fingerprint: fingerprintOf(s),
        })
      }
      const workers = handles.map(
        (h) =>
          new OutboxWorker({
            db: h.db,
            transport: createTransport(smtpEnv(smtp.port), silent),
            log: silent,
            maxAttempts: 25,
            retentionDays: 365,
            batchSize: 4,
          }),
      )
      const sentBy = [0, 0]
      await Promise.all(
        workers.map(async (w, i) => {
          for (;;) {
            const r = await w.runOnce()
            sentBy[i]! += r.sent
            if (r.sent + r.retried + r.failed + r.lost === 0) return
          }
        }),
      )
      const received = smtp.received.map((m) => m.messageId)
      expect(received).toHaveLength(30)
      expect(new Set(received)).toEqual(new Set(ids))
      // Both took part (the SMTP delay makes their passes overlap).
      expect(sentBy.every((n) => n > 0)).toBe(true)
      const statuses = await get().db.selectFrom('mail_outbox').select('status').execute()
      expect(statuses.every((s) => s.status === 'sent')).toBe(true)
    } finally {
      await Promise.all(handles.map((h) => closeDb(h)))
      await smtp.close()
    }
  })
})

describe('EmailJS transport (against a local stub of api.emailjs.com)', () => {
  let status = 200
  let stub: Awaited<ReturnType<typeof startHttpStub>>
  beforeAll(async () => {
    stub = await startHttpStub(() => ({ status, body: status === 200 ? 'OK' : 'Nope' }))
  })
  afterAll(async () => {
    await stub.close()
  })
  beforeEach(() => {
    stub.requests.length = 0
    status = 200
  })

  const worker = (endpoint = stub.url) =>
    new OutboxWorker({
      db: db.db,
      transport: createEmailJsTransport({
        serviceId: 'service_gramasiri',
        templates: { contact: 'template_contact', apply: 'template_apply' },
        publicKey: 'public-key-123',
        privateKey: 'private-key-456',
        to: 'vendors@example.com',
        endpoint,
      }),
      log: silent,
      maxAttempts: 25,
      retentionDays: 365,
    })

  test('posts the service, template, keys and every form field as template parameters', async () => {
    await postContact({ ...contact, subject: 'Via EmailJS' })
    const c = await visitor()
    await postForm(applyAction, '/apply-job', c, {
      ...application,
      started: tokenFrom(c, 'apply'),
      js: '1',
    })
    expect(await worker().runOnce()).toMatchObject({ sent: 2 })
    const [first, second] = stub.requests
    const rows = await outboxRows()
    expect(first!.method).toBe('POST')
    expect(first!.url).toBe('/api/v1.0/email/send')
    expect(first!.headers['content-type']).toBe('application/json')
    expect(first!.body).toEqual({
      service_id: 'service_gramasiri',
      template_id: 'template_contact',
      user_id: 'public-key-123',
      accessToken: 'private-key-456',
      template_params: {
        ...contact,
        subject: 'Via EmailJS',
        reply_to: contact.email,
        to_email: 'vendors@example.com',
        message_id: rows[0]!.message_id,
        language: 'English (the English pages)',
      },
    })
    expect(second!.body).toEqual({
      service_id: 'service_gramasiri',
      template_id: 'template_apply',
      user_id: 'public-key-123',
      accessToken: 'private-key-456',
      template_params: {
        ...application,
        job_title: '',
        job_id: '',
        reply_to: application.email,
        to_email: 'vendors@example.com',
        message_id: rows[1]!.message_id,
        language: 'English (the English pages)',
      },
    })
  })

  test('403, 400 and 451 are permanent; 429, 500 and an unreachable host back off', async () => {
    const now = Date.now() + HOUR
    for (const [code, expected] of [
      [403, 'failed'],
      [400, 'failed'],
      [451, 'failed'],
      [429, 'pending'],
      [500, 'pending'],
    ] as const) {
      await db.db.deleteFrom('mail_outbox').execute()
      await postContact({ ...contact, subject: `Status ${code}` })
      status = code
      await worker().runOnce(now)
      const [row] = await outboxRows()
      expect(row!.status, String(code)).toBe(expected)
      expect(row!.last_error, String(code)).toContain(`EmailJS ${code}: Nope`)
    }
    await db.db.deleteFrom('mail_outbox').execute()
    await postContact({ ...contact, subject: 'Unreachable' })
    await worker(`http://127.0.0.1:${await freePort()}/send`).runOnce(now)
    const [row] = await outboxRows()
    expect(row!.status).toBe('pending')
    expect(row!.last_error).toMatch(/^EmailJS unreachable/)
  })
})

describe('log transport and retention', () => {
  test('each message becomes an .eml file; after RETENTION_DAYS rows and files are deleted', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    const worker = new OutboxWorker({
      db: db.db,
      transport: createLogTransport({
        dir,
        to: 'inbox@localhost',
        from: 'Website <no-reply@localhost>',
        log: silent,
      }),
      log: silent,
      maxAttempts: 25,
      retentionDays: 365,
    })
    await postContact({ ...contact, subject: 'Kept for a year' })
    expect(await worker.runOnce()).toMatchObject({ sent: 1 })
    const [row] = await outboxRows()
    const file = row!.stored_file!
    expect(path.dirname(file)).toBe(dir)
    const eml = readFileSync(file, 'utf8')
    expect(eml).toContain(`Message-ID: ${row!.message_id}`)
    expect(eml).toContain('Subject: Website contact: Kept for a year')
    expect(eml).toContain(contact.phone)

    expect(await worker.housekeeping(Date.now() + 364 * 24 * HOUR)).toEqual({
      submissions: 0,
      files: 0,
    })
    expect(existsSync(file)).toBe(true)
    const purged = await worker.housekeeping(Date.now() + 366 * 24 * HOUR)
    expect(purged.files).toBe(1)
    expect(purged.submissions).toBeGreaterThanOrEqual(1)
    expect(existsSync(file)).toBe(false)
    expect(await outboxRows()).toEqual([])
    expect(await db.db.selectFrom('submissions').select('id').execute()).toEqual([])
  })
})
