import { randomUUID } from 'node:crypto'
import {
  copyKeys,
  copySchemas,
  isCopyKey,
  loadCopyRow,
  writeCopyRow,
  type CopyBlocks,
  type CopyKey,
} from '#app/domain/copy/store.server.ts'
import type { DeclaredField } from '#app/domain/content/declared.server.ts'
import type { Field, Values } from '#app/domain/content/fields.ts'
import type { ContentKind, ListRow } from '#app/domain/content/kind.server.ts'
import { paths } from '#app/routing/paths.ts'
import { limitOf } from '#app/domain/content/listing.server.ts'
import { items, str } from './common.server.ts'

/**
 * The fixed page copy staff may change (issue 12): six blocks of the home and About pages, each
 * an item of the kind `copy` with fields of its own. Blocks are never made or deleted (the page
 * layouts are code); each save keeps a revision like any other content.
 */
const alt: DeclaredField = {
  type: 'text',
  localized: true,
  name: 'alt',
  label: 'Picture description (alt text)',
  required: true,
  max: 500,
  hint: 'What the picture shows, for people who cannot see it.',
  wide: true,
}
const picture = (label = 'Picture'): Field => ({
  type: 'image',
  name: 'image',
  label,
  required: true,
})
const title: DeclaredField = {
  type: 'text',
  localized: true,
  name: 'title',
  label: 'Heading',
  required: true,
  max: 300,
  wide: true,
}

/**
 * The hidden name of an item in a list staff add to, remove from and reorder: its Kannada is kept
 * under it (`cards.<id>.description`), so moving a card moves its Kannada with it.
 */
const itemIdField: DeclaredField = { type: 'hidden', name: 'id', label: 'Item' }

/** An item's name as read: the stored one, else its place (how copy stored before it was named). */
const idAt = (item: { id?: string }, index: number): string => item.id ?? String(index)

/**
 * A list's items as written, each with its name: kept, unless malformed or already taken in this
 * list (a crafted form); a new item gets a fresh one, never a number (numbers name the items of
 * copy stored before names, by their place).
 */
function named(value: unknown): Array<Values & { id: string }> {
  const seen = new Set<string>()
  return items(value).map((item) => {
    let id = str(item.id)
    if (!/^[a-z0-9-]{1,40}$/.test(id) || seen.has(id)) id = `i${randomUUID().slice(0, 8)}`
    seen.add(id)
    return { ...item, id }
  })
}

/**
 * The values with every named list's items named (`named`), at any depth (the points inside Why
 * Choose Us's tabs): a list is named when its fields hold the hidden item name.
 */
function nameItems(fields: readonly DeclaredField[], values: Values): Values {
  const out: Values = { ...values }
  for (const f of fields) {
    if (f.type !== 'group' || values[f.name] === undefined) continue
    const inner = f.fields as readonly DeclaredField[]
    const list = inner.includes(itemIdField) ? named(values[f.name]) : items(values[f.name])
    out[f.name] = list.map((item) => nameItems(inner, item))
  }
  return out
}

type Block<K extends CopyKey> = {
  label: string
  page: string
  fields: DeclaredField[]
  toValues: (b: CopyBlocks[K]) => Values
  fromValues: (v: Values) => CopyBlocks[K]
  /** A message for the form when the values do not make a block (beyond each field's checks). */
  check?: (v: Values) => Record<string, string>
}

const colorOptions = [
  { value: 'primary', label: 'Blue' },
  { value: 'leaf', label: 'Green' },
  { value: 'turmeric', label: 'Turmeric' },
]
const tabKeys = ['brands', 'consumer', 'kirana'] as const

