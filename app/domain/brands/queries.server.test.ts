import { expect, test } from 'vitest'
import { brands as seedBrands } from '#app/db/seed/brands.ts'
import { brandPath, categoryPath, productPath } from '#app/routing/paths.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { brandProductCounts, brandRoutes } from '#tests/setup/sample-content.ts'
import {
  countProducts,
  getBrandById,
  getBrandByPath,
  getBrandCatalogue,
  getBrandPage,
  getCategoryBySlug,
  getCategoryPage,
  getProductPage,
  listBrandLines,
  listBrands,
  listBrandSections,
  listCategories,
  listProductPages,
  listProducts,
  listProductsByCategory,
  listSocialItems,
} from './queries.server.ts'

// WCAG 2.x relative luminance and contrast ratio.
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16)
    const [r, g, bl] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

test('brand colours keep text at WCAG AA on the tile, its hover colour and every line', () => {
  expect(contrast('#FFFFFF', '#000000')).toBeCloseTo(21, 5)
  for (const b of seedBrands) {
    for (const c of [
      { name: b.slug, bg: [b.color, b.colorCode], text: b.textColorCode },
      ...(b.lines ?? []).map((l) => ({
        name: `${b.slug}/${l.slug}`,
        bg: [l.color, l.colorCode],
        text: l.textColorCode,
      })),
    ])
      for (const bg of c.bg)
        expect(contrast(bg, c.text), `${c.name} ${bg} on ${c.text}`).toBeGreaterThanOrEqual(4.5)
  }
})

