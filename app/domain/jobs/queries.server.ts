import type { Db } from '#app/db/client.server.ts'
import { live } from '#app/domain/content/publishing.server.ts'
import { containsWords, type ListQuery } from '#app/domain/content/listing.server.ts'
import { sql, type RawBuilder, type Selectable, type SqlBool } from 'kysely'
import type { JobsTable, JobStatus, SalaryUnit } from '#app/db/schema.ts'
import { htmlToPlainText, sanitizeRichText } from '#app/utils/html.server.ts'
import { valuesOf } from '#app/domain/content/declared.server.ts'
import type { Values } from '#app/domain/content/fields.ts'
import { jobsKind, salaryUnitOf } from '#app/domain/content/kinds/jobs.server.ts'
import { str } from '#app/domain/content/kinds/common.server.ts'
import { slugify } from '#app/utils/slug.ts'
import { closedByDate, closingMoment, firstOpenDay } from './closing.ts'

/**
 * A job as public pages read it: each field under its declared name (kinds/jobs.server.ts), the
 * short description as plain text (`summary`) and the description sanitized (`descriptionHtml`).
 */
export type JobListItem = {
  id: number
  slug: string
  jobTitle: string
  /** job_short_description as plain text (spec §2.9). */
  summary: string
  jobRole: string
  jobLocation: string
  postedOn: string | null
  /**
   * Epoch ms of its last published change (the later of its last save and its publish time); not
   * known in remote mode.
   */
  modifiedAt?: number
}

export type Job = JobListItem & {
  status: JobStatus
  descriptionHtml: string
  /** The spec's Job Summary fields; null where the record has no value ("Not provided"). */
  jobType: string | null
  jobExperience: string | null
  workingHours: string | null
  workingDays: string | null
  requiredCount: number | null
  applyJobLink: string | null
  /** Optional details (migration 0009); null where staff gave none. */
  closesOn: string | null
  region: string | null
  postalCode: string | null
  salaryText: string | null
  salaryMin: number | null
  salaryMax: number | null
  salaryUnit: SalaryUnit | null
}

/** A job with its row as the jobs declaration reads it: /api/v2 makes its record from these. */
export type JobRecord = Job & { values: Values }

/** The spec requests jobs 5 at a time (iDisplayLength 5 from iDisplayStart 0). */
export const JOBS_PER_PAGE = 5

/** Whether a job has not passed its closing date at `now` (closing.ts): true without one. */
function openByDate(now: number): RawBuilder<SqlBool> {
  const closesOn = sql.ref('jobs.closes_on')
  return sql<SqlBool>`(${closesOn} is null or ${closesOn} = '' or ${closesOn} >= ${firstOpenDay(now)})`
}