const cardFields: DeclaredField[] = [
  itemIdField,
  picture(),
  alt,
  {
    type: 'text',
    localized: true,
    name: 'before',
    label: 'Title, before the highlight',
    max: 300,
  },
  {
    type: 'text',
    localized: true,
    name: 'highlight',
    label: 'Highlighted words',
    required: true,
    max: 300,
  },
  {
    type: 'text',
    localized: true,
    name: 'after',
    label: 'Title, after the highlight',
    max: 300,
  },
  {
    type: 'textarea',
    localized: true,
    name: 'description',
    label: 'Description',
    required: true,
    max: 2000,
    wide: true,
  },
]
const pointFields: DeclaredField[] = [
  itemIdField,
  { type: 'text', localized: true, name: 'heading', label: 'Heading', max: 300 },
  {
    type: 'text',
    localized: true,
    name: 'textMain',
    label: 'Bold lead-in',
    required: true,
    max: 300,
  },
  {
    type: 'textarea',
    localized: true,
    name: 'text',
    label: 'Text',
    required: true,
    max: 2000,
    wide: true,
  },
  {
    type: 'select',
    name: 'color',
    label: 'Accent colour',
    required: true,
    options: colorOptions,
  },
]
const tabFields: DeclaredField[] = [
  { type: 'hidden', name: 'key', label: 'Tab' },
  {
    type: 'text',
    localized: true,
    name: 'label',
    label: 'Tab label',
    required: true,
    max: 80,
  },
  {
    type: 'text',
    localized: true,
    name: 'title',
    label: 'Title',
    required: true,
    max: 300,
  },
  {
    type: 'textarea',
    localized: true,
    name: 'description',
    label: 'Line under the tabs',
    required: true,
    max: 2000,
    wide: true,
  },
  { type: 'image', name: 'logo', label: 'Icon (decorative)', required: true },
  {
    type: 'group',
    name: 'points',
    label: 'Points',
    itemLabel: 'Point',
    maxItems: 8,
    fields: pointFields,
  },
]
const statementFields: DeclaredField[] = [
  { type: 'hidden', name: 'key', label: 'Statement' },
  {
    type: 'text',
    localized: true,
    name: 'heading',
    label: 'Heading',
    required: true,
    max: 300,
  },
  {
    type: 'textarea',
    localized: true,
    name: 'text',
    label: 'Text',
    required: true,
    max: 2000,
    wide: true,
  },
  picture(),
  alt,
]
const awardFields: DeclaredField[] = [
  itemIdField,
  {
    type: 'text',
    localized: true,
    name: 'title',
    label: 'Award',
    required: true,
    max: 300,
  },
  {
    type: 'text',
    localized: true,
    name: 'when',
    label: 'When',
    required: true,
    max: 60,
    hint: 'e.g. 2024 or February 2021',
  },
  {
    type: 'textarea',
    localized: true,
    name: 'description',
    label: 'Description',
    required: true,
    max: 2000,
    wide: true,
  },
  picture(),
  alt,
]

