import { createHmac } from 'node:crypto'
import { expect, test, vi } from 'vitest'
import { SecretBox } from '#app/platform/secret-box.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { acceptInvite, createInvite, findInvite, INVITE_MS } from './invites.server.ts'
import {
  confirmEnrolment,
  pendingTotpSecret,
  recoveryCodesLeft,
  redeemRecoveryCode,
  verifyAndUseTotp,
} from './mfa.server.ts'
import { passwordProblem } from './passwords.server.ts'
import {
  ABSOLUTE_MS,
  advanceSession,
  clearedSessionCookie,
  createSession,
  findSession,
  IDLE_MS,
  listUserSessions,
  revokeUserSessions,
  sessionCookie,
  setFlash,
  takeFlash,
} from './sessions.server.ts'
import { codeStep, passwordStep, WRONG_PASSWORD } from './sign-in.server.ts'
import { accountDelayMs, lockState, recordFailure } from './throttle.server.ts'
import {
  AccountError,
  createUser,
  findUsers,
  resetMfa,
  setPassword,
  setUserRole,
  setUserStatus,
} from './users.server.ts'

const box = new SecretBox(Buffer.alloc(32, 9))
const PASSWORD = 'a long passphrase for tests'
let n = 0
const email = () => `person${++n}-${Date.now()}@example.com`

/** An authenticator app's code for a secret, computed independently of the library under test. */
function code(secret: string, at = Date.now(), offset = 0): string {
  const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of secret) bits += a.indexOf(c).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)))
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + offset))
  const mac = createHmac('sha1', key).update(msg).digest()
  const o = mac[19]! & 15
  return String((mac.readUInt32BE(o) & 0x7fffffff) % 1e6).padStart(6, '0')
}

test('the session cookie: no script reads it, no cross-site post carries it, HTTPS only over HTTPS', () => {
  const attrs = (c: string) => c.split('; ').slice(1).sort()
  expect(attrs(sessionCookie('t0ken', true))).toEqual([
    'HttpOnly',
    'Path=/',
    'SameSite=Lax',
    'Secure',
  ])
  expect(attrs(sessionCookie('t0ken', false))).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax'])
  expect(sessionCookie('t0ken', true)).not.toMatch(/Max-Age|Expires|Domain/)
  expect(attrs(clearedSessionCookie(true))).toEqual([
    'HttpOnly',
    'Max-Age=0',
    'Path=/',
    'SameSite=Lax',
    'Secure',
  ])
})

test('password rules: 12 characters, not a common password, not the e-mail', () => {
  expect(passwordProblem('short')).toMatch(/12 characters/)
  expect(passwordProblem('password1234')).toMatch(/too common/)
  expect(passwordProblem('aaaaaaaaaaaaaaa')).toMatch(/too common/)
  expect(passwordProblem('asha.kumar-secret', { email: 'asha.kumar@example.com' })).toMatch(
    /e-mail/,
  )
  expect(passwordProblem('five green mangoes in May')).toBeNull()
})

