import { z } from 'zod'
import { phoneDigits } from '#app/utils/phone.ts'
import { webLink } from '#app/utils/web-link.ts'
import type { FieldRule, FormRules } from './fields.ts'

/** Control characters other than tab, newline and carriage return never belong in a form. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** The zod schema of one field, built from the same rule that gives the input its attributes. */
function fieldSchema(rule: FieldRule) {
  const { required, tooLong, invalid = required } = rule.messages
  const pattern = rule.pattern ? new RegExp(`^(?:${rule.pattern})$`) : null
  return z
    .string()
    .transform((v) => {
      const clean = v.replace(CONTROL, '').trim()
      // One-line fields end up in mail headers (subject, reply-to name): no line breaks there.
      return rule.type === 'textarea' ? clean.replace(/\r\n?/g, '\n') : clean.replace(/\s+/g, ' ')
    })
    .pipe(
      z
        .string()
        .min(1, required)
        .max(rule.maxLength, tooLong)
        .refine((v) => !pattern || pattern.test(v), invalid)
        .refine((v) => rule.type !== 'email' || z.email().safeParse(v).success, invalid)
        .refine((v) => rule.type !== 'url' || webLink(v) === v, invalid)
        .refine((v) => normalized(rule, v) !== null, invalid)
        .transform((v) => normalized(rule, v)!),
    )
}

/** What is stored of a value the rule accepts (see FieldRule.normalize); null when it is none. */
function normalized(rule: FieldRule, v: string): string | null {
  if (rule.normalize === 'phone') return phoneDigits(v)
  if (rule.normalize === 'web-link') return webLink(v)
  return v
}

export type Parsed<Name extends string> =
  { ok: true; value: Record<Name, string> } | { ok: false; errors: Partial<Record<Name, string>> }

/** Reads the named fields of a posted form; a missing field counts as empty. */
export function readValues<Name extends string>(
  form: FormData,
  fields: readonly Name[],
): Record<Name, string> {
  const values = {} as Record<Name, string>
  for (const name of fields) {
    const v = form.get(name)
    values[name] = typeof v === 'string' ? v : ''
  }
  return values
}

/** Checks every field and gives one message per field that fails (the first rule it breaks). */
export function parseFields<Name extends string>(
  rules: FormRules<Name>,
  values: Record<Name, string>,
): Parsed<Name> {
  const value = {} as Record<Name, string>
  const errors: Partial<Record<Name, string>> = {}
  for (const name of Object.keys(rules) as Name[]) {
    const result = fieldSchema(rules[name]).safeParse(values[name] ?? '')
    if (result.success) value[name] = result.data
    else errors[name] = result.error.issues[0]?.message ?? rules[name].messages.required
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value }
}
