import { paths } from '#app/routing/paths.ts'
import type { Db } from '#app/db/client.server.ts'
import type { DeclaredField } from '#app/domain/content/declared.server.ts'
import type { Values } from '#app/domain/content/fields.ts'
import type { ContentKind } from '#app/domain/content/kind.server.ts'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import {
  getSettings,
  saveSettings,
  siteSettingsSchema,
} from '#app/domain/settings/queries.server.ts'
import {
  socialLabels,
  socialOrder,
  type SiteSettings,
  type SocialKey,
} from '#app/domain/settings/site-settings.ts'
import { list, num, str } from './common.server.ts'

/**
 * The site identity and the six statistics (app/domain/settings): one record, edited at
 * /admin/settings by administrators, live as soon as it is saved (no drafts: `publishing` is
 * null). The form's fields are flat; `toSettings` puts them back into the record's shape, and the
 * record's own schema (settings/queries.server.ts) checks the result before anything is written.
 * Its words (names, lines, the statistics' labels …) are declared `localized`: staff write their
 * Kannada in the editor's Kannada tab, with its own draft and publish (translations.server.ts),
 * and the Kannada pages read it through `settingsInLang` (settings/translated.server.ts).
 */
export const SETTINGS_ID = 'site'
const STATS = 6

const phone10 = { pattern: '\\d{10}', patternMessage: 'Enter 10 digits, like 8065550123.' }

const statFields: DeclaredField[] = Array.from({ length: STATS }, (_, i): DeclaredField[] => [
  {
    type: 'text',
    name: `stat${i + 1}Label`,
    localized: true,
    label: `Statistic ${i + 1}: label`,
    required: true,
    max: 40,
  },
  {
    type: 'number',
    name: `stat${i + 1}Value`,
    label: `Statistic ${i + 1}: figure`,
    required: true,
    min: 0,
    max: 999_999_999,
  },
]).flat()

export const settingsFields: DeclaredField[] = [
  {
    type: 'text',
    name: 'companyName',
    localized: true,
    label: 'Company name',
    required: true,
    max: 150,
    hint: 'In full, as the footer and the privacy policy name it.',
  },
  {
    type: 'text',
    name: 'shortName',
    localized: true,
    label: 'Short name',
    required: true,
    max: 60,
    hint: 'Used in running text and in "<short name> Vani".',
  },
  { type: 'text', name: 'tagline', localized: true, label: 'Tagline', max: 200, wide: true },
  {
    type: 'tel',
    name: 'customerCarePhone',
    label: 'Customer care phone',
    required: true,
    ...phone10,
  },
  { type: 'email', name: 'generalEmail', label: 'General e-mail', required: true },
  {
    type: 'tel',
    name: 'vendorPhone',
    label: 'Vendor phone',
    required: true,
    pattern: '\\+91[\\d ]{10,14}',
    patternMessage: 'Start with +91, like +91 80655 50145.',
  },
  { type: 'email', name: 'vendorEmail', label: 'Vendor e-mail', required: true },
  { type: 'tel', name: 'supportPhone', label: 'Support phone', required: true, ...phone10 },
  {
    type: 'tel',
    name: 'whatsappNumber',
    label: 'WhatsApp number',
    required: true,
    ...phone10,
  },
  {
    type: 'textarea',
    name: 'whatsappMessage',
    localized: true,
    label: 'WhatsApp first message',
    required: true,
    max: 500,
    wide: true,
    hint: 'The chat button opens WhatsApp with the number above and this message, which the visitor can change.',
  },
  {
    type: 'text',
    name: 'contactHours',
    localized: true,
    label: 'Contact hours',
    required: true,
    max: 100,
    wide: true,
  },
  {
    type: 'strings',
    name: 'addressLines',
    localized: true,
    label: 'Address',
    required: true,
    max: 150,
    hint: 'One line per line of the address, as the footer and the Contact page show it.',
  },
  {
    type: 'url',
    name: 'reviewUrl',
    label: 'Map and reviews link',
    required: true,
    hint: 'Where "find us" leads, e.g. the Google Maps page.',
  },
  ...socialOrder.map((key, i): DeclaredField => ({
    type: 'url',
    name: `social_${key}`,
    label: `${socialLabels[key]} page`,
    required: true,
    // Five links: the last takes a whole row, so the pairs below stay side by side.
    wide: i === socialOrder.length - 1 ? true : undefined,
  })),
  {
    type: 'text',
    name: 'grievanceName',
    localized: true,
    label: 'Grievance officer',
    required: true,
    max: 100,
    hint: 'Named on the privacy policy and the forms (DPDP Act).',
  },
  {
    type: 'email',
    name: 'grievanceEmail',
    label: "Grievance officer's e-mail",
    required: true,
    hint: 'Where people send requests about their personal data.',
  },
  ...statFields,
  {
    type: 'number',
    name: 'copyrightYear',
    label: 'Copyright year',
    hint: 'The year the copyright lines below name.',
    required: true,
    min: 2000,
    max: 2100,
  },
  {
    type: 'text',
    name: 'copyrightShort',
    localized: true,
    label: 'Short copyright line',
    required: true,
    max: 100,
    hint: 'In the menu on phones and on brand pages.',
  },
  {
    type: 'text',
    name: 'copyrightLine',
    localized: true,
    label: 'Copyright line',
    required: true,
    max: 200,
    wide: true,
    hint: 'At the foot of every page.',
  },
]

