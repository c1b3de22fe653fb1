import type { Job } from './queries.server.ts'

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

/** Our job types as Google for Jobs names them; a type we cannot map reads as full time. */
const employmentTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'full time': 'FULL_TIME',
  fulltime: 'FULL_TIME',
  permanent: 'FULL_TIME',
  'part-time': 'PART_TIME',
  'part time': 'PART_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractual: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  seasonal: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
  apprentice: 'INTERN',
  'per diem': 'PER_DIEM',
  volunteer: 'VOLUNTEER',
}

/** The schema.org employment type of our free-text job type: FULL_TIME unless it says otherwise. */
function employmentType(jobType: string | null): string {
  return employmentTypes[(jobType ?? '').trim().toLowerCase()] ?? 'FULL_TIME'
}

export type HiringOrganization = { name: string; url: string; logo: string }

/**
 * A schema.org JobPosting for Google for Jobs
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * Optional facts the record does not have (salary, postal code, closing date) are left out
 * rather than guessed; the region is the job's, else the site's own state (`siteRegion`).
 */
export function jobPosting(
  job: Job,
  org: HiringOrganization,
  pageUrl: string,
  siteRegion: string | null = null,
): Record<string, unknown> {
  const region = job.region ?? siteRegion
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.jobTitle,
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
        addressLocality: job.jobLocation,
        ...(region ? { addressRegion: region } : {}),
        ...(job.postalCode ? { postalCode: job.postalCode } : {}),
        addressCountry: 'IN',
      },
    },
    employmentType: employmentType(job.jobType),
    url: pageUrl,
    // Our own apply form is a short form on this site; an external link is not.
    directApply: !job.applyJobLink,
  }
  if (job.postedOn) ld.datePosted = job.postedOn
  // The end of the closing day in India.
  if (job.closesOn) ld.validThrough = `${job.closesOn}T23:59:59+05:30`
  if (job.requiredCount) ld.totalJobOpenings = job.requiredCount
  if (job.salaryUnit && (job.salaryMin !== null || job.salaryMax !== null)) {
    const min = job.salaryMin ?? job.salaryMax!
    const max = job.salaryMax ?? job.salaryMin!
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        ...(min === max ? { value: min } : { minValue: min, maxValue: max }),
        unitText: job.salaryUnit,
      },
    }
  }
  return ld
}
