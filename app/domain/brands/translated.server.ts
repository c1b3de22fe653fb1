import type { Db } from '#app/db/client.server.ts'
import {
  publishedTranslationsOf,
  type Translation,
  type Translations,
} from '#app/domain/content/translations.server.ts'
import { htmlToPlainText, sanitizeRichText } from '#app/utils/html.server.ts'
import { localizedFields, type Declaration } from '#app/domain/content/declared.server.ts'
import { brandsKind } from '#app/domain/content/kinds/brands.server.ts'
import { categoriesKind } from '#app/domain/content/kinds/categories.server.ts'
import { productsKind } from '#app/domain/content/kinds/products.server.ts'
import { socialKind } from '#app/domain/content/kinds/social.server.ts'
import type {
  Brand,
  BrandLine,
  BrandSection,
  BrandSummary,
  Category,
  Product,
  SocialItem,
} from './queries.server.ts'

/**
 * The brand catalogue in Kannada (docs/architecture.md "Languages"), field by field: the published
 * Kannada where there is one, else the English, with `en` naming the words a page shows still in
 * English (their elements say lang="en"; `en` is left out when there are none, so loader data
 * stays small). Alt texts take their Kannada too but are not named: an attribute has no `lang`
 * of its own. Kannada rich text is sanitized on the way out exactly as the English is.
 *
 * The fields are those the kinds declare `localized` (app/domain/content/kinds/): a brand's lines
 * and sections are words of the brand, by path (`lines.3.name`, `sections.12.images.0.alt`).
 */

const present = (v: unknown) => v !== null && v !== undefined && v !== ''

/**
 * A record with its Kannada laid over, field by field: `shown` words are named in `en` while
 * still English, `quiet` ones (alt texts) are not; `html` ones are sanitized when translated.
 */
function lay<T extends { en?: string[] }>(
  record: T,
  kn: Translation | undefined,
  shown: Partial<Record<keyof T & string, string>>,
  quiet: Partial<Record<keyof T & string, string>> = {},
  html: Array<keyof T & string> = [],
): T {
  const english = record as Record<string, unknown>
  const { en: _before, ...out } = english
  const en: string[] = []
  for (const [key, field] of Object.entries(shown) as Array<[keyof T & string, string]>) {
    const value = kn?.[field]
    if (value) out[key] = html.includes(key) ? sanitizeRichText(value) : value
    else if (present(english[key])) en.push(key)
  }
  for (const [key, field] of Object.entries(quiet) as Array<[string, string]>) {
    const value = kn?.[field]
    if (value) out[key] = value
  }
  return (en.length ? { ...out, en } : out) as T
}

/**
 * Which field of a record holds which word of its kind (`shown`: named in `en` while English;
 * `quiet`: alt texts; `html`: sanitized when translated). One map a kind, read by the pages here
 * and by `catalogueAnswered` (a source's Kannada answer).
 */
type Words = {
  shown: Record<string, string>
  quiet: Record<string, string>
  html: string[]
}
/**
 * A kind's words from its declaration (the fields it declares `localized`): a rich text is the
 * record's `<name>Html`, sanitized; alt texts, and the `quiet` fields named, are not marked;
 * meta texts (`metaOf`) and string lists (a brand tile's categories) are laid over apart.
 */
function wordsOf(d: Declaration, quiet: string[] = []): Words {
  const words: Words = { shown: {}, quiet: {}, html: [] }
  for (const f of localizedFields(d.fields)) {
    if (f.type === 'strings' || f.name.startsWith('meta')) continue
    const key = f.type === 'richtext' ? `${f.name}Html` : f.name
    if (f.type === 'richtext') words.html.push(key)
    if (f.name.endsWith('Alt') || quiet.includes(f.name)) words.quiet[key] = f.name
    else words.shown[key] = f.name
  }
  return words
}
// The default heading ("List of Products") is a catalogue message the page words itself.
const brandWords = wordsOf(brandsKind.declaration, ['productsHeading'])
const productWords = wordsOf(productsKind.declaration)
const categoryWords = wordsOf(categoriesKind.declaration)
const socialWords = wordsOf(socialKind.declaration)

/** `lay` with a kind's words. */
const layWords = <T extends { en?: string[] }>(record: T, kn: Translation | undefined, w: Words) =>
  lay(
    record,
    kn,
    w.shown as Partial<Record<keyof T & string, string>>,
    w.quiet as Partial<Record<keyof T & string, string>>,
    w.html as Array<keyof T & string>,
  )

