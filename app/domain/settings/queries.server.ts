import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { identityDefaults } from './defaults.ts'
import type { Db } from '#app/db/client.server.ts'
import { deepFreeze, memoizeByString } from '#app/utils/memo.ts'
import type { SiteSettings } from './site-settings.ts'

const text = z.string().trim().min(1)
const digits10 = z.string().regex(/^\d{10}$/, 'must be 10 digits')

export const siteSettingsSchema = z.object({
  companyName: text,
  shortName: text,
  tagline: z.string(),
  customerCarePhone: digits10,
  generalEmail: z.email(),
  vendorPhone: z.string().regex(/^\+91[\d ]{10,14}$/, 'must be in +91 form'),
  vendorEmail: z.email(),
  whatsappNumber: digits10,
  whatsappMessage: text,
  supportPhone: digits10,
  contactHours: text,
  address: z.object({ lines: z.array(text).min(1), reviewUrl: z.url() }),
  social: z.object({
    youtube: z.url(),
    facebook: z.url(),
    x: z.url(),
    instagram: z.url(),
    linkedin: z.url(),
  }),
  grievanceOfficer: z.object({ name: text, email: z.email() }),
  stats: z.array(z.object({ key: text, label: text, value: z.number().int().nonnegative() })),
  copyrightYear: z.number().int().min(2000).max(2100),
  copyrightLine: text,
  copyrightShort: text,
}) satisfies z.ZodType<SiteSettings>

/**
 * The settings record. Fields missing or invalid in the stored JSON fall back to the defaults
 * one by one, so a half-edited record never takes the site down.
 */
export async function getSettings(db: Db): Promise<SiteSettings> {
  const row = await db.selectFrom('settings').select('data').where('id', '=', 1).executeTakeFirst()
  return row ? settingsFrom(row.data) : identityDefaults
}

/** The stored JSON read field by field onto the defaults, once per stored text (every page asks). */
const settingsFrom = memoizeByString((data): SiteSettings => {
  let stored: Record<string, unknown>
  try {
    stored = JSON.parse(data) as Record<string, unknown>
  } catch {
    return identityDefaults
  }
  const merged: Record<string, unknown> = { ...identityDefaults }
  const shape = siteSettingsSchema.shape
  for (const key of Object.keys(shape) as Array<keyof typeof shape>) {
    const parsed = shape[key].safeParse(stored[key])
    if (parsed.success) merged[key] = parsed.data
  }
  return deepFreeze(merged as SiteSettings)
})

export async function saveSettings(db: Db, settings: SiteSettings): Promise<void> {
  const data = JSON.stringify(siteSettingsSchema.parse(settings))
  await db
    .insertInto('settings')
    .values({ id: 1, data, updated_at: Date.now() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: Date.now() }))
    .execute()
}

/**
 * The secret that signs form time-traps and sessions when APP_SECRET is not set: made once and
 * kept in the database, so restarts and several processes share it. The first writer wins.
 */
export async function getOrCreateAppSecret(db: Db): Promise<string> {
  const candidate = randomBytes(32).toString('base64url')
  await db
    .insertInto('app_meta')
    .values({ key: 'app_secret', value: candidate })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'app_secret')
    .executeTakeFirstOrThrow()
  return row.value
}
