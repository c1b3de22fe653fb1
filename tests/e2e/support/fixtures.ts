import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every browser test fails when the page logs an error to the console or throws: the site logs
 * errors on the server, never in the browser.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return
        // Chromium logs a page's own error status (a 404 page, a 410 job) as a failed resource;
        // that is the page working as designed. Failed images, scripts or styles still count.
        const url = msg.location().url
        const isPage = url === page.url() || url.endsWith('.data') || url.includes('.data?')
        if (isPage && msg.text().startsWith('Failed to load resource')) return
        errors.push(`${msg.text()} (${url})`)
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Fails with a readable list when axe-core finds any WCAG 2.1 A/AA or best-practice violation. */
/**
 * axe over the page, or over `include` (CSS selectors) only: a popover opened over a page already
 * checked needs only itself checked again.
 */
export async function expectNoA11yViolations(
  page: Page,
  include: string[] = [],
  /** Parts left out, e.g. a frame holding a public page, which its own tests check. */
  exclude: string[] = [],
) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ])
  for (const selector of include) builder = builder.include(selector)
  for (const selector of exclude) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

export const widths = { phone: 360, desktop: 1280 } as const

/**
 * Waits until React has hydrated the page: the menu button gets its aria-expanded only then
 * (before, the browser reports the popover's state). Needed before testing what only a
 * hydrated page does, such as client-side navigation.
 */
export const hydrated = (page: Page) =>
  expect(page.getByRole('banner').locator('button[aria-expanded]')).toHaveCount(1)
