import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { servers } from '../../playwright.config.ts'
import { expect, test } from './support/fixtures.ts'
import { outputContains } from './support/process.ts'
import { totp } from './support/totp.ts'

// A server of its own, logging at debug level into a buffer: after a whole console session
// (sign-in, MFA enrolment, recovery codes, an invitation accepted, a contact message), none of
// the secrets or the visitor's words may be in the log (ASVS V7: no credentials in logs).

const port = Number(new URL(servers.main).port) + 5
const base = `http://127.0.0.1:${port}`
const password = 'a secret passphrase 7401'
let dir = ''
let log = ''
let child: ChildProcess | undefined

/** Stops the server with SIGTERM and waits for it, so its last log lines are in. */
async function stop() {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child!.on('exit', r))
  child.kill('SIGTERM')
  await exited
}

// The server (an account added first, then started) is ready before the test begins.
test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-logs-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SKIP_BUILD: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    MFA_KEY_FILE: path.join(dir, 'mfa.key'),
    MAIL_TRANSPORT: 'log',
    MAIL_LOG_DIR: path.join(dir, 'outbox'),
    FORM_MIN_SECONDS: '0',
    LOG_LEVEL: 'debug',
  }
  const add = spawnSync(
    process.execPath,
    ['bin/site.js', 'users', 'add', 'boss@example.com', '--role', 'admin'],
    { input: `${password}\n`, encoding: 'utf8', env },
  )
  expect(add.status, add.stderr).toBe(0)
  log = add.stdout + add.stderr
  child = spawn(process.execPath, ['bin/site.js', 'start'], { env })
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()))
  await outputContains(child, () => log, 'server listening')
})

test.afterAll(async () => {
  await stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test('no password, code, token, secret or message text reaches the log', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: base })
  const secrets: string[] = [password]
  try {
    const page = await context.newPage()
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill('boss@example.com')
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    const key = (await page.getByLabel('Setup key').textContent())!.replace(/\s/g, '')
    secrets.push(key)
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('111111')
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    const code = totp(key)
    secrets.push(code)
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code)
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    const list = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await expect(list).toHaveCount(10)
    secrets.push(...(await list.allTextContents()))
    const cookie = (await context.cookies()).find((c) => c.name === 'staff_session')!
    secrets.push(cookie.value)
    await page.goto('/admin/users')
    secrets.push(await page.locator('input[name="csrf"]').first().inputValue())
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('new.person@example.com')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    const link = (await page.getByText(/\/admin\/invite\//).textContent())!.trim()
    const token = link.split('/').pop()!
    secrets.push(token)

    const visitor = await browser.newContext({ baseURL: base })
    const v = await visitor.newPage()
    await v.goto(link)
    await v.getByRole('textbox', { name: 'Your name' }).fill('New Person')
    const newPassword = 'another secret phrase 5521'
    secrets.push(newPassword)
    await v.getByLabel('Password', { exact: true }).fill(newPassword)
    await v.getByLabel('Password again').fill(newPassword)
    await v.getByRole('button', { name: 'Choose password and continue' }).click()
    await expect(v.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible()

    const words = 'Please call about wholesale rates 90211'
    secrets.push(words)
    await v.goto('/contact-us')
    for (const [label, value] of [
      ['Name', 'Visitor'],
      ['Email', 'visitor@example.com'],
      ['Subject', 'Rates'],
      ['Phone number', '9845012345'],
      ['Message', words],
    ])
      await v.getByRole('textbox', { name: label, exact: true }).fill(value!)
    await v.getByRole('button', { name: 'Send Message' }).click()
    await expect(v.getByText('Message Sent Successfully!', { exact: true })).toBeVisible()
    await expect.poll(() => log).toContain('mail stored as a file')
    await visitor.close()
  } finally {
    await context.close()
  }
  await stop()
  expect(log).toContain('/admin/invite/[redacted]')
  // Each secret as a whole word: a six-digit code may by chance be part of a request id (a
  // UUID's hex, "…04bf44705689", failed a run so) or a time; a secret that leaked would stand
  // alone, in a field, a query or a path.
  for (const s of secrets) {
    const whole = new RegExp(
      `(?<![A-Za-z0-9])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`,
    )
    expect(
      whole.test(log),
      `the log holds "${s.slice(0, 6)}…": ${log
        .split('\n')
        .find((l) => whole.test(l))
        ?.slice(0, 300)}`,
    ).toBe(false)
  }
})
