import {
  brandPath,
  jobPath,
  jobsPath,
  paths as pages,
  postPath,
  productPath,
  suggiCategorySlugs,
  suggiPath,
} from '#app/routing/paths.ts'
import { listBrands, listProductPages, publishedTimes } from '#app/domain/brands/queries.server.ts'
import { JOBS_PER_PAGE, listOpenJobs } from '#app/domain/jobs/queries.server.ts'
import { listPosts } from '#app/domain/posts/queries.server.ts'
import { postTypes } from '#app/domain/posts/view.ts'
import type { Route } from './+types/sitemap'
import { inLang, langTags, langs } from '#app/routing/lang.ts'
import { requestContext } from '#app/platform/context.server.ts'

/**
 * Every public page a search engine should know, from the database (jobs, posts, brands), with
 * `<lastmod>` from each item's last published change (a list page: its newest item's). Later
 * pages of the job list are listed too: each is its own canonical page.
 */
export async function loader({ context: router }: Route.LoaderArgs) {
  const context = requestContext(router)
  const base = context.env.PUBLIC_URL
  // The brands' own pages (their fixed paths among them) come from the live brands below, so an
  // unpublished or trashed brand is left out.
  const paths = new Map<string, number | undefined>(
    [
      ...Object.values(pages),
      suggiPath,
      `${suggiPath}/products`,
      ...suggiCategorySlugs.map((s) => `${suggiPath}/${s}`),
    ].map((p) => [p, undefined]),
  )
  const [brands, products, jobs, brandTimes, productTimes, ...posts] = await Promise.all([
    listBrands(context.db, { listedOnly: false }),
    listProductPages(context.db),
    listOpenJobs(context.db, { limit: 1000 }),
    publishedTimes(context.db, 'brands'),
    publishedTimes(context.db, 'products'),
    ...postTypes.map((t) => listPosts(context.db, t)),
  ])
  const latest = (times: Array<number | undefined>) =>
    times.reduce<number | undefined>(
      (a, b) => (b === undefined ? a : Math.max(a ?? 0, b)),
      undefined,
    )
  for (const b of brands) paths.set(brandPath(b), brandTimes.get(b.id))
  for (const p of products)
    paths.set(productPath(p.brand, p.product), productTimes.get(p.product.id))
  for (const j of jobs.jobs) paths.set(jobPath(j), j.modifiedAt)
  for (const p of posts.flat()) paths.set(postPath(p), p.modifiedAt)
  const jobTimes = latest(jobs.jobs.map((j) => j.modifiedAt))
  paths.set(pages.jobs, jobTimes)
  for (let page = 2; (page - 1) * JOBS_PER_PAGE < jobs.total; page++)
    paths.set(jobsPath(page), jobTimes)
  paths.set(pages.resources, latest(posts.flat().map((p) => p.modifiedAt)))
  paths.set(pages.brands, latest([...brandTimes.values()]))
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  // Each page in both languages, each entry naming every language's page (and x-default, the
  // English one): Google's reciprocal alternates.
  const alternates = (p: string) =>
    [
      ...langs.map((l) => [langTags[l].hreflang, inLang(p, l)] as const),
      ['x-default', inLang(p, 'en')] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${esc(base + href)}"/>`,
      )
      .join('')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[
    ...paths,
  ]
    .flatMap(([p, at]) =>
      langs.map(
        (l) =>
          `  <url><loc>${esc(base + inLang(p, l))}</loc>${at ? `<lastmod>${new Date(at).toISOString()}</lastmod>` : ''}${alternates(p)}</url>`,
      ),
    )
    .join('\n')}\n</urlset>\n`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
