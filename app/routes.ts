import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { staticBrandPaths, suggiCategorySlugs } from './lib/brand-paths'

// Every public URL of the site in one place (SPEC.md §2.1 as DESIGN.md "Routes" changes it).
// Paths are lower-case; server/app.ts redirects any other case here with a 301 before routing.
const idOf = (p: string) => p.replace(/^\//, '').replace(/\//g, '-')

export default [
  route('robots.txt', 'routes/resources/robots.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('manifest.webmanifest', 'routes/resources/manifest.ts'),

  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('about-us', 'routes/site/about.tsx'),

    route('our-brands', 'routes/site/brands.tsx'),
    route('our-brands-detail', 'routes/site/missing-id.tsx', { id: 'missing-brand' }),
    route('our-brands-detail/:id', 'routes/site/brand.tsx', { id: 'brand-by-id' }),
    route('our-brands-detail/:id/products/:productId', 'routes/site/product.tsx', {
      id: 'product-by-brand-id',
    }),
    ...staticBrandPaths.flatMap((p) => [
      route(p.slice(1), 'routes/site/brand.tsx', { id: `brand-${idOf(p)}` }),
      route(`${p.slice(1)}/products/:productId`, 'routes/site/product.tsx', {
        id: `product-${idOf(p)}`,
      }),
    ]),

    route('our-brands/suggi', 'routes/site/suggi.tsx'),
    route('our-brands/suggi/products', 'routes/site/suggi-products.tsx'),
    route('our-brands/suggi/products/:productId', 'routes/site/product.tsx', {
      id: 'product-suggi',
    }),
    ...suggiCategorySlugs.map((slug) =>
      route(`our-brands/suggi/${slug}`, 'routes/site/suggi-category.tsx', { id: `suggi-${slug}` }),
    ),

    route('resource', 'routes/site/resources.tsx'),
    route('resource/:type', 'routes/site/missing-id.tsx', { id: 'missing-post' }),
    route('resource/:type/:id', 'routes/site/post.tsx'),

    route('opportunity', 'routes/site/opportunities.tsx'),
    route('opportunity-detail', 'routes/site/missing-id.tsx', { id: 'missing-job' }),
    route('opportunity-detail/:id', 'routes/site/job.tsx'),
    route('apply-job', 'routes/site/apply-job.tsx'),

    route('contact-us', 'routes/site/contact.tsx'),
    route('privacy-policy', 'routes/site/privacy.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig
