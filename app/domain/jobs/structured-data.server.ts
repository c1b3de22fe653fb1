import type { Job } from './queries.server'

/**
 * JSON-LD for search engines, built on the server. The text goes inside
 * `<script type="application/ld+json">`, so everything that could end the script element or
 * start an HTML comment is escaped as a JSON unicode escape (still the same JSON), together with
 * the two line separators old parsers choke on. The CSP leaves JSON blocks alone
 * (app/platform/headers.server.ts).
 */
export function jsonLdHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Our job types as Google for Jobs names them; anything else is left out. */
const employmentTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'full time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  'part time': 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
}

export type HiringOrganization = { name: string; url: string; logo: string }

/**
 * A schema.org JobPosting for Google for Jobs
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * Fields the record does not have are left out rather than guessed.
 */
export function jobPosting(
  job: Job,
  org: HiringOrganization,
  pageUrl: string,
): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml || job.summary,
    identifier: { '@type': 'PropertyValue', name: org.name, value: String(job.id) },
    hiringOrganization: {
      '@type': 'Organization',
      name: org.name,
      sameAs: org.url,
      logo: org.logo,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location,
        addressCountry: 'IN',
      },
    },
    url: pageUrl,
    // Our own apply form is a short form on this site; an external link is not.
    directApply: !job.applyJobLink,
  }
  if (job.postedOn) ld.datePosted = job.postedOn
  const type = job.jobType ? employmentTypes[job.jobType.trim().toLowerCase()] : undefined
  if (type) ld.employmentType = type
  if (job.vacancy) ld.totalJobOpenings = job.vacancy
  return ld
}
