import { sql, type RawBuilder, type SqlBool } from 'kysely'

/**
 * How a client asks for a slice of a public list (the /api/v2 list calls: generalSearch,
 * sortOrder, iDisplayStart, iDisplayLength). `limit` null is the spec's -1: all of them.
 */
export type ListQuery = {
  /** Words to find in the list's text columns, case-insensitively; empty finds everything. */
  search: string
  /** The list's natural key ascending or descending; null keeps the list's usual order. */
  sort: 'asc' | 'desc' | null
  offset: number
  limit: number | null
}

/**
 * Every word of `search` appears in at least one of `columns` (case-insensitive, the same on
 * SQLite and PostgreSQL: both sides lowered, LIKE wildcards in the search taken literally).
 */
export function containsWords(columns: readonly string[], search: string): RawBuilder<SqlBool> {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length || !columns.length) return sql<SqlBool>`1 = 1`
  const oneWord = (w: string) => {
    const pattern = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    return sql.join(
      columns.map((c) => sql`lower(coalesce(${sql.ref(c)}, '')) like ${pattern} escape ${'\\'}`),
      sql` or `,
    )
  }
  return sql<SqlBool>`(${sql.join(
    words.map((w) => sql`(${oneWord(w)})`),
    sql` and `,
  )})`
}
