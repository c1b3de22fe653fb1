import type { Request as ExpressRequest } from 'express'
import type { RequestContext } from '#app/platform/context.server.ts'
import { findRedirect } from '#app/domain/content/redirects.server.ts'
import type { AppServices } from '#app/platform/context.server.ts'

type Around = (
  req: ExpressRequest,
  context: RequestContext,
  run: (context: RequestContext) => Promise<Response>,
) => Promise<Response>

/**
 * Old addresses keep working: when a page would answer 404, the redirects table (made by hand at
 * /admin/redirects, or automatically when an editor changes a slug or a brand's path) is asked
 * once, and a match answers 301 to the new address with the query kept. A redirect can never hide
 * a live page (only 404s consult it) and costs nothing on the way to one.
 *
 * Data requests (`/x.data`, a client-side navigation from a page open before the move) keep their
 * 404: our own links are always current, and a reload lands on the 301.
 */
export function redirectOnNotFound(services: AppServices, inner: Around): Around {
  return async (req, context, run) => {
    const response = await inner(req, context, run)
    if (response.status !== 404 || (req.method !== 'GET' && req.method !== 'HEAD')) return response
    if (req.path.endsWith('.data')) return response
    const to = await findRedirect(services.dbHandle.db, req.path).catch((error: unknown) => {
      req.log.warn({ err: error }, 'could not read the redirects')
      return null
    })
    if (!to) return response
    const q = req.originalUrl.indexOf('?')
    const query = q >= 0 && !to.includes('?') ? req.originalUrl.slice(q) : ''
    return new Response(null, {
      status: 301,
      headers: { Location: to + query, 'Cache-Control': 'public, max-age=3600' },
    })
  }
}
