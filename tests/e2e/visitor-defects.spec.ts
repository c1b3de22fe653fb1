import type { Locator, Page } from '@playwright/test'
import { arrangeJob, openServerDb } from './support/db.ts'
import { expect, hydrated, test, widths } from './support/fixtures.ts'
import { drawnBackgrounds, expectChosenStandsOut } from './support/forced-colours.ts'

// What a visitor still met after the first waves (issue 10): each test here fails on the defect
// it is named after.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

test('every page starts with exactly one doctype', async ({ request }) => {
  for (const path of ['/', '/naati', '/contact-us', '/no-such-page']) {
    const html = await (await request.get(path)).text()
    expect(html.match(/<!doctype html>/gi), path).toHaveLength(1)
    expect(html.startsWith('<!DOCTYPE html><html'), path).toBe(true)
  }
})

test('an application takes a phone with +91 and spaces and a resume link without https://, and stores them normalised', async ({
  page,
}) => {
  await page.setViewportSize({ width: widths.phone, height: 740 })
  await page.goto('/apply-job')
  const email = `plus91-${stamp()}@example.com`
  const box = (name: string) => page.getByRole('textbox', { name, exact: true })
  await box('Name').fill('Shilpa Gowda')
  await box('Email Id').fill(email)
  await box('Phone Number').fill('+91 98765 43210')
  await box('Resume Link').fill('drive.google.com/file/d/abc')
  for (const name of ['Phone Number', 'Resume Link'])
    expect(
      await box(name).evaluate((el: HTMLInputElement) => el.validity.valid),
      `${name} passes the browser's checks`,
    ).toBe(true)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Applied Successfully!', { exact: true })).toBeVisible()

  const db = openServerDb('main')
  try {
    expect(
      db.prepare('select phone, resume_link from submissions where email = ?').get(email),
    ).toEqual({ phone: '9876543210', resume_link: 'https://drive.google.com/file/d/abc' })
  } finally {
    db.close()
  }
})

test('the resume link still refuses other schemes in the browser', async ({ page }) => {
  await page.goto('/apply-job')
  const resume = page.getByRole('textbox', { name: 'Resume Link', exact: true })
  for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/cv']) {
    await resume.fill(bad)
    expect(await resume.evaluate((el: HTMLInputElement) => el.validity.patternMismatch), bad).toBe(
      true,
    )
  }
})

test('the footer and the contact page write phone numbers the same way', async ({ page }) => {
  await page.goto('/contact-us')
  const shown = /^\+91 \d{5} \d{5}$/
  const footerPhone = page.getByRole('contentinfo').getByRole('link', { name: /Customer care/ })
  const vendorPhone = page
    .getByRole('region', { name: 'Contact for vendor' })
    .getByRole('link', { name: /Phone/ })
  for (const link of [footerPhone, vendorPhone]) {
    const text = (await link.innerText()).replace(/^.*:\s*/s, '').trim()
    expect(text).toMatch(shown)
    // tel: links stay in the form phones dial.
    await expect(link).toHaveAttribute('href', /^tel:\+91\d{10}$/)
  }
})

/** The height --header-height gives, in pixels. */
const cssHeaderHeight = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.height = 'var(--header-height)'
    document.body.append(probe)
    const h = probe.getBoundingClientRect().height
    probe.remove()
    return h
  })

/** How many lines the element's text takes: the distinct tops of its line boxes. */
const lineCount = (link: Locator) =>
  link.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })

