import { redirect } from 'react-router'
import { inLang, pageOf } from '#app/routing/lang.ts'
import { PageLink } from '#app/components/links.tsx'
import { TaglineBand } from '#app/components/brand/brand-blocks.tsx'
import { JsonLdScript, RichText } from '#app/components/html-block.tsx'
import { breadcrumbs } from '#app/domain/structured-data.server.ts'
import { jsonLdHtml } from '#app/domain/jobs/structured-data.server.ts'
import { ProductSection } from '#app/components/brand/product-grid.tsx'
import { themeStyle } from '#app/components/brand/theme.ts'
import { Image } from '#app/components/image.tsx'
import { brandHeader, productCards } from '#app/domain/brands/view.server.ts'
import { notFound, readOrUnavailable } from '#app/platform/http.server.ts'
import { seoFromData } from '#app/routing/seo.ts'
import { parseIdParam } from '#app/utils/slug.ts'
import { getBrandByPath, getProductPage } from '#app/domain/brands/queries.server.ts'
import { catalogueInKannada } from '#app/domain/brands/translated.server.ts'
import { brandSource } from '#app/domain/source/brands.server.ts'
import { categoryPath, isBrandAddress, paths, productPath, suggiPath } from '#app/routing/paths.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import { productsKind } from '#app/domain/content/kinds/products.server.ts'
import { brandTag } from '#app/domain/content/kinds/brands.server.ts'
import { categoryTag } from '#app/domain/content/kinds/categories.server.ts'
import type { Route } from './+types/product'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { useEnglish } from '#app/components/brand/english.ts'
import { pageMemo } from '#app/components/page-data.tsx'

/**
 * A product page (DESIGN.md "Routes" 7) under its brand's route: /our-brands/suggi/products/12-…,
 * /chandrika/products/…, /our-brands-detail/:id/products/…. Only brands whose products are links
 * have them (productHref); any other spelling of the address redirects to the canonical one.
 */
