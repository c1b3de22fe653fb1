import { expect, test } from 'vitest'
import {
  getBrandPage,
  getCategoryPage,
  listBrandLines,
  listBrands,
  listCategories,
  listProducts,
} from '#app/domain/brands/queries.server.ts'
import { reorderContent, restoreRevision, saveContent } from '#app/domain/content/editor.server.ts'
import type { Values } from '#app/domain/content/fields.ts'
import type { ContentKind } from '#app/domain/content/kind.server.ts'
import { applyPreview } from '#app/domain/content/preview.server.ts'
import { findRedirect } from '#app/domain/content/redirects.server.ts'
import { listRevisions, pendingDraft } from '#app/domain/content/revisions.server.ts'
import { moveToTrash } from '#app/domain/content/trash.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { brandsKind } from './brands.server.ts'
import { categoriesKind } from './categories.server.ts'
import { productsKind } from './products.server.ts'

const actor = { id: 1, email: 'editor@example.com' }

/** A form as the editor posts it: groups as `<group>.<i>.<field>`, lists one per line. */
function formOf(values: Values, prefix = '', form = new FormData()): FormData {
  for (const [k, v] of Object.entries(values)) {
    const key = `${prefix}${k}`
    if (Array.isArray(v) && v.some((x) => typeof x === 'object' && x !== null))
      v.forEach((item, i) => formOf(item as Values, `${key}.${i}.`, form))
    else if (Array.isArray(v)) form.set(key, v.join('\n'))
    else if (v === true) form.set(key, 'on')
    else if (v === false || v === null || v === undefined) continue
    else form.set(key, String(v))
  }
  return form
}

