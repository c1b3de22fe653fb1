import type { ImageData } from '#app/utils/image.ts'

/**
 * What the brand pages draw, made on the server (app/domain/brands/view.server.ts) from the brand
 * models: plain data with images ready for <Image>. Shared by the brand, Suggi and product pages.
 */

/**
 * On a Kannada page, the words still in English (`title`, `descriptionHtml` …): their elements say
 * lang="en". Absent on English pages and when all are translated (app/domain/brands/translated.server.ts).
 */
type EnglishWords = { en?: string[] }

/** Background, its hover colour, and the text colour on both (each pair WCAG AA). */
export type BrandTheme = { color: string; colorCode: string; textColorCode: string }

export type BrandHeader = EnglishWords & {
  id: number
  name: string
  title: string
  href: string
  /** The brand's categories, as its tile lists them. */
  categories: string[]
  descriptionHtml: string
  whyChooseHtml: string
  tagline: string
  taglineDescription: string
  productsHeading: string
  theme: BrandTheme
  logo: ImageData
  banner: ImageData
}

export type LineView = BrandTheme & EnglishWords & { slug: string; name: string; banner: ImageData }

export type SectionView = EnglishWords & {
  id: number
  kind: 'note' | 'award' | 'feature' | 'gallery' | 'link'
  title: string
  bodyHtml: string
  images: ImageData[]
  linkUrl: string | null
  linkLabel: string | null
}

export type ProductCard = EnglishWords & {
  id: number
  name: string
  shortDescription: string
  image: ImageData
  /** Its product page, or null where the spec's cards are not links (SPEC.md §2.8). */
  href: string | null
  /** Slug of the brand line it belongs to (TruLove: biscuits, wafers). */
  line: string | null
}

export type SocialCard = EnglishWords & {
  id: number
  kind: 'video' | 'link'
  title: string
  image: ImageData
  /** YouTube video id; null for a video whose URL has no readable id. */
  videoId: string | null
  linkUrl: string | null
  line: string | null
}
