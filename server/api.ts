import express, { type Request, type Response } from 'express'
import { parseApiBody } from '#app/domain/api/body.server.ts'
import { isCallName, runCall } from '#app/domain/api/calls.server.ts'
import { ApiError } from '#app/domain/api/errors.ts'
import { openApiDocument } from '#app/domain/api/openapi.server.ts'
import type { ErrorBody } from '#app/domain/api/schemas.server.ts'
import type { AppServices } from '#app/platform/context.server.ts'
import { cacheControl } from '#app/platform/headers.server.ts'
import { consumeRateLimit, rateLimitSubject } from '#app/platform/rate-limits.server.ts'
import { HttpError, readBody } from './react-router-adapter.ts'

/** Bodies of the API are a handful of small fields; anything larger is refused unread (413). */
export const API_MAX_BODY_BYTES = 16 * 1024

const OPENAPI_PATH = '/openapi.json'

function sendError(res: Response, error: ApiError) {
  for (const [k, v] of Object.entries(error.headers)) res.setHeader(k, v)
  res.setHeader('Cache-Control', 'no-store')
  res.status(error.status).json({ error: true, message: error.message } satisfies ErrorBody)
}

function allowedMethods(path: string): string | null {
  if (path === OPENAPI_PATH) return 'GET, HEAD, OPTIONS'
  return isCallName(path.slice(1)) ? 'POST, OPTIONS' : null
}

/**
 * /api/v2 (DESIGN.md "/api/v2"; docs/api.md): the spec's calls served from our published content.
 * Mounted before the canonical-path redirect, since call names are mixed case
 * (/api/v2/getHomeScreen). No cookies or sessions are read or set. Order: CORS, then the rate
 * limit per address, then method, body and call; every refusal is `{ error: true, message }`.
 */
export function apiRouter(services: AppServices): express.Router {
  const { env, dbHandle } = services
  const router = express.Router({ caseSensitive: true })
  let openApi: string | null = null

  router.use(async (req: Request, res: Response) => {
    try {
      const path = req.path
      const allow = allowedMethods(path)

      // CORS: only the listed origins, for browser pages on other sites (the ERP's front end).
      const origin = req.get('origin')
      const corsAllowed =
        origin !== undefined && env.API_CORS_ORIGINS.includes(origin.toLowerCase())
      if (env.API_CORS_ORIGINS.length) res.vary('Origin')
      if (corsAllowed) res.setHeader('Access-Control-Allow-Origin', origin)
      if (req.method === 'OPTIONS') {
        if (!allow) throw new ApiError(404, `There is no call ${path} in /api/v2.`)
        if (origin !== undefined && req.get('access-control-request-method')) {
          if (!corsAllowed)
            throw new ApiError(403, 'This origin may not call the API from a browser page.')
          res.setHeader('Access-Control-Allow-Methods', allow)
          res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept')
          res.setHeader('Access-Control-Max-Age', '600')
        }
        res.setHeader('Allow', allow)
        res.setHeader('Cache-Control', 'no-store')
        res.status(204).end()
        return
      }

      if (env.API_RATE_LIMIT > 0) {
        const subject = rateLimitSubject(req.ip ?? req.socket.remoteAddress ?? 'unknown')
        const r = await consumeRateLimit(dbHandle.db, `api:${subject}`, {
          max: env.API_RATE_LIMIT,
          windowMs: 60_000,
        })
        if (!r.allowed) {
          const seconds = Math.max(1, Math.ceil(r.retryAfterMs / 1000))
          throw new ApiError(
            429,
            `Too many requests: at most ${env.API_RATE_LIMIT} a minute. Try again in ${seconds} s.`,
            { 'Retry-After': String(seconds) },
          )
        }
      }

      if (!allow) throw new ApiError(404, `There is no call ${path} in /api/v2.`)

      if (path === OPENAPI_PATH) {
        if (req.method !== 'GET' && req.method !== 'HEAD')
          throw new ApiError(405, `${path} answers GET.`, { Allow: allow })
        openApi ??= JSON.stringify(openApiDocument(env.PUBLIC_URL, env.API_RATE_LIMIT))
        res.setHeader('Cache-Control', cacheControl('public', 200))
        res.type('json').send(openApi)
        return
      }

      const name = path.slice(1)
      if (!isCallName(name)) throw new ApiError(404, `There is no call ${path} in /api/v2.`)
      if (req.method !== 'POST')
        throw new ApiError(405, `${name} is called with POST.`, { Allow: allow })
      let raw: Buffer
      try {
        raw = await readBody(req, API_MAX_BODY_BYTES)
      } catch (error) {
        if (error instanceof HttpError)
          throw new ApiError(413, `The body is larger than ${API_MAX_BODY_BYTES} bytes.`, {
            Connection: 'close',
          })
        throw error
      }
      const body = await parseApiBody(raw, req.get('content-type'))
      // An optional language (issue 35): `?lang=kn` answers Kannada field by field, English
      // where a field has none; without it the spec's English answers are unchanged.
      const lang = req.query.lang
      if (lang !== undefined && lang !== 'en' && lang !== 'kn')
        throw new ApiError(400, 'lang is en or kn.')
      const answer = await runCall(
        { db: dbHandle.db, publicUrl: env.PUBLIC_URL, lang: lang ?? 'en' },
        name,
        body,
      )
      res.setHeader('Cache-Control', 'no-store')
      res.status(200).json(answer)
    } catch (error) {
      if (error instanceof ApiError) {
        req.log.info({ status: error.status, reason: error.message }, 'api request refused')
        sendError(res, error)
        return
      }
      // The database (or our code) failed: the cause goes to the log, never to the client.
      req.log.error({ err: error }, 'api request failed')
      sendError(res, new ApiError(503, 'The content could not be read. Please try again.'))
    }
  })
  return router
}
