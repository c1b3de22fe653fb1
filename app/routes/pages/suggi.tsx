import { PageLink } from '#app/components/links.tsx'
import {
  BrandHero,
  BrandIntro,
  TaglineBand,
  WhyChoose,
} from '#app/components/brand/brand-blocks.tsx'
import { SocialSection } from '#app/components/brand/social-grid.tsx'
import { themeStyle } from '#app/components/brand/theme.ts'
import { categoryPath, paths, suggiPath } from '#app/routing/paths.ts'
import { brandHeader, socialCards } from '#app/domain/brands/view.server.ts'
import { notFound, readOrUnavailable } from '#app/platform/http.server.ts'
import { seoFromData } from '#app/routing/seo.ts'
import { brandSource } from '#app/domain/source/brands.server.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import { brandTag } from '#app/domain/content/kinds/brands.server.ts'
import { categoryTag } from '#app/domain/content/kinds/categories.server.ts'
import type { Route } from './+types/suggi'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { useEnglish } from '#app/components/brand/english.ts'
import { langOfPath } from '#app/routing/lang.ts'
import { pageMemo } from '#app/components/page-data.tsx'

/** Suggi's page (SPEC.md §2.7 "Suggi category page"): its categories lead where the spec's table says. */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const found = await readOrUnavailable(
    context,
    'the categories could not be loaded. Please try again.',
    // On the Kannada page, the Kannada field by field; English (marked) where none.
    () => brandSource(context).brandPage(suggiPath, langOfPath(url.pathname)),
  )
  if (!found) notFound({ back: { to: paths.brands, label: 'See all brands' } })
  const { brand, categories, social, productCount, media } = found
  tagPage(context, brandTag(brand.id), 'social', ...categories.map((c) => categoryTag(c.id)))
  return {
    productCount,
    brand: brandHeader(media, brand),
    meta: brand.meta,
    // Its own categories, every one: the brand record's short list named only four of six.
    // Category 9 leads to another brand (TruLove) and is not Suggi's range.
    range: categories.filter((c) => !c.targetPath).map((c) => c.name),
    // The range chips are one list: English (marked) while any of them is.
    ...(categories.some((c) => !c.targetPath && c.en?.includes('name'))
      ? { rangeEn: ['categories'] }
      : {}),
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      href: categoryPath(brand, c),
      icon: media.image(c.icon, ''),
      ...(c.en ? { en: c.en } : {}),
    })),
    social: socialCards(media, social),
  }
}

export const meta: Route.MetaFunction = (args) =>
  seoFromData(args, 'Suggi', (d) => ({ ...d.meta, image: d.brand.banner }))

export const handle = { footer: 'brand' }

function Suggi({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const english = useEnglish()
  const { brand, range, categories, social, productCount } = loaderData
  const en = [...(brand.en ?? []).filter((w) => w !== 'categories'), ...(loaderData.rangeEn ?? [])]
  return (
    <article style={themeStyle(brand.theme)}>
      <BrandHero
        banner={brand.banner}
        logo={brand.logo}
        heading={brand.name}
        title={brand.title}
        english={{ title: brand.en?.includes('title') }}
      />
      <BrandIntro
        name={brand.name}
        html={brand.descriptionHtml}
        categories={range}
        en={en}
        productCount={productCount}
        productsLink={`${suggiPath}/products`}
      />

      <section className="container-page section" aria-labelledby="categories">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="categories" className="text-2xl sm:text-3xl">
            {t('Explore our categories')}
          </h2>
          <PageLink to={`${suggiPath}/products`} className="font-semibold">
            {t('See all {brand} products →', { brand: brand.name })}
          </PageLink>
        </div>
        {/* Under 360 px the tiles and their names are smaller, so a long Kannada name
            (ಬೇಳೆಕಾಳುಗಳು) fits a tile's line whole at 320 px; under 320 px, one column. */}
        <ul className="grid grid-cols-1 gap-4 xs:grid-cols-2 sm:gap-6 md:grid-cols-3">
          {categories.map((c) => {
            const tile = (
              <>
                <img
                  src={c.icon.src}
                  alt=""
                  width={c.icon.width}
                  height={c.icon.height}
                  loading="lazy"
                  decoding="async"
                  className="size-24 sm:size-32"
                />
                <span lang={english(c, 'name')} className="text-base font-semibold phone:text-lg">
                  {c.name}
                </span>
              </>
            )
            const base =
              'card flex h-full w-full flex-col items-center gap-3 p-3 text-center text-ink no-underline phone:p-5'
            return (
              <li key={c.id}>
                {/* SPEC.md §2.7: a category without a destination does nothing. */}
                {c.href ? (
                  <PageLink
                    to={c.href}
                    className={`${base} transition-shadow hover:shadow-md hover:ring-4 hover:ring-(--brand-hover)`}
                  >
                    {tile}
                  </PageLink>
                ) : (
                  <div className={base}>{tile}</div>
                )}
              </li>
            )
          })}
        </ul>
      </section>

      <WhyChoose
        name={brand.name}
        html={brand.whyChooseHtml}
        english={!!brand.en?.includes('whyChooseHtml')}
      />
      <SocialSection items={social} empty={t('No Social available.')} />
      <TaglineBand tagline={brand.tagline} description={brand.taglineDescription} en={brand.en} />
    </article>
  )
}

export default pageMemo(Suggi)
