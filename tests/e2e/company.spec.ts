import type { Locator, Page } from '@playwright/test'
import { istDate } from '#app/utils/dates.ts'
import { arrangeJob } from './support/db.ts'
import { expect, expectNoA11yViolations, test, widths } from './support/fixtures.ts'

// Requests answered by the service worker never reach page.route, which these tests use to
// hold or stub requests: the worker is kept out of them (its own tests are in offline.spec.ts).
test.use({ serviceWorkers: 'block' })

// Issue 6: About, Opportunities and job pages, Resources with blog, Vani and news, Privacy policy.
const job1 = '/opportunity-detail/1-field-sales-executive-mandya'
const blog1 = '/resource/blog/1-how-a-village-kirana-becomes-a-grameen-supermarket'
const vani5 = '/resource/vilvani/5-a-day-on-the-route-with-our-ev-delivery-partner'
const news11 = '/resource/news/11-rural-commerce-startup-crosses-80-000-kirana-partners'

/** Every image in the page has loaded (none broken), after scrolling lazy ones into view. */
async function expectImagesLoaded(scope: Locator) {
  const images = scope.locator('img')
  const count = await images.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const img = images.nth(i)
    await img.scrollIntoViewIfNeeded()
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true)
  }
}

test.describe('About', () => {
  test('hero animation, the FPO paragraph, "Empowering Rural Kirana", mission and vision, four awards, banner', async ({
    page,
  }) => {
    await page.goto('/about-us')
    await expect(page).toHaveTitle(/^About us \| /)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(main).toContainText('farmer producer organisations (FPOs)')
    await expect(
      main.getByRole('heading', {
        level: 2,
        name: 'Empowering Rural Kirana with Seamless Convenience',
      }),
    ).toBeVisible()
    await expect(main).toContainText('Founded in 2018')
    await expect(main.getByRole('heading', { name: 'Our Mission and Vision' })).toBeVisible()
    const awards = main.getByRole('region', { name: 'Our Awards' })
    await expect(awards.getByRole('listitem')).toHaveCount(4)
    for (const title of [
      'Emerging Brand of the Year',
      'Tech Summit: Rural Digital Transformation',
      'Promising Startup of the Year',
      'Times 40 Under 40',
    ])
      await expect(awards.getByRole('heading', { level: 3, name: title })).toBeVisible()
    const hero = main.locator('img[src*="about/anim-hero.svg"]')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expectImagesLoaded(main)
  })

  test('the awards sit two to a row on a wide screen, one on a phone', async ({ page }) => {
    for (const [width, perRow] of [
      [widths.phone, 1],
      [widths.desktop, 2],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/about-us')
      const cards = page.getByRole('region', { name: 'Our Awards' }).getByRole('listitem')
      const tops = await cards.evaluateAll((els) =>
        els.map((e) => Math.round(e.getBoundingClientRect().top)),
      )
      expect(tops.filter((t) => t === tops[0]).length, `width ${width}`).toBe(perRow)
    }
  })
})

test.describe('Opportunities', () => {
  function jobRows(page: Page) {
    return page.getByRole('region', { name: 'Open positions' }).getByRole('listitem')
  }

  test('banner, values with first letters emphasised, "Why Join Us?", 5 open jobs and a gallery', async ({
    page,
  }) => {
    await page.goto('/opportunity')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    const values = main.getByRole('region', { name: 'Our values' })
    for (const v of [
      'Value the Customer',
      'Integrity & innovation',
      'Leadership',
      'Be the Change',
      'Accountability',
      'Responsibility',
      'Team Work',
    ]) {
      const heading = values.getByRole('heading', { level: 3, name: v })
      await expect(heading).toBeVisible()
      await expect(heading.locator('strong')).toHaveText(v.charAt(0))
    }
    const why = main.getByRole('region', { name: 'Why Join Us?' })
    for (const w of [
      'Work with Purpose',
      'Growth Without Limits',
      'Teamwork Makes the Dream Work',
      'Never Stop Learning',
    ])
      await expect(why.getByRole('heading', { name: w })).toBeVisible()
    await expect(jobRows(page)).toHaveCount(5)
    const first = jobRows(page).first()
    await expect(first.getByRole('link')).toHaveText('Field Sales Executive – Mandya')
    await expect(first).toContainText('SALES')
    await expect(first).toContainText('Mandya')
    await expect(first).toContainText('Visit kirana stores across Mandya taluk')
    await expect(first).not.toContainText('<p>')
    const gallery = main.getByRole('region', { name: /^Life at / })
    await expect(gallery.getByRole('figure')).toHaveCount(6)
    await expectImagesLoaded(gallery)
  })

  test('"Show more" adds the next jobs in place and moves focus to the first new one', async ({
    page,
  }) => {
    await page.goto('/opportunity')
    await expect(jobRows(page)).toHaveCount(5)
    await page.getByRole('link', { name: 'Show more' }).click()
    await expect(page).toHaveURL(/\/opportunity\?page=2#job-6$/)
    await expect(jobRows(page)).toHaveCount(8)
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0)
    await expect(jobRows(page).nth(5).getByRole('link')).toBeFocused()
    await expect(jobRows(page).nth(5)).toBeInViewport()
  })

  test('"Show more" pressed before the scripts run ends at the same place, focus included', async ({
    page,
  }) => {
    // The scripts are held back until the click has happened: the click is a plain link, a
    // full page load, and the new page must still move focus to the first new job.
    let release = () => {}
    const held = new Promise<void>((r) => (release = r))
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held
      // The first page's requests were cancelled by the click; continuing them may fail.
      await route.continue().catch(() => {})
    })
    await page.goto('/opportunity', { waitUntil: 'commit' })
    await expect(jobRows(page)).toHaveCount(5)
    await page.getByRole('link', { name: 'Show more' }).click({ noWaitAfter: true })
    await expect(page).toHaveURL(/\/opportunity\?page=2#job-6$/)
    await expect(jobRows(page)).toHaveCount(8)
    release()
    await expect(jobRows(page).nth(5).getByRole('link')).toBeFocused()
    await expect(jobRows(page).nth(5)).toBeInViewport()
  })

  test('"Show more" works without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/opportunity')
    await page.getByRole('link', { name: 'Show more' }).click()
    await expect(page).toHaveURL(/\/opportunity\?page=2#job-6$/)
    await expect(jobRows(page)).toHaveCount(8)
    await context.close()
  })

  test('a job row opens its summary, which survives a reload and a shared link', async ({
    page,
    browser,
  }) => {
    await page.goto('/opportunity')
    await jobRows(page).first().getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${job1}$`))
    const check = async (p: Page) => {
      await expect(
        p.getByRole('heading', { level: 1, name: 'Field Sales Executive – Mandya' }),
      ).toBeVisible()
      const summary = p.getByRole('complementary', { name: 'Job Summary' })
      const pairs = await summary
        .locator('dl > div')
        .evaluateAll((rows) =>
          rows.map(
            (r) => `${r.querySelector('dt')!.textContent}: ${r.querySelector('dd')!.textContent}`,
          ),
        )
      expect(pairs).toEqual([
        'Location: Mandya',
        'Job Type: Full-time',
        'Date posted: 14 Nov 2025',
        'Experience: 1–3 years',
        'Working Hours: 9:30 AM – 6:30 PM',
        'Working Days: Monday to Saturday',
        'Vacancy: 6',
      ])
      await expect(p.getByRole('link', { name: 'Apply now' }).first()).toHaveAttribute(
        'href',
        '/apply-job?job=1',
      )
      await expect(p.getByRole('heading', { name: 'Responsibilities' })).toBeVisible()
    }
    await check(page)
    await page.reload()
    await check(page)
    const shared = await browser.newContext()
    const other = await shared.newPage()
    const res = await other.goto(job1)
    expect(res!.status()).toBe(200)
    await check(other)
    await shared.close()
  })

  test('missing summary values read "Not provided"; an external apply link opens in a new tab', async ({
    page,
  }) => {
    await page.goto('/opportunity-detail/5-kirana-relationship-manager')
    await expect(page.getByRole('complementary', { name: 'Job Summary' })).toContainText(
      'Job TypeNot provided',
    )
    await expect(
      page.getByRole('complementary', { name: 'Job Summary' }).getByText('Not provided'),
    ).toHaveCount(4)
    await page.goto('/opportunity-detail/8-software-engineer-retail-platform')
    const apply = page.getByRole('link', { name: /Apply now/ }).first()
    await expect(apply).toHaveAttribute(
      'href',
      'https://careers.example.com/gramasiri/software-engineer-retail-platform',
    )
    await expect(apply).toHaveAttribute('target', '_blank')
  })

  test('the job page carries JobPosting JSON-LD that the CSP leaves alone', async ({ request }) => {
    const res = await request.get(job1)
    const html = await res.text()
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
    expect(block).not.toBeNull()
    const ld = JSON.parse(block![1]!) as Record<string, unknown>
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Field Sales Executive – Mandya',
      datePosted: '2025-11-14',
      hiringOrganization: { name: 'Gramasiri Rural Commerce' },
    })
    expect(String(ld.url)).toMatch(new RegExp(`${job1}$`))
  })

  test('a bare, unknown or closed job link: 404 / 404 / 410 pages that lead to the open jobs', async ({
    page,
  }) => {
    for (const [path, status] of [
      ['/opportunity-detail', 404],
      ['/opportunity-detail/4242', 404],
      ['/opportunity-detail/9-store-launch-associate-shivamogga', 410],
    ] as const) {
      expect((await page.goto(path))!.status(), path).toBe(status)
      await expect(
        page.getByRole('main').getByRole('link', { name: 'See open jobs' }),
      ).toBeVisible()
    }
  })
})

test.describe('a job past its closing date', () => {
  /** An open, published job straight in the server's database, whose last day was two days ago (India time). */
  const arrangeLapsedJob = () =>
    arrangeJob({
      title: 'Lapsed route planner',
      slug: `lapsed-${Date.now()}`,
      summaryHtml: '<p>Plan routes.</p>',
      descriptionHtml: '<p>Plan delivery routes.</p>',
      role: 'Logistics',
      location: 'Tumakuru',
      closesOn: istDate(Date.now() - 2 * 86_400_000),
    })

  test('is gone (410) like a closed job, and /apply-job refuses it with the closed-job note', async ({
    page,
  }) => {
    const id = arrangeLapsedJob()
    const res = await page.goto(`/opportunity-detail/${id}-lapsed-route-planner`)
    expect(res!.status()).toBe(410)
    await expect(page.getByRole('main')).toContainText('This job is closed')
    await expect(page.getByRole('main').getByRole('link', { name: 'See open jobs' })).toBeVisible()

    expect((await page.goto(`/apply-job?job=${id}`))!.status()).toBe(200)
    await expect(page.getByRole('note')).toContainText('no longer open')
    await expect(page.getByText('Applying for')).toHaveCount(0)
  })
})

test.describe('Resources', () => {
  function carousel(page: Page, name: string) {
    return page.getByRole('region', { name, exact: true })
  }

  /** Labels ("2 of 6") of the slides wholly inside the carousel's window. */
  async function visibleSlides(region: Locator) {
    return region.evaluate((el) => {
      const slides = [...el.querySelectorAll('[aria-roledescription="slide"]')]
      const view = slides[0]!.parentElement!.parentElement!.getBoundingClientRect()
      return slides
        .filter((s) => {
          const r = s.getBoundingClientRect()
          return r.left >= view.left - 1 && r.right <= view.right + 1
        })
        .map((s) => s.getAttribute('aria-label'))
    })
  }

  for (const [width, perView] of [
    [360, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`at ${width} px the carousels show ${perView} card(s); arrows and pagination move them`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/resource')
      for (const name of ['Gramasiri Vani', 'News']) {
        const region = carousel(page, name)
        const slides = region.getByRole('group')
        const total = await slides.count()
        expect(total, name).toBeGreaterThanOrEqual(6)
        const next = region.getByRole('button', { name: 'Next slide' })
        const prev = region.getByRole('button', { name: 'Previous slide' })
        await expect(next).toBeEnabled()
        await expect(prev).toBeDisabled()
        await expect.poll(() => visibleSlides(region)).toHaveLength(perView)
        expect((await visibleSlides(region))[0]).toBe(`1 of ${total}`)

        const dots = region.getByRole('button', { name: /^Go to slide \d+$/ })
        await expect(dots).toHaveCount(total - perView + 1)
        await expect(dots.first()).toHaveAttribute('aria-current', 'true')

        await next.click()
        await expect.poll(async () => (await visibleSlides(region))[0]).toBe(`2 of ${total}`)
        await expect(prev).toBeEnabled()
        await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')

        await dots.last().click()
        await expect
          .poll(async () => (await visibleSlides(region)).at(-1))
          .toBe(`${total} of ${total}`)
        await expect(next).toBeDisabled()
        await expect(region.locator('[aria-live="polite"]')).toHaveText(
          perView === 1
            ? `Showing ${total} of ${total}`
            : `Showing ${total - perView + 1} to ${total} of ${total}`,
        )

        // At the end the arrow stays focusable (aria-disabled), so keyboard focus is not lost.
        await next.focus()
        await page.keyboard.press('Enter')
        await expect(next).toBeFocused()

        // Keyboard: the arrows are buttons that answer Enter and Space.
        await prev.focus()
        await page.keyboard.press('Enter')
        await page.keyboard.press('Space')
        await expect
          .poll(async () => (await visibleSlides(region))[0])
          .toBe(`${total - perView - 1} of ${total}`)
      }
    })
  }

  test('the gap between cards is 20 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/resource')
    const boxes = await carousel(page, 'News')
      .getByRole('group')
      .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect()))
    expect(Math.round(boxes[1]!.left - boxes[0]!.right)).toBe(20)
  })

  test('tabbing to a card out of view brings it into view', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/resource')
    const region = carousel(page, 'Gramasiri Vani')
    await expect(region.getByRole('button', { name: 'Next slide' })).toBeEnabled()
    await region.getByRole('group').first().getByRole('link').focus()
    await page.keyboard.press('Tab')
    const second = region.getByRole('group').nth(1).getByRole('link')
    await expect(second).toBeFocused()
    await expect.poll(async () => (await visibleSlides(region))[0]).toMatch(/^2 of /)
    await page.keyboard.press('Tab')
    await expect.poll(async () => (await visibleSlides(region))[0]).toMatch(/^3 of /)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(region.getByRole('group').first().getByRole('link')).toBeFocused()
    await expect.poll(async () => (await visibleSlides(region))[0]).toMatch(/^1 of /)
  })

  test('before (or without) JavaScript the cards sit in a row that scrolls sideways', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    })
    const page = await context.newPage()
    await page.goto('/resource')
    const region = carousel(page, 'Gramasiri Vani')
    const row = region.locator('[aria-roledescription="slide"]').first().locator('xpath=../..')
    const metrics = await row.evaluate((el) => ({
      overflow: getComputedStyle(el).overflowX,
      scrollable: el.scrollWidth > el.clientWidth + 100,
    }))
    expect(metrics).toEqual({ overflow: 'auto', scrollable: true })
    await region.getByRole('group').nth(2).getByRole('link').click()
    await expect(page).toHaveURL(/\/resource\/vilvani\/\d+-/)
    await context.close()
  })

  test('Vani cards open Vani pages, news cards news pages, blog cards blog pages', async ({
    page,
  }) => {
    for (const [section, pattern] of [
      ['Gramasiri Vani', /\/resource\/vilvani\/\d+-[a-z0-9-]+$/],
      ['News', /\/resource\/news\/\d+-[a-z0-9-]+$/],
      ['Blog', /\/resource\/blog\/\d+-[a-z0-9-]+$/],
    ] as const) {
      await page.goto('/resource')
      const link = carousel(page, section).getByRole('link').first()
      const title = await link.textContent()
      await link.click()
      await expect(page).toHaveURL(pattern)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
    }
  })
})

test.describe('post pages from a direct link', () => {
  test('blog: title, author, date, main picture and rich text', async ({ page }) => {
    expect((await page.goto(blog1))!.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(
      main.getByRole('heading', {
        level: 1,
        name: 'How a village kirana becomes a Grameen supermarket',
      }),
    ).toBeVisible()
    await expect(main).toContainText('By Gramasiri Editorial Team')
    await expect(main.locator('time').first()).toHaveText('18 Mar 2025')
    await expect(
      main.getByRole('heading', {
        level: 2,
        name: 'It starts with the shop that is already there',
      }),
    ).toBeVisible()
    await expect(main.locator('strong', { hasText: 'range, freshness' })).toBeVisible()
    await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1)
    await expectImagesLoaded(main.locator('article').first())
  })

  test('Vani: title, author, date and the item’s gallery', async ({ page }) => {
    expect((await page.goto(vani5))!.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'A day on the route with our EV delivery partner',
    )
    await expect(main).toContainText('Gramasiri Vani')
    await expect(main.locator('time').first()).toHaveText('14 Feb 2025')
    const gallery = main.getByRole('region', { name: /^Photos: / })
    await expect(gallery.getByRole('figure')).toHaveCount(3)
    await expectImagesLoaded(gallery)
  })

  test('news: title, author, date, gallery and a link to the full story', async ({ page }) => {
    expect((await page.goto(news11))!.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Rural commerce startup crosses 80,000 kirana partners',
    )
    await expect(main).toContainText('By Staff Reporter, Deccan Rural Times')
    await expect(main.locator('time').first()).toHaveText('20 Jan 2025')
    await expect(main.getByRole('region', { name: /^Photos: / }).getByRole('figure')).toHaveCount(3)
    const story = main.getByRole('link', { name: /Read the full story/ })
    await expect(story).toHaveAttribute(
      'href',
      'https://news.example.com/deccan-rural-times/gramasiri-80000-kirana-partners',
    )
    await expect(story).toHaveAttribute('target', '_blank')
  })

  test('an unknown or mistyped post is a 404 page that leads back to Resources', async ({
    page,
  }) => {
    for (const path of ['/resource/blog/4242', '/resource/blog/11', '/resource/vilvani']) {
      expect((await page.goto(path))!.status(), path).toBe(404)
      await expect(
        page.getByRole('main').getByRole('link', { name: 'See all resources' }),
      ).toBeVisible()
    }
  })
})

test('privacy policy: full text, grievance officer from the settings, contents that jump to each section', async ({
  page,
}) => {
  await page.goto('/privacy-policy')
  await expect(page).toHaveTitle(/^Privacy Policy \| /)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  for (const text of [
    'Digital Personal Data Protection Act, 2023',
    'store name, mobile number',
    'Bank details of stores:',
    'within 30 days',
    'aged 18 and above',
    'courts of Bengaluru (Bangalore)',
  ])
    await expect(main).toContainText(text)
  const grievances = main.getByRole('region', { name: /Grievances/ })
  await expect(grievances).toContainText('Ananya Rao, Grievance Officer')
  await expect(
    grievances.getByRole('link', { name: 'grievance@gramasiri.example.com' }),
  ).toHaveAttribute('href', 'mailto:grievance@gramasiri.example.com')
  await main
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Grievances' })
    .click()
  await expect(page).toHaveURL(/#grievances$/)
  await expect(grievances.getByRole('heading', { level: 2 })).toBeInViewport()
})

test.describe('accessibility of the company pages', () => {
  const pages = [
    '/about-us',
    '/opportunity',
    job1,
    '/opportunity-detail/5-kirana-relationship-manager',
    '/resource',
    blog1,
    vani5,
    news11,
    '/privacy-policy',
  ]
  for (const path of pages) {
    for (const width of [widths.phone, widths.desktop]) {
      test(`no axe violations on ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expectNoA11yViolations(page)
      })
    }
  }

  test('no axe violations after moving a carousel', async ({ page }) => {
    await page.goto('/resource')
    await page
      .getByRole('region', { name: 'News', exact: true })
      .getByRole('button', { name: 'Next slide' })
      .click()
    await expectNoA11yViolations(page)
  })

  test('no axe violations after "Show more"', async ({ page }) => {
    await page.goto('/opportunity')
    await page.getByRole('link', { name: 'Show more' }).click()
    await expect(
      page.getByRole('region', { name: 'Open positions' }).getByRole('listitem'),
    ).toHaveCount(8)
    await expectNoA11yViolations(page)
  })
})
