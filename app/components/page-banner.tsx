import type { ImageData } from '#app/utils/image.ts'
import { Image } from './image'

/**
 * The top of a company page (Opportunities, Resources): a short heading block on a soft band,
 * then the page's full-width banner picture, usually its main (LCP) image. The text sits beside
 * the picture, never on it, so it keeps its contrast on any artwork.
 */
export function PageBanner({
  eyebrow,
  title,
  lead,
  image,
  priority = true,
}: {
  eyebrow: string
  title: string
  lead: string
  image: ImageData
  /** False where something below is the larger picture on a phone (Resources' first card). */
  priority?: boolean
}) {
  return (
    <div className="bg-linear-to-b from-primary-soft to-sand">
      <div className="container-page pt-10 pb-8 sm:pt-14">
        <p className="text-sm font-semibold tracking-wide text-leaf uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl sm:text-4xl lg:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">{lead}</p>
      </div>
      <Image
        image={image}
        sizes="100vw"
        priority={priority}
        className="block h-auto max-h-[28rem] w-full object-cover"
      />
    </div>
  )
}
