/**
 * The brand routes of SPEC.md §2.1 in their canonical lower-case form, each served by the one
 * brand-page template (routes/pages/brand.tsx), which finds its brand by path. Suggi has its own
 * pages (categories) and is not in this list.
 */
export const staticBrandPaths = [
  '/naati',
  '/our-brand/suryakash',
  '/glim-detergent',
  '/kick-bite',
  '/our-brand/goldenpalm',
  '/femiluv',
  '/mandous',
  '/trulove',
  '/aramane',
  '/chandrika',
  '/white-hills',
  '/agardeep',
  '/stay-shine',
  '/glim-dishwash',
] as const

export const suggiPath = '/our-brands/suggi'

/** Suggi's category pages (§2.7 table), by slug. */
export const suggiCategorySlugs = [
  'cereals-and-pulses',
  'rice-and-flours',
  'sugar',
  'spices',
  'dryfruits',
  'atta-and-flour',
] as const
