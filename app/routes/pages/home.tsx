import { HeroCarousel } from '#app/components/home/hero-carousel.tsx'
import { StatCounters } from '#app/components/home/stat-counters.tsx'
import { WhyChooseUs } from '#app/components/home/why-choose-us.tsx'
import { Image } from '#app/components/image.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { hero, whatWeDo, whereWeOperate, whyChooseUs } from '#app/domain/copy/home.ts'
import { readSection } from '#app/platform/http.server.ts'
import { seo } from '#app/routing/seo.ts'
import { listHomeSlides } from '#app/domain/home/slides.server.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import type { Route } from './+types/home'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'

export async function loader({ context }: Route.LoaderArgs) {
  tagPage(context, 'slides', 'copy')
  // SPEC.md §8: when the slides cannot be read the carousel is left out, without a message.
  const slides = await readSection(context, 'the slides could not be loaded', () =>
    listHomeSlides(context.db),
  )
  const img = (i: { src: string; alt: string }) => context.media.image(i.src, i.alt)
  // Only what the copy module cannot give: the words of What We Do and Why Choose Us are in the
  // page's own code already (app/domain/copy/home.ts), so the hydration data carries their
  // pictures alone and the text is not sent twice.
  return {
    slides: slides.ok
      ? slides.value.map((s) => ({
          id: s.id,
          title: s.title,
          text: s.text,
          image: context.media.image(s.image, s.imageAlt),
        }))
      : [],
    whatWeDoImages: whatWeDo.cards.map((c) => img(c.image)),
    map: img(whereWeOperate.map),
    tabLogos: whyChooseUs.tabs.map((t) => img(t.logo)),
  }
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Grameen supermarkets for rural Karnataka',
    description:
      'We turn village kirana stores into Grameen supermarkets: groceries, spices, oils and daily needs delivered to rural Karnataka and South India.',
    path: '/',
    image: args.loaderData?.slides[0]?.image.src,
  })

/** Home (SPEC.md §2.4): hero carousel, What We Do, Where We Operate, Why Choose Us. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings()
  return (
    <>
      <h1 className="sr-only">{`${settings.companyName}: ${hero.title}`}</h1>
      <HeroCarousel slides={loaderData.slides} label={hero.label} />

      <Section id="what-we-do" title={whatWeDo.title} titleClassName="text-center">
        <p className="mx-auto -mt-2 mb-8 max-w-2xl text-center text-lg text-muted">
          {whatWeDo.intro}
        </p>
        <ul className="grid gap-6 md:grid-cols-2">
          {whatWeDo.cards.map((c, i) => (
            <li key={c.title.highlight} className="card overflow-hidden">
              <Image
                image={loaderData.whatWeDoImages[i]!}
                sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
                className="aspect-4/3 h-auto w-full bg-primary-soft object-cover"
              />
              <div className="p-5 sm:p-6">
                <h3 className="text-xl">
                  {c.title.before}
                  <span className="text-leaf">{c.title.highlight}</span>
                  {c.title.after}
                </h3>
                <p className="mt-2 text-muted">{c.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="where-we-operate"
        title={whereWeOperate.title}
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
        <p className="mb-6 text-lg text-muted">{whereWeOperate.description}</p>
        <StatCounters stats={settings.stats} />
      </Section>

      <WhyChooseUs
        title={whyChooseUs.title}
        tabs={whyChooseUs.tabs.map((t, i) => ({ ...t, logo: loaderData.tabLogos[i]! }))}
      />
    </>
  )
}
