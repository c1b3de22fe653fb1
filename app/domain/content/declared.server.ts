import type { Kysely } from 'kysely'
import type { ZodType } from 'zod'
import type { Db } from '#app/db/client.server.ts'
import type { Right } from '#app/domain/accounts/roles.ts'
import type { Field, Option, Values } from './fields.ts'
import { emptyValue } from './fields.server.ts'
import type { ContentKind, ListRow } from './kind.server.ts'
import { containsWords, limitOf, type ListQuery } from './listing.server.ts'
import type { PublishableTable } from './publishing.server.ts'
import { setPositions } from './kinds/catalogue.server.ts'
import {
  listState,
  nextPosition,
  notTrashed,
  numericId,
  publishingColumns,
  publishingOf,
  stateWhere,
  str,
  list as stringList,
} from './kinds/common.server.ts'

/**
 * One kind of content declared once (in the spirit of Payload's CollectionConfig): its table,
 * its fields, how its list reads, what its pages are tagged with and where they are. The
 * console's list, `load` and `write` follow from it (`declareKind`), with the mapping between the
 * editor's names and the table's columns derived, not written: a field `jobTitle` is the column
 * `job_title`, and that is its only name. A test (declared.server.test.ts) holds every
 * declaration against the migrated schema on both engines.
 *
 * How a field is stored follows from its type:
 * - text-like fields (text, textarea, richtext, slug, email, tel, color) are NOT NULL text, ''
 *   when empty, unless the field says `nullable` (then NULL when empty);
 * - select with options from the database (`{ from: 'brands' }`) is an integer id, a string in
 *   the editor; a select with fixed options is one of them (the first when a required one is
 *   missing);
 * - number, date, url, image, youtube, path and optional selects are NULL when empty;
 * - a string list (strings) is NOT NULL text holding a JSON array ('[]' when empty);
 * - a colour reads back in lower case, as a colour input gives it;
 * - a required field is NOT NULL; a group is not a column (a kind's `children` hook stores it),
 *   nor is a field declared `stored: false` (the kind's `columns` and `restore` hooks fold it
 *   into columns of other names: a brand's two address fields are its one `path`).
 */
export type DeclaredField = Field & {
  /** A text-like field whose column is nullable: '' is stored as NULL. */
  nullable?: true
  /**
   * How the field goes on the wire, in the kind's /api/v2 record and the remote reader's schema
   * (app/domain/api/wire.server.ts): under the spec's name where it fixes one other than the
   * column's (`blog_image` for a post's `image`), with a word for the OpenAPI document, or with
   * a stricter schema than its type gives (a closing date is YYYY-MM-DD); `orElse` names the
   * field the wire sends instead while this one is empty (a picture's alt text is then its title).
   * On a picture, the description says which picture; the wire adds how its path reads.
   */
  wire?: { name?: string; description?: string; schema?: ZodType; orElse?: string }
  /**
   * Words staff write in each language (issue 35): the item's row holds the English, and the
   * Kannada is written beside it in the console and kept per field (translations.server.ts). Only
   * words: text, textarea, rich text and string lists (the declaration test refuses it on any
   * other type). On a group's subfield (a brand's sections), each item's value is its own word.
   */
  localized?: true
  /** Not a column of its own: the kind's `columns` writes it and `restore` reads it back. */
  stored?: false
}

