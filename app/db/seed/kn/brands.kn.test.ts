import { describe, expect, test } from 'vitest'
import { slugify } from '#app/utils/slug.ts'
import { brands } from '#app/db/seed/brands.ts'
import type { SeedBrand } from '#app/db/seed/types.ts'
import { type BrandKn, brandsKn } from './brands.kn.ts'

/**
 * The Kannada brand catalogue (brands.kn.ts) against the English one (../brands.ts): every English
 * text has its Kannada, every Kannada text belongs to an English one, the Kannada is Kannada, and
 * rich text keeps the English markup and figures (docs/kannada-glossary.md).
 */

/** The English record's text in the Kannada file's shape, so both flatten to the same paths. */
function englishText(b: SeedBrand): BrandKn {
  return {
    title: b.title,
    description: b.description,
    bannerAlt: b.bannerAlt,
    categories: b.categories,
    meta: b.meta,
    whyChoose: b.whyChoose,
    tagline: b.tagline,
    taglineDescription: b.taglineDescription,
    productsHeading: b.productsHeading,
    lines:
      b.lines &&
      Object.fromEntries(b.lines.map((l) => [l.slug, { name: l.name, bannerAlt: l.bannerAlt }])),
    sections: b.sections?.map((s) => ({
      title: s.title,
      body: s.body,
      linkLabel: s.kind === 'link' ? s.linkLabel : undefined,
      images: 'images' in s ? s.images?.map((i) => ({ alt: i.alt })) : undefined,
    })),
    categoryList:
      b.categoryList &&
      Object.fromEntries(
        b.categoryList.map((c) => [
          c.id,
          { name: c.name, bannerAlt: c.bannerAlt, description: c.description, meta: c.meta },
        ]),
      ),
    // Keyed as app/db/seed/run.server.ts gives products their slug.
    products: Object.fromEntries(
      b.products.map((p) => [
        p.slug ?? slugify(p.name),
        {
          name: p.name,
          imageAlt: p.imageAlt,
          shortDescription: p.shortDescription,
          description: p.description,
        },
      ]),
    ),
    social: b.social.map((s) => ({ title: s.title, imageAlt: s.imageAlt })),
  }
}

/** Every string in a record, by its path ("products.toor-dal-1-kg.name"); absent fields have none. */
function texts(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(path, value)
  else if (value !== null && typeof value === 'object')
    for (const [key, v] of Object.entries(value))
      for (const [p, s] of texts(v, path ? `${path}.${key}` : key)) out.set(p, s)
  return out
}

type Pair = { where: string; en: string; kn: string }

/** Paths the English has and the Kannada lacks, and the other way round. */
function unmatched(en: Map<string, string>, kn: Map<string, string>) {
  return {
    missing: [...en.keys()].filter((p) => !kn.has(p)),
    extra: [...kn.keys()].filter((p) => !en.has(p)),
  }
}

function paired(en: Map<string, string>, kn: Map<string, string>): Pair[] {
  return [...en].flatMap(([where, e]) => {
    const k = kn.get(where)
    return k === undefined ? [] : [{ where, en: e, kn: k }]
  })
}

const KANNADA_LETTER = /[\u0C80-\u0CFF]/
const WORD = /\p{L}{2,}/u
const tags = (html: string) => [...html.matchAll(/<[^>]*>/g)].map((m) => m[0])
const words = (html: string) => html.replace(/<[^>]*>/g, ' ')
const figures = (text: string) => [...text.matchAll(/\d+/g)].map((m) => m[0])

/** A Kannada text that is empty, or has no Kannada letter where the English has words. */
const notKannada = (pairs: Pair[]) =>
  pairs
    .filter(
      ({ en, kn }) =>
        words(kn).trim() === '' || (WORD.test(words(en)) && !KANNADA_LETTER.test(words(kn))),
    )
    .map((p) => p.where)

/** A Kannada text whose tags (and so links) are not exactly the English ones, in order. */
const markupDiffers = (pairs: Pair[]) =>
  pairs.filter(({ en, kn }) => tags(en).join('') !== tags(kn).join('')).map((p) => p.where)

/** A figure of the English (a pack size, a year) that the Kannada drops. */
const figuresDropped = (pairs: Pair[]) =>
  pairs
    .filter(({ en, kn }) => {
      const left = figures(kn)
      return figures(en).some((f) => {
        const i = left.indexOf(f)
        if (i < 0) return true
        left.splice(i, 1)
        return false
      })
    })
    .map((p) => p.where)

