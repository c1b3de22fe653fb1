import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { inLang, pageOf } from '#app/routing/lang.ts'
import {
  BrandHero,
  BrandIntro,
  ExtraSections,
  Highlights,
  TaglineBand,
  WhyChoose,
} from '#app/components/brand/brand-blocks.tsx'
import { LineToggle, useCurrentLine } from '#app/components/brand/line-toggle.tsx'
import { ProductSection } from '#app/components/brand/product-grid.tsx'
import { SocialSection } from '#app/components/brand/social-grid.tsx'
import { themeStyle } from '#app/components/brand/theme.ts'
import {
  brandHeader,
  lineViews,
  productCards,
  sectionViews,
  socialCards,
} from '#app/domain/brands/view.server.ts'
import { notFound, readOrUnavailable } from '#app/platform/http.server.ts'
import { seoFromData } from '#app/routing/seo.ts'
import { parseIdParam } from '#app/utils/slug.ts'
import { getBrandPage } from '#app/domain/brands/queries.server.ts'
import { catalogueInKannada } from '#app/domain/brands/translated.server.ts'
import { brandPath, isBrandAddress, paths } from '#app/routing/paths.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import { brandTag } from '#app/domain/content/kinds/brands.server.ts'
import type { Route } from './+types/brand'
import { JsonLdScript } from '#app/components/html-block.tsx'
import { breadcrumbs } from '#app/domain/structured-data.server.ts'
import { jsonLdHtml } from '#app/domain/jobs/structured-data.server.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { pageMemo } from '#app/components/page-data.tsx'

const UNAVAILABLE = 'the brand could not be loaded. Please try again.'

/**
 * The one brand-page template (SPEC.md §2.7, §2.8): every brand route of app/routing/paths.ts
 * finds its brand by path, and /our-brands-detail/:id by id (a brand with a route of its own
 * redirects there).
 */
export async function loader({ params, context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  // The brand's path without the language (/kn/naati is Naati's page in Kannada).
  const { lang, path: pathname } = pageOf(url)
  const back = { to: paths.brands, label: 'See all brands' }
  // /:brand matches any one-segment address: only a brand's own address is a brand page (the
  // spec's paths, or one an editor gave it); any other is the plain 404 the catch-all would give.
  if (params.id === undefined && !isBrandAddress(pathname)) notFound()
  const byId = params.id !== undefined ? parseIdParam(params.id) : null
  if (params.id !== undefined && !byId) notFound({ back })
  const found = await readOrUnavailable(context, UNAVAILABLE, () =>
    getBrandPage(context.db, byId ? { id: byId.id } : { path: pathname }),
  )
  // An address no brand has is the plain 404 too; a brand id that is gone points to the brands.
  if (!found) notFound(byId ? { back } : undefined)
  // A product's change tags its brand too; social items are tagged by their list.
  tagPage(context, brandTag(found.brand.id), 'social')
  if (byId && pathname !== brandPath(found.brand))
    throw redirect(inLang(brandPath(found.brand), lang), 301)
  // On the Kannada page, the published Kannada field by field; English (marked) where none.
  const { brand, lines, sections, products, social } =
    lang === 'kn' ? await catalogueInKannada(context.db, found) : found
  return {
    brand: brandHeader(context.media, brand),
    meta: brand.meta,
    breadcrumbs: jsonLdHtml(
      breadcrumbs([
        ['Home', `${context.env.PUBLIC_URL}/`],
        ['Our brands', `${context.env.PUBLIC_URL}${paths.brands}`],
        [brand.name, `${context.env.PUBLIC_URL}${brandPath(brand)}`],
      ]),
    ),
    lines: lineViews(context.media, lines),
    sections: sectionViews(context.media, sections),
    products: productCards(context.media, brand, products, lines),
    social: socialCards(context.media, social, lines),
  }
}

/** Switching TruLove's line only changes `?line=`: everything is on the page already. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) {
    const a = new URLSearchParams(currentUrl.search)
    const b = new URLSearchParams(nextUrl.search)
    a.delete('line')
    b.delete('line')
    if (a.toString() === b.toString()) return false
  }
  return defaultShouldRevalidate
}

export const meta: Route.MetaFunction = (args) =>
  seoFromData(args, 'Brand', (d) => ({ ...d.meta, image: d.brand.banner }))

export const handle = { footer: 'brand', section: 'brands' }

function BrandPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const line = useCurrentLine(loaderData.lines)
  const { brand, lines, sections, products, social } = loaderData
  const shown = <T extends { line: string | null }>(items: T[]) =>
    line ? items.filter((i) => i.line === null || i.line === line.slug) : items
  const highlights = sections.filter((s) => s.kind === 'note' || s.kind === 'award')
  const extras = sections.filter((s) => s.kind !== 'note' && s.kind !== 'award')
  return (
    <article style={themeStyle(line ?? brand.theme)}>
      <JsonLdScript json={loaderData.breadcrumbs} />
      <BrandHero
        banner={line?.banner ?? brand.banner}
        logo={brand.logo}
        heading={brand.name}
        title={brand.title}
        english={{ title: brand.en?.includes('title') }}
      >
        <LineToggle lines={lines} brandName={brand.name} />
      </BrandHero>

      <BrandIntro
        name={brand.name}
        html={brand.descriptionHtml}
        categories={brand.categories}
        productCount={products.length}
        en={brand.en}
      >
        <Highlights sections={highlights} />
      </BrandIntro>

      <ProductSection
        heading={line ? `${t(brand.productsHeading)}: ${line.name}` : t(brand.productsHeading)}
        products={shown(products)}
        empty={t('No Product available.')}
      />

      <ExtraSections sections={extras} />
      <WhyChoose
        name={brand.name}
        html={brand.whyChooseHtml}
        english={!!brand.en?.includes('whyChooseHtml')}
      />

      <SocialSection items={shown(social)} empty={t('No Social available.')} />

      <TaglineBand tagline={brand.tagline} description={brand.taglineDescription} en={brand.en} />
    </article>
  )
}

export default pageMemo(BrandPage)
