import { expect, test } from 'vitest'
import {
  applyPath,
  brandPath,
  categoryPath,
  contactPath,
  idSlug,
  jobPath,
  jobsPath,
  pathOnThisSite,
  postPath,
  productPath,
} from './paths.ts'

test('a brand without a route of its own leads to the server-driven page by id', () => {
  expect(brandPath({ id: 42, path: null })).toBe('/our-brands-detail/42')
  expect(brandPath({ id: 9, path: '/trulove' })).toBe('/trulove')
})

test('a product page sits under its brand', () => {
  const product = { id: 7, slug: 'toor-dal-1-kg' }
  expect(productPath({ id: 2, path: '/our-brands/suggi' }, product)).toBe(
    '/our-brands/suggi/products/7-toor-dal-1-kg',
  )
  expect(productPath({ id: 42, path: null }, product)).toBe(
    '/our-brands-detail/42/products/7-toor-dal-1-kg',
  )
})

test('a category tile leads to its target, its Suggi page, or nowhere', () => {
  const suggi = { path: '/our-brands/suggi' }
  expect(categoryPath(suggi, { slug: 'spices', targetPath: null })).toBe('/our-brands/suggi/spices')
  expect(categoryPath(suggi, { slug: 'biscuits', targetPath: '/trulove' })).toBe('/trulove')
  expect(categoryPath(suggi, { slug: 'unknown', targetPath: null })).toBeNull()
  expect(categoryPath({ path: '/naati' }, { slug: 'spices', targetPath: null })).toBeNull()
})

test('jobs, applications, posts and the contact page', () => {
  expect(idSlug(3, 'x-y')).toBe('3-x-y')
  expect(idSlug(3, '')).toBe('3')
  expect(jobPath({ id: 1, slug: 'field-sales' })).toBe('/opportunity-detail/1-field-sales')
  expect(jobsPath()).toBe('/opportunity')
  expect(jobsPath(2, 6)).toBe('/opportunity?page=2#job-6')
  expect(applyPath()).toBe('/apply-job')
  expect(applyPath({ jobId: 4 })).toBe('/apply-job?job=4')
  expect(applyPath({ sent: true, jobId: 4 })).toBe('/apply-job?sent=1&job=4')
  expect(postPath({ type: 'news', id: 11, slug: 'crosses-80-000' })).toBe(
    '/resource/news/11-crosses-80-000',
  )
  expect(contactPath({ sent: true })).toBe('/contact-us?sent=1')
})

test('a path to go back to stays on this site, however a browser would read it', () => {
  expect(pathOnThisSite('/privacy-policy')).toBe('/privacy-policy')
  expect(pathOnThisSite('/apply-job?job=7#form')).toBe('/apply-job?job=7#form')
  // A Kannada word comes back as a browser sends it.
  expect(pathOnThisSite('/kn/ಉದ್ಯೋಗ')).toBe(
    '/kn/%E0%B2%89%E0%B2%A6%E0%B3%8D%E0%B2%AF%E0%B3%8B%E0%B2%97',
  )
  // Every way a browser would take out of the site.
  for (const away of [
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
  ])
    expect(pathOnThisSite(away), JSON.stringify(away)).toBeNull()
  expect(pathOnThisSite(null)).toBeNull()
  expect(pathOnThisSite('')).toBeNull()
})
