import { emailRule, nameRule, phoneRule, type FormRules } from './fields'

/**
 * The job application (spec §2.11, §5). The spec's resume field shared the name `phone` with the
 * phone field, so one value overwrote the other; here `resume_link` is its own field end to end.
 */
export const applyFields = ['name', 'email', 'phone', 'resume_link'] as const

export type ApplyField = (typeof applyFields)[number]

/** The job applied for, from `/apply-job?job=<id>`; not a field the visitor types. */
export const JOB_FIELD = 'job_id'

export const applyRules: FormRules<ApplyField> = {
  name: nameRule('Name'),
  email: emailRule('Email Id'),
  phone: phoneRule('Phone Number', 'Phone Number'),
  resume_link: {
    label: 'Resume Link',
    type: 'url',
    maxLength: 500,
    // type=url alone lets javascript: and other schemes through.
    pattern: 'https?://.+',
    inputMode: 'url',
    autoComplete: 'url',
    placeholder: 'https://',
    hint: 'A link to your resume (Google Drive, Dropbox, LinkedIn …) that anyone with the link can open',
    messages: {
      required: 'Please enter a link to your resume.',
      tooLong: 'Please use a shorter link (at most 500 characters).',
      invalid: 'Please enter a web link that starts with http:// or https://.',
    },
  },
}
