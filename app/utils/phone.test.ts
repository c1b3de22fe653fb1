import { expect, test } from 'vitest'
import { formatPhone, PHONE_INPUT_PATTERN, phoneDigits } from './phone.ts'

test('a phone typed with +91, 91 or 0 in front, spaces or dashes, gives its ten digits', () => {
  for (const typed of [
    '9876543210',
    '+91 98765 43210',
    '+919876543210',
    '91 98765 43210',
    '098765 43210',
    '+91-98765-43210',
    ' 98765-43210 ',
  ])
    expect(phoneDigits(typed), typed).toBe('9876543210')
  // A ten-digit number that happens to start with 91 is not mistaken for a prefix.
  expect(phoneDigits('9123456780')).toBe('9123456780')
})

test('anything else is not a phone number', () => {
  for (const typed of [
    '',
    '987654321',
    '98765432101',
    '+1 415 555 0100 00',
    '+92 98765 43210',
    '98765abcde',
    '98765.43210',
    '+91 98765 43210 ext 5',
  ])
    expect(phoneDigits(typed), typed).toBeNull()
})

test('one display form: +91 and two groups of five', () => {
  expect(formatPhone('8065550123')).toBe('+91 80655 50123')
  expect(formatPhone('+91 80655 50145')).toBe('+91 80655 50145')
  expect(formatPhone('+918065550145')).toBe('+91 80655 50145')
  expect(formatPhone('080-6555-0123')).toBe('+91 80655 50123')
  // Not an Indian number: shown as stored rather than mangled.
  expect(formatPhone(' 1800 123 4567 ')).toBe('1800 123 4567')
})

test('the pattern compiles the way a browser compiles an input pattern (v flag)', () => {
  const browser = new RegExp(`^(?:${PHONE_INPUT_PATTERN})$`, 'v')
  expect(browser.test('+91 98765 43210')).toBe(true)
  expect(browser.test('98765 43210')).toBe(true)
  expect(browser.test('phone me')).toBe(false)
})
