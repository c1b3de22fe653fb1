import type { Actor } from '#app/domain/content/editor.server.ts'

export { contentForm as formOf } from './content-form.ts'

/** Someone to record in revisions and the audit log (no account needed: both keep a snapshot). */
export const actor: Actor = { id: 1, email: 'editor@example.com' }
