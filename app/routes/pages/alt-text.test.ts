import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, expect, test } from 'vitest'
import {
  getBrandById,
  listBrandLines,
  listProducts,
  listSocialItems,
} from '#app/domain/brands/queries.server.ts'
import {
  brandHeader,
  lineViews,
  productCards,
  socialCards,
} from '#app/domain/brands/view.server.ts'
import { toPostCard } from '#app/domain/posts/cards.server.ts'
import { contentSource } from '#app/domain/source/content-source.server.ts'
import { getPostById, listPosts } from '#app/domain/posts/queries.server.ts'
import { MediaLibrary } from '#app/platform/media.server.ts'
import { loader as homeLoader } from './home.tsx'
import { loader as postLoader } from './post.tsx'
import { postPath } from '#app/routing/paths.ts'
import { loaderArgs, testContext } from '#tests/setup/context.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { uploadMedia } from '#app/domain/media/library.server.ts'

// Issue 12: "alt text required" in the library is worth something only if the site uses it. A
// picture from the library shown where the content has no alt text of its own is described by
// the library's alt text: brands (banner, logo, lines), products, social items, home slides and
// posts (image and gallery) alike. The content's own text still wins, a decorative picture reads
// as alt="", and only a picture the library does not describe falls back to the content's name.

const who = { actor: { id: null, email: 'editor@example.com' }, ip: '127.0.0.1' }
const png = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer()

test('the alt text: the content’s own, else the library’s (none when decorative), else the fallback', async () => {
  const lib = new MediaLibrary(
    mkdtempSync(path.join(tmpdir(), 'alt-media-')),
    mkdtempSync(path.join(tmpdir(), 'alt-cache-')),
  )
  await lib.init()
  // A picture the library does not hold: the content's text, else the fallback.
  expect(lib.image('nowhere.png', 'Own words', 'Naati banner').alt).toBe('Own words')
  expect(lib.image('nowhere.png', ' ', 'Naati banner').alt).toBe('Naati banner')
})

describeEachEngine('alt text from the media library', { seed: true }, (get) => {
  let lib: MediaLibrary
  let described: string
  let decorative: string
  let undescribed: string
  const libraryAlt = 'Rows of ragi drying on a village threshing floor'

  beforeAll(async () => {
    const { db } = get()
    described = (
      await uploadMedia(
        db,
        { bytes: await png(), fileName: 'ragi.png', alt: libraryAlt, decorative: false },
        who,
      )
    ).key
    decorative = (
      await uploadMedia(
        db,
        { bytes: await png(), fileName: 'pattern.png', alt: '', decorative: true },
        who,
      )
    ).key
    // A seed original imported without alt text (as migration 0006 does for a logo).
    undescribed = (
      await uploadMedia(
        db,
        { bytes: await png(), fileName: 'plain.png', alt: 'x', decorative: false },
        who,
      )
    ).key
    await db.updateTable('media').set({ alt: '' }).where('key', '=', undescribed).execute()
    lib = new MediaLibrary(
      mkdtempSync(path.join(tmpdir(), 'alt-media-')),
      mkdtempSync(path.join(tmpdir(), 'alt-cache-')),
      undefined,
      db,
    )
    await lib.init()
  })

  test('brands: banner, logo, lines, products and social items', async () => {
    const { db } = get()
    // A brand with lines, and its products and social items.
    const { brand_id } = await db
      .selectFrom('brand_lines')
      .select('brand_id')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const brand = await db
      .selectFrom('brands')
      .select(['id', 'name'])
      .where('id', '=', brand_id)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('brands')
      .set({ banner: described, banner_alt: '', logo: undescribed })
      .where('id', '=', brand.id)
      .execute()
    await db
      .updateTable('brand_lines')
      .set({ banner: decorative, banner_alt: '' })
      .where('brand_id', '=', brand.id)
      .execute()
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('brand_id', '=', brand.id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('products')
      .set({ image: described, image_alt: '' })
      .where('id', '=', product.id)
      .execute()
    const social = await db
      .selectFrom('social_items')
      .select('id')
      .where('brand_id', '=', brand.id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('social_items')
      .set({ image: described, image_alt: '' })
      .where('id', '=', social.id)
      .execute()

    const b = (await getBrandById(db, brand.id))!
    const header = brandHeader(lib, b)
    expect(header.banner.alt).toBe(libraryAlt)
    // The library has no words for it: the brand's name says what it is.
    expect(header.logo.alt).toBe(`${brand.name} logo`)
    const lines = await listBrandLines(db, brand.id)
    expect(lines.length).toBeGreaterThan(0)
    // Marked decorative in the library: read as decoration.
    for (const l of lineViews(lib, lines)) expect(l.banner.alt).toBe('')
    const cards = productCards(lib, b, await listProducts(db, { brandId: brand.id }), lines)
    expect(cards.find((c) => c.id === product.id)!.image.alt).toBe(libraryAlt)
    const socials = socialCards(lib, await listSocialItems(db, { brandId: brand.id }), lines)
    expect(socials.find((s) => s.id === social.id)!.image!.alt).toBe(libraryAlt)

    // The content's own alt text still wins over the library's.
    await db
      .updateTable('brands')
      .set({ banner_alt: 'Packs of the brand on a shop counter' })
      .where('id', '=', brand.id)
      .execute()
    expect(brandHeader(lib, (await getBrandById(db, brand.id))!).banner.alt).toBe(
      'Packs of the brand on a shop counter',
    )
  })

  test('home slides and posts (image, card and gallery)', async () => {
    const { db } = get()
    const slide = await db
      .selectFrom('home_slides')
      .select('id')
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('home_slides')
      .set({ image: described, image_alt: '' })
      .where('id', '=', slide.id)
      .execute()
    const context = await testContext(db, { media: lib })
    const home = await homeLoader(loaderArgs('/', context) as never)
    expect(home.slides.find((s) => s.id === slide.id)!.image.alt).toBe(libraryAlt)

    const post = await db
      .selectFrom('posts')
      .select(['id', 'type', 'title'])
      .where('type', '=', 'blog')
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('posts')
      .set({ image: described, image_alt: '' })
      .where('id', '=', post.id)
      .execute()
    await db.deleteFrom('post_images').where('post_id', '=', post.id).execute()
    await db
      .insertInto('post_images')
      .values([
        { post_id: post.id, image: described, alt: '', position: 0 },
        { post_id: post.id, image: undescribed, alt: '', position: 1 },
      ])
      .execute()
    const card = (await listPosts(db, 'blog')).find((p) => p.id === post.id)!
    expect((await toPostCard(contentSource(context), card)).image!.alt).toBe(libraryAlt)
    const full = (await getPostById(db, post.id))!
    const page = await postLoader(
      loaderArgs(postPath(full), context, {
        type: post.type,
        id: postPath(full).split('/').pop(),
      }) as never,
    )
    expect(page.image!.alt).toBe(libraryAlt)
    expect(page.gallery.map((g) => g.image.alt)).toEqual([libraryAlt, post.title])
  })
})
