import type { Kysely } from 'kysely'

// Forms sent from a phone's queue (docs/decisions/0028): each post carries an id the browser
// made when Send was pressed, and a second post with the same id (a retry after a lost answer,
// Background Sync and the `online` event both firing) is answered with the first one's success
// instead of being stored again. The unique index makes that hold between processes too: of two
// posts racing with one id, the second insert fails and is answered as a repeat. NULL for posts
// made without the page's script (plain HTML forms), which both engines allow many of.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('client_id', 'varchar(64)').execute()
  await db.schema
    .createIndex('submissions_client_id')
    .unique()
    .on('submissions')
    .column('client_id')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // SQLite drops a column only once its indexes are gone.
  await db.schema.dropIndex('submissions_client_id').ifExists().execute()
  await db.schema.alterTable('submissions').dropColumn('client_id').execute()
}
