import { expect, test } from 'vitest'
import { listOpenJobs, getJob } from '#app/domain/jobs/queries.server.ts'
import { getPost, listPosts } from '#app/domain/posts/queries.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { publishState } from './publishing.server.ts'

test('the console names how an item stands', () => {
  const now = 1_000_000
  expect(publishState({ status: 'draft', publish_at: 0, unpublish_at: null }, now)).toBe('draft')
  expect(publishState({ status: 'published', publish_at: 0, unpublish_at: null }, now)).toBe(
    'published',
  )
  expect(publishState({ status: 'published', publish_at: now + 1, unpublish_at: null }, now)).toBe(
    'scheduled',
  )
  expect(publishState({ status: 'published', publish_at: 0, unpublish_at: now }, now)).toBe(
    'expired',
  )
})

describeEachEngine('publish windows in the public queries', { seed: true }, (get) => {
  test('a draft, a scheduled and an expired post are hidden; each shows inside its window', async () => {
    const db = get().db
    const posts = await listPosts(db, 'blog')
    const [a, b, c] = posts
    const now = Date.now()
    await db.updateTable('posts').set({ status: 'draft' }).where('id', '=', a!.id).execute()
    await db
      .updateTable('posts')
      .set({ publish_at: now + 60_000 })
      .where('id', '=', b!.id)
      .execute()
    await db
      .updateTable('posts')
      .set({ unpublish_at: now - 1 })
      .where('id', '=', c!.id)
      .execute()
    const visible = (await listPosts(db, 'blog')).map((p) => p.id)
    for (const p of [a, b, c]) {
      expect(visible).not.toContain(p!.id)
      expect(await getPost(db, 'blog', p!.id)).toBeNull()
    }
    // The scheduled one appears once its time has come, with nothing run in between.
    await db
      .updateTable('posts')
      .set({ publish_at: Date.now() - 1 })
      .where('id', '=', b!.id)
      .execute()
    expect((await listPosts(db, 'blog')).map((p) => p.id)).toContain(b!.id)
  })

  test('jobs: Open/Closed on top of the publish window', async () => {
    const db = get().db
    const { jobs, total } = await listOpenJobs(db, { limit: 100 })
    const first = jobs[0]!
    await db.updateTable('jobs').set({ status: 'draft' }).where('id', '=', first.id).execute()
    const after = await listOpenJobs(db, { limit: 100 })
    expect(after.total).toBe(total - 1)
    expect(await getJob(db, first.id)).toBeNull()
    await db
      .updateTable('jobs')
      .set({ status: 'published', job_status: 'Closed' })
      .where('id', '=', first.id)
      .execute()
    expect((await getJob(db, first.id))?.status).toBe('Closed')
    expect((await listOpenJobs(db, { limit: 100 })).jobs.map((j) => j.id)).not.toContain(first.id)
  })
})
