import type { Kysely } from 'kysely'
import { id, timestamp } from '#app/db/migration-helpers.ts'

// HR's own workflow (issue 37): a job application moves through stages (new, shortlisted,
// interview, offered, rejected, hired) instead of "new / handled", and staff keep notes on it.
// Contact messages keep "new / handled" (handled_at); their stage stays 'new' and is not shown.
//
// Existing applications: one still new stays 'new'. One marked handled becomes 'shortlisted':
// "handled" said only that someone had acted on it, not whether it was a yes or a no, so it is
// kept in play (out of the new pile, never hidden as rejected) for HR to decide. Its handled_at
// and handled_by stay as they were: the console keeps them in step with the stage (any stage
// past 'new' counts as handled), so the dashboard's "new" counts do not change.
//
// Notes go with their application: deleting a submission (retention, a privacy erasure) deletes
// its notes (on delete cascade); a deleted account leaves its notes with its e-mail address.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('submissions')
    .addColumn('stage', 'varchar(20)', (c) => c.notNull().defaultTo('new'))
    .execute()
  await db
    .updateTable('submissions')
    .set({ stage: 'shortlisted' })
    .where('kind', '=', 'apply')
    .where('handled_at', 'is not', null)
    .execute()
  await db.schema
    .createIndex('submissions_stage')
    .on('submissions')
    .columns(['kind', 'stage'])
    .execute()
  await db.schema.createIndex('submissions_job').on('submissions').column('job_id').execute()

  await id(db.schema.createTable('submission_notes'), db)
    .addColumn('submission_id', 'integer', (c) =>
      c.notNull().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_email', 'varchar(254)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('submission_notes_submission')
    .on('submission_notes')
    .columns(['submission_id', 'created_at'])
    .execute()
}

// Undone, an application's stage is gone and "handled" is what is left: handled_at was kept in
// step with the stage, so an application past 'new' stays handled. Its notes are dropped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('submission_notes_submission').ifExists().execute()
  await db.schema.dropTable('submission_notes').ifExists().execute()
  await db.schema.dropIndex('submissions_job').ifExists().execute()
  await db.schema.dropIndex('submissions_stage').ifExists().execute()
  await db.schema.alterTable('submissions').dropColumn('stage').execute()
}
