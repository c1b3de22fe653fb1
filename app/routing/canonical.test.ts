import { expect, test } from 'vitest'
import { asSent, canonicalRedirect } from './canonical.ts'

test('paths that differ from a canonical one only in case redirect to the lower-case form', () => {
  expect(canonicalRedirect('/TruLove')).toBe('/trulove')
  expect(canonicalRedirect('/NAATI')).toBe('/naati')
  expect(canonicalRedirect('/Our-Brand/Suryakash')).toBe('/our-brand/suryakash')
  expect(canonicalRedirect('/trulove')).toBeNull()
  expect(canonicalRedirect('/')).toBeNull()
})

test('trailing slashes go, the legacy Suggi product path moves, assets and media are left alone', () => {
  expect(canonicalRedirect('/about-us/')).toBe('/about-us')
  expect(canonicalRedirect('/our-brands-detail/our-brands/suggi/products')).toBe(
    '/our-brands/suggi/products',
  )
  expect(canonicalRedirect('/Our-Brands-Detail/our-brands/suggi/products/')).toBe(
    '/our-brands/suggi/products',
  )
  expect(canonicalRedirect('/assets/entry.client-AbC.js')).toBeNull()
  expect(canonicalRedirect('/media/brands/X.svg')).toBeNull()
})

test('console paths keep their case: an invitation token is case-sensitive', () => {
  expect(canonicalRedirect('/admin/invite/AbCdEf-123_xyz')).toBeNull()
})

test('a percent-escape keeps its case; a path that does not decode is left to the router', () => {
  // ಕನ್ನಡ as a browser sends it.
  const kannada = '/kn/%E0%B2%95%E0%B2%A8%E0%B3%8D%E0%B2%A8%E0%B2%A1'
  expect(canonicalRedirect(kannada)).toBeNull()
  expect(canonicalRedirect(`/Our-Brands${kannada}/`)).toBe(`/our-brands${kannada}`)
  expect(canonicalRedirect('/About-Us%20Page')).toBe('/about-us%20page')
  expect(canonicalRedirect('/%E0%A4%A')).toBeNull()
  expect(canonicalRedirect('/NAATI%')).toBeNull()
})

test('an address as a browser sends it: Kannada escaped, the rest as it is', () => {
  expect(asSent('/kn/ಕ?q=a b&x=%41')).toBe('/kn/%E0%B2%95?q=a b&x=%41')
  expect(asSent('/trulove')).toBe('/trulove')
  // A lone surrogate is no letter: dropped, where encodeURIComponent would throw.
  expect(asSent('/a\ud800b')).toBe('/ab')
})
