import { expect, test } from 'vitest'
import { formatDate, formatDateTimeIST, formatMomentIST } from './dates.ts'
import { parseIdParam, slugify } from './slug.ts'

test('slugs and id params', () => {
  expect(slugify('Toor Dal 1 kg')).toBe('toor-dal-1-kg')
  expect(slugify('Salt & Pepper — Café')).toBe('salt-and-pepper-cafe')
  expect(parseIdParam('12')).toEqual({ id: 12, slug: '' })
  expect(parseIdParam('12-field-sales')).toEqual({ id: 12, slug: 'field-sales' })
  for (const bad of ['', 'abc', '12abc', '-12', '1234567890', undefined])
    expect(parseIdParam(bad)).toBeNull()
})

test('dates read the Indian way, the same on server and browser', () => {
  expect(formatDate('2025-03-12')).toBe('12 Mar 2025')
  expect(formatDate('2025-11-01')).toBe('1 Nov 2025')
  expect(formatDate(null)).toBe('')
  expect(formatDate('soon')).toBe('')
  expect(formatDate('2025-13-01')).toBe('')
})

test('times print in India Standard Time, the same on server and browser', () => {
  expect(formatDateTimeIST(Date.UTC(2026, 10, 26, 8, 35))).toBe('26 Nov 2026, 14:05')
  expect(formatDateTimeIST(Date.UTC(2026, 11, 31, 20, 0))).toBe('1 Jan 2027, 01:30')
  expect(formatDateTimeIST(null)).toBe('')
  expect(formatMomentIST(Date.UTC(2026, 11, 1, 20, 37, 41))).toBe('2 Dec 2026, 02:07 IST')
  expect(formatMomentIST(0)).toBe('')
})
