import type { Request as ExpressRequest } from 'express'
import type { RequestContext } from '#app/platform/context.server.ts'
import { findSession, sessionTokenOf } from '#app/domain/accounts/sessions.server.ts'
import {
  applyPreview,
  PREVIEW_PARAM,
  readPreviewToken,
} from '#app/domain/content/preview.server.ts'
import type { AppServices } from '#app/platform/context.server.ts'

class Rollback extends Error {}

/**
 * A preview request (`?preview=<token>`, made by /admin/preview/<kind>/<id>): the public page is
 * rendered inside a transaction in which the draft is live, then the transaction is rolled back
 * (app/domain/content/preview.server.ts). Only the person the token names, signed in, sees it;
 * the answer is never stored by any cache and never indexed.
 */
export function previewAround(services: AppServices) {
  return async (
    req: ExpressRequest,
    context: RequestContext,
    run: (context: RequestContext) => Promise<Response>,
  ): Promise<Response> => {
    const raw = req.query[PREVIEW_PARAM]
    if (typeof raw !== 'string' || (req.method !== 'GET' && req.method !== 'HEAD'))
      return run(context)
    const ticket = readPreviewToken(services.appSecret, raw)
    const token = sessionTokenOf(req.get('cookie'))
    const staff = ticket && token ? await findSession(services.dbHandle.db, token) : null
    const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
    if (!ticket || !staff || staff.session.state !== 'active' || staff.user.id !== ticket.user)
      return new Response(
        'This preview link has expired or belongs to someone else. Open the preview again from the console.',
        { status: 403, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } },
      )
    let answer: Response | null = null
    try {
      await services.dbHandle.db.transaction().execute(async (tx) => {
        if (!(await applyPreview(tx, ticket))) throw new Rollback()
        const r = await run({ ...context, db: tx, staff })
        const body = await r.arrayBuffer()
        const h = new Headers(r.headers)
        for (const [k, v] of Object.entries(headers)) h.set(k, v)
        h.delete('ETag')
        answer = new Response(r.status === 304 ? null : body, { status: r.status, headers: h })
        throw new Rollback()
      })
    } catch (error) {
      if (!(error instanceof Rollback)) throw error
    }
    return (
      answer ??
      new Response('There is nothing to preview here any more.', {
        status: 404,
        headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
      })
    )
  }
}
