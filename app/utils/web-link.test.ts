import { expect, test } from 'vitest'
import { WEB_LINK_PATTERN, webLink } from './web-link.ts'

test('a link without a scheme gets https://; one with http(s) stays as typed', () => {
  expect(webLink('drive.google.com/file/d/abc')).toBe('https://drive.google.com/file/d/abc')
  expect(webLink('  www.linkedin.com/in/deepa-hegde ')).toBe(
    'https://www.linkedin.com/in/deepa-hegde',
  )
  expect(webLink('dropbox.com/s/x?dl=0')).toBe('https://dropbox.com/s/x?dl=0')
  expect(webLink('https://drive.google.com/file/d/abc/view?usp=sharing')).toBe(
    'https://drive.google.com/file/d/abc/view?usp=sharing',
  )
  expect(webLink('http://example.com/cv.pdf')).toBe('http://example.com/cv.pdf')
  expect(webLink('HTTPS://Example.com/CV.pdf')).toBe('https://Example.com/CV.pdf')
  expect(webLink('example.com:8080/cv')).toBe('https://example.com:8080/cv')
})

test('other schemes and things that are not links are refused', () => {
  for (const bad of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'ftp://example.com/cv.pdf',
    'file:///etc/passwd',
    'mailto:me@example.com',
    'https://',
    'https://localhost/cv',
    'localhost/cv',
    'my resume',
    'drive.google.com/file/d/a b',
    '',
  ])
    expect(webLink(bad), bad).toBeNull()
})

test('the pattern compiles the way a browser compiles an input pattern (v flag)', () => {
  const browser = new RegExp(`^(?:${WEB_LINK_PATTERN})$`, 'v')
  expect(browser.test('drive.google.com/file/d/abc')).toBe(true)
  expect(browser.test('https://drive.google.com/file/d/abc')).toBe(true)
  expect(browser.test('javascript:alert(1)')).toBe(false)
})
