import { data, redirect } from 'react-router'
import { Image } from '#app/components/image'
import { SectionError } from '#app/components/ui/section-error'
import type { PostType } from '#app/db/schema'
import { formatDate } from '#app/lib/dates'
import { notFound, readSection } from '#app/lib/http.server'
import { seo } from '#app/lib/meta'
import { idSlug, parseIdParam } from '#app/lib/slug'
import { getPost, postTypes } from '#app/models/posts.server'
import type { Route } from './+types/post'

export async function loader({ params, context }: Route.LoaderArgs) {
  const back = { to: '/resource', label: 'See all resources' }
  const type = params.type as PostType
  if (!postTypes.includes(type)) notFound()
  const parsed = parseIdParam(params.id)
  if (!parsed) notFound({ back })
  const found = await readSection(context, 'the story could not be loaded. Please try again.', () =>
    getPost(context.db, type, parsed.id),
  )
  if (!found.ok) return data({ ok: false as const, error: found.error }, { status: 503 })
  const post = found.value
  if (!post) notFound({ back })
  if (params.id !== idSlug(post.id, post.slug))
    throw redirect(`/resource/${type}/${idSlug(post.id, post.slug)}`, 301)
  return {
    ok: true as const,
    post,
    date: formatDate(post.postDate),
    img: post.image ? context.media.image(post.image, post.imageAlt) : null,
    gallery: post.gallery.map((g) => ({ id: g.id, img: context.media.image(g.image, g.alt) })),
  }
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData
  return d?.ok
    ? seo(args, { title: d.post.title, description: d.post.excerpt })
    : seo(args, { title: 'Resources', description: 'Resources' })
}

export default function PostPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok)
    return (
      <div className="container-page section">
        <SectionError message={loaderData.error} />
      </div>
    )
  const { post, date, img } = loaderData
  return (
    <article className="container-page section max-w-3xl">
      <h1 className="text-3xl">{post.title}</h1>
      <p className="text-muted">
        {post.author} {date ? <time dateTime={post.postDate ?? undefined}>{date}</time> : null}
      </p>
      {img ? (
        <Image
          image={img}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="mt-4 h-auto w-full rounded-2xl"
        />
      ) : null}
      <div className="prose-rich mt-6" dangerouslySetInnerHTML={{ __html: post.descriptionHtml }} />
    </article>
  )
}