/** Meta texts: the Kannada where given, else made from the Kannada the English made them from. */
function metaOf(
  meta: Brand['meta'],
  english: { name: string; descriptionHtml: string },
  kn: Translation | undefined,
  translated: { name: string; descriptionHtml: string },
): Brand['meta'] {
  const plain = (html: string) => htmlToPlainText(html).slice(0, 160)
  return {
    title: kn?.metaTitle || (meta.title === english.name ? translated.name : meta.title),
    description:
      kn?.metaDescription ||
      (meta.description === plain(english.descriptionHtml)
        ? plain(translated.descriptionHtml)
        : meta.description),
    keywords: kn?.metaKeywords || meta.keywords,
  }
}

/** The lines a string list's Kannada is written in, one item a line. */
const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)

export function brandSummaryInKannada<T extends BrandSummary>(
  brand: T,
  kn: Translation | undefined,
): T {
  const categories = linesOf(kn?.categories)
  const { en: _old, ...rest } = brand
  if (categories.length) return { ...rest, categories } as T
  return (brand.categories.length ? { ...rest, en: ['categories'] } : rest) as T
}

function brandInKannada(brand: Brand, kn: Translation | undefined): Brand {
  const summary = brandSummaryInKannada(brand, kn)
  const out = layWords(summary, kn, brandWords)
  const en = [...(summary.en ?? []), ...(out.en ?? [])]
  const { en: _en, ...rest } = out
  return { ...rest, meta: metaOf(brand.meta, brand, kn, out), ...(en.length ? { en } : {}) }
}

function lineInKannada(line: BrandLine, kn: Translation | undefined): BrandLine {
  const at = `lines.${line.id}.`
  return lay(line, kn, { name: `${at}name` }, { bannerAlt: `${at}bannerAlt` })
}

export function sectionInKannada(section: BrandSection, kn: Translation | undefined): BrandSection {
  const at = `sections.${section.id}.`
  const out = lay(
    section,
    kn,
    { title: `${at}title`, bodyHtml: `${at}body`, linkLabel: `${at}linkLabel` },
    {},
    ['bodyHtml'],
  )
  return {
    ...out,
    images: section.images.map((image, i) => ({
      ...image,
      alt: kn?.[`${at}images.${i}.alt`] || image.alt,
    })),
  }
}

export function productInKannada(product: Product, kn: Translation | undefined): Product {
  const out = layWords(product, kn, productWords)
  return kn?.description ? { ...out, descriptionText: htmlToPlainText(out.descriptionHtml) } : out
}

function categoryInKannada(category: Category, kn: Translation | undefined): Category {
  const out = layWords(category, kn, categoryWords)
  return { ...out, meta: metaOf(category.meta, category, kn, out) }
}

function socialInKannada(item: SocialItem, kn: Translation | undefined): SocialItem {
  return layWords(item, kn, socialWords)
}

/** What the catalogue pages show, any of it. */
type CataloguePage = {
  brand?: Brand
  brands?: BrandSummary[]
  lines?: BrandLine[]
  sections?: BrandSection[]
  products?: Product[]
  others?: Product[]
  product?: Product
  category?: Category | null
  categories?: Array<Category & { products?: Product[] }>
  social?: SocialItem[]
}

const ids = (list: Array<{ id: number } | null | undefined>) =>
  list.filter((x): x is { id: number } => !!x).map((x) => x.id)

/**
 * A catalogue page's records in Kannada: their published Kannada read in one query (none from
 * `db` null: in remote mode the ERP's text counts as English) and laid over each. A failure to
 * read it shows the English (marked) rather than no page.
 */
export async function catalogueInKannada<P extends CataloguePage>(
  db: Db | null,
  page: P,
): Promise<P> {
  const products = [...(page.products ?? []), ...(page.others ?? []), page.product]
  const categories = [...(page.categories ?? []), page.category]
  const nested = (page.categories ?? []).flatMap((c) => c.products ?? [])
  const kn: Translations = db
    ? await publishedTranslationsOf(db, {
        brands: ids([page.brand, ...(page.brands ?? [])]),
        products: ids([...products, ...nested]),
        categories: ids(categories),
        social: ids(page.social ?? []),
      }).catch(() => new Map())
    : new Map()
  return layCatalogue(page, kn)
}