/** The record as its editor's values (the seed writes the sample Kannada in this shape). */
export function toValues(s: SiteSettings): Values {
  const v: Values = {
    companyName: s.companyName,
    shortName: s.shortName,
    tagline: s.tagline,
    customerCarePhone: s.customerCarePhone,
    generalEmail: s.generalEmail,
    vendorPhone: s.vendorPhone,
    vendorEmail: s.vendorEmail,
    supportPhone: s.supportPhone,
    whatsappNumber: s.whatsappNumber,
    whatsappMessage: s.whatsappMessage,
    contactHours: s.contactHours,
    addressLines: s.address.lines,
    reviewUrl: s.address.reviewUrl,
    grievanceName: s.grievanceOfficer.name,
    grievanceEmail: s.grievanceOfficer.email,
    copyrightYear: s.copyrightYear,
    copyrightLine: s.copyrightLine,
    copyrightShort: s.copyrightShort,
  }
  for (const key of socialOrder) v[`social_${key}`] = s.social[key]
  for (let i = 0; i < STATS; i++) {
    const stat = s.stats[i] ?? identityDefaults.stats[i]!
    v[`stat${i + 1}Label`] = stat.label
    v[`stat${i + 1}Value`] = stat.value
  }
  return v
}

/** The record from the form; each statistic keeps the key it had (the pages find them by it). */
export function toSettings(v: Values, current: SiteSettings): SiteSettings {
  return {
    companyName: str(v.companyName),
    shortName: str(v.shortName),
    tagline: str(v.tagline),
    customerCarePhone: str(v.customerCarePhone),
    generalEmail: str(v.generalEmail),
    vendorPhone: str(v.vendorPhone),
    vendorEmail: str(v.vendorEmail),
    whatsappNumber: str(v.whatsappNumber),
    whatsappMessage: str(v.whatsappMessage),
    supportPhone: str(v.supportPhone),
    contactHours: str(v.contactHours),
    address: { lines: list(v.addressLines), reviewUrl: str(v.reviewUrl) },
    social: Object.fromEntries(socialOrder.map((k) => [k, str(v[`social_${k}`])])) as Record<
      SocialKey,
      string
    >,
    grievanceOfficer: { name: str(v.grievanceName), email: str(v.grievanceEmail) },
    stats: Array.from({ length: STATS }, (_, i) => ({
      key: current.stats[i]?.key ?? identityDefaults.stats[i]!.key,
      label: str(v[`stat${i + 1}Label`]),
      value: num(v[`stat${i + 1}Value`]) ?? 0,
    })),
    copyrightYear: num(v.copyrightYear) ?? 0,
    copyrightLine: str(v.copyrightLine),
    copyrightShort: str(v.copyrightShort),
  }
}

/** The form field a schema complaint is about (`address.lines` → addressLines …). */
function fieldOf(path: PropertyKey[]): string {
  const [a, b, c] = path.map(String)
  if (a === 'address') return b === 'lines' ? 'addressLines' : 'reviewUrl'
  if (a === 'social') return `social_${b}`
  if (a === 'grievanceOfficer') return b === 'name' ? 'grievanceName' : 'grievanceEmail'
  if (a === 'stats') return `stat${Number(b) + 1}${c === 'value' ? 'Value' : 'Label'}`
  return a ?? 'companyName'
}

async function load(db: Db) {
  const [settings, row] = await Promise.all([
    getSettings(db),
    db.selectFrom('settings').select('updated_at').where('id', '=', 1).executeTakeFirst(),
  ])
  return { settings, updatedAt: Number(row?.updated_at ?? 0) }
}

export const settingsKind: ContentKind = {
  kind: 'settings',
  tables: { settings: 'id' },
  label: 'Site settings',
  singular: 'site settings',
  right: 'settings',
  fields: settingsFields,
  orderable: false,
  publishable: false,
  creatable: false,
  sorts: ['title'],
  defaults: () => toValues(identityDefaults),
  title: () => 'Site settings',

  async list(db, q) {
    // One record, found by its name (the console's search runs every kind's list).
    if (q.search && !'site settings'.includes(q.search.trim().toLowerCase()))
      return { total: 0, rows: [] }
    const { updatedAt } = await load(db)
    return {
      total: 1,
      rows: [
        {
          id: SETTINGS_ID,
          title: 'Site settings',
          state: 'published',
          publishAt: 0,
          unpublishAt: null,
          updatedAt,
        },
      ],
    }
  },

  async load(db, id) {
    if (id !== SETTINGS_ID) return null
    const { settings, updatedAt } = await load(db)
    return { values: toValues(settings), publishing: null, updatedAt }
  },

  async check(v, db) {
    const errors: Record<string, string> = {}
    const parsed = siteSettingsSchema.safeParse(toSettings(v, await getSettings(db)))
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const name = fieldOf(issue.path)
        errors[name] ??= 'Check this value.'
      }
    return errors
  },

  async write(tx, _id, v) {
    await saveSettings(tx, toSettings(v, await getSettings(tx)))
    return SETTINGS_ID
  },

  publicPath: async () => paths.home,
  tags: () => ['settings'],
}
