import { setTimeout as sleep } from 'node:timers/promises'
import type { Db } from '#app/db/client.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import type { SecretBox } from '#app/platform/secret-box.server.ts'
import { recoveryCodesLeft, redeemRecoveryCode, verifyAndUseTotp } from './mfa.server.ts'
import {
  burnPasswordCheck,
  hashPassword,
  needsRehash,
  PASSWORD_MAX,
  verifyPassword,
} from './passwords.server.ts'
import { advanceSession, createSession, revokeSession, type Staff } from './sessions.server.ts'
import { accountDelayMs, clearFailures, lockState, recordFailure } from './throttle.server.ts'
import {
  getCredentials,
  markSignedIn,
  normalizeEmail,
  replacePasswordHash,
} from './users.server.ts'

/** The same words whether the e-mail is unknown, the account disabled or the password wrong. */
export const WRONG_PASSWORD = 'The e-mail address or password is not right. Please try again.'
export const WRONG_CODE =
  'That code did not work. Enter the 6-digit code your authenticator app shows now.'
const USED_CODE = 'That code has been used already. Wait for the next one and enter it.'
const WRONG_RECOVERY = 'That recovery code did not work, or it has been used already.'

function lockedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many failed sign-ins for this account from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

type Client = { ip: string; userAgent: string }

export type PasswordStep =
  | { ok: true; token: string; state: 'mfa' | 'enrol' }
  | { ok: false; status: 400 | 429; message: string }

async function failed(db: Db, email: string, client: Client, userId: number | null, why: string) {
  const { locked } = await recordFailure(db, email, client.ip)
  const actor = userId === null ? null : { id: userId, email }
  await recordAudit(db, { kind: 'auth.failure', actor, summary: why, ip: client.ip })
  if (locked)
    await recordAudit(db, {
      kind: 'auth.lock',
      actor,
      summary: 'Five failed sign-ins from this address: locked for 15 minutes.',
      ip: client.ip,
    })
  return locked
}

/**
 * Step 1: e-mail and password. A lock for this account and address is checked first; the
 * account's slowdown is waited out; an unknown e-mail costs the same time as a known one and
 * gives the same answer. Success opens a pending session: code next, or MFA enrolment.
 */
export async function passwordStep(
  db: Db,
  input: { email: string; password: string },
  client: Client,
): Promise<PasswordStep> {
  const email = normalizeEmail(input.email).slice(0, 254)
  const password = input.password.slice(0, PASSWORD_MAX * 4)
  const lock = await lockState(db, email, client.ip)
  if (lock.locked) return { ok: false, status: 429, message: lockedMessage(lock.retryAfterMs) }
  const delay = await accountDelayMs(db, email)
  if (delay) await sleep(delay)
  const creds = email ? await getCredentials(db, email) : undefined
  if (!creds || creds.status !== 'active') {
    await burnPasswordCheck(password)
    const locked = await failed(
      db,
      email,
      client,
      creds?.id ?? null,
      creds
        ? 'Password step: the account is disabled.'
        : 'Password step: no account has this e-mail.',
    )
    return locked
      ? { ok: false, status: 429, message: lockedMessage(15 * 60_000) }
      : { ok: false, status: 400, message: WRONG_PASSWORD }
  }
  if (!(await verifyPassword(creds.password_hash, password))) {
    const locked = await failed(db, email, client, creds.id, 'Password step: wrong password.')
    return locked
      ? { ok: false, status: 429, message: lockedMessage(15 * 60_000) }
      : { ok: false, status: 400, message: WRONG_PASSWORD }
  }
  if (needsRehash(creds.password_hash))
    await replacePasswordHash(db, creds.id, await hashPassword(password))
  const state = creds.mfa_enrolled_at === null ? 'enrol' : 'mfa'
  const { token } = await createSession(db, { userId: creds.id, state, ...client })
  return { ok: true, token, state }
}

export type CodeStep =
  | { ok: true; token: string }
  | { ok: false; status: 400 | 429; message: string; signedOut?: boolean }

/**
 * Step 2: the code from the authenticator app, or a recovery code. Failures count towards the
 * same lock as passwords; a lock also ends the pending session. Success replaces the pending
 * session with a signed-in one under a new token.
 */
export async function codeStep(
  db: Db,
  box: SecretBox,
  staff: Staff,
  input: { code: string; recovery: boolean },
  client: Client,
): Promise<CodeStep> {
  const { user, session } = staff
  const lock = await lockState(db, user.email, client.ip)
  if (lock.locked) {
    await revokeSession(db, session.id)
    return { ok: false, status: 429, message: lockedMessage(lock.retryAfterMs), signedOut: true }
  }
  let problem: string | null = null
  if (input.recovery) {
    if (!(await redeemRecoveryCode(db, user.id, input.code))) problem = WRONG_RECOVERY
  } else {
    const r = await verifyAndUseTotp(db, box, user.id, input.code)
    if (r === 'invalid') problem = WRONG_CODE
    if (r === 'reused') problem = USED_CODE
  }
  if (problem) {
    const locked = await failed(
      db,
      user.email,
      client,
      user.id,
      input.recovery ? 'Code step: wrong recovery code.' : 'Code step: wrong or reused code.',
    )
    if (locked) {
      await revokeSession(db, session.id)
      return { ok: false, status: 429, message: lockedMessage(15 * 60_000), signedOut: true }
    }
    return { ok: false, status: 400, message: problem }
  }
  return finishSignIn(db, staff, client, input.recovery)
}

/** The last step of every sign-in: a new signed-in session, failures cleared, audit entry. */
export async function finishSignIn(
  db: Db,
  staff: Staff,
  client: Client,
  recovery = false,
): Promise<{ ok: true; token: string; id: string }> {
  const { token, id } = await advanceSession(db, staff.session, staff.user.id, 'active')
  await clearFailures(db, staff.user.email, client.ip)
  await markSignedIn(db, staff.user.id)
  const left = recovery ? await recoveryCodesLeft(db, staff.user.id) : null
  await recordAudit(db, {
    kind: recovery ? 'auth.recovery-code-used' : 'auth.sign-in',
    actor: { id: staff.user.id, email: staff.user.email },
    summary: recovery
      ? `Signed in with a recovery code (${left} left).`
      : 'Signed in with password and authenticator code.',
    ip: client.ip,
  })
  return { ok: true, token, id }
}
