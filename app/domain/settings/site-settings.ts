import type { Lang } from '#app/routing/lang.ts'
/**
 * The site identity: one record in the settings table, seeded from app/domain/settings/defaults.ts.
 * No page hard-codes any of these values. Shared by server and browser code (types only and
 * pure helpers), the zod schema that validates it lives in app/domain/settings/queries.server.ts.
 */
export type SocialKey = 'youtube' | 'facebook' | 'x' | 'instagram' | 'linkedin'

type Statistic = { key: string; label: string; value: number }

export type SiteSettings = {
  companyName: string
  /** Used in running text and the Resources carousel heading ("<shortName> Vani"). */
  shortName: string
  tagline: string
  customerCarePhone: string
  generalEmail: string
  vendorPhone: string
  vendorEmail: string
  /** Ten digits; links go to https://wa.me/91<number>. */
  whatsappNumber: string
  whatsappMessage: string
  supportPhone: string
  contactHours: string
  address: { lines: string[]; reviewUrl: string }
  social: Record<SocialKey, string>
  grievanceOfficer: { name: string; email: string }
  stats: Statistic[]
  copyrightYear: number
  copyrightLine: string
  copyrightShort: string
}

export const socialLabels: Record<SocialKey, string> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
}

export const socialOrder: SocialKey[] = ['youtube', 'facebook', 'x', 'instagram', 'linkedin']

export function whatsappHref(s: Pick<SiteSettings, 'whatsappNumber' | 'whatsappMessage'>): string {
  return `https://wa.me/91${s.whatsappNumber}?text=${encodeURIComponent(s.whatsappMessage)}`
}

export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('+') ? digits : `+91${digits}`}`
}

/** Made on first use: the browser's first Intl object loads its locale data (about 60 ms here). */
const countFormats: Partial<Record<Lang, Intl.NumberFormat>> = {}

/**
 * Formats a figure the same way on server and browser, in the page's language: English as the
 * spec writes them (4,364,000), Kannada with Indian grouping (43,64,000; docs/kannada-glossary.md).
 */
export function formatCount(n: number, lang: Lang = 'en'): string {
  // Whole figures (every counter, vacancy and stat) are grouped by hand: Intl's format costs
  // about 4 µs a call, on every render and on every frame of a counting animation, and making
  // the formatter when the page's scripts load cost a long task in the browser.
  if (Number.isSafeInteger(n)) {
    const digits = String(Math.abs(n))
    const sign = n < 0 ? '-' : ''
    if (lang === 'en' || digits.length <= 3) return sign + digits.replace(/\B(?=(\d{3})+$)/g, ',')
    // Indian grouping: the last three digits, then pairs (1,74,57,000).
    const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
    return `${sign}${head},${digits.slice(-3)}`
  }
  const format = (countFormats[lang] ??= new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'en-IN'))
  return format.format(n)
}
