import type { Db } from '#app/db/client.server.ts'
import type { Option, Values } from '#app/domain/content/fields.ts'
import type { FieldErrors } from '#app/domain/content/fields.server.ts'
import type { PublishableTable } from '#app/domain/content/publishing.server.ts'
import { numericId, str } from './common.server.ts'

/**
 * The select options the product, category and social editors share: brands, their lines and
 * their categories, labelled with the brand so one list serves every brand.
 */
export async function brandOptions(db: Db): Promise<Option[]> {
  const rows = await db
    .selectFrom('brands')
    .select(['id', 'name'])
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ value: String(r.id), label: r.name }))
}

async function lineOptions(db: Db): Promise<Option[]> {
  const rows = await db
    .selectFrom('brand_lines')
    .innerJoin('brands', 'brands.id', 'brand_lines.brand_id')
    .select(['brand_lines.id', 'brand_lines.name', 'brands.name as brand'])
    .orderBy('brands.position')
    .orderBy('brands.id')
    .orderBy('brand_lines.position')
    .orderBy('brand_lines.id')
    .execute()
  return rows.map((r) => ({ value: String(r.id), label: `${r.brand}: ${r.name}` }))
}

async function categoryOptions(db: Db): Promise<Option[]> {
  const rows = await db
    .selectFrom('categories')
    .innerJoin('brands', 'brands.id', 'categories.brand_id')
    .select(['categories.id', 'categories.name', 'brands.name as brand'])
    .orderBy('brands.position')
    .orderBy('brands.id')
    .orderBy('categories.position')
    .orderBy('categories.id')
    .execute()
  return rows.map((r) => ({ value: String(r.id), label: `${r.brand}: ${r.name}` }))
}

/** The options of a catalogue item's brand, line and category selects. */
export async function catalogueOptions(db: Db): Promise<Record<string, Option[]>> {
  const [brands, lines, categories] = await Promise.all([
    brandOptions(db),
    lineOptions(db),
    categoryOptions(db),
  ])
  return { brands, lines, categories }
}

/** The brand a catalogue item names (a select's value), or null when none is chosen or it is gone. */
export async function brandOf(db: Db, value: unknown) {
  const id = numericId(value)
  if (id === null) return null
  const brand = await db
    .selectFrom('brands')
    .select(['id', 'path', 'product_pages'])
    .where('id', '=', id)
    .executeTakeFirst()
  return brand ?? null
}

const parts = [
  { field: 'lineId', table: 'brand_lines', one: 'line', many: 'lines' },
  { field: 'categoryId', table: 'categories', one: 'category', many: 'categories' },
] as const

/**
 * A product's or social item's brand, line and category: a brand must be chosen, and a line or
 * category, when one is, must be that brand's own. The words go under each field's name.
 */
export async function checkCatalogueItem(db: Db, v: Values): Promise<FieldErrors> {
  const brand = await brandOf(db, v.brandId)
  if (!brand) return { brandId: 'Choose one of the brands.' }
  const errors: FieldErrors = {}
  for (const { field, table, one, many } of parts) {
    if (!str(v[field])) continue
    const id = numericId(v[field])
    const owner =
      id === null
        ? undefined
        : await db.selectFrom(table).select('brand_id').where('id', '=', id).executeTakeFirst()
    if (!owner) errors[field] = `Choose one of the ${many}, or none.`
    else if (owner.brand_id !== brand.id) errors[field] = `That ${one} belongs to another brand.`
  }
  return errors
}

/**
 * Saves an order. The items take the places they held between them, in the new order, so a
 * filtered part of a list (one brand's products, the listed brands) moves among itself and
 * everything else keeps its place; when their places are not distinct (all 0), they become
 * 0, 1, 2 … in the order given.
 */
export async function setPositions(tx: Db, table: PublishableTable, ids: number[]): Promise<void> {
  if (!ids.length) return
  const rows = await tx
    .selectFrom(table)
    .select(['id', 'position'])
    .where('id', 'in', ids)
    .execute()
  const slots = rows.map((r) => Number(r.position)).sort((a, b) => a - b)
  const distinct = new Set(slots).size === slots.length && rows.length === ids.length
  let k = 0
  for (const id of ids)
    await tx
      .updateTable(table)
      .set({ position: distinct ? slots[k++]! : k++ })
      .where('id', '=', id)
      .execute()
}
