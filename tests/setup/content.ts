import type { Actor } from '#app/domain/content/editor.server.ts'

/** Someone to record in revisions and the audit log (no account needed: both keep a snapshot). */
export const actor: Actor = { id: 1, email: 'editor@example.com' }

/** A content editor's form as the browser would send it: lists become several lines. */
export function formOf(values: Record<string, string | number | string[] | undefined>): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue
    form.set(k, Array.isArray(v) ? v.join('\n') : String(v))
  }
  return form
}
