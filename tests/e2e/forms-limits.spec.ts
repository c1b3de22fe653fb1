import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { servers } from '../../playwright.config.ts'
import { openServerDb } from './support/db.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'
import {
  box,
  fillApplication,
  fillContact,
  formHydrated as hydrated,
  formToken,
  putFormToken,
} from './support/forms.ts'
import { outputContains } from './support/process.ts'

// Issue 7 on the "faults" server, which runs the production defaults: the time-trap (2 s) and
// the rate limit (20 posts per 10 minutes per address) at their real values, and a write that
// fails inside the database. The server trusts one proxy hop, so each test posts from its own
// address (X-Forwarded-For) and the limits of one test do not touch another.
test.describe.configure({ mode: 'serial' })
test.use({ baseURL: servers.faults })

const MIN_SECONDS = 2
let address = 10
const nextAddress = () => `198.18.0.${++address}`
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** Who writes every contact message here; each test gives its own subject. */
const girish = {
  name: 'Girish K',
  email: 'girish@example.com',
  phone: '9741000001',
  message: 'Please send your price list for Suggi pulses.',
}

function count(sql: string, ...params: unknown[]): number {
  const db = openServerDb('faults')
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n
  } finally {
    db.close()
  }
}

test('the time-trap at 2 s: a post faster than a person is refused with the input kept; a later one goes', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': nextAddress() })
  await page.goto('/contact-us')
  await hydrated(page)
  const subject = `Quick ${stamp()}`
  await fillContact(page, { ...girish, subject })
  // However long the machine takes to draw the page and post, a token the server would have
  // drawn just now makes the post too fast: one signed with the servers' test secret, dated
  // ahead by more than the test can take (the trap allows a minute of clock skew).
  await putFormToken(page, formToken('contact', -30))
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Send Message' }).click(),
  ])
  expect(answer.status()).toBe(400)
  await expect(page.getByRole('alert').filter({ hasText: 'quicker than a person' })).toBeVisible()
  await expect(page.getByText('Failed to send the message. Please try again!')).toBeVisible()
  await expect(box(page, 'Subject')).toHaveValue(subject)
  expect(count('select count(*) n from submissions where subject = ?', subject)).toBe(0)

  // The same form drawn a moment longer than the trap ago goes through.
  await putFormToken(page, formToken('contact', MIN_SECONDS + 0.5))
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible()
  expect(count('select count(*) n from submissions where subject = ?', subject)).toBe(1)
})

test('the rate limit at 20 per 10 minutes: the 21st post from one address gets 429, input kept', async ({
  page,
  request,
}) => {
  const from = nextAddress()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': from })
  await page.goto('/contact-us')
  const token = formToken('contact', MIN_SECONDS + 1)
  const run = stamp()
  for (let i = 1; i <= 20; i++) {
    const res = await request.post('/contact-us', {
      headers: { 'X-Forwarded-For': from },
      form: {
        name: 'Busy shop',
        email: 'busy@example.com',
        subject: `Order ${i} ${run}`,
        phone: '9741000002',
        message: 'Same network, many shop owners.',
        started: token,
      },
      maxRedirects: 0,
    })
    expect(res.status(), `post ${i}`).toBe(303)
  }
  await hydrated(page)
  const subject = `One too many ${run}`
  await fillContact(page, { ...girish, subject })
  await putFormToken(page, token)
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Send Message' }).click(),
  ])
  expect(answer.status()).toBe(429)
  await expect(page.getByRole('alert')).toContainText('Too many messages')
  await expect(page.getByRole('alert')).toContainText('try again in 10 minutes')
  await expect(page.getByText('Failed to send the message. Please try again!')).toBeVisible()
  await expect(box(page, 'Subject')).toHaveValue(subject)
  await expectNoA11yViolations(page)
  expect(count('select count(*) n from submissions where subject like ?', `%${run}`)).toBe(20)

  // Another address (another phone on another network) is still welcome.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': nextAddress() })
  await page.goto('/contact-us')
  await hydrated(page)
  await fillContact(page, { ...girish, subject: `Other network ${run}` })
  await putFormToken(page, formToken('contact', MIN_SECONDS + 1))
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible()
})

