import type { Db } from '#app/db/client.server.ts'
import type { Actor } from '#app/domain/content/editor.server.ts'

export { contentForm as formOf } from './content-form.ts'

/** Someone to record in revisions and the audit log (no account needed: both keep a snapshot). */
export const actor: Actor = { id: 1, email: 'editor@example.com' }

/** The sample content's first published job (its id), for tests that change one job. */
export function firstLiveJob(db: Db): Promise<{ id: number }> {
  return db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'published')
    .orderBy('id')
    .executeTakeFirstOrThrow()
}