test.describe('the header bar keeps its height and one line per link', () => {
  for (const width of [768, 800, 820, 880, 930, 1024, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/about-us')
      const bar = page.getByRole('banner')
      const box = (await bar.boundingBox())!
      expect(box.height).toBeCloseTo(await cssHeaderHeight(page), 0)

      // Everything the bar shows stays inside it: links, the menu button, the contact widget.
      const inBar = [
        ...(await bar.getByRole('link').all()),
        ...(await bar.getByRole('button').all()),
        page.getByRole('button', { name: /Contact us on WhatsApp or phone/ }),
      ]
      for (const item of inBar) {
        if (!(await item.isVisible())) continue
        const b = (await item.boundingBox())!
        const name = await item.evaluate((el) => el.textContent || el.getAttribute('aria-label'))
        expect(b.y, `${name} starts inside the bar`).toBeGreaterThanOrEqual(box.y)
        expect(b.y + b.height, `${name} ends inside the bar`).toBeLessThanOrEqual(
          box.y + box.height,
        )
      }

      const links = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link')
      if (await links.first().isVisible()) {
        for (const link of await links.all())
          expect(await lineCount(link), await link.innerText()).toBe(1)
        expect(await lineCount(bar.getByRole('link', { name: 'Contact us' }))).toBe(1)
      } else {
        // The links are in the menu: each on one line there.
        await page.getByRole('button', { name: 'Open menu' }).click()
        const menu = page.getByRole('navigation', { name: 'Main menu' })
        await expect(menu).toBeVisible()
        for (const link of await menu.getByRole('link').all())
          expect(await lineCount(link), await link.innerText()).toBe(1)
      }
    })
  }
})

/**
 * Scrolls the page through and lists the text the contact widget's button covers at each stop:
 * text whose box meets the button's box, where the thing right under the button at that point is
 * that text (not the header, which covers scrolled text by design).
 */
const textUnderWidget = (page: Page) =>
  page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) =>
      /Contact us on WhatsApp or phone/.test(b.textContent ?? ''),
    )!
    const widget = button.closest('aside')!
    const covered = new Set<string>()
    const max = document.documentElement.scrollHeight - window.innerHeight
    const stops = [...Array(Math.ceil(max / 200) + 1).keys()].map((i) => Math.min(i * 200, max))
    for (const y of stops) {
      window.scrollTo(0, y)
      const b = button.getBoundingClientRect()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!node.textContent?.trim() || !parent || widget.contains(parent)) continue
        // Visually hidden labels (sr-only: a 1 px box that clips its text) are not on the screen.
        const p = parent.getBoundingClientRect()
        if (p.width <= 1 || p.height <= 1) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const r of range.getClientRects()) {
          const left = Math.max(r.left, b.left)
          const right = Math.min(r.right, b.right)
          const top = Math.max(r.top, b.top)
          const bottom = Math.min(r.bottom, b.bottom)
          if (right <= left || bottom <= top) continue
          const under = document
            .elementsFromPoint((left + right) / 2, (top + bottom) / 2)
            .find((el) => !widget.contains(el))
          if (under && (under === parent || under.contains(parent) || parent.contains(under)))
            covered.add(`${node.textContent.trim().slice(0, 40)} (at ${y} px)`)
        }
      }
    }
    window.scrollTo(0, 0)
    return [...covered]
  })

test.describe('the contact widget covers no text on a phone', () => {
  for (const path of [
    '/opportunity-detail/1',
    '/femiluv',
    '/',
    '/about-us',
    '/naati',
    '/our-brands/suggi',
    '/contact-us',
    '/apply-job',
  ]) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: widths.phone, height: 740 })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await textUnderWidget(page)).toEqual([])
    })
  }

  test('nor on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto('/opportunity-detail/1')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await textUnderWidget(page)).toEqual([])
  })
})

test('the home hero shows each slide text whole on a phone', async ({ page }) => {
  const db = openServerDb('main')
  const slides = db
    .prepare("select title, description from home_slides where status = 'published'")
    .all() as Array<{ title: string; description: string }>
  db.close()
  await page.setViewportSize({ width: widths.phone, height: 740 })
  await page.goto('/')
  const carousel = page.getByRole('region', { name: /./ }).filter({
    has: page.getByRole('group', { name: new RegExp(`^1 of ${slides.length}:`) }),
  })
  for (const s of slides) {
    const text = page.getByText(s.description.replace(/<[^>]+>/g, '').trim(), { exact: true })
    await expect(text).toHaveCount(1)
    // Not clamped: the paragraph is as tall as its lines, and the carousel does not cut it.
    expect(await text.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1)
    const t = (await text.boundingBox())!
    const c = (await carousel.boundingBox())!
    expect(t.y + t.height).toBeLessThanOrEqual(c.y + c.height)
  }
})

