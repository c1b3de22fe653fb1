import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { getPost, listPosts } from './queries.server.ts'

describeEachEngine('posts model', { seed: true }, (get) => {
  test('each type lists its active posts, newest first', async () => {
    const blog = await listPosts(get().db, 'blog')
    const vani = await listPosts(get().db, 'vilvani')
    const news = await listPosts(get().db, 'news')
    expect(blog.length).toBeGreaterThanOrEqual(3)
    expect(vani.length).toBeGreaterThanOrEqual(6)
    expect(news.length).toBeGreaterThanOrEqual(6)
    for (const list of [blog, vani, news]) {
      const dates = list.map((p) => p.postDate ?? '')
      expect(dates).toEqual([...dates].sort().reverse())
    }
    expect(news.every((p) => p.newsLink?.startsWith('https://'))).toBe(true)
    await get()
      .db.updateTable('posts')
      .set({ status: 'draft' })
      .where('id', '=', blog[0]!.id)
      .execute()
    expect((await listPosts(get().db, 'blog')).map((p) => p.id)).not.toContain(blog[0]!.id)
    expect(await getPost(get().db, 'blog', blog[0]!.id)).toBeNull()
  })

  test('a post comes with its gallery in order, and only under its own type', async () => {
    const [first] = await listPosts(get().db, 'news')
    const post = (await getPost(get().db, 'news', first!.id))!
    expect(post.gallery.length).toBeGreaterThanOrEqual(2)
    expect(post.gallery.every((g) => g.alt.length > 0)).toBe(true)
    expect(await getPost(get().db, 'blog', first!.id)).toBeNull()
    expect(await getPost(get().db, 'news', 987_654)).toBeNull()
  })

  test('a detail page\'s "more" list leaves its own post out and keeps the limit', async () => {
    const all = await listPosts(get().db, 'vilvani')
    const more = await listPosts(get().db, 'vilvani', { exceptId: all[0]!.id, limit: 3 })
    expect(more.map((p) => p.id)).toEqual(all.slice(1, 4).map((p) => p.id))
  })
})
