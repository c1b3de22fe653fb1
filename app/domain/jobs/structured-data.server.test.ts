import { expect, test } from 'vitest'
import type { Job } from './queries.server.ts'
import { schemaProblems } from '#tests/setup/schema-org.ts'
import { jobPosting, jsonLdHtml } from './structured-data.server.ts'

const job: Job = {
  id: 7,
  slug: 'analyst',
  jobTitle: 'Analyst </script><script>alert(1)</script>',
  summary: 'Plan routes',
  jobRole: 'Supply Chain',
  jobLocation: 'Bengaluru',
  postedOn: '2025-09-24',
  status: 'Open',
  descriptionHtml: '<p>Plan routes &amp; stock</p>',
  jobType: 'Contract',
  jobExperience: null,
  workingHours: null,
  workingDays: null,
  requiredCount: null,
  applyJobLink: 'https://careers.example.com/x',
  closesOn: null,
  region: null,
  postalCode: null,
  salaryText: null,
  salaryMin: null,
  salaryMax: null,
  salaryUnit: null,
}
const org = { name: 'Org', url: 'https://site.example.com', logo: 'https://site.example.com/l.svg' }

test('JSON-LD text cannot end its <script> element or open a comment, and stays the same JSON', () => {
  const value = { a: '</script><!-- & -->', b: 'line\u2028sep\u2029end' }
  const html = jsonLdHtml(value)
  expect(html).not.toMatch(/[<>&\u2028\u2029]/)
  expect(JSON.parse(html)).toEqual(value)
})

test('a JobPosting names the job, the organisation and the place; it leaves out what the record lacks', () => {
  const ld = jobPosting(job, org, 'https://site.example.com/opportunity-detail/7-analyst')
  expect(ld).toMatchObject({
    '@type': 'JobPosting',
    title: job.jobTitle,
    description: '<p>Plan routes &amp; stock</p>',
    datePosted: '2025-09-24',
    employmentType: 'CONTRACTOR',
    directApply: false,
    identifier: { value: '7' },
    hiringOrganization: { name: 'Org', sameAs: 'https://site.example.com' },
  })
  expect(ld).not.toHaveProperty('totalJobOpenings')
  const html = jsonLdHtml(ld)
  expect(html).not.toContain('</script>')
  const bare = jobPosting(
    { ...job, postedOn: null, jobType: 'Shift work', applyJobLink: null, descriptionHtml: '' },
    org,
    'u',
  )
  expect(bare).not.toHaveProperty('datePosted')
  expect(bare).not.toHaveProperty('validThrough')
  expect(bare).not.toHaveProperty('baseSalary')
  // A type we cannot map reads as full time; the region is the site's when the job has none.
  expect(bare).toMatchObject({
    directApply: true,
    description: 'Plan routes',
    employmentType: 'FULL_TIME',
  })
  expect(bare.jobLocation).toEqual({
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressCountry: 'IN' },
  })
  expect(jobPosting(job, org, 'u', 'Karnataka')).toMatchObject({
    jobLocation: { address: { addressRegion: 'Karnataka' } },
  })
})

test('the optional facts staff gave: closing date, region, PIN code and salary', () => {
  const ld = jobPosting(
    {
      ...job,
      closesOn: '2026-12-31',
      region: 'Tamil Nadu',
      postalCode: '571401',
      salaryMin: 15000,
      salaryMax: 18000,
      salaryUnit: 'MONTH',
    },
    org,
    'https://site.example.com/opportunity-detail/7-analyst',
    'Karnataka',
  )
  expect(ld).toMatchObject({
    validThrough: '2026-12-31T23:59:59+05:30',
    jobLocation: {
      address: {
        addressLocality: 'Bengaluru',
        addressRegion: 'Tamil Nadu',
        postalCode: '571401',
        addressCountry: 'IN',
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 15000, maxValue: 18000, unitText: 'MONTH' },
    },
  })
  expect(schemaProblems(ld)).toEqual([])
  const fixed = jobPosting({ ...job, salaryMin: 500, salaryUnit: 'DAY' }, org, 'u')
  expect(fixed.baseSalary).toMatchObject({ value: { value: 500, unitText: 'DAY' } })
  // Figures without a unit say nothing a search engine could read: left out.
  expect(jobPosting({ ...job, salaryMin: 500 }, org, 'u')).not.toHaveProperty('baseSalary')
})
