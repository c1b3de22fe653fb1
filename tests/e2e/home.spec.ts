import type { Locator, Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'

// The home page (SPEC.md §2.4, §9): hero carousel, What We Do, Where We Operate, Why Choose Us.

const carousel = (page: Page) => page.getByRole('region', { name: 'Highlights' })
const steps = (page: Page) => carousel(page).getByRole('button', { name: /^Show slide \d/ })
const step = (page: Page, n: number) =>
  carousel(page).getByRole('button', { name: new RegExp(`^Show slide ${n}:`) })
/** A slide's picture (the slide itself starts 50 px to the left: the gap between slides). */
const slideImage = (page: Page, n: number) =>
  carousel(page)
    .getByRole('group', { name: new RegExp(`^${n} of 4:`) })
    .locator('img')
const currentStep = async (page: Page) =>
  steps(page).evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-current')) + 1)

/** The carousel's buttons work once the page is hydrated; before that they are disabled. */
async function openHome(page: Page) {
  await page.goto('/')
  await expect(step(page, 1)).toBeEnabled()
}

/**
 * From now on the page's timers and frames run only when the test moves its clock
 * (`page.clock.runFor`); needs `page.clock.install()` before the page loaded. The clock first
 * jumps a minute ahead (pausing needs a time still to come, however long this call takes), so
 * the test then starts what it measures itself (a step restarts the autoplay's wait).
 */
async function freezeTime(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000)
}

/** Resolves after the page has drawn `n` more frames. */
async function nextFrames(page: Page, n: number) {
  for (let i = 0; i < n; i++)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
}

const truck = (page: Page) => page.getByTestId('hero-truck')