test.describe('award pictures are drawn whole', () => {
  for (const width of [widths.phone, 820, widths.desktop]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/about-us')
      const awards = page.getByRole('region', { name: 'Our Awards' }).getByRole('listitem')
      await expect(awards).toHaveCount(4)
      for (const award of await awards.all()) {
        const img = award.getByRole('img')
        await img.scrollIntoViewIfNeeded()
        await expect(img).toHaveJSProperty('complete', true)
        const { drawn, natural } = await img.evaluate((el: HTMLImageElement) => ({
          drawn: el.getBoundingClientRect().width / el.getBoundingClientRect().height,
          natural: el.naturalWidth / el.naturalHeight,
        }))
        // The box has the picture's own shape, so object-fit: cover crops nothing.
        expect(drawn).toBeCloseTo(natural, 1)
        const card = (await award.boundingBox())!
        const box = (await img.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(card.x)
        expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width)
      }
    })
  }
})

test('About says "Our Mission" and "Our Vision" once each', async ({ page }) => {
  await page.goto('/about-us')
  const section = page.getByRole('region', { name: 'Our Mission and Vision' })
  for (const heading of ['Our Mission', 'Our Vision']) {
    await expect(section.getByRole('heading', { level: 3, name: heading })).toBeVisible()
    await expect(section.getByText(heading, { exact: true })).toHaveCount(1)
    // A picture that spells the heading again (its alt text says so) is the repeat.
    await expect(section.getByAltText(new RegExp(heading))).toHaveCount(0)
  }
  await expect(section.getByRole('listitem').getByRole('img')).toHaveCount(2)
})

test.describe('banners have a phone shape on a phone', () => {
  for (const path of [
    '/femiluv',
    '/naati',
    '/kick-bite',
    '/our-brands/suggi',
    '/our-brands/suggi/spices',
    '/our-brands',
    '/opportunity',
  ]) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: widths.phone, height: 740 })
      await page.goto(path)
      // Every one of these pages opens with its banner.
      const banner = (await page.getByRole('main').getByRole('img').first().boundingBox())!
      expect(banner.width).toBeCloseTo(widths.phone, 0)
      // 16:5 artwork drawn full width is a 112 px strip; at least half as tall as wide.
      expect(banner.height).toBeGreaterThanOrEqual(banner.width / 2 - 1)
    })
  }
})

test("Suggi's Range lists every Suggi category", async ({ page }) => {
  const db = openServerDb('main')
  const names = (
    db
      .prepare(
        "select name from categories where brand_id = 2 and target_path is null and status = 'published'",
      )
      .all() as Array<{ name: string }>
  ).map((c) => c.name)
  db.close()
  expect(names.length).toBeGreaterThanOrEqual(6)
  await page.goto('/our-brands/suggi')
  const glance = page.getByRole('complementary', { name: 'Suggi at a glance' })
  for (const name of names) await expect(glance.getByText(name, { exact: true })).toBeVisible()
})

test.describe('no page is wider than the screen', () => {
  for (const width of [widths.phone, 768, 820]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/', '/about-us', '/our-brands', '/naati', '/contact-us', '/resource']) {
        await page.goto(path)
        // A long e-mail address in a narrow footer column, or a long word in a narrow card,
        // pushed the page sideways.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          path,
        ).toBeLessThanOrEqual(0)
      }
    })
  }
})

