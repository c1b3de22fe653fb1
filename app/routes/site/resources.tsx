import { data, Link } from 'react-router'
import { SectionError } from '#app/components/ui/section-error'
import { readSection, statusOf } from '#app/lib/http.server'
import { seo } from '#app/lib/meta'
import { idSlug } from '#app/lib/slug'
import { listPosts } from '#app/models/posts.server'
import type { Route } from './+types/resources'

export async function loader({ context }: Route.LoaderArgs) {
  const [vani, news, blog] = await Promise.all([
    readSection(context, 'the Vani stories could not be loaded. Please try again.', () =>
      listPosts(context.db, 'vilvani'),
    ),
    readSection(context, 'the news could not be loaded. Please try again.', () =>
      listPosts(context.db, 'news'),
    ),
    readSection(context, 'the blog could not be loaded. Please try again.', () =>
      listPosts(context.db, 'blog'),
    ),
  ])
  return data({ vani, news, blog }, { status: statusOf(vani, news, blog) })
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Resources', description: 'Stories, news and articles from rural commerce.' })

export default function Resources({ loaderData, matches }: Route.ComponentProps) {
  const root = matches[0].data as { settings: { shortName: string } }
  const lists = [
    { title: `${root.settings.shortName} Vani`, section: loaderData.vani },
    { title: 'News', section: loaderData.news },
    { title: 'Blog', section: loaderData.blog },
  ]
  return (
    <div className="container-page section">
      <h1 className="section-title">Resources</h1>
      {lists.map((l) => (
        <section key={l.title} className="mt-8">
          <h2 className="text-2xl">{l.title}</h2>
          {!l.section.ok ? (
            <SectionError message={l.section.error} />
          ) : l.section.value.length === 0 ? (
            <p>Data not found.</p>
          ) : (
            <ul>
              {l.section.value.map((p) => (
                <li key={p.id}>
                  <Link to={`/resource/${p.type}/${idSlug(p.id, p.slug)}`}>{p.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