test.describe('hero carousel', () => {
  test('autoplays to the next slide every 2.5 s, looping back to the first', async ({ page }) => {
    await page.setViewportSize({ width: widths.desktop, height: 800 })
    await page.clock.install()
    await openHome(page)
    await expect(steps(page)).toHaveCount(4)
    await expect(carousel(page).getByRole('button', { name: 'Pause the slideshow' })).toBeVisible()
    // The page's time now moves only when the test moves it. A step starts the 2.5 s wait again.
    await freezeTime(page)
    await step(page, 1).click()
    await expect(step(page, 1)).toHaveAttribute('aria-current', 'true')
    // One slide at a time, in order, back to the first after the last, each after exactly 2.5 s
    // (not Embla's default of 4 s).
    for (const [from, to] of [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 1],
    ] as const) {
      await page.clock.runFor(2_499)
      await expect(step(page, from)).toHaveAttribute('aria-current', 'true')
      await page.clock.runFor(1)
      await expect(step(page, to)).toHaveAttribute('aria-current', 'true')
      await expect(steps(page).and(page.locator('[aria-current]'))).toHaveCount(1)
    }
    // Paused, the slide on screen is the current one, drawn full width (once Embla's animation,
    // on the page's frames, has run).
    await carousel(page).getByRole('button', { name: 'Pause the slideshow' }).click()
    await page.clock.runFor(2_000)
    const shown = slideImage(page, await currentStep(page))
    await expect.poll(async () => Math.round((await shown.boundingBox())!.x)).toBe(0)
    expect((await shown.boundingBox())!.width).toBeCloseTo(widths.desktop, 0)
  })

  test('a click on the slides stops autoplay, the next click starts it; the button does the same', async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths.phone, height: 740 })
    await page.clock.install()
    await openHome(page)
    await freezeTime(page)
    // The clock's jump played the slideshow on: click the slide on screen.
    await carousel(page)
      .getByRole('group', { name: new RegExp(`^${await currentStep(page)} of 4:`) })
      .click()
    const play = carousel(page).getByRole('button', { name: 'Play the slideshow' })
    await expect(play).toBeVisible()
    const stoppedAt = await currentStep(page)
    await page.clock.runFor(5_000) // two autoplay delays: nothing moves
    expect(await currentStep(page)).toBe(stoppedAt)

    await carousel(page)
      .getByRole('group', { name: new RegExp(`^${stoppedAt} of 4:`) })
      .click()
    await expect(carousel(page).getByRole('button', { name: 'Pause the slideshow' })).toBeVisible()
    await page.clock.runFor(2_500)
    expect(await currentStep(page)).toBe((stoppedAt % 4) + 1)

    // Keyboard: the pause button is in the Tab order and toggles the same way.
    const pause = carousel(page).getByRole('button', { name: 'Pause the slideshow' })
    await pause.focus()
    await page.keyboard.press('Enter')
    await expect(play).toBeFocused()
    const pausedAt = await currentStep(page)
    await page.clock.runFor(5_000)
    expect(await currentStep(page)).toBe(pausedAt)
    await page.keyboard.press('Space')
    await expect(pause).toBeFocused()
    await page.clock.runFor(2_500)
    expect(await currentStep(page)).toBe((pausedAt % 4) + 1)
  })

  test('a step jumps to its slide, is highlighted, and the truck moves 40 px per slide', async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths.desktop, height: 800 })
    await openHome(page)
    await carousel(page).getByRole('button', { name: 'Pause the slideshow' }).click()
    await step(page, 1).click()
    await expect(step(page, 1)).toHaveAttribute('aria-current', 'true')
    // The truck drives with a CSS transition to the place the page gives it: check that place
    // (a web assertion that waits for the render), not a box caught mid-drive.
    await expect(truck(page)).toHaveAttribute('style', /translateX\(6px\)/)

    for (const n of [3, 4, 2]) {
      await step(page, n).click()
      await expect(step(page, n)).toHaveAttribute('aria-current', 'true')
      await expect(steps(page).and(page.locator('[aria-current]'))).toHaveCount(1)
      const slide = slideImage(page, n)
      await expect.poll(async () => Math.round((await slide.boundingBox())!.x)).toBe(0)
      await expect(truck(page)).toHaveAttribute(
        'style',
        new RegExp(`translateX\\(${6 + (n - 1) * 40}px\\)`),
      )
      // Screen readers hear the slide the visitor picked.
      await expect(carousel(page).getByText(new RegExp(`^Slide ${n} of 4: `))).toHaveCount(1)
      // The highlighted step is drawn in the accent colour, the others are not.
      expect(await fill(step(page, n))).not.toBe(await fill(step(page, 1)))
    }
  })

  test('the slides follow a finger or a mouse drawn sideways; the slideshow plays on', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: widths.phone, height: 740 },
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.clock.install()
    await openHome(page)
    await freezeTime(page)
    await step(page, 2).click()
    await expect(step(page, 2)).toHaveAttribute('aria-current', 'true')
    const shownAtLeft = async (n: number) =>
      expect.poll(async () => Math.round((await slideImage(page, n).boundingBox())!.x)).toBe(0)
    await shownAtLeft(2)
    const box = (await slideImage(page, 2).boundingBox())!
    const y = box.y + box.height / 2
    const mouseDrag = async (from: number, to: number) => {
      await page.mouse.move(from, y)
      await page.mouse.down()
      await page.mouse.move(to, y, { steps: 8 })
      await page.mouse.up()
    }

    // Drawn to the left: the next slide; to the right: back.
    await mouseDrag(300, 120)
    await expect(step(page, 3)).toHaveAttribute('aria-current', 'true')
    await shownAtLeft(3)
    // The click that ends a drag does not stop the slideshow.
    await expect(carousel(page).getByRole('button', { name: 'Pause the slideshow' })).toBeVisible()
    await mouseDrag(60, 300)
    await expect(step(page, 2)).toHaveAttribute('aria-current', 'true')
    await shownAtLeft(2)
    // From the first slide to the right: the last (the strip loops both ways).
    await step(page, 1).click()
    await shownAtLeft(1)
    await mouseDrag(60, 300)
    await expect(step(page, 4)).toHaveAttribute('aria-current', 'true')
    await shownAtLeft(4)
    // Let go short of a turn: the slide goes back to its place.
    await mouseDrag(200, 170)
    await expect(step(page, 4)).toHaveAttribute('aria-current', 'true')
    await shownAtLeft(4)

    // A finger, through the touch screen (DevTools' touch events).
    const cdp = await context.newCDPSession(page)
    const touch = async (type: string, x?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type: type as 'touchStart',
        touchPoints: x === undefined ? [] : [{ x, y }],
      })
    await touch('touchStart', 300)
    for (const x of [280, 240, 200, 160, 120]) await touch('touchMove', x)
    await touch('touchEnd')
    await expect(step(page, 1)).toHaveAttribute('aria-current', 'true')
    await shownAtLeft(1)

    // None of it paused the slideshow: it turns on after 2.5 s.
    await expect(carousel(page).getByRole('button', { name: 'Pause the slideshow' })).toBeVisible()
    await page.clock.runFor(2_500)
    await expect(step(page, 2)).toHaveAttribute('aria-current', 'true')
    await context.close()
  })

  test('under reduced motion nothing plays by itself', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.clock.install()
    await openHome(page)
    await expect(carousel(page).getByRole('button', { name: 'Play the slideshow' })).toBeVisible()
    await page.clock.runFor(5_000) // two autoplay delays
    expect(await currentStep(page)).toBe(1)
    await step(page, 3).click()
    await expect(step(page, 3)).toHaveAttribute('aria-current', 'true')
    await context.close()
  })

  test('the first slide is the main picture: loaded at once, the others lazily', async ({
    page,
  }) => {
    await page.goto('/')
    const images = carousel(page).locator('img')
    await expect(images).toHaveCount(4)
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(images.first()).toHaveAttribute('loading', 'eager')
    for (const i of [1, 2, 3]) await expect(images.nth(i)).toHaveAttribute('loading', 'lazy')
    expect(await images.first().evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
  })
})

