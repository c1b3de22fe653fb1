/**
 * What the sample content must hold, as SPEC.md and DESIGN.md "Sample content" give it: one copy
 * for the model, route and browser tests that check it.
 */

/** SPEC.md §2.6: where each brand leads, by id (9 in its lower-case canonical form). */
export const brandRoutes: Record<number, string> = {
  1: '/naati',
  2: '/our-brands/suggi',
  3: '/our-brand/suryakash',
  4: '/glim-detergent',
  5: '/kick-bite',
  6: '/our-brand/goldenpalm',
  7: '/femiluv',
  8: '/mandous',
  9: '/trulove',
  10: '/aramane',
  11: '/chandrika',
  12: '/white-hills',
  13: '/agardeep',
  14: '/stay-shine',
  15: '/glim-dishwash',
}

/** The tiles of the brand list: every brand but Glim Dishwash (15), linked from Glim detergent. */
export const brandTileRoutes: Record<number, string> = Object.fromEntries(
  Object.entries(brandRoutes).filter(([id]) => id !== '15'),
)

/** Products per brand page (TruLove: both lines together). */
export const brandProductCounts: Record<string, number> = {
  '/naati': 14,
  '/our-brand/suryakash': 3,
  '/glim-detergent': 6,
  '/kick-bite': 11,
  '/our-brand/goldenpalm': 2,
  '/femiluv': 2,
  '/mandous': 1,
  '/trulove': 5,
  '/aramane': 3,
  '/chandrika': 4,
  '/white-hills': 3,
  '/agardeep': 6,
  '/stay-shine': 5,
  '/glim-dishwash': 5,
}

/** TruLove's products by line: Biscuits (shown first) and Wafers. */
export const truLoveLineCounts = { biscuits: 3, wafers: 2 }

/** Suggi's products per category page, by the category's slug. */
export const suggiCategoryCounts: Record<string, number> = {
  'cereals-and-pulses': 18,
  'rice-and-flours': 3,
  'atta-and-flour': 2,
  dryfruits: 6,
  sugar: 2,
  spices: 6,
}
