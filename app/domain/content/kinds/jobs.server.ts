import { z } from 'zod'
import { jobPath } from '#app/routing/paths.ts'
import { SALARY_UNITS, type SalaryUnit } from '#app/db/schema.ts'
import { htmlToPlainText } from '#app/utils/html.server.ts'
import { istDate } from '#app/utils/dates.ts'
import { declareKind, type DeclaredField } from '#app/domain/content/declared.server.ts'
import { num, str, strOrNull } from './common.server.ts'

/** An amount of the salary on the wire (ours, not the spec's: an ERP without it sends none). */
const rupees = z
  .number()
  .int()
  .nonnegative()
  .nullable()
  .meta({ description: 'Whole rupees per salary_unit.' })

/**
 * Every field of the spec's job opening (SPEC.md §3), under the names staff read; each column is
 * named as the spec's record names it (`jobExperience` is `job_experience`).
 */
const fields = [
  {
    type: 'text',
    name: 'jobTitle',
    localized: true,
    label: 'Job title',
    required: true,
    max: 150,
    wide: true,
  },
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
    localized: true,
    label: 'Role',
    required: true,
    max: 80,
    hint: 'Shown in capitals on the list, e.g. Sales.',
  },
  {
    type: 'text',
    name: 'jobLocation',
    localized: true,
    label: 'Location',
    required: true,
    max: 100,
  },
  {
    type: 'text',
    name: 'jobType',
    localized: true,
    nullable: true,
    label: 'Job Type',
    max: 60,
    hint: 'e.g. Full-time. Empty shows "Not provided".',
  },
  {
    type: 'date',
    name: 'postedOn',
    label: 'Date posted',
    wire: { description: 'YYYY-MM-DD, or null.' },
  },
  {
    type: 'date',
    name: 'closesOn',
    label: 'Applications close on',
    hint: 'Optional. The job closes at the end of this day, India time: its page then says it is closed, the form refuses applications and search engines stop showing it.',
    wire: {
      schema: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable()
        .meta({
          description:
            'Last day applications are taken, YYYY-MM-DD, or null; the job is Closed from the end of that day, India time.',
        }),
    },
  },
  {
    type: 'text',
    name: 'jobExperience',
    localized: true,
    nullable: true,
    label: 'Experience',
    max: 100,
  },
  {
    type: 'text',
    name: 'workingHours',
    localized: true,
    nullable: true,
    label: 'Working Hours',
    max: 100,
  },
  {
    type: 'text',
    name: 'workingDays',
    localized: true,
    nullable: true,
    label: 'Working Days',
    max: 100,
  },
  { type: 'number', name: 'requiredCount', label: 'Vacancy', min: 1, max: 10_000 },
  {
    type: 'text',
    name: 'region',
    nullable: true,
    label: 'State',
    max: 60,
    hint: 'Optional, e.g. Karnataka. Empty means the state of the office address.',
    wire: { description: "The workplace's state; null means the site's own state." },
  },
  {
    type: 'text',
    name: 'postalCode',
    nullable: true,
    label: 'PIN code',
    max: 6,
    pattern: '[1-9][0-9]{5}',
    patternMessage: 'A PIN code is six digits, e.g. 571401.',
    hint: "Optional: the workplace's six-digit PIN code. Leave empty when you do not know it.",
    wire: { description: "The workplace's six-digit PIN code, only where staff gave one." },
  },
  {
    type: 'text',
    name: 'salaryText',
    localized: true,
    nullable: true,
    label: 'Salary',
    max: 120,
    hint: 'Optional, as the job page shows it, e.g. ₹15,000–18,000 a month plus incentives.',
    wide: true,
    wire: { description: 'The salary as the job page shows it, or null.' },
  },
  {
    type: 'number',
    name: 'salaryMin',
    label: 'Salary from (₹)',
    min: 0,
    max: 100_000_000,
    hint: 'Optional, whole rupees: for search engines.',
    wire: { schema: rupees },
  },
  {
    type: 'number',
    name: 'salaryMax',
    label: 'Salary up to (₹)',
    min: 0,
    max: 100_000_000,
    hint: 'Optional; the same as "from" for a fixed salary.',
    wire: { schema: rupees },
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
    localized: true,
    label: 'Short description',
    required: true,
    max: 2000,
    wide: true,
    hint: 'A line or two for the list of jobs.',
  },
  {
    type: 'richtext',
    name: 'jobDescription',
    localized: true,
    label: 'Description',
    required: true,
    wide: true,
  },
] as const satisfies readonly DeclaredField[]

/** A salary unit, or null for anything else. */
export function salaryUnitOf(v: unknown): SalaryUnit | null {
  return (SALARY_UNITS as readonly unknown[]).includes(v) ? (v as SalaryUnit) : null
}

export const jobsKind = declareKind({
  kind: 'jobs',
  table: 'jobs',
  label: 'Jobs',
  singular: 'job',
  right: 'jobs',
  fields,
  remote: true,
  // The /api/v2 record (SPEC.md §3), after its id; then link and status (app/domain/api/calls.server.ts).
  api: [
    'slug',
    'jobTitle',
    'jobShortDescription',
    'jobDescription',
    'jobRole',
    'jobLocation',
    'jobType',
    'postedOn',
    'jobExperience',
    'workingHours',
    'workingDays',
    'requiredCount',
    'applyJobLink',
    'salaryText',
    'salaryMin',
    'salaryMax',
    'salaryUnit',
    'closesOn',
    'postalCode',
    'region',
  ] as const,
  tags: { item: 'job', list: 'jobs' },
  list: {
    title: 'jobTitle',
    search: ['jobTitle', 'jobLocation'],
    date: 'postedOn',
    filter: 'jobStatus',
    filterOptions: [
      { value: 'Open', label: 'Open' },
      { value: 'Closed', label: 'Closed' },
    ],
    detail: (v) => `${str(v.jobLocation)} · ${str(v.jobStatus)}`,
  },
  sorts: ['date', 'title', 'updated'],
  defaults: () => ({
    jobStatus: 'Open',
    postedOn: istDate(Date.now()),
  }),
  onInsert: () => ({ created_at: Date.now() }),

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

  // Applications for a deleted job keep their text; their job link becomes empty (submissions.job_id).
  ownPages: true,
  publicPath: async (_db, v, id) => jobPath({ id: Number(id), slug: str(v.slug) }),
})
