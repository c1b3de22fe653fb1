import type { Kysely } from 'kysely'
import { id, timestamp } from '#app/db/migration-helpers.ts'

// Review before publishing (issue 37). An administrator can say, per content kind, that a role
// (editor or HR) submits for review instead of publishing: one row of review_rules per kind and
// role under review; no row, no review (so a database migrated from before behaves as it did).
//
// review_requests keeps each submission: which item, in which language ('en' the item, 'kn' its
// Kannada: each is submitted and decided on its own), who sent it and when, and how it ended:
// approved (published) or sent back with the reviewer's comment. At most one is waiting per item
// and language (a second submission updates it). Decided ones stay, so the author's dashboard can
// say what happened. Like revisions, they keep the people's ids and e-mail addresses as they were
// (no foreign key: a deleted account's submissions still say who sent and who decided them).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review_rules')
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .addPrimaryKeyConstraint('review_rules_pk', ['kind', 'role'])
    .execute()

  await id(db.schema.createTable('review_requests'), db)
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('author_id', 'integer')
    .addColumn('author_email', 'varchar(254)')
    .addColumn('submitted_at', timestamp(), (c) => c.notNull())
    .addColumn('decided_by_id', 'integer')
    .addColumn('decided_by_email', 'varchar(254)')
    .addColumn('decided_at', timestamp())
    .addColumn('comment', 'text')
    .execute()
  await db.schema
    .createIndex('review_requests_item')
    .on('review_requests')
    .columns(['kind', 'item_id', 'lang', 'status'])
    .execute()
  await db.schema
    .createIndex('review_requests_status')
    .on('review_requests')
    .columns(['status', 'submitted_at'])
    .execute()
  await db.schema
    .createIndex('review_requests_author')
    .on('review_requests')
    .columns(['author_id', 'decided_at'])
    .execute()
}

// Undone, everyone publishes as before; the drafts that were waiting stay drafts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('review_requests_author').ifExists().execute()
  await db.schema.dropIndex('review_requests_status').ifExists().execute()
  await db.schema.dropIndex('review_requests_item').ifExists().execute()
  await db.schema.dropTable('review_requests').ifExists().execute()
  await db.schema.dropTable('review_rules').ifExists().execute()
}
