import type { Kysely } from 'kysely'
import { importReferencedMedia } from '#app/db/media-import.server.ts'
import { fromRoot } from '#app/utils/project-root.server.ts'
import { timestamp } from '#app/db/migration-helpers.ts'
import snapshot from './data/0008-page-copy.json'

// The fixed page copy staff should be able to change (issue 12): What We Do, Where We Operate and
// Why Choose Us on the home page; Mission and Vision, the awards and the closing banner on About.
// Until now it lived in app/domain/copy/*.ts; the rows below are the same text, frozen here as it
// stood when the copy moved (data/0008-page-copy.json), so an upgraded site shows exactly what it
// showed before. The code's copy stays as the fallback for a row that is missing or unreadable.
// (0006 and 0007 are the media library and the page cache's content version.) Its pictures are
// imported into the media library like those of 0006.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_copy')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', timestamp(), (c) => c.notNull())
    .execute()
  const now = Date.now()
  await db
    .insertInto('page_copy')
    .values(
      Object.entries(snapshot).map(([key, value]) => ({
        key,
        data: JSON.stringify(value),
        updated_at: now,
      })),
    )
    .execute()
  // Its pictures join the media library like every other picture the content shows (0006).
  await importReferencedMedia(db, [
    fromRoot(process.env.MEDIA_DIR || 'data/media'),
    fromRoot('app/db/seed/media'),
  ])
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_copy').ifExists().execute()
}
