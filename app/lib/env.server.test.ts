import { expect, test } from 'vitest'
import { EnvError, parseEnv } from './env.server'

test('defaults: port 3000, SQLite at data/site.db, PUBLIC_URL from the port', () => {
  const env = parseEnv({})
  expect(env).toMatchObject({
    PORT: 3000,
    DATABASE_URL: 'file:data/site.db',
    PUBLIC_URL: 'http://localhost:3000',
    TRUST_PROXY: 0,
  })
  expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080')
  expect(parseEnv({ PUBLIC_URL: 'https://www.example.com/' }).PUBLIC_URL).toBe(
    'https://www.example.com',
  )
  expect(parseEnv({ PORT: '' }).PORT).toBe(3000)
})

test('a bad value stops start-up with a message naming the variable', () => {
  const bad: Array<[Record<string, string>, string]> = [
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
  ]
  for (const [source, name] of bad) {
    expect(() => parseEnv(source)).toThrow(EnvError)
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`))
  }
})
