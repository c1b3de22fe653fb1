import { jobPath } from '#app/routing/paths.ts'
import { SALARY_UNITS, type SalaryUnit } from '#app/db/schema.ts'
import { htmlToPlainText } from '#app/utils/html.server.ts'
import type { Field } from '#app/domain/content/fields.ts'
import type { ContentKind } from '#app/domain/content/kind.server.ts'
import {
  contains,
  listState,
  num,
  numericId,
  publishingColumns,
  publishingOf,
  stateWhere,
  str,
  strOrNull,
  notTrashed,
} from './common.server'

/** Every field of the spec's job opening (SPEC.md §3), under the names staff read. */
const fields: Field[] = [
  { type: 'text', name: 'jobTitle', label: 'Job title', required: true, max: 150, wide: true },
  {
    type: 'slug',
    name: 'slug',
    label: 'Address name',
    from: 'jobTitle',
    hint: "Part of the job's link; made from the title when left empty.",
    max: 80,
  },
  {
    type: 'select',
    name: 'jobStatus',
    label: 'Open or closed',
    required: true,
    options: [
      { value: 'Open', label: 'Open: takes applications' },
      { value: 'Closed', label: 'Closed: its page says so (410)' },
    ],
  },
  {
    type: 'text',
    name: 'jobRole',
    label: 'Role',
    required: true,
    max: 80,
    hint: 'Shown in capitals on the list, e.g. Sales.',
  },
  { type: 'text', name: 'jobLocation', label: 'Location', required: true, max: 100 },
  {
    type: 'text',
    name: 'jobType',
    label: 'Job Type',
    max: 60,
    hint: 'e.g. Full-time. Empty shows "Not provided".',
  },
  { type: 'date', name: 'postedOn', label: 'Date posted' },
  {
    type: 'date',
    name: 'closesOn',
    label: 'Closing date',
    hint: 'Optional. The last day applications are taken; search engines stop showing the job after it.',
  },
  { type: 'text', name: 'jobExperience', label: 'Experience', max: 100 },
  { type: 'text', name: 'workingHours', label: 'Working Hours', max: 100 },
  { type: 'text', name: 'workingDays', label: 'Working Days', max: 100 },
  { type: 'number', name: 'requiredCount', label: 'Vacancy', min: 1, max: 10_000 },
  {
    type: 'text',
    name: 'region',
    label: 'State',
    max: 60,
    hint: 'Optional, e.g. Karnataka. Empty means the state of the office address.',
  },
  {
    type: 'text',
    name: 'postalCode',
    label: 'PIN code',
    max: 6,
    pattern: '[1-9][0-9]{5}',
    patternMessage: 'A PIN code is six digits, e.g. 571401.',
    hint: "Optional: the workplace's six-digit PIN code. Leave empty when you do not know it.",
  },
  {
    type: 'text',
    name: 'salaryText',
    label: 'Salary',
    max: 120,
    hint: 'Optional, as the job page shows it, e.g. ₹15,000–18,000 a month plus incentives.',
    wide: true,
  },
  {
    type: 'number',
    name: 'salaryMin',
    label: 'Salary from (₹)',
    min: 0,
    max: 100_000_000,
    hint: 'Optional, whole rupees: for search engines.',
  },
  {
    type: 'number',
    name: 'salaryMax',
    label: 'Salary up to (₹)',
    min: 0,
    max: 100_000_000,
    hint: 'Optional; the same as "from" for a fixed salary.',
  },
  {
    type: 'select',
    name: 'salaryUnit',
    label: 'Salary per',
    options: [
      { value: 'HOUR', label: 'Hour' },
      { value: 'DAY', label: 'Day' },
      { value: 'WEEK', label: 'Week' },
      { value: 'MONTH', label: 'Month' },
      { value: 'YEAR', label: 'Year' },
    ],
  },
  {
    type: 'url',
    name: 'applyJobLink',
    label: 'Apply link',
    hint: 'Leave empty to take applications through our own form (/apply-job).',
    wide: true,
  },
  {
    type: 'richtext',
    name: 'jobShortDescription',
    label: 'Short description',
    required: true,
    max: 2000,
    wide: true,
    hint: 'A line or two for the list of jobs.',
  },
  { type: 'richtext', name: 'jobDescription', label: 'Description', required: true, wide: true },
]

function salaryUnitOf(v: unknown): SalaryUnit | null {
  return (SALARY_UNITS as readonly unknown[]).includes(v) ? (v as SalaryUnit) : null
}