function fill(locator: Locator) {
  return locator
    .locator('span[aria-hidden="true"]')
    .evaluate((el) => getComputedStyle(el).backgroundColor)
}

test.describe('Where We Operate', () => {
  const figures = {
    states: '5+',
    districts: '69+',
    villages: '30,000+',
    kirana: '87,000+',
    families: '4,364,000+',
    population: '17,457,000+',
  }
  const counter = (page: Page, key: string) => page.locator(`[data-counter="${key}"]`)

  test('the counters count up to their exact figures only once scrolled into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths.desktop, height: 800 })
    await openHome(page)
    // Off-screen at hydration: set back to 0, waiting to be seen.
    for (const key of Object.keys(figures)) await expect(counter(page, key)).toHaveText('0+')
    // Screen readers read the final figures all along.
    const list = page.getByRole('region', { name: 'Where We Operate' }).locator('dl')
    for (const text of Object.values(figures)) await expect(list).toContainText(text)

    // The page itself notes every figure the counter shows: polling from the test would miss
    // most of them on a busy machine.
    await counter(page, 'population').evaluate((el) => {
      const w = window as unknown as { populationTexts: string[] }
      w.populationTexts = []
      new MutationObserver(() => {
        const t = el.textContent ?? ''
        if (w.populationTexts.at(-1) !== t) w.populationTexts.push(t)
      }).observe(el, { subtree: true, childList: true, characterData: true })
    })
    await counter(page, 'population').scrollIntoViewIfNeeded()
    await expect(counter(page, 'population')).toHaveText(figures.population)
    const seen = await page.evaluate(
      () => (window as unknown as { populationTexts: string[] }).populationTexts,
    )
    // It counted through figures in between, up, to the end. About 60 steps over about a second,
    // each step where a frame falls: the first frame always shows the first step (a sixtieth),
    // but a machine that draws few frames skips steps, so how many show is not the page's to say.
    expect(seen.length).toBeGreaterThanOrEqual(2)
    expect(seen[0]).toBe(`${Math.round(17_457_000 / 60).toLocaleString('en-US')}+`)
    expect(seen.at(-1)).toBe(figures.population)
    const numbers = seen.map((t) => Number(t.replace(/[,+]/g, '')))
    for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1]!)
    for (const t of seen) expect(t).toMatch(/^\d{1,3}(,\d{3})*\+$/)
    for (const [key, text] of Object.entries(figures))
      await expect(counter(page, key)).toHaveText(text)
  })

  test('counters already on the screen at load keep their figures (no flash to 0)', async ({
    page,
  }) => {
    // Record every text the counters ever show, from before the page's scripts run.
    await page.addInitScript(() => {
      const w = window as unknown as { counterTexts: string[] }
      w.counterTexts = []
      const record = () => {
        for (const el of document.querySelectorAll('[data-counter]'))
          w.counterTexts.push(el.textContent ?? '')
      }
      // While the parser is still at work a counter can be seen with its text not yet parsed
      // (""). No script of the page runs before parsing ends, so only what follows is read.
      new MutationObserver(() => {
        if (document.readyState !== 'loading') record()
      }).observe(document, { subtree: true, childList: true, characterData: true })
      document.addEventListener('DOMContentLoaded', record)
    })
    await page.setViewportSize({ width: widths.desktop, height: 4_000 })
    // Hydrated (the carousel starts after the counters' own effects), then two frames for a
    // counter that would reset and count to do so where the observer sees it.
    await openHome(page)
    await nextFrames(page, 2)
    const texts = await page.evaluate(
      () => (window as unknown as { counterTexts: string[] }).counterTexts,
    )
    expect(texts.length).toBeGreaterThan(0)
    expect(new Set(texts)).toEqual(new Set(Object.values(figures)))
  })

  test('without JavaScript the page is complete: first slide, final figures, the points of every tab', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(
      carousel(page).getByText('A Grameen supermarket at every village doorstep', { exact: true }),
    ).toBeVisible()
    for (const [key, text] of Object.entries(figures))
      await expect(counter(page, key)).toHaveText(text)
    // Tabs cannot switch without a script: every panel is shown under its label instead.
    await expect(page.getByRole('tablist')).toBeHidden()
    const panels = page.locator('[role="tabpanel"]')
    await expect(panels).toHaveCount(3)
    for (const [i, label] of ['For Brands', 'For Rural Consumers', 'For Kirana Store'].entries()) {
      await expect(panels.nth(i)).toBeVisible()
      await expect(panels.nth(i).getByText(label, { exact: true })).toBeVisible()
    }
    await expect(panels.nth(1)).toContainText('15-40 km')
    await context.close()
  })
})

