import { expect, test } from 'vitest'
import type { Db } from '#app/db/client.server.ts'
import { writeCopyRow, defaultCopy } from '#app/domain/copy/store.server.ts'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { seededAndBrokenDbs } from '#tests/setup/db.ts'
import { renderRoute } from '#tests/setup/loader-outcome.tsx'
import { readHtml } from '#tests/setup/screen.ts'
import { setKannadaMessages } from '#app/i18n/messages.ts'
import catalogue from '#app/i18n/kn-ui.json'
import About, { loader, meta } from './about.tsx'
import type { Route } from './+types/about'

const dbs = seededAndBrokenDbs()

async function page(settings = identityDefaults, db: Db = dbs.db.db, path = '/about-us') {
  // The About page's copy is in page_copy (migration 0008); its figures come from the settings.
  const ctx = await testContext(db)
  const data = await loader(loaderArgs(path, ctx) as unknown as Route.LoaderArgs)
  return {
    data,
    html: renderRoute('/', <About {...({ loaderData: data } as Route.ComponentProps)} />, settings),
  }
}

test('hero animation, the FPO paragraph, "Empowering Rural Kirana", mission and vision, awards, banner', async () => {
  const { data, html } = await page()
  expect(data.hero).toMatchObject({ vector: true, width: 1200, height: 600 })
  expect(data.hero.src).toMatch(/^\/media\/about\/anim-hero\.svg\?v=/)
  expect(html).toContain('farmer producer organisations (FPOs)')
  expect(html).toContain('Empowering Rural Kirana with Seamless Convenience')
  expect(html).toContain('Founded in 2018')
  expect(html).toContain('thousands of kirana owners')
  expect(html).toContain('about/mission.svg')
  expect(html).toContain('about/vision.svg')
  expect(html).toContain('about/banner.svg')
  expect(html.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1)
  expect(html.match(/<h1/g)).toHaveLength(1)
})

test('the Kannada page opens in Kannada: its heading, opening paragraph, picture and "Empowering" section', async () => {
  const { data } = await page(identityDefaults, dbs.db.db, '/kn/about-us')
  const { aboutKn } = await import('#app/db/seed/kn/copy.kn.ts')
  expect(data.words.title).toBe(aboutKn.aboutHero.title)
  expect(data.words.intro).toBe(aboutKn.aboutHero.intro)
  expect(data.hero.alt).toBe(aboutKn.aboutHero.image.alt)
  expect(data.words.empowering.title).toBe(aboutKn.empowering.title)
  expect(data.words.empowering.points).toEqual(aboutKn.empowering.points)
  // Nothing of the English opening travels with it.
  expect(JSON.stringify(data)).not.toMatch(/Bringing the best|Empowering Rural Kirana/)
})

test('"Our Awards": four cards with image, title and description, in a 2-column grid', async () => {
  const { data, html } = await page()
  expect(data.awards.awards.map((a) => `${a.title} ${a.when}`)).toEqual([
    'Emerging Brand of the Year 2024',
    'Tech Summit: Rural Digital Transformation 2024',
    'Promising Startup of the Year 2020',
    'Times 40 Under 40 February 2021',
  ])
  for (const a of data.awards.awards) {
    expect(a.image.src).toMatch(/^\/media\/about\/award-\d\.svg/)
    expect(a.image.alt.length).toBeGreaterThan(10)
    expect(a.description.length).toBeGreaterThan(20)
  }
  expect(html).toContain('Our Awards')
  expect(html).toContain('grid gap-6 md:grid-cols-2')
})

test('the figures come from the settings, thousands-separated', async () => {
  const stats = identityDefaults.stats.map((s) =>
    s.key === 'kirana' ? { ...s, value: 123456 } : s,
  )
  const { html } = await page({ ...identityDefaults, stats })
  expect(readHtml(html).text()).toContain('123,456+')
  expect(html).not.toContain('87,000')
})

test('the awards, mission and banner are the page copy staff edit, and a broken database shows the built-in copy', async () => {
  const awards = defaultCopy['about-awards']
  await writeCopyRow(dbs.db.db, 'about-awards', {
    title: 'Awards we are proud of',
    awards: [{ ...awards.awards[0]!, title: 'Rural Retail Champion', when: '2026' }],
  })
  await writeCopyRow(dbs.db.db, 'about-banner', {
    ...defaultCopy['about-banner'],
    title: 'Grow with Grameen',
  })
  try {
    const { data, html } = await page()
    expect(data.awards.awards.map((a) => a.title)).toEqual(['Rural Retail Champion'])
    expect(html).toContain('Awards we are proud of')
    expect(html).toContain('Grow with Grameen')
    expect(html).not.toContain('Our Awards')
    // A database that cannot be read: the page still stands, with the copy of the code.
    const broken = await page(identityDefaults, dbs.broken.db)
    expect(broken.html).toContain('Our Awards')
    expect(broken.data.awards.awards).toHaveLength(4)
  } finally {
    await writeCopyRow(dbs.db.db, 'about-awards', awards)
    await writeCopyRow(dbs.db.db, 'about-banner', defaultCopy['about-banner'])
  }
})

test('the description is in the language of the page, with the year as written', () => {
  setKannadaMessages(catalogue) // as the server does when it loads the catalogue
  const description = (pathname: string) =>
    meta({
      matches: [
        { id: 'root', loaderData: { settings: identityDefaults, publicUrl: 'https://x.example' } },
      ],
      location: { pathname },
    } as unknown as Route.MetaArgs).find((t) => 'name' in t && t.name === 'description')
  expect(description('/about-us')).toMatchObject({
    content: expect.stringMatching(/^Founded in 2018, we connect/),
  })
  // A year, not a figure grouped as 2,018.
  expect(description('/kn/about-us')).toMatchObject({
    content: expect.stringMatching(/^2018ರಲ್ಲಿ ಆರಂಭವಾದ ನಾವು/),
  })
})
