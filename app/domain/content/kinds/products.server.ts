import { productPath } from '#app/routing/paths.ts'
import { altOnWire, declareKind, type DeclaredField } from '#app/domain/content/declared.server.ts'
import { brandOf, brandOptions, catalogueOptions, checkCatalogueItem } from './catalogue.server.ts'
import { catalogueTags } from './categories.server.ts'
import { str } from './common.server.ts'

/** A brand's products (SPEC.md §2.7, §2.8): on its page, in its line and category. */
const fields = [
  {
    type: 'text',
    name: 'name',
    localized: true,
    label: 'Name',
    required: true,
    max: 150,
    wide: true,
    wire: { name: 'product_name' },
  },
  {
    type: 'slug',
    name: 'slug',
    label: 'Address name',
    from: 'name',
    max: 120,
    hint: "Part of the product page's link; made from the name when left empty.",
  },
  { type: 'select', name: 'brandId', label: 'Brand', required: true, options: { from: 'brands' } },
  {
    type: 'select',
    name: 'lineId',
    label: 'Line',
    options: { from: 'lines' },
    hint: "One of the brand's lines, for brands that have them.",
  },
  {
    type: 'select',
    name: 'categoryId',
    label: 'Category',
    options: { from: 'categories' },
    hint: "One of the brand's categories (Suggi's), for brands that have them.",
  },
  {
    type: 'image',
    name: 'image',
    label: 'Picture',
    wire: { name: 'product_icon', description: 'The product picture' },
  },
  {
    type: 'text',
    name: 'imageAlt',
    localized: true,
    label: 'Picture description (alt text)',
    max: 200,
    wire: altOnWire('name'),
  },
  {
    type: 'textarea',
    name: 'shortDescription',
    localized: true,
    label: 'Short description',
    max: 500,
    wide: true,
    hint: 'A line or two on its card.',
  },
  { type: 'richtext', name: 'description', localized: true, label: 'Description', max: 20_000 },
] as const satisfies readonly DeclaredField[]

export const productsKind = declareKind({
  kind: 'products',
  table: 'products',
  label: 'Products',
  singular: 'product',
  right: 'content',
  fields,
  orderable: { within: 'brandId' },
  // Its /api/v2 record in getProductBrandDetail (SPEC.md §3), after its id; then its status.
  api: [
    'brandId',
    'categoryId',
    'lineId',
    'slug',
    'name',
    'image',
    'imageAlt',
    'shortDescription',
    'description',
  ] as const,
  tags: {
    item: 'product',
    also: catalogueTags,
  },
  list: {
    title: 'name',
    search: ['name', 'slug'],
    filter: 'brandId',
    filterOptions: brandOptions,
    detail: (v) => v.brand,
  },
  sorts: ['position', 'title', 'updated'],
  defaults: () => ({}),
  options: catalogueOptions,

  async check(v, db) {
    const errors = await checkCatalogueItem(db, v)
    if (!str(v.slug) && !errors.slug)
      errors.slug = 'Enter an address name, or a name to make it from.'
    return errors
  },

  ownPages: true,
  /** Its own page when its brand gives products pages; otherwise it has none to move. */
  async publicPath(db, v, id) {
    const brand = await brandOf(db, v.brandId)
    if (!brand || (brand.product_pages !== 1 && brand.path !== null)) return null
    return productPath(brand, { id: Number(id), slug: str(v.slug) })
  },
})
