import { brandPath, categoryPath } from '#app/routing/paths.ts'
import { altOnWire, declareKind, type DeclaredField } from '#app/domain/content/declared.server.ts'
import { brandOf, brandOptions, catalogueOptions, checkCatalogueItem } from './catalogue.server.ts'
import { catalogueTags } from './categories.server.ts'
import { numericId, str } from './common.server.ts'

/**
 * The social section of a brand page (SPEC.md §2.7): YouTube videos and link cards, each under a
 * brand, optionally under one of its lines or (Suggi) one of its categories, in the brand's order.
 * A video link whose id cannot be read is refused with the spec's own words, "Invalid YouTube URL"
 * (the `youtube` field type checks it).
 */
const fields = [
  {
    type: 'select',
    name: 'brandId',
    label: 'Brand',
    required: true,
    options: { from: 'brands' },
    hint: 'The brand page that shows it.',
  },
  {
    type: 'select',
    name: 'kind',
    label: 'What it is',
    required: true,
    options: [
      { value: 'video', label: 'A YouTube video' },
      { value: 'link', label: 'A link card (a picture that opens a page)' },
    ],
  },
  { type: 'text', name: 'title', localized: true, label: 'Title', max: 150, wide: true },
  {
    type: 'youtube',
    name: 'videoUrl',
    label: 'YouTube link',
    wide: true,
    hint: 'Needed for a video: its address on YouTube, like https://www.youtube.com/watch?v=… or https://youtu.be/…',
    wire: { description: 'A YouTube watch URL; null for a link card.' },
  },
  {
    type: 'url',
    name: 'linkUrl',
    label: 'Link',
    wide: true,
    hint: 'Needed for a link card: the page it opens, starting with https://.',
    wire: { name: 'link', description: "A link card's target; null for a video." },
  },
  {
    type: 'image',
    name: 'image',
    label: 'Picture',
    hint: 'Needed for a link card.',
    wire: { description: "A link card's picture" },
  },
  {
    type: 'text',
    name: 'imageAlt',
    localized: true,
    label: 'Picture description (alt text)',
    max: 250,
    hint: 'What the picture shows. Empty: the title is used.',
    wire: altOnWire('title'),
  },
  {
    type: 'select',
    name: 'lineId',
    label: 'Brand line',
    options: { from: 'lines' },
    hint: 'Only for brands with lines: shows it with that line.',
  },
  {
    type: 'select',
    name: 'categoryId',
    label: 'Category',
    options: { from: 'categories' },
    hint: "Only for brands with categories (Suggi): shows it on that category's page.",
  },
] as const satisfies readonly DeclaredField[]

export const socialKind = declareKind({
  kind: 'social',
  table: 'social_items',
  label: 'Social items',
  singular: 'social item',
  right: 'content',
  fields,
  orderable: { within: 'brandId' },
  // Its /api/v2 record in getProductBrandDetail (SPEC.md §3), after its id; then its status.
  api: ['title', 'videoUrl', 'linkUrl', 'image', 'imageAlt', 'lineId', 'categoryId'] as const,
  tags: {
    item: 'social',
    also: catalogueTags,
  },
  list: {
    title: 'title',
    search: ['title', 'videoUrl', 'linkUrl'],
    filter: 'brandId',
    filterOptions: brandOptions,
    rowTitle: (v) =>
      str(v.title) || (v.kind === 'video' ? str(v.videoUrl) || 'YouTube video' : str(v.linkUrl)),
    detail: (v) => `${v.brand} · ${v.kind === 'video' ? 'YouTube video' : 'Link card'}`,
  },
  sorts: ['position', 'title', 'updated'],
  defaults: () => ({ kind: 'video' }),
  title: (v) =>
    str(v.title) || (v.kind === 'link' ? 'Link card' : v.videoUrl ? 'YouTube video' : 'New item'),
  // A video keeps only its YouTube link, a card only its page: the public page reads by kind.
  prepare: (v) => ({
    ...v,
    videoUrl: v.kind === 'link' ? null : v.videoUrl,
    linkUrl: v.kind === 'link' ? v.linkUrl : null,
  }),

  options: catalogueOptions,

  async check(v, db) {
    const errors = await checkCatalogueItem(db, v)
    if (v.kind === 'video') {
      if (!v.videoUrl) errors.videoUrl = 'Enter the YouTube link of the video.'
    } else if (v.kind === 'link') {
      if (!v.linkUrl) errors.linkUrl = 'Enter the page the card opens.'
      if (!v.image) errors.image = 'A link card needs a picture.'
    }
    return errors
  },

  async publicPath(db, v) {
    const brand = await brandOf(db, v.brandId)
    if (!brand) return null
    const categoryId = numericId(v.categoryId)
    if (categoryId !== null) {
      const c = await db
        .selectFrom('categories')
        .select(['slug', 'target_path'])
        .where('id', '=', categoryId)
        .executeTakeFirst()
      const p = c ? categoryPath(brand, { slug: c.slug, targetPath: c.target_path }) : null
      if (p) return p
    }
    return brandPath(brand)
  },
})
