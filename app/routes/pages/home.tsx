import { HeroCarousel } from '#app/components/home/hero-carousel.tsx'
import { StatCounters } from '#app/components/home/stat-counters.tsx'
import { WhyChooseUs } from '#app/components/home/why-choose-us.tsx'
import { Image } from '#app/components/image.tsx'
import { JsonLdScript } from '#app/components/html-block.tsx'
import { jsonLdHtml } from '#app/domain/jobs/structured-data.server.ts'
import { LOGO_PATH, organization, webSite } from '#app/domain/structured-data.server.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { Section } from '#app/components/ui/section.tsx'
import { homeWords } from '#app/domain/copy/fixed-words.server.ts'
import { readCopy } from '#app/domain/copy/store.server.ts'
import { copyInLang } from '#app/domain/copy/translated.server.ts'
import type { WhatWeDoCard } from '#app/domain/copy/home.ts'
import { useEnglish } from '#app/components/brand/english.ts'
import { readSection } from '#app/platform/http.server.ts'
import { seo } from '#app/routing/seo.ts'
import { contentSource } from '#app/domain/source/content-source.server.ts'
import { slidesInLang } from '#app/domain/home/translated.server.ts'
import { altInLang } from '#app/domain/content/translations.server.ts'
import { langOfPath } from '#app/routing/lang.ts'
import { doNotCache, tagPage } from '#app/platform/page-tags.server.ts'
import type { Route } from './+types/home'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { pageMemo } from '#app/components/page-data.tsx'

export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const lang = langOfPath(url.pathname)
  tagPage(context, 'slides', 'copy', 'settings')
  // SPEC.md §8: when the slides cannot be read the carousel is left out, without a message.
  const source = contentSource(context)
  // On the Kannada page, each slide's published Kannada field by field; English (marked) where none.
  const slides = await readSection(context, 'the slides could not be loaded', async () =>
    Promise.all(
      (await slidesInLang(source, await source.homeSlides(), lang)).map(
        async ({ slide: s, en }) => ({
          id: s.id,
          title: s.title,
          text: s.text,
          image: altInLang(
            await source.image(s.image, s.imageAlt, s.title),
            (['title', 'imageAlt'] as const).filter((w) => !en.includes(w)).map((w) => s[w]),
            lang,
          ),
          ...(en.length ? { en: en.filter((w): w is 'title' | 'text' => w !== 'imageAlt') } : {}),
        }),
      ),
    ),
  )
  const onCopyError = (err: unknown) => {
    context.log.warn({ err }, 'page copy unreadable; showing the built-in copy')
    doNotCache(context)
  }
  // On the Kannada page each block's published Kannada word by word; English (marked) where none.
  const { blocks: copy, en } = await copyInLang(
    context.db,
    await readCopy(
      context.db,
      ['home-what-we-do', 'home-where-we-operate', 'home-why-choose-us'],
      onCopyError,
    ),
    lang,
    onCopyError,
  )
  const img = (i: { src: string; alt: string }, en: readonly string[], word: string) => {
    const image = context.media.image(i.src, i.alt)
    return en.includes(word) ? { ...image, altLang: 'en' as const } : image
  }
  const whatWeDo = copy['home-what-we-do']
  const whereWeOperate = copy['home-where-we-operate']
  const whyChooseUs = copy['home-why-choose-us']
  // The company and the site for search engines, from the site identity (its defaults when the
  // settings cannot be read, as the shell does).
  const settings = await getSettings(context.db).catch(() => identityDefaults)
  const base = context.env.PUBLIC_URL
  return {
    // The page's heading and the carousel's name: fixed words, in the page's language.
    hero: homeWords(lang),
    jsonLd: jsonLdHtml([
      organization(settings, base, `${base}${LOGO_PATH}`),
      webSite(settings, base),
    ]),
    slides: slides.ok ? slides.value : [],
    whatWeDo: {
      title: whatWeDo.title,
      intro: whatWeDo.intro,
      cards: whatWeDo.cards.map((c, i) => ({
        ...c,
        image: img(c.image, en['home-what-we-do'], `cards.${i}.alt`),
      })),
      en: en['home-what-we-do'],
    },
    where: {
      title: whereWeOperate.title,
      description: whereWeOperate.description,
      en: en['home-where-we-operate'],
    },
    map: img(whereWeOperate.map, en['home-where-we-operate'], 'alt'),
    why: {
      title: whyChooseUs.title,
      tabs: whyChooseUs.tabs.map((t) => ({
        ...t,
        logo: context.media.image(t.logo.src, t.logo.alt),
      })),
      en: en['home-why-choose-us'],
    },
  }
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Grameen supermarkets for rural Karnataka',
    description:
      'We turn village kirana stores into Grameen supermarkets: groceries, spices, oils and daily needs delivered to rural Karnataka and South India.',
    path: '/',
    image: args.loaderData?.slides[0]?.image,
  })

