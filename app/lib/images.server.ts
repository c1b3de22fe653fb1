import type { RequestContext } from './context.server'
import type { ImageData } from './image'

/** Shorthand for loaders: the image data of a media path (the fallback picture when it is missing). */
export function imageOf(
  context: Pick<RequestContext, 'media'>,
  path: string | null | undefined,
  alt: string,
): ImageData {
  return context.media.image(path, alt)
}
