import { expect, test } from 'vitest'
import { getJob } from '#app/domain/jobs/queries.server.ts'
import { jobPath, paths, postPath, suggiPath } from '#app/routing/paths.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import {
  findRedirect,
  isLivePage,
  listRedirects,
  RedirectError,
  saveRedirect,
} from './redirects.server.ts'

describeEachEngine('which addresses are live pages', { seed: true }, (get) => {
  test('the fixed pages, and the pages of live jobs, posts, products and brands, by any slug', async () => {
    const db = get().db
    for (const p of [paths.home, paths.jobs, '/naati', `${suggiPath}/sugar`, '/About-Us/'])
      expect(await isLivePage(db, p), p).toBe(true)
    const job = await db
      .selectFrom('jobs')
      .select(['id', 'slug'])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow()
    expect(await getJob(db, job.id)).not.toBeNull()
    expect(await isLivePage(db, jobPath(job))).toBe(true)
    expect(await isLivePage(db, `/opportunity-detail/${job.id}-an-old-title`)).toBe(true)
    const post = await db
      .selectFrom('posts')
      .select(['id', 'slug', 'type'])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow()
    expect(await isLivePage(db, postPath(post))).toBe(true)
    // Another type's address of the post is not its page.
    const other = post.type === 'news' ? 'blog' : 'news'
    expect(await isLivePage(db, postPath({ ...post, type: other }))).toBe(false)
    expect(await isLivePage(db, '/opportunity-detail/999999')).toBe(false)
    expect(await isLivePage(db, '/no-such-page')).toBe(false)

    // A job taken down is no longer a live page: its address may redirect.
    await db.updateTable('jobs').set({ status: 'draft' }).where('id', '=', job.id).execute()
    expect(await isLivePage(db, jobPath(job))).toBe(false)
    const r = await saveRedirect(db, { from: jobPath(job), to: paths.jobs, by: null })
    expect(r.to).toBe(paths.jobs)
    await expect(saveRedirect(db, { from: '/naati', to: '/trulove', by: null })).rejects.toThrow(
      RedirectError,
    )
  })

  test('a Kannada address is kept escaped and read back as typed; one too long says so', async () => {
    const db = get().db
    const r = await saveRedirect(db, { from: '/ಹಳೆಯ-ಪುಟ', to: '/kn/ಹೊಸ', by: null })
    expect([r.from, r.to]).toEqual(['/ಹಳೆಯ-ಪುಟ', '/kn/ಹೊಸ'])
    // A visitor's request, in a browser's escapes of either case, finds it.
    expect(await findRedirect(db, encodeURI('/ಹಳೆಯ-ಪುಟ'))).toBe(encodeURI('/kn/ಹೊಸ'))
    expect(await findRedirect(db, encodeURI('/ಹಳೆಯ-ಪುಟ').toLowerCase())).toBe(encodeURI('/kn/ಹೊಸ'))
    // Staff find it by a Kannada word of either address.
    for (const word of ['ಹಳೆಯ', 'ಹೊಸ'])
      expect((await listRedirects(db, { search: word })).rows.map((x) => x.from)).toEqual([
        '/ಹಳೆಯ-ಪುಟ',
      ])
    // 34 letters are 306 characters as a browser sends them: over the 300 the columns hold.
    await expect(
      saveRedirect(db, { from: `/${'ಕ'.repeat(34)}`, to: '/naati', by: null }),
    ).rejects.toThrow('That address is too long: at most 300 characters')
    await expect(
      saveRedirect(db, { from: '/old-leaflet', to: `/${'ಕ'.repeat(34)}`, by: null }),
    ).rejects.toThrow('That address is too long')
  })
})
