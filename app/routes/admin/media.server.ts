import type {
  ChoicePage,
  MediaChoices,
  PictureChoice,
} from '#app/components/admin/image-picker.tsx'
import type { Field, Values } from '#app/domain/content/fields.ts'
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
export function hasImageField(fields: readonly Field[]): boolean {
  return fields.some((f) => f.type === 'image' || (f.type === 'group' && hasImageField(f.fields)))
}

/** A picture as the editor's chooser shows it: a small thumbnail, its alt text and file name. */
export function choiceOf(context: Pick<RequestContext, 'media'>, m: MediaItem): PictureChoice {
  return {
    key: m.key,
    name: m.key.split('/').pop() ?? m.key,
    alt: m.alt,
    decorative: m.decorative,
    thumb: thumbOf(context, m.key, 160),
    width: m.width,
    height: m.height,
  }
}

/** Every picture key a form's values hold, groups included (`brands/naati/logo.svg`). */
function imageValues(fields: readonly Field[], values: Values, into: Set<string>): Set<string> {
  for (const f of fields) {
    const v = values[f.name]
    if (f.type === 'image' && typeof v === 'string' && v) into.add(v)
    if (f.type === 'group' && Array.isArray(v))
      for (const item of v as Values[]) imageValues(f.fields, item ?? {}, into)
  }
  return into
}

/**
 * What the content editor's image fields need (nothing when the kind has none): the library as
 * the plain select offers it without JavaScript (keys and words only, newest first), and the
 * pictures the form holds now with their thumbnails. The chooser pages through the rest itself
 * (/admin/media/choices), so a library of thousands adds no thumbnails to the page.
 */
export async function mediaChoices(
  context: Pick<RequestContext, 'media' | 'db' | 'env'>,
  fields: readonly Field[],
  values: Values,
): Promise<MediaChoices> {
  if (!hasImageField(fields)) return { options: [], chosen: {}, maxMb: context.env.MEDIA_MAX_MB }
  const { items } = await listMedia(context.db, { limit: 5000 })
  const wanted = imageValues(fields, values, new Set())
  return {
    options: items.map((m) => ({ key: m.key, label: m.alt ? `${m.key} — ${m.alt}` : m.key })),
    chosen: Object.fromEntries(
      items.filter((m) => wanted.has(m.key)).map((m) => [m.key, choiceOf(context, m)]),
    ),
    maxMb: context.env.MEDIA_MAX_MB,
  }
}

export const CHOICES_PER_PAGE = 24

/** One page of the chooser: newest first, searched in the alt text and the file name. */
export async function choicePage(
  context: Pick<RequestContext, 'media' | 'db'>,
  search: string,
  page: number,
): Promise<ChoicePage> {
  const { items, total } = await listMedia(context.db, {
    search,
    limit: CHOICES_PER_PAGE,
    offset: (page - 1) * CHOICES_PER_PAGE,
  })
  return {
    items: items.map((m) => choiceOf(context, m)),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / CHOICES_PER_PAGE)),
  }
}

/** The library's search and page from `?q=&page=` (the media page and the chooser read both). */
export function librarySearch(url: URL): { search: string; page: number } {
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const page = Math.min(
    Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1),
    10_000,
  )
  return { search, page }
}
