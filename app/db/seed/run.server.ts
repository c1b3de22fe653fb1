import { publishable } from '#app/domain/content/changes.server.ts'
import type { Field, Values } from '#app/domain/content/fields.ts'
import { brandsKind } from '#app/domain/content/kinds/brands.server.ts'
import { categoriesKind } from '#app/domain/content/kinds/categories.server.ts'
import { jobsKind } from '#app/domain/content/kinds/jobs.server.ts'
import { postsKind } from '#app/domain/content/kinds/posts.server.ts'
import { slidesKind } from '#app/domain/content/kinds/slides.server.ts'
import { productsKind } from '#app/domain/content/kinds/products.server.ts'
import { socialKind } from '#app/domain/content/kinds/social.server.ts'
import { wordsOf } from '#app/domain/content/translations.server.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { sql, type Transaction } from 'kysely'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { fromRoot } from '#app/utils/project-root.server.ts'
import { slugify } from '#app/utils/slug.ts'
import type { DbHandle } from '#app/db/client.server.ts'
import { importReferencedMedia } from '#app/db/media-import.server.ts'
import type { Database } from '#app/db/schema.ts'
import { brands } from './brands.ts'
import { jobs, posts, slides } from './site.ts'
import { jobsKn, postsKn, settingsKn, slidesKn } from './kn/site.kn.ts'
import { aboutAwardsTitleKn, aboutKn, homeKn } from './kn/copy.kn.ts'
import { copyKind, copyValues } from '#app/domain/content/kinds/copy.server.ts'
import {
  SETTINGS_ID,
  settingsKind,
  toValues as settingsValues,
} from '#app/domain/content/kinds/settings.server.ts'
import { itemNumber } from '#app/domain/content/revisions.server.ts'
import { copyKeys, loadCopyRow, type CopyBlocks } from '#app/domain/copy/store.server.ts'
import type { SiteSettings } from '#app/domain/settings/site-settings.ts'
import { brandsKn } from './kn/brands.kn.ts'
import type { SeedBrand } from './types.ts'

export const seedMediaDir = fromRoot('app/db/seed/media')

/** Any number shared by every process; the transaction-scoped advisory lock serialises seeding. */
const SEED_LOCK = 727_001

type Tx = Transaction<Database>

export type SeedResult = { seeded: boolean; mediaCopied: number }

/**
 * Loads the sample content into an empty database, in one transaction. It never touches a
 * database that already holds content, and two processes starting at once on one PostgreSQL (or
 * one SQLite file) seed it once: the second waits for the lock, then finds the content there.
 */
export async function seedIfEmpty(handle: DbHandle, mediaDir: string): Promise<SeedResult> {
  const seeded = await handle.db.transaction().execute(async (tx) => {
    if (handle.engine === 'postgres') {
      await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx)
    } else {
      // A write first, so SQLite takes its write lock now (waiting on busy_timeout) instead of
      // failing when a read transaction later tries to upgrade.
      await tx
        .insertInto('app_meta')
        .values({ key: 'seed_lock', value: String(Date.now()) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(Date.now()) }))
        .execute()
    }
    if (await hasContent(tx)) return false
    await writeSampleContent(tx)
    // The sample pictures become stored originals, as an upgraded site's do (migration 0006).
    await importReferencedMedia(tx, [mediaDir, seedMediaDir])
    if (handle.engine === 'postgres') await resetSequences(tx)
    await tx
      .insertInto('app_meta')
      .values({ key: 'seeded_at', value: new Date().toISOString() })
      .execute()
    return true
  })
  // The sample pictures are copied whenever one is missing (a fresh MEDIA_DIR beside an existing
  // database, say); files already there are never overwritten.
  const mediaCopied = await copySeedMedia(mediaDir)
  return { seeded, mediaCopied }
}

async function hasContent(tx: Tx): Promise<boolean> {
  const marker = await tx
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'seeded_at')
    .executeTakeFirst()
  if (marker) return true
  const row = await tx
    .selectFrom('brands')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const settings = await tx.selectFrom('settings').select('id').executeTakeFirst()
  return Number(row.n) > 0 || settings !== undefined
}

