import type { Kysely } from 'kysely'

// Items seeded before seeding stamped its change time (issue 36) kept `updated_at = 0`: the
// console's lists said "changed —" or 1970, and "changed" sorts put them last. Each such row gets
// the best date it has: a job's creation, a post's own date, a scheduled start, else the moment
// of this upgrade (as migration 0005 gave the rows it found). A row with a real time is left as
// it is. Nothing to undo: a real date in place of 0 is not a change of meaning.
const tables = ['home_slides', 'brands', 'categories', 'products', 'social_items', 'posts', 'jobs']

const utcDay = (text: unknown): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typeof text === 'string' ? text : '')
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : 0
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = Date.now()
  for (const table of tables) {
    const extra = table === 'jobs' ? ['created_at'] : table === 'posts' ? ['post_date'] : []
    const rows = (await db
      .selectFrom(table)
      .select(['id', 'publish_at', ...extra])
      .where('updated_at', '=', 0)
      .execute()) as Array<{
      id: number
      publish_at: number | string
      created_at?: number | string
      post_date?: string | null
    }>
    for (const row of rows) {
      const known = [Number(row.created_at ?? 0), utcDay(row.post_date), Number(row.publish_at)]
      const when = known.find((t) => Number.isFinite(t) && t > 0 && t <= now) ?? now
      await db.updateTable(table).set({ updated_at: when }).where('id', '=', row.id).execute()
    }
  }
}

export async function down(): Promise<void> {}