/** A catalogue page's records with these translations laid over (`catalogueInKannada`). */
export function layCatalogue<P extends CataloguePage>(page: P, kn: Translations): P {
  const of = (kind: string, id: number) => kn.get(kind)?.get(String(id))
  const brandKn = page.brand ? of('brands', page.brand.id) : undefined
  const product = (p: Product) => productInKannada(p, of('products', p.id))
  const out: CataloguePage = { ...page }
  if (page.brand) out.brand = brandInKannada(page.brand, brandKn)
  if (page.brands) out.brands = page.brands.map((b) => brandSummaryInKannada(b, of('brands', b.id)))
  if (page.lines) out.lines = page.lines.map((l) => lineInKannada(l, brandKn))
  if (page.sections) out.sections = page.sections.map((s) => sectionInKannada(s, brandKn))
  if (page.products) out.products = page.products.map(product)
  if (page.others) out.others = page.others.map(product)
  if (page.product) out.product = product(page.product)
  if (page.category)
    out.category = categoryInKannada(page.category, of('categories', page.category.id))
  if (page.categories)
    out.categories = page.categories.map((c) => {
      const translated = categoryInKannada(c, of('categories', c.id))
      return c.products ? { ...translated, products: c.products.map(product) } : translated
    })
  if (page.social) out.social = page.social.map((s) => socialInKannada(s, of('social', s.id)))
  return out as P
}

type Answered = { id: number } & Record<string, unknown>

/**
 * A record's translation from a source's two answers: each word whose Kannada answer is a text
 * that differs from the English one (the source answers a word it has no Kannada for in English,
 * so an equal word is still English, and the page marks it).
 */
function answered(words: Words, english: Answered, kannada: Answered | undefined) {
  const out: Translation = {}
  if (!kannada) return out
  for (const [key, field] of Object.entries({ ...words.shown, ...words.quiet })) {
    const kn = kannada[key]
    if (typeof kn === 'string' && kn.trim() && kn !== english[key]) out[field] = kn
  }
  return out
}

/** What a source answers of a catalogue: the brand, its products, categories and social items. */
type CatalogueAnswer = {
  brand: Answered & { categories?: string[]; meta?: Brand['meta'] }
  products: Answered[]
  categories: Answered[]
  social: Answered[]
}

/**
 * The Kannada of a catalogue as a source (the ERP, remote mode) answers it in English and with
 * `?lang=kn`, by kind and id, in the shape `layCatalogue` lays over a page: a word counts as
 * Kannada only where the two answers differ. A source that ignores `?lang` gives none.
 */
export function catalogueAnswered(
  english: CatalogueAnswer,
  kannada: CatalogueAnswer,
): Translations {
  const out: Translations = new Map()
  const put = (kind: string, id: number, t: Translation) => {
    if (!Object.keys(t).length) return
    const byId = out.get(kind) ?? new Map<string, Translation>()
    byId.set(String(id), { ...byId.get(String(id)), ...t })
    out.set(kind, byId)
  }
  const brand = answered(brandWords, english.brand, kannada.brand)
  const [enMeta, knMeta] = [english.brand.meta, kannada.brand.meta]
  if (enMeta && knMeta)
    for (const [key, field] of [
      ['title', 'metaTitle'],
      ['description', 'metaDescription'],
      ['keywords', 'metaKeywords'],
    ] as const)
      if (knMeta[key].trim() && knMeta[key] !== enMeta[key]) brand[field] = knMeta[key]
  const lines = (list: string[] | undefined) => (list ?? []).join('\n')
  if (
    lines(kannada.brand.categories).trim() &&
    lines(kannada.brand.categories) !== lines(english.brand.categories)
  )
    brand.categories = lines(kannada.brand.categories)
  put('brands', english.brand.id, brand)
  const each = (kind: string, words: Words, en: Answered[], kn: Answered[]) => {
    for (const record of en)
      put(
        kind,
        record.id,
        answered(
          words,
          record,
          kn.find((k) => k.id === record.id),
        ),
      )
  }
  each('products', productWords, english.products, kannada.products)
  each('categories', categoryWords, english.categories, kannada.categories)
  each('social', socialWords, english.social, kannada.social)
  return out
}
