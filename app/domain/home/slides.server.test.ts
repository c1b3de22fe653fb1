import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { listHomeSlides } from './slides.server.ts'

describeEachEngine('home slides model', { seed: true }, (get) => {
  test('active slides in order, descriptions as plain text', async () => {
    const db = get().db
    const slides = await listHomeSlides(db)
    expect(slides.length).toBeGreaterThanOrEqual(3)
    for (const s of slides) expect(s.text).not.toMatch(/<|&amp;/)
    await db
      .insertInto('home_slides')
      .values({
        image: 'x.svg',
        image_alt: '',
        title: 'Hidden',
        description: '<p>x</p>',
        status: 'draft',
        position: -1,
      })
      .execute()
    await db
      .insertInto('home_slides')
      .values({
        image: 'y.svg',
        image_alt: '',
        title: 'First',
        description: '<p>Fish &amp; <b>chips</b></p>',
        status: 'published',
        position: -1,
      })
      .execute()
    const after = await listHomeSlides(db)
    expect(after).toHaveLength(slides.length + 1)
    // No alt text of its own: the page asks the media library, then falls back to the title.
    expect(after[0]).toMatchObject({ title: 'First', text: 'Fish & chips', imageAlt: '' })
    expect(after.map((s) => s.title)).not.toContain('Hidden')
  })
})
