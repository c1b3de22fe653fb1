import { expect, test, vi } from 'vitest'
import { formatCount } from './site-settings.ts'

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

test('formatCount on a Kannada page groups figures the Indian way, as the en-IN formatter does (1,74,57,000)', () => {
  const reference = new Intl.NumberFormat('en-IN')
  const figures = [0, 7, 999, 1000, 12_345, 100_000, 4_364_000, 17_457_000, -1234567, 2 ** 53 - 1]
  for (let n = 1; n < 1e15; n = n * 7 + 3) figures.push(n)
  for (const n of [...figures, 1234567.5])
    expect(formatCount(n, 'kn'), String(n)).toBe(reference.format(n))
  expect(formatCount(17_457_000, 'kn')).toBe('1,74,57,000')
  expect(formatCount(17_457_000, 'en')).toBe('17,457,000')
})

test('loading the module makes no Intl formatter: a browser loads its locale data for the first one', async () => {
  vi.resetModules()
  const Original = Intl.NumberFormat
  let made = 0
  Intl.NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    made++
    return new Original(...args)
  } as unknown as typeof Intl.NumberFormat
  try {
    const { formatCount: fresh } = await import('./site-settings.ts')
    expect(made).toBe(0)
    expect(fresh(4_364_000)).toBe('4,364,000')
    expect(made).toBe(0)
    expect(fresh(0.5)).toBe('0.5')
    expect(fresh(1.25)).toBe('1.25')
    expect(made).toBe(1)
  } finally {
    Intl.NumberFormat = Original
  }
})
