import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { sql } from 'kysely'
import type { Db } from '#app/db/client.server.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import {
  columnOf,
  declareKind,
  isColumn,
  isLocalizable,
  isLocalized,
  isNullable,
  isNumeric,
  type Declaration,
  type DeclaredKind,
} from './declared.server.ts'
import { restoreRevision, saveContent } from './editor.server.ts'
import { isLivePage } from './redirects.server.ts'
import { valuesOfWire, wireRecord, wireShape } from '#app/domain/api/wire.server.ts'
import { z } from 'zod'
import type { PublishableTable } from './publishing.server.ts'
import { allContentKinds } from './registry.server.ts'
import type { Field } from './fields.ts'
import { brandsKind } from './kinds/brands.server.ts'
import { postsKind } from './kinds/posts.server.ts'
import { productsKind } from './kinds/products.server.ts'
import { slidesKind } from './kinds/slides.server.ts'
import { listRevisions } from './revisions.server.ts'

const declared = allContentKinds().filter((k): k is DeclaredKind => 'declaration' in k)
/** Columns every declared kind's table has beside its fields (migrations 0005, 0011). */
const PUBLISHING = ['id', 'status', 'publish_at', 'unpublish_at', 'updated_at']

test('the plain kinds and brands are declarations, each with its own table and item tag', () => {
  expect(declared.map((k) => k.kind)).toEqual(
    expect.arrayContaining([
      'brands',
      'categories',
      'jobs',
      'posts',
      'products',
      'slides',
      'social',
    ]),
  )
  const tables = declared.map((k) => k.declaration.table)
  expect(new Set(tables).size).toBe(tables.length)
  const itemTags = declared.map((k) => k.declaration.tags.item)
  expect(new Set(itemTags).size).toBe(itemTags.length)
})

test('one name per field: a field is its column in camel case, and back', () => {
  expect(columnOf('jobTitle')).toBe('job_title')
  expect(columnOf('applyJobLink')).toBe('apply_job_link')
  for (const k of declared)
    for (const f of k.declaration.fields.filter(isColumn))
      expect(columnOf(f.name).replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())).toBe(f.name)
})

test("the posts' and slides' /api/v2 records follow from their declarations, the title standing in for an empty alt text", () => {
  const post = { title: 'Shelf stories', type: 'news', imageAlt: '', image: 'posts/a.jpg' }
  expect(wireRecord(postsKind.declaration, post)).toMatchObject({
    title: 'Shelf stories',
    type: 'news',
    blog_image: 'posts/a.jpg',
    alt: 'Shelf stories',
    author: null,
    post_date: null,
  })
  expect(wireRecord(postsKind.declaration, { ...post, imageAlt: 'A shelf' }).alt).toBe('A shelf')
  expect(
    wireRecord(slidesKind.declaration, {
      title: 'Grameen',
      image: 's.jpg',
      description: '<p>x</p>',
    }),
  ).toEqual({
    screen_image: 's.jpg',
    screen_title: 'Grameen',
    screen_description: '<p>x</p>',
    alt: 'Grameen',
  })
  // A picture's path says how it reads; a slide always has one, a post may not.
  const slide = z.object(wireShape(slidesKind.declaration))
  expect(slide.shape.screen_image.description).toMatch(/^The slide picture: a path relative/)
  expect(slide.safeParse({ screen_image: null }).success).toBe(false)
  const posts = z.object(wireShape(postsKind.declaration))
  expect(posts.shape.blog_image.safeParse(null).success).toBe(true)
})

test("a reference goes on the wire as a number, from the editor's string or a page's number; a record reads back into the declared names", () => {
  const record = wireRecord(productsKind.declaration, {
    brandId: 3,
    lineId: '4',
    categoryId: null,
    name: 'Sambar Powder',
  })
  expect(record).toMatchObject({ brand_id: 3, line_id: 4, category_id: null, alt: 'Sambar Powder' })
  expect(valuesOfWire(productsKind.declaration, record)).toMatchObject({
    brandId: 3,
    lineId: 4,
    name: 'Sambar Powder',
    imageAlt: 'Sambar Powder',
  })
})

