import { afterAll, beforeAll, expect, test } from 'vitest'
import { testContext } from '#tests/setup/context.ts'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { postForm, tokenFrom } from '#tests/setup/forms.ts'
import { loaderArgs } from '#tests/setup/context.ts'
import { action, loader } from './apply-job.tsx'

// The job application's loader and action with real Requests (issue 7): the resume link is its
// own field all the way to the stored row and the e-mail, and ?job=<id> records an open job.
let db: TestDb
let ip = 0
const from = () => testContext(db.db, { clientIp: `203.0.113.${++ip}` })

beforeAll(async () => {
  db = await createTestDb('sqlite', { seed: true })
})
afterAll(async () => {
  await db.drop()
})

const good = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9900112233',
  resume_link: 'https://drive.example.com/ravi-kumar-resume.pdf',
}

async function jobs() {
  const open = await db.db
    .selectFrom('jobs')
    .select(['id', 'job_title'])
    .where('job_status', '=', 'Open')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const closed = await db.db
    .selectFrom('jobs')
    .select(['id'])
    .where('job_status', '=', 'Closed')
    .executeTakeFirstOrThrow()
  return { open, closed }
}

async function stored() {
  const s = await db.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(s.n)
}

type LoaderResult = {
  data: {
    job: { state: string; id?: number; title?: string; path?: string }
    sent: boolean
  }
  init: ResponseInit
}
const load = async (url: string) =>
  (await loader(loaderArgs(url, await from()))) as unknown as LoaderResult

test('?job=<id> of an open job shows its title; unknown, closed or odd ids are a note, not an error', async () => {
  const { open, closed } = await jobs()
  const chosen = await load(`/apply-job?job=${open.id}`)
  expect(chosen.data.job).toMatchObject({ state: 'open', id: open.id, title: open.job_title })
  expect(chosen.data.job.path).toMatch(new RegExp(`^/opportunity-detail/${open.id}-[a-z0-9-]+$`))
  expect(new Headers(chosen.init.headers).get('cache-control')).toBe('private, no-store')
  expect((await load('/apply-job')).data.job).toEqual({ state: 'none' })
  for (const odd of [String(closed.id), '99999', 'abc', '-1', '1e3', '1;drop table jobs']) {
    expect((await load(`/apply-job?job=${encodeURIComponent(odd)}`)).data.job, odd).toEqual({
      state: 'unavailable',
    })
  }
})

test('an open job past its closing date is refused like a closed one', async () => {
  const { open } = await jobs()
  const closesOn = (day: string | null) =>
    db.db.updateTable('jobs').set({ closes_on: day }).where('id', '=', open.id).execute()
  await closesOn('2000-01-01')
  try {
    expect((await load(`/apply-job?job=${open.id}`)).data.job).toEqual({ state: 'unavailable' })
    await closesOn('2999-12-31')
    expect((await load(`/apply-job?job=${open.id}`)).data.job).toMatchObject({ state: 'open' })
  } finally {
    await closesOn(null)
  }
})

test('an application for an open job is stored with the job, and phone and resume link apart', async () => {
  const { open } = await jobs()
  const c = await from()
  const r = await postForm(action, `/apply-job?job=${open.id}`, c, {
    ...good,
    job_id: String(open.id),
    started: tokenFrom(c, 'apply'),
  })
  expect(r.status).toBe(303)
  expect(r.location).toBe(`/apply-job?sent=1&job=${open.id}`)
  const row = await db.db
    .selectFrom('submissions')
    .selectAll()
    .where('email', '=', good.email)
    .executeTakeFirstOrThrow()
  expect(row).toMatchObject({
    kind: 'apply',
    name: good.name,
    phone: '9900112233',
    resume_link: good.resume_link,
    job_id: open.id,
    job_title: open.job_title,
    subject: null,
    message: null,
  })
  const mail = await db.db
    .selectFrom('mail_outbox')
    .select('payload')
    .where('submission_id', '=', row.id)
    .executeTakeFirstOrThrow()
  const payload = JSON.parse(mail.payload)
  expect(payload.params).toEqual({
    name: good.name,
    email: good.email,
    phone: '9900112233',
    resume_link: good.resume_link,
    job_title: open.job_title,
    job_id: String(open.id),
    language: 'English (the English pages)',
  })
  expect(payload.text).toContain(`Resume link: ${good.resume_link}`)
  expect(payload.text).toContain('Language:    English')
  expect(payload.text).toContain('Phone:       9900112233')
})

test('a closed or unknown job posted with the form is ignored: a general application', async () => {
  const { closed } = await jobs()
  for (const jobId of [String(closed.id), '424242']) {
    const c = await from()
    const email = `general-${jobId}@example.com`
    const r = await postForm(action, '/apply-job', c, {
      ...good,
      email,
      job_id: jobId,
      started: tokenFrom(c, 'apply'),
      js: '1',
    })
    expect(r.status, jobId).toBe(200)
    const row = await db.db
      .selectFrom('submissions')
      .select(['job_id', 'job_title'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ job_id: null, job_title: null })
  }
})

const badInput: Array<[string, Record<string, string>, string, RegExp]> = [
  ['a javascript: resume link', { resume_link: 'javascript:alert(1)' }, 'resume_link', /http/],
  ['a data: resume link', { resume_link: 'data:text/html,hi' }, 'resume_link', /http/],
  ['a resume link without a host', { resume_link: 'https://' }, 'resume_link', /http/],
  ['a resume link that is not a link', { resume_link: 'my resume' }, 'resume_link', /http/],
  ['a 9-digit phone', { phone: '990011223' }, 'phone', /10-digit/],
  ['an 11-digit phone', { phone: '99001122334' }, 'phone', /10-digit/],
  ['letters in the phone', { phone: 'nine9001122' }, 'phone', /10-digit/],
  ['a bad e-mail', { email: 'ravi@@example.com' }, 'email', /valid e-mail/],
  ['10 KB of text in a name', { name: 'R'.repeat(10_240) }, 'name', /under 100/],
]

for (const [what, change, field, message] of badInput) {
  test(`${what}: 400 with the field's message, nothing stored`, async () => {
    const c = await from()
    const before = await stored()
    const r = await postForm(action, '/apply-job', c, {
      ...good,
      ...change,
      started: tokenFrom(c, 'apply'),
    })
    expect(r.status).toBe(400)
    const body = r.body as { fieldErrors: Record<string, string>; values: Record<string, string> }
    expect(Object.keys(body.fieldErrors)).toEqual([field])
    expect(body.fieldErrors[field]).toMatch(message)
    expect(body.values).toEqual({ ...good, ...change })
    expect(await stored()).toBe(before)
  })
}

test('missing fields, a honeypot, a too-fast post: each a 400 with its reason, nothing stored', async () => {
  const c = await from()
  const before = await stored()
  const missing = await postForm(action, '/apply-job', c, { started: tokenFrom(c, 'apply') })
  expect(missing.status).toBe(400)
  expect(Object.keys((missing.body as { fieldErrors: object }).fieldErrors)).toEqual([
    'name',
    'email',
    'phone',
    'resume_link',
  ])
  const bot = await postForm(action, '/apply-job', c, {
    ...good,
    website: 'x',
    started: tokenFrom(c, 'apply'),
  })
  expect([bot.status, bot.body?.reason]).toEqual([400, 'refused'])
  const fast = await postForm(action, '/apply-job', c, {
    ...good,
    started: tokenFrom(c, 'apply', 0),
  })
  expect([fast.status, fast.body?.reason]).toEqual([400, 'too-fast'])
  expect(await stored()).toBe(before)
})
