import { expect, test } from 'vitest'
import { RETRY_BASE_MS, RETRY_CAP_MS, retryDelayMs } from './worker.server.ts'

test('retries wait 30 s, then twice as long each time, never more than an hour', () => {
  const mid = () => 0.5
  expect(RETRY_BASE_MS).toBe(30_000)
  expect(RETRY_CAP_MS).toBe(60 * 60 * 1000)
  expect([1, 2, 3, 4].map((n) => retryDelayMs(n, mid))).toEqual([30_000, 60_000, 120_000, 240_000])
  expect(retryDelayMs(8, mid)).toBe(RETRY_CAP_MS)
  expect(retryDelayMs(50, () => 0.999)).toBe(RETRY_CAP_MS)
  // Jitter: ±10 %.
  expect(retryDelayMs(1, () => 0)).toBe(27_000)
  expect(retryDelayMs(1, () => 1)).toBe(33_000)
})
