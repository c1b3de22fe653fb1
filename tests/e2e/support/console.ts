import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { totp } from './totp.ts'

export type StaffAccount = {
  email: string
  password: string
  role: 'admin' | 'editor' | 'hr'
  secret?: string
  recoveryCodes?: string[]
}

/** The environment of a test server's command-line tasks (same database and MFA key). */
function serverEnv(name: 'main' | 'faults') {
  return {
    ...process.env,
    SKIP_BUILD: '1',
    DATABASE_URL: `file:${path.resolve('data/e2e', `${name}.db`)}`,
    MFA_KEY_FILE: path.resolve('data/e2e', `${name}-mfa.key`),
    LOG_LEVEL: 'warn',
  }
}

/** Creates an account with `npm run users -- add`, the password piped in as an admin would. */
export function addStaff(
  role: StaffAccount['role'],
  server: 'main' | 'faults' = 'main',
): StaffAccount {
  const email = `${role}-${randomBytes(5).toString('hex')}@example.com`
  const password = `test passphrase ${randomBytes(6).toString('hex')}`
  const r = spawnSync(process.execPath, ['bin/site.js', 'users', 'add', email, '--role', role], {
    input: `${password}\n`,
    encoding: 'utf8',
    env: serverEnv(server),
  })
  if (r.status !== 0) throw new Error(`users add failed: ${r.stderr}${r.stdout}`)
  return { email, password, role }
}

export async function passwordStep(page: Page, staff: StaffAccount) {
  await page.goto('/admin/login')
  await passwordHere(page, staff)
}

/** The password step on the sign-in page the browser is on (its `next` kept). */
export async function passwordHere(page: Page, staff: Pick<StaffAccount, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Password, then the code `offset` steps on, on the sign-in page the browser is on. */
export async function signInHere(page: Page, staff: StaffAccount, offset = 1) {
  await passwordHere(page, staff)
  await page
    .getByRole('textbox', { name: 'Code', exact: true })
    .fill(totp(staff.secret!, { offset }))
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/**
 * A first sign-in: password, then MFA enrolment with a code computed from the setup key the page
 * shows, then the recovery codes. Ends signed in, on the dashboard.
 */
export async function enrol(page: Page, staff: StaffAccount): Promise<StaffAccount> {
  await passwordStep(page, staff)
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible()
  const secret = (await page.getByLabel('Setup key').textContent())!.replace(/\s/g, '')
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(totp(secret))
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible()
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents()
  await page.getByRole('link', { name: /I have saved them/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
  staff.secret = secret
  staff.recoveryCodes = recoveryCodes
  return staff
}

/**
 * A new account of `role`, enrolled in a context of its own, and that context's storage state, for
 * a file whose tests all start signed in (`test.use({ storageState })`). The context starts
 * explicitly signed out: a file's `storageState` applies to `browser.newContext()` in its hooks
 * too, and a worker that comes back to the file runs its `beforeAll` again with the state of the
 * first run already set, so a plain new context would open signed in and find no sign-in form.
 */
export async function enrolledState(
  browser: Browser,
  role: StaffAccount['role'],
): Promise<{ staff: StaffAccount; state: BrowserContextOptions['storageState'] }> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  try {
    const staff = await enrol(await context.newPage(), addStaff(role))
    return { staff, state: await context.storageState() }
  } finally {
    await context.close()
  }
}

/**
 * Signs in an enrolled account. The code is the next time step's: the server accepts one step
 * either side, and each step's code only once (the enrolment used the current one).
 */
export async function signIn(page: Page, staff: StaffAccount, offset = 1) {
  await page.goto('/admin/login')
  await signInHere(page, staff, offset)
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
}

/**
 * On a server of a test's own (scripts/support/private-server.js, support/postgres.ts): an account
 * made with `npm run users -- add` against that server's database, then enrolled and signed in
 * there (password, TOTP from the setup key, recovery codes seen).
 */
export async function enrolOn(
  page: Page,
  server: { base: string; env: NodeJS.ProcessEnv },
  role: StaffAccount['role'],
) {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`
  const password = `test passphrase ${randomBytes(6).toString('hex')}`
  const added = spawnSync(
    process.execPath,
    ['bin/site.js', 'users', 'add', email, '--role', role],
    {
      input: `${password}\n`,
      encoding: 'utf8',
      env: { ...server.env, LOG_LEVEL: 'warn' },
    },
  )
  expect(added.status, added.stderr).toBe(0)
  await page.goto(`${server.base}/admin/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  const secret = (await page.getByLabel('Setup key').textContent())!.replace(/\s/g, '')
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(totp(secret))
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await page.getByRole('link', { name: /I have saved them/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
  return { email, password }
}

/**
 * A rich text field once its editor has replaced the text area (the page runs and the editor's
 * code has come): a labelled textbox.
 */
export async function richText(page: Page, name: string) {
  const box = page.getByRole('textbox', { name, exact: true })
  await expect(box).toHaveAttribute('contenteditable', 'true')
  return box
}

/**
 * Every rich text field of the page has become its editor, toolbar and text. Each editor is
 * taller than the text area it replaces, so the buttons below move when it comes: press one only
 * after this, or the click can land on the field that moved under it (CI saw "Publish changes"
 * and "Save Kannada draft" missed this way). `data-rich-text` marks the text area, and the
 * editor's box until Tiptap has drawn into it.
 */
export async function editorsReady(page: Page) {
  await expect(page.locator('[data-rich-text]')).toHaveCount(0)
}

/** Opens a content editor (English or `?lang=kn`) once its rich text editors have come. */
export async function openEditor(page: Page, path: string) {
  await page.goto(path)
  await editorsReady(page)
}
