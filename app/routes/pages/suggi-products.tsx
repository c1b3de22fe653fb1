import { PageLink } from '#app/components/links.tsx'
import { BrandHero, TaglineBand } from '#app/components/brand/brand-blocks.tsx'
import { ProductGrid } from '#app/components/brand/product-grid.tsx'
import { themeStyle } from '#app/components/brand/theme.ts'
import { categoryPath, paths, suggiPath } from '#app/routing/paths.ts'
import { brandHeader, productCards } from '#app/domain/brands/view.server.ts'
import { notFound, readOrUnavailable } from '#app/platform/http.server.ts'
import { seo } from '#app/routing/seo.ts'
import { brandSource } from '#app/domain/source/brands.server.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import { brandTag } from '#app/domain/content/kinds/brands.server.ts'
import { categoryTag } from '#app/domain/content/kinds/categories.server.ts'
import type { Route } from './+types/suggi-products'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { useEnglish } from '#app/components/brand/english.ts'
import { langOfPath } from '#app/routing/lang.ts'
import { pageMemo } from '#app/components/page-data.tsx'

/**
 * Every Suggi product by category (the spec's /our-brands-detail/our-brands/suggi/products, which
 * now redirects here). Each product opens its own page.
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const found = await readOrUnavailable(
    context,
    'the products could not be loaded. Please try again.',
    // On the Kannada page, the Kannada field by field; English (marked) where none.
    () => brandSource(context).catalogue(suggiPath, langOfPath(url.pathname)),
  )
  if (!found) notFound({ back: { to: paths.brands, label: 'See all brands' } })
  const { brand, categories, media } = found
  tagPage(context, brandTag(brand.id), ...categories.map((c) => categoryTag(c.id)))
  return {
    brand: brandHeader(media, brand),
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      href: categoryPath(brand, c),
      products: productCards(media, brand, c.products),
      ...(c.en ? { en: c.en } : {}),
    })),
  }
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'All Suggi products',
    description:
      'Every Suggi staple in one place: cereals and pulses, rice and flours, atta, sugar and jaggery, whole spices and dry fruits, for the kirana shelf.',
    keywords: 'Suggi products, dal, pulses, millets, rice, atta, jaggery, spices, dry fruits',
    noindex: !args.loaderData,
  })

export const handle = { footer: 'brand' }

function SuggiProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const english = useEnglish()
  const { brand, categories } = loaderData
  const count = categories.reduce((n, c) => n + c.products.length, 0)
  return (
    <article style={themeStyle(brand.theme)}>
      <BrandHero
        banner={brand.banner}
        logo={brand.logo}
        eyebrow={
          <PageLink to={suggiPath} className="text-(--brand-text) underline underline-offset-4">
            {brand.name}
          </PageLink>
        }
        heading={t('All {brand} products', { brand: brand.name })}
        title={t(
          '{count} staples in {categories} categories, cleaned, sorted and packed with care.',
          {
            count,
            categories: categories.filter((c) => c.products.length > 0).length,
          },
        )}
      />
      <nav aria-label={t('Categories')} className="container-page pt-8">
        <ul className="flex flex-wrap gap-2">
          {categories.map((c) => {
            const chip =
              'inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-medium text-ink no-underline hover:bg-primary-soft'
            // A category with products jumps to its list below; one without (category 9)
            // leads where its tile does (TruLove).
            if (c.products.length > 0)
              return (
                <li key={c.id}>
                  <a href={`#category-${c.id}`} lang={english(c, 'name')} className={chip}>
                    {c.name}
                  </a>
                </li>
              )
            return c.href ? (
              <li key={c.id}>
                <PageLink to={c.href} lang={english(c, 'name')} className={chip}>
                  {c.name} →
                </PageLink>
              </li>
            ) : null
          })}
        </ul>
      </nav>
      {categories
        .filter((c) => c.products.length > 0)
        .map((c) => (
          <section
            key={c.id}
            id={`category-${c.id}`}
            aria-labelledby={`category-${c.id}-title`}
            className="container-page section"
          >
            <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
              <h2
                id={`category-${c.id}-title`}
                lang={english(c, 'name')}
                className="text-2xl sm:text-3xl"
              >
                {c.name}
              </h2>
              {c.href ? (
                <PageLink to={c.href} className="font-semibold">
                  {t('{category} page →', { category: c.name })}
                </PageLink>
              ) : null}
            </div>
            <ProductGrid products={c.products} empty={t('No products available')} />
          </section>
        ))}
      <TaglineBand tagline={brand.tagline} description={brand.taglineDescription} en={brand.en} />
    </article>
  )
}

export default pageMemo(SuggiProducts)
