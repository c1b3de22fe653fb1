import type { MediaChoice } from '#app/components/admin/image-picker.tsx'
import type { Field } from '#app/domain/content/fields.ts'
import { listMedia, type MediaItem } from '#app/domain/media/library.server.ts'
import type { RequestContext } from '#app/platform/context.server.ts'
import { cropUrl, variantUrl, type CropRatio } from '#app/utils/image.ts'

/** A picture as the console's lists and pickers draw it: a small thumbnail and its words. */
export type MediaCard = {
  id: number
  key: string
  alt: string
  decorative: boolean
  mime: string
  size: number
  width: number
  height: number
  thumb: string
  updatedAt: number
}

/** A thumbnail URL of about `width` pixels: a WebP variant, or the SVG itself. */
export function thumbOf(context: Pick<RequestContext, 'media'>, key: string, width = 320): string {
  const img = context.media.image(key, '')
  const w = img.widths.find((x) => x >= width) ?? img.widths[img.widths.length - 1]
  return w ? variantUrl(img, w, 'webp') : img.src
}

export function cardOf(context: Pick<RequestContext, 'media'>, m: MediaItem): MediaCard {
  return {
    id: m.id,
    key: m.key,
    alt: m.alt,
    decorative: m.decorative,
    mime: m.mime,
    size: m.size,
    width: m.width,
    height: m.height,
    thumb: thumbOf(context, m.key),
    updatedAt: m.updatedAt,
  }
}

/** The crops a picture is drawn at on the site, to see the focal point at work. */
export function cropsOf(
  context: Pick<RequestContext, 'media'>,
  key: string,
): Array<{ ratio: CropRatio; src: string }> {
  const img = context.media.image(key, '')
  if (img.vector || !img.widths.length) return []
  return (['1x1', '16x9', '4x3'] as const).map((ratio) => ({
    ratio,
    src: cropUrl(img, 320, ratio, 'webp'),
  }))
}

/** Whether a kind's fields (or its groups' fields) include a picture. */
export function hasImageField(fields: Field[]): boolean {
  return fields.some((f) => f.type === 'image' || (f.type === 'group' && hasImageField(f.fields)))
}

/** The library's pictures for the content editor's image picker (none when the kind has no image field). */
export async function mediaChoices(
  context: Pick<RequestContext, 'media' | 'db'>,
  fields: Field[],
): Promise<MediaChoice[]> {
  if (!hasImageField(fields)) return []
  const { items } = await listMedia(context.db, { limit: 2000 })
  return items
    .map((m) => ({
      key: m.key,
      label: m.alt ? `${m.key} — ${m.alt}` : m.key,
      thumb: thumbOf(context, m.key, 160),
    }))
    .sort((a, b) => a.key.localeCompare(b.key))
}
