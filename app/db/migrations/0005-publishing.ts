import { sql, type Kysely } from 'kysely'
import { id, timestamp } from '#app/db/migration-helpers.ts'

// The staff console, part 2 (issue 12): drafts, scheduled publishing, revisions and redirects.
// Every public kind gets the same three columns: status ('draft' | 'published'), publish_at and
// unpublish_at (DESIGN.md "Content, drafts and publishing"). What wave 1 called Active becomes
// published since the start of time, so an upgraded site shows exactly what it showed before.
// Jobs keep their Open/Closed, renamed job_status, beside the new status.
const tables = ['home_slides', 'brands', 'categories', 'products', 'social_items', 'posts'] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = Date.now()
  for (const t of tables) {
    await db
      .updateTable(t)
      .set({ status: sql`case when status = 'Active' then 'published' else 'draft' end` })
      .execute()
  }
  await db.schema.alterTable('jobs').renameColumn('status', 'job_status').execute()
  await db.schema
    .alterTable('jobs')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('draft'))
    .execute()
  await db.updateTable('jobs').set({ status: 'published' }).execute()

  for (const t of [...tables, 'jobs']) {
    await db.schema
      .alterTable(t)
      .addColumn('publish_at', timestamp(), (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.alterTable(t).addColumn('unpublish_at', timestamp()).execute()
    await db.schema
      .alterTable(t)
      .addColumn('updated_at', timestamp(), (c) => c.notNull().defaultTo(0))
      .execute()
    await db.updateTable(t).set({ updated_at: now }).execute()
  }

  // Every save keeps one: who, when, the whole item as JSON, and what changed.
  await id(db.schema.createTable('content_revisions'), db)
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    // 1: an edit of a live item saved but not published yet (the live row is unchanged).
    .addColumn('is_draft', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('author_id', 'integer')
    .addColumn('author_email', 'varchar(254)')
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('content_revisions_item')
    .on('content_revisions')
    .columns(['kind', 'item_id', 'created_at'])
    .execute()

  // 301s from old addresses: made when a slug or path changes, and edited by staff.
  await id(db.schema.createTable('redirects'), db)
    .addColumn('from_path', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('to_path', 'varchar(300)', (c) => c.notNull())
    .addColumn('auto', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('redirects').ifExists().execute()
  await db.schema.dropIndex('content_revisions_item').ifExists().execute()
  await db.schema.dropTable('content_revisions').ifExists().execute()
  for (const t of [...tables, 'jobs']) {
    await db.schema.alterTable(t).dropColumn('updated_at').execute()
    await db.schema.alterTable(t).dropColumn('unpublish_at').execute()
    await db.schema.alterTable(t).dropColumn('publish_at').execute()
  }
  await db.schema.alterTable('jobs').dropColumn('status').execute()
  await db.schema.alterTable('jobs').renameColumn('job_status', 'status').execute()
  for (const t of tables) {
    await db
      .updateTable(t)
      .set({ status: sql`case when status = 'published' then 'Active' else 'Inactive' end` })
      .execute()
  }
}
