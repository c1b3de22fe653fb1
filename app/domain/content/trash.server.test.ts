import { expect, test } from 'vitest'
import { runCall } from '#app/domain/api/calls.server.ts'
import type { CallName } from '#app/domain/api/schemas.server.ts'
import {
  listBrands,
  listCategories,
  listProductPages,
  listSocialItems,
} from '#app/domain/brands/queries.server.ts'
import { listAudit } from '#app/domain/audit/audit.server.ts'
import { listHomeSlides } from '#app/domain/home/slides.server.ts'
import { getJob, listOpenJobs } from '#app/domain/jobs/queries.server.ts'
import { renderPostFeed } from '#app/domain/posts/feed.server.ts'
import { getPostById, listPosts } from '#app/domain/posts/queries.server.ts'
import { jobPath, postPath, productPath } from '#app/routing/paths.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import { loadersOf, sitemapPaths } from '#tests/setup/route-checks.ts'
import { saveContent } from './editor.server.ts'
import { onContentChange } from './events.server.ts'
import type { ContentKind } from './kind.server.ts'
import { brandsKind } from './kinds/brands.server.ts'
import { categoriesKind } from './kinds/categories.server.ts'
import { jobsKind } from './kinds/jobs.server.ts'
import { postsKind } from './kinds/posts.server.ts'
import { productsKind } from './kinds/products.server.ts'
import { slidesKind } from './kinds/slides.server.ts'
import { socialKind } from './kinds/social.server.ts'
import { listRevisions } from './revisions.server.ts'
import {
  emptyTrash,
  listTrash,
  moveToTrash,
  purgeOldTrash,
  restoreFromTrash,
  TRASH_DAYS,
} from './trash.server.ts'

const DAY = 86_400_000

