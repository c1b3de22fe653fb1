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
import type { DeclaredField } from '#app/domain/content/declared.server.ts'
import type { ContentKind } from '#app/domain/content/kind.server.ts'
import {
  bool,
  items,
  list,
  listState,
  nextPosition,
  numericId,
  publishingColumns,
  publishingOf,
  stateWhere,
  str,
  strOrNull,
  notTrashed,
  referenceCount,
  trashedNote,
  writeChildRows,
} from './common.server.ts'
import { containsWords, limitOf } from '#app/domain/content/listing.server.ts'
import { setPositions } from './catalogue.server.ts'

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

const brandFields: DeclaredField[] = [
  { type: 'text', name: 'name', label: 'Name', required: true, max: 100 },
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
    label: 'Page address',
    options: brandPathOptions,
    hint: 'None: the page is at /our-brands-detail/<id>. A change sends the old address, and its /kn twin, to the new one (301).',
  },
  {
    type: 'text',
    name: 'ownPath',
    label: 'Own address',
    max: OWN_ADDRESS_MAX,
    pattern: brandAddressPattern,
    patternMessage:
      'Use /<name> or /our-brand/<name>: lower-case letters, digits and single hyphens.',
    placeholder: '/our-brand/name',
    hint: 'When the page address is "Its own address": /<name> or /our-brand/<name>, in lower-case letters, digits and hyphens, and not a name the site uses itself (/admin, /kn …). The Kannada page is the same address under /kn.',
  },
  { type: 'text', name: 'title', localized: true, label: 'Page heading', max: 200 },
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
  { type: 'image', name: 'logo', label: 'Logo' },
  { type: 'image', name: 'banner', label: 'Banner' },
  {
    type: 'text',
    name: 'bannerAlt',
    localized: true,
    label: 'Banner description (alt text)',
    max: 200,
    wide: true,
  },
  {
    type: 'strings',
    name: 'categories',
    localized: true,
    label: 'Categories on its tile',
    max: 60,
    hint: 'One per line; the tile joins them with |.',
  },
  { type: 'richtext', name: 'description', localized: true, label: 'Description', max: 20_000 },
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
]

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

function parseList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json)
    return list(v)
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

/** The page-cache tag of a brand: its page, and every page that shows its products or items. */
export const brandTag = (id: number | string) => `brand:${id}`