test('only words are translated: `localized` is on text, textarea, rich text and string lists alone', () => {
  const refused = declared.flatMap((k) =>
    k.declaration.fields
      .filter((f) => f.localized && !isLocalizable(f))
      .map((f) => `${k.kind}.${f.name} (${f.type})`),
  )
  expect(refused).toEqual([])
  expect(isLocalizable({ type: 'slug', name: 'slug', label: 'Slug' })).toBe(false)
  expect(isLocalizable({ type: 'url', name: 'link', label: 'Link' })).toBe(false)
  expect(isLocalizable({ type: 'richtext', name: 'body', label: 'Body' })).toBe(true)
  expect(isLocalizable({ type: 'strings', name: 'categories', label: 'Categories' })).toBe(true)
  // A hand-written kind's fields, and its groups' subfields (a brand's sections), likewise.
  const words = (fields: readonly Field[]): Field[] =>
    fields.flatMap((f) => (f.type === 'group' ? words(f.fields) : isLocalized(f) ? [f] : []))
  expect(words(brandsKind.fields).filter((f) => !isLocalizable(f))).toEqual([])
  expect(words(brandsKind.fields).map((f) => f.name)).toEqual(
    expect.arrayContaining(['title', 'categories', 'name', 'body', 'alt']),
  )
  // The words of a job are translated; what is the item's, not a language's, is not.
  const jobs = declared.find((k) => k.kind === 'jobs')!.declaration.fields
  const localized = jobs.filter((f) => f.localized).map((f) => f.name)
  expect(localized).toEqual(
    expect.arrayContaining(['jobTitle', 'jobRole', 'jobLocation', 'jobShortDescription']),
  )
  expect(localized).not.toContain('jobStatus')
  expect(localized).not.toContain('slug')
  expect(localized).not.toContain('closesOn')
})

type Tables = Map<string, Awaited<ReturnType<Db['introspection']['getTables']>>[number]>

/** Where a declaration and its migrated table disagree, in words (none: they agree). */
function problemsOf(tables: Tables, d: Declaration): string[] {
  const problems: string[] = []
  const table = tables.get(d.table)
  if (!table) return [`${d.kind}: no table ${d.table}`]
  const columns = new Map(table.columns.map((c) => [c.name, c]))
  const covered = new Set([
    ...PUBLISHING,
    ...(d.orderable ? ['position'] : []),
    ...Object.keys(d.onInsert?.() ?? {}),
    ...Object.keys(d.columns?.({}) ?? {}),
  ])
  for (const name of covered) if (!columns.has(name)) problems.push(`${d.table}: no column ${name}`)
  for (const f of d.fields.filter(isColumn)) {
    const name = columnOf(f.name)
    covered.add(name)
    const c = columns.get(name)
    if (!c) {
      problems.push(`${d.table}.${name}: no such column (field ${f.name})`)
      continue
    }
    if (c.isNullable !== isNullable(f))
      problems.push(
        `${d.table}.${name}: the column is ${c.isNullable ? '' : 'not '}nullable, the field says ${isNullable(f) ? '' : 'not '}nullable`,
      )
    const numeric = /int|numeric|real|double/i.test(c.dataType)
    if (numeric !== isNumeric(f))
      problems.push(`${d.table}.${name}: ${c.dataType} column for a ${f.type} field`)
  }
  // A NOT NULL column with no default that no field writes would make every new item fail.
  for (const c of table.columns)
    if (!c.isNullable && !c.hasDefaultValue && !c.isAutoIncrementing && !covered.has(c.name))
      problems.push(`${d.table}.${c.name}: required, but no field of ${d.kind} writes it`)
  for (const [child, owner] of Object.entries(d.children?.tables ?? {}))
    if (!tables.get(child)?.columns.some((c) => c.name === owner))
      problems.push(`${d.kind}: no table ${child} with column ${owner}`)
  return problems
}

async function tablesOf(db: Db): Promise<Tables> {
  return new Map((await db.introspection.getTables()).map((t) => [t.name, t]))
}

describeEachEngine('every declaration against its migrated table', {}, (get) => {
  test('each field is a column of the right kind and nullability; no required column is left out', async () => {
    const tables = await tablesOf(get().db)
    expect(declared.flatMap((k) => problemsOf(tables, k.declaration))).toEqual([])
  })
})

/**
 * A kind made from a declaration alone, on a table made here (a real kind's table comes from a
 * migration): it gets a list, an editor with validation, drafts, revisions and page-cache tags.
 */
const events: Declaration = {
  kind: 'events',
  table: 'throwaway_events' as PublishableTable,
  label: 'Events',
  singular: 'event',
  right: 'content',
  fields: [
    { type: 'text', name: 'title', label: 'Title', required: true, max: 100 },
    { type: 'date', name: 'startsOn', label: 'Starts on' },
    { type: 'text', name: 'venueName', label: 'Venue', max: 100, nullable: true },
    { type: 'number', name: 'seatCount', label: 'Seats', min: 1, max: 500 },
    { type: 'richtext', name: 'programme', label: 'Programme', wire: { name: 'event_programme' } },
  ],
  api: ['title', 'startsOn', 'venueName', 'seatCount', 'programme'],
  tags: { item: 'event', list: 'events' },
  list: { title: 'title', search: ['title', 'venueName'], date: 'startsOn' },
  sorts: ['date', 'title', 'updated'],
  defaults: () => ({}),
  ownPages: true,
  publicPath: async (_db, _v, id) => `/events/${id}`,
}