test('when the database refuses the write, both forms say so and keep what was typed', async ({
  page,
}) => {
  // A trigger in the test database, only for this test's names: no switch in the application.
  const db = openServerDb('faults')
  db.exec(`create trigger e2e_fail_write before insert on submissions
    when new.name = 'Failing Write' begin select raise(abort, 'disk I/O error'); end`)
  db.close()
  try {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': nextAddress() })
    await page.goto('/contact-us')
    await hydrated(page)
    const subject = `Lost? ${stamp()}`
    await fillContact(page, { ...girish, subject, name: 'Failing Write' })
    await putFormToken(page, formToken('contact', MIN_SECONDS + 1))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      page.getByText('Failed to send the message. Please try again!').first(),
    ).toBeVisible()
    await expect(page.getByText('Message Sent Successfully!', { exact: true })).toHaveCount(0)
    await expect(box(page, 'Name')).toHaveValue('Failing Write')
    await expect(box(page, 'Subject')).toHaveValue(subject)
    await expect(page.locator('body')).not.toContainText(/disk I\/O|SqliteError/)

    await page.goto('/apply-job')
    await hydrated(page)
    await fillApplication(page, {
      name: 'Failing Write',
      email: 'failing@example.com',
      phone: '9000000009',
      resume: 'https://example.com/cv',
    })
    await putFormToken(page, formToken('apply', MIN_SECONDS + 1))
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByText('Failed to send the message. Please try again!').first(),
    ).toBeVisible()
    await expect(box(page, 'Resume Link')).toHaveValue('https://example.com/cv')
    await expect(page.getByText('Applied Successfully!', { exact: true })).toHaveCount(0)
    expect(count("select count(*) n from submissions where name = 'Failing Write'")).toBe(0)
  } finally {
    const again = openServerDb('faults')
    again.exec('drop trigger if exists e2e_fail_write')
    again.close()
  }
})

test('`npm run outbox` lists what waits and what failed, without the messages themselves', async () => {
  const db = openServerDb('faults')
  const now = Date.now()
  const insert = db.prepare(`insert into mail_outbox
    (message_id, kind, payload, status, attempts, next_attempt_at, last_error, created_at)
    values (?, ?, ?, ?, ?, ?, ?, ?)`)
  const secret = 'Private text that must not be printed'
  const pending = insert.run(
    `<p-${now}@test>`,
    'contact',
    JSON.stringify({ text: secret }),
    'pending',
    3,
    now + 3_600_000,
    'SMTP ECONNECTION: connect ECONNREFUSED',
    now,
  ).lastInsertRowid
  const failed = insert.run(
    `<f-${now}@test>`,
    'apply',
    JSON.stringify({ text: secret }),
    'failed',
    1,
    now,
    'refused: SMTP 550 mailbox unavailable',
    now,
  ).lastInsertRowid
  db.close()
  try {
    const r = spawnSync(process.execPath, ['bin/site.js', 'outbox'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        DATABASE_URL: `file:${path.resolve('data/e2e/faults.db')}`,
        LOG_LEVEL: 'warn',
      },
    })
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toMatch(
      /Outbox \(sqlite .*faults\.db\): \d+ pending, \d+ sending, \d+ failed, \d+ sent\./,
    )
    expect(r.stdout).toMatch(new RegExp(`#${pending} contact PENDING .* 3 attempts, next attempt`))
    expect(r.stdout).toContain('last error: SMTP ECONNECTION: connect ECONNREFUSED')
    expect(r.stdout).toMatch(new RegExp(`#${failed} apply FAILED .* will not be retried`))
    expect(r.stdout).toContain('last error: refused: SMTP 550 mailbox unavailable')
    expect(r.stdout).toContain('--retry-failed')
    expect(r.stdout).not.toContain(secret)
  } finally {
    const again = openServerDb('faults')
    again.prepare('delete from mail_outbox where id in (?, ?)').run(pending, failed)
    again.close()
  }
})

test.describe('a production server with MAIL_TRANSPORT=log', () => {
  let dir = ''
  let child: ChildProcess | undefined
  let out = ''
  // Started before the test: the start itself is what the test reads.
  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-warn-'))
    child = spawn(process.execPath, ['bin/site.js', 'start'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SKIP_BUILD: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
        MEDIA_DIR: path.join(dir, 'media'),
        MAIL_TRANSPORT: 'log',
        MAIL_LOG_DIR: path.join(dir, 'outbox'),
        LOG_LEVEL: 'info',
      },
    })
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()))
    await outputContains(child, () => out, 'server listening')
  })
  test.afterAll(() => {
    child?.kill('SIGKILL')
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  test('warns at start; SIGTERM stops it cleanly', async () => {
    const warning = out.split('\n').find((l) => l.includes('MAIL IS NOT SENT'))
    expect(warning).toBeTruthy()
    expect(JSON.parse(warning!).level).toBe(40)
    expect(out).toContain('outbox worker started')
    const exited = new Promise<number | null>((r) => child!.on('exit', (code) => r(code)))
    child!.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(out).toContain('"msg":"stopped"')
  })
})
