import { expect, test } from 'vitest'
import { setKannadaMessages } from '#app/i18n/messages.ts'
import catalogue from '#app/i18n/kn-ui.json'
import { seo } from './seo.ts'

// The server holds the catalogue once it loads it (app/i18n/catalogue.server.ts).
setKannadaMessages(catalogue)

const root = {
  settings: { companyName: 'Gramasiri Rural Commerce', shortName: 'Gramasiri' },
  publicUrl: 'https://site.example.com',
}
const args = (pathname: string) => ({
  matches: [{ id: 'root', loaderData: root }],
  location: { pathname },
})
const tag = (tags: ReturnType<typeof seo>, name: string) =>
  (tags.find((t) => 'name' in t && t.name === name) as { content: string } | undefined)?.content

test('a fixed description with values is one catalogue message, in the language of the page', () => {
  const message =
    'Founded in {year}, we connect manufacturers and farmer producer organisations with rural kirana stores across Karnataka and South India, and turn them into Grameen supermarkets.'
  const description = (pathname: string) =>
    tag(
      seo(args(pathname), { title: 'x', description: message, values: { year: '2018' } }),
      'description',
    )
  expect(description('/about-us')).toMatch(/^Founded in 2018, we connect/)
  expect(description('/kn/about-us')).toMatch(/^2018ರಲ್ಲಿ ಆರಂಭವಾದ ನಾವು/)
})

test("a content description's own braces stay as they are when no values are given", () => {
  const tags = seo(args('/kn/resource/blog/1'), {
    title: 'A post',
    description: 'Sizes {small} and {large}, all in stock',
  })
  expect(tag(tags, 'description')).toBe('Sizes {small} and {large}, all in stock')
})

test('fixed keywords are in Kannada on a Kannada page; keywords from the content pass through', () => {
  const fixed = 'Suggi products, dal, pulses, millets, rice, atta, jaggery, spices, dry fruits'
  expect(
    tag(
      seo(args('/our-brands/suggi/products'), { title: 'x', description: 'y', keywords: fixed }),
      'keywords',
    ),
  ).toBe(fixed)
  expect(
    tag(
      seo(args('/kn/our-brands/suggi/products'), { title: 'x', description: 'y', keywords: fixed }),
      'keywords',
    ),
  ).toBe(catalogue[fixed])
  expect(
    tag(
      seo(args('/kn/naati'), { title: 'x', description: 'y', keywords: 'Naati, masala' }),
      'keywords',
    ),
  ).toBe('Naati, masala')
})
