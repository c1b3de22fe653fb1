import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { consumeRateLimit, purgeExpiredRateLimits, rateLimitSubject } from './rate-limits.server.ts'

describeEachEngine('rate-limit counters', {}, (get) => {
  const opts = { max: 3, windowMs: 60_000 }

  test('counts posts in a fixed window, refuses past the maximum, starts again after it', async () => {
    const db = get().db
    const t0 = 1_000_000
    const seen = []
    for (let i = 0; i < 4; i++)
      seen.push(await consumeRateLimit(db, 'k1', { ...opts, now: t0 + i }))
    expect(seen.map((r) => [r.count, r.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ])
    expect(seen[3]!.retryAfterMs).toBe(60_000 - 3)
    const later = await consumeRateLimit(db, 'k1', { ...opts, now: t0 + 60_000 })
    expect([later.count, later.allowed, later.retryAfterMs]).toEqual([1, true, 60_000])
    // Keys are counted apart.
    expect((await consumeRateLimit(db, 'k2', { ...opts, now: t0 })).count).toBe(1)
  })

  test('posts at the same moment from several connections are each counted once', async () => {
    const db = get().db
    const now = 5_000_000
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit(db, 'burst', { ...opts, now })),
    )
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(3)
  })

  test('ended windows are purged, running ones kept', async () => {
    const db = get().db
    await consumeRateLimit(db, 'old', { ...opts, now: 0 })
    await consumeRateLimit(db, 'new', { ...opts, now: 10_000_000 })
    expect(await purgeExpiredRateLimits(db, 10_000_000)).toBeGreaterThanOrEqual(1)
    const keys = await db.selectFrom('rate_limits').select('key').execute()
    expect(keys.map((k) => k.key)).toContain('new')
    expect(keys.map((k) => k.key)).not.toContain('old')
  })
})

test('the rate limit counts an IPv4 address alone and an IPv6 address by its /64 network', () => {
  expect(rateLimitSubject('203.0.113.9')).toBe('203.0.113.9')
  expect(rateLimitSubject('::ffff:203.0.113.9')).toBe('203.0.113.9')
  expect(rateLimitSubject('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64')
  expect(rateLimitSubject('2001:0db8:abcd:0012:ffff::1')).toBe('2001:db8:abcd:12::/64')
  expect(rateLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64')
  expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64')
  expect(rateLimitSubject('unknown')).toBe('unknown')
})
