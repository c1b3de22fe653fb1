import type { RequestContext } from '#app/platform/context.server.ts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { testContext } from '#tests/setup/context.ts'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { postForm, tokenFrom } from '#tests/setup/forms.ts'
import { loaderArgs } from '#tests/setup/context.ts'
import { action, loader } from './contact.tsx'

// The contact form's action, called with real Requests (issue 7 "Done when": bad input). Every
// refusal is a 4xx with a message and the input kept, never a 500, and nothing is stored.
let db: TestDb
let ctx: RequestContext
let ip = 0
/** Each test posts from its own address, so the rate limit only bites where it is tested. */
const from = async (overrides: Partial<RequestContext> = {}) =>
  testContext(db.db, { clientIp: `198.51.100.${++ip}`, ...overrides })

beforeAll(async () => {
  db = await createTestDb('sqlite')
  ctx = await testContext(db.db)
})
afterAll(async () => {
  await db.drop()
})

const good = {
  name: 'Lakshmi Devi',
  email: 'lakshmi@example.com',
  subject: 'Stocking your spices',
  phone: '9845012345',
  message: 'We run a kirana in Mandya and would like to stock Naati spices.',
}

async function counts() {
  const s = await db.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const o = await db.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return { submissions: Number(s.n), outbox: Number(o.n) }
}

const post = async (fields: Record<string, string>, context?: RequestContext) => {
  const c = context ?? (await from())
  return postForm(action, '/contact-us', c, { started: tokenFrom(c, 'contact'), ...fields })
}

test('the page carries a fresh signed time-trap and is never cached for everyone', async () => {
  const r = (await loader(loaderArgs('/contact-us', ctx))) as unknown as {
    data: { token: string; sent: boolean }
    init: ResponseInit
  }
  expect(r.data.token).toMatch(/^[0-9a-z]+\.[\w-]{43}$/)
  expect(r.data.sent).toBe(false)
  expect(new Headers(r.init.headers).get('cache-control')).toBe('private, no-store')
  const after = (await loader(loaderArgs('/contact-us?sent=1', ctx))) as unknown as {
    data: { sent: boolean }
  }
  expect(after.data.sent).toBe(true)
})

test('a valid message is stored with its e-mail; a plain post redirects, a script post gets data', async () => {
  const before = await counts()
  const plain = await post(good)
  expect(plain.status).toBe(303)
  expect(plain.location).toBe('/contact-us?sent=1')
  const scripted = await post({ ...good, message: `${good.message} (second)`, js: '1' })
  expect(scripted.status).toBe(200)
  expect(scripted.body).toEqual({ ok: true })
  expect(await counts()).toEqual({
    submissions: before.submissions + 2,
    outbox: before.outbox + 2,
  })
  const row = await db.db
    .selectFrom('submissions')
    .selectAll()
    .where('message', '=', good.message)
    .executeTakeFirstOrThrow()
  expect(row).toMatchObject({ kind: 'contact', ...good, resume_link: null, job_id: null })
  const mail = await db.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('submission_id', '=', row.id)
    .executeTakeFirstOrThrow()
  expect(mail.status).toBe('pending')
  expect(mail.message_id).toMatch(/^<[\w-]+@site\.example\.com>$/)
  expect(JSON.parse(mail.payload).params).toEqual({
    ...good,
    language: 'English (the English pages)',
  })
})

test('spaces around values are trimmed before they are checked and stored', async () => {
  const r = await post({ ...good, name: '  Mohan  ', message: '  Trimmed please  ', js: '1' })
  expect(r.status).toBe(200)
  const row = await db.db
    .selectFrom('submissions')
    .select(['name', 'message'])
    .where('name', '=', 'Mohan')
    .executeTakeFirstOrThrow()
  expect(row.message).toBe('Trimmed please')
})

const badInput: Array<[string, Record<string, string>, string, RegExp]> = [
  ['a 9-digit phone', { phone: '984501234' }, 'phone', /10-digit/],
  ['an 11-digit phone', { phone: '98450123456' }, 'phone', /10-digit/],
  ['letters in the phone', { phone: '98450abcde' }, 'phone', /10-digit/],
  ['a phone with +91', { phone: '+919845012345' }, 'phone', /10-digit/],
  ['a bad e-mail', { email: 'lakshmi.example.com' }, 'email', /valid e-mail/],
  ['an e-mail without a domain', { email: 'lakshmi@' }, 'email', /valid e-mail/],
  ['10 KB of text in a name', { name: 'x'.repeat(10_240) }, 'name', /under 100 characters/],
  ['a message past 3,000 characters', { message: 'y'.repeat(3001) }, 'message', /3,000/],
  ['a subject of spaces only', { subject: '   ' }, 'subject', /enter a subject/],
]

for (const [what, change, field, message] of badInput) {
  test(`${what}: 400 with the field's message, the input kept, nothing stored`, async () => {
    const before = await counts()
    const r = await post({ ...good, ...change, js: '1' })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ ok: false, reason: 'invalid' })
    const body = r.body as { fieldErrors: Record<string, string>; values: Record<string, string> }
    expect(Object.keys(body.fieldErrors)).toEqual([field])
    expect(body.fieldErrors[field]).toMatch(message)
    expect(body.values).toEqual({ ...good, ...change })
    expect(await counts()).toEqual(before)
  })
}

