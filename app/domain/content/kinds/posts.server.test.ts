import { expect, test } from 'vitest'
import { restoreRevision, saveContent } from '#app/domain/content/editor.server.ts'
import { toIstDateTime } from '#app/domain/content/fields.server.ts'
import { findRedirect } from '#app/domain/content/redirects.server.ts'
import { listRevisions, pendingDraft } from '#app/domain/content/revisions.server.ts'
import { getPost, listPosts } from '#app/domain/posts/queries.server.ts'
import { postPath } from '#app/routing/paths.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import { postsKind } from './posts.server.ts'

const news = (extra: Record<string, string | undefined> = {}) =>
  formOf({
    title: 'Village fair draws record crowd',
    type: 'news',
    author: 'Field desk',
    postDate: '2026-11-20',
    image: 'posts/fair.jpg',
    imageAlt: 'Stalls at the fair',
    excerpt: 'Thousands came.',
    description: '<p>Thousands came to the <strong>fair</strong>.</p><script>alert(1)</script>',
    ...extra,
  })

async function save(
  db: Parameters<typeof saveContent>[0],
  id: string | null,
  form: FormData,
  intent: 'draft' | 'publish' | 'unpublish',
) {
  const r = await saveContent(db, postsKind, id, form, intent, actor, '127.0.0.1')
  if (!r.ok) throw new Error(`${r.refusal} ${JSON.stringify(r.errors)}`)
  return r
}

