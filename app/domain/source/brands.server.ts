import type { RequestContext } from '#app/platform/context.server.ts'
import {
  countProducts,
  getBrandByPath,
  getBrandCatalogue,
  getCategoryPage,
  getProductPage,
  listCategories,
  listSocialItems,
  type Brand,
  type Category,
  type Product,
  type SocialItem,
} from '#app/domain/brands/queries.server.ts'
import {
  catalogueAnswered,
  catalogueInKannada,
  layCatalogue,
} from '#app/domain/brands/translated.server.ts'
import type { Translations } from '#app/domain/content/translations.server.ts'
import { remoteBrandDetail, type RemoteBrandDetail } from '#app/domain/remote/read.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import type { MediaLibrary } from '#app/platform/media.server.ts'
import { doNotCache } from '#app/platform/page-tags.server.ts'
import type { ImageData } from '#app/utils/image.ts'

type Media = Pick<MediaLibrary, 'image'>

/**
 * Suggi's server-driven pages (DESIGN.md "Remote mode"): its page, its categories, its whole range
 * and its product pages. In remote mode the words, pictures, products, categories and social
 * items come from the ERP (getProductBrandDetail, asked for the brand's id); what only this site
 * has stays local: the brand's route, colours and headings, and each category's banner, meta and
 * where its tile leads. `media` draws every picture these pages show, the ERP's fetched first.
 *
 * Each page comes in the language asked (`lang`, English by default): in Kannada, the published
 * Kannada laid over field by field (brands/translated.server.ts), the English marked where there
 * is none; in remote mode the ERP's Kannada, asked with `?lang=kn` beside the English, a word
 * counting as Kannada only where the two answers differ.
 */
export type BrandSource = {
  brandPage(
    path: string,
    lang?: Lang,
  ): Promise<{
    brand: Brand
    categories: Category[]
    social: SocialItem[]
    productCount: number
    media: Media
  } | null>
  categoryPage(
    path: string,
    slug: string,
    lang?: Lang,
  ): Promise<{
    brand: Brand
    category: Category
    products: Product[]
    social: SocialItem[]
    media: Media
  } | null>
  catalogue(
    path: string,
    lang?: Lang,
  ): Promise<{
    brand: Brand
    categories: Array<Category & { products: Product[] }>
    media: Media
  } | null>
  productPage(
    path: string,
    id: number,
    lang?: Lang,
  ): Promise<{
    product: Product
    brand: Brand
    category: Category | null
    others: Product[]
    media: Media
  } | null>
}

/** The brand pages' source: the ERP in remote mode, else the database. */
export function brandSource(context: RequestContext): BrandSource {
  return context.remote ? remoteBrands(context) : databaseBrands(context)
}

function databaseBrands(context: RequestContext): BrandSource {
  const { db, media } = context
  /** A page in its language: in Kannada, this database's published Kannada laid over. */
  const inLang = async <P extends object>(page: P | null, lang: Lang = 'en') =>
    page && lang === 'kn' ? catalogueInKannada(db, page) : page
  return {
    async brandPage(path, lang) {
      const brand = await getBrandByPath(db, path)
      if (!brand) return null
      const [categories, social, productCount] = await Promise.all([
        listCategories(db, brand.id),
        listSocialItems(db, { brandId: brand.id, categoryId: null }),
        countProducts(db, brand.id),
      ])
      return inLang({ brand, categories, social, productCount, media }, lang)
    },
    categoryPage: async (path, slug, lang) => {
      const found = await getCategoryPage(db, path, slug)
      return inLang(found && { ...found, media }, lang)
    },
    catalogue: async (path, lang) => {
      const found = await getBrandCatalogue(db, path)
      return inLang(found && { ...found, media }, lang)
    },
    productPage: async (_path, id, lang) => {
      const found = await getProductPage(db, id)
      return inLang(found && { ...found, media }, lang)
    },
  }
}

