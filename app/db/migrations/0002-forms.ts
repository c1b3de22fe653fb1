import type { Kysely } from 'kysely'
import { timestamp } from '#app/db/migration-helpers.ts'

// The forms issue (7): what 0001's submissions and mail_outbox tables still needed, and the
// rate-limit counters. Schema builder only, so it runs on SQLite and PostgreSQL alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One fixed-window counter per key ("contact:203.0.113.7"), shared by every app process
  // (docs/decisions/0008-rate-limit-counters-in-the-database.md).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('expires_at', timestamp(), (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('rate_limits_expires')
    .on('rate_limits')
    .column('expires_at')
    .execute()

  // A hash of what the visitor sent, to refuse the same message twice (never the text itself).
  await db.schema.alterTable('submissions').addColumn('fingerprint', 'varchar(64)').execute()
  await db.schema
    .createIndex('submissions_fingerprint')
    .on('submissions')
    .columns(['fingerprint', 'created_at'])
    .execute()

  // The worker that claimed a row writes its token here; only that worker may settle the row.
  await db.schema.alterTable('mail_outbox').addColumn('lease_token', 'varchar(64)').execute()
  // The .eml file the log transport wrote, deleted with the row when retention runs out.
  await db.schema.alterTable('mail_outbox').addColumn('stored_file', 'text').execute()
  await db.schema
    .createIndex('mail_outbox_submission')
    .on('mail_outbox')
    .column('submission_id')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_submission').ifExists().execute()
  await db.schema.alterTable('mail_outbox').dropColumn('stored_file').execute()
  await db.schema.alterTable('mail_outbox').dropColumn('lease_token').execute()
  await db.schema.dropIndex('submissions_fingerprint').ifExists().execute()
  await db.schema.alterTable('submissions').dropColumn('fingerprint').execute()
  await db.schema.dropIndex('rate_limits_expires').ifExists().execute()
  await db.schema.dropTable('rate_limits').ifExists().execute()
}
