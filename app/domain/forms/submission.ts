import type { Lang } from '#app/routing/lang.ts'

/**
 * The language of the page the visitor wrote from: stored with the message (migration 0015), and
 * the e-mail to staff and the inbox say it. English when not given.
 */
type Written = { lang?: Lang }

/** A message as a public form hands it over: stored (submissions.server.ts), then e-mailed. */
type ContactSubmission = Written & {
  kind: 'contact'
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

type ApplySubmission = Written & {
  kind: 'apply'
  name: string
  email: string
  phone: string
  resumeLink: string
  /** The open job applied for, or null for a general application. */
  jobId: number | null
  jobTitle: string | null
}

export type NewSubmission = ContactSubmission | ApplySubmission
