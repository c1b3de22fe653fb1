import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './support/fixtures.ts'

// Issue 35: Kannada words are long. On the Kannada home, a brand page, a job page and the contact
// page, at a phone's, a tablet's and a laptop's width, no button, tab, menu item or heading is
// wider than its box (its text cut or spilling out) or reaches out of the screen, the page does
// not scroll sideways, and the letters are drawn in a Kannada font (fonts-noto-core here).

test.use({ serviceWorkers: 'block' })

const pages = {
  home: '/kn',
  brand: '/kn/naati',
  job: '/kn/opportunity-detail/1-field-sales-executive-mandya',
  contact: '/kn/contact-us',
}
const widths = [360, 768, 1280] as const

/**
 * What overflows on the page as drawn: each visible button, link styled as one, tab, menu item
 * and heading whose text is wider than its box, or that reaches past the screen's edges (unless
 * a carousel or other scrolling strip holds it, where being off-screen is its design).
 */
const overflows = (page: Page) =>
  page.evaluate(() => {
    const selector = [
      'button',
      '[role="tab"]',
      '[role="menuitem"]',
      'nav a',
      'a[class*="btn"]',
      'h1',
      'h2',
      'h3',
      'h4',
      'label',
      'dt',
      'dd',
    ].join(',')
    const scrolls = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true
      }
      return false
    }
    const found: string[] = []
    let checked = 0
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (!box.width || !box.height || style.visibility === 'hidden') continue
      // Visually hidden text (sr-only) is a 1 px box by design.
      if (box.width <= 2 || style.clipPath !== 'none' || style.clip !== 'auto') continue
      if (el.closest('[aria-hidden="true"], [inert], [hidden]')) continue
      checked++
      const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible')
        found.push(`${name} is cut: ${el.scrollWidth} px of text in ${el.clientWidth} px`)
      else if (el.scrollWidth > Math.ceil(box.width) + 1 && style.display !== 'inline')
        found.push(`${name} spills: ${el.scrollWidth} px of text in ${Math.round(box.width)} px`)
      if (!scrolls(el) && (box.right > innerWidth + 1 || box.left < -1))
        found.push(
          `${name} reaches out of the screen (${Math.round(box.left)}–${Math.round(box.right)})`,
        )
    }
    if (document.documentElement.scrollWidth > innerWidth)
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`)
    return { checked, found }
  })

/** The fonts Chromium drew an element's text with (its own answer, through CDP). */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((f) => f.familyName)
}

for (const width of widths)
  test(`Kannada pages at ${width} px: nothing overflows or is cut, drawn in a Kannada font`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path)
      await hydrated(page)
      const drawn = await overflows(page)
      // It looked at the page's buttons, links and headings, not at nothing.
      expect(drawn.checked, `${name} (${path}) at ${width} px`).toBeGreaterThan(10)
      expect(drawn.found, `${name} (${path}) at ${width} px`).toEqual([])
      const menu = page.getByRole('button', { name: 'ಮೆನು ತೆರೆಯಿರಿ' })
      if (await menu.isVisible()) {
        // The phone menu's items, open.
        await menu.click()
        await expect(page.getByRole('navigation', { name: 'ಮುಖ್ಯ ಮೆನು' })).toBeVisible()
        expect((await overflows(page)).found, `${name}'s menu at ${width} px`).toEqual([])
        await page.keyboard.press('Escape')
      }
    }
    // The measure sees a cut button and one past the screen's edge.
    await page.locator('main').evaluate((main) => {
      main.insertAdjacentHTML(
        'afterbegin',
        '<button style="width:60px;overflow:hidden;white-space:nowrap">ಅರ್ಜಿ ಸಲ್ಲಿಸಿ ಈಗಲೇ</button>' +
          '<h2 style="position:relative;left:-100px">ಶೀರ್ಷಿಕೆ</h2>',
      )
    })
    expect((await overflows(page)).found).toEqual([
      expect.stringMatching(/^button "ಅರ್ಜಿ ಸಲ್ಲಿಸಿ ಈಗಲೇ" is cut/),
      expect.stringMatching(/^h2 "ಶೀರ್ಷಿಕೆ" reaches out of the screen/),
    ])
    // The heading's Kannada letters, and a button's, in Noto Sans Kannada (or another Kannada face).
    expect(await fontsOf(page, 'h1')).toEqual(
      expect.arrayContaining([expect.stringMatching(/Kannada/)]),
    )
    expect(await fontsOf(page, 'button[type="submit"]')).toEqual(
      expect.arrayContaining([expect.stringMatching(/Kannada/)]),
    )
    expect(
      await page.evaluate(() => document.fonts.check('16px "Noto Sans Kannada"', 'ಕನ್ನಡ')),
    ).toBe(true)
  })
