import type { Kysely } from 'kysely'
import { timestamp } from '#app/db/migration-helpers.ts'

// Content in two languages (issue 35, docs/architecture.md "Languages"). The item's own row stays
// the English; a field declared `localized` gets its Kannada here, one row a field, with the
// English text it was translated from (`source`): when the English changes, the Kannada is
// "older than the English it translates" and the item needs translation again. Revisions and
// drafts carry their language, so publishing one language clears only that language's draft.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('field', 'varchar(60)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', timestamp(), (c) => c.notNull())
    .addColumn('author_id', 'integer')
    .addColumn('author_email', 'varchar(254)')
    .addPrimaryKeyConstraint('content_translations_pk', ['kind', 'item_id', 'lang', 'field'])
    .execute()
  await db.schema
    .alterTable('content_revisions')
    .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Kannada revisions would read as English ones without their column: they go with it.
  await db.deleteFrom('content_revisions').where('lang', '<>', 'en').execute()
  await db.schema.alterTable('content_revisions').dropColumn('lang').execute()
  await db.schema.dropTable('content_translations').ifExists().execute()
}