describeEachEngine('posts through the editor', { seed: true }, (get) => {
  test('a draft is not public; published it is, with its sanitized body and its slug', async () => {
    const db = get().db
    const { id } = await save(db, null, news(), 'draft')
    const n = Number(id)
    expect((await listPosts(db, 'news')).map((p) => p.id)).not.toContain(n)
    expect(await getPost(db, 'news', n)).toBeNull()
    const loaded = await postsKind.load(db, id)
    expect(loaded?.values.slug).toBe('village-fair-draws-record-crowd')
    expect(loaded?.publishing?.status).toBe('draft')

    await save(db, id, news(), 'publish')
    const post = await getPost(db, 'news', n)
    expect(post?.title).toBe('Village fair draws record crowd')
    expect(post?.descriptionHtml).toContain('<strong>fair</strong>')
    expect(post?.descriptionHtml).not.toContain('script')
    expect((await listPosts(db, 'news')).map((p) => p.id)).toContain(n)
    // The list of another type does not show it.
    expect((await listPosts(db, 'blog')).map((p) => p.id)).not.toContain(n)
    const audit = await db
      .selectFrom('audit_log')
      .select('kind')
      .where('target', '=', `posts:${id}`)
      .execute()
    expect(audit.map((a) => a.kind)).toEqual(
      expect.arrayContaining(['content.posts.created', 'content.posts.published']),
    )
  })

  test('a draft edit of a live post waits; the live page keeps the published text until publish', async () => {
    const db = get().db
    const { id } = await save(db, null, news({ title: 'Live story' }), 'publish')
    const r = await save(db, id, news({ title: 'Edited story', slug: 'live-story' }), 'draft')
    expect(r.outcome).toBe('live-draft')
    expect((await getPost(db, 'news', Number(id)))?.title).toBe('Live story')
    expect((await pendingDraft(db, 'posts', id))?.snapshot.values.title).toBe('Edited story')
    await save(db, id, news({ title: 'Edited story', slug: 'live-story' }), 'publish')
    expect((await getPost(db, 'news', Number(id)))?.title).toBe('Edited story')
    expect(await pendingDraft(db, 'posts', id)).toBeNull()
  })

  test('a changed slug of a live post leaves a 301 from the old address; restore brings it back', async () => {
    const db = get().db
    const { id } = await save(db, null, news({ title: 'Old name', slug: 'old-name' }), 'publish')
    const n = Number(id)
    const oldPath = postPath({ type: 'news', id: n, slug: 'old-name' })
    const newPath = postPath({ type: 'news', id: n, slug: 'new-name' })
    await save(db, id, news({ title: 'New name', slug: 'new-name' }), 'publish')
    expect(await findRedirect(db, oldPath)).toBe(newPath)
    expect((await getPost(db, 'news', n))?.slug).toBe('new-name')

    const revisions = await listRevisions(db, 'posts', id)
    const first = revisions.find((r) => r.snapshot.values.slug === 'old-name')!
    const restored = await restoreRevision(db, postsKind, id, first.id, actor, null)
    expect(restored.ok).toBe(true)
    const post = await getPost(db, 'news', n)
    expect(post?.title).toBe('Old name')
    expect(post?.slug).toBe('old-name')
    // Moving back: the new address now leads to the old one, and no redirect loops.
    expect(await findRedirect(db, newPath)).toBe(oldPath)
    expect(await findRedirect(db, oldPath)).toBeNull()
  })

  test('gallery pictures are kept in the order given, keep their ids, and go when removed', async () => {
    const db = get().db
    const form = news({
      'gallery.0.image': 'posts/a.jpg',
      'gallery.0.alt': 'First',
      'gallery.1.image': 'posts/b.jpg',
      'gallery.1.alt': 'Second',
      'gallery.2.image': 'posts/c.jpg',
      'gallery.2.alt': 'Third',
    })
    const { id } = await save(db, null, form, 'publish')
    const n = Number(id)
    const before = (await getPost(db, 'news', n))!.gallery
    expect(before.map((g) => g.alt)).toEqual(['First', 'Second', 'Third'])
    const [a, b, c] = before.map((g) => String(g.id))
    // Third first, First dropped.
    await save(
      db,
      id,
      news({
        'gallery.0.id': c,
        'gallery.0.image': 'posts/c.jpg',
        'gallery.0.alt': 'Third',
        'gallery.1.id': b,
        'gallery.1.image': 'posts/b.jpg',
        'gallery.1.alt': 'Second, described better',
      }),
      'publish',
    )
    const after = (await getPost(db, 'news', n))!.gallery
    expect(after.map((g) => [String(g.id), g.alt])).toEqual([
      [c, 'Third'],
      [b, 'Second, described better'],
    ])
    expect(
      await db.selectFrom('post_images').select('id').where('id', '=', Number(a)).execute(),
    ).toEqual([])
    // A picture without its image is refused with a message on that field, nothing saved.
    const bad = await saveContent(
      db,
      postsKind,
      id,
      news({ 'gallery.0.alt': 'no picture' }),
      'publish',
      actor,
      null,
    )
    expect(bad.ok).toBe(false)
    if (!bad.ok) {
      expect(bad.status).toBe(400)
      expect(bad.errors['gallery.0.image']).toBe('Enter picture.')
    }
    expect((await getPost(db, 'news', n))!.gallery).toHaveLength(2)
  })

  test('a post scheduled ahead is absent until its time; the console lists it as scheduled', async () => {
    const db = get().db
    const at = Date.now() + 7 * 24 * 3600_000
    const { id } = await save(
      db,
      null,
      news({ title: 'Coming soon', publishAt: toIstDateTime(at) }),
      'publish',
    )
    const n = Number(id)
    expect((await listPosts(db, 'news')).map((p) => p.id)).not.toContain(n)
    const { rows } = await postsKind.list(
      db,
      { sort: 'date', state: 'scheduled', filter: 'news', limit: 100, offset: 0 },
      Date.now(),
    )
    expect(rows.map((r) => [r.id, r.state])).toContainEqual([n, 'scheduled'])
    // The publish time is read back to the minute.
    expect(Math.abs((await postsKind.load(db, id))!.publishing!.publishAt - at)).toBeLessThan(
      60_000,
    )
  })

  test('the console list filters by type and searches titles', async () => {
    const db = get().db
    const q = { sort: 'date' as const, limit: 500, offset: 0 }
    const blog = await postsKind.list(db, { ...q, filter: 'blog' }, Date.now())
    expect(blog.total).toBeGreaterThan(0)
    for (const r of blog.rows) expect(r.detail).toMatch(/^Blog post/)
    const vani = await postsKind.list(db, { ...q, filter: 'vilvani' }, Date.now())
    expect(vani.rows.map((r) => r.id)).not.toContain(blog.rows[0]!.id)
    const found = await postsKind.list(db, { ...q, search: 'RECORD CROWD' }, Date.now())
    expect(found.rows.map((r) => r.title)).toContain('Village fair draws record crowd')
  })
})
