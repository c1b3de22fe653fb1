import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '#app/db/client.server.ts'
import { rateLimitSubject } from '#app/platform/rate-limits.server.ts'

/**
 * Failed sign-ins (DESIGN.md "Staff console contracts"): 5 failures for one account from one
 * address lock that pair for 15 minutes; the account also slows down everywhere with a growing
 * delay, but is never locked for everyone, so nobody can lock an administrator out from afar.
 * Unknown e-mail addresses are counted the same way, so the answers never tell them apart.
 */
const LOCK_AFTER = 5
const LOCK_MS = 15 * 60 * 1000
const WINDOW_MS = 15 * 60 * 1000
/** Failures across all addresses before the account starts to slow down, and the cap. */
const SLOW_AFTER = 3
const MAX_DELAY_MS = 10_000

const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40)
const pairKey = (email: string, ip: string) => `pair:${accountKey(email)}:${rateLimitSubject(ip)}`
const acctKey = (email: string) => `account:${accountKey(email)}`

export type LockState = { locked: boolean; retryAfterMs: number }

export async function lockState(
  db: Db,
  email: string,
  ip: string,
  now = Date.now(),
): Promise<LockState> {
  const r = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('key', '=', pairKey(email, ip))
    .executeTakeFirst()
  const until =
    r?.locked_until === null || r?.locked_until === undefined ? 0 : Number(r.locked_until)
  return until > now
    ? { locked: true, retryAfterMs: until - now }
    : { locked: false, retryAfterMs: 0 }
}

async function bump(db: Db, key: string, now: number, lockAt: number | null) {
  const row = await db
    .insertInto('login_failures')
    .values({ key, failures: 1, window_until: now + WINDOW_MS, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when login_failures.window_until > ${now} then login_failures.failures + 1 else 1 end`,
        window_until: sql<number>`case when login_failures.window_until > ${now} then login_failures.window_until else excluded.window_until end`,
      }),
    )
    .returning(['failures'])
    .executeTakeFirstOrThrow()
  const failures = Number(row.failures)
  if (lockAt !== null && failures >= lockAt) {
    await db
      .updateTable('login_failures')
      .set({ locked_until: now + LOCK_MS, window_until: now + LOCK_MS })
      .where('key', '=', key)
      .execute()
    return { failures, locked: true }
  }
  return { failures, locked: false }
}

/** Counts a failed password or code. `locked` says this failure locked the pair. */
export async function recordFailure(
  db: Db,
  email: string,
  ip: string,
  now = Date.now(),
): Promise<{ locked: boolean; failures: number }> {
  await bump(db, acctKey(email), now, null)
  return bump(db, pairKey(email, ip), now, LOCK_AFTER)
}

/** The delay before answering a sign-in for this account: 0, then 0.5 s doubling to 10 s. */
export async function accountDelayMs(db: Db, email: string, now = Date.now()): Promise<number> {
  const r = await db
    .selectFrom('login_failures')
    .select(['failures', 'window_until'])
    .where('key', '=', acctKey(email))
    .executeTakeFirst()
  if (!r || Number(r.window_until) <= now) return 0
  const over = Number(r.failures) - SLOW_AFTER
  return over <= 0 ? 0 : Math.min(MAX_DELAY_MS, 500 * 2 ** (over - 1))
}

/** A good sign-in clears its pair and the account's slowdown. */
export async function clearFailures(db: Db, email: string, ip: string): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('key', 'in', [pairKey(email, ip), acctKey(email)])
    .execute()
}

export async function purgeLoginFailures(db: Db, now = Date.now()): Promise<number> {
  const r = await db
    .deleteFrom('login_failures')
    .where('window_until', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst()
  return Number(r.numDeletedRows)
}
