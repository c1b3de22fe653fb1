import { data, Form, Link } from 'react-router'
import { MediaUploader } from '#app/components/admin/media-uploader.tsx'
import { Badge, Notice, PageTitle, Panel } from '#app/components/admin/ui.tsx'
import { requireStaff } from '#app/domain/accounts/guard.server.ts'
import { listMedia } from '#app/domain/media/library.server.ts'
import { formatBytes } from '#app/domain/media/rules.ts'
import { mediaItemPath, mediaPath } from '#app/routing/console.ts'
import { consoleHeaders } from './console.server.ts'
import { useConsole } from './layout.tsx'
import { cardOf, librarySearch } from './media.server.ts'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/media'
import { requestContext } from '#app/platform/context.server.ts'

const PER_PAGE = 48

/** /admin/media: every picture of the library, newest first, with the upload form on top. */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  requireStaff(context, url, 'media')
  const { search, page } = librarySearch(url)
  const { items, total } = await listMedia(context.db, {
    search,
    limit: PER_PAGE,
    offset: (page - 1) * PER_PAGE,
  })
  const uploaded = Number.parseInt(url.searchParams.get('uploaded') ?? '', 10)
  return data(
    {
      items: items.map((m) => cardOf(context, m)),
      total,
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      search,
      maxMb: context.env.MEDIA_MAX_MB,
      notice:
        uploaded > 0
          ? `Uploaded ${uploaded} picture${uploaded === 1 ? '' : 's'}.`
          : url.searchParams.has('deleted')
            ? 'Picture deleted.'
            : null,
    },
    { headers: consoleHeaders },
  )
}

export const meta: Route.MetaFunction = () => consoleMeta('Media library')

export default function MediaLibraryPage({ loaderData }: Route.ComponentProps) {
  const { csrf } = useConsole()
  const { items, total, page, pages, search, notice, maxMb } = loaderData
  const pageLink = (p: number) =>
    `${mediaPath}?${new URLSearchParams({ ...(search ? { q: search } : {}), page: String(p) })}`
  return (
    <>
      <PageTitle lead="Pictures for every page of the site. Each needs alt text that says what it shows, unless it is only decoration. Click a picture to set its focal point, replace its file or see where it is used.">
        Media library
      </PageTitle>
      <div className="space-y-6">
        {notice ? <Notice tone="success">{notice}</Notice> : null}
        <Panel title="Upload pictures">
          <MediaUploader csrf={csrf} maxMb={maxMb} />
        </Panel>
        <Panel
          title={`Pictures (${total})`}
          actions={
            <Form key={search} method="get" role="search" className="flex gap-2">
              <label htmlFor="media-search" className="sr-only">
                Search pictures
              </label>
              <input
                id="media-search"
                type="search"
                name="q"
                defaultValue={search}
                placeholder="Name or alt text"
                className="w-48 rounded-lg border border-slate-300 px-3 py-1.5"
              />
              <button type="submit" className="btn-outline min-h-10 rounded-lg px-3 py-1.5 text-sm">
                Search
              </button>
            </Form>
          }
        >
          {items.length ? (
            <ul className="media-grid grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
              {items.map((m) => (
                <li
                  key={m.id}
                  className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
                >
                  <Link to={mediaItemPath(m.id)} className="block hover:bg-primary-soft">
                    <img
                      src={m.thumb}
                      alt=""
                      width={m.width}
                      height={m.height}
                      loading="lazy"
                      className="aspect-[4/3] h-auto w-full bg-white object-contain"
                    />
                    <span className="block p-2 text-sm">
                      <span className="block truncate font-semibold text-ink">
                        {m.key.split('/').pop()}
                      </span>
                      <span className="block truncate text-muted">
                        {m.decorative ? 'Decorative' : m.alt || 'No alt text yet'}
                      </span>
                      <span className="mt-1 flex flex-wrap gap-1">
                        {!m.decorative && !m.alt ? <Badge tone="warn">Needs alt text</Badge> : null}
                        <span className="text-xs text-muted">
                          {m.width} × {m.height} · {formatBytes(m.size)}
                        </span>
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">
              {search ? 'No picture matches that search.' : 'No pictures yet.'}
            </p>
          )}
          {pages > 1 ? (
            <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3">
              {page > 1 ? <Link to={pageLink(page - 1)}>Previous page</Link> : null}
              <span>
                Page {page} of {pages}
              </span>
              {page < pages ? <Link to={pageLink(page + 1)}>Next page</Link> : null}
            </nav>
          ) : null}
        </Panel>
      </div>
    </>
  )
}