describeEachEngine('staff accounts', {}, (get) => {
  test('passwords are stored as argon2id with at least 19 MiB and 2 passes', async () => {
    const db = get().db
    const u = await createUser(db, { email: email(), role: 'editor', password: PASSWORD })
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow()
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.password_hash)
    expect(m).not.toBeNull()
    expect(Number(m![1])).toBeGreaterThanOrEqual(19456)
    expect(Number(m![2])).toBeGreaterThanOrEqual(2)
    expect(row.password_hash).not.toContain(PASSWORD)
  })

  test('an e-mail has one account; a weak password is refused with a reason', async () => {
    const db = get().db
    const e = email()
    await createUser(db, { email: e, role: 'hr', password: PASSWORD })
    await expect(
      createUser(db, { email: e.toUpperCase(), role: 'hr', password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'exists' })
    await expect(
      createUser(db, { email: email(), role: 'hr', password: 'qwertyuiop12' }),
    ).rejects.toBeInstanceOf(AccountError)
  })

  test('People finds accounts by name or e-mail, any case, wildcards literal, a page at a time', async () => {
    const { db } = get()
    const tag = `t${Date.now()}`
    const a = await createUser(db, {
      email: `find-${tag}-a@example.com`,
      name: 'Asha Kumar',
      role: 'editor',
      password: PASSWORD,
    })
    const b = await createUser(db, {
      email: `find_${tag}@example.com`,
      role: 'hr',
      password: PASSWORD,
    })
    const all = { limit: 50, offset: 0 }
    const emails = async (search: string, q = all) => {
      const r = await findUsers(db, { ...q, search })
      return { emails: r.users.map((u) => u.email), total: r.total }
    }
    expect(await emails(tag)).toEqual({ emails: [a.email, b.email], total: 2 })
    // Every word must match, in the name or the e-mail, whatever its case.
    expect(await emails(`asha KUMAR ${tag.toUpperCase()}`)).toEqual({ emails: [a.email], total: 1 })
    expect(await emails(`asha find_`)).toEqual({ emails: [], total: 0 })
    // `_` and `%` are letters here, not LIKE's wildcards.
    expect(await emails(`_${tag}`)).toEqual({ emails: [b.email], total: 1 })
    expect(await emails(`%${tag}`)).toEqual({ emails: [], total: 0 })
    // A page: the second of the two, with the count of all that match.
    expect(await emails(tag, { limit: 1, offset: 1 })).toEqual({ emails: [b.email], total: 2 })
    // No words: everyone, the page as asked.
    const everyone = await findUsers(db, { limit: 1, offset: 0 })
    expect(everyone.users).toHaveLength(1)
    expect(everyone.total).toBeGreaterThanOrEqual(2)
  })

  test('the last active administrator can be neither disabled nor demoted', async () => {
    const db = get().db
    await db.updateTable('users').set({ role: 'editor' }).where('role', '=', 'admin').execute()
    const a = await createUser(db, { email: email(), role: 'admin', password: PASSWORD })
    await expect(setUserStatus(db, a.id, 'disabled')).rejects.toMatchObject({ code: 'last-admin' })
    await expect(setUserRole(db, a.id, 'editor')).rejects.toMatchObject({ code: 'last-admin' })
    const b = await createUser(db, { email: email(), role: 'admin', password: PASSWORD })
    // Two admins demoting each other at once: one succeeds, one is refused.
    const results = await Promise.allSettled([
      setUserRole(db, a.id, 'editor'),
      setUserRole(db, b.id, 'editor'),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const admins = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .execute()
    expect(admins).toHaveLength(1)
  })

  test('sessions: hashed tokens, idle and absolute ends, rotation, revocation, a disabled account', async () => {
    const db = get().db
    const u = await createUser(db, { email: email(), role: 'editor', password: PASSWORD })
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', u.id).execute()
    const t0 = Date.now()
    const s = await createSession(db, {
      userId: u.id,
      state: 'mfa',
      ip: '203.0.113.1',
      userAgent: 'ua',
      now: t0,
    })
    const stored = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', u.id)
      .execute()
    expect(stored.map((r) => r.id)).not.toContain(s.token)
    const found = (await findSession(db, s.token, t0))!
    expect(found.session.state).toBe('mfa')
    const active = await advanceSession(db, found.session, u.id, 'active', t0)
    expect(active.token).not.toBe(s.token)
    expect(await findSession(db, s.token, t0)).toBeNull()
    expect((await findSession(db, active.token, t0 + 1000))!.session.state).toBe('active')
    expect(await findSession(db, active.token, t0 + 1000 + IDLE_MS + 1)).toBeNull()

    const a = await createSession(db, {
      userId: u.id,
      state: 'active',
      ip: '',
      userAgent: '',
      now: t0,
    })
    expect(await findSession(db, a.token, t0 + ABSOLUTE_MS)).toBeNull()

    const one = await createSession(db, { userId: u.id, state: 'active', ip: '', userAgent: '' })
    const two = await createSession(db, { userId: u.id, state: 'active', ip: '', userAgent: '' })
    expect(await listUserSessions(db, u.id, one.id)).toHaveLength(2)
    expect(await revokeUserSessions(db, u.id, { exceptId: one.id })).toBe(1)
    expect(await findSession(db, two.token)).toBeNull()
    expect(await findSession(db, one.token)).not.toBeNull()
    await createUser(db, { email: email(), role: 'admin', password: PASSWORD })
    await setUserStatus(db, u.id, 'disabled')
    expect(await findSession(db, one.token)).toBeNull()
  })

  test('a flash is shown once, and sealed in the database', async () => {
    const db = get().db
    const u = await createUser(db, { email: email(), role: 'hr', password: PASSWORD })
    const s = await createSession(db, { userId: u.id, state: 'active', ip: '', userAgent: '' })
    await setFlash(db, box, s.id, ['ABCDE-12345'])
    const raw = await db
      .selectFrom('sessions')
      .select('flash')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow()
    expect(raw.flash).not.toContain('ABCDE')
    expect(await takeFlash(db, box, s.id)).toEqual(['ABCDE-12345'])
    expect(await takeFlash(db, box, s.id)).toBeNull()
  })

  test('TOTP: the enrolment code turns MFA on; a code works once; an older code never', async () => {
    const db = get().db
    const u = await createUser(db, { email: email(), role: 'hr', password: PASSWORD })
    const secret = await pendingTotpSecret(db, box, u.id)
    expect(await pendingTotpSecret(db, box, u.id)).toBe(secret)
    const stored = await db
      .selectFrom('users')
      .select('mfa_secret')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow()
    expect(stored.mfa_secret).not.toContain(secret)
    expect(await confirmEnrolment(db, box, u.id, '000000')).toBeNull()
    const now = Date.now()
    const codes = await confirmEnrolment(db, box, u.id, code(secret, now))
    expect(codes).toHaveLength(10)
    expect(await verifyAndUseTotp(db, box, u.id, code(secret, now))).toBe('reused')
    expect(await verifyAndUseTotp(db, box, u.id, code(secret, now, 1))).toBe('ok')
    expect(await verifyAndUseTotp(db, box, u.id, code(secret, now, 1))).toBe('reused')
    expect(await verifyAndUseTotp(db, box, u.id, code(secret, now, 5))).toBe('invalid')
    expect(await verifyAndUseTotp(db, box, u.id, 'abcdef')).toBe('invalid')
    // A key other than the one that sealed the secret reads nothing.
    expect(
      await verifyAndUseTotp(db, new SecretBox(Buffer.alloc(32, 1)), u.id, code(secret, now, 1)),
    ).toBe('invalid')

    expect(await redeemRecoveryCode(db, u.id, codes![0]!.toLowerCase())).toBe(true)
    expect(await redeemRecoveryCode(db, u.id, codes![0]!)).toBe(false)
    expect(await recoveryCodesLeft(db, u.id)).toBe(9)
    await resetMfa(db, u.id)
    expect(await recoveryCodesLeft(db, u.id)).toBe(0)
    const after = await db
      .selectFrom('users')
      .select(['mfa_secret', 'mfa_enrolled_at'])
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual({ mfa_secret: null, mfa_enrolled_at: null })
  })

  test('five failures lock one account for one address; elsewhere it only slows down', async () => {
    const db = get().db
    const e = email()
    const t = 10_000_000
    for (let i = 0; i < 4; i++)
      expect((await recordFailure(db, e, '198.51.100.7', t + i)).locked).toBe(false)
    expect((await recordFailure(db, e, '198.51.100.7', t + 4)).locked).toBe(true)
    expect(await lockState(db, e, '198.51.100.7', t + 5)).toEqual({
      locked: true,
      retryAfterMs: 15 * 60_000 - 1,
    })
    expect((await lockState(db, e, '198.51.100.8', t + 5)).locked).toBe(false)
    expect(await accountDelayMs(db, e, t + 5)).toBe(1000)
    expect((await lockState(db, e, '198.51.100.7', t + 4 + 15 * 60_000)).locked).toBe(false)
  })

  test('sign-in answers the same for an unknown e-mail and a wrong password, and locks either', async () => {
    const db = get().db
    const known = await createUser(db, { email: email(), role: 'editor', password: PASSWORD })
    const client = { ip: '192.0.2.44', userAgent: 'test' }
    const unknown = await passwordStep(db, { email: email(), password: PASSWORD }, client)
    const wrong = await passwordStep(
      db,
      { email: known.email, password: 'not the password!' },
      client,
    )
    expect(unknown).toEqual({ ok: false, status: 400, message: WRONG_PASSWORD })
    expect(wrong).toEqual(unknown)
    const ok = await passwordStep(
      db,
      { email: known.email.toUpperCase(), password: PASSWORD },
      client,
    )
    expect(ok).toMatchObject({ ok: true, state: 'enrol' })
    const audit = await db
      .selectFrom('audit_log')
      .select(['kind', 'summary'])
      .where('ip', '=', client.ip)
      .execute()
    expect(audit.map((a) => a.kind)).toEqual(['auth.failure', 'auth.failure'])
    expect(JSON.stringify(audit)).not.toContain('not the password')
  })

  test('a wrong code counts towards the lock, and the lock ends the pending session', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    try {
      const db = get().db
      const u = await createUser(db, { email: email(), role: 'hr', password: PASSWORD })
      const secret = await pendingTotpSecret(db, box, u.id)
      await confirmEnrolment(db, box, u.id, code(secret))
      const client = { ip: '192.0.2.99', userAgent: 'test' }
      const first = await passwordStep(db, { email: u.email, password: PASSWORD }, client)
      if (!first.ok) throw new Error('password step failed')
      for (let i = 0; i < 4; i++) {
        const staff = (await findSession(db, first.token))!
        expect(
          await codeStep(db, box, staff, { code: '000000', recovery: false }, client),
        ).toMatchObject({ ok: false, status: 400 })
      }
      const staff = (await findSession(db, first.token))!
      expect(
        await codeStep(db, box, staff, { code: '000000', recovery: false }, client),
      ).toMatchObject({ ok: false, status: 429, signedOut: true })
      expect(await findSession(db, first.token)).toBeNull()
      expect(await passwordStep(db, { email: u.email, password: PASSWORD }, client)).toMatchObject({
        ok: false,
        status: 429,
      })
    } finally {
      vi.useRealTimers()
    }
  })

  test('an invitation works once, within 48 hours, and not for an existing account', async () => {
    const db = get().db
    const e = email()
    const { token } = await createInvite(db, { email: e, role: 'editor', createdBy: null })
    expect(await findInvite(db, token)).toMatchObject({ email: e, role: 'editor' })
    expect(await findInvite(db, token, Date.now() + INVITE_MS + 1)).toBeNull()
    await expect(acceptInvite(db, token, { name: 'X', password: 'short' })).rejects.toMatchObject({
      code: 'password',
    })
    const [a, b] = await Promise.all([
      acceptInvite(db, token, { name: 'Ravi', password: PASSWORD }),
      acceptInvite(db, token, { name: 'Ravi', password: PASSWORD }).catch(() => null),
    ])
    expect([a, b].filter(Boolean)).toHaveLength(1)
    await expect(createInvite(db, { email: e, role: 'hr', createdBy: null })).rejects.toMatchObject(
      { code: 'exists' },
    )
  })

  test('a new password ends the other sessions', async () => {
    const db = get().db
    const u = await createUser(db, { email: email(), role: 'editor', password: PASSWORD })
    const keep = await createSession(db, { userId: u.id, state: 'active', ip: '', userAgent: '' })
    const other = await createSession(db, { userId: u.id, state: 'active', ip: '', userAgent: '' })
    await setPassword(db, u.id, 'another long passphrase', { keepSessionId: keep.id })
    expect(await findSession(db, keep.token)).not.toBeNull()
    expect(await findSession(db, other.token)).toBeNull()
  })
})
