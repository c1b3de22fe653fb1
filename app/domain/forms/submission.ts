/** A message as a public form hands it over: stored (submissions.server.ts), then e-mailed. */
type ContactSubmission = {
  kind: 'contact'
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

type ApplySubmission = {
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
