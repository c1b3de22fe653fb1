import type { Db } from '#app/db/client.server.ts'
import { getJob } from '#app/domain/jobs/queries.server.ts'
import { JOB_FIELD, applyFields, applyRules, type ApplyField } from './apply.ts'
import type { FormSpec } from './submit.server.ts'

export type JobChoice =
  /** No job named: a general application. */
  | { state: 'none' }
  | { state: 'open'; id: number; slug: string; title: string }
  /** A job id that is unknown, closed or malformed: ignored, with a note on the page. */
  | { state: 'unavailable' }

/** The job an application is for, from `?job=<id>` or the form's hidden field. */
export async function chooseJob(db: Db, raw: unknown): Promise<JobChoice> {
  if (raw === null || raw === undefined || raw === '') return { state: 'none' }
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return { state: 'unavailable' }
  const job = await getJob(db, Number(raw))
  if (!job || job.status !== 'Open') return { state: 'unavailable' }
  return { state: 'open', id: job.id, slug: job.slug, title: job.jobTitle }
}

export const applyForm: FormSpec<ApplyField> = {
  kind: 'apply',
  fields: applyFields,
  rules: applyRules,
  toSubmission: async (v, form, context) => {
    // Checked again at posting time: the job may have closed while the page was open; the
    // application is then kept as a general one.
    const job = await chooseJob(context.db, form.get(JOB_FIELD))
    return {
      kind: 'apply',
      name: v.name,
      email: v.email,
      phone: v.phone,
      resumeLink: v.resume_link,
      jobId: job.state === 'open' ? job.id : null,
      jobTitle: job.state === 'open' ? job.title : null,
    }
  },
}