export type Declaration = {
  /** The URL segment: /admin/<kind>. */
  kind: string
  table: PublishableTable
  label: string
  singular: string
  plural?: string
  right: Right
  fields: readonly DeclaredField[]
  /** Page-cache tags (app/domain/content/events.server.ts): `<item>:<id>` names one item. */
  tags: {
    item: string
    /** The tag of the public list that shows the item, if any (`jobs`, `posts:blog`). */
    list?: string | ((v: Values) => string)
    /** Other pages that show the item (its brand's, its category's). */
    also?: (v: Values) => string[]
  }
  /** The console's list: its title column, what a search looks in, a second line, a filter. */
  list: {
    /** The field the list shows as the title and sorts by under "Title". */
    title: string
    search: string[]
    /** The date field "Date" sorts by, newest first (kinds that are not ordered by hand). */
    date?: string
    /**
     * A field whose options filter the list: a select (fixed options, or from `options`), or a
     * checkbox, whose `filterOptions` are two: the first for on, the second for off.
     */
    filter?: string
    /** The filter's label when it differs from the field's. */
    filterLabel?: string
    /** The filter's options when they differ from the field's (shorter labels, one query). */
    filterOptions?: Option[] | ((db: Db) => Promise<Option[]>)
    detail?: (v: Values & { brand?: string; id: number }) => string | undefined
    /** The row's title, when not the title field's value. */
    rowTitle?: (v: Values) => string
  }
  /**
   * Staff order the items by hand; `within` a field (a brand) when the order is per brand: the
   * list is joined to brands and ordered by them first.
   */
  orderable?: { within?: string }
  /**
   * The fields of its /api/v2 record, in order (in the spirit of Wagtail's `api_fields`): each
   * under its column's name unless the field gives its wire name. The record and its schema,
   * which the remote reader shares, follow from these (app/domain/api/wire.server.ts).
   */
  api?: readonly string[]
  /** Read from the company's ERP in remote mode (app/domain/source/content-source.server.ts). */
  remote?: true
  /** Columns set once, when the item is made (`created_at`). */
  onInsert?: () => Record<string, unknown>
  /** Values as they are to be stored (a social video keeps no link). */
  prepare?: (v: Values) => Values
  /** Columns that fields declared `stored: false` are written to (called with {} to name them). */
  columns?: (v: Values) => Record<string, unknown>
  /** The values of the fields declared `stored: false`, from the item's row. */
  restore?: (row: Record<string, unknown>) => Values
  /** Rows of child tables that belong to an item (a post's gallery). */
  children?: {
    /** Child table → the column naming the item (for the media library's "where used"). */
    tables: Record<string, string>
    load: (db: Db, id: number) => Promise<Values>
    write: (tx: Db, id: number, v: Values) => Promise<void>
    remove: (tx: Db, id: number) => Promise<void>
  }
} & Pick<
  ContentKind,
  'defaults' | 'options' | 'check' | 'ownPages' | 'publicPath' | 'removalBlocker' | 'sorts'
> &
  Partial<Pick<ContentKind, 'title'>>

/** What an `alt` field on the wire is, in the OpenAPI document. */
export const ALT_MEANING = 'Text alternative of the picture.'

/**
 * How a picture's alt text goes on the wire, as the spec sends it: as `alt`, and while empty as
 * the `orElse` field (the item's title or name).
 */
export function altOnWire<F extends string>(orElse: F) {
  return { name: 'alt', description: ALT_MEANING, orElse } as const
}

/** `jobTitle` → `job_title`: the one rule between a field's name and its column. */
export function columnOf(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
}

const TEXT = new Set(['text', 'textarea', 'richtext', 'slug', 'email', 'tel', 'color'])

/** The types whose words may be translated (`localized`): a slug, e-mail or colour is not. */
const LOCALIZABLE = new Set(['text', 'textarea', 'richtext', 'strings'])

/** Whether a field may be declared `localized`. */
export function isLocalizable(f: Field): boolean {
  return LOCALIZABLE.has(f.type)
}

/** Whether a field is declared `localized`. */
export function isLocalized(f: Field): f is DeclaredField {
  return 'localized' in f && f.localized === true
}

/** A kind's fields that have a Kannada value (declared `localized`), in their order. */
export function localizedFields(fields: readonly Field[]): DeclaredField[] {
  return fields.filter(isLocalized)
}

/** Whether any field, or any subfield of a group, is declared `localized`. */
export function hasLocalized(fields: readonly Field[]): boolean {
  return fields.some((f) => isLocalized(f) || (f.type === 'group' && hasLocalized(f.fields)))
}

/** Whether a field is stored in a column of the kind's table (a group is not). */
export function isColumn(f: DeclaredField): boolean {
  return f.type !== 'group' && f.stored !== false
}

/** Whether a field refers to another row by id (a select whose options come from the database). */
export function isReference(f: DeclaredField): boolean {
  return f.type === 'select' && !Array.isArray(f.options)
}

/** Whether the field's column may hold NULL (the test checks the table agrees). */
export function isNullable(f: DeclaredField): boolean {
  if ('required' in f && f.required) return false
  if (f.type === 'checkbox' || f.type === 'hidden' || f.type === 'strings') return false
  return TEXT.has(f.type) ? !!f.nullable : true
}

/** Whether the field's column holds a number (the test checks the column's type). */
export function isNumeric(f: DeclaredField): boolean {
  return f.type === 'number' || f.type === 'checkbox' || isReference(f)
}

