import { expect, test } from 'vitest'
import { rateLimitSubject } from './submit.server'

test('the rate limit counts an IPv4 address alone and an IPv6 address by its /64 network', () => {
  expect(rateLimitSubject('203.0.113.9')).toBe('203.0.113.9')
  expect(rateLimitSubject('::ffff:203.0.113.9')).toBe('203.0.113.9')
  expect(rateLimitSubject('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64')
  expect(rateLimitSubject('2001:0db8:abcd:0012:ffff::1')).toBe('2001:db8:abcd:12::/64')
  expect(rateLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64')
  expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64')
  expect(rateLimitSubject('unknown')).toBe('unknown')
})
