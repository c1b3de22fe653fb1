import { PageLink } from '#app/components/links.tsx'
import { Image } from '#app/components/image.tsx'
import { BannerImage } from '#app/components/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { aboutHero, FOUNDED_YEAR } from '#app/domain/copy/about.ts'
import { aboutWords } from '#app/domain/copy/fixed-words.server.ts'
import { readCopy } from '#app/domain/copy/store.server.ts'
import { copyInLang } from '#app/domain/copy/translated.server.ts'
import { useEnglish } from '#app/components/brand/english.ts'
import { langOfPath } from '#app/routing/lang.ts'
import { doNotCache, tagPage } from '#app/platform/page-tags.server.ts'
import { seo } from '#app/routing/seo.ts'
import { formatCount } from '#app/domain/settings/site-settings.ts'
import { figureStyle } from '#app/components/ui/figure.ts'
import type { Route } from './+types/about'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { paths } from '#app/routing/paths.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { pageMemo } from '#app/components/page-data.tsx'

export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  tagPage(context, 'copy')
  const onCopyError = (err: unknown) => {
    context.log.warn({ err }, 'page copy unreadable; showing the built-in copy')
    doNotCache(context)
  }
  // On the Kannada page each block's published Kannada word by word; English (marked) where none.
  const { blocks: copy, en } = await copyInLang(
    context.db,
    await readCopy(
      context.db,
      ['about-mission-vision', 'about-awards', 'about-banner'],
      onCopyError,
    ),
    langOfPath(url.pathname),
    onCopyError,
  )
  const img = (i: { src: string; alt: string }, en: readonly string[] = [], word = '') => {
    const image = context.media.image(i.src, i.alt)
    return en.includes(word) ? { ...image, altLang: 'en' as const } : image
  }
  // The page's opening and its "Empowering" section are fixed words, in the page's language.
  const words = aboutWords(langOfPath(url.pathname))
  const missionVision = copy['about-mission-vision']
  const awards = copy['about-awards']
  const banner = copy['about-banner']
  return {
    hero: img({ src: aboutHero.image.src, alt: words.heroAlt }),
    words,
    mission: {
      title: missionVision.title,
      statements: missionVision.statements.map((m, i) => ({
        ...m,
        image: img(m.image, en['about-mission-vision'], `statements.${i}.alt`),
      })),
      en: en['about-mission-vision'],
    },
    awards: {
      title: awards.title,
      awards: awards.awards.map((a, i) => ({
        ...a,
        image: img(a.image, en['about-awards'], `awards.${i}.alt`),
      })),
      en: en['about-awards'],
    },
    banner: {
      title: banner.title,
      text: banner.text,
      image: img(banner.image, en['about-banner'], 'alt'),
      en: en['about-banner'],
    },
  }
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'About us',
    image: args.loaderData?.banner.image,
    description:
      'Founded in {year}, we connect manufacturers and farmer producer organisations with rural kirana stores across Karnataka and South India, and turn them into Grameen supermarkets.',
    // A year, not a figure to group (2,018).
    values: { year: String(FOUNDED_YEAR) },
  })

/** The figures shown beside "Empowering Rural Kirana": values from the settings' statistics. */
const highlights = [
  { key: 'kirana', label: 'Kirana stores served' },
  { key: 'villages', label: 'Villages reached' },
  { key: 'districts', label: 'Districts' },
  { key: 'states', label: 'States' },
]

