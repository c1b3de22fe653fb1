import { data } from 'react-router'
import { PageLink } from '#app/components/links.tsx'
import { themeStyle } from '#app/components/brand/theme.ts'
import { MailIcon, MapPinIcon, PhoneIcon } from '#app/components/icons.tsx'
import { BannerImage } from '#app/components/page-banner.tsx'
import { SectionError } from '#app/components/ui/section-error.tsx'
import { readSection, statusOf } from '#app/platform/http.server.ts'
import { seo } from '#app/routing/seo.ts'
import { telHref } from '#app/domain/settings/site-settings.ts'
import { formatPhone } from '#app/utils/phone.ts'
import { listBrands } from '#app/domain/brands/queries.server.ts'
import { catalogueInKannada } from '#app/domain/brands/translated.server.ts'
import { langOfPath } from '#app/routing/lang.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { useSettingsLang } from '#app/components/hooks/use-site-settings.ts'
import { useShellData } from '#app/components/page-data.tsx'
import { brandPath, paths } from '#app/routing/paths.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import type { Route } from './+types/brands'
import { PostalAddress } from '#app/components/postal-address.tsx'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { useEnglish } from '#app/components/brand/english.ts'
import { pageMemo } from '#app/components/page-data.tsx'

export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  tagPage(context, 'brands')
  const brands = await readSection(
    context,
    'the list of brands could not be loaded. Please try again.',
    async () => {
      const found = await listBrands(context.db)
      // On the Kannada page, each tile's published Kannada (one query), English (marked) where none.
      const list =
        langOfPath(url.pathname) === 'kn'
          ? (await catalogueInKannada(context.db, { brands: found })).brands!
          : found
      return list.map((b) => ({
        id: b.id,
        name: b.name,
        href: brandPath(b),
        categories: b.categories,
        theme: { color: b.color, colorCode: b.colorCode, textColorCode: b.textColorCode },
        logo: context.media.image(b.logo, '', b.name),
        ...(b.en ? { en: b.en } : {}),
      }))
    },
  )
  return data(
    {
      brands,
      banner: context.media.image(
        'banners/brands.svg',
        // In the page's language: the catalogue has it (app/i18n/kn-ui.json).
        translator(langOfPath(url.pathname))(
          'A kirana shelf stocked with packs of our brands: spices, staples, oils, snacks and cleaners',
        ),
      ),
    },
    { status: statusOf(brands) },
  )
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Our brands',
    image: args.loaderData?.banner,
    description:
      'Our own brands for the village kirana: spices, staples, oils, biscuits, snacks, detergents, cleaners, personal care and notebooks, made for rural India.',
    keywords:
      'kirana brands, Naati spices, Suggi staples, Suryakash sunflower oil, Glim detergent, TruLove biscuits, rural FMCG brands',
  })

function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const english = useEnglish()
  const { brands, banner } = loaderData
  return (
    <>
      <BannerImage image={banner} />
      <section className="container-page section" aria-labelledby="brands-title">
        <h1 id="brands-title" className="section-title text-3xl sm:text-4xl">
          {t('List of Brands')}
        </h1>
        {!brands.ok ? (
          <SectionError message={brands.error} />
        ) : brands.value.length === 0 ? (
          <p className="text-lg text-muted">{t('No products available')}</p>
        ) : (
          <ul className="grid-cards">
            {brands.value.map((b) => (
              <li key={b.id} className="flex">
                {/* SPEC.md §2.6: the tile leads by the brand's id; its colours change on hover. */}
                <PageLink
                  to={b.href}
                  style={themeStyle(b.theme)}
                  className="flex w-full flex-col items-center gap-4 rounded-2xl bg-(--brand) px-6 py-8 text-center text-(--brand-text) no-underline shadow-sm transition-colors hover:bg-(--brand-hover) hover:shadow-md focus-visible:bg-(--brand-hover)"
                >
                  <img
                    src={b.logo.src}
                    alt={b.logo.alt}
                    width={b.logo.width}
                    height={b.logo.height}
                    loading="lazy"
                    decoding="async"
                    className="h-24 w-auto"
                  />
                  <span lang={english(b, 'categories')} className="font-medium">
                    {b.categories.join(' | ')}
                  </span>
                </PageLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <BrandListFooter />
    </>
  )
}

/** The brand list's own footer block with the Bengaluru address (SPEC.md §2.3), from settings. */
function BrandListFooter() {
  const { t } = useI18n()
  const root = useShellData()
  const settingsLang = useSettingsLang()
  if (!root) return null
  const { settings } = root
  return (
    <section aria-labelledby="stock-our-brands" className="bg-leaf-soft">
      <div className="container-page grid gap-8 py-12 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="stock-our-brands" className="text-2xl sm:text-3xl">
            {t('Stock our brands in your store')}
          </h2>
          <p className="mt-3 text-lg text-muted">
            {t(
              'Run a kirana store or want to partner with us? Talk to our team in Bengaluru: we deliver to your doorstep across rural Karnataka.',
            )}
          </p>
          <PageLink to={paths.contact} className="btn-primary mt-6">
            {t('Contact us')}
          </PageLink>
        </div>
        <div className="card p-6">
          <div className="flex gap-3">
            <MapPinIcon className="mt-1 shrink-0 text-leaf" />
            <PostalAddress lines={settings.address.lines} lang={settingsLang('addressLines')} />
          </div>
          <p className="mt-4 flex items-center gap-3">
            <PhoneIcon className="shrink-0 text-leaf" />
            <a href={telHref(settings.customerCarePhone)}>
              <span className="sr-only">{t('Customer care: ')} </span>
              {formatPhone(settings.customerCarePhone)}
            </a>
          </p>
          <p className="mt-2 flex items-center gap-3">
            <MailIcon className="shrink-0 text-leaf" />
            <a href={`mailto:${settings.generalEmail}`}>{settings.generalEmail}</a>
          </p>
        </div>
      </div>
    </section>
  )
}

export default pageMemo(Brands)
