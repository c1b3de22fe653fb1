import { sql } from 'kysely'
import type { Db } from '#app/db/client.server.ts'

export type RateLimitResult = {
  allowed: boolean
  /** Posts counted in the current window, this one included. */
  count: number
  /** Milliseconds until the window ends and the counter starts again. */
  retryAfterMs: number
}

/**
 * Counts one post against `key` in a fixed window and says whether it is within `max`. The
 * counter is one row, changed by a single upsert, so several app processes on one database
 * count together (docs/decisions/0008-rate-limit-counters-in-the-database.md).
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  opts: { max: number; windowMs: number; now?: number },
): Promise<RateLimitResult> {
  const now = opts.now ?? Date.now()
  const row = await db
    .insertInto('rate_limits')
    .values({ key, points: 1, expires_at: now + opts.windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        points: sql<number>`case when rate_limits.expires_at > ${now} then rate_limits.points + 1 else 1 end`,
        expires_at: sql<number>`case when rate_limits.expires_at > ${now} then rate_limits.expires_at else excluded.expires_at end`,
      }),
    )
    .returning(['points', 'expires_at'])
    .executeTakeFirstOrThrow()
  const count = Number(row.points)
  return {
    allowed: count <= opts.max,
    count,
    retryAfterMs: Math.max(0, Number(row.expires_at) - now),
  }
}

/** Drops counters whose window has ended. */
export async function purgeExpiredRateLimits(db: Db, now = Date.now()): Promise<number> {
  const r = await db.deleteFrom('rate_limits').where('expires_at', '<=', now).executeTakeFirst()
  return Number(r.numDeletedRows)
}

/**
 * Client IPs as the rate limit counts them: an IPv4 address, or the /64 network of an IPv6 one
 * (a phone on a mobile network gets a whole /64, and can change addresses within it at will).
 */
export function rateLimitSubject(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  if (v4) return v4[1]!
  if (!ip.includes(':')) return ip
  const [head = '', tail = ''] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