function remoteBrands(context: RequestContext): BrandSource {
  const { db } = context
  const api = context.remote!.api
  context.remoteContent = true
  doNotCache(context)

  /**
   * The ERP's detail of a brand (or of one of its categories) in English, and its Kannada (none
   * for English): the words where its `?lang=kn` answer differs from its English one.
   */
  async function detailIn(brandId: number, categoryId: number | undefined, lang: Lang) {
    const [detail, kannada] = await Promise.all([
      remoteBrandDetail(api, brandId, categoryId),
      lang === 'kn' ? remoteBrandDetail(api, brandId, categoryId, lang) : null,
    ])
    const kn: Translations = detail && kannada ? catalogueAnswered(detail, kannada) : new Map()
    return { detail, kn }
  }

  /** The local brand, the ERP's detail of it, and the two merged. */
  async function read(path: string, lang: Lang) {
    const local = await getBrandByPath(db, path)
    if (!local) return null
    const [{ detail, kn }, localCategories] = await Promise.all([
      detailIn(local.id, undefined, lang),
      listCategories(db, local.id),
    ])
    if (!detail) return null
    const brand: Brand = { ...local, ...detail.brand, id: local.id }
    const byId = new Map(localCategories.map((c) => [c.id, c]))
    const categories = detail.categories.map((c) => mergeCategory(brand, c, byId.get(c.id)))
    return { brand, detail, categories, kn }
  }

  /** A page in its language: the ERP's Kannada laid over (none for English). */
  const inLang = <P extends object>(page: P, kn: Translations, lang: Lang = 'en') =>
    lang === 'kn' ? layCatalogue(page, kn) : page

  /** Fetches the ERP's pictures these records name; anything else is drawn from local media. */
  async function mediaFor(detail: RemoteBrandDetail, more: Array<string | null> = []) {
    const rels = new Set(
      [
        detail.brand.logo,
        detail.brand.banner,
        ...detail.products.map((p) => p.image),
        ...detail.categories.map((c) => c.icon),
        ...detail.social.map((s) => s.image),
        ...more,
      ].filter((r): r is string => Boolean(r)),
    )
    const fetched = new Map<string, ImageData>()
    await Promise.all(
      [...rels].map(async (rel) => fetched.set(rel, await context.media.remoteImage(rel, ''))),
    )
    return {
      image(rel: string | null | undefined, alt: string, fallback = ''): ImageData {
        const found = rel ? fetched.get(rel) : undefined
        return found
          ? { ...found, alt: alt.trim() ? alt : fallback }
          : context.media.image(rel, alt, fallback)
      },
    }
  }

  return {
    async brandPage(path, lang = 'en') {
      const found = await read(path, lang)
      if (!found) return null
      const { brand, detail, categories, kn } = found
      const page = {
        brand,
        categories,
        social: detail.social.filter((s) => s.categoryId === null),
        productCount: detail.products.length,
        media: await mediaFor(detail),
      }
      return inLang(page, kn, lang)
    },
    async categoryPage(path, slug, lang = 'en') {
      const found = await read(path, lang)
      const category = found?.categories.find((c) => c.slug === slug)
      if (!found || !category) return null
      const inCategory = await detailIn(found.brand.id, category.id, lang)
      if (!inCategory.detail) return null
      const page = {
        brand: found.brand,
        category,
        products: inCategory.detail.products,
        social: inCategory.detail.social.filter((s) => s.categoryId === category.id),
        media: await mediaFor(inCategory.detail, [found.detail.brand.banner]),
      }
      // The brand's and the category's words from the brand's answer, the products' and social
      // items' from the category's.
      return inLang(page, new Map([...found.kn, ...inCategory.kn]), lang)
    },
    async catalogue(path, lang = 'en') {
      const found = await read(path, lang)
      if (!found) return null
      const { brand, detail, categories, kn } = found
      const page = {
        brand,
        categories: categories.map((c) => ({
          ...c,
          products: detail.products.filter((p) => p.categoryId === c.id),
        })),
        media: await mediaFor(detail),
      }
      return inLang(page, kn, lang)
    },
    async productPage(path, id, lang = 'en') {
      const found = await read(path, lang)
      const product = found?.detail.products.find((p) => p.id === id)
      if (!found || !product || !found.brand.productPages) return null
      const category =
        product.categoryId === null
          ? null
          : (found.categories.find((c) => c.id === product.categoryId) ?? null)
      const others = found.detail.products
        .filter((p) => p.id !== product.id && p.categoryId === product.categoryId)
        .slice(0, 6)
      const page = {
        product,
        brand: found.brand,
        category,
        others,
        media: await mediaFor(found.detail),
      }
      return inLang(page, found.kn, lang)
    },
  }
}

/** The ERP's category with what only this site knows of it (banner, meta, where its tile leads). */
function mergeCategory(
  brand: Brand,
  c: RemoteBrandDetail['categories'][number],
  local: Category | undefined,
): Category {
  return {
    id: c.id,
    brandId: brand.id,
    slug: c.slug,
    name: c.name,
    icon: c.icon,
    targetPath: local?.targetPath ?? null,
    banner: local?.banner ?? null,
    bannerAlt: local?.bannerAlt ?? c.name,
    descriptionHtml: c.descriptionHtml,
    meta: local?.meta ?? { title: c.name, description: '', keywords: '' },
  }
}
