/** What a thrown error response carries to the shared error page (app/components/error-page.tsx). */
export type ErrorPayload = {
  /** Shown as the page's main message. */
  message?: string
  /** Where the visitor can go instead, e.g. the open jobs for a closed job. */
  back?: { to: string; label: string }
}

/** A section's data, or the visitor-facing reason it could not be read (DESIGN.md "Routes" 4). */
export type Section<T> = { ok: true; value: T } | { ok: false; error: string }