const catalogue = brands.map((b) => ({
  brand: b,
  en: texts(englishText(b)),
  kn: texts(brandsKn[b.id]),
}))
const allPairs = catalogue.flatMap(({ brand, en, kn }) =>
  paired(en, kn).map((p) => ({ ...p, where: `${brand.slug}: ${p.where}` })),
)

test('every English brand has its Kannada, and every Kannada brand an English one', () => {
  expect(
    Object.keys(brandsKn)
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual(brands.map((b) => b.id).sort((a, b) => a - b))
})

test('no two products of a brand share a slug (a Kannada entry is keyed by it)', () => {
  const shared = brands.filter(
    (b) => new Set(b.products.map((p) => p.slug ?? slugify(p.name))).size !== b.products.length,
  )
  expect(shared.map((b) => b.slug)).toEqual([])
})

test.each(brands.map((b) => [b.slug, b.id] as const))(
  '%s: every English text has a Kannada one, and every Kannada text an English one',
  (_slug, id) => {
    const { en, kn } = catalogue.find((c) => c.brand.id === id)!
    expect(unmatched(en, kn)).toEqual({ missing: [], extra: [] })
  },
)

test('every Kannada text is written in Kannada', () => {
  expect(notKannada(allPairs)).toEqual([])
})

test('Kannada rich text keeps exactly the English tags and links', () => {
  expect(markupDiffers(allPairs)).toEqual([])
})

test('Kannada keeps every figure of the English (pack sizes, years)', () => {
  expect(figuresDropped(allPairs)).toEqual([])
})

describe('the checks catch what they are for', () => {
  const en = new Map([
    ['title', 'Fresh spices'],
    ['description', '<p>See <a href="/naati">Naati</a> packs of 100 g.</p>'],
  ])
  const good = new Map([
    ['title', 'ತಾಜಾ ಮಸಾಲೆಗಳು'],
    ['description', '<p><a href="/naati">Naati</a> 100 ಗ್ರಾಂ ಪ್ಯಾಕ್‌ಗಳನ್ನು ನೋಡಿ.</p>'],
  ])
  const pairs = (kn: Map<string, string>) => paired(en, kn)

  test('a correct translation passes every check', () => {
    expect(unmatched(en, good)).toEqual({ missing: [], extra: [] })
    expect(notKannada(pairs(good))).toEqual([])
    expect(markupDiffers(pairs(good))).toEqual([])
    expect(figuresDropped(pairs(good))).toEqual([])
  })

  test('a missing or a stray Kannada text', () => {
    const kn = new Map([...good, ['tagline', 'ಮನೆಯ ರುಚಿ']])
    kn.delete('title')
    expect(unmatched(en, kn)).toEqual({ missing: ['title'], extra: ['tagline'] })
  })

  test('an empty text, or one left in English', () => {
    expect(notKannada(pairs(new Map([...good, ['title', ' ']])))).toEqual(['title'])
    expect(notKannada(pairs(new Map([...good, ['title', 'Fresh spices']])))).toEqual(['title'])
    // Kannada only inside the markup is no Kannada text.
    expect(
      notKannada(pairs(new Map([...good, ['description', '<p title="ನೋಡಿ">See Naati</p>']]))),
    ).toEqual(['description'])
  })

  test('a tag lost, added or moved, or a link changed', () => {
    const variants = [
      '<p>Naati 100 ಗ್ರಾಂ ಪ್ಯಾಕ್‌ಗಳನ್ನು ನೋಡಿ.</p>',
      '<p><a href="/naati">Naati</a> <strong>100</strong> ಗ್ರಾಂ ನೋಡಿ.</p>',
      '<p><a href="/kn/naati">Naati</a> 100 ಗ್ರಾಂ ನೋಡಿ.</p>',
      '<p><a href="/naati">Naati</a></p><p>100 ಗ್ರಾಂ ನೋಡಿ.</p>',
    ]
    for (const d of variants)
      expect(markupDiffers(pairs(new Map([...good, ['description', d]])))).toEqual(['description'])
  })

  test('a figure dropped or changed', () => {
    const kn = new Map([...good, ['description', '<p><a href="/naati">Naati</a> 10 ಗ್ರಾಂ.</p>']])
    expect(figuresDropped(pairs(kn))).toEqual(['description'])
  })
})
