import { localizedFields } from '#app/domain/content/declared.server.ts'
import { jobsKind } from '#app/domain/content/kinds/jobs.server.ts'
import type { Translation } from '#app/domain/content/translations.server.ts'
import { htmlToPlainText, sanitizeRichText } from '#app/utils/html.server.ts'
import type { Job, JobListItem } from './queries.server.ts'

/** The job's declared words (`localized`) that pages convert: `summary`, `descriptionHtml`. */
const CONVERTED = ['jobShortDescription', 'jobDescription'] as const
type Localized = Extract<(typeof jobsKind.declaration.fields)[number], { localized: true }>['name']

/** A job's words that take their Kannada as they are: every other declared word. */
const WORDS = localizedFields(jobsKind.fields)
  .map((f) => f.name)
  .filter(
    (name): name is Exclude<Localized, (typeof CONVERTED)[number]> =>
      !(CONVERTED as readonly string[]).includes(name),
  )

/** The words of a job a page may show in English on a Kannada page. */
export type JobWord = (typeof WORDS)[number] | 'summary' | 'descriptionHtml'

const present = (v: unknown) => v !== null && v !== undefined && v !== ''

/**
 * A job (or a list's job) in Kannada, field by field: the published Kannada where there is one,
 * else the English, and `en` naming the words still in English (their elements say lang="en").
 * Kannada rich text is sanitized on the way out exactly as the English is.
 */
export function jobInKannada<T extends JobListItem & Partial<Pick<Job, 'descriptionHtml'>>>(
  job: T,
  kn: Translation | undefined,
): { job: T; en: JobWord[] } {
  const out: Record<string, unknown> = { ...job }
  const en: JobWord[] = []
  for (const key of WORDS) {
    if (!(key in job)) continue
    const value = kn?.[key]?.trim()
    if (value) out[key] = value
    else if (present(out[key])) en.push(key)
  }
  const summary = kn?.jobShortDescription ? htmlToPlainText(kn.jobShortDescription).trim() : ''
  if (summary) out.summary = summary
  else if (present(job.summary)) en.push('summary')
  if ('descriptionHtml' in job) {
    const html = kn?.jobDescription ? sanitizeRichText(kn.jobDescription) : ''
    if (html) out.descriptionHtml = html
    else if (present(job.descriptionHtml)) en.push('descriptionHtml')
  }
  return { job: out as T, en }
}
