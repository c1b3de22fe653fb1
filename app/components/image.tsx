import { preload } from 'react-dom'
import type { ImageData } from '#app/utils/image.ts'
import { focalStyle, variantUrl } from '#app/utils/image.ts'

type Props = {
  image: ImageData
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** The page's main image (its Largest Contentful Paint): loaded first, never lazily. */
  priority?: boolean
  className?: string
  /** Overrides the alt text (e.g. "" for a decorative image next to its own caption). */
  alt?: string
}

/**
 * One image from the media pipeline: AVIF and WebP at the widths that exist, width and height
 * set so nothing moves when it loads, lazy below the fold. SVG logos and icons are used as they
 * are.
 */
export function Image({ image, sizes, priority = false, className, alt }: Props) {
  const text = alt ?? image.alt
  const common = {
    width: image.width,
    height: image.height,
    className,
    style: focalStyle(image),
    decoding: 'async' as const,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    // An own alt ("" beside a caption) is the page's; the image's may be the content's English.
    lang: alt === undefined ? image.altLang : undefined,
  }
  if (image.vector || image.widths.length === 0)
    return <img src={image.src} alt={text} {...common} />
  const srcSet = (format: 'avif' | 'webp') =>
    image.widths.map((w) => `${variantUrl(image, w, format)} ${w}w`).join(', ')
  // The page's main image is requested from the <head>, before the scripts: React puts this
  // preload there. Browsers that cannot show AVIF skip it and use the <picture>'s WebP.
  if (priority)
    preload(variantUrl(image, image.widths[0]!, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet('avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  const fallbackWidth = image.widths.find((w) => w >= 640) ?? image.widths[image.widths.length - 1]!
  // Every browser that shows AVIF takes the <source>; the WebP <img> is for the few that do not,
  // and two sizes are enough for them (a phone's and a wide screen's): the full list of both
  // formats made a third of the home page's HTML image addresses.
  const fallbackSet = [...new Set([fallbackWidth, image.widths.find((w) => w >= 1280)])]
    .filter((w): w is number => w !== undefined)
    .map((w) => `${variantUrl(image, w, 'webp')} ${w}w`)
    .join(', ')
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        src={variantUrl(image, fallbackWidth, 'webp')}
        srcSet={fallbackSet}
        sizes={sizes}
        alt={text}
        {...common}
      />
    </picture>
  )
}
