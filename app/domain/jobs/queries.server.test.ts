import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { nextPublishBoundary } from '#app/domain/content/changes.server.ts'
import {
  JOBS_PER_PAGE,
  getJob,
  listOpenJobs,
  nextJobClosing,
  searchJobs,
} from './queries.server.ts'

describeEachEngine('jobs model', { seed: true }, (get) => {
  test('open jobs come 5 at a time with the total for "Show more"; closed ones never', async () => {
    const first = await listOpenJobs(get().db)
    expect(JOBS_PER_PAGE).toBe(5)
    expect(first.jobs).toHaveLength(5)
    expect(first.total).toBe(8)
    const rest = await listOpenJobs(get().db, { offset: 5 })
    expect(rest.jobs).toHaveLength(3)
    const ids = [...first.jobs, ...rest.jobs].map((j) => j.id)
    expect(new Set(ids).size).toBe(8)
    const closed = await get()
      .db.selectFrom('jobs')
      .select('id')
      .where('job_status', '=', 'Closed')
      .execute()
    expect(closed.length).toBeGreaterThan(0)
    for (const c of closed) expect(ids).not.toContain(c.id)
  })

  test('newest first, with the short description as plain text', async () => {
    const { jobs } = await listOpenJobs(get().db, { limit: 100 })
    const dates = jobs.map((j) => j.postedOn ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    for (const j of jobs) expect(j.summary).not.toMatch(/[<>]/)
  })

  test('a job by id, closed ones included; blank summary fields are null; unknown ids are null', async () => {
    const db = get().db
    const now = Date.now()
    const inserted = await db
      .insertInto('jobs')
      .values({
        slug: 'test-job',
        job_title: 'Test job',
        job_short_description: '<p>Short &amp; <b>sweet</b></p>',
        job_description: '<h3>Role</h3><script>x()</script><p>Do things</p>',
        job_role: 'Testing',
        job_location: 'Mandya',
        job_type: '  ',
        posted_on: null,
        job_experience: null,
        working_hours: '',
        working_days: null,
        required_count: null,
        apply_job_link: null,
        job_status: 'Closed',
        status: 'published',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const job = (await getJob(db, inserted.id))!
    expect(job.status).toBe('Closed')
    expect(job.summary).toBe('Short & sweet')
    expect(job.descriptionHtml).toBe('<h3>Role</h3><p>Do things</p>')
    expect([
      job.jobType,
      job.jobExperience,
      job.workingHours,
      job.workingDays,
      job.requiredCount,
    ]).toEqual([null, null, null, null, null])
    expect(await getJob(db, 999_999)).toBeNull()
  })

  test('a job closes at the end of its closing day, India time: page, list, API and cache boundary', async () => {
    const db = get().db
    // 31 Dec 2026 ends at midnight IST, 18:30 UTC. Each reading below takes one moment.
    const midnight = Date.parse('2027-01-01T00:00:00+05:30')
    const before = midnight - 1
    const { id } = await db
      .insertInto('jobs')
      .values({
        slug: 'closing-job',
        job_title: 'Yearend sales job',
        job_short_description: '<p>Closes on the last day of the year.</p>',
        job_description: '<p>Apply before the year ends.</p>',
        job_role: 'Sales',
        job_location: 'Hassan',
        posted_on: '2026-12-01',
        job_status: 'Open',
        closes_on: '2026-12-31',
        status: 'published',
        publish_at: 0,
        created_at: before,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const query = { search: 'yearend', order: 'desc' as const, offset: 0, limit: null }
    const openIds = async (now: number) =>
      (await listOpenJobs(db, { limit: 1000 }, now)).jobs.map((j) => j.id)

    expect((await getJob(db, id, before))!.status).toBe('Open')
    expect(await openIds(before)).toContain(id)
    expect((await searchJobs(db, 'Open', query, before)).jobs.map((j) => j.id)).toEqual([id])
    expect((await searchJobs(db, 'Closed', query, before)).total).toBe(0)
    expect(await nextJobClosing(db, before)).toBe(midnight)
    // The page cache's boundary is the closing (the seed schedules nothing else after `before`).
    expect(await nextPublishBoundary(db, before)).toBe(midnight)
    expect(await nextPublishBoundary(db, midnight)).toBeNull()

    expect((await getJob(db, id, midnight))!.status).toBe('Closed')
    expect(await openIds(midnight)).not.toContain(id)
    expect((await searchJobs(db, 'Open', query, midnight)).total).toBe(0)
    expect((await searchJobs(db, 'Closed', query, midnight)).jobs.map((j) => j.id)).toEqual([id])
    expect(await nextJobClosing(db, midnight)).not.toBe(midnight)

    // Marked Closed by staff, it stays closed whatever its date; with no date it never closes.
    await db.updateTable('jobs').set({ job_status: 'Closed' }).where('id', '=', id).execute()
    expect((await getJob(db, id, before))!.status).toBe('Closed')
    expect(await nextJobClosing(db, before)).not.toBe(midnight)
    await db
      .updateTable('jobs')
      .set({ job_status: 'Open', closes_on: null })
      .where('id', '=', id)
      .execute()
    expect((await getJob(db, id, midnight + 365 * 86_400_000))!.status).toBe('Open')
    await db.deleteFrom('jobs').where('id', '=', id).execute()
  })
})
