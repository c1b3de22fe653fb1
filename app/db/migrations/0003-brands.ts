import type { Kysely } from 'kysely'

/**
 * Which brands' products have pages of their own. SPEC.md §2.7/§2.8: products of the
 * server-driven pages (Suggi, the Chandrika sample brand, any brand reached only at
 * /our-brands-detail/:id) are links to a product page; the static brand pages show plain cards.
 * Kept as data so staff can change it per brand later.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('product_pages', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // A database seeded before this migration: the sample's server-driven brands.
  await db
    .updateTable('brands')
    .set({ product_pages: 1 })
    .where('slug', 'in', ['suggi', 'chandrika'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('product_pages').execute()
}
