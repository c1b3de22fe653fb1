import { PageLink } from '#app/components/links.tsx'
import { ExternalLink } from '#app/components/links.tsx'
import { Image } from '#app/components/image.tsx'
import { BannerImage } from '#app/components/page-banner.tsx'
import type { SectionView } from '#app/domain/brands/view.ts'
import type { ImageData } from '#app/utils/image.ts'
import { paths } from '#app/routing/paths.ts'
import { RichText } from '#app/components/html-block.tsx'
import { useI18n } from '#app/i18n/i18n.tsx'
import { useEnglish } from './english.ts'

/**
 * The blocks every brand page is made of (SPEC.md §2.7): a hero in the brand's colours, the
 * page's sections, "Why Choose …?" and the tagline with its "Contact us" button. The colours come
 * from the custom properties themeStyle() sets on an ancestor.
 */
export function BrandHero({
  banner,
  logo,
  eyebrow,
  heading,
  title,
  english = {},
  children,
}: {
  banner: ImageData
  logo?: ImageData
  /** A small line above the heading, e.g. the brand on a category page. */
  eyebrow?: React.ReactNode
  heading: string
  title: string
  /** Which of heading and title are the content's English (lang="en" on a Kannada page). */
  english?: { heading?: boolean; title?: boolean }
  children?: React.ReactNode
}) {
  const { content } = useI18n()
  return (
    <header className="bg-(--brand) text-(--brand-text) transition-colors">
      <BannerImage image={banner} />
      <div className="container-page flex flex-col gap-5 py-8 sm:flex-row sm:items-center sm:gap-8">
        {logo ? (
          // The logo spells the name the heading already says.
          <img
            src={logo.src}
            alt=""
            width={logo.width}
            height={logo.height}
            className="h-20 w-auto self-start sm:h-24 sm:self-center"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
          ) : null}
          <h1
            lang={english.heading ? content : undefined}
            className="text-3xl text-(--brand-text) sm:text-4xl"
          >
            {heading}
          </h1>
          <p lang={english.title ? content : undefined} className="mt-2 max-w-3xl text-lg">
            {title}
          </p>
          {children}
        </div>
      </div>
    </header>
  )
}

/**
 * The brand's story beside a short "at a glance" card: what it makes and how many products, with
 * a jump to them.
 */
export function BrandIntro({
  name,
  html,
  categories,
  productCount,
  productsLink = '#products',
  en,
  children,
}: {
  name: string
  html: string
  categories: string[]
  /** The brand's words still in English (`descriptionHtml`, `categories`) on a Kannada page. */
  en?: string[]
  productCount: number
  /** Where the product count leads: the list below, or another page. */
  productsLink?: string
  children?: React.ReactNode
}) {
  const { t } = useI18n()
  const english = useEnglish()
  const count = t('{count, plural, one {# product} other {# products}}', { count: productCount })
  return (
    <div className="container-page pt-10">
      <div className="grid gap-8 lg:grid-cols-3">
        <RichText
          html={html}
          english={!!english({ en }, 'descriptionHtml')}
          className="text-lg lg:col-span-2"
        />
        <aside aria-label={t('{name} at a glance', { name })} className="card self-start p-6">
          <dl className="space-y-4">
            <div>
              <dt className="text-sm font-semibold tracking-wide text-leaf uppercase">
                {t('Range')}
              </dt>
              <dd className="mt-1 flex flex-wrap gap-2">
                {categories.map((c) => (
                  <span
                    key={c}
                    lang={english({ en }, 'categories')}
                    className="rounded-full bg-(--brand) px-3 py-1 text-sm font-semibold text-(--brand-text)"
                  >
                    {c}
                  </span>
                ))}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wide text-leaf uppercase">
                {t('Products')}
              </dt>
              <dd className="mt-1 text-lg">
                {productsLink.startsWith('#') ? (
                  <a href={productsLink}>{count}</a>
                ) : (
                  <PageLink to={productsLink}>{count}</PageLink>
                )}
              </dd>
            </div>
          </dl>
        </aside>
      </div>
      {children}
    </div>
  )
}

