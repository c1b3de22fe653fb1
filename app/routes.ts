import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { postTypes } from '#app/domain/posts/view.ts'
import { feedPath } from '#app/routing/paths.ts'

// Every public URL of the site in one place (SPEC.md §2.1 as DESIGN.md "Routes" changes it).
// Paths are lower-case; server/app.ts redirects any other case here with a 301 before routing.

export default [
  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  // The web app manifest and the post feeds in each language: English at the path, Kannada under
  // /kn (the optional segment keeps them in their route family, as the pages are).
  route('kn?/manifest.webmanifest', 'routes/seo/manifest.ts'),
  // Forms kept on a phone without signal, sent later by the service worker (docs/decisions/0028).
  route('forms/token', 'routes/forms/token.ts'),
  route('forms/send', 'routes/forms/send.ts'),
  // Before resource/:type/:id in rank: a static last segment wins over a dynamic one.
  ...postTypes.map((type) =>
    route(`kn?${feedPath(type)}`, 'routes/seo/feed.ts', { id: `feed-${type}` }),
  ),

  // The staff console (DESIGN.md "Staff console contracts"). Only the sign-in and invitation
  // pages answer without a session (server/admin-guard.ts); everything else is in the layout,
  // whose loader asks for a signed-in person, and every loader and action checks the role.
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/invite/:token', 'routes/admin/invite.tsx'),
  route('admin/logout', 'routes/admin/logout.tsx'),
  route('admin/inbox.csv', 'routes/admin/inbox-csv.ts'),
  // JSON for the editor's picture chooser; a static last segment wins over admin/media/:id.
  route('admin/media/choices', 'routes/admin/media-choices.ts'),
  // The editor's live preview: a public page drawn from the form's unsaved values.
  route('admin/live-preview/:kind/:id', 'routes/admin/live-preview.ts'),
  layout('routes/admin/layout.tsx', { id: 'console' }, [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/account', 'routes/admin/account.tsx'),
    route('admin/users', 'routes/admin/users.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/inbox', 'routes/admin/inbox.tsx'),
    route('admin/inbox/:id', 'routes/admin/inbox-item.tsx'),
    route('admin/privacy', 'routes/admin/privacy.tsx'),
    route('admin/redirects', 'routes/admin/redirects.tsx'),
    route('admin/trash', 'routes/admin/trash.tsx'),
    route('admin/search', 'routes/admin/search.tsx'),
    route('admin/review', 'routes/admin/review-rules.tsx'),
    // Every content kind at /admin/<kind>, /admin/<kind>/new and /admin/<kind>/<id> (DESIGN.md),
    // served by one list and one editor that read the kind from the URL; an unknown kind is the
    // console's 404. Two patterns, not two routes a kind: React Router tries the routes in turn,
    // three times a render (docs/decisions/0016). Public paths are matched without the routes of
    // this block (server/react-router-adapter.ts, docs/decisions/0017), and among the routes of
    // their first segment (docs/decisions/0018); console paths with all.
    route('admin/:kind', 'routes/admin/content-list.tsx', { id: 'content-list' }),
    route('admin/:kind/:id', 'routes/admin/content-edit.tsx', { id: 'content-edit' }),
    route('admin/settings', 'routes/admin/content-edit.tsx', { id: 'content-edit-settings' }),
    route('admin/preview/:kind/:id', 'routes/admin/preview.tsx'),
    route('admin/media', 'routes/admin/media.tsx'),
    route('admin/media/:id', 'routes/admin/media-item.tsx'),
    route('admin/*', 'routes/admin/not-found.tsx'),
  ]),

  // Every public page in English at its path and in Kannada under /kn (DESIGN.md "Languages"):
  // an optional static segment, so each route answers both and the route table stays one list
  // (app/routing/lang.ts reads the language from the URL; the adapter's route families skip the
  // prefix, docs/decisions/0018).
  route('kn?', 'routes/pages/layout.tsx', [
    index('routes/pages/home.tsx'),
    route('about-us', 'routes/pages/about.tsx'),

    route('our-brands', 'routes/pages/brands.tsx'),
    route('our-brands-detail', 'routes/pages/missing-id.tsx', { id: 'missing-brand' }),
    route('our-brands-detail/:id', 'routes/pages/brand.tsx', { id: 'brand-by-id' }),
    route('our-brands-detail/:id/products/:productId', 'routes/pages/product.tsx', {
      id: 'product-by-brand-id',
    }),
    // The brand pages: the spec's paths (staticBrandPaths) and the addresses editors give brands
    // (/<name>, /our-brand/<name>), as four patterns rather than two routes a brand
    // (docs/decisions/0016): the loaders answer only a live brand's address and give any other
    // the plain 404, as the catch-all would. A brand may not take a first segment another route
    // here spells out (app/routing/reserved.ts).
    route(':brand', 'routes/pages/brand.tsx', { id: 'brand' }),
    route('our-brand/:brand', 'routes/pages/brand.tsx', { id: 'brand-our-brand' }),
    route(':brand/products/:productId', 'routes/pages/product.tsx', { id: 'product' }),
    route('our-brand/:brand/products/:productId', 'routes/pages/product.tsx', {
      id: 'product-our-brand',
    }),

    route('our-brands/suggi', 'routes/pages/suggi.tsx'),
    route('our-brands/suggi/products', 'routes/pages/suggi-products.tsx'),
    route('our-brands/suggi/products/:productId', 'routes/pages/product.tsx', {
      id: 'product-suggi',
    }),
    // Suggi's categories (suggiCategorySlugs); any other slug is the plain 404.
    route('our-brands/suggi/:category', 'routes/pages/suggi-category.tsx'),

    route('resource', 'routes/pages/resources.tsx'),
    route('resource/:type', 'routes/pages/missing-id.tsx', { id: 'missing-post' }),
    route('resource/:type/:id', 'routes/pages/post.tsx'),

    route('opportunity', 'routes/pages/opportunities.tsx'),
    route('opportunity-detail', 'routes/pages/missing-id.tsx', { id: 'missing-job' }),
    route('opportunity-detail/:id', 'routes/pages/job.tsx'),
    route('apply-job', 'routes/pages/apply-job.tsx'),

    route('contact-us', 'routes/pages/contact.tsx'),
    route('privacy-policy', 'routes/pages/privacy.tsx'),
    // Shown by the service worker for a page not kept on the phone (docs/offline.md).
    route('offline', 'routes/pages/offline.tsx'),
    route('*', 'routes/pages/not-found.tsx'),
  ]),
] satisfies RouteConfig