/** A column's value as the editor holds it: the same value a form read would give. */
function toValue(f: DeclaredField, v: unknown): unknown {
  if (v === null || v === undefined) return emptyValue(f)
  if (isReference(f)) return String(v)
  if (f.type === 'number') return Number(v)
  if (f.type === 'checkbox') return Number(v) === 1
  if (f.type === 'strings') return stringList(parsedJson(v))
  if (f.type === 'color' && typeof v === 'string') return v.toLowerCase()
  return v
}

function parsedJson(v: unknown): unknown {
  try {
    return typeof v === 'string' ? JSON.parse(v) : null
  } catch {
    return null
  }
}

/** An editor value as its column stores it. */
function toColumn(f: DeclaredField, v: unknown): unknown {
  if (isReference(f)) return numericId(v)
  if (f.type === 'number') return typeof v === 'number' && Number.isFinite(v) ? v : null
  if (f.type === 'checkbox') return v === true ? 1 : 0
  if (f.type === 'strings') return JSON.stringify(stringList(v))
  if (f.type === 'select' && Array.isArray(f.options)) {
    const options = f.options
    if (options.some((o) => o.value === v)) return v
    return f.required ? options[0]!.value : null
  }
  const s = str(v)
  return s === '' && isNullable(f) ? null : s
}

/** The editor's values of a row: what `load` gives, what the /api/v2 record is made from. */
export function valuesOf(d: Declaration, row: Record<string, unknown>): Values {
  const values: Values = {}
  for (const f of d.fields) if (isColumn(f)) values[f.name] = toValue(f, row[columnOf(f.name)])
  return d.restore ? { ...values, ...d.restore(row) } : values
}

/** The columns a write sets from the editor's values. */
function columnsOf(d: Declaration, v: Values): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  for (const f of d.fields) if (isColumn(f)) row[columnOf(f.name)] = toColumn(f, v[f.name])
  return d.columns ? { ...row, ...d.columns(v) } : row
}

