import type { Kysely } from 'kysely'

// Redirects keep their addresses as a browser sends them: a Kannada letter as its UTF-8
// percent-escapes (app/domain/content/redirects.server.ts). Before, an address typed in Kannada was
// kept as typed: as an old address it never matched a visitor's (escaped) request, and as a new
// address it could not go into a Location header, so its old address answered 500. This writes
// the rows made so, the way the console now writes them. A row whose escaped old address another
// row already has is left as it was (it never matched; the other one did).

// The rule as it stands today, kept here so that this migration does not change with the app.
const escapeNonAscii = (p: string) =>
  p.replace(/[^\x20-\x7E]+/gu, (run) => encodeURIComponent(run.replace(/\p{Cs}/gu, '')))

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('redirects')
    .select(['id', 'from_path', 'to_path'])
    .execute()) as Array<{
    id: number
    from_path: string
    to_path: string
  }>
  const taken = new Set(rows.map((r) => r.from_path))
  for (const r of rows) {
    const from = escapeNonAscii(r.from_path).toLowerCase()
    const to = /^https?:\/\//i.test(r.to_path) ? r.to_path : escapeNonAscii(r.to_path)
    if (from === r.from_path && to === r.to_path) continue
    if (from.length > 300 || to.length > 300) continue
    const fromFree = from === r.from_path || !taken.has(from)
    await db
      .updateTable('redirects')
      .set({ from_path: fromFree ? from : r.from_path, to_path: to })
      .where('id', '=', r.id)
      .execute()
    if (fromFree) taken.add(from)
  }
}

// Nothing to undo: the escaped addresses are what the earlier code compared requests with.
export async function down(): Promise<void> {}
