import type { Kysely } from 'kysely'
import { id, timestamp } from '#app/db/migration-helpers.ts'

// Trash instead of delete (issue 36, docs/decisions/0024): a deleted item keeps its row and its
// revisions; its status becomes 'trashed', which no public query asks for (they all want
// 'published'), and this table remembers what it was, who trashed it and when, so it can be
// restored for 30 days and then purged.
const tables = ['home_slides', 'brands', 'categories', 'products', 'social_items', 'posts', 'jobs']

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await id(db.schema.createTable('trash'), db)
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('previous_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('trashed_at', timestamp(), (c) => c.notNull())
    .addColumn('trashed_by', 'integer')
    .addColumn('trashed_by_email', 'varchar(254)')
    .execute()
  await db.schema
    .createIndex('trash_item')
    .on('trash')
    .columns(['kind', 'item_id'])
    .unique()
    .execute()
  await db.schema.createIndex('trash_trashed_at').on('trash').column('trashed_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Whatever is in the trash stays off the site: it comes back as a draft staff can see.
  for (const t of tables)
    await db.updateTable(t).set({ status: 'draft' }).where('status', '=', 'trashed').execute()
  await db.schema.dropIndex('trash_trashed_at').ifExists().execute()
  await db.schema.dropIndex('trash_item').ifExists().execute()
  await db.schema.dropTable('trash').ifExists().execute()
}
