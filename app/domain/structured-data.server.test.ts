import { expect, test } from 'vitest'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { schemaProblems } from '#tests/setup/schema-org.ts'
import {
  article,
  breadcrumbs,
  organization,
  siteRegion,
  webSite,
} from './structured-data.server.ts'

const base = 'https://site.example.com'
const org = { name: 'Org', url: `${base}/`, logo: `${base}/icons/icon-512.png` }

test('Organization: logo, the five social profiles, a customer-care contact point in English and Kannada', () => {
  const ld = organization(identityDefaults, base, org.logo)
  expect(schemaProblems(ld)).toEqual([])
  expect(ld.sameAs).toEqual(Object.values(identityDefaults.social))
  expect((ld.sameAs as string[]).length).toBe(5)
  expect(ld.contactPoint).toMatchObject({
    telephone: '+91-8065550123',
    contactType: 'customer service',
    availableLanguage: ['English', 'Kannada'],
  })
  expect(ld.address).toMatchObject({ addressRegion: 'Karnataka', postalCode: '560027' })
  expect(schemaProblems(webSite(identityDefaults, base))).toEqual([])
})

test("the site's state is read from the office address; none when it names none", () => {
  expect(siteRegion(identityDefaults)).toBe('Karnataka')
  expect(siteRegion({ address: { lines: ['Somewhere 1'], reviewUrl: '' } })).toBeNull()
})

test('a story is a BlogPosting, news a NewsArticle, with dates, author, publisher and picture', () => {
  const story = {
    type: 'blog' as const,
    title: 'A story',
    description: 'About it',
    author: 'Meena',
    postDate: '2025-10-02',
    modifiedAt: Date.UTC(2025, 9, 3),
    image: `${base}/media/p.svg.og.jpg?v=1`,
    url: `${base}/resource/blog/1-a-story`,
  }
  const blog = article(story, org)
  expect(blog).toMatchObject({
    '@type': 'BlogPosting',
    datePublished: '2025-10-02T00:00:00+05:30',
    dateModified: '2025-10-03T00:00:00.000Z',
    author: { '@type': 'Person', name: 'Meena' },
  })
  expect(schemaProblems(blog)).toEqual([])
  const news = article({ ...story, type: 'news', author: null, image: null }, org)
  expect(news).toMatchObject({ '@type': 'NewsArticle', author: { '@type': 'Organization' } })
  expect(schemaProblems(news)).toEqual([])
  // Missing what the type asks for is found.
  expect(schemaProblems({ ...blog, headline: '' })).toContain(
    'BlogPosting: required headline missing',
  )
})

test('a breadcrumb trail numbers its steps from the home page', () => {
  const ld = breadcrumbs([
    ['Home', `${base}/`],
    ['Our brands', `${base}/our-brands`],
    ['Naati', `${base}/naati`],
  ])
  expect(schemaProblems(ld)).toEqual([])
  expect((ld.itemListElement as Array<{ position: number }>).map((s) => s.position)).toEqual([
    1, 2, 3,
  ])
  expect(schemaProblems(breadcrumbs([['Home', '/']]))).toEqual([
    'BreadcrumbList: fewer than two steps',
    'BreadcrumbList: step 1 item is not an absolute URL',
  ])
})