test.describe('Why Choose Us', () => {
  const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

  test('For Brands is chosen first; a click shows another tab, fading in', async ({ page }) => {
    await openHome(page)
    await expect(page.getByRole('tablist', { name: 'Why Choose Us' })).toBeVisible()
    await expect(tab(page, 'For Brands')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    // The labels drawn for visitors without JavaScript stay hidden.
    await expect(page.getByRole('tabpanel').getByText('For Brands', { exact: true })).toBeHidden()
    await expect(page.getByRole('tabpanel', { name: 'For Brands' })).toContainText(
      'One partner for distribution',
    )

    await tab(page, 'For Rural Consumers').click()
    await expect(tab(page, 'For Rural Consumers')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'For Brands')).toHaveAttribute('aria-selected', 'false')
    const panel = page.getByRole('tabpanel', { name: 'For Rural Consumers' })
    await expect(panel).toContainText('15-40 km')
    await expect(panel).toContainText('10-20% more')
    expect(await panel.evaluate((el) => getComputedStyle(el).animationName)).toBe('fade-in')

    await tab(page, 'For Kirana Store').click()
    await expect(page.getByRole('tabpanel', { name: 'For Kirana Store' })).toContainText(
      'up to 15 days',
    )
  })

  test('arrow keys, Home and End move between tabs; only the chosen tab is in the Tab order', async ({
    page,
  }) => {
    await openHome(page)
    await tab(page, 'For Brands').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'For Rural Consumers')).toBeFocused()
    await expect(tab(page, 'For Rural Consumers')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'For Kirana Store')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'For Brands')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(tab(page, 'For Kirana Store')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(tab(page, 'For Brands')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tab(page, 'For Kirana Store')).toHaveAttribute('aria-selected', 'true')
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel', { name: 'For Kirana Store' })).toBeFocused()
  })
})

test.describe('accessibility', () => {
  test.beforeEach(() => test.slow())
  for (const width of [widths.phone, widths.desktop]) {
    test(`no axe violations at ${width} px, paused, on another tab`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await openHome(page)
      await carousel(page).getByRole('button', { name: 'Pause the slideshow' }).click()
      await expectNoA11yViolations(page)
      await page.getByRole('tab', { name: 'For Kirana Store' }).click()
      // axe reads the contrast of text as it is drawn: wait for the panel's fade-in to end.
      const panel = page.getByRole('tabpanel', { name: 'For Kirana Store' })
      await expect.poll(() => panel.evaluate((el) => el.getAnimations().length)).toBe(0)
      await page.getByRole('region', { name: 'Where We Operate' }).scrollIntoViewIfNeeded()
      await expectNoA11yViolations(page)
    })
  }
})