const blocks: { [K in CopyKey]: Block<K> } = {
  'home-what-we-do': {
    label: 'Home: What We Do',
    page: paths.home,
    fields: [
      title,
      {
        type: 'textarea',
        localized: true,
        name: 'intro',
        label: 'Introduction',
        required: true,
        max: 2000,
        wide: true,
      },
      {
        type: 'group',
        name: 'cards',
        label: 'Cards',
        itemLabel: 'Card',
        maxItems: 8,
        fields: cardFields,
      },
    ],
    toValues: (b) => ({
      title: b.title,
      intro: b.intro,
      cards: b.cards.map((c, i) => ({
        id: idAt(c, i),
        image: c.image.src,
        alt: c.image.alt,
        before: c.title.before,
        highlight: c.title.highlight,
        after: c.title.after,
        description: c.description,
      })),
    }),
    fromValues: (v) => ({
      title: str(v.title),
      intro: str(v.intro),
      cards: named(v.cards).map((c) => ({
        id: c.id,
        image: { src: str(c.image), alt: str(c.alt) },
        title: { before: str(c.before), highlight: str(c.highlight), after: str(c.after) },
        description: str(c.description),
      })),
    }),
    check: (v): Record<string, string> =>
      items(v.cards).length ? {} : { cards: 'Keep at least one card.' },
  },
  'home-where-we-operate': {
    label: 'Home: Where We Operate',
    page: paths.home,
    fields: [
      title,
      {
        type: 'textarea',
        localized: true,
        name: 'description',
        label: 'Text',
        required: true,
        max: 2000,
        wide: true,
      },
      picture('Map'),
      alt,
    ],
    toValues: (b) => ({
      title: b.title,
      description: b.description,
      image: b.map.src,
      alt: b.map.alt,
    }),
    fromValues: (v) => ({
      title: str(v.title),
      description: str(v.description),
      map: { src: str(v.image), alt: str(v.alt) },
    }),
  },
  'home-why-choose-us': {
    label: 'Home: Why Choose Us',
    page: paths.home,
    fields: [
      title,
      {
        type: 'group',
        name: 'tabs',
        label: 'Tabs',
        itemLabel: 'Tab',
        maxItems: 3,
        fixed: true,
        fields: tabFields,
      },
    ],
    toValues: (b) => ({
      title: b.title,
      tabs: b.tabs.map((t) => ({
        key: t.key,
        label: t.label,
        title: t.title,
        description: t.description,
        logo: t.logo.src,
        points: t.points.map((p, j) => ({
          id: idAt(p, j),
          heading: p.heading ?? '',
          textMain: p.textMain,
          text: p.text,
          color: p.color,
        })),
      })),
    }),
    fromValues: (v) => ({
      title: str(v.title),
      tabs: items(v.tabs).map((t, i) => ({
        key: (tabKeys as readonly string[]).includes(str(t.key))
          ? (str(t.key) as (typeof tabKeys)[number])
          : (tabKeys[i] ?? 'brands'),
        label: str(t.label),
        title: str(t.title),
        description: str(t.description),
        logo: { src: str(t.logo), alt: '' },
        points: named(t.points).map((p) => ({
          id: p.id,
          ...(str(p.heading) ? { heading: str(p.heading) } : {}),
          textMain: str(p.textMain),
          text: str(p.text),
          color: (['primary', 'leaf', 'turmeric'] as const).find((c) => c === p.color) ?? 'primary',
        })),
      })),
    }),
    check: (v): Record<string, string> => {
      const tabs = items(v.tabs)
      const keys = new Set(tabs.map((t) => str(t.key)))
      return tabs.length === 3 && tabKeys.every((k) => keys.has(k))
        ? {}
        : {
            tabs: 'Keep the three tabs (brands, rural consumers, kirana stores); change their words instead.',
          }
    },
  },
  'about-mission-vision': {
    label: 'About: Mission and Vision',
    page: paths.about,
    fields: [
      title,
      {
        type: 'group',
        name: 'statements',
        label: 'Statements',
        itemLabel: 'Statement',
        maxItems: 4,
        fixed: true,
        fields: statementFields,
      },
    ],
    toValues: (b) => ({
      title: b.title,
      statements: b.statements.map((s) => ({
        key: s.key,
        heading: s.heading,
        text: s.text,
        image: s.image.src,
        alt: s.image.alt,
      })),
    }),
    fromValues: (v) => ({
      title: str(v.title),
      statements: items(v.statements).map((s, i) => ({
        key: str(s.key) || `statement-${i + 1}`,
        heading: str(s.heading),
        text: str(s.text),
        image: { src: str(s.image), alt: str(s.alt) },
      })),
    }),
    check: (v): Record<string, string> =>
      items(v.statements).length ? {} : { statements: 'Keep at least one statement.' },
  },
  'about-awards': {
    label: 'About: Our Awards',
    page: paths.about,
    fields: [
      title,
      {
        type: 'group',
        name: 'awards',
        label: 'Awards',
        itemLabel: 'Award',
        maxItems: 12,
        fields: awardFields,
      },
    ],
    toValues: (b) => ({
      title: b.title,
      awards: b.awards.map((a, i) => ({
        id: idAt(a, i),
        title: a.title,
        when: a.when,
        description: a.description,
        image: a.image.src,
        alt: a.image.alt,
      })),
    }),
    fromValues: (v) => ({
      title: str(v.title),
      awards: named(v.awards).map((a) => ({
        id: a.id,
        title: str(a.title),
        when: str(a.when),
        description: str(a.description),
        image: { src: str(a.image), alt: str(a.alt) },
      })),
    }),
  },
  'about-banner': {
    label: 'About: closing banner',
    page: paths.about,
    fields: [
      title,
      {
        type: 'textarea',
        localized: true,
        name: 'text',
        label: 'Text',
        required: true,
        max: 2000,
        wide: true,
      },
      picture(),
      alt,
    ],
    toValues: (b) => ({ title: b.title, text: b.text, image: b.image.src, alt: b.image.alt }),
    fromValues: (v) => ({
      title: str(v.title),
      text: str(v.text),
      image: { src: str(v.image), alt: str(v.alt) },
    }),
  },
}

