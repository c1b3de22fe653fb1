import type { Kysely } from 'kysely'
import { id, timestamp } from '#app/db/migration-helpers.ts'

// The page cache's channel between processes on SQLite (DESIGN.md "Page cache"): every content
// change adds a row with its tags, and each process polls for rows newer than the last it saw
// (at most once a second). The id is the content version. PostgreSQL uses LISTEN/NOTIFY instead,
// but the table exists on both engines so the schema stays one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await id(db.schema.createTable('content_changes'), db)
    // JSON array of tags (app/domain/content/events.server.ts); ["*"] drops everything.
    .addColumn('tags', 'text', (c) => c.notNull())
    // The process that made the change, which has already dropped its own entries.
    .addColumn('origin', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_changes').ifExists().execute()
}