describeEachEngine('brands model', { seed: true }, (get) => {
  test('the brand list holds the 14 listed brands in order, each linking by the spec table', async () => {
    const brands = await listBrands(get().db)
    expect(brands.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    for (const b of brands) {
      expect(brandPath(b)).toBe(brandRoutes[b.id])
      expect(b.categories.length).toBeGreaterThan(0)
    }
    const all = await listBrands(get().db, { listedOnly: false })
    expect(all.map((b) => b.id)).toContain(15)
    expect(all.find((b) => b.id === 15)?.path).toBe('/glim-dishwash')
  })

  test('every brand page has the product count of the sample content', async () => {
    for (const [path, count] of Object.entries(brandProductCounts)) {
      const brand = await getBrandByPath(get().db, path)
      expect(brand, path).not.toBeNull()
      const products = await listProducts(get().db, { brandId: brand!.id })
      expect(products, path).toHaveLength(count)
    }
  })

  test('Naati has three social tiles; Femiluv one, with short product descriptions', async () => {
    const naati = (await getBrandByPath(get().db, '/naati'))!
    expect(await listSocialItems(get().db, { brandId: naati.id })).toHaveLength(3)
    const femiluv = (await getBrandByPath(get().db, '/femiluv'))!
    expect(femiluv.productsHeading).toBe('List of Products')
    expect(await listSocialItems(get().db, { brandId: femiluv.id })).toHaveLength(1)
    for (const p of await listProducts(get().db, { brandId: femiluv.id }))
      expect(p.shortDescription).not.toBe('')
  })

  test('TruLove has its two lines: Biscuits (3) and Wafers (2)', async () => {
    const trulove = (await getBrandByPath(get().db, '/trulove'))!
    const lines = await listBrandLines(get().db, trulove.id)
    expect(lines.map((l) => l.name)).toEqual(['Biscuits', 'Wafers'])
    expect(
      await listProducts(get().db, { brandId: trulove.id, lineId: lines[0]!.id }),
    ).toHaveLength(3)
    expect(
      await listProducts(get().db, { brandId: trulove.id, lineId: lines[1]!.id }),
    ).toHaveLength(2)
    expect(lines[0]!.color).not.toBe(lines[1]!.color)
  })

  test('the page variations are data: Suryakash note and award, Stay Shine broom block, White Hills images, Glim link', async () => {
    const kinds = async (path: string) => {
      const b = (await getBrandByPath(get().db, path))!
      return (await listBrandSections(get().db, b.id)).map((s) => s.kind)
    }
    expect(await kinds('/our-brand/suryakash')).toEqual(expect.arrayContaining(['note', 'award']))
    const suryakash = (await getBrandByPath(get().db, '/our-brand/suryakash'))!
    const award = (await listBrandSections(get().db, suryakash.id)).find((s) => s.kind === 'award')
    expect(award?.title).toContain('Emerging Brand of the Year 2024')
    expect(await kinds('/stay-shine')).toContain('feature')
    const whiteHills = (await getBrandByPath(get().db, '/white-hills'))!
    const gallery = (await listBrandSections(get().db, whiteHills.id)).find(
      (s) => s.kind === 'gallery',
    )
    expect(gallery?.images).toHaveLength(2)
    const glim = (await getBrandByPath(get().db, '/glim-detergent'))!
    const link = (await listBrandSections(get().db, glim.id)).find((s) => s.kind === 'link')
    expect(link?.linkUrl).toBe('/glim-dishwash')
  })

  test("Suggi's categories lead where the spec's table says, with their product counts", async () => {
    const suggi = (await getBrandById(get().db, 2))!
    const categories = await listCategories(get().db, suggi.id)
    const hrefs = Object.fromEntries(categories.map((c) => [c.id, categoryPath(suggi, c)]))
    expect(hrefs).toEqual({
      9: '/trulove',
      1: '/our-brands/suggi/cereals-and-pulses',
      2: '/our-brands/suggi/rice-and-flours',
      3: '/our-brands/suggi/sugar',
      4: '/our-brands/suggi/spices',
      5: '/our-brands/suggi/dryfruits',
      65: '/our-brands/suggi/atta-and-flour',
    })
    const counts: Record<number, number> = { 1: 18, 2: 3, 3: 2, 4: 6, 5: 6, 65: 2, 9: 0 }
    for (const [id, n] of Object.entries(counts)) {
      expect(await listProductsByCategory(get().db, Number(id)), `category ${id}`).toHaveLength(n)
    }
    expect((await getCategoryBySlug(get().db, suggi.id, 'atta-and-flour'))?.id).toBe(65)
    expect(await getCategoryBySlug(get().db, suggi.id, 'nope')).toBeNull()
  })

  test('stored HTML is sanitized on the way out and inactive brands are hidden', async () => {
    const db = get().db
    await db
      .insertInto('brands')
      .values({
        slug: 'test-brand',
        path: null,
        name: 'Test <Brand>',
        title: 'A test',
        description:
          '<p onclick="x()">Safe <script>alert(1)</script><a href="javascript:alert(1)">bad</a></p>',
        logo: null,
        banner: null,
        banner_alt: '',
        color: '#ffffff',
        color_code: '#eeeeee',
        text_color_code: '#111111',
        categories: '["Tests"]',
        meta_title: '',
        meta_description: '',
        meta_keywords: '',
        products_heading: 'List of Products',
        why_choose: '<ul><li>One</li></ul><iframe src="https://evil.example"></iframe>',
        tagline: '',
        tagline_description: '',
        listed: 0,
        position: 99,
        status: 'published',
      })
      .execute()
    const row = await db
      .selectFrom('brands')
      .select('id')
      .where('slug', '=', 'test-brand')
      .executeTakeFirstOrThrow()
    const brand = (await getBrandById(db, row.id))!
    expect(brand.descriptionHtml).toBe('<p>Safe <span>bad</span></p>')
    expect(brand.whyChooseHtml).toBe('<ul><li>One</li></ul>')
    expect(brandPath(brand)).toBe(`/our-brands-detail/${row.id}`)
    expect(brand.meta.description).toBe('Safe bad')
    await db.updateTable('brands').set({ status: 'draft' }).where('id', '=', row.id).execute()
    expect(await getBrandById(db, row.id)).toBeNull()
  })

  test('product pages: Suggi and Chandrika have them, the static brands of §2.8 do not', async () => {
    const db = get().db
    const all = await listBrands(db, { listedOnly: false })
    const full = await Promise.all(all.map((b) => getBrandById(db, b.id)))
    expect(full.filter((b) => b!.productPages).map((b) => b!.slug)).toEqual(['suggi', 'chandrika'])
    expect(await countProducts(db, 2)).toBe(37)
  })

  test('a brand page holds its lines, sections, products and social items; by path or id', async () => {
    const db = get().db
    const trulove = (await getBrandPage(db, { path: '/trulove' }))!
    expect(trulove.brand.id).toBe(9)
    expect(trulove.lines).toHaveLength(2)
    expect(trulove.products).toHaveLength(5)
    expect(trulove.social.filter((s) => s.kind === 'link')).toHaveLength(4)
    expect((await getBrandPage(db, { id: 1 }))?.brand.path).toBe('/naati')
    expect(await getBrandPage(db, { path: '/nope' })).toBeNull()
    expect(await getBrandPage(db, { id: 999 })).toBeNull()
    const naati = (await getBrandPage(db, { path: '/naati' }))!
    expect(naati.social.map((s) => s.videoId)).toEqual([
      'Nt7sPcM2aQ1',
      'Bb20mNaT1kQ',
      'kRn4Vs8pLe2',
    ])
  })

  test('every sample video has a readable id', async () => {
    for (const b of await listBrands(get().db, { listedOnly: false }))
      for (const s of await listSocialItems(get().db, { brandId: b.id }))
        if (s.kind === 'video') expect(s.videoId, `${b.slug}: ${s.videoUrl}`).not.toBeNull()
  })

  test("a category page and Suggi's whole catalogue", async () => {
    const db = get().db
    const spices = (await getCategoryPage(db, '/our-brands/suggi', 'spices'))!
    expect(spices.category.id).toBe(4)
    expect(spices.products).toHaveLength(6)
    expect(await getCategoryPage(db, '/our-brands/suggi', 'nope')).toBeNull()
    expect(await getCategoryPage(db, '/nope', 'spices')).toBeNull()
    const catalogue = (await getBrandCatalogue(db, '/our-brands/suggi'))!
    expect(catalogue.categories.reduce((n, c) => n + c.products.length, 0)).toBe(37)
  })

  test('a product page: its brand, category and others of the category; none for static brands', async () => {
    const db = get().db
    const [toor] = await listProducts(db, { categoryId: 1, limit: 1 })
    const page = (await getProductPage(db, toor!.id))!
    expect(page.brand.slug).toBe('suggi')
    expect(categoryPath(page.brand, page.category!)).toBe('/our-brands/suggi/cereals-and-pulses')
    expect(page.others).toHaveLength(6)
    expect(page.others.every((p) => p.categoryId === 1 && p.id !== toor!.id)).toBe(true)
    expect((await getProductPage(db, toor!.id, 100))!.others).toHaveLength(17)
    const [chilli] = await listProducts(db, { brandId: 1, limit: 1 })
    expect(await getProductPage(db, chilli!.id)).toBeNull()
    expect(await getProductPage(db, 999999)).toBeNull()
  })

  test('the sitemap lists the product pages of Suggi (37) and Chandrika (4), no others', async () => {
    const paths = (await listProductPages(get().db)).map((p) => productPath(p.brand, p.product))
    expect(paths).toHaveLength(41)
    expect(paths.filter((p) => p.startsWith('/our-brands/suggi/products/'))).toHaveLength(37)
    expect(paths.filter((p) => p.startsWith('/chandrika/products/'))).toHaveLength(4)
  })
})
