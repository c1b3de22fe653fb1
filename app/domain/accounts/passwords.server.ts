import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * Password hashing with argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane), and
 * the password rules of ASVS level 2: at least 12 characters, no composition rules, and not one
 * of the ~49,000 most common passwords (zxcvbn-ts's list).
 */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package types it as a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

const PASSWORD_MIN = 12
/** argon2 takes any length; a cap keeps a megabyte "password" from costing us anything. */
export const PASSWORD_MAX = 256

let common: Set<string> | null = null
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  return common
}

/** Why a new password is refused, in words for the person choosing it; null when it is fine. */
export function passwordProblem(password: string, ctx: { email?: string } = {}): string | null {
  const chars = [...password].length
  if (chars < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`
  if (chars > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`
  const lower = password.toLowerCase()
  if (commonPasswords().has(lower) || /^(.)\1+$/.test(password))
    return 'This password is too common. Choose a longer phrase of your own.'
  const local = ctx.email?.split('@')[0]?.toLowerCase()
  if (local && local.length >= 4 && lower.includes(local))
    return 'Do not use your e-mail address in your password.'
  return null
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

/** A stored hash made with weaker settings than today's: rehash on the next good sign-in. */
export function needsRehash(stored: string): boolean {
  const m = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored)
  if (!m) return true
  return Number(m[1]) < ARGON2_OPTIONS.memoryCost || Number(m[2]) < ARGON2_OPTIONS.timeCost
}

let dummy: Promise<string> | null = null
/**
 * Spends the same time as checking a real password, for sign-ins with an unknown e-mail: the
 * answer's timing must not tell whether an account exists.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-but-the-same-cost')
  await verifyPassword(await dummy, password)
}