async function writeSampleContent(tx: Tx): Promise<void> {
  const now = Date.now()
  await tx
    .insertInto('settings')
    .values({ id: 1, data: JSON.stringify(identityDefaults), updated_at: now })
    .execute()

  let position = 0
  for (const [i, s] of slides.entries()) {
    const { id } = await tx
      .insertInto('home_slides')
      .values({
        image: s.image,
        image_alt: s.imageAlt,
        title: s.title,
        description: s.description,
        status: 'published',
        position: position++,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeKannada(tx, slidesKind, id, s, { ...slidesKn[i] })
  }

  await writeSettingsAndCopyKannada(tx)

  for (const b of brands) await insertBrand(tx, b)

  for (const j of jobs) {
    await tx
      .insertInto('jobs')
      .values({
        id: j.id,
        slug: j.slug,
        job_title: j.jobTitle,
        job_short_description: j.jobShortDescription,
        job_description: j.jobDescription,
        job_role: j.jobRole,
        job_location: j.jobLocation,
        job_type: j.jobType,
        posted_on: j.postedOn,
        job_experience: j.jobExperience,
        working_hours: j.workingHours,
        working_days: j.workingDays,
        required_count: j.requiredCount,
        apply_job_link: j.applyJobLink,
        job_status: j.status,
        status: 'published',
        created_at: now,
      })
      .execute()
    // Its Kannada, published, as the jobs declaration's localized fields say (writeKannada).
    await writeKannada(tx, jobsKind, j.id, j, { ...jobsKn[j.slug] })
  }

  for (const p of posts) {
    await tx
      .insertInto('posts')
      .values({
        id: p.id,
        type: p.type,
        slug: p.slug,
        title: p.title,
        author: p.author,
        post_date: p.postDate,
        image: p.image,
        image_alt: p.imageAlt,
        excerpt: p.excerpt,
        description: p.description,
        news_link: p.newsLink ?? null,
        status: 'published',
        position: p.id,
      })
      .execute()
    const galleryIds: number[] = []
    for (const [i, g] of p.gallery.entries()) {
      const row = await tx
        .insertInto('post_images')
        .values({ post_id: p.id, image: g.src, alt: g.alt, position: i })
        .returning('id')
        .executeTakeFirstOrThrow()
      galleryIds.push(row.id)
    }
    // The gallery's Kannada descriptions by the pictures' new ids (`gallery.<id>.alt`).
    const kn = postsKn[p.slug]
    const gallery = (alts: Array<string | undefined>) =>
      galleryIds.map((id, i) => ({ id: String(id), alt: alts[i] }))
    await writeKannada(
      tx,
      postsKind,
      p.id,
      { ...p, gallery: gallery(p.gallery.map((g) => g.alt)) },
      { ...kn, gallery: gallery(kn?.gallery ?? []) },
    )
  }
  // The sample content is "changed" when it was loaded, so console lists show a real date.
  for (const table of publishable)
    await tx.updateTable(table).set({ updated_at: now }).where('updated_at', '=', 0).execute()
}

/**
 * An item's published Kannada (docs/architecture.md "Languages"): each of its words (the kind's
 * declaration says which, groups' included) with the English it translates, so a later English
 * change shows as "needs translation". `english` and `kannada` are in the editor's shape.
 */
async function writeKannada(
  tx: Tx,
  kind: { kind: string; fields: readonly Field[] },
  itemId: number,
  english: Values,
  kannada: Values,
): Promise<void> {
  const kn = new Map(wordsOf(kind.fields, kannada).map((w) => [w.field.name, w.english]))
  const now = Date.now()
  // Kannada where the English has none is kept too: its word order puts the verb of a home card's
  // title after the highlight (`after`), where the English title has nothing.
  const rows = wordsOf(kind.fields, english).flatMap(({ field, english: source }) => {
    const value = kn.get(field.name)
    return value?.trim()
      ? [
          {
            kind: kind.kind,
            item_id: itemId,
            lang: 'kn',
            field: field.name,
            value,
            source,
            updated_at: now,
            author_id: null,
            author_email: null,
          },
        ]
      : []
  })
  if (rows.length) await tx.insertInto('content_translations').values(rows).execute()
}

/** The Kannada of each page-copy block (app/db/seed/kn/copy.kn.ts), in its English's shape. */
const copyKn: CopyBlocks = {
  'home-what-we-do': homeKn.whatWeDo,
  'home-where-we-operate': homeKn.whereWeOperate,
  'home-why-choose-us': homeKn.whyChooseUs,
  'about-mission-vision': aboutKn.missionVision,
  'about-awards': { title: aboutAwardsTitleKn, awards: aboutKn.awards },
  'about-banner': aboutKn.aboutBanner,
}

/** The settings record with its words in Kannada (app/db/seed/kn/site.kn.ts). */
function settingsInKannada(en: SiteSettings): SiteSettings {
  const { address, grievanceOfficer, stats, ...words } = settingsKn
  return {
    ...en,
    ...words,
    address: { ...en.address, lines: address.lines },
    grievanceOfficer: { ...en.grievanceOfficer, name: grievanceOfficer.name },
    stats: en.stats.map((s) => ({ ...s, label: stats[s.key] ?? s.label })),
  }
}

/**
 * The site settings' and the page copy's published Kannada, like the content's: each word with
 * the English it translates (the copy's as migration 0008 stored it), so the Kannada pages read
 * them from the database and an English edit shows as "needs translation".
 */
async function writeSettingsAndCopyKannada(tx: Tx): Promise<void> {
  await writeKannada(
    tx,
    settingsKind,
    itemNumber(SETTINGS_ID),
    settingsValues(identityDefaults),
    settingsValues(settingsInKannada(identityDefaults)),
  )
  for (const key of copyKeys) {
    const { block } = await loadCopyRow(tx, key)
    await writeKannada(
      tx,
      { kind: copyKind.kind, fields: copyKind.fieldsOf!(key) },
      itemNumber(key),
      copyValues(key, block),
      copyValues(key, copyKn[key]),
    )
  }
}

const metaValues = (m: { title: string; description: string; keywords: string } | undefined) => ({
  metaTitle: m?.title,
  metaDescription: m?.description,
  metaKeywords: m?.keywords,
})

async function insertBrand(tx: Tx, b: SeedBrand): Promise<void> {
  const kn = brandsKn[b.id]
  await tx
    .insertInto('brands')
    .values({
      id: b.id,
      slug: b.slug,
      path: b.path,
      name: b.name,
      title: b.title,
      description: b.description,
      logo: b.logo,
      banner: b.banner,
      banner_alt: b.bannerAlt,
      color: b.color,
      color_code: b.colorCode,
      text_color_code: b.textColorCode,
      categories: JSON.stringify(b.categories),
      meta_title: b.meta.title,
      meta_description: b.meta.description,
      meta_keywords: b.meta.keywords,
      products_heading: b.productsHeading ?? 'List of Products',
      why_choose: b.whyChoose,
      tagline: b.tagline,
      tagline_description: b.taglineDescription,
      listed: b.listed ? 1 : 0,
      product_pages: b.productPages ? 1 : 0,
      position: b.position,
      status: 'published',
    })
    .execute()

  const lineIds = new Map<string, number>()
  let pos = 0
  for (const l of b.lines ?? []) {
    const row = await tx
      .insertInto('brand_lines')
      .values({
        brand_id: b.id,
        slug: l.slug,
        name: l.name,
        color: l.color,
        color_code: l.colorCode,
        text_color_code: l.textColorCode,
        banner: l.banner,
        banner_alt: l.bannerAlt,
        position: pos++,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    lineIds.set(l.slug, row.id)
  }
  const lineId = (slug: string | undefined) => {
    if (slug === undefined) return null
    const id = lineIds.get(slug)
    if (id === undefined) throw new Error(`Seed: brand ${b.slug} has no line ${slug}`)
    return id
  }

  pos = 0
  const sectionIds: number[] = []
  for (const s of b.sections ?? []) {
    const section = await tx
      .insertInto('brand_sections')
      .values({
        brand_id: b.id,
        kind: s.kind,
        title: s.title,
        body: s.body ?? '',
        images: JSON.stringify('images' in s ? (s.images ?? []) : []),
        link_url: s.kind === 'link' ? s.linkUrl : null,
        link_label: s.kind === 'link' ? s.linkLabel : null,
        position: pos++,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    sectionIds.push(section.id)
  }

  // The brand's Kannada, its lines' and sections' by their new ids (translations.server.ts).
  const productsHeading = b.productsHeading ?? 'List of Products'
  const brandValues = (
    t: {
      categories?: string[]
      lines?: Array<{ name: string; bannerAlt: string } | undefined>
      sections?: Array<
        | { title: string; body?: string; linkLabel?: string; images?: Array<{ alt: string }> }
        | undefined
      >
    } & Record<string, unknown>,
  ): Values => ({
    ...t,
    ...metaValues(t.meta as SeedBrand['meta'] | undefined),
    lines: (b.lines ?? []).map((l, i) => ({ id: String(lineIds.get(l.slug)), ...t.lines?.[i] })),
    sections: sectionIds.map((id, i) => ({ id: String(id), ...t.sections?.[i] })),
  })
  await writeKannada(
    tx,
    brandsKind,
    b.id,
    brandValues({
      ...b,
      productsHeading,
      sections: (b.sections ?? []).map((s) => ({
        ...s,
        linkLabel: s.kind === 'link' ? s.linkLabel : undefined,
        images: 'images' in s ? s.images : undefined,
      })),
    }),
    brandValues({
      ...kn,
      // The default heading has its Kannada in the catalogue (app/i18n/kn-ui.json).
      productsHeading:
        kn?.productsHeading ?? (b.productsHeading ? undefined : translator('kn')(productsHeading)),
      lines: (b.lines ?? []).map((l) => kn?.lines?.[l.slug]),
    }),
  )

  pos = 0
  for (const c of b.categoryList ?? []) {
    await tx
      .insertInto('categories')
      .values({
        id: c.id,
        brand_id: b.id,
        slug: c.slug,
        name: c.name,
        icon: c.icon,
        target_path: c.targetPath ?? null,
        banner: c.banner ?? null,
        banner_alt: c.bannerAlt ?? '',
        description: c.description ?? '',
        meta_title: c.meta.title,
        meta_description: c.meta.description,
        meta_keywords: c.meta.keywords,
        position: pos++,
        status: 'published',
      })
      .execute()
    const ckn = kn?.categoryList?.[c.id]
    await writeKannada(
      tx,
      categoriesKind,
      c.id,
      { ...c, ...metaValues(c.meta) },
      { ...ckn, ...metaValues(ckn?.meta) },
    )
  }

  pos = 0
  for (const p of b.products) {
    const slug = p.slug ?? slugify(p.name)
    const product = await tx
      .insertInto('products')
      .values({
        brand_id: b.id,
        line_id: lineId(p.line),
        category_id: p.category ?? null,
        slug,
        name: p.name,
        image: p.image,
        image_alt: p.imageAlt,
        short_description: p.shortDescription ?? '',
        description: p.description ?? '',
        position: pos++,
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeKannada(tx, productsKind, product.id, p, { ...kn?.products[slug] })
  }

  pos = 0
  for (const [i, s] of b.social.entries()) {
    const item = await tx
      .insertInto('social_items')
      .values({
        brand_id: b.id,
        line_id: lineId(s.line),
        category_id: s.category ?? null,
        kind: s.kind,
        title: s.title,
        video_url: s.kind === 'video' ? s.videoUrl : null,
        link_url: s.kind === 'link' ? s.linkUrl : null,
        image: s.image,
        image_alt: s.imageAlt,
        position: pos++,
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeKannada(tx, socialKind, item.id, s, { ...kn?.social[i] })
  }
}

const SERIAL_TABLES = [
  'home_slides',
  'brands',
  'brand_lines',
  'brand_sections',
  'categories',
  'products',
  'social_items',
  'jobs',
  'posts',
  'post_images',
] as const

/** Explicit ids were inserted; move each serial sequence past them so new rows do not collide. */
async function resetSequences(tx: Tx): Promise<void> {
  for (const t of SERIAL_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${t}, 'id'), coalesce((select max(id) from ${sql.table(t)}), 0) + 1, false)`.execute(
      tx,
    )
  }
}

/** Copies the seed originals into the media folder; files already there are left alone. */
export async function copySeedMedia(mediaDir: string, overwrite = false): Promise<number> {
  let copied = 0
  async function walk(rel: string): Promise<void> {
    const entries = await readdir(path.join(seedMediaDir, rel), { withFileTypes: true }).catch(
      () => [],
    )
    for (const e of entries) {
      const r = path.join(rel, e.name)
      if (e.isDirectory()) {
        await walk(r)
        continue
      }
      const target = path.join(mediaDir, r)
      if (!overwrite && (await stat(target).catch(() => null))) continue
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(path.join(seedMediaDir, r), target)
      copied++
    }
  }
  await walk('')
  return copied
}