describeEachEngine('a throwaway kind from a declaration alone', {}, (get, engine) => {
  test('its table agrees; it lists, validates, keeps drafts and revisions, and tags its pages', async () => {
    const db = get().db
    const id =
      engine === 'sqlite' ? sql`integer primary key autoincrement` : sql`serial primary key`
    await sql`create table throwaway_events (
      id ${id}, title text not null, starts_on text, venue_name text, seat_count integer,
      programme text not null default '',
      status text not null default 'draft', publish_at bigint not null default 0,
      unpublish_at bigint, updated_at bigint not null default 0)`.execute(db)
    expect(problemsOf(await tablesOf(db), events)).toEqual([])
    const kind = declareKind(events)

    const refused = await saveContent(
      db,
      kind,
      null,
      formOf({ seatCount: '0' }),
      'draft',
      actor,
      null,
    )
    expect(refused.ok).toBe(false)
    if (!refused.ok)
      expect(refused.errors).toEqual({ title: 'Enter title.', seatCount: 'Enter 1 or more.' })

    const form = (title: string) =>
      formOf({ title, startsOn: '2026-12-20', venueName: 'Mandya', seatCount: '40' })
    const draft = await saveContent(db, kind, null, form('Farmers meet'), 'draft', actor, null)
    expect(draft.ok).toBe(true)
    const itemId = draft.ok ? draft.id : ''
    expect((await kind.load(db, itemId))?.values).toEqual({
      title: 'Farmers meet',
      startsOn: '2026-12-20',
      venueName: 'Mandya',
      seatCount: 40,
      programme: '',
    })
    const row = await sql<{
      venue_name: string | null
    }>`select venue_name from throwaway_events`.execute(db)
    expect(row.rows[0]?.venue_name).toBe('Mandya')

    const now = Date.now()
    const q = { sort: 'date' as const, limit: 10, offset: 0 }
    expect((await kind.list(db, { ...q, search: 'mandya' }, now)).rows).toMatchObject([
      { id: Number(itemId), title: 'Farmers meet', state: 'draft' },
    ])
    expect((await kind.list(db, { ...q, state: 'published' }, now)).total).toBe(0)
    // A draft's page is not live: a redirect from it may be made.
    expect(await isLivePage(db, `/events/${itemId}`, [kind])).toBe(false)

    await saveContent(db, kind, itemId, form('Farmers meet, Mandya'), 'publish', actor, null)
    const listed = await kind.list(db, { ...q, state: 'published' }, Date.now())
    expect(listed.rows.map((r) => r.title)).toEqual(['Farmers meet, Mandya'])
    expect(kind.tags({}, itemId)).toEqual(['events', `event:${itemId}`])
    // Published, its page is live under any slug (no redirect may hide it), and only its own.
    expect(await isLivePage(db, `/events/${itemId}`, [kind])).toBe(true)
    expect(await isLivePage(db, `/events/${itemId}-farmers-meet`, [kind])).toBe(true)
    expect(await isLivePage(db, `/events/${Number(itemId) + 1}`, [kind])).toBe(false)
    expect(await isLivePage(db, `/meetings/${itemId}`, [kind])).toBe(false)

    const first = (await listRevisions(db, 'events', itemId)).find(
      (r) => r.snapshot.values.title === 'Farmers meet',
    )
    expect(first).toBeDefined()
    await restoreRevision(db, kind, itemId, first!.id, actor, null)
    expect((await kind.load(db, itemId))?.values.title).toBe('Farmers meet')

    // An emptied optional field is NULL in its column again, and empty in the editor.
    await saveContent(db, kind, itemId, formOf({ title: 'Farmers meet' }), 'publish', actor, null)
    expect((await kind.load(db, itemId))?.values).toMatchObject({
      venueName: '',
      seatCount: null,
      startsOn: null,
    })
    // Its /api/v2 record and that record's schema (which the remote reader would share) follow
    // from the declaration: fields under their column names, or the wire name a field gives.
    await saveContent(
      db,
      kind,
      itemId,
      formOf({
        title: 'Farmers meet',
        startsOn: '2026-12-20',
        venueName: 'Mandya',
        seatCount: '40',
        programme: '<p>Talks</p><script>x</script>',
      }),
      'publish',
      actor,
      null,
    )
    const record = wireRecord(events, (await kind.load(db, itemId))!.values)
    expect(record).toEqual({
      title: 'Farmers meet',
      starts_on: '2026-12-20',
      venue_name: 'Mandya',
      seat_count: 40,
      event_programme: '<p>Talks</p>',
    })
    const schema = z.object(wireShape(events))
    expect(schema.parse(record)).toEqual(record)
    expect(schema.safeParse({ ...record, seat_count: '40' }).success).toBe(false)
    expect(schema.parse({ ...record, venue_name: null, starts_on: null })).toMatchObject({
      venue_name: null,
    })
    await saveContent(db, kind, itemId, formOf({ title: 'Farmers meet' }), 'publish', actor, null)
    expect(wireRecord(events, (await kind.load(db, itemId))!.values)).toEqual({
      title: 'Farmers meet',
      starts_on: null,
      venue_name: null,
      seat_count: null,
      event_programme: '',
    })

    const emptied = await sql<{
      venue_name: string | null
    }>`select venue_name from throwaway_events`.execute(db)
    expect(emptied.rows[0]?.venue_name).toBeNull()
  })
})