/** A note or an award (Suryakash): small cards under the description. */
export function Highlights({ sections }: { sections: SectionView[] }) {
  const { t } = useI18n()
  const english = useEnglish()
  if (sections.length === 0) return null
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {sections.map((s) => (
        <li key={s.id} className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
          {s.images[0] ? (
            <div className="w-full shrink-0 sm:w-40">
              <Image
                image={s.images[0]}
                sizes="(min-width: 640px) 160px, 90vw"
                className="h-auto w-full rounded-xl"
              />
            </div>
          ) : (
            <span
              aria-hidden="true"
              className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-(--brand) text-2xl text-(--brand-text)"
            >
              ✓
            </span>
          )}
          <div>
            <p className="text-sm font-semibold tracking-wide text-leaf uppercase">
              {s.kind === 'award' ? t('Award') : t('Membership')}
            </p>
            <h2 lang={english(s, 'title')} className="text-lg">
              {s.title}
            </h2>
            <RichText
              html={s.bodyHtml}
              english={!!english(s, 'bodyHtml')}
              className="mt-1 text-muted"
            />
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Feature blocks (Stay Shine's broom stick), detail images (White Hills) and links (Glim). */
export function ExtraSections({ sections }: { sections: SectionView[] }) {
  const english = useEnglish()
  return sections.map((s) => (
    <section key={s.id} className="container-page section" aria-labelledby={`section-${s.id}`}>
      {s.kind === 'feature' ? (
        <div className="card grid items-center gap-6 overflow-hidden md:grid-cols-2">
          {s.images[0] ? (
            <Image
              image={s.images[0]}
              sizes="(min-width: 768px) 560px, 100vw"
              className="h-auto w-full"
            />
          ) : null}
          <div className="p-6">
            <h2 id={`section-${s.id}`} lang={english(s, 'title')} className="section-title">
              {s.title}
            </h2>
            <RichText html={s.bodyHtml} english={!!english(s, 'bodyHtml')} />
          </div>
        </div>
      ) : s.kind === 'gallery' ? (
        <>
          <h2 id={`section-${s.id}`} lang={english(s, 'title')} className="section-title">
            {s.title}
          </h2>
          {s.bodyHtml ? (
            <RichText
              html={s.bodyHtml}
              english={!!english(s, 'bodyHtml')}
              className="mb-6 max-w-3xl"
            />
          ) : null}
          <ul className="grid gap-6 sm:grid-cols-2">
            {s.images.map((img) => (
              <li key={img.src}>
                <Image
                  image={img}
                  sizes="(min-width: 640px) 50vw, 100vw"
                  className="card h-auto w-full overflow-hidden"
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="card flex flex-col items-start gap-4 border-l-8 border-l-(--brand) p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id={`section-${s.id}`} lang={english(s, 'title')} className="text-2xl">
              {s.title}
            </h2>
            {s.bodyHtml ? (
              <RichText
                html={s.bodyHtml}
                english={!!english(s, 'bodyHtml')}
                className="mt-1 text-muted"
              />
            ) : null}
          </div>
          {s.linkUrl ? (
            <SectionLink
              to={s.linkUrl}
              label={s.linkLabel ?? s.title}
              lang={english(s, s.linkLabel ? 'linkLabel' : 'title')}
            />
          ) : null}
        </div>
      )}
    </section>
  ))
}

function SectionLink({ to, label, lang }: { to: string; label: string; lang?: 'en' }) {
  if (to.startsWith('/'))
    return (
      <PageLink to={to} lang={lang} className="btn-primary shrink-0">
        {label} →
      </PageLink>
    )
  return (
    <ExternalLink href={to} className="btn-primary shrink-0">
      {lang ? <span lang={lang}>{label}</span> : label}
    </ExternalLink>
  )
}

export function WhyChoose({
  name,
  html,
  english = true,
}: {
  name: string
  html: string
  /** The text is the content's English (lang="en" on a Kannada page). */
  english?: boolean
}) {
  const { t } = useI18n()
  if (!html) return null
  return (
    <section className="container-page section" aria-labelledby="why-choose">
      <div className="card border-t-8 border-t-(--brand) p-6 sm:p-8">
        <h2 id="why-choose" className="section-title">
          {t('Why Choose {name}?', { name })}
        </h2>
        <RichText html={html} english={english} className="text-lg" />
      </div>
    </section>
  )
}

/** The tagline with its description and a "Contact us" button to /contact-us (SPEC.md §2.7). */
export function TaglineBand({
  tagline,
  description,
  en,
}: {
  tagline: string
  description: string
  /** The brand's words still in English (`tagline`, `taglineDescription`) on a Kannada page. */
  en?: string[]
}) {
  const { t } = useI18n()
  const english = useEnglish()
  return (
    <section
      aria-labelledby="tagline"
      className="bg-(--brand) text-(--brand-text) transition-colors"
    >
      <div className="container-page flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2
            id="tagline"
            lang={english({ en }, 'tagline')}
            className="text-2xl text-(--brand-text) sm:text-3xl"
          >
            {tagline}
          </h2>
          {description ? (
            <p lang={english({ en }, 'taglineDescription')} className="mt-2 text-lg">
              {description}
            </p>
          ) : null}
        </div>
        <PageLink
          to={paths.contact}
          className="btn shrink-0 bg-(--brand-text) text-(--brand) hover:underline focus-visible:outline-(--brand-text)"
        >
          {t('Contact us')}
        </PageLink>
      </div>
    </section>
  )
}