function About({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n()
  const settings = useSiteSettings()
  const stats = highlights.flatMap((h) => {
    const stat = settings.stats.find((s) => s.key === h.key)
    return stat ? [{ ...h, value: stat.value }] : []
  })
  const { hero, mission, awards, banner, words } = loaderData
  const { empowering } = words
  const english = useEnglish()
  return (
    <>
      <section
        aria-labelledby="about-title"
        className="bg-linear-to-b from-primary-soft to-sand pt-10 pb-12 sm:pt-14"
      >
        <div className="container-page grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
          <div>
            <p className="text-sm font-semibold tracking-wide text-leaf uppercase">
              {words.eyebrow}
            </p>
            <h1 id="about-title" className="mt-2 text-3xl sm:text-4xl lg:text-[2.75rem]">
              {words.title}
            </h1>
            <p className="mt-5 text-lg text-muted">{words.intro}</p>
          </div>
          {/* An animated SVG, drawn by the browser as it is; it stops under reduced motion. */}
          <Image
            image={hero}
            sizes="(min-width: 1024px) 560px, 100vw"
            priority
            className="h-auto w-full rounded-3xl shadow-sm"
          />
        </div>
      </section>

      <Section
        id="empowering-title"
        title={empowering.title}
        className="bg-white"
        asideClassName="self-start"
        aside={
          // One column under 320 px, as on the home page.
          <dl className="grid grid-cols-1 gap-4 xs:grid-cols-2">
            <div className="card bg-primary p-6 text-white xs:col-span-2">
              <dt className="text-white/85">{t('Founded')}</dt>
              <dd className="text-4xl font-extrabold">{FOUNDED_YEAR}</dd>
            </div>
            {stats.map((s) => {
              const figure = `${formatCount(s.value, lang)}+`
              return (
                <div key={s.key} className="@container card p-5">
                  <dt className="break-words text-muted">{t(s.label)}</dt>
                  <dd
                    className="fit-figure leading-(--text-2xl--line-height) font-extrabold text-primary [--figure:var(--text-2xl)]"
                    style={figureStyle(figure)}
                  >
                    {figure}
                  </dd>
                </div>
              )
            })}
          </dl>
        }
      >
        {empowering.paragraphs.map((p) => (
          <p key={p.slice(0, 24)} className="mt-4 text-lg first-of-type:mt-0">
            {p}
          </p>
        ))}
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {empowering.points.map((p) => (
            <li key={p} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="mt-1.5 inline-block size-3 shrink-0 rounded-full bg-leaf"
              />
              <span>{p}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="mission-title"
        title={mission.title}
        titleLang={english(mission, 'title')}
        titleClassName="text-center"
      >
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {mission.statements.map((m, i) => (
            <li
              key={m.key}
              className={`card overflow-hidden ${m.key === 'mission' ? 'bg-primary-soft' : 'bg-leaf-soft'}`}
            >
              <Image
                image={m.image}
                sizes="(min-width: 1024px) 500px, (min-width: 768px) 45vw, 100vw"
                className="block h-auto w-full"
              />
              <div className="p-6">
                <h3
                  lang={english(mission, `statements.${i}.heading`)}
                  className={`text-xl ${m.key === 'mission' ? 'text-primary' : 'text-leaf'}`}
                >
                  {m.heading}
                </h3>
                <p lang={english(mission, `statements.${i}.text`)} className="mt-2">
                  {m.text}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="awards-title"
        title={awards.title}
        titleLang={english(awards, 'title')}
        className="bg-white"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {awards.awards.map((a, i) => (
            // The pictures are drawn whole, never cropped (their ribbons carry the year): on top
            // of a narrow card, beside the text where the card is wide.
            <li
              key={a.title}
              className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-5 md:flex-col lg:flex-row"
            >
              <div className="shrink-0 sm:w-52 md:w-full lg:w-52">
                <Image
                  image={a.image}
                  sizes="(min-width: 1024px) 208px, (min-width: 768px) 45vw, (min-width: 640px) 208px, 100vw"
                  className="block aspect-4/3 h-auto w-full rounded-xl object-cover"
                />
              </div>
              <div>
                <h3 lang={english(awards, `awards.${i}.title`)} className="text-lg">
                  {a.title}
                </h3>
                <p
                  lang={english(awards, `awards.${i}.when`)}
                  className="mt-1 text-sm font-semibold text-leaf"
                >
                  {a.when}
                </p>
                <p lang={english(awards, `awards.${i}.description`)} className="mt-2 text-muted">
                  {a.description}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="grow-title" className="bg-white">
        <BannerImage image={banner.image} priority={false} />
        <div className="bg-primary-dark">
          <div className="container-page flex flex-col gap-6 py-10 text-white md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2
                id="grow-title"
                lang={english(banner, 'title')}
                className="text-2xl text-white sm:text-3xl"
              >
                {banner.title}
              </h2>
              <p lang={english(banner, 'text')} className="mt-2 text-white/85">
                {banner.text}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">
              <PageLink to={paths.contact} className="btn-accent">
                {t('Partner with us')}
              </PageLink>
              <PageLink
                to={paths.jobs}
                className="btn border-2 border-white text-white hover:bg-white/10"
              >
                {t('See open jobs')}
              </PageLink>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}

export default pageMemo(About)