/** Jobs taking applications at `now`: marked Open, and not past their closing date. */
function openAt(now: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref('jobs.job_status')} = 'Open' and ${openByDate(now)})`
}

/** Open jobs, newest first, a page at a time, with the total count for "Show more". */
export async function listOpenJobs(
  db: Db,
  opts: { offset?: number; limit?: number } = {},
  now = Date.now(),
): Promise<{ jobs: JobListItem[]; total: number }> {
  const base = db.selectFrom('jobs').where(openAt(now)).where(live('jobs', now))
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'slug',
        'job_title',
        'job_short_description',
        'job_role',
        'job_location',
        'posted_on',
        'updated_at',
        'publish_at',
      ])
      .orderBy('posted_on', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit ?? JOBS_PER_PAGE)
      .offset(opts.offset ?? 0)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    jobs: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      jobTitle: r.job_title,
      summary: htmlToPlainText(r.job_short_description),
      jobRole: r.job_role,
      jobLocation: r.job_location,
      postedOn: r.posted_on,
      modifiedAt: Math.max(Number(r.updated_at), Number(r.publish_at)),
    })),
    total: Number(count.n),
  }
}

/**
 * A published job by id, open or closed (the page answers 410 for closed ones, and a job past its
 * closing date is closed); null when unknown or not published (a draft, or outside its publish
 * window).
 */
export async function getJob(db: Db, id: number, now = Date.now()): Promise<JobRecord | null> {
  const r = await db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where(live('jobs', now))
    .executeTakeFirst()
  return r ? toJob(r, now) : null
}

/**
 * The next moment after `now` when a live open job passes its closing date, or null: a page cached
 * before it (the job, the list, the sitemap) must not be served after it.
 */
export async function nextJobClosing(db: Db, now = Date.now()): Promise<number | null> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.min('closes_on').as('day'))
    .where('job_status', '=', 'Open')
    .where('status', '=', 'published')
    .where('closes_on', '>=', firstOpenDay(now))
    .executeTakeFirst()
  const at = row?.day ? closingMoment(row.day) : NaN
  return Number.isFinite(at) && at > now ? at : null
}

/**
 * A job as pages read it, from its declared values: a row's (`valuesOf`) here, a source's record
 * read back (`valuesOfWire`) in remote mode, so both map a field the same way. An empty text is
 * null (the Job Summary's "Not provided"); a job past its closing date is closed.
 */
export function jobOf(id: number, v: Values, now: number): Job {
  const text = (name: string) => str(v[name]).trim() || null
  const amount = (name: string) => {
    const n = v[name]
    return typeof n === 'number' && Number.isFinite(n) ? n : null
  }
  const closesOn = text('closesOn')
  const status: JobStatus = v.jobStatus === 'Closed' ? 'Closed' : 'Open'
  return {
    id,
    slug: str(v.slug) || slugify(str(v.jobTitle)),
    jobTitle: str(v.jobTitle),
    summary: htmlToPlainText(str(v.jobShortDescription)),
    jobRole: str(v.jobRole),
    jobLocation: str(v.jobLocation),
    postedOn: text('postedOn'),
    status: status === 'Open' && closedByDate(closesOn, now) ? 'Closed' : status,
    descriptionHtml: sanitizeRichText(str(v.jobDescription)),
    jobType: text('jobType'),
    jobExperience: text('jobExperience'),
    workingHours: text('workingHours'),
    workingDays: text('workingDays'),
    requiredCount: amount('requiredCount'),
    applyJobLink: text('applyJobLink'),
    closesOn,
    region: text('region'),
    postalCode: text('postalCode'),
    salaryText: text('salaryText'),
    salaryMin: amount('salaryMin'),
    salaryMax: amount('salaryMax'),
    salaryUnit: salaryUnitOf(v.salaryUnit),
  }
}

function toJob(r: Selectable<JobsTable>, now: number): JobRecord {
  const values = valuesOf(jobsKind.declaration, r)
  return {
    ...jobOf(r.id, values, now),
    modifiedAt: Math.max(Number(r.updated_at), Number(r.publish_at)),
    values,
  }
}

/**
 * A slice of the published jobs of one status as a client asks for it (/api/v2 getJobOpening):
 * words found in the title, role, location or short description; by posting date, newest first
 * unless `sort` is 'asc'; with the count of all that match. A job past its closing date is
 * among the closed ones.
 */
export async function searchJobs(
  db: Db,
  status: JobStatus,
  q: ListQuery,
  now = Date.now(),
): Promise<{ jobs: JobRecord[]; total: number }> {
  const open = openAt(now)
  const base = db
    .selectFrom('jobs')
    .where(status === 'Open' ? open : sql<SqlBool>`not ${open}`)
    .where(live('jobs', now))
    .where(
      containsWords(['job_title', 'job_role', 'job_location', 'job_short_description'], q.search),
    )
  const dir = q.order === 'asc' ? 'asc' : 'desc'
  let rows = base.selectAll().orderBy('posted_on', dir).orderBy('id', dir)
  // SQLite takes OFFSET only after a LIMIT: "all from the 3rd" is a limit as large as can be.
  if (q.limit !== null || q.offset)
    rows = rows.limit(q.limit ?? Number.MAX_SAFE_INTEGER).offset(q.offset)
  const [found, count] = await Promise.all([
    rows.execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { jobs: found.map((r) => toJob(r, now)), total: Number(count.n) }
}
