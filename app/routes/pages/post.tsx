import { redirect } from 'react-router'
import { inLang, pageOf } from '#app/routing/lang.ts'
import { BackLink, ExternalLink } from '#app/components/links.tsx'
import { Image } from '#app/components/image.tsx'
import { JsonLdScript, RichText } from '#app/components/html-block.tsx'
import { article, breadcrumbs, LOGO_PATH } from '#app/domain/structured-data.server.ts'
import { jsonLdHtml } from '#app/domain/jobs/structured-data.server.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { ogImageUrl } from '#app/utils/image.ts'
import { PostCard } from '#app/components/post-card.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { postTypes, type PostType, type PostWord } from '#app/domain/posts/view.ts'
import { formatDate } from '#app/utils/dates.ts'
import type { ImageData } from '#app/utils/image.ts'
import { notFound, readOrUnavailable, readSection } from '#app/platform/http.server.ts'
import { seoFromData } from '#app/routing/seo.ts'
import { toPostCard } from '#app/domain/posts/cards.server.ts'
import { postsInLang } from '#app/domain/posts/translated.server.ts'
import { altInLang } from '#app/domain/content/translations.server.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { paths, postPath } from '#app/routing/paths.ts'
import { parseIdParam } from '#app/utils/slug.ts'
import { contentSource } from '#app/domain/source/content-source.server.ts'
import { tagPage } from '#app/platform/page-tags.server.ts'
import { postsKind } from '#app/domain/content/kinds/posts.server.ts'
import type { Route } from './+types/post'
import { useSiteSettings } from '#app/components/hooks/use-site-settings.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { useI18n, type I18n } from '#app/i18n/i18n.tsx'
import { pageMemo } from '#app/components/page-data.tsx'

