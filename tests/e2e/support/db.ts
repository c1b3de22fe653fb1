import path from 'node:path'
import Database from 'better-sqlite3'

/**
 * Opens a test server's SQLite file directly, to arrange state a visitor cannot (an empty list,
 * a broken table) or to check what a form stored. Close it when done.
 */
export function openServerDb(name: 'main' | 'faults'): Database.Database {
  const db = new Database(path.resolve('data/e2e', `${name}.db`))
  db.pragma('busy_timeout = 5000')
  return db
}

/** The folder where a test server's MAIL_TRANSPORT=log writes its .eml files. */
export function serverOutboxDir(name: 'main' | 'faults'): string {
  return path.resolve('data/e2e', `outbox-${name}`)
}

export type ArrangedJob = {
  title: string
  /** Unique per test run: the suite's other tests publish jobs at the same time. */
  slug?: string
  summaryHtml?: string
  descriptionHtml?: string
  role?: string
  location?: string
  workingHours?: string
  /** When it goes live (0: already) and comes down (null: never). */
  publishAt?: number
  unpublishAt?: number | null
  /** The last day applications are taken, India time (YYYY-MM-DD; absent: no closing date). */
  closesOn?: string
}

/**
 * A live open job put straight into the main test server's database, for a test that is about
 * what staff or visitors do with a job rather than about making one. Posted long ago, so it sorts
 * last on the public list other tests read. Returns its id.
 */
export function arrangeJob(job: ArrangedJob): number {
  const db = openServerDb('main')
  try {
    const now = Date.now()
    const r = db
      .prepare(
        `insert into jobs (slug, job_title, job_short_description, job_description, job_role,
           job_location, posted_on, working_hours, job_status, closes_on, created_at, status,
           publish_at, unpublish_at, updated_at)
         values (?, ?, ?, ?, ?, ?, '2020-01-01', ?, 'Open', ?, ?, 'published', ?, ?, ?)`,
      )
      .run(
        job.slug ?? `job-${now.toString(36)}-${Math.random().toString(36).slice(2, 7)}`,
        job.title,
        job.summaryHtml ?? '<p>Visit shops.</p>',
        job.descriptionHtml ?? '<p>Visit shops every week.</p>',
        job.role ?? 'Sales',
        job.location ?? 'Kolar',
        job.workingHours ?? '10 to 6',
        job.closesOn ?? null,
        now,
        job.publishAt ?? 0,
        job.unpublishAt ?? null,
        now,
      )
    return Number(r.lastInsertRowid)
  } finally {
    db.close()
  }
}

/**
 * A live open job of a test's own in a shop in Mandya, with the words the Kannada tests translate
 * and the team tests edit (the suite's other tests publish jobs at the same time).
 */
export const arrangeShopJob = (title: string, slug: string) =>
  arrangeJob({
    title,
    slug,
    summaryHtml: '<p>Help customers at the counter.</p>',
    descriptionHtml: '<p>Keep the shelves full.</p>',
    role: 'Retail',
    location: 'Mandya',
    workingHours: '9 to 6',
  })
