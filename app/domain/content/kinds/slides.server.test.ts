import { expect, test } from 'vitest'
import { reorderContent, restoreRevision, saveContent } from '#app/domain/content/editor.server.ts'
import { listRevisions } from '#app/domain/content/revisions.server.ts'
import { listHomeSlides } from '#app/domain/home/slides.server.ts'
import { moveToTrash } from '#app/domain/content/trash.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import { slidesKind } from './slides.server.ts'

const slide = (title: string, description = '<p>Fresh <em>stock</em> every week</p>') =>
  formOf({ title, image: 'slides/new.jpg', imageAlt: 'A shop front', description })

describeEachEngine('home slides through the editor', { seed: true }, (get) => {
  test('a draft slide is not on the home page; published, it comes last, as plain text', async () => {
    const db = get().db
    const r = await saveContent(db, slidesKind, null, slide('Draft slide'), 'draft', actor, null)
    expect(r.ok).toBe(true)
    const id = r.ok ? r.id : ''
    expect((await listHomeSlides(db)).map((s) => s.title)).not.toContain('Draft slide')
    await saveContent(db, slidesKind, id, slide('Draft slide'), 'publish', actor, null)
    const slides = await listHomeSlides(db)
    expect(slides.at(-1)).toMatchObject({
      id: Number(id),
      title: 'Draft slide',
      text: 'Fresh stock every week',
      imageAlt: 'A shop front',
    })
  })

  test('a slide needs a title and a picture from the library', async () => {
    const db = get().db
    const r = await saveContent(
      db,
      slidesKind,
      null,
      formOf({ title: '', image: '../../etc/passwd' }),
      'publish',
      actor,
      null,
    )
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.status).toBe(400)
      expect(r.errors.title).toBe('Enter title.')
      expect(r.errors.image).toBe('Choose a picture from the library.')
    }
  })

  test('reordering moves a slide; a restore brings back its earlier text; delete trashes it', async () => {
    const db = get().db
    const before = await listHomeSlides(db)
    const ids = before.map((s) => String(s.id))
    const moved = [ids.at(-1)!, ...ids.slice(0, -1)]
    await reorderContent(db, slidesKind, moved, undefined, actor, null)
    expect((await listHomeSlides(db)).map((s) => String(s.id))).toEqual(moved)

    const id = moved[0]!
    const original = (await slidesKind.load(db, id))!.values
    await saveContent(db, slidesKind, id, slide('Renamed slide'), 'publish', actor, null)
    expect((await listHomeSlides(db))[0]!.title).toBe('Renamed slide')
    const earlier = (await listRevisions(db, 'slides', id)).find(
      (r) => r.snapshot.values.title === original.title,
    )!
    await restoreRevision(db, slidesKind, id, earlier.id, actor, null)
    expect((await listHomeSlides(db))[0]!.title).toBe(original.title)
    // Restoring does not move it.
    expect((await listHomeSlides(db)).map((s) => String(s.id))).toEqual(moved)

    // Delete moves it to the trash: off the home page, its history kept for a restore.
    expect(await moveToTrash(db, slidesKind, id, actor, null)).toBe(true)
    expect((await listHomeSlides(db)).map((s) => String(s.id))).not.toContain(id)
    expect((await listRevisions(db, 'slides', id)).length).toBeGreaterThan(0)
  })

  test('the console list: search, state filter and the site order', async () => {
    const db = get().db
    const now = Date.now()
    const all = await slidesKind.list(db, { sort: 'position', limit: 100, offset: 0 }, now)
    expect(all.rows.map((r) => r.id)).toEqual((await listHomeSlides(db)).map((s) => s.id))
    const drafts = await slidesKind.list(
      db,
      { sort: 'position', state: 'draft', limit: 100, offset: 0 },
      now,
    )
    for (const r of drafts.rows) expect(r.state).toBe('draft')
    const found = await slidesKind.list(
      db,
      {
        sort: 'title',
        search: all.rows[0]!.title.slice(0, 6).toUpperCase(),
        limit: 100,
        offset: 0,
      },
      now,
    )
    expect(found.rows.map((r) => r.id)).toContain(all.rows[0]!.id)
  })
})