// A phone zoomed for larger text: Chrome on Android zooms the page, so a 360 px screen at 150 %
// lays the page out at 240 px. The logo took a fixed 150 px, and the menu button slid under the
// contact widget: a tap meant for the menu opened the contact links.
test.describe('at 240 px (a phone zoomed to 150 %) the bar can be tapped and the page fits', () => {
  // The home page's hero controls and the application form's one-column grid were the two that
  // stretched the page at 240 px.
  for (const path of ['/', '/kn/about-us', '/apply-job']) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: 240, height: 600 })
      await page.goto(path)
      const kn = path.startsWith('/kn')
      const controls = [
        page.getByRole('banner').getByRole('link', { name: kn ? /ಮುಖಪುಟ/ : /home/ }),
        page.getByRole('button', { name: kn ? 'ಮೆನು ತೆರೆಯಿರಿ' : 'Open menu' }),
        page
          .getByRole('complementary', { name: kn ? 'ತಕ್ಷಣ ಸಂಪರ್ಕಿಸಿ' : 'Quick contact' })
          .getByRole('button'),
      ]
      for (const control of controls) {
        const b = (await control.boundingBox())!
        expect(b.x, 'starts on the screen').toBeGreaterThanOrEqual(0)
        expect(b.x + b.width, 'ends on the screen').toBeLessThanOrEqual(240)
        // What a finger at the control's middle meets is the control, not something over it.
        const hit = await control.evaluate((el) => {
          const r = el.getBoundingClientRect()
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
          return top !== null && el.contains(top)
        })
        expect(
          hit,
          `${(await control.getAttribute('aria-label')) ?? (await control.innerText())} is on top`,
        ).toBe(true)
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      ).toBeLessThanOrEqual(0)
    })
  }
})

test('at 240, 320 and 1024 px each statistic stays whole on one line in its card, and each tab label inside its tab', async ({
  page,
}) => {
  // The home page's counters show their final figures at once under reduced motion.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const width of [240, 320, 1024]) {
    await page.setViewportSize({ width, height: 700 })
    for (const path of ['/', '/kn', '/about-us']) {
      await page.goto(path)
      // "17,457,000+" broke before its "+" at 320 and 1024 px (the column beside the map), and
      // "3,782,1|33+" read as two numbers at 240; the Kannada tab labels ran into each other
      // there.
      const faults = await page.evaluate(() => {
        const out: string[] = []
        for (const dd of document.querySelectorAll('main dl dd')) {
          if (!/\d/.test(dd.textContent ?? '')) continue
          const shown = dd.querySelector('[aria-hidden="true"]') ?? dd
          const range = document.createRange()
          range.selectNodeContents(shown)
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
          if (lines !== 1) out.push(`${shown.textContent} takes ${lines} lines`)
          // Whole on its line, the figure still fits the card's width it is drawn in.
          if (range.getBoundingClientRect().width > dd.clientWidth + 0.5)
            out.push(`${shown.textContent} is wider than its card`)
        }
        for (const tab of document.querySelectorAll('[role="tab"]'))
          if (tab.scrollWidth > tab.clientWidth)
            out.push(`the tab ${tab.textContent} is too narrow for its label`)
        return out
      })
      expect(faults, `${path} at ${width} px`).toEqual([])
    }
  }
})

test("no word of a value, a category, a product name or a job's summary is cut in two: Kannada at 320 px, English at 240 px", async ({
  page,
}) => {
  // Cards two to a row, or with a badge or a label beside the words, left a long word less room
  // than it needs, and the line broke inside it: "ಬದಲಾವಣೆಯಾ|ಗೋಣ", "ಬೇಳೆಕಾಳುಗ|ಳು", "Leadershi|p",
  // "Groundn|ut", "Chikkaballapu|r".
  const job = arrangeJob({ title: `Store Helper ${stamp()}`, location: 'Chikkaballapur' })
  for (const [width, path] of [
    [320, '/kn/opportunity'],
    [320, '/kn/our-brands/suggi'],
    [240, '/opportunity'],
    [240, '/our-brands/suggi/products'],
    [240, `/opportunity-detail/${job}`],
  ] as const) {
    await page.setViewportSize({ width, height: 700 })
    await page.goto(path)
    const cut = await page.evaluate(() => {
      const out: string[] = []
      const texts = document.querySelectorAll('main li h3, main li span, main aside dd')
      for (const el of texts) {
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange()
            range.setStart(node, word.index)
            range.setEnd(node, word.index + word[0].length)
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
            if (lines.size > 1) out.push(word[0])
          }
        }
      }
      return out
    })
    expect(cut, `${path} at ${width} px`).toEqual([])
  }
})

