/**
 * What a page needs to draw one image without layout shift: its intrinsic size, alt text, and
 * the URLs of its variants. Made on the server (app/platform/media.server.ts); drawn by
 * app/components/image.tsx.
 */
export type ImageData = {
  /** URL of the original file (with a content-hash version). */
  src: string
  alt: string
  width: number
  height: number
  /** SVG served as is (logos, icons, animations); everything else is drawn from raster variants. */
  vector: boolean
  /** Widths available as AVIF and WebP variants (empty for vector images). */
  widths: number[]
  /** Content hash, part of every variant URL so they can be cached forever. */
  version: string
  /**
   * The focal point set in the media library, in per cent of width and height: every crop keeps
   * it in view (cropped variants, and `object-position` where CSS crops with object-fit).
   */
  focal?: { x: number; y: number }
  /**
   * 'en' on a Kannada page whose alt text is still the content's English (no Kannada yet, or the
   * media library's own description): the image says lang="en" so a screen reader switches voice.
   */
  altLang?: 'en'
}

/** The aspect ratios cropped variants are made at; a fixed list, like the widths. */
export const CROP_RATIOS = ['1x1', '4x3', '3x2', '16x9', '2x1'] as const
export type CropRatio = (typeof CROP_RATIOS)[number]

export function variantUrl(img: ImageData, width: number, format: 'avif' | 'webp'): string {
  return `${pathOf(img)}.w${width}.${format}?v=${img.version}`
}

/** The original's path without its query (a page draws a dozen variants of each picture). */
function pathOf(img: ImageData): string {
  const query = img.src.indexOf('?')
  return query === -1 ? img.src : img.src.slice(0, query)
}

/** A variant cropped to an aspect ratio around the picture's focal point. */
export function cropUrl(
  img: ImageData,
  width: number,
  ratio: CropRatio,
  format: 'avif' | 'webp',
): string {
  return `${pathOf(img)}.w${width}.c${ratio}.${format}?v=${img.version}`
}

/** CSS for an image drawn with object-fit: cover, so the browser's crop keeps the focal point. */
export function focalStyle(img: ImageData): { objectPosition: string } | undefined {
  if (!img.focal || (img.focal.x === 50 && img.focal.y === 50)) return undefined
  return { objectPosition: `${img.focal.x}% ${img.focal.y}%` }
}

/** The share picture of an image (og:image): a 1200×630 JPEG made by the media pipeline. */
export function ogImageUrl(img: ImageData): string {
  return `${pathOf(img)}.og.jpg?v=${img.version}`
}