describeEachEngine('brands, products and categories in the console', { seed: true }, (get) => {
  const load = async (kind: ContentKind, id: string) => (await kind.load(get().db, id))!

  test('a brand: a draft leaves the live page alone, publishing shows it and keeps revisions', async () => {
    const db = get().db
    const before = (await getBrandPage(db, { path: '/naati' }))!
    const { values } = await load(brandsKind, '1')
    const edited = { ...values, tagline: 'Fresh from the console' }

    const draft = await saveContent(db, brandsKind, '1', formOf(edited), 'draft', actor, null)
    expect(draft).toMatchObject({ ok: true, id: '1' })
    expect((await getBrandPage(db, { path: '/naati' }))!.brand.tagline).toBe(before.brand.tagline)
    expect((await pendingDraft(db, 'brands', '1'))?.snapshot.values.tagline).toBe(
      'Fresh from the console',
    )

    const published = await saveContent(db, brandsKind, '1', formOf(edited), 'publish', actor, null)
    expect(published).toMatchObject({ ok: true })
    const after = (await getBrandPage(db, { path: '/naati' }))!
    expect(after.brand.tagline).toBe('Fresh from the console')
    // Everything else of the page is as it was: lines, sections, products.
    expect(after.sections.map((s) => [s.kind, s.title])).toEqual(
      before.sections.map((s) => [s.kind, s.title]),
    )
    expect(after.products.map((p) => p.id)).toEqual(before.products.map((p) => p.id))
    expect(after.brand.name).toBe(before.brand.name)
    const revisions = await listRevisions(db, 'brands', '1', 10)
    expect(revisions.some((r) => r.summary.includes('Tagline'))).toBe(true)
    expect(await pendingDraft(db, 'brands', '1')).toBeNull()
  })

  test('a draft of a line previews inside a rolled-back transaction; an earlier version restores with the same line ids', async () => {
    const db = get().db
    const linesBefore = await listBrandLines(db, 9)
    const { values } = await load(brandsKind, '9')
    const lines = (values.lines as Values[]).map((l, i) => (i === 0 ? { ...l, name: 'Rusks' } : l))
    await saveContent(db, brandsKind, '9', formOf({ ...values, lines }), 'draft', actor, null)
    const draft = (await pendingDraft(db, 'brands', '9'))!
    class Rollback extends Error {}
    let previewed: string[] = []
    await db
      .transaction()
      .execute(async (tx) => {
        expect(
          await applyPreview(tx, { kind: 'brands', id: '9', revision: draft.id, user: 1, exp: 0 }),
        ).toBe(true)
        previewed = (await getBrandPage(tx, { id: 9 }))!.lines.map((l) => l.name)
        throw new Rollback()
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e
      })
    expect(previewed[0]).toBe('Rusks')
    expect((await listBrandLines(db, 9)).map((l) => l.name)).toEqual(linesBefore.map((l) => l.name))

    await saveContent(db, brandsKind, '9', formOf({ ...values, lines }), 'publish', actor, null)
    expect((await listBrandLines(db, 9))[0]!.name).toBe('Rusks')
    const baseline = (await listRevisions(db, 'brands', '9', 50)).find(
      (r) =>
        !r.isDraft &&
        r.snapshot.values.lines &&
        (r.snapshot.values.lines as Values[])[0]?.name === linesBefore[0]!.name,
    )!
    expect(baseline).toBeTruthy()
    const restored = await restoreRevision(db, brandsKind, '9', baseline.id, actor, null)
    expect(restored.ok).toBe(true)
    const after = await listBrandLines(db, 9)
    expect(after.map((l) => [l.id, l.name])).toEqual(linesBefore.map((l) => [l.id, l.name]))
  })

  test('a colour pair below WCAG AA is refused with its ratio; nothing is written', async () => {
    const db = get().db
    const { values } = await load(brandsKind, '4')
    const r = await saveContent(
      db,
      brandsKind,
      '4',
      formOf({ ...values, color: '#ffffff', colorCode: '#ffffff', textColorCode: '#777777' }),
      'publish',
      actor,
      null,
    )
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.status).toBe(400)
    // #777777 on white is 4.478:1, shown rounded down, just under 4.5:1.
    expect(r.errors.textColorCode).toContain('on the colour 4.47:1')
    expect(r.errors.textColorCode).toContain('4.50:1')
    expect((await load(brandsKind, '4')).values.color).toBe(values.color)

    // The same for a line's colours, named by its place in the form.
    const { values: trulove } = await load(brandsKind, '9')
    const lines = (trulove.lines as Values[]).map((l, i) =>
      i === 1 ? { ...l, textColorCode: '#8e3b7e' } : l,
    )
    const r2 = await saveContent(
      db,
      brandsKind,
      '9',
      formOf({ ...trulove, lines }),
      'publish',
      actor,
      null,
    )
    expect(r2.ok).toBe(false)
    if (!r2.ok) expect(r2.errors['lines.1.textColorCode']).toMatch(/1\.00:1/)
  })

  test("a changed page address moves the brand and 301s the old one; the old path's page is gone", async () => {
    const db = get().db
    const { values } = await load(brandsKind, '1')
    const r = await saveContent(
      db,
      brandsKind,
      '1',
      formOf({ ...values, path: null }),
      'publish',
      actor,
      null,
    )
    expect(r).toMatchObject({ ok: true })
    expect(await getBrandPage(db, { path: '/naati' })).toBeNull()
    expect((await getBrandPage(db, { id: 1 }))!.brand.name).toBe(values.name)
    expect(await findRedirect(db, '/naati')).toBe('/our-brands-detail/1')
    // Moving back drops the redirect from the address it comes back to, so nothing loops.
    await saveContent(db, brandsKind, '1', formOf(values), 'publish', actor, null)
    expect(await findRedirect(db, '/naati')).toBeNull()
    expect(await findRedirect(db, '/our-brands-detail/1')).toBe('/naati')
  })

  test('an address another brand has is refused', async () => {
    const db = get().db
    const { values } = await load(brandsKind, '1')
    const r = await saveContent(
      db,
      brandsKind,
      '1',
      formOf({ ...values, path: '/trulove', slug: 'trulove' }),
      'publish',
      actor,
      null,
    )
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.errors.path).toContain('TruLove')
      expect(r.errors.slug).toContain('TruLove')
    }
  })

  test('lines keep their ids through an edit and a new order; their products stay with them', async () => {
    const db = get().db
    const before = await listBrandLines(db, 9)
    expect(before.length).toBeGreaterThanOrEqual(2)
    const productsBefore = await listProducts(db, { brandId: 9 })
    const { values } = await load(brandsKind, '9')
    const [first, second, ...rest] = values.lines as Values[]
    // Swap the two lines, rename the first and swap their address names too.
    const lines = [
      { ...second, slug: first!.slug },
      { ...first, name: 'Crunchy Biscuits', slug: second!.slug },
      ...rest,
    ]
    const r = await saveContent(
      db,
      brandsKind,
      '9',
      formOf({ ...values, lines }),
      'publish',
      actor,
      null,
    )
    expect(r).toMatchObject({ ok: true })
    const after = await listBrandLines(db, 9)
    expect(after.map((l) => l.id)).toEqual([
      before[1]!.id,
      before[0]!.id,
      ...before.slice(2).map((l) => l.id),
    ])
    expect(after.find((l) => l.id === before[0]!.id)?.name).toBe('Crunchy Biscuits')
    const productsAfter = await listProducts(db, { brandId: 9 })
    expect(productsAfter.map((p) => [p.id, p.lineId])).toEqual(
      productsBefore.map((p) => [p.id, p.lineId]),
    )
    // A new line gets an id of its own; a line id of another brand is not taken over.
    const naatiLine = await db
      .insertInto('brand_lines')
      .values({
        brand_id: 1,
        slug: 'x',
        name: 'X',
        color: '#000000',
        color_code: '#000000',
        text_color_code: '#ffffff',
        banner_alt: '',
        position: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const now = (await load(brandsKind, '9')).values
    await saveContent(
      db,
      brandsKind,
      '9',
      formOf({
        ...now,
        lines: [
          ...(now.lines as Values[]),
          {
            id: String(naatiLine.id),
            name: 'Cookies',
            color: '#6b3e26',
            colorCode: '#84502f',
            textColorCode: '#ffffff',
          },
        ],
      }),
      'publish',
      actor,
      null,
    )
    const withNew = await listBrandLines(db, 9)
    expect(withNew).toHaveLength(after.length + 1)
    const cookies = withNew.at(-1)!
    expect(cookies).toMatchObject({ name: 'Cookies', slug: 'cookies' })
    expect(cookies.id).not.toBe(naatiLine.id)
    expect((await listBrandLines(db, 1)).map((l) => l.id)).toContain(naatiLine.id)
  })

  test('a line its products use cannot be removed', async () => {
    const db = get().db
    const { values } = await load(brandsKind, '9')
    const lines = values.lines as Values[]
    const used = (await listProducts(db, { brandId: 9 })).find((p) => p.lineId !== null)!
    const r = await saveContent(
      db,
      brandsKind,
      '9',
      formOf({ ...values, lines: lines.filter((l) => l.id !== String(used.lineId)) }),
      'publish',
      actor,
      null,
    )
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors.lines).toMatch(/move them to another line/)
    expect((await listBrandLines(db, 9)).map((l) => l.id)).toContain(used.lineId)
  })

  test('a brand with products cannot be deleted; an empty one can', async () => {
    const db = get().db
    const refused = await moveToTrash(db, brandsKind, '1', actor, null)
    expect(refused).toEqual({ refused: expect.stringMatching(/still has \d+ products/) })
    expect(await brandsKind.load(db, '1')).not.toBeNull()

    const created = await saveContent(
      db,
      brandsKind,
      null,
      formOf({ ...brandsKind.defaults(), name: 'Sample Empty Brand' }),
      'draft',
      actor,
      null,
    )
    expect(created).toMatchObject({ ok: true, created: true })
    if (!created.ok) return
    expect((await load(brandsKind, created.id)).values.slug).toBe('sample-empty-brand')
    expect(await moveToTrash(db, brandsKind, created.id, actor, null)).toBe(true)
    expect(await brandsKind.load(db, created.id)).toBeNull()
  })

  test('brands reorder: the brand list follows the new order', async () => {
    const db = get().db
    const ids = (
      await brandsKind.list(db, { sort: 'position', limit: 100, offset: 0 }, Date.now())
    ).rows.map((r) => String(r.id))
    const moved = [ids[1]!, ids[0]!, ...ids.slice(2)]
    await reorderContent(db, brandsKind, moved, undefined, actor, null)
    const after = (
      await brandsKind.list(db, { sort: 'position', limit: 100, offset: 0 }, Date.now())
    ).rows.map((r) => String(r.id))
    expect(after).toEqual(moved)
    // The public brand list follows it (only the listed brands are there).
    const listed = (await listBrands(db)).map((b) => String(b.id))
    expect(listed).toEqual(moved.filter((id) => listed.includes(id)))
    expect(listed.slice(0, 2)).toEqual(moved.slice(0, 2))

    // Reordering only the listed brands leaves an unlisted one where it was.
    const all = async (filter?: string) =>
      (
        await brandsKind.list(db, { sort: 'position', filter, limit: 100, offset: 0 }, Date.now())
      ).rows.map((r) => String(r.id))
    const unlisted = (await all()).filter((id) => !(listed as string[]).includes(id))
    expect(unlisted.length).toBeGreaterThan(0)
    // The list's filter (on the brand list or not) and each row's second line (its address).
    expect(await all('unlisted')).toEqual(unlisted)
    expect(await all('listed')).toEqual((await all()).filter((id) => !unlisted.includes(id)))
    expect((await brandsKind.listFilter!(db)).label).toBe('On the brand list')
    const rows = (
      await brandsKind.list(db, { sort: 'position', limit: 100, offset: 0 }, Date.now())
    ).rows
    expect(rows.find((r) => r.title === 'Naati')?.detail).toBe('/naati')
    expect(rows.find((r) => String(r.id) === unlisted[0])?.detail).toMatch(
      /^\/\S+ · not on the brand list$/,
    )
    const middle = (await all()).filter((id) => id !== unlisted[0])
    middle.splice(3, 0, unlisted[0]!)
    await reorderContent(db, brandsKind, middle, undefined, actor, null)
    const placeBefore = (await all()).indexOf(unlisted[0]!)
    expect(placeBefore).toBe(3)
    const reversed = (await all('listed')).reverse()
    await reorderContent(db, brandsKind, reversed, 'listed', actor, null)
    expect(await all('listed')).toEqual(reversed)
    expect((await all()).indexOf(unlisted[0]!)).toBe(placeBefore)
  })

  test('a product: publish shows it on its brand page; a slug change 301s its page', async () => {
    const db = get().db
    // Suggi's products have pages of their own.
    const created = await saveContent(
      db,
      productsKind,
      null,
      formOf({
        name: 'Sample Moong Dal 1 kg',
        brandId: '2',
        categoryId: String((await listCategories(db, 2))[0]!.id),
        shortDescription: 'Split green gram.',
        description: '<p>Clean <strong>moong</strong> dal.</p><script>x()</script>',
      }),
      'draft',
      actor,
      null,
    )
    expect(created).toMatchObject({ ok: true })
    if (!created.ok) return
    const id = Number(created.id)
    expect((await listProducts(db, { brandId: 2 })).map((p) => p.id)).not.toContain(id)
    const { values } = await load(productsKind, created.id)
    expect(values.description).not.toContain('script')
    await saveContent(db, productsKind, created.id, formOf(values), 'publish', actor, null)
    const listed = await listProducts(db, { brandId: 2 })
    expect(listed.at(-1)?.id).toBe(id)
    const oldPath = await productsKind.publicPath(db, values, created.id)
    expect(oldPath).toBe(`/our-brands/suggi/products/${id}-sample-moong-dal-1-kg`)

    await saveContent(
      db,
      productsKind,
      created.id,
      formOf({ ...values, slug: 'moong-dal' }),
      'publish',
      actor,
      null,
    )
    expect(await findRedirect(db, oldPath!)).toBe(`/our-brands/suggi/products/${id}-moong-dal`)
  })

  test("a product's line and category must be its brand's", async () => {
    const db = get().db
    const truloveLine = (await listBrandLines(db, 9))[0]!
    const suggiCategory = (await listCategories(db, 2))[0]!
    const r = await saveContent(
      db,
      productsKind,
      null,
      formOf({
        name: 'Sample Mismatch',
        brandId: '1',
        lineId: String(truloveLine.id),
        categoryId: String(suggiCategory.id),
      }),
      'draft',
      actor,
      null,
    )
    expect(!r.ok && r.errors).toMatchObject({
      lineId: 'That line belongs to another brand.',
      categoryId: 'That category belongs to another brand.',
    })
    const none = await saveContent(
      db,
      productsKind,
      null,
      formOf({ name: 'X' }),
      'draft',
      actor,
      null,
    )
    expect(!none.ok && none.errors.brandId).toBe('Choose brand from the list.')
  })

  test('products reorder within their brand and the list filters by brand', async () => {
    const db = get().db
    const q = { sort: 'position' as const, filter: '1', limit: 100, offset: 0 }
    const rows = (await productsKind.list(db, q, Date.now())).rows
    expect(rows.length).toBeGreaterThan(1)
    expect(rows.every((r) => r.detail === 'Naati')).toBe(true)
    const ids = rows.map((r) => String(r.id)).reverse()
    await reorderContent(db, productsKind, ids, '1', actor, null)
    expect((await listProducts(db, { brandId: 1 })).map((p) => String(p.id))).toEqual(ids)
  })

  test('a category: its page follows an edit; a slug outside Suggi’s pages and a removal in use are refused', async () => {
    const db = get().db
    const sugar = (await listCategories(db, 2)).find((c) => c.slug === 'sugar')!
    const { values } = await load(categoriesKind, String(sugar.id))
    await saveContent(
      db,
      categoriesKind,
      String(sugar.id),
      formOf({ ...values, name: 'Sugar and Jaggery' }),
      'publish',
      actor,
      null,
    )
    expect((await getCategoryPage(db, '/our-brands/suggi', 'sugar'))?.category.name).toBe(
      'Sugar and Jaggery',
    )
    const moved = await saveContent(
      db,
      categoriesKind,
      String(sugar.id),
      formOf({ ...values, slug: 'sweeteners' }),
      'publish',
      actor,
      null,
    )
    expect(moved.ok).toBe(false)
    if (!moved.ok) expect(moved.errors.slug).toContain('fixed addresses')

    const withProducts = (await listProducts(db, { brandId: 2 })).find((p) => p.categoryId)!
    const refused = await moveToTrash(
      db,
      categoriesKind,
      String(withProducts.categoryId),
      actor,
      null,
    )
    expect(refused).toEqual({ refused: expect.stringMatching(/still has \d+ products?/) })

    const ids = (await listCategories(db, 2)).map((c) => String(c.id)).reverse()
    await reorderContent(db, categoriesKind, ids, '2', actor, null)
    expect((await listCategories(db, 2)).map((c) => String(c.id))).toEqual(ids)
  })
})
