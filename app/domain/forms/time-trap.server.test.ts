import { expect, test } from 'vitest'
import { TOKEN_MAX_AGE_MS, checkToken, issueToken } from './time-trap.server.ts'

const secret = 'a-secret-of-at-least-thirty-two-characters'
const t0 = 1_750_000_000_000

test('a token is good from FORM_MIN_SECONDS after the page was drawn until a day later', () => {
  const token = issueToken(secret, 'contact', t0)
  const at = (ms: number) => checkToken(secret, 'contact', token, { minSeconds: 2, now: t0 + ms })
  expect(at(0)).toBe('too-fast')
  expect(at(1_999)).toBe('too-fast')
  expect(at(2_000)).toBe('ok')
  expect(at(TOKEN_MAX_AGE_MS)).toBe('ok')
  expect(at(TOKEN_MAX_AGE_MS + 1)).toBe('expired')
  expect(checkToken(secret, 'contact', token, { minSeconds: 0, now: t0 })).toBe('ok')
})

test('a token cannot be backdated, moved to another form, or signed with another secret', () => {
  const token = issueToken(secret, 'contact', t0)
  const [stamp, sig] = token.split('.')
  const earlier = `${(t0 - 60_000).toString(36)}.${sig}`
  const check = (t: unknown, form = 'contact', key = secret) =>
    checkToken(key, form, t, { minSeconds: 2, now: t0 + 10_000 })
  expect(check(token)).toBe('ok')
  expect(check(earlier)).toBe('invalid')
  expect(check(token, 'apply')).toBe('invalid')
  expect(check(token, 'contact', `${secret}x`)).toBe('invalid')
  expect(check(`${stamp}.${sig!.slice(0, -1)}A`)).not.toBe('ok')
  for (const junk of [undefined, null, 42, '', '.', 'abc', `${stamp}.`, `${stamp}.${sig}.x`])
    expect(check(junk)).toBe('invalid')
  // From the future (beyond a minute of clock difference between processes).
  const future = issueToken(secret, 'contact', t0 + 10_000 + 61_000)
  expect(check(future)).toBe('invalid')
})
