import { figure } from '#app/i18n/format.ts'
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
let englishCounts: Intl.NumberFormat | undefined

/**
 * Formats a figure the same way on server and browser, in the page's language: English as the
 * spec writes them (4,364,000), Kannada with Indian grouping (43,64,000; docs/kannada-glossary.md).
 */
export function formatCount(n: number, lang: Lang = 'en'): string {
  // Whole figures (every counter, vacancy and stat) are grouped by hand: Intl's format costs
  // about 4 µs a call, on every render and on every frame of a counting animation, and making
  // the formatter when the page's scripts load cost a long task in the browser.
  if (lang === 'kn') return figure(n)
  if (Number.isSafeInteger(n)) {
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',')
    return n < 0 ? `-${digits}` : digits
  }
  return (englishCounts ??= new Intl.NumberFormat('en-US')).format(n)
}