function blockOf(id: string | null): Block<CopyKey> | null {
  return id !== null && isCopyKey(id) ? (blocks[id] as unknown as Block<CopyKey>) : null
}

export const copyKind: ContentKind = {
  kind: 'copy',
  label: 'Page copy',
  singular: 'section',
  plural: 'page copy sections',
  right: 'content',
  fields: [],
  fieldsOf: (id) => blockOf(id)?.fields ?? [],
  // Every block's words are declared `localized`: staff write each one's Kannada beside it.
  translatable: true,
  orderable: false,
  publishable: false,
  creatable: false,
  sorts: ['title'],
  defaults: () => ({}),
  title: (v) => str(v.title) || 'Page copy',
  prepare: (values, id) => {
    const b = blockOf(id)
    return b ? nameItems(b.fields, values) : values
  },

  async list(db, q) {
    const rows: ListRow[] = []
    for (const key of copyKeys) {
      const b = blocks[key] as unknown as Block<CopyKey>
      if (q.search && !b.label.toLowerCase().includes(q.search.toLowerCase())) continue
      const { updatedAt } = await loadCopyRow(db, key)
      rows.push({
        id: key,
        title: b.label,
        detail: b.page === paths.home ? 'Home page' : 'About page',
        state: 'published',
        publishAt: 0,
        unpublishAt: null,
        updatedAt,
      })
    }
    return { rows: rows.slice(q.offset, q.offset + limitOf(q)), total: rows.length }
  },

  async load(db, id) {
    const b = blockOf(id)
    if (!b || !isCopyKey(id)) return null
    const { block, updatedAt } = await loadCopyRow(db, id)
    return { values: b.toValues(block), publishing: null, updatedAt }
  },

  async write(tx, id, values) {
    const b = blockOf(id)
    if (!b || id === null) throw new Error(`no such copy block: ${id}`)
    await writeCopyRow(tx, id as CopyKey, b.fromValues(values))
    return id
  },

  async check(values, _db, id) {
    const b = blockOf(id)
    if (!b || id === null) return {}
    const own = b.check?.(values) ?? {}
    if (Object.keys(own).length) return own
    const parsed = copySchemas[id as CopyKey].safeParse(b.fromValues(values))
    return parsed.success
      ? {}
      : { [b.fields[0]!.name]: 'Some of this cannot be shown on the page; check every field.' }
  },

  publicPath: async (_db, _v, id) => blockOf(id)?.page ?? null,
  tags: () => ['copy'],
}

/** A block as its editor's values (the seed writes the sample Kannada in this shape). */
export function copyValues<K extends CopyKey>(key: K, block: CopyBlocks[K]): Values {
  return blockOf(key)!.toValues(block)
}

/** A block from its editor's values (its page in Kannada: app/domain/copy/translated.server.ts). */
export function copyFromValues<K extends CopyKey>(key: K, values: Values): CopyBlocks[K] {
  return blockOf(key)!.fromValues(values) as CopyBlocks[K]
}
