import type { Kysely } from 'kysely'
import { fromRoot } from '#app/utils/project-root.server.ts'
import { importReferencedMedia } from '#app/db/media-import.server.ts'
import { id, isPostgresDb, timestamp } from '#app/db/migration-helpers.ts'

// The media library (issue 12; DESIGN.md "Content, drafts and publishing"): originals in the
// database, so two app processes on two machines sharing one PostgreSQL both serve an upload;
// variants stay a local disk cache keyed by content hash. The pictures the content refers to
// today are read from the media folder (MEDIA_DIR, as the server reads it) or the seed's own
// pictures and stored, so an upgraded site keeps showing every one of them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await id(db.schema.createTable('media'), db)
    .addColumn('key', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('bytes', isPostgresDb(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('mime', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decorative', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('focal_x', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('focal_y', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('updated_at', timestamp(), (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute()
  await db.schema.createIndex('media_updated').on('media').column('updated_at').execute()
  await importReferencedMedia(db, [
    fromRoot(process.env.MEDIA_DIR || 'data/media'),
    fromRoot('app/db/seed/media'),
  ])
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_updated').ifExists().execute()
  await db.schema.dropTable('media').ifExists().execute()
}
