/**
 * The fields of the console's content editors, as data: one list per kind of content drives both
 * the form the browser shows (app/components/admin/content-form.tsx) and the server's validation
 * (fields.server.ts builds the zod schema from the same list). Browser-safe: no zod, no server.
 *
 * Values travel as plain JSON objects: strings, numbers, booleans, string lists, and groups
 * (lists of objects, e.g. a brand's lines). In a form, a group's fields are named
 * `<group>.<index>.<field>`.
 */
export type Option = { value: string; label: string }

type Base = {
  name: string
  label: string
  hint?: string
  /** Spans the whole width of the form on wide screens. */
  wide?: boolean
}

export type Field =
  | (Base & {
      type: 'text' | 'textarea' | 'url' | 'email' | 'tel'
      required?: boolean
      max?: number
      placeholder?: string
      /** An HTML pattern (anchored); the server anchors the same source. */
      pattern?: string
      patternMessage?: string
    })
  | (Base & { type: 'richtext'; required?: boolean; max?: number })
  | (Base & { type: 'number'; required?: boolean; min?: number; max?: number })
  | (Base & { type: 'date'; required?: boolean })
  | (Base & { type: 'select'; required?: boolean; options: readonly Option[] | { from: string } })
  | (Base & { type: 'checkbox' })
  /** Carried unchanged: a group item's own id (a brand line keeps its id, products refer to it). */
  | (Base & { type: 'hidden' })
  | (Base & {
      type: 'color'
      required?: boolean
      /** Sibling colour fields this one is read against (text on backgrounds): a live WCAG check. */
      contrastWith?: string[]
    })
  | (Base & { type: 'image'; required?: boolean })
  | (Base & { type: 'youtube'; required?: boolean })
  | (Base & { type: 'slug'; required?: boolean; from?: string; max?: number })
  | (Base & { type: 'path'; required?: boolean })
  | (Base & { type: 'strings'; required?: boolean; max?: number })
  | (Base & {
      type: 'group'
      itemLabel: string
      fields: readonly Field[]
      /** At most this many items. */
      maxItems?: number
      /** The page has a place for each item: their words change, not their number. */
      fixed?: boolean
    })

export type Values = Record<string, unknown>

/** `#1d3a8a` → relative luminance (WCAG 2.x). */
function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return null
  const n = Number.parseInt(m[1]!, 16)
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  )
}

/** The WCAG contrast ratio of two colours (1 to 21), or null when one is not a #rrggbb colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a)
  const lb = luminance(b)
  if (la === null || lb === null) return null
  const [hi, lo] = la > lb ? [la, lb] : [lb, la]
  return (hi + 0.05) / (lo + 0.05)
}

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5

/** "4.6:1", rounded down so a pair shown as 4.5:1 really passes. */
export function formatRatio(r: number): string {
  return `${(Math.floor(r * 100) / 100).toFixed(2)}:1`
}
