import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { PublishState } from './publish-state.ts'

/**
 * How a slice of a list is asked for: a page of a kind's items in the console (ContentKind.list),
 * or of a public list through /api/v2 (generalSearch, sortOrder, iDisplayStart, iDisplayLength).
 */
export type ListQuery = {
  /** Words to find (containsWords); empty or absent finds everything. */
  search?: string
  /** The console's order: by hand, by title, by last change, by date (newest first). */
  sort?: 'position' | 'title' | 'updated' | 'date'
  /** A public list's natural key ascending or descending (sortOrder); absent: its usual order. */
  order?: 'asc' | 'desc'
  /** A publishing state, or `ending`: live now, with a time set to come down (the dashboard). */
  state?: PublishState | 'ending'
  /** With `scheduled` or `ending`: only those going live or coming down before this moment. */
  until?: number
  /** A kind's own filter (products: brand id; posts: type). */
  filter?: string
  /** Only these items (the console's "Needs translation": translations.server.ts). */
  only?: string[]
  offset: number
  /** How many at most; null is the spec's -1: all of them. */
  limit: number | null
}

/** A LIMIT for a query: "all" (null) as the largest number, since SQLite takes OFFSET only after one. */
export const limitOf = (q: ListQuery): number => q.limit ?? Number.MAX_SAFE_INTEGER

/**
 * Every word of `search` appears in at least one of `columns` (case-insensitive, the same on
 * SQLite and PostgreSQL: both sides lowered, LIKE wildcards in the search taken literally). With
 * `translated` (a translatable kind in the console), a word may also be in one of the item's
 * published Kannada words (content_translations), so staff find an item by either language.
 */
export function containsWords(
  columns: readonly string[],
  search: string | undefined,
  translated?: { kind: string; id: string },
): RawBuilder<SqlBool> {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length || !columns.length) return sql<SqlBool>`1 = 1`
  const oneWord = (w: string) => {
    const pattern = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const like = (column: RawBuilder<unknown>) =>
      sql`lower(coalesce(${column}, '')) like ${pattern} escape ${'\\'}`
    const inColumns = columns.map((c) => like(sql.ref(c)))
    if (translated)
      inColumns.push(
        sql`exists (select 1 from content_translations ct where ct.kind = ${translated.kind}
          and ct.item_id = ${sql.ref(translated.id)} and ct.lang = 'kn' and ${like(sql.ref('ct.value'))})`,
      )
    return sql.join(inColumns, sql` or `)
  }
  return sql<SqlBool>`(${sql.join(
    words.map((w) => sql`(${oneWord(w)})`),
    sql` and `,
  )})`
}
