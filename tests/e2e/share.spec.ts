import { expect, test, type APIRequestContext } from '@playwright/test'
import { servers } from '../../playwright.config.ts'
import { schemaProblems } from '../setup/schema-org.ts'

// Links that travel (issue 38): every page of the sitemap answers 200 with a canonical link equal
// to its <loc>, a share picture a link preview can draw (a JPEG or PNG of at most 300 KB whose
// width, height, type and alt text the page declares) and JSON-LD that passes the schema checks.
// The pages are split over a fixed number of tests so each stays short; each test reads the
// sitemap itself and takes every SHARDS-th page.

const SHARDS = 10
const WHATSAPP_LIMIT = 300 * 1024

async function sitemap(request: APIRequestContext) {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  const xml = await res.text()
  const unescape = (text: string) => text.replace(/&amp;/g, '&')
  // Each <url> holds its <loc>, perhaps a <lastmod>, and its language alternates (issue 35).
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => ({
    loc: unescape(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang!, unescape(href!)],
      ),
    ),
  }))
}

const attr = (html: string, pattern: RegExp) =>
  pattern.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null
const meta = (html: string, property: string) =>
  attr(html, new RegExp(`<meta property="${property}" content="([^"]*)"`))

test('the sitemap has <lastmod> from each item and lists the later pages of the job list', async ({
  request,
}) => {
  const urls = await sitemap(request)
  expect(urls.length).toBeGreaterThan(80)
  const at = (path: string) => urls.find((u) => u.loc === `${servers.main}${path}`)
  for (const u of urls.filter((u) => /\/(opportunity-detail|resource\/\w+)\/\d+/.test(u.loc)))
    expect(Date.parse(u.lastmod ?? ''), u.loc).toBeGreaterThan(0)
  expect(at('/naati')?.lastmod).toBeTruthy()
  expect(at('/opportunity?page=2')).toBeTruthy()
  expect(at('/contact-us')?.lastmod).toBeUndefined()
  // Both languages, each page naming the other and the other naming it back.
  expect(at('/kn/naati')?.lastmod).toBe(at('/naati')?.lastmod)
  for (const u of urls) {
    const { 'en-IN': en, 'kn-IN': kn, 'x-default': fallback } = u.alternates
    expect([en, kn], u.loc).toContain(u.loc)
    expect(fallback, u.loc).toBe(en)
    const twin = urls.find((v) => v.loc === (u.loc === en ? kn : en))
    expect(twin?.alternates, u.loc).toEqual(u.alternates)
  }
})

for (let shard = 0; shard < SHARDS; shard++)
  test(`sitemap pages, part ${shard + 1} of ${SHARDS}: 200, own canonical, share picture, valid JSON-LD`, async ({
    request,
  }) => {
    const urls = (await sitemap(request)).filter((_, i) => i % SHARDS === shard)
    expect(urls.length).toBeGreaterThan(5)
    const images = new Map<string, string>()
    for (const { loc } of urls) {
      const res = await request.get(loc.replace(servers.main, ''), { maxRedirects: 0 })
      expect(res.status(), loc).toBe(200)
      const html = await res.text()
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/), loc).toBe(loc)
      const image = meta(html, 'og:image')
      expect(image, loc).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*\.(og\.jpg\?v=\w+|png)$/)
      expect(meta(html, 'og:image:width'), loc).toBe('1200')
      expect(meta(html, 'og:image:height'), loc).toBe('630')
      expect(meta(html, 'og:image:alt')?.trim(), loc).toBeTruthy()
      images.set(image!, meta(html, 'og:image:type')!)
      if (/\/resource\/\w+\/\d+/.test(loc)) {
        expect(meta(html, 'og:type'), loc).toBe('article')
        expect(Date.parse(meta(html, 'article:published_time') ?? ''), loc).toBeGreaterThan(0)
      }
      for (const m of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs))
        expect(schemaProblems(JSON.parse(m[1]!)), loc).toEqual([])
    }
    for (const [url, type] of images) {
      const res = await request.get(url.replace(servers.main, ''))
      expect(res.status(), url).toBe(200)
      expect(res.headers()['content-type'], url).toBe(type)
      expect(['image/jpeg', 'image/png']).toContain(type)
      expect((await res.body()).length, url).toBeLessThanOrEqual(WHATSAPP_LIMIT)
    }
  })

test('the home page names the company and the site; stories, jobs and brands have their types', async ({
  request,
}) => {
  const types = async (path: string) => {
    const html = await (await request.get(path)).text()
    return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .flatMap((m) => [JSON.parse(m[1]!)].flat())
      .map((ld: { '@type': string }) => ld['@type'])
  }
  expect(await types('/')).toEqual(['Organization', 'WebSite'])
  expect(await types('/naati')).toEqual(['BreadcrumbList'])
  expect(await types('/opportunity-detail/1')).toEqual(['JobPosting', 'BreadcrumbList'])
  expect((await types('/resource/news/11')).sort()).toEqual(['BreadcrumbList', 'NewsArticle'])
})
