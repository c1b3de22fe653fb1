import { createHmac, timingSafeEqual } from 'node:crypto'

/** A form is good for a day after the page was drawn; older posts are refused (issue 7). */
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Clocks of several app processes may differ a little; beyond this a future time is forged. */
const CLOCK_SKEW_MS = 60_000

export type TokenCheck = 'ok' | 'too-fast' | 'expired' | 'invalid'

function sign(secret: string, form: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`time-trap:${form}:${issuedAt}`).digest('base64url')
}

/**
 * The time-trap: when the form was drawn, signed with APP_SECRET so a bot cannot backdate it.
 * A person needs more than a couple of seconds to fill five fields; a script does not.
 */
export function issueToken(secret: string, form: string, now = Date.now()): string {
  return `${now.toString(36)}.${sign(secret, form, now)}`
}

export function checkToken(
  secret: string,
  form: string,
  token: unknown,
  opts: { minSeconds: number; now?: number },
): TokenCheck {
  if (typeof token !== 'string') return 'invalid'
  const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return 'invalid'
  const issuedAt = Number.parseInt(match[1]!, 36)
  const expected = Buffer.from(sign(secret, form, issuedAt))
  const given = Buffer.from(match[2]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  const now = opts.now ?? Date.now()
  if (issuedAt > now + CLOCK_SKEW_MS) return 'invalid'
  if (now - issuedAt > TOKEN_MAX_AGE_MS) return 'expired'
  if (now - issuedAt < opts.minSeconds * 1000) return 'too-fast'
  return 'ok'
}
