import type { PostType } from '#app/db/schema.ts'
import { postPath } from '#app/routing/paths.ts'
import { istDate } from '#app/utils/dates.ts'
import { altOnWire, declareKind, type DeclaredField } from '#app/domain/content/declared.server.ts'
import { items, numericId, str, writeChildRows } from './common.server.ts'

/**
 * Resources stories (SPEC.md §2.13): blog posts, Vani stories and news, each with its author, date,
 * main picture, a gallery of pictures with their descriptions, and a rich-text body. The slug is
 * part of the story's link: changing it (or the type) on a live story moves its page, and the
 * editor adds the 301 from the old address.
 */
const typeOptions: Array<{ value: PostType; label: string }> = [
  { value: 'blog', label: 'Blog post' },
  { value: 'vilvani', label: 'Vani story' },
  { value: 'news', label: 'News' },
]

// The gallery's descriptions are words of the post by path (`gallery.<row id>.alt`,
// translations.server.ts), as a brand's sections' are.
const galleryFields: DeclaredField[] = [
  { type: 'hidden', name: 'id', label: 'Id' },
  { type: 'image', name: 'image', label: 'Picture', required: true },
  {
    type: 'text',
    name: 'alt',
    localized: true,
    label: 'Description (alt text)',
    max: 250,
    hint: 'Empty: the title of the story is used.',
  },
]

const fields = [
  {
    type: 'text',
    name: 'title',
    localized: true,
    label: 'Title',
    required: true,
    max: 200,
    wide: true,
  },
  {
    type: 'select',
    name: 'type',
    label: 'Type',
    required: true,
    options: typeOptions,
    hint: 'Which Resources list it appears in.',
  },
  {
    type: 'slug',
    name: 'slug',
    label: 'Address name',
    from: 'title',
    max: 120,
    hint: "Part of the story's link; made from the title when left empty.",
  },
  // Localized: the sample authors are teams and roles ("Editorial team"); a person's name is
  // written in Kannada script in the Kannada (docs/kannada-glossary.md, "Other proper names").
  { type: 'text', name: 'author', localized: true, label: 'Author', max: 100, nullable: true },
  {
    type: 'date',
    name: 'postDate',
    label: 'Date',
    hint: 'Shown on the story; lists are newest first.',
    wire: { description: 'YYYY-MM-DD, or null.' },
  },
  {
    type: 'image',
    name: 'image',
    label: 'Main picture',
    wire: { name: 'blog_image', description: 'The main picture' },
  },
  {
    type: 'text',
    name: 'imageAlt',
    localized: true,
    label: 'Main picture description (alt text)',
    max: 250,
    hint: 'What the picture shows. Empty: the title is used.',
    wire: altOnWire('title'),
  },
  {
    type: 'textarea',
    name: 'excerpt',
    localized: true,
    label: 'Summary',
    max: 500,
    wide: true,
    hint: 'A line or two for the cards in the Resources lists.',
    wire: { description: 'A short plain-text summary for cards; may be empty.' },
  },
  {
    type: 'url',
    name: 'newsLink',
    label: 'Original article',
    wide: true,
    hint: 'For news: the page of the newspaper or site that ran it.',
    wire: { description: 'The outside article (news only).' },
  },
  {
    type: 'richtext',
    name: 'description',
    localized: true,
    label: 'Story',
    wide: true,
    wire: { description: 'Rich text as HTML (sanitized).' },
  },
  {
    type: 'group',
    name: 'gallery',
    label: 'Gallery',
    itemLabel: 'Picture',
    maxItems: 30,
    hint: 'Vani stories and news show these pictures, in this order.',
    fields: galleryFields,
  },
] as const satisfies readonly DeclaredField[]

const isType = (v: unknown): v is PostType => typeOptions.some((o) => o.value === v)
const typeOf = (v: unknown): PostType => (isType(v) ? v : 'blog')

export const postsKind = declareKind({
  kind: 'posts',
  table: 'posts',
  label: 'Posts',
  singular: 'post',
  right: 'content',
  fields,
  remote: true,
  // The /api/v2 record (SPEC.md §3), after its id; then link and status, and the story's text
  // only in the detail call (app/domain/api/calls.server.ts).
  api: [
    'type',
    'slug',
    'title',
    'author',
    'postDate',
    'image',
    'imageAlt',
    'newsLink',
    'excerpt',
    'description',
  ] as const,
  tags: { item: 'post', list: (v) => `posts:${typeOf(v.type)}` },
  list: {
    title: 'title',
    search: ['title', 'author'],
    date: 'postDate',
    filter: 'type',
    detail: (v) =>
      [typeOptions.find((o) => o.value === v.type)?.label ?? str(v.type), v.postDate, v.author]
        .filter(Boolean)
        .join(' · '),
  },
  sorts: ['date', 'title', 'updated'],
  defaults: () => ({
    type: 'blog',
    postDate: istDate(Date.now()),
    gallery: [],
  }),
  onInsert: () => ({ position: 0 }),
  children: {
    tables: { post_images: 'post_id' },
    load: async (db, id) => ({
      gallery: (
        await db
          .selectFrom('post_images')
          .select(['id', 'image', 'alt'])
          .where('post_id', '=', id)
          .orderBy('position')
          .orderBy('id')
          .execute()
      ).map((g) => ({ id: String(g.id), image: g.image, alt: g.alt })),
    }),
    // The gallery in its order; a picture that keeps its id is what a restore or a draft refers to.
    write: (tx, id, v) =>
      writeChildRows(
        tx,
        'post_images',
        ['post_id', id],
        items(v.gallery),
        (g) => (str(g.image) ? { image: str(g.image), alt: str(g.alt) } : null),
        { first: 1 },
      ),
    remove: async (tx, id) => {
      await tx.deleteFrom('post_images').where('post_id', '=', id).execute()
    },
  },

  ownPages: true,
  publicPath: async (_db, v, id) =>
    numericId(id) === null
      ? null
      : postPath({ type: typeOf(v.type), id: Number(id), slug: str(v.slug) }),
})
