/**
 * The shape of the sample content. Seed files are plain data in these types; app/db/seed/run.server.ts
 * writes them into an empty database. Image fields are paths relative to the media folder
 * (MEDIA_DIR); the originals live under app/db/seed/media/ with the same relative path.
 *
 * HTML fields (description, whyChoose, body …) hold a small subset of HTML: p, strong, em, ul, ol,
 * li, a, h2–h4, br. They are sanitized again on the way out.
 */

export type SeedImage = { src: string; alt: string }

export type SeedBrandLine = {
  slug: string
  name: string
  color: string
  colorCode: string
  textColorCode: string
  banner: string
  bannerAlt: string
}

export type SeedBrandSection =
  | { kind: 'note'; title: string; body: string }
  | { kind: 'award'; title: string; body: string; images?: SeedImage[] }
  | { kind: 'feature'; title: string; body: string; images: SeedImage[] }
  | { kind: 'gallery'; title: string; body?: string; images: SeedImage[] }
  | { kind: 'link'; title: string; body?: string; linkUrl: string; linkLabel: string }

export type SeedProduct = {
  name: string
  /** Unique within the brand; derived from the name when left out. */
  slug?: string
  image: string
  imageAlt: string
  shortDescription?: string
  description?: string
  /** Slug of the brand line (TruLove: biscuits, wafers). */
  line?: string
  /** Category id (Suggi). */
  category?: number
}

export type SeedSocial =
  | {
      kind: 'video'
      title: string
      videoUrl: string
      image: string
      imageAlt: string
      line?: string
      category?: number
    }
  | {
      kind: 'link'
      title: string
      linkUrl: string
      image: string
      imageAlt: string
      line?: string
      category?: number
    }

export type SeedCategory = {
  id: number
  slug: string
  name: string
  icon: string
  /** Where the tile leads instead of the category's own page (category 9 → /trulove). */
  targetPath?: string
  banner?: string
  bannerAlt?: string
  description?: string
  meta: { title: string; description: string; keywords: string }
}

export type SeedBrand = {
  id: number
  slug: string
  /** Canonical route (lower case), or null for a brand reached only at /our-brands-detail/:id. */
  path: string | null
  name: string
  title: string
  description: string
  logo: string
  banner: string
  bannerAlt: string
  color: string
  colorCode: string
  textColorCode: string
  categories: string[]
  meta: { title: string; description: string; keywords: string }
  productsHeading?: string
  whyChoose: string
  tagline: string
  taglineDescription: string
  listed: boolean
  /**
   * Products link to pages of their own (the spec's server-driven pages: Suggi, Chandrika).
   * Product cards of the static brand pages (SPEC.md §2.8) are not links.
   */
  productPages?: boolean
  position: number
  lines?: SeedBrandLine[]
  sections?: SeedBrandSection[]
  categoryList?: SeedCategory[]
  products: SeedProduct[]
  social: SeedSocial[]
}

export type SeedSlide = { image: string; imageAlt: string; title: string; description: string }

export type SeedJob = {
  id: number
  slug: string
  jobTitle: string
  jobShortDescription: string
  jobDescription: string
  jobRole: string
  jobLocation: string
  jobType: string | null
  postedOn: string | null
  jobExperience: string | null
  workingHours: string | null
  workingDays: string | null
  requiredCount: number | null
  applyJobLink: string | null
  status: 'Open' | 'Closed'
}

export type SeedPost = {
  id: number
  type: 'blog' | 'vilvani' | 'news'
  slug: string
  title: string
  author: string | null
  postDate: string | null
  image: string
  imageAlt: string
  excerpt: string
  description: string
  newsLink?: string
  gallery: SeedImage[]
}