export const brandsKind: ContentKind = {
  kind: 'brands',
  table: 'brands',
  tables: { brands: 'id', brand_lines: 'brand_id', brand_sections: 'brand_id' },
  label: 'Brands',
  singular: 'brand',
  right: 'content',
  fields: brandFields,
  orderable: true,
  publishable: true,
  creatable: true,
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
  title: (v) => str(v.name) || 'New brand',

  async list(db, q, now) {
    let base = db.selectFrom('brands').where(notTrashed('brands'))
    base = base.where(
      containsWords(['brands.name', 'brands.slug', 'brands.tagline'], q.search, {
        kind: 'brands',
        id: 'brands.id',
      }),
    )
    if (q.state) base = base.where(stateWhere('brands', q.state, now, q.until))
    // "Needs translation" (`?kn=needed`): only these brands.
    if (q.only) {
      const ids = q.only.map((id) => numericId(id)).filter((n): n is number => n !== null)
      base = base.where('brands.id', 'in', ids.length ? ids : [-1])
    }
    if (q.filter === 'listed') base = base.where('listed', '=', 1)
    if (q.filter === 'unlisted') base = base.where('listed', '=', 0)
    const order =
      q.sort === 'title'
        ? base.orderBy('name')
        : q.sort === 'updated'
          ? base.orderBy('updated_at', 'desc')
          : base.orderBy('position')
    const [rows, count] = await Promise.all([
      order
        .select([
          'id',
          'name',
          'path',
          'listed',
          'status',
          'publish_at',
          'unpublish_at',
          'updated_at',
        ])
        .orderBy('id')
        .limit(limitOf(q))
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        id: r.id,
        title: r.name,
        detail: `${brandPath(r)}${r.listed ? '' : ' · not on the brand list'}`,
        ...listState(r, now),
      })),
    }
  },

  listFilter: async () => ({
    label: 'On the brand list',
    options: [
      { value: 'listed', label: 'Listed' },
      { value: 'unlisted', label: 'Not listed' },
    ],
  }),

  async load(db, id) {
    const n = numericId(id)
    if (n === null) return null
    const r = await db
      .selectFrom('brands')
      .selectAll()
      .where('id', '=', n)
      .where(notTrashed('brands'))
      .executeTakeFirst()
    if (!r) return null
    const [lines, sections] = await Promise.all([
      db
        .selectFrom('brand_lines')
        .selectAll()
        .where('brand_id', '=', n)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('brand_sections')
        .selectAll()
        .where('brand_id', '=', n)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    ])
    return {
      updatedAt: Number(r.updated_at),
      publishing: publishingOf(r),
      values: {
        name: r.name,
        slug: r.slug,
        // An address outside the spec's choices is the brand's own, shown in its own field.
        path: r.path === null || fixedBrandPaths.includes(r.path) ? r.path : OWN_ADDRESS,
        ownPath: r.path !== null && !fixedBrandPaths.includes(r.path) ? r.path : '',
        title: r.title,
        listed: r.listed === 1,
        productPages: r.product_pages === 1,
        color: r.color.toLowerCase(),
        colorCode: r.color_code.toLowerCase(),
        textColorCode: r.text_color_code.toLowerCase(),
        logo: r.logo,
        banner: r.banner,
        bannerAlt: r.banner_alt,
        categories: parseList(r.categories),
        description: r.description,
        productsHeading: r.products_heading,
        whyChoose: r.why_choose,
        tagline: r.tagline,
        taglineDescription: r.tagline_description,
        metaTitle: r.meta_title,
        metaDescription: r.meta_description,
        metaKeywords: r.meta_keywords,
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
      },
    }
  },

  async write(tx, id, v, publishing) {
    const row = {
      name: str(v.name),
      slug: str(v.slug),
      path: brandPathOf(v),
      title: str(v.title),
      listed: bool(v.listed) ? 1 : 0,
      product_pages: bool(v.productPages) ? 1 : 0,
      color: str(v.color),
      color_code: str(v.colorCode),
      text_color_code: str(v.textColorCode),
      logo: strOrNull(v.logo),
      banner: strOrNull(v.banner),
      banner_alt: str(v.bannerAlt),
      categories: JSON.stringify(list(v.categories)),
      description: str(v.description),
      products_heading: str(v.productsHeading),
      why_choose: str(v.whyChoose),
      tagline: str(v.tagline),
      tagline_description: str(v.taglineDescription),
      meta_title: str(v.metaTitle),
      meta_description: str(v.metaDescription),
      meta_keywords: str(v.metaKeywords),
      ...publishingColumns(publishing),
    }
    let brandId = numericId(id)
    if (brandId !== null) {
      await tx.updateTable('brands').set(row).where('id', '=', brandId).execute()
    } else {
      const position = await nextPosition(tx, 'brands')
      const created = await tx
        .insertInto('brands')
        .values({ ...row, position })
        .returning('id')
        .executeTakeFirstOrThrow()
      brandId = created.id
    }
    await writeLines(tx, brandId, items(v.lines))
    await writeSections(tx, brandId, items(v.sections))
    return String(brandId)
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
  tagOf: brandTag,
  tags: (_v, id) => ['brands', brandTag(id)],

  removalBlocker: async (db, id) => {
    const n = numericId(id)
    return n === null ? null : brandReferences(db, n)
  },

  async remove(tx, id) {
    const n = numericId(id)
    if (n === null) return
    await tx.deleteFrom('brands').where('id', '=', n).execute()
  },

  async reorder(tx, ids) {
    await setPositions(
      tx,
      'brands',
      ids.map((id) => numericId(id)).filter((n): n is number => n !== null),
    )
  },
}
