import { createHash, randomBytes, randomInt } from 'node:crypto'
import { getTOTPAuthUri, verifyTOTP } from '@epic-web/totp'
import base32Encode from 'base32-encode'
import QRCode from 'qrcode'
import type { Db } from '#app/db/client.server.ts'
import type { SecretBox } from '#app/platform/secret-box.server.ts'

/**
 * TOTP as every authenticator app reads it (RFC 6238: HMAC-SHA-1, 30 s, 6 digits), accepting the
 * step before and after for clock drift, and each code only once. Secrets are kept encrypted
 * with MFA_KEY (platform/secret-box.server.ts). Ten one-time recovery codes stand in for a lost
 * phone.
 */
const TOTP = { period: 30, digits: 6, algorithm: 'SHA-1', window: 1 } as const
const RECOVERY_CODE_COUNT = 10

/** 160 random bits, base32: the secret size RFC 4226 recommends. */
function newTotpSecret(): string {
  return base32Encode(randomBytes(20), 'RFC4648', { padding: false })
}

export function otpauthUri(secret: string, email: string, issuer: string): string {
  return getTOTPAuthUri({ ...TOTP, secret, accountName: email, issuer })
}

/** The QR code of the otpauth:// URI as an SVG document (drawn on the server, no script). */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}

/** "123 456", "123456 " → "123456"; anything else → null. */
function normalizeCode(code: string): string | null {
  const c = code.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(c) ? c : null
}

/**
 * Which time step a code belongs to, or null. The library reads the clock itself, so the clock
 * is read before and after: when a step boundary passed in between, the answer could belong to
 * either step, and the check runs again.
 */
async function codeStep(secret: string, code: string): Promise<number | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = Math.floor(Date.now() / 1000 / TOTP.period)
    const r = await verifyTOTP({ otp: code, secret, ...TOTP })
    const after = Math.floor(Date.now() / 1000 / TOTP.period)
    if (before === after) return r ? before + r.delta : null
  }
  return null
}

/**
 * Checks a code against a person's enrolled secret and uses it up: the step is recorded only if
 * it is later than the last one used, in one conditional UPDATE, so the same code (or an older
 * one) never works twice, even from two requests at once.
 */
export async function verifyAndUseTotp(
  db: Db,
  box: SecretBox,
  userId: number,
  rawCode: string,
): Promise<'ok' | 'invalid' | 'reused'> {
  const code = normalizeCode(rawCode)
  if (!code) return 'invalid'
  const user = await db
    .selectFrom('users')
    .select(['mfa_secret'])
    .where('id', '=', userId)
    .executeTakeFirst()
  const secret = user?.mfa_secret ? box.open(user.mfa_secret) : null
  if (!secret) return 'invalid'
  const step = await codeStep(secret, code)
  if (step === null) return 'invalid'
  const r = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1 ? 'ok' : 'reused'
}

/**
 * The secret a person is enrolling with: made on first ask and kept (encrypted) until they
 * confirm it, so reloading the enrolment page shows the same QR code.
 */
export async function pendingTotpSecret(db: Db, box: SecretBox, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['mfa_secret', 'mfa_enrolled_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  if (row.mfa_enrolled_at !== null) throw new Error('MFA is already enrolled for this account.')
  const existing = row.mfa_secret ? box.open(row.mfa_secret) : null
  if (existing) return existing
  const secret = newTotpSecret()
  await db
    .updateTable('users')
    .set({ mfa_secret: box.seal(secret), totp_last_step: null })
    .where('id', '=', userId)
    .execute()
  return secret
}

/**
 * Confirms enrolment with a first code from the app; on success MFA is on and ten fresh
 * recovery codes are returned, to be shown once.
 */
export async function confirmEnrolment(
  db: Db,
  box: SecretBox,
  userId: number,
  code: string,
): Promise<string[] | null> {
  const result = await verifyAndUseTotp(db, box, userId, code)
  if (result !== 'ok') return null
  await db
    .updateTable('users')
    .set({ mfa_enrolled_at: Date.now(), updated_at: Date.now() })
    .where('id', '=', userId)
    .execute()
  return regenerateRecoveryCodes(db, userId)
}

// Crockford's base32 without the letters people confuse (I, L, O, U).
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')
function normalizeRecovery(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
}

/** Replaces a person's recovery codes with ten new ones (50 bits each), returned once. */
export async function regenerateRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const c = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    return `${c.slice(0, 5)}-${c.slice(5)}`
  })
  const now = Date.now()
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
    await tx
      .insertInto('recovery_codes')
      .values(
        codes.map((c) => ({
          user_id: userId,
          code_hash: hashCode(normalizeRecovery(c)),
          created_at: now,
          used_at: null,
        })),
      )
      .execute()
  })
  return codes
}

/** Uses up one recovery code; true when it was unused and now is used. */
export async function redeemRecoveryCode(db: Db, userId: number, raw: string): Promise<boolean> {
  const code = normalizeRecovery(raw)
  if (!/^[0-9A-Z]{10}$/.test(code)) return false
  const r = await db
    .updateTable('recovery_codes')
    .set({ used_at: Date.now() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const r = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(r.n)
}
