import { expect, test } from 'vitest'
import { consolePaths, safeNext } from './console.ts'

// Where the sign-in sends staff on: the `next` of a link can be written by anyone.
test('next: a console path goes through; anything else is the dashboard', () => {
  expect(safeNext('/admin/jobs?page=2')).toBe('/admin/jobs?page=2')
  expect(safeNext('/admin')).toBe('/admin')
  for (const other of [
    null,
    '',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '/admin\\@evil.example',
    '/adminx',
    '/contact-us',
    '/admin/\r\nSet-Cookie: a=b',
    '/admin/\u0000',
    '/admin/\u007f',
  ])
    expect(safeNext(other), JSON.stringify(other)).toBe(consolePaths.dashboard)
})

test('next: a Kannada word comes back escaped, so it fits a Location header', () => {
  const kannada = '/admin/search?q=ಕನ್ನಡ ಉದ್ಯೋಗ'
  const next = safeNext(kannada)
  expect(next).toBe(
    '/admin/search?q=%E0%B2%95%E0%B2%A8%E0%B3%8D%E0%B2%A8%E0%B2%A1 %E0%B2%89%E0%B2%A6%E0%B3%8D%E0%B2%AF%E0%B3%8B%E0%B2%97',
  )
  expect(decodeURI(next)).toBe(kannada)
  // The raw address made React Router's redirect() throw (a 500 after signing in).
  expect(() => new Headers({ Location: kannada })).toThrow()
  expect(new Headers({ Location: next }).get('location')).toBe(next)
})
