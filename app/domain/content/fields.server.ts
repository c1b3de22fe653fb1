import { sanitizeRichText } from '#app/utils/html.server.ts'
import { slugify } from '#app/utils/slug.ts'
import { youtubeVideoId } from '#app/utils/youtube.ts'
import { IST_OFFSET_MS, istDateTimeLocal } from '#app/utils/dates.ts'
import type { Field, Values } from './fields.ts'

/**
 * Reads and checks a content form on the server, by the same field list the browser drew
 * (fields.ts). Every value is trimmed and bounded, control characters are dropped, rich text goes
 * through the site's sanitizer allow-list, and each field that fails gets one message written for
 * the person editing. Nothing here throws for bad input.
 */
export type FieldErrors = Record<string, string>

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
const DEFAULT_MAX = 300
const RICH_MAX = 100_000
const GROUP_MAX = 100

function str(form: FormData, key: string): string {
  const v = form.get(key)
  return typeof v === 'string' ? v.replace(CONTROL, '') : ''
}

function isWebUrl(v: string): boolean {
  try {
    const u = new URL(v)
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.')
  } catch {
    return false
  }
}

/** `/naati`, `/our-brand/suryakash`: lower-case segments of letters, digits and dashes. */
const PATH_PATTERN = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*){1,3}$/
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Group indexes present in the form (`lines.0.name`, `lines.3.name` → [0, 3]), in order. */
function groupIndexes(form: FormData, name: string): number[] {
  const seen = new Set<number>()
  const re = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d{1,3})\\.`)
  for (const key of form.keys()) {
    const m = re.exec(key)
    if (m) seen.add(Number(m[1]))
  }
  return [...seen].sort((a, b) => a - b).slice(0, GROUP_MAX)
}

function readField(
  field: Field,
  form: FormData,
  key: string,
  errors: FieldErrors,
  values: Values,
): unknown {
  const fail = (message: string) => {
    errors[key] = message
  }
  switch (field.type) {
    case 'checkbox':
      return form.get(key) === 'on' || form.get(key) === '1' || form.get(key) === 'true'
    case 'hidden': {
      const v = str(form, key).trim()
      // A row id (`12`) or a fixed key (`mission`, `kirana`): nothing else travels this way.
      return /^[a-z0-9][a-z0-9-]{0,39}$/i.test(v) ? v : ''
    }
    case 'number': {
      const raw = str(form, key).trim()
      if (!raw) {
        if (field.required) fail(`Enter ${field.label.toLowerCase()}.`)
        return null
      }
      if (!/^-?\d{1,9}$/.test(raw)) {
        fail('Enter a whole number.')
        return null
      }
      const n = Number(raw)
      if (field.min !== undefined && n < field.min) fail(`Enter ${field.min} or more.`)
      if (field.max !== undefined && n > field.max) fail(`Enter ${field.max} or less.`)
      return n
    }
    case 'strings': {
      const max = field.max ?? 100
      const list = str(form, key)
        .split(/\r?\n/)
        .map((s) => s.trim())
        .filter(Boolean)
      if (field.required && !list.length) fail(`Enter ${field.label.toLowerCase()}.`)
      if (list.length > 50) fail('Keep the list to 50 lines.')
      if (list.some((s) => s.length > max)) fail(`Keep each line under ${max} characters.`)
      return list.slice(0, 50)
    }
    case 'group': {
      const items: Values[] = []
      for (const i of groupIndexes(form, key)) {
        const item: Values = {}
        for (const sub of field.fields)
          item[sub.name] = readField(sub, form, `${key}.${i}.${sub.name}`, errors, item)
        items.push(item)
      }
      if (field.maxItems !== undefined && items.length > field.maxItems)
        fail(`At most ${field.maxItems} ${field.itemLabel.toLowerCase()}s.`)
      return items
    }
    default:
      break
  }
  const raw = str(form, key)
  const multiline = field.type === 'textarea' || field.type === 'richtext'
  let v = multiline ? raw.replace(/\r\n?/g, '\n').trim() : raw.replace(/\s+/g, ' ').trim()
  if (field.type === 'slug' && !v && field.from) v = slugify(String(values[field.from] ?? ''))
  if (field.type === 'richtext') v = sanitizeRichText(v)
  const max =
    field.type === 'richtext'
      ? (field.max ?? RICH_MAX)
      : ('max' in field && field.max) || (multiline ? 5000 : DEFAULT_MAX)
  const required = 'required' in field && field.required
  if (!v) {
    if (required)
      fail(
        field.type === 'select'
          ? `Choose ${field.label.toLowerCase()} from the list.`
          : `Enter ${field.label.toLowerCase()}.`,
      )
    return emptyValue(field)
  }
  if (v.length > max) {
    fail(`Keep it under ${max.toLocaleString('en-US')} characters.`)
    return v.slice(0, max)
  }
  switch (field.type) {
    case 'url':
      if (!isWebUrl(v)) fail('Enter a web address that starts with http:// or https://.')
      break
    case 'email':
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v)) fail('Enter an e-mail address.')
      break
    case 'youtube':
      // The spec's own words for a link whose video id cannot be read (SPEC.md §2.7).
      if (!youtubeVideoId(v)) fail('Invalid YouTube URL')
      break
    case 'color':
      if (!/^#[0-9a-f]{6}$/i.test(v)) fail('Enter a colour as # and six hex digits, like #1d3a8a.')
      else v = v.toLowerCase()
      break
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) fail('Enter a date.')
      break
    case 'slug':
      v = v.toLowerCase()
      if (!SLUG_PATTERN.test(v))
        fail('Use lower-case letters, digits and dashes, like toor-dal-1-kg.')
      break
    case 'path':
      v = v.toLowerCase().replace(/\/+$/, '')
      if (!PATH_PATTERN.test(v)) fail('Use an address like /naati or /our-brand/suryakash.')
      break
    case 'select': {
      const options = Array.isArray(field.options) ? field.options : null
      if (options && !options.some((o) => o.value === v)) fail('Choose one of the options.')
      break
    }
    case 'image':
      if (v.includes('..') || v.startsWith('/') || /[\\\0]/.test(v))
        fail('Choose a picture from the library.')
      break
    default:
      if ('pattern' in field && field.pattern && !new RegExp(`^(?:${field.pattern})$`).test(v))
        fail(field.patternMessage ?? 'Check the format.')
  }
  return v
}

const NULL_WHEN_EMPTY = new Set(['select', 'image', 'url', 'youtube', 'path', 'date', 'number'])

/** What an empty field reads as: '' for text, null for a choice, a link, a date or a number. */
export function emptyValue(field: Field): '' | null | false | [] {
  if (field.type === 'checkbox') return false
  if (field.type === 'group' || field.type === 'strings') return []
  return NULL_WHEN_EMPTY.has(field.type) ? null : ''
}

/** Reads every field of a form into values, with a message for each field that fails. */
export function readForm(
  fields: readonly Field[],
  form: FormData,
): { values: Values; errors: FieldErrors } {
  const values: Values = {}
  const errors: FieldErrors = {}
  for (const f of fields) values[f.name] = readField(f, form, f.name, errors, values)
  return { values, errors }
}

/**
 * India Standard Time in a `datetime-local` field (the console's staff work in India):
 * `2026-11-26T14:05` ↔ epoch ms. Empty means none.
 */
export function parseIstDateTime(v: string): number | null | 'invalid' {
  const t = v.trim()
  if (!t) return null
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(t)
  if (!m) return 'invalid'
  const ms =
    Date.UTC(
      Number(m[1]),
      Number(m[2]) - 1,
      Number(m[3]),
      Number(m[4]),
      Number(m[5]),
      Number(m[6] ?? 0),
    ) - IST_OFFSET_MS
  return Number.isFinite(ms) ? ms : 'invalid'
}

export function toIstDateTime(ms: number | null | undefined): string {
  if (!ms) return ''
  return istDateTimeLocal(ms)
}
