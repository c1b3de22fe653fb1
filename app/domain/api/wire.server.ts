import { z } from 'zod'
import {
  columnOf,
  isNullable,
  isReference,
  type Declaration,
  type DeclaredField,
} from '#app/domain/content/declared.server.ts'
import type { Values } from '#app/domain/content/fields.ts'
import { sanitizeRichText } from '#app/utils/html.server.ts'

/**
 * A declared kind on the wire (issue 34): its /api/v2 record and the zod schema of that record,
 * which the OpenAPI document is written from and the remote reader reads a source's answers with,
 * both from the declaration's `api` list. A field goes under its column's name (`jobExperience`
 * is `job_experience`, as the spec names it) unless it gives the spec's own name (`wire.name`).
 * What is not a field (the id, the page's link, a status worked out at read time) the caller adds.
 */

/** `jobExperience` → `job_experience`, as a type (columnOf). */
type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : ''

type WireName<F> = F extends { wire: { name: infer N extends string } }
  ? N
  : F extends { name: infer N extends string }
    ? Snake<N>
    : never

type Text = 'text' | 'textarea' | 'richtext' | 'slug' | 'email' | 'tel' | 'color'

/** What a field's value is on the wire, as its type and rules say (wireType, isNullable). */
type WireValue<F> = F extends { wire: { schema: z.ZodType<infer O> } }
  ? O
  : | (F extends { type: 'number' }
        ? number
        : F extends { type: 'checkbox' }
          ? boolean
          : F extends { type: 'select'; options: { from: string } }
            ? number
            : F extends { type: 'select'; options: readonly { value: infer V }[] }
              ? V
              : string)
    | (F extends { required: true } | { type: 'checkbox' | 'hidden' }
        ? never
        : F extends { type: Text }
          ? F extends { nullable: true }
            ? null
            : never
          : null)

/** The zod shape of a declaration's /api/v2 fields, typed from the declaration. */
export type WireShape<D extends Declaration> = D extends {
  fields: readonly (infer F)[]
  api: readonly (infer A extends string)[]
}
  ? {
      [K in A as WireName<Extract<F, { name: K }>>]: z.ZodType<
        WireValue<Extract<F, { name: K }>>,
        WireValue<Extract<F, { name: K }>>
      >
    }
  : Record<never, never>

/** A declaration's /api/v2 fields of one item, typed from the declaration. */
export type WireRecord<D extends Declaration> = {
  [K in keyof WireShape<D>]: WireShape<D>[K] extends z.ZodType<infer O> ? O : never
}

/** The field's name on the wire. */
function wireNameOf(f: DeclaredField): string {
  return f.wire?.name ?? columnOf(f.name)
}

/**
 * The declaration's translated words that go on the wire, each with its wire name: what a
 * source's Kannada answer is read for in remote mode (app/domain/remote/read.server.ts).
 */
export function localizedWireNames(d: Declaration): Record<string, string> {
  return Object.fromEntries(
    apiFields(d)
      .filter((f) => f.localized)
      .map((f) => [f.name, wireNameOf(f)]),
  )
}

/** The declaration's /api/v2 fields, in the order of its `api` list. */
function apiFields(d: Declaration): DeclaredField[] {
  return (d.api ?? []).map((name) => {
    const f = d.fields.find((x) => x.name === name)
    if (!f) throw new Error(`${d.kind}: the api list names ${name}, which is not a field`)
    return f
  })
}

const TEXT_MEANING: Partial<Record<DeclaredField['type'], string>> = {
  richtext: 'HTML (sanitized).',
}

/** A field's schema on the wire, from its type: what the column holds, NULL as null. */
function wireType(f: DeclaredField): z.ZodType {
  if (f.wire?.schema) return f.wire.schema
  let t: z.ZodType
  if (f.type === 'number' || isReference(f)) t = z.number().int()
  else if (f.type === 'checkbox') t = z.boolean()
  else if (f.type === 'select' && Array.isArray(f.options) && f.options.length)
    t = z.enum(f.options.map((o) => o.value) as [string, ...string[]])
  else if ('pattern' in f && f.pattern) t = z.string().regex(new RegExp(`^(?:${f.pattern})$`))
  else t = z.string()
  if (isNullable(f)) t = t.nullable()
  const description =
    f.type === 'image'
      ? `${f.wire?.description ?? f.label}: a path relative to the media base (<site>/media/)${isNullable(f) ? ', or null' : ''}.`
      : (f.wire?.description ?? TEXT_MEANING[f.type])
  return description ? t.meta({ description }) : t
}

/** The zod shape of a kind's /api/v2 fields (the caller adds id, link, status …). */
export function wireShape<D extends Declaration>(d: D): WireShape<D> {
  return Object.fromEntries(apiFields(d).map((f) => [wireNameOf(f), wireType(f)])) as WireShape<D>
}

const blank = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** One field's value as the wire sends it (rich text sanitized unless it already is). */
function wireValue(f: DeclaredField, v: unknown, sanitized: boolean): unknown {
  if (f.type === 'richtext') {
    const html = typeof v === 'string' ? v : ''
    return sanitized ? html : sanitizeRichText(html)
  }
  if (f.type === 'number') return typeof v === 'number' && Number.isFinite(v) ? v : null
  // A reference is a string in the editor's values and a number in the pages' records.
  if (isReference(f))
    return Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null
  if (f.type === 'checkbox') return v === true
  // A date goes as stored (a date from before the editor checked it may be empty, not null).
  if (f.type === 'date') return typeof v === 'string' ? v : null
  if (isNullable(f)) return blank(v)
  return typeof v === 'string' ? v : ''
}

/**
 * A source's record read back into the declaration's values, each field under its own name
 * (the remote reader's job is then mapped as this database's is); a field it lacks is null.
 */
export function valuesOfWire(d: Declaration, record: Record<string, unknown>): Values {
  return Object.fromEntries(apiFields(d).map((f) => [f.name, record[wireNameOf(f)] ?? null]))
}

/**
 * A kind's /api/v2 fields of one item, from its values: a row's (`valuesOf`), whose rich text is
 * sanitized here, or a page's record, whose rich text the domain has sanitized already
 * (`{ sanitized: true }`, so it is not parsed twice).
 */
export function wireRecord<D extends Declaration>(
  d: D,
  values: Values,
  { sanitized = false }: { sanitized?: boolean } = {},
): WireRecord<D> {
  const valueOf = (f: DeclaredField) => {
    const v = wireValue(f, values[f.name], sanitized)
    const instead = f.wire?.orElse
    if (!instead || (v !== null && v !== '')) return v
    const other = d.fields.find((x) => x.name === instead)
    if (!other) throw new Error(`${d.kind}: ${f.name} falls back to ${instead}, not a field`)
    return wireValue(other, values[instead], sanitized)
  }
  return Object.fromEntries(apiFields(d).map((f) => [wireNameOf(f), valueOf(f)])) as WireRecord<D>
}