/**
 * A card's title in its three parts, each trimmed, and where a space goes between them. The page
 * puts those spaces itself: the console trims what staff type, and so do the Kannada words, which
 * ran "ಅಂಗಡಿಗಳನ್ನುಗ್ರಾಮೀಣ" together. Punctuation after the highlight keeps to it.
 */
function titleParts(title: WhatWeDoCard['title']) {
  const before = title.before.trim()
  const after = title.after.trim()
  return {
    before,
    highlight: title.highlight.trim(),
    after,
    spaceBefore: before !== '',
    spaceAfter: after !== '' && !/^[.,;:!?)\]…’”]/.test(after),
  }
}

/** Home (SPEC.md §2.4): hero carousel, What We Do, Where We Operate, Why Choose Us. */
function Home({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings()
  const english = useEnglish()
  const { whatWeDo, where } = loaderData
  return (
    <>
      <JsonLdScript json={loaderData.jsonLd} />
      <h1 className="sr-only">{`${settings.companyName}: ${loaderData.hero.title}`}</h1>
      <HeroCarousel slides={loaderData.slides} label={loaderData.hero.label} />

      <Section
        id="what-we-do"
        title={whatWeDo.title}
        titleLang={english(whatWeDo, 'title')}
        titleClassName="text-center"
      >
        <p
          lang={english(whatWeDo, 'intro')}
          className="mx-auto -mt-2 mb-8 max-w-2xl text-center text-lg text-muted"
        >
          {whatWeDo.intro}
        </p>
        <ul className="grid gap-6 md:grid-cols-2">
          {whatWeDo.cards.map((c, i) => {
            const title = titleParts(c.title)
            return (
              <li key={i} className="card overflow-hidden">
                <Image
                  image={c.image}
                  sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
                  className="aspect-4/3 h-auto w-full bg-primary-soft object-cover"
                />
                <div className="p-5 sm:p-6">
                  <h3 className="text-xl">
                    <span lang={english(whatWeDo, `cards.${i}.before`)}>{title.before}</span>
                    {title.spaceBefore ? ' ' : null}
                    <span lang={english(whatWeDo, `cards.${i}.highlight`)} className="text-leaf">
                      {title.highlight}
                    </span>
                    {title.spaceAfter ? ' ' : null}
                    <span lang={english(whatWeDo, `cards.${i}.after`)}>{title.after}</span>
                  </h3>
                  <p lang={english(whatWeDo, `cards.${i}.description`)} className="mt-2 text-muted">
                    {c.description}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      </Section>

      <Section
        id="where-we-operate"
        title={where.title}
        titleLang={english(where, 'title')}
        className="bg-primary-soft"
        asideClassName="self-center"
        aside={
          <Image
            image={loaderData.map}
            sizes="(min-width: 1024px) 420px, (min-width: 640px) 384px, 100vw"
            className="mx-auto h-auto w-full max-w-xs sm:max-w-sm lg:max-w-none"
          />
        }
      >
        <p lang={english(where, 'description')} className="mb-6 text-lg text-muted">
          {where.description}
        </p>
        <StatCounters stats={settings.stats} />
      </Section>

      <WhyChooseUs title={loaderData.why.title} tabs={loaderData.why.tabs} en={loaderData.why.en} />
    </>
  )
}

export default pageMemo(Home)
