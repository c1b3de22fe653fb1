import { PageLink } from '#app/components/links.tsx'
import type { PostCardData, PostWord } from '#app/domain/posts/view.ts'
import { Image } from './image.tsx'
import { useI18n } from '#app/i18n/i18n.tsx'

/**
 * One Resources story as a card: picture, date, title, a few lines and the author. The title is
 * the link; it stretches over the whole card so the card is one big tap target, and the card
 * shows the focus ring.
 */
export function PostCard({ post, sizes }: { post: PostCardData; sizes: string }) {
  const { date, rich, content } = useI18n()
  // Words with no published Kannada yet are the content's English: lang="en" on a Kannada page.
  const english = (word: PostWord) => (post.en?.includes(word) ? content : undefined)
  return (
    <article className="card relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md has-[a:focus-visible]:outline-4 has-[a:focus-visible]:-outline-offset-4 has-[a:focus-visible]:outline-turmeric">
      {post.image ? (
        <Image
          image={post.image}
          sizes={sizes}
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
        <h3 lang={english('title')} className="mt-1 text-lg leading-snug">
          <PageLink to={post.href} className="stretched-link">
            {post.title}
          </PageLink>
        </h3>
        {post.excerpt ? (
          <p lang={english('excerpt')} className="mt-2 line-clamp-3 text-muted">
            {post.excerpt}
          </p>
        ) : null}
        {post.author ? (
          <p className="mt-auto pt-4 text-sm text-muted">
            {/* "By" is for screen readers: the card shows the name alone. */}
            {rich('By <0>{author}</0>', { author: post.author }, [
              (name) => (english('author') ? <span lang={content}>{name}</span> : name),
            ]).map((part, i) =>
              typeof part === 'string' ? (
                <span key={i} className="sr-only">
                  {part}
                </span>
              ) : (
                part
              ),
            )}
          </p>
        ) : null}
      </div>
    </article>
  )
}
