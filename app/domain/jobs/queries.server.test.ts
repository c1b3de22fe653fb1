import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { JOBS_PER_PAGE, getJob, listOpenJobs } from './queries.server'

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
    expect([job.jobType, job.experience, job.workingHours, job.workingDays, job.vacancy]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
    expect(await getJob(db, 999_999)).toBeNull()
  })
})
