import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import { brandsKn } from '#app/db/seed/kn/brands.kn.ts'
import { localizedFields } from '#app/domain/content/declared.server.ts'
import { saveContent } from '#app/domain/content/editor.server.ts'
import { brandsKind } from '#app/domain/content/kinds/brands.server.ts'
import { categoriesKind } from '#app/domain/content/kinds/categories.server.ts'
import { productsKind } from '#app/domain/content/kinds/products.server.ts'
import { socialKind } from '#app/domain/content/kinds/social.server.ts'
import {
  needingTranslation,
  publishedTranslations,
  saveTranslation,
  translationView,
} from '#app/domain/content/translations.server.ts'
import { getBrandPage, listBrands, type BrandSummary, type Product } from './queries.server.ts'
import {
  brandSummaryInKannada,
  catalogueInKannada,
  productInKannada,
  sectionInKannada,
} from './translated.server.ts'

const product: Product = {
  id: 7,
  brandId: 1,
  lineId: null,
  categoryId: null,
  slug: 'chilli-powder-100-g',
  name: 'Chilli Powder 100 g',
  image: null,
  imageAlt: 'A pack',
  shortDescription: '',
  descriptionHtml: '<p>Bright red.</p>',
  descriptionText: 'Bright red.',
}

test('a product in Kannada field by field: English only where no Kannada is, and named', () => {
  const kn = productInKannada(product, {
    name: 'ಖಾರದ ಪುಡಿ',
    imageAlt: 'ಪ್ಯಾಕ್',
    description: '<p onclick="x()">ಕೆಂಪು <script>x()</script></p>',
  })
  expect(kn.name).toBe('ಖಾರದ ಪುಡಿ')
  expect(kn.imageAlt).toBe('ಪ್ಯಾಕ್')
  // Kannada rich text goes through the same allow-list as the English.
  expect(kn.descriptionHtml).toBe('<p>ಕೆಂಪು </p>')
  expect(kn.descriptionText).toBe('ಕೆಂಪು')
  // An empty English field is nothing to mark; nothing English left: no `en` at all.
  expect(kn).not.toHaveProperty('en')

  const half = productInKannada(product, { name: 'ಖಾರದ ಪುಡಿ' })
  expect(half.en).toEqual(['descriptionHtml'])
  expect(half.descriptionHtml).toBe(product.descriptionHtml)
  // Alt texts take their Kannada but are never named: an attribute has no lang of its own.
  expect(productInKannada(product, undefined).en).toEqual(['name', 'descriptionHtml'])
})

test('every word the products declaration marks localized is laid over a product, by its declared name', () => {
  const words = localizedFields(productsKind.declaration.fields)
  expect(words.length).toBeGreaterThan(3)
  const kn = productInKannada(
    { ...product, shortDescription: 'Hot' },
    Object.fromEntries(words.map((f) => [f.name, `ಕ ${f.name}`])),
  )
  for (const f of words)
    expect(kn[(f.type === 'richtext' ? `${f.name}Html` : f.name) as keyof Product]).toBe(
      `ಕ ${f.name}`,
    )
  expect(kn).not.toHaveProperty('en')
})

