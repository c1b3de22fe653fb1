import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { columnOf, isColumn, isNullable, isNumeric, type DeclaredKind } from './declared.server'
import { allContentKinds } from './registry.server'

const declared = allContentKinds().filter((k): k is DeclaredKind => 'declaration' in k)
/** Columns every declared kind's table has beside its fields (migrations 0005, 0011). */
const PUBLISHING = ['id', 'status', 'publish_at', 'unpublish_at', 'updated_at']

test('the plain kinds are declarations, each with its own table and item tag', () => {
  expect(declared.map((k) => k.kind)).toEqual(
    expect.arrayContaining(['categories', 'jobs', 'posts', 'products', 'slides', 'social']),
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

describeEachEngine('every declaration against its migrated table', {}, (get) => {
  test('each field is a column of the right kind and nullability; no required column is left out', async () => {
    const tables = new Map((await get().db.introspection.getTables()).map((t) => [t.name, t]))
    const problems: string[] = []
    for (const { declaration: d } of declared) {
      const table = tables.get(d.table)
      if (!table) {
        problems.push(`${d.kind}: no table ${d.table}`)
        continue
      }
      const columns = new Map(table.columns.map((c) => [c.name, c]))
      const covered = new Set([
        ...PUBLISHING,
        ...(d.orderable ? ['position'] : []),
        ...Object.keys(d.onInsert?.() ?? {}),
      ])
      for (const name of covered)
        if (!columns.has(name)) problems.push(`${d.table}: no column ${name}`)
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
    }
    expect(problems).toEqual([])
  })
})
