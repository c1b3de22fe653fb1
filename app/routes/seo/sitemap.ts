import {
  brandPath,
  jobPath,
  paths as pages,
  postPath,
  productPath,
  suggiCategorySlugs,
  suggiPath,
} from '#app/routing/paths.ts'
import { listBrands, listProductPages } from '#app/domain/brands/queries.server.ts'
import { listOpenJobs } from '#app/domain/jobs/queries.server.ts'
import { listPosts } from '#app/domain/posts/queries.server.ts'
import { postTypes } from '#app/domain/posts/view.ts'
import type { Route } from './+types/sitemap'
import { requestContext } from '#app/platform/context.server.ts'

/** Every public page a search engine should know, from the database (jobs, posts, brands). */
export async function loader({ context: router }: Route.LoaderArgs) {
  const context = requestContext(router)
  const base = context.env.PUBLIC_URL
  const paths = new Set<string>([
    ...Object.values(pages),
    // The brands' own pages (their fixed paths among them) come from the live brands below, so
    // an unpublished or trashed brand is left out.
    suggiPath,
    `${suggiPath}/products`,
    ...suggiCategorySlugs.map((s) => `${suggiPath}/${s}`),
  ])
  const [brands, products, jobs, ...posts] = await Promise.all([
    listBrands(context.db, { listedOnly: false }),
    listProductPages(context.db),
    listOpenJobs(context.db, { limit: 1000 }),
    ...postTypes.map((t) => listPosts(context.db, t)),
  ])
  for (const b of brands) paths.add(brandPath(b))
  for (const p of products) paths.add(productPath(p.brand, p.product))
  for (const j of jobs.jobs) paths.add(jobPath(j))
  for (const p of posts.flat()) paths.add(postPath(p))
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[
    ...paths,
  ]
    .map((p) => `  <url><loc>${esc(base + p)}</loc></url>`)
    .join('\n')}\n</urlset>\n`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
