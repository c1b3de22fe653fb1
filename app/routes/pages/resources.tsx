import { data } from 'react-router'
import { CardCarousel } from '#app/components/card-carousel.tsx'
import { PageBanner } from '#app/components/page-banner.tsx'
import { PostCard } from '#app/components/post-card.tsx'
import { postTypes, type PostCardData } from '#app/domain/posts/view.ts'
import { SectionError } from '#app/components/ui/section-error.tsx'
import type { Section } from '#app/utils/http.ts'
import { readSection, statusOf } from '#app/platform/http.server.ts'
import { seo } from '#app/routing/seo.ts'
import { toPostCard } from '#app/domain/posts/cards.server.ts'
import { postsInLang } from '#app/domain/posts/translated.server.ts'
import { langOfPath } from '#app/routing/lang.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { contentSource } from '#app/domain/source/content-source.server.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import type { Route } from './+types/resources'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n } from '#app/i18n/i18n.tsx'
import { pageMemo } from '#app/components/page-data.tsx'

export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const lang = langOfPath(url.pathname)
  tagPage(context, 'posts:vilvani', 'posts:news', 'posts:blog')
  const source = contentSource(context)
  const read = (type: 'vilvani' | 'news' | 'blog', what: string) =>
    readSection(context, `${what} could not be loaded. Please try again.`, async () =>
      // On the Kannada page, each story's published Kannada (one query a list), English where none.
      Promise.all(
        (await postsInLang(source, await source.posts(type), lang)).map((p) =>
          toPostCard(source, p.post, p.en),
        ),
      ),
    )
  const [vani, news, blog] = await Promise.all([
    read('vilvani', 'the Vani stories'),
    read('news', 'the news'),
    read('blog', 'the blog'),
  ])
  return data(
    {
      banner: context.media.image(
        'banners/resources.svg',
        // In the page's language: the catalogue has it (app/i18n/kn-ui.json).
        translator(langOfPath(url.pathname))(
          'A video, a news article, a company post and a loudspeaker: our stories, shared',
        ),
      ),
      vani,
      news,
      blog,
    },
    { status: statusOf(vani, news, blog) },
  )
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Resources: stories, news and blog',
    description:
      'Stories from the villages we serve, news about our work with kirana stores and farmer groups, and articles on rural commerce in Karnataka.',
    feeds: postTypes,
    image: args.loaderData?.banner,
  })

const cardSizes =
  '(min-width: 1152px) 360px, (min-width: 1024px) 31vw, (min-width: 768px) 48vw, 100vw'

/** The spec's error and empty texts where a list's cards would be (SPEC.md §4, §8). */
function NoCards({ section }: { section: Section<PostCardData[]> }) {
  const { t } = useI18n()
  return section.ok ? (
    <p className="text-muted">{t('Data not found.')}</p>
  ) : (
    <SectionError message={section.error} />
  )
}

function Carousel({ title, section }: { title: string; section: Section<PostCardData[]> }) {
  if (section.ok && section.value.length > 0)
    return (
      <CardCarousel
        title={title}
        slides={section.value.map((p) => ({
          key: p.id,
          content: <PostCard post={p} sizes={cardSizes} />,
        }))}
      />
    )
  return (
    <section className="mt-12" aria-label={title}>
      <h2 className="mb-5 text-2xl sm:text-3xl">{title}</h2>
      <NoCards section={section} />
    </section>
  )
}

function Resources({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const { shortName } = useSiteSettings()
  const { banner, vani, news, blog } = loaderData
  // The banner is the page's largest picture in the first screen at every width, larger than
  // the first Vani card's below it (visitor-defects.spec.ts reads this from the browser), so
  // PageBanner asks for it first and the cards' pictures wait for the screen.
  return (
    <>
      <PageBanner
        eyebrow={t('Resources')}
        title={t('Stories from rural India')}
        lead={t(
          'Voices from the villages we serve in {shortName} Vani, news about our work, and articles on how rural commerce is changing.',
          { shortName },
        )}
        image={banner}
      />
      <div className="container-page pb-16">
        <Carousel title={t('{shortName} Vani', { shortName })} section={vani} />
        <Carousel title={t('News')} section={news} />
        <section className="mt-12" aria-labelledby="blog-title">
          <h2 id="blog-title" className="mb-5 text-2xl sm:text-3xl">
            {t('Blog')}
          </h2>
          {blog.ok && blog.value.length > 0 ? (
            <ul className="grid-cards">
              {blog.value.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} sizes={cardSizes} />
                </li>
              ))}
            </ul>
          ) : (
            <NoCards section={blog} />
          )}
        </section>
      </div>
    </>
  )
}

export default pageMemo(Resources)