test('a job with a long link and a long run of words without spaces fits a phone, in both languages', async ({
  page,
}) => {
  // What staff paste: a form's address in the text and the description, places joined by slashes.
  // A word longer than the screen pushed the whole page sideways, header and all.
  const link = 'https://docs.google.com/forms/d/e/1FAIpQLSfD3k9x7Qw2ZyXcVbNmLkJhGfDsA/viewform'
  const id = arrangeJob({
    title: `Store Helper ${stamp()}`,
    summaryHtml: `<p>Fill in ${link} to apply.</p>`,
    descriptionHtml: `<p>The form: <a href="${link}">${link}</a></p>`,
    location: 'Bengaluru/Mysuru/Mandya/Hassan/Tumakuru/Chikkamagaluru',
  })
  await page.setViewportSize({ width: widths.phone, height: 800 })
  for (const path of [`/opportunity-detail/${id}`, `/kn/opportunity-detail/${id}`]) {
    await page.goto(path)
    await expect(page.getByRole('link', { name: link })).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      path,
    ).toBeLessThanOrEqual(0)
    // Each is inside the screen, not cut off by a box that hides what spills.
    for (const text of [
      link,
      `Fill in ${link} to apply.`,
      'Bengaluru/Mysuru/Mandya/Hassan/Tumakuru/Chikkamagaluru',
    ]) {
      const box = (await page.getByText(text, { exact: true }).first().boundingBox())!
      expect(box.x + box.width, `${text} on ${path}`).toBeLessThanOrEqual(widths.phone)
    }
  }
})

test('the About banner buttons keep their labels on one line at 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 })
  await page.goto('/about-us')
  const band = page.getByRole('region', { name: 'Grow with us' })
  for (const name of ['Partner with us', 'See open jobs'])
    expect(await lineCount(band.getByRole('link', { name })), name).toBe(1)
})

test('a long product range takes three columns on a tablet', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 800 })
  await page.goto('/naati')
  const cards = page.getByRole('region', { name: 'List of Products' }).getByRole('listitem')
  const tops = await Promise.all(
    (await cards.all()).slice(0, 4).map(async (c) => (await c.boundingBox())!.y),
  )
  expect(tops.slice(0, 3).every((y) => y === tops[0])).toBe(true)
  expect(tops[3]).toBeGreaterThan(tops[0]!)
})

