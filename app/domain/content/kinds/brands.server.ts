import type { Db } from '#app/db/client.server.ts'
import type { BrandSectionKind } from '#app/db/schema.ts'
import {
  BRAND_NAME_MAX,
  brandAddressPattern,
  brandPath,
  staticBrandPaths,
  suggiPath,
} from '#app/routing/paths.ts'
import { isReservedSegment } from '#app/routing/reserved.ts'
import {
  AA_CONTRAST,
  contrastRatio,
  formatRatio,
  type Field,
  type Values,
} from '#app/domain/content/fields.ts'
import type { FieldErrors } from '#app/domain/content/fields.server.ts'
import {
  ALT_MEANING,
  declareKind,
  type DeclaredField,
} from '#app/domain/content/declared.server.ts'
import {
  items,
  numericId,
  str,
  strOrNull,
  referenceCount,
  trashedNote,
  writeChildRows,
} from './common.server.ts'

/**
 * Brands (SPEC.md §2.6–§2.8): the brand page's every word and picture, its colours, its lines
 * (TruLove's biscuits and wafers) and its sections (notes, awards, features, detail images,
 * links). Lines keep their ids across edits (a hidden field per line), since products and social
 * tiles refer to them.
 */

/** The spec's addresses a brand page can live at (app/routes.ts serves these; the rest is by id). */
const fixedBrandPaths: readonly string[] = [...staticBrandPaths, suggiPath]

/** The "Page address" choice that takes the address typed in "Own address". */
const OWN_ADDRESS = 'own'

const brandPathOptions = [
  ...fixedBrandPaths.map((p) => ({ value: p, label: p })),
  { value: OWN_ADDRESS, label: 'Its own address (next field)' },
]

/** The longest own address: `/our-brand/` and the longest name. */
const OWN_ADDRESS_MAX = '/our-brand/'.length + BRAND_NAME_MAX

/** The address a brand's values give it: a fixed choice, its own address, or none (by id). */
function brandPathOf(v: Values): string | null {
  const chosen = strOrNull(v.path)
  if (chosen !== OWN_ADDRESS) return chosen
  const own = str(v.ownPath).trim().toLowerCase().replace(/\/+$/, '')
  if (!own) return null
  return own.startsWith('/') ? own : `/${own}`
}

/**
 * What is wrong with a brand's own address, in words, or null when it can be used: its shape
 * (the field's pattern says so first in the form; the API and drafts come here too), its length,
 * and a first segment the site uses itself (app/routing/reserved.ts).
 */
