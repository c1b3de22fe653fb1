import type { ImageData } from '#app/utils/image.ts'
import { Image } from './image.tsx'

/**
 * The top of a company page (Opportunities, Resources): a short heading block on a soft band,
 * then the page's full-width banner picture, always in the first screen and so never lazy
 * (usually its main, LCP, image). The text sits beside the picture, never on it, so it keeps
 * its contrast on any artwork.
 */
export function PageBanner({
  eyebrow,
  title,
  lead,
  image,
}: {
  eyebrow: string
  title: string
  lead: string
  image: ImageData
}) {
  return (
    <div className="bg-linear-to-b from-primary-soft to-sand">
      <div className="container-page pt-10 pb-8 sm:pt-14">
        <p className="text-sm font-semibold tracking-wide text-leaf uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl sm:text-4xl lg:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">{lead}</p>
      </div>
      <BannerImage image={image} />
    </div>
  )
}

/**
 * A full-width banner picture: the page's, a brand's or a category's. The artwork is 16:5, which
 * on a phone would be a 110 px strip with everything in it tiny: under 640 px it is cropped to
 * 2:1 (5:2 up to 767 px), keeping its right-hand part, where our banners draw their packs and
 * people; from 768 px it is whole, and never taller than 28rem on very wide screens.
 */
export function BannerImage({ image, priority = true }: { image: ImageData; priority?: boolean }) {
  return (
    <Image
      image={image}
      sizes="(max-width: 639px) 160vw, (max-width: 767px) 128vw, 100vw"
      priority={priority}
      className="block aspect-2/1 h-auto max-h-[28rem] w-full object-cover object-right sm:aspect-5/2 md:aspect-[16/5]"
    />
  )
}