export const jobsKind: ContentKind = {
  kind: 'jobs',
  table: 'jobs',
  label: 'Jobs',
  singular: 'job',
  right: 'jobs',
  fields,
  orderable: false,
  publishable: true,
  creatable: true,
  sorts: ['date', 'title', 'updated'],
  defaults: () => ({
    jobStatus: 'Open',
    postedOn: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
  }),
  title: (v) => str(v.jobTitle) || 'New job',

  async list(db, q, now) {
    let base = db.selectFrom('jobs').where(notTrashed('jobs'))
    if (q.search)
      base = base.where((eb) =>
        eb.or([contains('jobs.job_title', q.search!), contains('jobs.job_location', q.search!)]),
      )
    if (q.state) base = base.where(stateWhere('jobs', q.state, now))
    if (q.filter === 'Open' || q.filter === 'Closed') base = base.where('job_status', '=', q.filter)
    const order =
      q.sort === 'title'
        ? base.orderBy('job_title')
        : q.sort === 'updated'
          ? base.orderBy('updated_at', 'desc')
          : base.orderBy('posted_on', 'desc')
    const [rows, count] = await Promise.all([
      order
        .select([
          'id',
          'job_title',
          'job_location',
          'job_status',
          'status',
          'publish_at',
          'unpublish_at',
          'updated_at',
        ])
        .orderBy('id', 'desc')
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        id: r.id,
        title: r.job_title,
        detail: `${r.job_location} · ${r.job_status}`,
        ...listState(r, now),
      })),
    }
  },

  listFilter: async () => ({
    label: 'Open or closed',
    options: [
      { value: 'Open', label: 'Open' },
      { value: 'Closed', label: 'Closed' },
    ],
  }),

  async load(db, id) {
    const n = numericId(id)
    if (n === null) return null
    const r = await db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', n)
      .where(notTrashed('jobs'))
      .executeTakeFirst()
    if (!r) return null
    return {
      updatedAt: Number(r.updated_at),
      publishing: publishingOf(r),
      values: {
        jobTitle: r.job_title,
        slug: r.slug,
        jobStatus: r.job_status,
        jobRole: r.job_role,
        jobLocation: r.job_location,
        jobType: r.job_type ?? '',
        postedOn: r.posted_on,
        jobExperience: r.job_experience ?? '',
        workingHours: r.working_hours ?? '',
        workingDays: r.working_days ?? '',
        requiredCount: r.required_count,
        closesOn: r.closes_on ?? '',
        region: r.region ?? '',
        postalCode: r.postal_code ?? '',
        salaryText: r.salary_text ?? '',
        salaryMin: r.salary_min,
        salaryMax: r.salary_max,
        salaryUnit: r.salary_unit ?? '',
        applyJobLink: r.apply_job_link,
        jobShortDescription: r.job_short_description,
        jobDescription: r.job_description,
      },
    }
  },

  async write(tx, id, v, publishing) {
    const row = {
      slug: str(v.slug),
      job_title: str(v.jobTitle),
      job_short_description: str(v.jobShortDescription),
      job_description: str(v.jobDescription),
      job_role: str(v.jobRole),
      job_location: str(v.jobLocation),
      job_type: strOrNull(v.jobType),
      posted_on: strOrNull(v.postedOn),
      job_experience: strOrNull(v.jobExperience),
      working_hours: strOrNull(v.workingHours),
      working_days: strOrNull(v.workingDays),
      required_count: num(v.requiredCount),
      closes_on: strOrNull(v.closesOn),
      region: strOrNull(v.region),
      postal_code: strOrNull(v.postalCode),
      salary_text: strOrNull(v.salaryText),
      salary_min: num(v.salaryMin),
      salary_max: num(v.salaryMax),
      salary_unit: salaryUnitOf(v.salaryUnit),
      apply_job_link: strOrNull(v.applyJobLink),
      job_status: v.jobStatus === 'Closed' ? ('Closed' as const) : ('Open' as const),
      ...publishingColumns(publishing),
    }
    const n = numericId(id)
    if (n !== null) {
      await tx.updateTable('jobs').set(row).where('id', '=', n).execute()
      return String(n)
    }
    const created = await tx
      .insertInto('jobs')
      .values({ ...row, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow()
    return String(created.id)
  },

  async check(v) {
    const errors: Record<string, string> = {}
    if (!htmlToPlainText(str(v.jobShortDescription)).trim())
      errors.jobShortDescription = 'Write a line or two for the list of jobs.'
    const min = num(v.salaryMin)
    const max = num(v.salaryMax)
    if (min !== null && max !== null && min > max)
      errors.salaryMax = 'Enter an amount no smaller than "Salary from".'
    if ((min !== null || max !== null) && !salaryUnitOf(v.salaryUnit))
      errors.salaryUnit = 'Choose what the salary is paid per (hour, day, week, month or year).'
    if (salaryUnitOf(v.salaryUnit) && min === null && max === null)
      errors.salaryMin = 'Enter the amount, or choose "None" under "Salary per".'
    const closes = strOrNull(v.closesOn)
    const posted = strOrNull(v.postedOn)
    if (closes && posted && closes < posted)
      errors.closesOn = 'The closing date cannot be before the date posted.'
    return errors
  },

  publicPath: async (_db, v, id) => jobPath({ id: Number(id), slug: str(v.slug) }),
  tags: (_v, id) => ['jobs', `job:${id}`],

  // Applications for it keep their text; their job link becomes empty (submissions.job_id).
  async remove(tx, id) {
    const n = numericId(id)
    if (n !== null) await tx.deleteFrom('jobs').where('id', '=', n).execute()
  },
}