export async function loader({ params, context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const back = { to: paths.resources, label: 'See all resources' }
  const type = params.type as PostType
  if (!postTypes.includes(type)) notFound()
  const parsed = parseIdParam(params.id)
  if (!parsed) notFound({ back })
  // The story, and its list for "More stories".
  tagPage(context, postsKind.tagOf(parsed.id), `posts:${type}`)
  const source = contentSource(context)
  const found = await readOrUnavailable(
    context,
    'the story could not be loaded. Please try again.',
    () => source.post(type, parsed.id),
  )
  if (!found)
    notFound({
      back,
      message: 'We could not find this story. It may have been taken down; see our other stories.',
    })
  const { lang, path: pathname } = pageOf(url)
  if (pathname !== postPath(found)) throw redirect(inLang(postPath(found), lang), 301)
  // On the Kannada page, the published Kannada field by field; English (marked) where none.
  const { post, en } = (await postsInLang(source, [found], lang))[0]!
  // "More stories" is a nice extra: when it cannot be read, the story still shows without it.
  const more = await readSection(context, 'more stories could not be loaded', async () => {
    const others = await source.posts(type, { exceptId: post.id, limit: 3 })
    const inLangs = await postsInLang(source, others, lang)
    return Promise.all(inLangs.map((o) => toPostCard(source, o.post, o.en)))
  })
  // Alt texts that are not the story's translated words are its English (marked on /kn).
  const translated = (['title', 'imageAlt'] as const)
    .filter((w) => lang !== 'en' && !en.includes(w))
    .map((w) => post[w])
  const image = post.image
    ? altInLang(await source.image(post.image, post.imageAlt, post.title), translated, lang)
    : null
  // The publisher in the JSON-LD is the site's identity; the page does not fail without it.
  const settings = await getSettings(context.db).catch(() => identityDefaults)
  const base = context.env.PUBLIC_URL
  const pageUrl = `${base}${inLang(postPath(post), lang)}`
  const t = translator(lang)
  const jsonLd = [
    jsonLdHtml(
      article(
        {
          type: post.type,
          title: post.title,
          description: post.excerpt || post.title,
          author: post.author,
          postDate: post.postDate,
          modifiedAt: post.modifiedAt,
          image: image ? `${base}${ogImageUrl(image)}` : null,
          url: pageUrl,
        },
        { name: settings.companyName, url: `${base}/`, logo: `${base}${LOGO_PATH}` },
      ),
    ),
    jsonLdHtml(
      breadcrumbs([
        [t('Home'), `${base}${inLang('/', lang)}`],
        [t('Resources'), `${base}${inLang(paths.resources, lang)}`],
        [post.title, pageUrl],
      ]),
    ),
  ]
  return {
    jsonLd,
    post: {
      type: post.type,
      title: post.title,
      author: post.author,
      postDate: post.postDate,
      modifiedOn: post.modifiedAt ? new Date(post.modifiedAt).toISOString() : null,
      date: formatDate(post.postDate),
      excerpt: post.excerpt,
      descriptionHtml: post.descriptionHtml,
      newsLink: post.newsLink,
    },
    en,
    image,
    gallery: await Promise.all(
      post.gallery.map(async (g, i) => ({
        id: g.id,
        image: altInLang(
          await source.image(g.image, g.alt, post.title),
          // A description that is not the English one is its Kannada.
          g.alt && g.alt !== found.gallery[i]?.alt ? [...translated, g.alt] : translated,
          lang,
        ),
      })),
    ),
    more: more.ok ? more.value : [],
  }
}

export const meta: Route.MetaFunction = (args) =>
  seoFromData(args, 'Story', ({ post, image }) => ({
    title: post.title,
    description: post.excerpt || post.title,
    image,
    article: { published: post.postDate, modified: post.modifiedOn },
    feeds: [post.type],
  }))

/** Where each kind of post belongs: the small label above its title, and its "more" heading. */
function kindLabels(
  type: PostType,
  shortName: string,
  t: I18n['t'],
): { label: string; more: string } {
  if (type === 'blog') return { label: t('Blog'), more: t('More from the blog') }
  if (type === 'news') return { label: t('News'), more: t('More news') }
  return {
    label: t('{shortName} Vani', { shortName }),
    more: t('More from {shortName} Vani', { shortName }),
  }
}

function PostPage({ loaderData }: Route.ComponentProps) {
  const { t, rich, date, content } = useI18n()
  const { shortName } = useSiteSettings()
  const { post, en, image, gallery, more } = loaderData
  // Words with no published Kannada yet are the content's English: lang="en" on a Kannada page.
  const english = (word: PostWord) => (en.includes(word) ? content : undefined)
  const { label, more: moreTitle } = kindLabels(post.type, shortName, t)
  // SPEC.md §2.13: a blog post shows one main picture above its text; Vani and news items show
  // their gallery. A Vani or news item without a gallery shows its main picture instead.
  const galleryFirst = post.type !== 'blog'
  const lead = !galleryFirst || gallery.length === 0 ? image : null
  return (
    <>
      <article className="container-page max-w-4xl pt-8 pb-12 sm:pt-12">
        {loaderData.jsonLd.map((json, i) => (
          <JsonLdScript key={i} json={json} />
        ))}
        <BackLink to={paths.resources}>{t('All resources')}</BackLink>
        <p className="mt-4 text-sm font-semibold tracking-wide text-leaf uppercase">{label}</p>
        <h1 lang={english('title')} className="mt-2 text-3xl sm:text-4xl">
          {post.title}
        </h1>
        {post.author || post.date ? (
          <p className="mt-3 text-muted">
            {post.author ? (
              <span>
                {rich('By <0>{author}</0>', { author: post.author }, [
                  (name) => (english('author') ? <span lang={content}>{name}</span> : name),
                ])}
              </span>
            ) : null}
            {post.author && post.date ? <span aria-hidden="true"> · </span> : null}
            {post.date ? (
              <time dateTime={post.postDate ?? undefined}>{date(post.date)}</time>
            ) : null}
          </p>
        ) : null}
        {lead ? (
          <Image
            image={lead}
            sizes="(min-width: 896px) 848px, 100vw"
            priority
            className="mt-6 aspect-video h-auto w-full rounded-2xl bg-primary-soft object-cover"
          />
        ) : null}
        {galleryFirst && gallery.length ? (
          <Gallery photos={gallery} title={post.title} priorityFirst={!lead} />
        ) : null}
        {post.descriptionHtml ? (
          <RichText
            html={post.descriptionHtml}
            english={en.includes('descriptionHtml')}
            className="mt-8 text-lg"
          />
        ) : null}
        {post.type === 'news' && post.newsLink ? (
          <p className="mt-8">
            <ExternalLink href={post.newsLink} className="btn-outline">
              {t('Read the full story')}
            </ExternalLink>
          </p>
        ) : null}
        {!galleryFirst && gallery.length ? (
          <Gallery photos={gallery} title={post.title} priorityFirst={false} />
        ) : null}
      </article>
      {more.length ? (
        <Section id="more-title" title={moreTitle} className="border-t border-line bg-white">
          <ul className="grid-cards">
            {more.map((p) => (
              <li key={p.id}>
                <PostCard
                  post={p}
                  sizes="(min-width: 1152px) 360px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw"
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  )
}

function Gallery({
  photos,
  title,
  priorityFirst,
}: {
  photos: Array<{ id: number; image: ImageData }>
  title: string
  priorityFirst: boolean
}) {
  const { t } = useI18n()
  // An odd number of photos opens with one wide photo, so the rest pair up.
  const wideFirst = photos.length % 2 === 1
  return (
    // Each photo's description is its visible caption, so the picture itself needs no alt text.
    <section aria-label={t('Photos: {title}', { title })} className="mt-6">
      <ul className="grid gap-4 sm:grid-cols-2">
        {photos.map((g, i) => (
          <li key={g.id} className={wideFirst && i === 0 ? 'sm:col-span-2' : undefined}>
            <figure>
              <Image
                image={g.image}
                sizes={
                  wideFirst && i === 0
                    ? '(min-width: 896px) 848px, 100vw'
                    : '(min-width: 896px) 416px, (min-width: 640px) 48vw, 100vw'
                }
                priority={priorityFirst && i === 0}
                alt=""
                className="aspect-video h-auto w-full rounded-2xl bg-primary-soft object-cover"
              />
              <figcaption lang={g.image.altLang} className="mt-2 text-sm text-muted">
                {g.image.alt}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default pageMemo(PostPage)