export function ownAddressError(path: string): string | null {
  if (!new RegExp(`^(?:${brandAddressPattern})$`).test(path))
    return 'Use /<name> or /our-brand/<name>: lower-case letters, digits and single hyphens.'
  const name = path.slice(path.lastIndexOf('/') + 1)
  if (name.length > BRAND_NAME_MAX)
    return `Keep the name after the last / under ${BRAND_NAME_MAX + 1} characters.`
  const first = path.replace(/^\//, '').split('/')[0]!
  if (path.split('/').length === 2 && isReservedSegment(first))
    return `/${first} is one of the site's own addresses; choose another name.`
  return null
}

const sectionKinds: Array<{ value: BrandSectionKind; label: string }> = [
  { value: 'note', label: 'Note' },
  { value: 'award', label: 'Award' },
  { value: 'feature', label: 'Feature, with pictures' },
  { value: 'gallery', label: 'Detail images' },
  { value: 'link', label: 'Link' },
]

/** `Brand colour` for the brand, `Colour` for a line. */
const colourFields = (prefix: string): Field[] => {
  const label = (l: string) => (prefix ? `${prefix} ${l}` : `${l[0]!.toUpperCase()}${l.slice(1)}`)
  return [
    {
      type: 'color',
      name: 'color',
      label: label('colour'),
      required: true,
      hint: 'The background of the tile and the page header.',
    },
    {
      type: 'color',
      name: 'colorCode',
      label: label('hover colour'),
      required: true,
      hint: 'The background under the pointer, and accents.',
    },
    {
      type: 'color',
      name: 'textColorCode',
      label: label('text colour'),
      required: true,
      hint: 'Text on both colours; each pair needs a contrast of 4.5:1 (WCAG AA).',
      contrastWith: ['color', 'colorCode'],
      wide: true,
    },
  ]
}

const lineFields: DeclaredField[] = [
  { type: 'hidden', name: 'id', label: 'Line id' },
  { type: 'text', name: 'name', localized: true, label: 'Name', required: true, max: 100 },
  {
    type: 'slug',
    name: 'slug',
    label: 'Address name',
    from: 'name',
    max: 80,
    hint: 'Made from the name when left empty.',
  },
  ...colourFields(''),
  { type: 'image', name: 'banner', label: 'Banner' },
  {
    type: 'text',
    name: 'bannerAlt',
    localized: true,
    label: 'Banner description (alt text)',
    max: 200,
  },
]

const imageFields: DeclaredField[] = [
  { type: 'image', name: 'src', label: 'Picture', required: true },
  {
    type: 'text',
    name: 'alt',
    localized: true,
    label: 'Description (alt text)',
    required: true,
    max: 200,
  },
]

const sectionFields: DeclaredField[] = [
  { type: 'hidden', name: 'id', label: 'Section id' },
  { type: 'select', name: 'kind', label: 'Kind', required: true, options: sectionKinds },
  { type: 'text', name: 'title', localized: true, label: 'Title', max: 200 },
  { type: 'richtext', name: 'body', localized: true, label: 'Text', max: 20_000 },
  {
    type: 'group',
    name: 'images',
    label: 'Pictures',
    itemLabel: 'Picture',
    fields: imageFields,
    maxItems: 12,
  },
  { type: 'url', name: 'linkUrl', label: 'Link address', hint: 'For a link section.' },
  { type: 'text', name: 'linkLabel', localized: true, label: 'Link text', max: 100 },
]

const brandFields = [
  {
    type: 'text',
    name: 'name',
    label: 'Name',
    required: true,
    max: 100,
    wire: { name: 'brand_name' },
  },
  {
    type: 'slug',
    name: 'slug',
    label: 'Address name',
    from: 'name',
    max: 80,
    hint: 'Names the brand in links and files; made from the name when left empty.',
  },
  {
    type: 'select',
    name: 'path',
    stored: false,
    label: 'Page address',
    options: brandPathOptions,
    hint: 'None: the page is at /our-brands-detail/<id>. A change sends the old address, and its /kn twin, to the new one (301).',
  },
  {
    type: 'text',
    name: 'ownPath',
    stored: false,
    label: 'Own address',
    max: OWN_ADDRESS_MAX,
    pattern: brandAddressPattern,
    patternMessage:
      'Use /<name> or /our-brand/<name>: lower-case letters, digits and single hyphens.',
    placeholder: '/our-brand/name',
    hint: 'When the page address is "Its own address": /<name> or /our-brand/<name>, in lower-case letters, digits and hyphens, and not a name the site uses itself (/admin, /kn …). The Kannada page is the same address under /kn.',
  },
  {
    type: 'text',
    name: 'title',
    localized: true,
    label: 'Page heading',
    max: 200,
    wire: { name: 'brand_title' },
  },
  {
    type: 'checkbox',
    name: 'listed',
    label: 'Shown on the brand list (Our Brands)',
  },
  {
    type: 'checkbox',
    name: 'productPages',
    label: 'Products have pages of their own',
    hint: 'Off: the brand page shows them as plain cards.',
  },
  ...colourFields('Brand'),
  { type: 'image', name: 'logo', label: 'Logo', wire: { description: 'The logo' } },
  {
    type: 'image',
    name: 'banner',
    label: 'Banner',
    wire: { name: 'banner_image', description: 'The banner' },
  },
  {
    type: 'text',
    name: 'bannerAlt',
    localized: true,
    label: 'Banner description (alt text)',
    max: 200,
    wide: true,
    wire: { name: 'alt', description: ALT_MEANING },
  },
  {
    type: 'strings',
    name: 'categories',
    localized: true,
    label: 'Categories on its tile',
    max: 60,
    hint: 'One per line; the tile joins them with |.',
  },
  {
    type: 'richtext',
    name: 'description',
    localized: true,
    label: 'Description',
    max: 20_000,
    wire: { name: 'brand_description' },
  },
  { type: 'text', name: 'productsHeading', localized: true, label: 'Products heading', max: 100 },
  { type: 'richtext', name: 'whyChoose', localized: true, label: 'Why choose', max: 20_000 },
  { type: 'text', name: 'tagline', localized: true, label: 'Tagline', max: 200, wide: true },
  {
    type: 'textarea',
    name: 'taglineDescription',
    localized: true,
    label: 'Under the tagline',
    max: 1000,
    wide: true,
  },
  { type: 'text', name: 'metaTitle', localized: true, label: 'Meta title', max: 120, wide: true },
  {
    type: 'textarea',
    name: 'metaDescription',
    localized: true,
    label: 'Meta description',
    max: 300,
    wide: true,
    hint: 'What search engines show under the title; about 160 characters.',
  },
  {
    type: 'text',
    name: 'metaKeywords',
    localized: true,
    label: 'Meta keywords',
    max: 300,
    wide: true,
  },
  {
    type: 'group',
    name: 'lines',
    label: 'Lines',
    itemLabel: 'Line',
    hint: 'Ranges with their own colours and banner (e.g. biscuits and wafers). Products refer to a line.',
    fields: lineFields,
    maxItems: 20,
  },
  {
    type: 'group',
    name: 'sections',
    label: 'Sections',
    itemLabel: 'Section',
    hint: 'Notes, awards, features, detail images and links, in the order the page shows them.',
    fields: sectionFields,
    maxItems: 30,
  },
] as const satisfies readonly DeclaredField[]

type Pair = { text: string; on: string; onLabel: string }

/** The colour pairs a brand (or a line) shows: text on the main colour and on the hover colour. */
function colourErrors(v: Values, prefix: string, errors: FieldErrors) {
  const pairs: Pair[] = [
    { text: str(v.textColorCode), on: str(v.color), onLabel: 'the colour' },
    { text: str(v.textColorCode), on: str(v.colorCode), onLabel: 'the hover colour' },
  ]
  const failing: string[] = []
  for (const p of pairs) {
    const r = contrastRatio(p.text, p.on)
    if (r !== null && r < AA_CONTRAST) failing.push(`on ${p.onLabel} ${formatRatio(r)}`)
  }
  if (failing.length && !errors[`${prefix}textColorCode`])
    errors[`${prefix}textColorCode`] =
      `Too little contrast: text ${failing.join(', ')}. WCAG AA needs at least ${formatRatio(AA_CONTRAST)}; choose a darker or lighter text colour.`
}

function parseImages(json: string): Array<{ src: string; alt: string }> {
  try {
    const v: unknown = JSON.parse(json)
    return Array.isArray(v)
      ? v
          .filter(
            (x): x is { src: string; alt: string } =>
              typeof x === 'object' && x !== null && typeof x.src === 'string',
          )
          .map((x) => ({ src: x.src, alt: typeof x.alt === 'string' ? x.alt : '' }))
      : []
  } catch {
    return []
  }
}

const sectionKind = (v: unknown): BrandSectionKind =>
  sectionKinds.find((k) => k.value === v)?.value ?? 'note'

/** Writes a brand's lines: known ids are updated in place (products keep them), others added. */
function writeLines(tx: Db, brandId: number, lines: Values[]) {
  return writeChildRows(
    tx,
    'brand_lines',
    ['brand_id', brandId],
    lines,
    (l) => ({
      name: str(l.name),
      slug: str(l.slug),
      color: str(l.color),
      color_code: str(l.colorCode),
      text_color_code: str(l.textColorCode),
      banner: strOrNull(l.banner),
      banner_alt: str(l.bannerAlt),
    }),
    {
      // Slugs are unique per brand: park the kept ones first so two lines can swap their slugs.
      beforeWrite: async (kept) => {
        for (const id of kept)
          await tx
            .updateTable('brand_lines')
            .set({ slug: `tmp-${id}` })
            .where('id', '=', id)
            .execute()
      },
    },
  )
}

function writeSections(tx: Db, brandId: number, sections: Values[]) {
  return writeChildRows(tx, 'brand_sections', ['brand_id', brandId], sections, (s) => ({
    kind: sectionKind(s.kind),
    title: str(s.title),
    body: str(s.body),
    images: JSON.stringify(items(s.images).map((i) => ({ src: str(i.src), alt: str(i.alt) }))),
    link_url: strOrNull(s.linkUrl),
    link_label: strOrNull(s.linkLabel),
  }))
}

/** What still refers to a brand, in words; null when nothing does. */
async function brandReferences(db: Db, brandId: number): Promise<string | null> {
  const counts = (table: 'products' | 'categories' | 'social_items') =>
    referenceCount(db, table, 'brand_id', brandId)
  const [[products, trashedProducts], [categories, trashedCategories], [social, trashedSocial]] =
    await Promise.all([counts('products'), counts('categories'), counts('social_items')])
  const trashed = trashedProducts + trashedCategories + trashedSocial
  const parts = [
    products ? `${products} product${products === 1 ? '' : 's'}` : '',
    categories ? `${categories} categor${categories === 1 ? 'y' : 'ies'}` : '',
    social ? `${social} social item${social === 1 ? '' : 's'}` : '',
  ].filter(Boolean)
  return parts.length
    ? `This brand still has ${parts.join(', ')}${trashedNote(trashed)}. Delete or move them first, or unpublish the brand instead.`
    : null
}

export const brandsKind = declareKind({
  kind: 'brands',
  table: 'brands',
  label: 'Brands',
  singular: 'brand',
  right: 'content',
  fields: brandFields,
  orderable: {},
  sorts: ['position', 'title', 'updated'],
  defaults: () => ({
    listed: true,
    productPages: true,
    color: '#1d3a8a',
    colorCode: '#142a66',
    textColorCode: '#ffffff',
    productsHeading: 'List of Products',
    path: null,
    ownPath: '',
    lines: [],
    sections: [],
    categories: [],
  }),
  tags: { item: 'brand', list: 'brands' },
  // Its /api/v2 record in getProductBrandDetail (SPEC.md §3), after its id; then its link and status.
  api: [
    'slug',
    'name',
    'title',
    'description',
    'banner',
    'bannerAlt',
    'logo',
    'metaTitle',
    'metaDescription',
    'metaKeywords',
    'whyChoose',
    'tagline',
    'taglineDescription',
  ] as const,
  list: {
    title: 'name',
    search: ['name', 'slug', 'tagline'],
    filter: 'listed',
    filterLabel: 'On the brand list',
    filterOptions: [
      { value: 'listed', label: 'Listed' },
      { value: 'unlisted', label: 'Not listed' },
    ],
    detail: (v) =>
      `${brandPath({ id: v.id, path: brandPathOf(v) })}${v.listed ? '' : ' · not on the brand list'}`,
  },

  // "Page address" and "Own address" are the one column `path`.
  columns: (v) => ({ path: brandPathOf(v) }),
  restore: (r) => {
    const path = typeof r.path === 'string' ? r.path : null
    // An address outside the spec's choices is the brand's own, shown in its own field.
    const fixed = path === null || fixedBrandPaths.includes(path)
    return { path: fixed ? path : OWN_ADDRESS, ownPath: fixed ? '' : path }
  },
  children: {
    tables: { brand_lines: 'brand_id', brand_sections: 'brand_id' },
    load: async (db, id) => {
      const [lines, sections] = await Promise.all([
        db
          .selectFrom('brand_lines')
          .selectAll()
          .where('brand_id', '=', id)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('brand_sections')
          .selectAll()
          .where('brand_id', '=', id)
          .orderBy('position')
          .orderBy('id')
          .execute(),
      ])
      return {
        lines: lines.map((l) => ({
          id: String(l.id),
          name: l.name,
          slug: l.slug,
          color: l.color.toLowerCase(),
          colorCode: l.color_code.toLowerCase(),
          textColorCode: l.text_color_code.toLowerCase(),
          banner: l.banner,
          bannerAlt: l.banner_alt,
        })),
        sections: sections.map((s) => ({
          id: String(s.id),
          kind: s.kind,
          title: s.title,
          body: s.body,
          images: parseImages(s.images),
          linkUrl: s.link_url,
          linkLabel: s.link_label,
        })),
      }
    },
    write: async (tx, id, v) => {
      await writeLines(tx, id, items(v.lines))
      await writeSections(tx, id, items(v.sections))
    },
    remove: async (tx, id) => {
      await tx.deleteFrom('brand_sections').where('brand_id', '=', id).execute()
      await tx.deleteFrom('brand_lines').where('brand_id', '=', id).execute()
    },
  },

  async check(v, db, id) {
    const errors: FieldErrors = {}
    const own = numericId(id)
    colourErrors(v, '', errors)
    const lines = items(v.lines)
    const slugs = new Set<string>()
    lines.forEach((l, i) => {
      colourErrors(l, `lines.${i}.`, errors)
      const slug = str(l.slug)
      if (slug && slugs.has(slug))
        errors[`lines.${i}.slug`] = 'Another line of this brand has this address name.'
      slugs.add(slug)
    })
    const slug = str(v.slug)
    if (!slug && !errors.slug) errors.slug = 'Enter an address name, or a name to make it from.'
    if (slug) {
      let q = db.selectFrom('brands').select('name').where('slug', '=', slug)
      if (own !== null) q = q.where('id', '<>', own)
      const other = await q.executeTakeFirst()
      if (other) errors.slug = `${other.name} already has this address name.`
    }
    if (strOrNull(v.path) === OWN_ADDRESS && !errors.ownPath) {
      const own = brandPathOf(v)
      if (!own) errors.ownPath = 'Enter the address, like /our-brand/name or /name.'
      else {
        const wrong = ownAddressError(own)
        if (wrong) errors.ownPath = wrong
      }
    }
    const path = brandPathOf(v)
    const field = strOrNull(v.path) === OWN_ADDRESS ? 'ownPath' : 'path'
    if (path && !errors[field]) {
      let q = db.selectFrom('brands').select('name').where('path', '=', path)
      if (own !== null) q = q.where('id', '<>', own)
      const other = await q.executeTakeFirst()
      if (other) errors[field] = `${other.name}'s page is at ${path}; choose another address.`
    }
    // A line that products or social tiles name cannot go: they would lose their line.
    if (own !== null) {
      const kept = new Set(lines.map((l) => numericId(l.id)))
      const used = await db
        .selectFrom('brand_lines')
        .leftJoin('products', 'products.line_id', 'brand_lines.id')
        .leftJoin('social_items', 'social_items.line_id', 'brand_lines.id')
        .select(['brand_lines.id', 'brand_lines.name'])
        .select((eb) => eb.fn.count('products.id').distinct().as('products'))
        .select((eb) => eb.fn.count('social_items.id').distinct().as('social'))
        .where('brand_lines.brand_id', '=', own)
        .groupBy(['brand_lines.id', 'brand_lines.name'])
        .execute()
      const blocked = used.filter(
        (l) => !kept.has(l.id) && (Number(l.products) > 0 || Number(l.social) > 0),
      )
      if (blocked.length)
        errors.lines = `${blocked.map((l) => l.name).join(', ')} still ha${blocked.length === 1 ? 's' : 've'} products or social items; move them to another line before removing ${blocked.length === 1 ? 'it' : 'them'}.`
    }
    return errors
  },

  ownPages: true,
  publicPath: async (_db, v, id) => brandPath({ id: Number(id), path: brandPathOf(v) }),
  removalBlocker: async (db, id) => {
    const n = numericId(id)
    return n === null ? null : brandReferences(db, n)
  },
})

/** The page-cache tag of a brand: its page, and every page that shows its products or items. */
export const brandTag = brandsKind.tagOf
