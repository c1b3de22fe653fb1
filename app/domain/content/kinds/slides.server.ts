import { paths } from '#app/routing/paths.ts'
import { htmlToPlainText } from '#app/utils/html.server.ts'
import { altOnWire, declareKind, type DeclaredField } from '#app/domain/content/declared.server.ts'
import { str } from './common.server.ts'

/**
 * The home page's carousel (SPEC.md §2.2): a picture, a title and a short rich description per
 * slide, in the order staff set. The table has no link column: a slide is not a link.
 */
const fields = [
  {
    type: 'text',
    name: 'title',
    localized: true,
    label: 'Title',
    required: true,
    max: 150,
    wide: true,
    wire: { name: 'screen_title' },
  },
  {
    type: 'image',
    name: 'image',
    label: 'Picture',
    required: true,
    hint: 'A wide picture; the carousel crops it to the screen.',
    wire: { name: 'screen_image', description: 'The slide picture' },
  },
  {
    type: 'text',
    name: 'imageAlt',
    localized: true,
    label: 'Picture description (alt text)',
    max: 250,
    hint: 'What the picture shows, for people who cannot see it. Empty: the title is used.',
    wire: altOnWire('title'),
  },
  {
    type: 'richtext',
    name: 'description',
    localized: true,
    label: 'Description',
    max: 2000,
    wide: true,
    hint: 'A sentence or two under the title; the carousel shows it as plain text.',
    wire: { name: 'screen_description' },
  },
] as const satisfies readonly DeclaredField[]

export const slidesKind = declareKind({
  kind: 'slides',
  table: 'home_slides',
  label: 'Home slides',
  singular: 'slide',
  right: 'content',
  fields,
  remote: true,
  orderable: {},
  // The /api/v2 record (SPEC.md §3), after its id; then position and status (calls.server.ts).
  api: ['image', 'title', 'description', 'imageAlt'] as const,
  tags: { item: 'slide', list: 'slides' },
  list: {
    title: 'title',
    search: ['title'],
    detail: (v) => {
      const text = htmlToPlainText(str(v.description))
      return text.length > 70 ? `${text.slice(0, 69)}…` : text || undefined
    },
  },
  sorts: ['position', 'title', 'updated'],
  defaults: () => ({}),
  publicPath: async () => paths.home,
})
