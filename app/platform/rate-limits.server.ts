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
