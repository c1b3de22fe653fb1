import { expect, test } from 'vitest'
import { EnvError, parseEnv } from './env.server.ts'

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

test('forms and mail: log transport, 2 s time-trap, 20 posts per 10 minutes, a year of retention', () => {
  expect(parseEnv({})).toMatchObject({
    MAIL_TRANSPORT: 'log',
    MAIL_LOG_DIR: 'data/outbox',
    MAIL_MAX_ATTEMPTS: 25,
    FORM_MIN_SECONDS: 2,
    RATE_LIMIT_MAX: 20,
    RATE_LIMIT_WINDOW_SECONDS: 600,
    RATE_LIMIT_DUPLICATE_HOURS: 24,
    RETENTION_DAYS: 365,
  })
  const smtp = parseEnv({
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    MAIL_TO: 'vendors@example.com, hr@example.com',
    MAIL_FROM: 'Gramasiri website <website@example.com>',
  })
  expect(smtp.MAIL_TO).toBe('vendors@example.com, hr@example.com')
})

test('a transport without the settings it needs, or a bad mail value, names the variable', () => {
  const bad: Array<[Record<string, string>, string]> = [
    [{ MAIL_TRANSPORT: 'carrier-pigeon' }, 'MAIL_TRANSPORT'],
    [{ MAIL_TRANSPORT: 'smtp', MAIL_TO: 'a@example.com', MAIL_FROM: 'b@example.com' }, 'SMTP_URL'],
    [{ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://h', MAIL_FROM: 'b@example.com' }, 'MAIL_TO'],
    [{ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://h', MAIL_TO: 'a@example.com' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL'],
    [{ MAIL_TO: 'not-an-address' }, 'MAIL_TO'],
    [{ MAIL_TO: 'a@example.com,,' }, 'MAIL_TO'],
    [{ MAIL_FROM: 'Website <nobody>' }, 'MAIL_FROM'],
    [
      {
        MAIL_TRANSPORT: 'emailjs',
        EMAILJS_SERVICE_ID: 's',
        EMAILJS_TEMPLATE_CONTACT: 't1',
        EMAILJS_TEMPLATE_APPLY: 't2',
      },
      'EMAILJS_PUBLIC_KEY',
    ],
    [{ MAIL_TRANSPORT: 'emailjs', EMAILJS_PUBLIC_KEY: 'k' }, 'EMAILJS_SERVICE_ID'],
    [{ FORM_MIN_SECONDS: '-1' }, 'FORM_MIN_SECONDS'],
    [{ FORM_MIN_SECONDS: 'soon' }, 'FORM_MIN_SECONDS'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX'],
    [{ RATE_LIMIT_WINDOW_SECONDS: '1.5' }, 'RATE_LIMIT_WINDOW_SECONDS'],
    [{ RATE_LIMIT_DUPLICATE_HOURS: 'x' }, 'RATE_LIMIT_DUPLICATE_HOURS'],
    [{ RETENTION_DAYS: '0' }, 'RETENTION_DAYS'],
    [{ MAIL_MAX_ATTEMPTS: '0' }, 'MAIL_MAX_ATTEMPTS'],
  ]
  for (const [source, name] of bad) {
    expect(() => parseEnv(source), name).toThrow(EnvError)
    expect(() => parseEnv(source), name).toThrow(new RegExp(`${name}:`))
  }
  // The EmailJS private key stays optional: accounts without "use private key" work without it.
  expect(
    parseEnv({
      MAIL_TRANSPORT: 'emailjs',
      EMAILJS_SERVICE_ID: 's',
      EMAILJS_TEMPLATE_CONTACT: 't1',
      EMAILJS_TEMPLATE_APPLY: 't2',
      EMAILJS_PUBLIC_KEY: 'k',
    }).EMAILJS_PRIVATE_KEY,
  ).toBeUndefined()
})

test('remote mode: off by default; its URLs, timeout and TTL checked with clear messages', () => {
  expect(parseEnv({}).CONTENT_API_URL).toBeUndefined()
  expect(parseEnv({})).toMatchObject({
    CONTENT_API_TIMEOUT_MS: 3000,
    CONTENT_CACHE_TTL_S: 60,
  })
  expect(
    parseEnv({
      CONTENT_API_URL: 'https://erp.example/api/v2/',
      CONTENT_MEDIA_URL: 'https://cdn.example/uploads',
      CONTENT_API_TIMEOUT_MS: '800',
      CONTENT_CACHE_TTL_S: '5',
    }),
  ).toMatchObject({
    CONTENT_API_URL: 'https://erp.example/api/v2',
    CONTENT_MEDIA_URL: 'https://cdn.example/uploads',
    CONTENT_API_TIMEOUT_MS: 800,
    CONTENT_CACHE_TTL_S: 5,
  })
  const bad: Array<[Record<string, string>, RegExp]> = [
    [{ CONTENT_API_URL: 'erp.example/api/v2' }, /CONTENT_API_URL: must be an http/],
    [{ CONTENT_API_URL: 'ftp://erp.example' }, /CONTENT_API_URL:/],
    [{ CONTENT_API_URL: 'https://erp.example/api/v2?x=1' }, /CONTENT_API_URL: must not have/],
    [{ CONTENT_MEDIA_URL: 'https://cdn.example' }, /CONTENT_MEDIA_URL: is used only in remote/],
    [{ CONTENT_API_TIMEOUT_MS: '10' }, /CONTENT_API_TIMEOUT_MS:/],
    [{ CONTENT_CACHE_TTL_S: '0' }, /CONTENT_CACHE_TTL_S:/],
  ]
  for (const [source, message] of bad) expect(() => parseEnv(source)).toThrow(message)
})
