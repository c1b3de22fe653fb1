import { PageLink } from '#app/components/links.tsx'
import type { PostCardData } from '#app/domain/posts/view.ts'
import { Image } from './image.tsx'
import { useI18n } from '#app/i18n/i18n.tsx'

/**
 * One Resources story as a card: picture, date, title, a few lines and the author. The title is
 * the link; it stretches over the whole card so the card is one big tap target, and the card
 * shows the focus ring.
 */
export function PostCard({
  post,
  sizes,
  priority = false,
}: {
  post: PostCardData
  sizes: string
  /** The page's main image: on a phone the first Resources card is larger than the banner. */
  priority?: boolean
}) {
  const { date, content } = useI18n()
  return (
    <article className="card relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md has-[a:focus-visible]:outline-4 has-[a:focus-visible]:-outline-offset-4 has-[a:focus-visible]:outline-turmeric">
      {post.image ? (
        <Image
          image={post.image}
          sizes={sizes}
          priority={priority}
          alt=""
          className="aspect-video h-auto w-full bg-primary-soft object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        {post.date ? (
          <p className="text-sm font-medium text-leaf">
            <time dateTime={post.postDate ?? undefined}>{date(post.date)}</time>
          </p>
        ) : null}
        <h3 lang={content} className="mt-1 text-lg leading-snug">
          <PageLink to={post.href} className="stretched-link">
            {post.title}
          </PageLink>
        </h3>
        {post.excerpt ? (
          <p lang={content} className="mt-2 line-clamp-3 text-muted">
            {post.excerpt}
          </p>
        ) : null}
        {post.author ? (
          <p className="mt-auto pt-4 text-sm text-muted">
            <span className="sr-only">By </span>
            {post.author}
          </p>
        ) : null}
      </div>
    </article>
  )
}
