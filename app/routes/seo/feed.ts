import { renderPostFeed } from '#app/domain/posts/feed.server.ts'
import { postTypes } from '#app/domain/posts/view.ts'
import { cacheControl, etagOf } from '#app/platform/headers.server.ts'
import { feedPath } from '#app/routing/paths.ts'
import { langOfPath } from '#app/routing/lang.ts'
import type { Route } from './+types/feed'
import { requestContext } from '#app/platform/context.server.ts'

/**
 * The RSS feeds of the blog, Vani and news (/resource/<type>/feed.xml), one route per type, each
 * in both languages (Kannada at /kn/resource/<type>/feed.xml).
 */
export async function loader({ request, context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const lang = langOfPath(url.pathname)
  const type = postTypes.find((t) => feedPath(t, lang) === url.pathname)
  if (!type) return new Response('Not found', { status: 404 })
  let xml: string
  try {
    xml = await renderPostFeed(context.db, type, context.env.PUBLIC_URL, lang)
  } catch (error) {
    context.log.error({ err: error }, 'could not read data: the feed')
    return new Response('The feed could not be loaded. Please try again.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const etag = etagOf(xml)
  const headers = {
    'Content-Type': 'application/rss+xml; charset=utf-8',
    'Cache-Control': cacheControl('public', 200),
    ETag: etag,
  }
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers })
  return new Response(xml, { headers })
}
