import { expect, test } from 'vitest'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { renderRoute } from '#tests/setup/loader-outcome.tsx'
import { readHtml } from '#tests/setup/screen.ts'
import { PageTags } from '#app/platform/page-tags.server.ts'
import { I18nProvider, makeI18n } from '#app/i18n/i18n.tsx'
import { setKannadaMessages } from '#app/i18n/messages.ts'
import catalogue from '#app/i18n/kn-ui.json'
import Privacy, { loader, meta } from './privacy.tsx'
import type { Route } from './+types/privacy'
import { routerContext, type RequestContext } from '#app/platform/context.server.ts'

const settings = {
  ...identityDefaults,
  companyName: 'Testgrama Commerce',
  grievanceOfficer: { name: 'Officer Rekha Test', email: 'privacy@testgrama.example.com' },
}

/** The page as its loader and component draw it at `path`. */
function page(path: string, pageSettings = settings) {
  const pageTags = new PageTags()
  const context = routerContext({ pageTags } as RequestContext)
  const loaderData = loader({
    context,
    url: new URL(`https://site.example.com${path}`),
  } as unknown as Route.LoaderArgs)
  const element = <Privacy {...({ loaderData } as Route.ComponentProps)} />
  return renderRoute(
    path,
    path.startsWith('/kn/') ? (
      <I18nProvider value={makeI18n('kn', catalogue)}>{element}</I18nProvider>
    ) : (
      element
    ),
    pageSettings,
  )
}

const html = page('/privacy-policy')
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
  loader({
    context,
    url: new URL('https://site.example.com/privacy-policy'),
  } as unknown as Parameters<typeof loader>[0])
  expect(pageTags.final()).toEqual(['settings'])
})

test('the Kannada page is the policy in Kannada, naming the company and officer as the Kannada settings do', () => {
  const kn = { ...settings, companyName: 'ಟೆಸ್ಟ್‌ಗ್ರಾಮ ಕಾಮರ್ಸ್', shortName: 'ಟೆಸ್ಟ್‌ಗ್ರಾಮ' }
  const knHtml = page('/kn/privacy-policy', kn)
  const knText = readHtml(knHtml).text()
  expect(knText).toContain('ಟೆಸ್ಟ್‌ಗ್ರಾಮ ಕಾಮರ್ಸ್ (“ಟೆಸ್ಟ್‌ಗ್ರಾಮ”, “ನಾವು”, “ನಮ್ಮ”)')
  expect(knText).toContain('ನಾವು ಸಂಗ್ರಹಿಸುವ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ')
  expect(knText).toContain('Officer Rekha Test, ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿ')
  // No English sentence of the policy, and no stand-in left unfilled.
  expect(knText).not.toContain('Why we use your personal data')
  expect(knText).not.toContain('Grievance Officer')
  expect(knHtml).not.toMatch(/\{(companyName|shortName)\}/)
  expect(html).not.toMatch(/\{(companyName|shortName)\}/)
  // The same sections, under the same ids, so a link to one works in both languages.
  const ids = (h: string) => [...h.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1])
  expect(ids(knHtml)).toEqual(ids(html))
})

test('the description names the grievance days and the age in either language', () => {
  setKannadaMessages(catalogue) // as the server does when it loads the catalogue
  const description = (path: string) =>
    meta({
      matches: [{ id: 'root', loaderData: { settings, publicUrl: 'https://site.example.com' } }],
      location: { pathname: path },
    } as unknown as Route.MetaArgs).find((m) => 'name' in m && m.name === 'description')
  expect(description('/privacy-policy')).toMatchObject({
    content: expect.stringContaining('(grievances resolved within 30 days; users 18+)'),
  })
  expect(description('/kn/privacy-policy')).toMatchObject({
    content: expect.stringContaining('30 ದಿನಗಳ ಒಳಗೆ'),
  })
})