test.describe('the page’s largest picture is asked for first', () => {
  // The page's largest picture in the first screen (its Largest Contentful Paint) is the one a
  // slow network should bring first: preloaded, high priority, never lazy (a lazy picture waits
  // for layout before it is fetched). Resources' banner was lazy while the first Vani card was
  // preloaded, and its LCP was 1.3–2.6 s. Which picture is the largest follows from the layout,
  // so this reads it from the browser. Where `picture` is false the largest paint may be a
  // paragraph at some widths; a picture there is held to the same rule.
  const pages = [
    { path: '/', picture: true },
    { path: '/kn', picture: true },
    { path: '/naati', picture: true },
    { path: '/kn/naati', picture: true },
    { path: '/opportunity', picture: true },
    { path: '/resource', picture: true },
    { path: '/kn/resource', picture: true },
    { path: '/about-us', picture: false },
    { path: '/opportunity-detail/1-field-sales-executive-mandya', picture: false },
    { path: '/resource/blog/1-how-a-village-kirana-becomes-a-grameen-supermarket', picture: false },
  ]
  const screens = [
    { width: widths.phone, height: 740 },
    { width: 412, height: 823 }, // Lighthouse's phone
    { width: 412, height: 915 },
    { width: widths.desktop, height: 800 },
  ]
  for (const screen of screens)
    test(`at ${screen.width}×${screen.height}`, async ({ page }) => {
      await page.setViewportSize(screen)
      // A picture that has loaded is not yet reported as painted: the browser reports a paint
      // once the frame is on the screen, a task that may wait behind the scripts'. Every picture
      // is marked for Element Timing as the parser adds it, so the test can tell when each one's
      // paint has been reported (and a largest paint with it).
      await page.addInitScript(() => {
        const drawn = new Set<Element>()
        Object.assign(window, { drawn })
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            if (e.element) drawn.add(e.element)
        }).observe({ type: 'element', buffered: true })
        new MutationObserver((records) => {
          for (const r of records)
            for (const node of r.addedNodes) {
              if (!(node instanceof Element)) continue
              const imgs = node instanceof HTMLImageElement ? [node] : node.querySelectorAll('img')
              for (const img of imgs) img.setAttribute('elementtiming', 'picture')
            }
        }).observe(document, { childList: true, subtree: true })
      })
      for (const { path, picture } of pages) {
        await page.goto(path)
        // Every picture the first screen shows has come and been painted, so no larger paint is
        // still to come.
        await expect
          .poll(() =>
            page.evaluate(() => {
              const { drawn } = window as unknown as { drawn: Set<Element> }
              return [...document.images].every((img) => {
                const r = img.getBoundingClientRect()
                const shown = r.width > 0 && r.top < innerHeight && r.bottom > 0
                if (!shown || r.left >= innerWidth || r.right <= 0) return true
                return img.complete && (img.naturalWidth === 0 || drawn.has(img))
              })
            }),
          )
          .toBe(true)
        const largest = await page.evaluate(
          () =>
            new Promise<{ tag: string; priority: string | null; lazy: boolean; src: string }>(
              (resolve) => {
                new PerformanceObserver((list) => {
                  // null when the element has left the page since it was painted.
                  const el = (
                    list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }
                  ).element
                  const img = el instanceof HTMLImageElement ? el : null
                  resolve({
                    tag: el?.tagName ?? 'an element no longer in the page',
                    priority: el?.getAttribute('fetchpriority') ?? null,
                    lazy: img?.loading === 'lazy',
                    src: img?.currentSrc ?? '',
                  })
                }).observe({ type: 'largest-contentful-paint', buffered: true })
              },
            ),
        )
        if (picture) expect.soft(largest.tag, `${path}: the largest paint is a picture`).toBe('IMG')
        if (largest.tag !== 'IMG') continue
        expect.soft(largest.lazy, `${path}: ${largest.src} is lazy`).toBe(false)
        expect.soft(largest.priority, `${path}: ${largest.src} is asked for first`).toBe('high')
      }
    })
})

