import { brandPath, productPath } from '#app/routing/paths.ts'
import {
  type Brand,
  type BrandLine,
  type BrandSection,
  type Product,
  type SocialItem,
} from './queries.server.ts'
import type { BrandHeader, LineView, ProductCard, SectionView, SocialCard } from './view.ts'
import type { MediaLibrary } from '#app/platform/media.server.ts'

type Media = Pick<MediaLibrary, 'image'>

/** The words still in English, only where there are some (English pages carry nothing more). */
const english = (r: { en?: string[] }) => (r.en?.length ? { en: r.en } : {})

/** Turns the brand models into what the brand pages draw (see app/domain/brands/view.ts). */
export function brandHeader(media: Media, brand: Brand): BrandHeader {
  return {
    id: brand.id,
    name: brand.name,
    title: brand.title,
    href: brandPath(brand),
    categories: brand.categories,
    descriptionHtml: brand.descriptionHtml,
    whyChooseHtml: brand.whyChooseHtml,
    tagline: brand.tagline,
    taglineDescription: brand.taglineDescription,
    productsHeading: brand.productsHeading,
    theme: {
      color: brand.color,
      colorCode: brand.colorCode,
      textColorCode: brand.textColorCode,
    },
    logo: media.image(brand.logo, '', `${brand.name} logo`),
    banner: media.image(brand.banner, brand.bannerAlt, `${brand.name} banner`),
    ...english(brand),
  }
}

export function lineViews(media: Media, lines: BrandLine[]): LineView[] {
  return lines.map((l) => ({
    slug: l.slug,
    name: l.name,
    color: l.color,
    colorCode: l.colorCode,
    textColorCode: l.textColorCode,
    banner: media.image(l.banner, l.bannerAlt, `${l.name} banner`),
    ...english(l),
  }))
}

export function sectionViews(media: Media, sections: BrandSection[]): SectionView[] {
  return sections.map((s) => ({
    id: s.id,
    kind: s.kind,
    title: s.title,
    bodyHtml: s.bodyHtml,
    images: s.images.map((i) => media.image(i.src, i.alt)),
    linkUrl: s.linkUrl,
    linkLabel: s.linkLabel,
    ...english(s),
  }))
}

function lineSlugs(lines: BrandLine[]): (id: number | null) => string | null {
  const slugs = new Map(lines.map((l) => [l.id, l.slug]))
  return (id) => (id === null ? null : (slugs.get(id) ?? null))
}

export function productCards(
  media: Media,
  brand: Brand,
  products: Product[],
  lines: BrandLine[] = [],
): ProductCard[] {
  const lineOf = lineSlugs(lines)
  return products.map((p) => ({
    id: p.id,
    name: p.name,
    shortDescription: p.shortDescription,
    image: media.image(p.image, p.imageAlt, p.name),
    href: brand.productPages ? productPath(brand, p) : null,
    line: lineOf(p.lineId),
    ...english(p),
  }))
}

export function socialCards(
  media: Media,
  social: SocialItem[],
  lines: BrandLine[] = [],
): SocialCard[] {
  const lineOf = lineSlugs(lines)
  return social.map((s) => ({
    id: s.id,
    kind: s.kind,
    title: s.title,
    image: media.image(s.image, s.imageAlt, s.title),
    videoId: s.videoId,
    linkUrl: s.linkUrl,
    line: lineOf(s.lineId),
    ...english(s),
  }))
}
