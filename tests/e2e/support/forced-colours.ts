import { expect, type Locator } from '@playwright/test'

/**
 * In a forced-colours theme (Windows' contrast themes; `page.emulateMedia({ forcedColors:
 * 'active' })`): the colour the theme draws under each element, and under the page (its Canvas).
 * A background with no colour at all shows the page through it.
 */
export const drawnBackgrounds = (items: Locator) =>
  items.evaluateAll((els) => {
    const canvas = getComputedStyle(document.body).backgroundColor
    const clear = (c: string) => c === 'transparent' || /^rgba\(.*,\s*0\)$/.test(c)
    return {
      canvas,
      of: els.map((el) => {
        const bg = getComputedStyle(el).backgroundColor
        return clear(bg) ? canvas : bg
      }),
    }
  })

/** The chosen item (its place among `items`, or itself) is drawn unlike each other item. */
export async function expectChosenStandsOut(
  items: Locator,
  chosen: number | Locator,
  what: string,
) {
  const index =
    typeof chosen === 'number'
      ? chosen
      : await chosen.evaluate((el, all) => all.indexOf(el), await items.elementHandles())
  const { of } = await drawnBackgrounds(items)
  expect(of.length, what).toBeGreaterThan(1)
  of.forEach((bg, i) => {
    if (i !== index) expect(bg, `${what}: item ${i + 1} beside the chosen one`).not.toBe(of[index])
  })
}
