import { PageLink } from '#app/components/links.tsx'
import { BrandHero, TaglineBand, WhyChoose } from '#app/components/brand/brand-blocks.tsx'
import { RichText } from '#app/components/html-block.tsx'
import { ProductSection } from '#app/components/brand/product-grid.tsx'
import { SocialSection } from '#app/components/brand/social-grid.tsx'
import { themeStyle } from '#app/components/brand/theme.ts'
import { suggiCategorySlugs, suggiPath } from '#app/routing/paths.ts'
import { brandHeader, productCards, socialCards } from '#app/domain/brands/view.server.ts'
import { notFound, readOrUnavailable } from '#app/platform/http.server.ts'
import { seoFromData } from '#app/routing/seo.ts'
import { brandSource } from '#app/domain/source/brands.server.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import { brandTag } from '#app/domain/content/kinds/brands.server.ts'
import { categoryTag } from '#app/domain/content/kinds/categories.server.ts'
import type { Route } from './+types/suggi-category'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { langOfPath } from '#app/routing/lang.ts'
import { pageMemo } from '#app/components/page-data.tsx'

/**
 * One of Suggi's categories (SPEC.md §2.7 "Product list page for one category", §2.8): the
 * brand-page layout with the category's banner, products (each opening its product page) and
 * videos.
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const slug = url.pathname.split('/').pop() ?? ''
  if (!(suggiCategorySlugs as readonly string[]).includes(slug)) notFound()
  const found = await readOrUnavailable(
    context,
    'the products could not be loaded. Please try again.',
    // On the Kannada page, the Kannada field by field; English (marked) where none.
    () => brandSource(context).categoryPage(suggiPath, slug, langOfPath(url.pathname)),
  )
  if (!found) notFound({ back: { to: suggiPath, label: 'See Suggi categories' } })
  const { brand, category, products, social, media } = found
  tagPage(context, brandTag(brand.id), categoryTag(category.id), 'social')
  return {
    brand: brandHeader(media, brand),
    category: {
      name: category.name,
      descriptionHtml: category.descriptionHtml,
      meta: category.meta,
      banner: media.image(
        category.banner ?? brand.banner,
        category.bannerAlt,
        `${category.name} banner`,
      ),
      ...(category.en ? { en: category.en } : {}),
    },
    products: productCards(media, brand, products),
    social: socialCards(media, social),
  }
}

export const meta: Route.MetaFunction = (args) =>
  seoFromData(args, 'Suggi products', (d) => ({
    ...d.category.meta,
    image: d.category.banner,
  }))

export const handle = { footer: 'brand' }

function SuggiCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const { brand, category, products, social } = loaderData
  return (
    <article style={themeStyle(brand.theme)}>
      <BrandHero
        banner={category.banner}
        eyebrow={
          <PageLink to={suggiPath} className="text-(--brand-text) underline underline-offset-4">
            {brand.name}
          </PageLink>
        }
        heading={category.name}
        title={brand.title}
        english={{
          heading: category.en?.includes('name'),
          title: brand.en?.includes('title'),
        }}
      />
      {category.descriptionHtml ? (
        <div className="container-page pt-10">
          <RichText
            html={category.descriptionHtml}
            english={!!category.en?.includes('descriptionHtml')}
            className="max-w-3xl text-lg"
          />
        </div>
      ) : null}

      {/* SPEC.md §2.8 (Suggi sugar and jaggery) words these fallbacks without a full stop. */}
      <ProductSection
        heading={t(brand.productsHeading)}
        products={products}
        empty={t('No products available')}
      />

      <WhyChoose
        name={brand.name}
        html={brand.whyChooseHtml}
        english={!!brand.en?.includes('whyChooseHtml')}
      />
      <SocialSection items={social} empty={t('No Social available')} />
      <TaglineBand tagline={brand.tagline} description={brand.taglineDescription} en={brand.en} />
    </article>
  )
}

export default pageMemo(SuggiCategory)
