import { expect, test } from 'vitest'
import { format, parts } from './format.ts'

test('arguments, figures in Indian grouping, and a missing value left visible', () => {
  expect(format('Call us on {phone}', { phone: '1800 123' })).toBe('Call us on 1800 123')
  expect(format('{count} staples', { count: 17457000 })).toBe('1,74,57,000 staples')
  expect(format('Hello {name}')).toBe('Hello {name}')
})

test('whole figures are grouped as Intl groups them in en-IN, without making a formatter', () => {
  const intl = new Intl.NumberFormat('en-IN')
  const figures = [0, 7, 99, 100, 999, 1000, 12345, 100000, 9999999, 10000000, 123456789012, -4500]
  for (let n = 1; n < Number.MAX_SAFE_INTEGER / 7; n = n * 7 + 3) figures.push(n)
  for (const n of figures) expect(format('{n}', { n })).toBe(intl.format(n))
  // A fraction is rare in a message and left to Intl.
  expect(format('{n} kg', { n: 1234.5 })).toBe('1,234.5 kg')
})

test('plural branches by the language’s rules, exact matches first', () => {
  const m = '{count, plural, =0 {none} one {# product} other {# products}}'
  expect(format(m, { count: 0 })).toBe('none')
  expect(format(m, { count: 1 })).toBe('1 product')
  expect(format(m, { count: 1200 })).toBe('1,200 products')
  const kn = '{count, plural, one {# ಉತ್ಪನ್ನ} other {# ಉತ್ಪನ್ನಗಳು}}'
  expect(format(kn, { count: 1 }, 'kn')).toBe('1 ಉತ್ಪನ್ನ')
  expect(format(kn, { count: 3 }, 'kn')).toBe('3 ಉತ್ಪನ್ನಗಳು')
  expect(format('try in {m, plural, one {# minute} other {# minutes}}, or call', { m: 2 })).toBe(
    'try in 2 minutes, or call',
  )
})

test('select picks by value', () => {
  expect(format('{k, select, a {Apple} other {Other}}', { k: 'a' })).toBe('Apple')
  expect(format('{k, select, a {Apple} other {Other}}', { k: 'z' })).toBe('Other')
})

test('numbered elements come out as parts, with their values formatted', () => {
  expect(parts('Posted <0>{date}</0>', { date: '3 Dec 2026' })).toEqual([
    'Posted ',
    { index: 0, text: '3 Dec 2026' },
  ])
  expect(parts('<0>ಈ</0> {a} <1>{b}</1>.', { a: 'x', b: 'y' })).toEqual([
    { index: 0, text: 'ಈ' },
    ' x ',
    { index: 1, text: 'y' },
    '.',
  ])
})
