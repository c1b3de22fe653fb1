import type { SiteSettings } from '#app/domain/settings/site-settings.ts'

// schema.org JSON-LD for the home page (Organization, WebSite), stories (BlogPosting,
// NewsArticle) and the trail of brand, product, job and story pages (BreadcrumbList). Built on
// the server and written with jsonLdHtml (jobs/structured-data.server.ts). Checked against each
// type's required and recommended fields by tests/setup/schema-org.ts.

const STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Delhi',
  'Puducherry',
]

/** The state named in the office address (the site's own state), or null when none is. */
export function siteRegion(settings: Pick<SiteSettings, 'address'>): string | null {
  const text = settings.address.lines.join(', ').toLowerCase()
  return STATES.find((s) => text.includes(s.toLowerCase())) ?? null
}

/** A ten-digit Indian number in international form: 8065550123 → +91-8065550123. */
function international(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 10 ? `+91-${digits}` : phone
}

/** The languages the customer-care line and the site serve. */
const LANGUAGES = ['English', 'Kannada']

/** The company, with its logo, social profiles and customer-care line (home page). */
export function organization(
  settings: SiteSettings,
  base: string,
  logo: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${base}/#organization`,
    name: settings.companyName,
    alternateName: settings.shortName,
    url: `${base}/`,
    logo,
    email: settings.generalEmail,
    telephone: international(settings.customerCarePhone),
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.lines.slice(1, -1).join(', ') || settings.address.lines[0],
      addressLocality: settings.address.lines.at(-1)?.split(',')[0]?.trim(),
      ...(siteRegion(settings) ? { addressRegion: siteRegion(settings) } : {}),
      ...(/\b\d{6}\b/.exec(settings.address.lines.join(' '))
        ? { postalCode: /\b\d{6}\b/.exec(settings.address.lines.join(' '))![0] }
        : {}),
      addressCountry: 'IN',
    },
    sameAs: Object.values(settings.social).filter(Boolean),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: international(settings.customerCarePhone),
      email: settings.generalEmail,
      areaServed: 'IN',
      availableLanguage: LANGUAGES,
    },
  }
}

/** The site itself (home page), published by the organisation. */
export function webSite(settings: SiteSettings, base: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${base}/#website`,
    name: settings.companyName,
    alternateName: settings.shortName,
    url: `${base}/`,
    inLanguage: ['en-IN', 'kn-IN'],
    publisher: { '@id': `${base}/#organization` },
  }
}

export type StoryFacts = {
  type: 'blog' | 'vilvani' | 'news'
  title: string
  description: string
  author: string | null
  /** YYYY-MM-DD. */
  postDate: string | null
  /** Epoch ms of its last published change. */
  modifiedAt?: number
  /** Absolute URL of its share picture (1200×630), when it has a picture. */
  image: string | null
  url: string
}

/** A story: BlogPosting for blog and Vani posts, NewsArticle for news. */
export function article(
  story: StoryFacts,
  org: { name: string; url: string; logo: string },
): Record<string, unknown> {
  const published = story.postDate ? `${story.postDate}T00:00:00+05:30` : undefined
  const modified = story.modifiedAt ? new Date(story.modifiedAt).toISOString() : published
  return {
    '@context': 'https://schema.org',
    '@type': story.type === 'news' ? 'NewsArticle' : 'BlogPosting',
    headline: story.title.slice(0, 110),
    description: story.description,
    ...(story.image ? { image: [story.image] } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    author: story.author
      ? { '@type': 'Person', name: story.author }
      : { '@type': 'Organization', name: org.name, url: org.url },
    publisher: {
      '@type': 'Organization',
      name: org.name,
      url: org.url,
      logo: { '@type': 'ImageObject', url: org.logo },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': story.url },
    url: story.url,
  }
}

/** The trail from the home page to this page: [name, absolute URL] pairs, the page last. */
export function breadcrumbs(trail: Array<[string, string]>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item,
    })),
  }
}

/** The site's logo for structured data: a square PNG (search engines want a raster logo). */
export const LOGO_PATH = '/icons/icon-512.png'