describeEachEngine('the trash', { seed: true }, (get) => {
  const db = () => get().db
  const api = async (name: CallName, body: Record<string, unknown>) => {
    try {
      return JSON.stringify(
        await runCall({ db: db(), publicUrl: 'https://site.example' }, name, body),
      )
    } catch (e) {
      return `error ${(e as { status?: number }).status}`
    }
  }
  /** The status a visitor gets for a page: the first refusal among its loaders, else 200. */
  const page = async (path: string) => {
    const out = JSON.stringify(await loadersOf(db(), path))
    return Number(/"status":(4\d\d)/.exec(out)?.[1] ?? 200)
  }
  const pageText = async (path: string) => JSON.stringify(await loadersOf(db(), path))

  /**
   * Checks `seen` (what a visitor, the API, the sitemap and the feeds show of the item) before,
   * while it is in the trash, and after a restore; and that the console, the history and the
   * page cache follow.
   */
  async function trashAndRestore(
    kind: ContentKind,
    id: string,
    seen: () => Promise<Record<string, unknown>>,
    hidden: Record<string, unknown>,
  ) {
    const before = await seen()
    expect(before).not.toEqual(hidden)
    const loaded = (await kind.load(db(), id))!
    const title = kind.title(loaded.values)
    const revisions = (await listRevisions(db(), kind.kind, id, 100)).length
    const tags: string[][] = []
    const stop = onContentChange((c) => void tags.push(c.tags))

    expect(await moveToTrash(db(), kind, id, actor, null)).toBe(true)
    expect(await seen()).toEqual(hidden)
    // Gone from the console's list and editor; in the trash, with its history kept.
    expect(await kind.load(db(), id)).toBeNull()
    const rows = await kind.list(db(), { sort: kind.sorts[0]!, limit: 1000, offset: 0 }, Date.now())
    expect(rows.rows.map((r) => String(r.id))).not.toContain(id)
    expect(await listTrash(db(), [kind])).toContainEqual(
      expect.objectContaining({ kind: kind.kind, id, title, by: actor.email }),
    )
    expect((await listRevisions(db(), kind.kind, id, 100)).length).toBe(revisions)
    // Twice is not an error, and does nothing.
    expect(await moveToTrash(db(), kind, id, actor, null)).toBe(false)

    expect(await restoreFromTrash(db(), kind, id, actor, null)).toEqual({ ok: true, title })
    expect(await seen()).toEqual(before)
    expect(await listTrash(db(), [kind])).toEqual([])
    stop()
    // The pages that showed it are dropped from the page cache both ways.
    expect(tags).toEqual([kind.tags(loaded.values, id), kind.tags(loaded.values, id)])
    const audit = (await listAudit(db(), { kind: `content.${kind.kind}.`, limit: 2 })).entries
    expect(audit.map((e) => [e.kind, e.target])).toEqual([
      [`content.${kind.kind}.recovered`, `${kind.kind}:${id}`],
      [`content.${kind.kind}.trashed`, `${kind.kind}:${id}`],
    ])
  }

  test('a job: off the list, its page, the API and the sitemap while trashed', async () => {
    const job = (await listOpenJobs(db(), { limit: 100 })).jobs[0]!
    const path = jobPath(job)
    await trashAndRestore(
      jobsKind,
      String(job.id),
      async () => ({
        list: (await listOpenJobs(db(), { limit: 100 })).jobs.some((j) => j.id === job.id),
        detail: !!(await getJob(db(), job.id)),
        page: await page(path),
        api: (await api('getJobOpening', {})).includes(`"id":${job.id},`),
        apiDetail: await api('getJobOpeningDetail', { jobOpeningID: job.id }).then((r) =>
          r.startsWith('error') ? r : 'found',
        ),
        sitemap: (await sitemapPaths(db())).includes(path),
      }),
      { list: false, detail: false, page: 404, api: false, apiDetail: 'error 404', sitemap: false },
    )
  })

  test('a post: off its list, its page, the API, the sitemap and its feed while trashed', async () => {
    const post = (await listPosts(db(), 'news'))[0]!
    const path = postPath(post)
    await trashAndRestore(
      postsKind,
      String(post.id),
      async () => ({
        list: (await listPosts(db(), 'news')).some((p) => p.id === post.id),
        detail: !!(await getPostById(db(), post.id)),
        page: await page(path),
        api: (await api('getBlog', { type: 'news' })).includes(`"id":${post.id},`),
        apiDetail: await api('getBlogDetail', { blogID: post.id }).then((r) =>
          r.startsWith('error') ? r : 'found',
        ),
        sitemap: (await sitemapPaths(db())).includes(path),
        feed: (await renderPostFeed(db(), 'news', 'https://site.example')).includes(path),
      }),
      {
        list: false,
        detail: false,
        page: 404,
        api: false,
        apiDetail: 'error 404',
        sitemap: false,
        feed: false,
      },
    )
  })

  test('a home slide: off the home page and the API while trashed', async () => {
    const slide = (await listHomeSlides(db()))[0]!
    await trashAndRestore(
      slidesKind,
      String(slide.id),
      async () => ({
        list: (await listHomeSlides(db())).some((s) => s.id === slide.id),
        home: (await pageText('/')).includes(JSON.stringify(slide.title)),
        api: (await api('getHomeScreen', {})).includes(`"id":${slide.id},`),
      }),
      { list: false, home: false, api: false },
    )
  })

  test('a product: off its brand, its page, the API and the sitemap while trashed', async () => {
    const { brand, product } = (await listProductPages(db())).find((p) => p.brand.id === 2)!
    const path = productPath(brand, product)
    await trashAndRestore(
      productsKind,
      String(product.id),
      async () => ({
        page: await page(path),
        brandPage: (await pageText(brand.path!)).includes(`"id":${product.id},`),
        api: (await api('getProductBrandDetail', { brandID: 2 })).includes(`"id":${product.id},`),
        sitemap: (await sitemapPaths(db())).includes(path),
      }),
      { page: 404, brandPage: false, api: false, sitemap: false },
    )
  })

  test('a social item: off its brand page and the API while trashed', async () => {
    const item = (await listSocialItems(db(), { brandId: 1 }))[0]!
    await trashAndRestore(
      socialKind,
      String(item.id),
      async () => ({
        list: (await listSocialItems(db(), { brandId: 1 })).some((s) => s.id === item.id),
        brandPage: (await pageText('/naati')).includes(JSON.stringify(item.title)),
        api: (
          JSON.parse(await api('getProductBrandDetail', { brandID: 1 })) as {
            data: { social: Array<{ id: number }> }
          }
        ).data.social.some((s) => s.id === item.id),
      }),
      { list: false, brandPage: false, api: false },
    )
  })

  test('a category: off its brand and the API while trashed', async () => {
    // A category nothing refers to (the seed's TruLove tile leads to another page).
    const empty = await db()
      .selectFrom('categories')
      .select(['id', 'brand_id', 'name'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('products')
              .select('products.id')
              .whereRef('products.category_id', '=', 'categories.id'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('social_items')
              .select('social_items.id')
              .whereRef('social_items.category_id', '=', 'categories.id'),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await trashAndRestore(
      categoriesKind,
      String(empty.id),
      async () => ({
        list: (await listCategories(db(), empty.brand_id)).some((c) => c.id === empty.id),
        api: (await api('getProductBrandDetail', { brandID: empty.brand_id })).includes(
          `"product_name":${JSON.stringify(empty.name)}`,
        ),
        apiCategory: await api('getProductBrandDetail', {
          brandID: empty.brand_id,
          categoryID: empty.id,
        }).then((r) => (r.startsWith('error') ? r : 'found')),
      }),
      { list: false, api: false, apiCategory: 'error 404' },
    )
  })

  test('a brand: off the brand list, its page, the API and the sitemap while trashed', async () => {
    const created = await saveContent(
      db(),
      brandsKind,
      null,
      formOf({ ...brandsKind.defaults(), name: 'Sample Trash Brand', listed: true }),
      'publish',
      actor,
      null,
    )
    expect(created).toMatchObject({ ok: true })
    const id = created.ok ? Number(created.id) : 0
    const path = `/our-brands-detail/${id}`
    await trashAndRestore(
      brandsKind,
      String(id),
      async () => ({
        list: (await listBrands(db(), { listedOnly: false })).some((b) => b.id === id),
        page: await page(path),
        api: (await api('getBrandList', {})).includes(`"id":${id},`),
        apiDetail: await api('getProductBrandDetail', { brandID: id }).then((r) =>
          r.startsWith('error') ? r : 'found',
        ),
        sitemap: (await sitemapPaths(db())).includes(path),
      }),
      { list: false, page: 404, api: false, apiDetail: 'error 404', sitemap: false },
    )
  })

  test('a brand with a product in the trash cannot go to the trash itself, and says why', async () => {
    const product = (await listProductPages(db())).find((p) => p.brand.id === 11)!.product
    expect(await moveToTrash(db(), productsKind, String(product.id), actor, null)).toBe(true)
    const refused = await moveToTrash(db(), brandsKind, '11', actor, null)
    expect(refused).toEqual({ refused: expect.stringMatching(/1 of them in the trash/) })
    expect((await restoreFromTrash(db(), productsKind, String(product.id), actor, null)).ok).toBe(
      true,
    )
    // Kinds without Delete (settings, page copy) have no trash either.
    expect((await restoreFromTrash(db(), productsKind, '999999', actor, null)).ok).toBe(false)
  })

  test('after 30 days an item is deleted for good with its history; emptying deletes the rest', async () => {
    const [first, second] = (await listPosts(db(), 'vilvani')).slice(-2)
    const old = String(first!.id)
    const recent = String(second!.id)
    await moveToTrash(db(), postsKind, old, actor, null)
    await moveToTrash(db(), postsKind, recent, actor, null)
    await db()
      .updateTable('trash')
      .set({ trashed_at: Date.now() - (TRASH_DAYS + 1) * DAY })
      .where('item_id', '=', Number(old))
      .execute()
    expect(await purgeOldTrash(db())).toBe(1)
    expect((await listTrash(db(), [postsKind])).map((i) => i.id)).toEqual([recent])
    expect(
      await db().selectFrom('posts').select('id').where('id', '=', Number(old)).execute(),
    ).toEqual([])
    expect(await listRevisions(db(), 'posts', old)).toEqual([])
    expect(await restoreFromTrash(db(), postsKind, old, actor, null)).toMatchObject({ ok: false })

    expect(await emptyTrash(db(), actor, null)).toBe(1)
    expect(await listTrash(db(), [postsKind])).toEqual([])
    const audit = (await listAudit(db(), { kind: 'content.trash.', limit: 2 })).entries
    expect(audit.map((e) => [e.kind, e.actorEmail])).toEqual([
      ['content.trash.emptied', actor.email],
      ['content.trash.purged', null],
    ])
    expect(audit[0]!.summary).toContain(second!.title)
  })
})