test("a brand's tile, section and pictures take the Kannada of their paths", () => {
  const summary: BrandSummary = {
    id: 1,
    slug: 'naati',
    name: 'Naati',
    logo: null,
    color: '#000000',
    colorCode: '#000000',
    textColorCode: '#ffffff',
    categories: ['Spices', 'Masalas'],
    path: '/naati',
  }
  expect(brandSummaryInKannada(summary, { categories: 'ಮಸಾಲೆ\n ಮಿಶ್ರಣ \n' }).categories).toEqual([
    'ಮಸಾಲೆ',
    'ಮಿಶ್ರಣ',
  ])
  expect(brandSummaryInKannada(summary, {}).en).toEqual(['categories'])

  const section = {
    id: 12,
    kind: 'gallery' as const,
    title: 'Inside',
    bodyHtml: '',
    images: [
      { src: 'a.png', alt: 'Ruled pages' },
      { src: 'b.png', alt: 'The cover' },
    ],
    linkUrl: null,
    linkLabel: null,
  }
  const kn = sectionInKannada(section, {
    'sections.12.title': 'ಒಳಗೆ',
    'sections.12.images.1.alt': 'ಮುಖಪುಟ',
    'sections.99.title': 'another section',
  })
  expect(kn.title).toBe('ಒಳಗೆ')
  expect(kn.images.map((i) => i.alt)).toEqual(['Ruled pages', 'ಮುಖಪುಟ'])
  expect(kn).not.toHaveProperty('en')
  expect(sectionInKannada(section, {}).en).toEqual(['title'])
})

describeEachEngine('the brand catalogue in Kannada', { seed: true }, (get) => {
  test('the sample catalogue comes with its Kannada: every brand page is Kannada throughout', async () => {
    const db = get().db
    for (const kind of [brandsKind, productsKind, categoriesKind, socialKind])
      expect(await needingTranslation(db, kind), kind.kind).toEqual([])
    const brands = await listBrands(db, { listedOnly: false })
    expect((await catalogueInKannada(db, { brands })).brands!.filter((b) => b.en)).toEqual([])
    for (const b of brands) {
      const page = await catalogueInKannada(db, (await getBrandPage(db, { id: b.id }))!)
      const english = [
        page.brand,
        ...page.lines,
        ...page.sections,
        ...page.products,
        ...page.social,
      ].filter((r) => r.en)
      expect(english, b.slug).toEqual([])
      expect(page.brand.title).toBe(brandsKn[b.id]!.title)
    }
    // Remote mode reads no Kannada: everything is the ERP's English, and named.
    const naati = (await getBrandPage(db, { path: '/naati' }))!
    const remote = await catalogueInKannada(null, naati)
    expect(remote.brand.en).toEqual(expect.arrayContaining(['title', 'categories']))
    expect(remote.products.every((p) => p.en?.includes('name'))).toBe(true)
  })

  test("a section's Kannada is a word of its brand: published, needed again when its English changes", async () => {
    const db = get().db
    const trulove = (await getBrandPage(db, { path: '/trulove' }))!
    const id = String(trulove.brand.id)
    const english = (await brandsKind.load(db, id))!.values
    const view = await translationView(db, brandsKind, id, english)
    const line = trulove.lines[0]!
    expect(view.published[`lines.${line.id}.name`]).toMatch(/[\u0C80-\u0CFF]/)
    expect(view.needing).toEqual([])

    await saveTranslation(
      db,
      brandsKind,
      id,
      formOf({ ...view.values, [`lines.${line.id}.name`]: 'ಬಿಸ್ಕತ್' }),
      'publish',
      actor,
      null,
    )
    expect(
      (await publishedTranslations(db, 'brands', [id])).get(id)?.[`lines.${line.id}.name`],
    ).toBe('ಬಿಸ್ಕತ್')
    const kn = await catalogueInKannada(db, (await getBrandPage(db, { path: '/trulove' }))!)
    expect(kn.lines[0]!.name).toBe('ಬಿಸ್ಕತ್')

    // The English line is renamed: its Kannada is older than the English now.
    const lines = english.lines as Array<Record<string, unknown>>
    const renamed = { ...english, lines: [{ ...lines[0], name: 'Cookies' }, ...lines.slice(1)] }
    expect(
      (await saveContent(db, brandsKind, id, formOf(renamed), 'publish', actor, null)).ok,
    ).toBe(true)
    expect(await needingTranslation(db, brandsKind)).toEqual([id])
    const after = await translationView(db, brandsKind, id, (await brandsKind.load(db, id))!.values)
    expect(after.needing).toEqual([`lines.${line.id}.name`])
  })
})