/**
 * The kind's table with its columns named at run time: every name used comes from a
 * declaration, which the schema test holds against the migrated tables.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Db) => db as unknown as Kysely<any>

export type DeclaredKind<D extends Declaration = Declaration> = ContentKind & {
  declaration: D
  tagOf: (id: number | string) => string
}

/** The kind a declaration makes: the console's list, load, write, remove and reorder. */
export function declareKind<D extends Declaration>(d: D): DeclaredKind<D> {
  const t = d.table
  const c = (name: string) => `${t}.${columnOf(name)}`
  const fieldNamed = (name: string) => d.fields.find((f) => f.name === name)
  const within = d.orderable?.within
  const filterField = d.list.filter ? fieldNamed(d.list.filter) : undefined
  const tagOf = (id: number | string) => `${d.tags.item}:${id}`

  async function filterOptions(db: Db): Promise<readonly Option[]> {
    const own = d.list.filterOptions
    if (own) return typeof own === 'function' ? own(db) : own
    if (filterField?.type === 'checkbox')
      throw new Error(`${d.kind}: a checkbox filter needs its two filterOptions (on, off)`)
    if (filterField?.type !== 'select') return []
    if (!('from' in filterField.options)) return filterField.options
    return (await d.options?.(db))?.[filterField.options.from] ?? []
  }

  async function list(db: Db, q: ListQuery, now: number) {
    let base = loose(db).selectFrom(t).where(notTrashed(t))
    if (within) base = base.innerJoin('brands', 'brands.id', c(within))
    base = base.where(
      containsWords(
        d.list.search.map(c),
        q.search,
        hasLocalized(d.fields) ? { kind: d.kind, id: `${t}.id` } : undefined,
      ),
    )
    if (q.state) base = base.where(stateWhere(t, q.state, now, q.until))
    if (q.only) {
      const ids = q.only.map((id) => numericId(id)).filter((n): n is number => n !== null)
      base = base.where(`${t}.id`, 'in', ids.length ? ids : [-1])
    }
    if (filterField && q.filter) {
      const options = await filterOptions(db)
      const value = isReference(filterField)
        ? numericId(q.filter)
        : filterField.type === 'checkbox'
          ? ([1, 0][options.findIndex((o) => o.value === q.filter)] ?? null)
          : options.some((o) => o.value === q.filter)
            ? q.filter
            : null
      if (value !== null) base = base.where(c(filterField.name), '=', value)
    }
    const sort = q.sort && d.sorts.includes(q.sort) ? q.sort : d.sorts[0]
    let order = base
    if (sort === 'title') order = order.orderBy(c(d.list.title))
    else if (sort === 'updated') order = order.orderBy(`${t}.updated_at`, 'desc')
    else if (sort === 'date' && d.list.date) order = order.orderBy(c(d.list.date), 'desc')
    else if (within)
      order = order.orderBy('brands.position').orderBy('brands.id').orderBy(`${t}.position`)
    else order = order.orderBy(`${t}.position`)
    const [rows, count] = await Promise.all([
      order
        .selectAll(t)
        .$if(!!within, (s) => s.select('brands.name as brand'))
        .orderBy(`${t}.id`, d.orderable ? 'asc' : 'desc')
        .limit(limitOf(q))
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return {
      total: Number(count.n),
      rows: (rows as Array<Record<string, unknown>>).map((r): ListRow => {
        const v = valuesOf(d, r)
        return {
          id: Number(r.id),
          title: d.list.rowTitle?.(v) ?? str(v[d.list.title]),
          detail: d.list.detail?.({ ...v, brand: str(r.brand), id: Number(r.id) }),
          ...listState(r as Parameters<typeof listState>[0], now),
        }
      }),
    }
  }

  return {
    declaration: d,
    kind: d.kind,
    table: t,
    label: d.label,
    singular: d.singular,
    plural: d.plural,
    right: d.right,
    fields: d.fields,
    orderable: !!d.orderable,
    publishable: true,
    creatable: true,
    remote: d.remote ?? false,
    tables: { [t]: 'id', ...d.children?.tables },
    sorts: d.sorts,
    defaults: d.defaults,
    title: d.title ?? ((v) => str(v[d.list.title]) || `New ${d.singular}`),
    options: d.options,
    listFilter: filterField
      ? async (db) => ({
          label: d.list.filterLabel ?? filterField.label,
          options: await filterOptions(db),
        })
      : undefined,
    check: d.check,
    ownPages: d.ownPages ?? false,
    publicPath: d.publicPath,
    removalBlocker: d.removalBlocker,
    tagOf,
    tags: (v, id) => {
      const listTag = typeof d.tags.list === 'function' ? d.tags.list(v) : d.tags.list
      return [...(listTag ? [listTag] : []), tagOf(id), ...(d.tags.also?.(v) ?? [])]
    },
    list,

    async load(db, id) {
      const n = numericId(id)
      if (n === null) return null
      const r = (await loose(db)
        .selectFrom(t)
        .selectAll()
        .where('id', '=', n)
        .where(notTrashed(t))
        .executeTakeFirst()) as Parameters<typeof publishingOf>[0] & { updated_at: number }
      if (!r) return null
      return {
        updatedAt: Number(r.updated_at),
        publishing: publishingOf(r),
        values: { ...valuesOf(d, r), ...(await d.children?.load(db, n)) },
      }
    },

    async write(tx, id, values, publishing) {
      const v = d.prepare ? d.prepare(values) : values
      const row = { ...columnsOf(d, v), ...publishingColumns(publishing) }
      let n = numericId(id)
      if (n !== null) {
        await loose(tx).updateTable(t).set(row).where('id', '=', n).execute()
      } else {
        const scope = within ? numericId(v[within]) : null
        const position = d.orderable
          ? await nextPosition(tx, t, within && scope !== null ? { [columnOf(within)]: scope } : {})
          : undefined
        const created = (await loose(tx)
          .insertInto(t)
          .values({ ...row, ...(position === undefined ? {} : { position }), ...d.onInsert?.() })
          .returning('id')
          .executeTakeFirstOrThrow()) as { id: number }
        n = Number(created.id)
      }
      await d.children?.write(tx, n, v)
      return String(n)
    },

    async remove(tx, id) {
      const n = numericId(id)
      if (n === null) return
      await d.children?.remove(tx, n)
      await loose(tx).deleteFrom(t).where('id', '=', n).execute()
    },

    reorder: d.orderable
      ? (tx, ids) =>
          setPositions(
            tx,
            t,
            ids.map((id) => numericId(id)).filter((n): n is number => n !== null),
          )
      : undefined,
  }
}