test('missing fields: 400 naming every one of them, nothing stored', async () => {
  const before = await counts()
  const r = await post({})
  expect(r.status).toBe(400)
  const body = r.body as { fieldErrors: Record<string, string> }
  expect(body.fieldErrors).toEqual({
    name: 'Please enter your name.',
    email: 'Please enter your e-mail address.',
    subject: 'Please enter a subject.',
    phone: 'Please enter your phone number.',
    message: 'Please write your message.',
  })
  expect(await counts()).toEqual(before)
})

test('a filled honeypot is refused with 400, nothing stored', async () => {
  const before = await counts()
  const r = await post({ ...good, website: 'https://spam.example' })
  expect(r.status).toBe(400)
  expect(r.body).toMatchObject({ ok: false, reason: 'refused', values: good })
  expect(await counts()).toEqual(before)
})

test('the time-trap at its real value: under FORM_MIN_SECONDS (2) is refused, after it passes', async () => {
  const c = await from()
  expect(c.env.FORM_MIN_SECONDS).toBe(2)
  const before = await counts()
  const fast = await postForm(action, '/contact-us', c, {
    ...good,
    subject: 'Too fast',
    started: tokenFrom(c, 'contact', 1),
  })
  expect(fast.status).toBe(400)
  expect(fast.body).toMatchObject({ reason: 'too-fast', values: { ...good, subject: 'Too fast' } })
  expect((fast.body as { message: string }).message).toMatch(/quicker than a person/)
  expect(await counts()).toEqual(before)
  const human = await postForm(action, '/contact-us', c, {
    ...good,
    subject: 'Too fast',
    started: tokenFrom(c, 'contact', 2.5),
  })
  expect(human.status).toBe(303)
})

test('a forged, missing or day-old time-trap is refused with a fresh one to send again', async () => {
  const c = await from()
  const before = await counts()
  const [stamp] = tokenFrom(c, 'contact').split('.')
  for (const started of [
    '',
    'nonsense',
    `${stamp}.${'A'.repeat(43)}`,
    tokenFrom(c, 'apply'), // signed for the other form
    tokenFrom({ ...c, appSecret: 'another-secret-of-at-least-32-chars!' }, 'contact'),
  ]) {
    const r = await postForm(action, '/contact-us', c, { ...good, started })
    expect(r.status, started).toBe(400)
    expect(r.body, started).toMatchObject({ reason: 'refused' })
    expect((r.body as { token: string }).token).toMatch(/^[0-9a-z]+\./)
  }
  const old = await postForm(action, '/contact-us', c, {
    ...good,
    started: tokenFrom(c, 'contact', 24 * 60 * 60 + 60),
  })
  expect(old.status).toBe(400)
  expect(old.body).toMatchObject({ reason: 'expired' })
  expect((old.body as { message: string }).message).toMatch(/open for too long/)
  expect(await counts()).toEqual(before)
})

test('the rate limit at its real value: 20 posts per 10 minutes per address, the 21st is 429', async () => {
  const c = await from()
  expect([c.env.RATE_LIMIT_MAX, c.env.RATE_LIMIT_WINDOW_SECONDS]).toEqual([20, 600])
  for (let i = 1; i <= 20; i++) {
    const r = await postForm(action, '/contact-us', c, {
      ...good,
      subject: `Order ${i}`,
      started: tokenFrom(c, 'contact'),
      js: '1',
    })
    expect(r.status, `post ${i}`).toBe(200)
  }
  const before = await counts()
  const r = await postForm(action, '/contact-us', c, {
    ...good,
    subject: 'One too many',
    started: tokenFrom(c, 'contact'),
    js: '1',
  })
  expect(r.status).toBe(429)
  expect(r.body).toMatchObject({ reason: 'rate-limited', values: { subject: 'One too many' } })
  expect((r.body as { message: string }).message).toMatch(/try again in 10 minutes/)
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(590)
  expect(await counts()).toEqual(before)
  // Another address (another kirana's phone) is not held back; neither is the other form's count.
  expect((await post({ ...good, subject: 'Other shop' })).status).toBe(303)
})

test('the same message twice is refused with 409 and stored once', async () => {
  const c = await from()
  const msg = { ...good, message: 'Please call me back about distribution in Hassan.' }
  expect((await post(msg, c)).status).toBe(303)
  const before = await counts()
  const again = await post({ ...msg, message: `  ${msg.message.toUpperCase()} ` }, c)
  expect(again.status).toBe(409)
  expect((again.body as { message: string }).message).toMatch(/already have this message/)
  expect(await counts()).toEqual(before)
})

test('when the database refuses the write: 503 with the failure message, input kept, nothing half-stored', async () => {
  const sqlite = db.db
  const { sql } = await import('kysely')
  await sql`create trigger fail_outbox before insert on mail_outbox begin select raise(abort, 'disk full'); end`.execute(
    sqlite,
  )
  try {
    const before = await counts()
    const r = await post({ ...good, subject: 'During an outage', js: '1' })
    expect(r.status).toBe(503)
    expect(r.body).toMatchObject({
      reason: 'unavailable',
      message: 'Failed to send the message. Please try again!',
      values: { subject: 'During an outage' },
    })
    // The submission insert succeeded inside the transaction; the outbox insert failed, so both roll back.
    expect(await counts()).toEqual(before)
  } finally {
    await sql`drop trigger fail_outbox`.execute(sqlite)
  }
})
