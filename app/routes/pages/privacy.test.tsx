import { expect, test } from 'vitest'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { renderRoute } from '#tests/setup/loader-outcome.tsx'
import { readHtml } from '#tests/setup/screen.ts'
import { PageTags } from '#app/platform/page-tags.server.ts'
import Privacy, { loader } from './privacy.tsx'
import { routerContext, type RequestContext } from '#app/platform/context.server.ts'

const settings = {
  ...identityDefaults,
  companyName: 'Testgrama Commerce',
  grievanceOfficer: { name: 'Officer Rekha Test', email: 'privacy@testgrama.example.com' },
}
const html = renderRoute('/', <Privacy />, settings)
const text = readHtml(html).text()

test('the grievance officer and the company come from the settings', () => {
  expect(text).toContain('Officer Rekha Test, Grievance Officer')
  expect(html).toContain('href="mailto:privacy@testgrama.example.com"')
  expect(text).toContain('Testgrama Commerce ("Gramasiri", "we", "us")')
  expect(text).not.toContain(identityDefaults.grievanceOfficer.name)
})

test('the policy covers what the spec lists, under the DPDP Act 2023', () => {
  for (const phrase of [
    'Digital Personal Data Protection Act, 2023',
    'your name, store name, mobile number',
    'Identity details:',
    'Tax and business details of stores:',
    'Bank details of stores:',
    'Location:',
    'Cookies',
    'Why we use your personal data',
    'Whom we share it with',
    'How long we keep it',
    'Withdrawing your consent',
    'Users under 18',
    'aged 18 and above',
    'resolve it within 30 days',
    'courts of Bengaluru (Bangalore)',
  ])
    expect(text, phrase).toContain(phrase)
  expect(html.match(/<h1/g)).toHaveLength(1)
  expect(html).toContain('<time dateTime="2025-04-01">1 Apr 2025</time>')
})

test('the contents list links to every section', () => {
  const ids = [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1])
  expect(ids.length).toBeGreaterThanOrEqual(12)
  for (const id of ids) expect(html).toContain(`href="#${id}"`)
})

test('the page cache drops the policy only when the site identity changes', () => {
  const pageTags = new PageTags()
  pageTags.shared('settings') // what the root loader declares for every page
  const context = routerContext({ pageTags } as RequestContext)
  loader({ context } as unknown as Parameters<typeof loader>[0])
  expect(pageTags.final()).toEqual(['settings'])
})
