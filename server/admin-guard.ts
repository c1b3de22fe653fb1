import type { RequestHandler } from 'express'
import { findSession, sessionTokenOf } from '#app/domain/accounts/sessions.server.ts'
import type { AppServices, StaffIdentity } from '#app/platform/context.server.ts'
import { isConsolePath, loginPath } from '#app/routing/console.ts'
import { isPlainFormPost, signedOutPage } from './signed-out-page.ts'

declare module 'express-serve-static-core' {
  interface Request {
    /** The staff session of an /admin request (server/admin-guard.ts), or null. */
    staff?: StaffIdentity | null
  }
}

/** The only console URLs that answer without a signed-in session. */
function isOpenPath(rawPath: string): boolean {
  const p = rawPath
    .toLowerCase()
    .replace(/\.data$/, '')
    .replace(/\/+$/, '')
  return p === '/admin/login' || /^\/admin\/invite\/[^/]+$/.test(p)
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Everything under /admin (DESIGN.md "Staff console contracts"):
 * - never cached, never indexed;
 * - a mutating request must come from our own origin (PUBLIC_URL): a missing or foreign Origin
 *   is refused before anything else runs (the per-session CSRF token is checked by each action);
 * - without a signed-in session only /admin/login and /admin/invite/<token> answer; a page
 *   redirects to the sign-in, anything else (data, actions) is a 401.
 * Loaders and actions still check the session and the role themselves (domain/accounts/guard).
 */
export function adminGuard(services: AppServices): RequestHandler {
  const { env, dbHandle } = services
  const origin = new URL(env.PUBLIC_URL).origin
  return async (req, res, next) => {
    if (!isConsolePath(req.path)) return next()
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('X-Robots-Tag', 'noindex, nofollow')
    if (MUTATING.has(req.method)) {
      const from = req.get('origin')
      if (from !== origin) {
        req.log.warn(
          { origin: from ?? null },
          'console: cross-origin or origin-less request refused',
        )
        res
          .status(403)
          .type('text/plain')
          .send('This request did not come from this site, so it was refused.')
        return
      }
    }
    try {
      const token = sessionTokenOf(req.get('cookie'))
      req.staff = token ? await findSession(dbHandle.db, token) : null
    } catch (error) {
      req.log.error({ err: error }, 'console: the session could not be read')
      req.staff = null
      if (!isOpenPath(req.path)) {
        res
          .status(503)
          .type('text/plain')
          .send('The console cannot reach its database. Please try again shortly.')
        return
      }
    }
    if (isOpenPath(req.path) || req.staff?.session.state === 'active') return next()
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.path.endsWith('.data')
    if (isPage) {
      res.redirect(303, loginPath(req.originalUrl))
      return
    }
    // A form sent without JavaScript is shown as a page: one that keeps what was typed.
    if (isPlainFormPost(req)) {
      res
        .status(401)
        .type('html')
        .send(await signedOutPage(req))
      return
    }
    res.status(401).type('text/plain').send('Sign in to the console first.')
  }
}
