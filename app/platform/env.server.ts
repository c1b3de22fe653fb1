import { z } from 'zod'

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const port = z.coerce.number().int().min(0).max(65535)

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** An address, or "Name <address>". */
const mailbox = z
  .string()
  .trim()
  .refine(
    (v) => z.email().safeParse(/<([^<>]+)>\s*$/.exec(v)?.[1] ?? v).success,
    'must be an e-mail address or "Name <address>"',
  )

/** One or more addresses, separated by commas. */
const addressList = z
  .string()
  .trim()
  .refine(
    (v) => v.split(',').every((a) => mailbox.safeParse(a).success),
    'must be e-mail addresses separated by commas',
  )

/**
 * Every setting the server reads, validated once at boot. A bad value stops the server with a
 * message naming the variable (see formatEnvError). Keep README.md and .env.example in step.
 */
const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  PORT: z.preprocess(emptyToUndefined, port.default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(file:|postgres:\/\/|postgresql:\/\/)/, 'must start with file: or postgres://')
      .default('file:data/site.db'),
  ),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  MEDIA_DIR: z.preprocess(emptyToUndefined, z.string().default('data/media')),
  MEDIA_CACHE_DIR: z.preprocess(emptyToUndefined, z.string().default('data/cache/media')),
  // The largest picture the media library takes, in megabytes (refused with 413 as it streams in).
  MEDIA_MAX_MB: z.preprocess(emptyToUndefined, count(1, 1024).default(10)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  APP_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),

  // The staff console (README "Staff console"). The key that encrypts TOTP secrets, kept outside
  // the database: 32 bytes as 64 hex digits or base64. Unset: made once into MFA_KEY_FILE (0600).
  MFA_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) => /^[0-9a-f]{64}$/i.test(v) || Buffer.from(v, 'base64').length === 32,
        'must be 32 bytes: 64 hex digits or base64',
      )
      .optional(),
  ),
  MFA_KEY_FILE: z.preprocess(emptyToUndefined, z.string().default('data/mfa.key')),
  AUDIT_RETENTION_DAYS: z.preprocess(emptyToUndefined, count(1, 36_500).default(365)),

  // `npm run db:backup` / `db:restore` (docs/deploy.md "Backups"): encrypts and opens backups.
  BACKUP_PASSPHRASE: z.preprocess(
    emptyToUndefined,
    z.string().min(12, 'must be at least 12 characters').optional(),
  ),

  // Forms and their delivery (docs/decisions/0007-forms-stored-first-delivered-by-an-outbox.md).
  MAIL_TRANSPORT: z.preprocess(emptyToUndefined, z.enum(['log', 'smtp', 'emailjs']).default('log')),
  MAIL_LOG_DIR: z.preprocess(emptyToUndefined, z.string().default('data/outbox')),
  MAIL_TO: z.preprocess(emptyToUndefined, addressList.optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, mailbox.optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  EMAILJS_SERVICE_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  EMAILJS_TEMPLATE_CONTACT: z.preprocess(emptyToUndefined, z.string().optional()),
  EMAILJS_TEMPLATE_APPLY: z.preprocess(emptyToUndefined, z.string().optional()),
  EMAILJS_TEMPLATE_INVITE: z.preprocess(emptyToUndefined, z.string().optional()),
  EMAILJS_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  EMAILJS_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  MAIL_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, count(1, 1000).default(25)),
  FORM_MIN_SECONDS: z.preprocess(emptyToUndefined, count(0, 600).default(2)),
  RATE_LIMIT_MAX: z.preprocess(emptyToUndefined, count(1, 1_000_000).default(20)),
  RATE_LIMIT_WINDOW_SECONDS: z.preprocess(emptyToUndefined, count(1, 86_400).default(600)),
  RATE_LIMIT_DUPLICATE_HOURS: z.preprocess(emptyToUndefined, count(0, 8760).default(24)),
  RETENTION_DAYS: z.preprocess(emptyToUndefined, count(1, 36_500).default(365)),

  // The content API (docs/api.md). Requests a minute per client address, 0 = no limit; and the
  // origins whose browser pages may call it (CORS), none by default.
  API_RATE_LIMIT: z.preprocess(emptyToUndefined, count(0, 1_000_000).default(600)),
  API_CORS_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .refine(
        (list) => list.every((o) => /^https?:\/\/[^/?#\s]+$/i.test(o)),
        'must be origins like https://erp.example.com, separated by commas (no path, no trailing /)',
      )
      .transform((list) => list.map((o) => o.toLowerCase())),
  ),
  // Remote mode (README "Remote mode", DESIGN.md): read the ERP's pages through its /api/v2 calls
  // instead of the database. The calls' base, the base its image paths are relative to, the
  // time one attempt may take, and how long an answer is fresh (a day of stale-if-error beyond).
  CONTENT_API_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL, e.g. https://erp.example/api/v2',
      })
      .refine((v) => !/[?#]/.test(v), 'must not have a query or fragment')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  CONTENT_MEDIA_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL, e.g. https://erp.example/uploads',
      })
      .refine((v) => !/[?#]/.test(v), 'must not have a query or fragment')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  CONTENT_API_TIMEOUT_MS: z.preprocess(emptyToUndefined, count(50, 120_000).default(3000)),
  CONTENT_CACHE_TTL_S: z.preprocess(emptyToUndefined, count(1, 86_400).default(60)),
  // The page cache (docs/page-cache.md): on unless PAGE_CACHE=off; its memory cap in megabytes.
  PAGE_CACHE: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum(['on', 'off']).default('on'),
  ),
  PAGE_CACHE_MAX_MB: z.preprocess(emptyToUndefined, count(1, 65_536).default(64)),
})

/** Settings that need others (a transport's, remote mode's): named in the error when missing. */
function requireTogether(
  env: z.infer<typeof envSchema>,
): Array<{ path: PropertyKey[]; message: string }> {
  const needed: Record<string, Array<keyof typeof env>> = {
    log: [],
    smtp: ['SMTP_URL', 'MAIL_TO', 'MAIL_FROM'],
    emailjs: [
      'EMAILJS_SERVICE_ID',
      'EMAILJS_TEMPLATE_CONTACT',
      'EMAILJS_TEMPLATE_APPLY',
      'EMAILJS_PUBLIC_KEY',
    ],
  }
  const missing = (needed[env.MAIL_TRANSPORT] ?? [])
    .filter((key) => env[key] === undefined)
    .map((key) => ({
      path: [key] as PropertyKey[],
      message: `is required when MAIL_TRANSPORT=${env.MAIL_TRANSPORT}`,
    }))
  if (env.CONTENT_MEDIA_URL && !env.CONTENT_API_URL)
    missing.push({
      path: ['CONTENT_MEDIA_URL'],
      message: 'is used only in remote mode: set CONTENT_API_URL too, or leave it empty',
    })
  return missing
}

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string }

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  const issues = result.success ? requireTogether(result.data) : result.error.issues
  if (!result.success || issues.length) {
    const lines = issues.map((i) => `  ${i.path.map(String).join('.') || '(env)'}: ${i.message}`)
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }
}