export async function loader({ params, context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const { lang, path: pathname } = pageOf(url)
  const brandPath = pathname.replace(/\/products\/[^/]*$/, '')
  // /:brand/products/:productId matches under any first segment: only a brand address's shape
  // (the product's canonical path below sends a moved brand's old one on).
  if (params.brand !== undefined && !isBrandAddress(brandPath)) notFound()
  const back = { to: brandPath, label: 'See the brand' }
  const parsed = parseIdParam(params.productId)
  if (!parsed) notFound({ back })
  const found = await readOrUnavailable(
    context,
    'the product could not be loaded. Please try again.',
    async () =>
      // Suggi's products are server-driven (remote in remote mode); other brands' stay local.
      // On the Kannada page, the Kannada field by field; English (marked) where none.
      brandPath === suggiPath
        ? brandSource(context).productPage(suggiPath, parsed.id, lang)
        : await getProductPage(context.db, parsed.id).then(async (found) => {
            const page = found && { ...found, media: context.media }
            return page && lang === 'kn' ? catalogueInKannada(context.db, page) : page
          }),
  )
  // A product missing under an address no brand has is the plain 404 (no "See the brand" to nowhere).
  if (!found)
    notFound(
      brandPath === suggiPath || (await getBrandByPath(context.db, brandPath))
        ? { back }
        : undefined,
    )
  const { product, brand, category, others, media } = found
  tagPage(
    context,
    productsKind.tagOf(product.id),
    brandTag(brand.id),
    ...(category ? [categoryTag(category.id)] : []),
    ...others.map((o) => productsKind.tagOf(o.id)),
  )
  const canonical = productPath(brand, product)
  if (canonical !== pathname) throw redirect(inLang(canonical, lang), 301)
  const base = context.env.PUBLIC_URL
  return {
    breadcrumbs: jsonLdHtml(
      breadcrumbs([
        ['Home', `${base}/`],
        ['Our brands', `${base}${paths.brands}`],
        [brand.name, `${base}${brandPath}`],
        ...(category && categoryPath(brand, category)
          ? [[category.name, `${base}${categoryPath(brand, category)}`] as [string, string]]
          : []),
        [product.name, `${base}${canonical}`],
      ]),
    ),
    brand: brandHeader(media, brand),
    product: {
      name: product.name,
      shortDescription: product.shortDescription,
      descriptionHtml: product.descriptionHtml,
      image: media.image(product.image, product.imageAlt, product.name),
      summary: product.descriptionText,
      ...(product.en ? { en: product.en } : {}),
    },
    category: category
      ? {
          name: category.name,
          href: categoryPath(brand, category),
          ...(category.en ? { en: category.en } : {}),
        }
      : null,
    others: productCards(media, brand, others),
  }
}

export const meta: Route.MetaFunction = (args) =>
  seoFromData(args, 'Product', (d) => ({
    title: `${d.brand.name} ${d.product.name}`,
    description: (d.product.shortDescription || d.product.summary || d.brand.title).slice(0, 160),
    keywords: [d.brand.name, d.product.name, d.category?.name].filter(Boolean).join(', '),
    image: d.product.image,
  }))

export const handle = { footer: 'brand', section: 'brands' }

function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const english = useEnglish()
  const { brand, product, category, others } = loaderData
  return (
    <article style={themeStyle(brand.theme)}>
      <JsonLdScript json={loaderData.breadcrumbs} />
      <nav aria-label={t('Breadcrumb')} className="container-page pt-6 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          <li>
            <PageLink to={paths.brands}>{t('Our brands')}</PageLink>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <PageLink to={brand.href}>{brand.name}</PageLink>
          </li>
          {category?.href ? (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <PageLink to={category.href} lang={english(category, 'name')}>
                  {category.name}
                </PageLink>
              </li>
            </>
          ) : null}
          <li aria-hidden="true">/</li>
          <li aria-current="page" lang={english(product, 'name')} className="text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="container-page grid gap-8 py-8 md:grid-cols-2 md:items-center md:gap-12">
        <Image
          image={product.image}
          sizes="(min-width: 1152px) 540px, (min-width: 768px) 45vw, 100vw"
          priority
          className="card aspect-square h-auto w-full overflow-hidden object-cover"
        />
        <div>
          <p className="inline-flex rounded-full bg-(--brand) px-3 py-1 text-sm font-semibold text-(--brand-text)">
            {brand.name}
            {!category ? (
              ''
            ) : english(category, 'name') ? (
              <>
                {' · '}
                <span lang="en">{category.name}</span>
              </>
            ) : (
              ` · ${category.name}`
            )}
          </p>
          <h1 lang={english(product, 'name')} className="mt-3 text-3xl sm:text-4xl">
            {product.name}
          </h1>
          {product.shortDescription ? (
            <p lang={english(product, 'shortDescription')} className="mt-3 text-lg text-muted">
              {product.shortDescription}
            </p>
          ) : null}
          <RichText
            html={product.descriptionHtml}
            english={!!english(product, 'descriptionHtml')}
            className="mt-4 text-lg"
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <PageLink to={paths.contact} className="btn-primary">
              {t('Contact us to stock it')}
            </PageLink>
            <PageLink to={category?.href ?? brand.href} className="btn-outline">
              {category?.href
                ? t('More {category}', { category: category.name })
                : t('More from {brand}', { brand: brand.name })}
            </PageLink>
          </div>
        </div>
      </div>

      {others.length > 0 ? (
        <ProductSection
          id="others"
          heading={
            category
              ? t('Other products in {category}', { category: category.name })
              : t('More from {brand}', { brand: brand.name })
          }
          products={others}
          empty={t('No products available')}
        />
      ) : null}

      <TaglineBand tagline={brand.tagline} description={brand.taglineDescription} en={brand.en} />
    </article>
  )
}

export default pageMemo(ProductPage)
