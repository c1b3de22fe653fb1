import { expect, test } from 'vitest'
import { inLang, langOfPath, pageOf, pagePath } from './lang.ts'

test('a page’s language and path come from its URL', () => {
  expect(langOfPath('/kn')).toBe('kn')
  expect(langOfPath('/kn/about-us')).toBe('kn')
  expect(langOfPath('/knowledge')).toBe('en')
  expect(langOfPath('/')).toBe('en')
  expect(pagePath('/kn')).toBe('/')
  expect(pagePath('/kn/naati/products/3-x')).toBe('/naati/products/3-x')
  expect(pageOf(new URL('http://x/kn/contact-us?sent=1'))).toEqual({
    lang: 'kn',
    path: '/contact-us',
  })
})

test('a site page’s address in each language; anything else as it is', () => {
  expect(inLang('/', 'kn')).toBe('/kn')
  expect(inLang('/about-us', 'kn')).toBe('/kn/about-us')
  expect(inLang('/opportunity?page=2#job-11', 'kn')).toBe('/kn/opportunity?page=2#job-11')
  expect(inLang('/kn/about-us', 'kn')).toBe('/kn/about-us')
  expect(inLang('/kn/about-us', 'en')).toBe('/about-us')
  expect(inLang('/kn', 'en')).toBe('/')
  for (const other of [
    'https://example.com/a',
    '//example.com',
    '#products',
    '?line=wafers',
    'tel:+911234',
    '/media/site/logo.svg',
    '/resource/blog/feed.xml',
    '/admin/jobs',
    '/api/v2/jobs',
    '/sitemap.xml',
  ])
    expect(inLang(other, 'kn')).toBe(other)
})
