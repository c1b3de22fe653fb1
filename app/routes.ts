import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { contentKinds } from '#app/routing/console.ts'
import { postTypes } from '#app/domain/posts/view.ts'
import { feedPath, staticBrandPaths, suggiCategorySlugs } from '#app/routing/paths.ts'

// Every public URL of the site in one place (SPEC.md §2.1 as DESIGN.md "Routes" changes it).
// Paths are lower-case; server/app.ts redirects any other case here with a 301 before routing.
const idOf = (p: string) => p.replace(/^\//, '').replace(/\//g, '-')

export default [
  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('manifest.webmanifest', 'routes/seo/manifest.ts'),
  // Before resource/:type/:id in rank: a static last segment wins over a dynamic one.
  ...postTypes.map((type) =>
    route(feedPath(type).slice(1), 'routes/seo/feed.ts', { id: `feed-${type}` }),
  ),

  // The staff console (DESIGN.md "Staff console contracts"). Only the sign-in and invitation
  // pages answer without a session (server/admin-guard.ts); everything else is in the layout,
  // whose loader asks for a signed-in person, and every loader and action checks the role.
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/invite/:token', 'routes/admin/invite.tsx'),
  route('admin/logout', 'routes/admin/logout.tsx'),
  route('admin/inbox.csv', 'routes/admin/inbox-csv.ts'),
  layout('routes/admin/layout.tsx', { id: 'console' }, [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/account', 'routes/admin/account.tsx'),
    route('admin/users', 'routes/admin/users.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/inbox', 'routes/admin/inbox.tsx'),
    route('admin/inbox/:id', 'routes/admin/inbox-item.tsx'),
    route('admin/privacy', 'routes/admin/privacy.tsx'),
    route('admin/redirects', 'routes/admin/redirects.tsx'),
    // Every content kind at /admin/<kind>, /admin/<kind>/new and /admin/<kind>/<id> (DESIGN.md),
    // served by one list and one editor that read the kind from the URL.
    ...contentKinds
      .filter((k) => k !== 'settings')
      .flatMap((k) => [
        route(`admin/${k}`, 'routes/admin/content-list.tsx', { id: `content-list-${k}` }),
        route(`admin/${k}/:id`, 'routes/admin/content-edit.tsx', { id: `content-edit-${k}` }),
      ]),
    route('admin/settings', 'routes/admin/content-edit.tsx', { id: 'content-edit-settings' }),
    route('admin/preview/:kind/:id', 'routes/admin/preview.tsx'),
    route('admin/media', 'routes/admin/media.tsx'),
    route('admin/media/:id', 'routes/admin/media-item.tsx'),
    route('admin/*', 'routes/admin/not-found.tsx'),
  ]),

  layout('routes/pages/layout.tsx', [
    index('routes/pages/home.tsx'),
    route('about-us', 'routes/pages/about.tsx'),

    route('our-brands', 'routes/pages/brands.tsx'),
    route('our-brands-detail', 'routes/pages/missing-id.tsx', { id: 'missing-brand' }),
    route('our-brands-detail/:id', 'routes/pages/brand.tsx', { id: 'brand-by-id' }),
    route('our-brands-detail/:id/products/:productId', 'routes/pages/product.tsx', {
      id: 'product-by-brand-id',
    }),
    ...staticBrandPaths.flatMap((p) => [
      route(p.slice(1), 'routes/pages/brand.tsx', { id: `brand-${idOf(p)}` }),
      route(`${p.slice(1)}/products/:productId`, 'routes/pages/product.tsx', {
        id: `product-${idOf(p)}`,
      }),
    ]),

    route('our-brands/suggi', 'routes/pages/suggi.tsx'),
    route('our-brands/suggi/products', 'routes/pages/suggi-products.tsx'),
    route('our-brands/suggi/products/:productId', 'routes/pages/product.tsx', {
      id: 'product-suggi',
    }),
    ...suggiCategorySlugs.map((slug) =>
      route(`our-brands/suggi/${slug}`, 'routes/pages/suggi-category.tsx', { id: `suggi-${slug}` }),
    ),

    route('resource', 'routes/pages/resources.tsx'),
    route('resource/:type', 'routes/pages/missing-id.tsx', { id: 'missing-post' }),
    route('resource/:type/:id', 'routes/pages/post.tsx'),

    route('opportunity', 'routes/pages/opportunities.tsx'),
    route('opportunity-detail', 'routes/pages/missing-id.tsx', { id: 'missing-job' }),
    route('opportunity-detail/:id', 'routes/pages/job.tsx'),
    route('apply-job', 'routes/pages/apply-job.tsx'),

    route('contact-us', 'routes/pages/contact.tsx'),
    route('privacy-policy', 'routes/pages/privacy.tsx'),
    route('*', 'routes/pages/not-found.tsx'),
  ]),
] satisfies RouteConfig
