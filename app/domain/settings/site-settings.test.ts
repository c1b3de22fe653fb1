import { expect, test } from 'vitest'
import { formatCount } from './site-settings'

test('formatCount writes figures as the en-US formatter does (4,364,000)', () => {
  const reference = new Intl.NumberFormat('en-US')
  const figures = [
    0,
    7,
    42,
    999,
    1000,
    12_345,
    100_000,
    4_364_000,
    1_000_000_000,
    -1234,
    2 ** 53 - 1,
  ]
  for (let n = 1; n < 1e15; n = n * 7 + 3) figures.push(n)
  for (const n of [...figures, 1234.5, 0.25, -0.5])
    expect(formatCount(n), String(n)).toBe(reference.format(n))
  expect(formatCount(4_364_000)).toBe('4,364,000')
})
