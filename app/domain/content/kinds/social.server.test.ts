import { expect, test } from 'vitest'
import { reorderContent, saveContent } from '#app/domain/content/editor.server.ts'
import { listSocialItems } from '#app/domain/brands/queries.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import { socialKind } from './social.server.ts'

describeEachEngine('social items through the editor', { seed: true }, (get) => {
  const firstBrand = async () =>
    get().db.selectFrom('brands').select(['id', 'path']).orderBy('id').executeTakeFirstOrThrow()

  test('a YouTube link whose id cannot be read is refused with "Invalid YouTube URL"', async () => {
    const db = get().db
    const brand = await firstBrand()
    for (const url of [
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/123456789',
      'https://youtu.be/',
    ]) {
      const r = await saveContent(
        db,
        socialKind,
        null,
        formOf({ brandId: String(brand.id), kind: 'video', title: 'Bad', videoUrl: url }),
        'publish',
        actor,
        null,
      )
      expect(r.ok).toBe(false)
      if (!r.ok) {
        expect(r.status).toBe(400)
        expect(r.errors.videoUrl).toBe('Invalid YouTube URL')
      }
    }
    expect(
      await db.selectFrom('social_items').select('id').where('title', '=', 'Bad').execute(),
    ).toEqual([])
  })

  test('a good video shows on its brand page with its id; a link card needs its link and picture', async () => {
    const db = get().db
    const brand = await firstBrand()
    const r = await saveContent(
      db,
      socialKind,
      null,
      formOf({
        brandId: String(brand.id),
        kind: 'video',
        title: 'How we pack',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      }),
      'publish',
      actor,
      null,
    )
    expect(r.ok).toBe(true)
    const items = await listSocialItems(db, { brandId: brand.id })
    const item = items.find((i) => i.title === 'How we pack')
    expect(item?.videoId).toBe('dQw4w9WgXcQ')
    expect(items.at(-1)?.title).toBe('How we pack')
    expect(await socialKind.publicPath(db, { brandId: String(brand.id) }, r.ok ? r.id : '')).toBe(
      brand.path ?? `/our-brands-detail/${brand.id}`,
    )

    const card = await saveContent(
      db,
      socialKind,
      null,
      formOf({ brandId: String(brand.id), kind: 'link', title: 'Card' }),
      'publish',
      actor,
      null,
    )
    expect(card.ok).toBe(false)
    if (!card.ok) {
      expect(card.errors.linkUrl).toBe('Enter the page the card opens.')
      expect(card.errors.image).toBe('A link card needs a picture.')
    }
  })

  test('a line of another brand, or a brand that does not exist, is refused', async () => {
    const db = get().db
    const line = await db
      .selectFrom('brand_lines')
      .select(['id', 'brand_id'])
      .executeTakeFirstOrThrow()
    const other = await db
      .selectFrom('brands')
      .select('id')
      .where('id', '!=', line.brand_id)
      .executeTakeFirstOrThrow()
    const base = { kind: 'video', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }
    const r = await saveContent(
      db,
      socialKind,
      null,
      formOf({ ...base, brandId: String(other.id), lineId: String(line.id) }),
      'publish',
      actor,
      null,
    )
    expect(!r.ok && r.errors.lineId).toBe('That line belongs to another brand.')
    const none = await saveContent(
      db,
      socialKind,
      null,
      formOf({ ...base, brandId: '999999' }),
      'publish',
      actor,
      null,
    )
    expect(!none.ok && none.errors.brandId).toBe('Choose one of the brands.')
  })

  test("a draft item is not on the page; one brand's items reorder within the brand", async () => {
    const db = get().db
    const brand = await firstBrand()
    const draft = await saveContent(
      db,
      socialKind,
      null,
      formOf({
        brandId: String(brand.id),
        kind: 'video',
        title: 'Not yet',
        videoUrl: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
      }),
      'draft',
      actor,
      null,
    )
    expect(draft.ok).toBe(true)
    expect((await listSocialItems(db, { brandId: brand.id })).map((i) => i.title)).not.toContain(
      'Not yet',
    )
    const { rows } = await socialKind.list(
      db,
      { sort: 'position', filter: String(brand.id), limit: 100, offset: 0 },
      Date.now(),
    )
    const ids = rows.map((r) => String(r.id)).reverse()
    await reorderContent(db, socialKind, ids, String(brand.id), actor, null)
    const live = (await listSocialItems(db, { brandId: brand.id })).map((i) => String(i.id))
    expect(live).toEqual(ids.filter((id) => live.includes(id)))
  })
})
