import { expect, test } from 'vitest'
import type { Job } from './queries.server'
import { jobPosting, jsonLdHtml } from './structured-data.server'

const job: Job = {
  id: 7,
  slug: 'analyst',
  title: 'Analyst </script><script>alert(1)</script>',
  summary: 'Plan routes',
  role: 'Supply Chain',
  location: 'Bengaluru',
  postedOn: '2025-09-24',
  status: 'Open',
  descriptionHtml: '<p>Plan routes &amp; stock</p>',
  jobType: 'Contract',
  experience: null,
  workingHours: null,
  workingDays: null,
  vacancy: null,
  applyJobLink: 'https://careers.example.com/x',
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
    title: job.title,
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
  expect(bare).not.toHaveProperty('employmentType')
  expect(bare).toMatchObject({ directApply: true, description: 'Plan routes' })
})
