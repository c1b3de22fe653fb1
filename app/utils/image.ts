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
}

export function variantUrl(img: ImageData, width: number, format: 'avif' | 'webp'): string {
  const [path] = img.src.split('?')
  return `${path}.w${width}.${format}?v=${img.version}`
}
