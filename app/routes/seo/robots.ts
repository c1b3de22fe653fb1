import type { Route } from './+types/robots'
import { requestContext } from '#app/platform/context.server.ts'

export function loader({ context: router }: Route.LoaderArgs) {
  const context = requestContext(router)
  // The staff console is never for search engines (it also says noindex on every answer).
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${context.env.PUBLIC_URL}/sitemap.xml\n`
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
