import { expect, test } from 'vitest'
import { deepFreeze, memoizeByString } from './memo.ts'

test('computes each input once while it is among the last `max` used', () => {
  const calls: string[] = []
  const upper = memoizeByString(
    (s) => {
      calls.push(s)
      return s.toUpperCase()
    },
    { max: 2 },
  )
  expect(upper('a')).toBe('A')
  expect(upper('b')).toBe('B')
  expect(upper('a')).toBe('A') // kept; now the most recently used
  expect(upper('c')).toBe('C') // drops 'b', the least recently used
  expect(upper('a')).toBe('A')
  expect(upper('b')).toBe('B') // computed again
  expect(calls).toEqual(['a', 'b', 'c', 'b'])
})

test('an input over maxInput is computed every time and never kept', () => {
  let n = 0
  const count = memoizeByString(() => ++n, { maxInput: 3 })
  expect(count('long')).toBe(1)
  expect(count('long')).toBe(2)
  expect(count('abc')).toBe(3)
  expect(count('abc')).toBe(3)
})

test('deepFreeze makes a shared parsed value read-only all the way down', () => {
  const v = deepFreeze({ a: { b: [1, { c: 2 }] } })
  expect(Object.isFrozen(v.a.b[1])).toBe(true)
  expect(() => {
    ;(v.a.b as unknown[]).push(3)
  }).toThrow(TypeError)
})
