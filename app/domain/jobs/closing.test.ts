import { expect, test } from 'vitest'
import { closedByDate, closingMoment, firstOpenDay } from './closing'

const midnightIst = Date.parse('2027-01-01T00:00:00+05:30')

test('a job closing on 31 Dec 2026 closes at midnight India time, 18:30 UTC that day', () => {
  expect(closingMoment('2026-12-31')).toBe(midnightIst)
  expect(new Date(midnightIst).toISOString()).toBe('2026-12-31T18:30:00.000Z')
  expect(closedByDate('2026-12-31', midnightIst - 1)).toBe(false)
  expect(closedByDate('2026-12-31', midnightIst)).toBe(true)
  // Early on 31 Dec in UTC it is already 31 Dec in India: still open.
  expect(closedByDate('2026-12-31', Date.parse('2026-12-31T00:00:00Z'))).toBe(false)
  expect(firstOpenDay(midnightIst - 1)).toBe('2026-12-31')
  expect(firstOpenDay(midnightIst)).toBe('2027-01-01')
})

test('no closing date, no closing; a non-date has no closing moment', () => {
  expect(closedByDate(null, midnightIst)).toBe(false)
  expect(closedByDate('', midnightIst)).toBe(false)
  expect(closingMoment('2026-02-31')).toBeNaN()
  expect(closingMoment('soon')).toBeNaN()
})
