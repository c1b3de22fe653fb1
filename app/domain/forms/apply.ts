import { WEB_LINK_PATTERN } from '#app/utils/web-link.ts'
import { emailRule, flexiblePhoneRule, nameRule, type FormRules } from './fields.ts'

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
  // The spec asks only for a telephone input here (§5), so "+91 98765 43210" is welcome.
  phone: flexiblePhoneRule('Phone Number', 'Phone Number'),
  resume_link: {
    label: 'Resume Link',
    // Not type=url: that refuses "drive.google.com/…", the way most people copy a link. The
    // pattern still refuses javascript:, data: and any other scheme than http(s).
    type: 'text',
    maxLength: 500,
    pattern: WEB_LINK_PATTERN,
    inputMode: 'url',
    autoComplete: 'url',
    placeholder: 'drive.google.com/…',
    hint: 'A link to your resume (Google Drive, Dropbox, LinkedIn …) that anyone with the link can open',
    normalize: 'web-link',
    messages: {
      required: 'Please enter a link to your resume.',
      tooLong: 'Please use a shorter link (at most 500 characters).',
      invalid: 'Please enter a web link, like drive.google.com/… or https://….',
    },
  },
}