test.describe('in a Windows contrast theme (forced colours) what is chosen still shows', () => {
  // Such a theme draws every page in its own few colours and drops the site's backgrounds. Where a
  // background alone showed something, it was gone: which Why Choose Us tab and which TruLove line
  // was chosen, the slide buttons of both carousels (bars of colour), and the edge of a filled
  // button, which then read as plain text.
  test.use({ colorScheme: 'dark' })
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
  })

  test('the chosen tab and the current slide, on the home page', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const tabs = page.getByRole('tab')
    await expectChosenStandsOut(tabs, 0, 'tabs')
    await tabs.nth(1).click()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expectChosenStandsOut(tabs, 1, 'tabs after choosing the second')

    // Each slide button is a bar drawn by its background: every bar shows on the Canvas, and the
    // current slide's differs from the others'.
    const bars = page.getByRole('button', { name: /^Show slide/ }).locator('[aria-hidden="true"]')
    const { canvas, of } = await drawnBackgrounds(bars)
    expect(of.length).toBe(4)
    for (const bg of of) expect(bg, 'a slide bar is not the page').not.toBe(canvas)
    const current = await page
      .getByRole('button', { name: /^Show slide/ })
      .evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-current') === 'true'))
    await expectChosenStandsOut(bars, current, 'slide bars')
  })

  test("the chosen line on TruLove's page, with and without its script", async ({
    page,
    browser,
  }) => {
    await page.goto('/trulove')
    await hydrated(page)
    const pills = page.getByRole('group', { name: 'TruLove range' }).getByRole('button')
    await expect(pills.first()).toHaveAttribute('aria-pressed', 'true')
    await expectChosenStandsOut(pills, 0, 'lines')
    await pills.nth(1).click()
    await expect(pills.nth(1)).toHaveAttribute('aria-pressed', 'true')
    await expectChosenStandsOut(pills, 1, 'lines after choosing Wafers')

    // Before its script runs (or without it) each line is a link to the page with that line.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      colorScheme: 'dark',
      forcedColors: 'active',
    })
    const plain = await context.newPage()
    await plain.goto(`${new URL(page.url()).origin}/trulove?line=wafers`)
    const links = plain.getByRole('group', { name: 'TruLove range' }).getByRole('link')
    await expect(links.nth(1)).toHaveAttribute('aria-current', 'true')
    await expectChosenStandsOut(links, 1, 'lines without the script')
    await context.close()
  })

  test('the current slide of a card carousel, and the edge of a filled button', async ({
    page,
  }) => {
    await page.goto('/resource')
    await hydrated(page)
    // Each carousel (Vani, news, blogs) has its own dots and its own current slide.
    const carousels = page.locator('section[aria-roledescription="carousel"]')
    await expect(carousels.first().getByRole('button', { name: /^Go to slide/ })).not.toHaveCount(0)
    for (const carousel of await carousels.all()) {
      const dots = carousel.getByRole('button', { name: /^Go to slide/ })
      const bars = dots.locator('[aria-hidden="true"]')
      const { canvas, of } = await drawnBackgrounds(bars)
      for (const bg of of) expect(bg, 'a dot is not the page').not.toBe(canvas)
      const current = await dots.evaluateAll((els) =>
        els.findIndex((el) => el.getAttribute('aria-current') === 'true'),
      )
      await expectChosenStandsOut(bars, current, 'dots')
    }

    await page.goto('/contact-us')
    const send = page.getByRole('button', { name: 'Send Message' })
    const edge = await send.evaluate((el) => {
      const s = getComputedStyle(el)
      return {
        style: s.borderTopStyle,
        width: parseFloat(s.borderTopWidth),
        color: s.borderTopColor,
        bg: s.backgroundColor,
      }
    })
    expect(edge.style).toBe('solid')
    expect(edge.width).toBeGreaterThanOrEqual(1)
    expect(edge.color, 'the edge is drawn in a colour of its own').not.toBe(edge.bg)
  })
})

test('printed or saved as a PDF, a page is its words in ink, under a header drawn once', async ({
  page,
}) => {
  // Paper leaves backgrounds out, so the footer's address and a brand's title (white on a band of
  // colour) printed white on white. The header, fixed to the top of the screen, was drawn on
  // every sheet over its first lines, and the menu button and the carousels' controls were
  // printed, though they do nothing on paper.
  /** How light a text's colour is (relative luminance, 0 black to 1 white). */
  const lightness = (text: Locator) =>
    text.evaluate((el) => {
      const [r, g, b] = (getComputedStyle(el).color.match(/[\d.]+/g) ?? []).map(Number)
      const lin = (c = 0) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    })
  await page.emulateMedia({ media: 'print' })

  await page.goto('/opportunity-detail/1-field-sales-executive-mandya')
  const header = page.getByRole('banner')
  expect(await header.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed')
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden()
  await expect(page.getByRole('complementary', { name: 'Quick contact' })).toBeHidden()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('navigation', { name: 'Footer' })).toBeHidden()
  const address = footer.getByText('2nd Floor, 14 Lalbagh Road')
  await expect(address).toBeVisible()
  expect(await lightness(address), 'the address is in ink').toBeLessThan(0.1)
  expect(await lightness(footer.getByRole('link', { name: /80655 50123/ }))).toBeLessThan(0.1)

  await page.goto('/naati')
  expect(
    await lightness(page.getByRole('heading', { level: 1 })),
    "the brand's title",
  ).toBeLessThan(0.1)

  await page.goto('/')
  await expect(
    page.getByRole('button', { name: /Pause the slideshow|Play the slideshow/ }),
  ).toBeHidden()
  await page.goto('/resource')
  await expect(page.getByRole('button', { name: 'Next slide' }).first()).toBeHidden()
})
