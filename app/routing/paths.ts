import type { Lang } from './lang.ts'

/**
 * The brand routes of SPEC.md §2.1 in their canonical lower-case form, each served by the one
 * brand-page template (routes/pages/brand.tsx), which finds its brand by path. Suggi has its own
 * pages (categories) and is not in this list.
 */
export const staticBrandPaths = [
  '/naati',
  '/our-brand/suryakash',
  '/glim-detergent',
  '/kick-bite',
  '/our-brand/goldenpalm',
  '/femiluv',
  '/mandous',
  '/trulove',
  '/aramane',
  '/chandrika',
  '/white-hills',
  '/agardeep',
  '/stay-shine',
  '/glim-dishwash',
] as const

/** The longest name of a brand's address of its own (the part after the last slash). */
export const BRAND_NAME_MAX = 60

/**
 * A brand's address of its own, as an editor gives it: `/<name>` or `/our-brand/<name>`, the name
 * in lower-case letters, digits and single hyphens (the leading slash may be left out). The route
 * table's `:brand` and `our-brand/:brand` patterns serve both shapes; the spec's own brand paths
 * above have them too.
 */
export const brandAddressPattern = '/?(?:our-brand/)?[a-z0-9]+(?:-[a-z0-9]+)*'

const BRAND_ADDRESS = /^\/(?:our-brand\/)?[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Whether a path has a brand address's shape, so that the brand routes look it up (a brand is
 * found there only when one has that path; any other is the plain 404).
 */
export function isBrandAddress(pathname: string): boolean {
  return BRAND_ADDRESS.test(pathname)
}

export const suggiPath = '/our-brands/suggi'

/** Suggi's category pages (§2.7 table), by slug. */
export const suggiCategorySlugs = [
  'cereals-and-pulses',
  'rice-and-flours',
  'sugar',
  'spices',
  'dryfruits',
  'atta-and-flour',
] as const

/**
 * Every public URL of the site is built here, from ids, slugs and stored paths (domain/ returns
 * those, never links). The route table (app/routes.ts) matches the same shapes.
 */
export const paths = {
  home: '/',
  about: '/about-us',
  brands: '/our-brands',
  resources: '/resource',
  jobs: '/opportunity',
  apply: '/apply-job',
  contact: '/contact-us',
  privacy: '/privacy-policy',
} as const

/** `12-toor-dal-1-kg`: the id that finds the item and the slug that reads well in a link. */
export function idSlug(id: number, slug: string): string {
  return slug ? `${id}-${slug}` : String(id)
}

/**
 * A brand's page: its own route when it has one, else the server-driven page by id (spec §2.6:
 * "any other → /our-brands-detail").
 */
export function brandPath(brand: { id: number; path: string | null }): string {
  return brand.path ?? `/our-brands-detail/${brand.id}`
}

/** A product page sits under its brand's page (DESIGN.md "Routes" 7). */
export function productPath(
  brand: { id: number; path: string | null },
  product: { id: number; slug: string },
): string {
  return `${brandPath(brand)}/products/${idSlug(product.id, product.slug)}`
}

/**
 * Where a category tile leads: its target (category 9 → /trulove), its own page (Suggi's, the
 * only brand with category pages), or nowhere (spec §2.7: "Other ids do nothing").
 */
export function categoryPath(
  brand: { path: string | null },
  category: { slug: string; targetPath: string | null },
): string | null {
  if (category.targetPath) return category.targetPath
  return brand.path === suggiPath &&
    (suggiCategorySlugs as readonly string[]).includes(category.slug)
    ? `${suggiPath}/${category.slug}`
    : null
}

export function jobPath(job: { id: number; slug: string }): string {
  return `/opportunity-detail/${idSlug(job.id, job.slug)}`
}

/** The open jobs, the first `page` pages of them, optionally scrolled to one row. */
export function jobsPath(page = 1, row?: number): string {
  return `${paths.jobs}${page > 1 ? `?page=${page}` : ''}${row ? `#job-${row}` : ''}`
}

/** The application form, for one job or a general application; `sent` after a plain POST. */
export function applyPath(opts: { jobId?: number | null; sent?: boolean } = {}): string {
  const q = new URLSearchParams()
  if (opts.sent) q.set('sent', '1')
  if (opts.jobId) q.set('job', String(opts.jobId))
  const s = q.toString()
  return s ? `${paths.apply}?${s}` : paths.apply
}

export function contactPath(opts: { sent?: boolean } = {}): string {
  return opts.sent ? `${paths.contact}?sent=1` : paths.contact
}

export type PostKind = 'blog' | 'vilvani' | 'news'

export function postPath(post: { type: PostKind; id: number; slug: string }): string {
  return `${paths.resources}/${post.type}/${idSlug(post.id, post.slug)}`
}

/** The RSS feed of one kind of post (linked from the Resources page and from each post). */
export function feedPath(type: PostKind, lang: Lang = 'en'): string {
  // Each language's feed at its own address: the Kannada one under /kn, as its pages are.
  return `${lang === 'kn' ? '/kn' : ''}${paths.resources}/${type}/feed.xml`
}

/**
 * A path on this site taken from an address's parameter (where to go back to), as a browser would
 * follow it; null when a browser would leave the site with it. `//host` is not the only way out:
 * a browser reads `/\host` and `/<tab>/host` as `//host` too, so the path is resolved the way the
 * browser resolves a link and kept only when it stays on the same origin.
 */
export function pathOnThisSite(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null
  const origin = 'https://this-site.invalid'
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return null
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null
}
