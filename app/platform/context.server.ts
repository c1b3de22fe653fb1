import type { Logger } from 'pino'
import { createContext, RouterContextProvider } from 'react-router'
import type { Db, DbHandle } from '#app/db/client.server.ts'
import type { Role, SessionState } from '#app/db/schema.ts'
import type { Env } from './env.server.ts'
import type { MediaLibrary } from './media.server.ts'
import type { PageTags } from './page-tags.server.ts'
import type { RemoteApi } from './remote-api.server.ts'
import type { SecretBox } from './secret-box.server.ts'

/** Long-lived parts of the running server, made once at start (server/main.ts). */
export type AppServices = {
  env: Env
  dbHandle: DbHandle
  media: MediaLibrary
  log: Logger
  appSecret: string
  /** Encrypts TOTP secrets with MFA_KEY (kept outside the database). */
  secretBox: SecretBox
  /** Remote mode (CONTENT_API_URL): the client of the source's /api/v2; absent: the database. */
  remote?: RemoteSource
}

/** The remote content source of a server in remote mode (DESIGN.md "Remote mode"). */
type RemoteSource = { api: RemoteApi }

/**
 * A signed-in (or signing-in) member of staff, as the server found them from the session cookie
 * (app/domain/accounts/sessions.server.ts). Only /admin requests look it up.
 */
export type StaffIdentity = {
  session: {
    id: string
    state: SessionState
    csrfToken: string
    createdAt: number
    lastSeenAt: number
    expiresAt: number
    ip: string
    userAgent: string
  }
  user: { id: number; email: string; name: string; role: Role; mfaEnrolled: boolean }
}

/** What every loader and action receives as `context`. */
export type RequestContext = {
  db: Db
  env: Env
  media: MediaLibrary
  /** A child logger carrying this request's id. */
  log: Logger
  requestId: string
  appSecret: string
  secretBox: SecretBox
  /** The client's IP as far as TRUST_PROXY allows us to believe X-Forwarded-For. */
  clientIp: string
  /** The request came over HTTPS (or PUBLIC_URL is https): cookies get `Secure`. */
  secure: boolean
  /** The staff session of an /admin request, or null. */
  staff: StaffIdentity | null
  /** What the response shows, for the page cache; absent when the cache is off (tagPage). */
  pageTags?: PageTags
  /** Remote mode's source, when the server reads public content from an ERP. */
  remote?: RemoteSource
  /**
   * Set when this response was built from remote content (contentSource): it is sent
   * `Cache-Control: public, no-cache` and never kept by the page cache.
   */
  remoteContent?: boolean
  /**
   * The console's live preview (server/preview.ts): the public page of one item rendered with
   * the values given, in memory, as the signed-in person sees it; the answer may be framed by
   * the console. Set by the server for every request; absent in tests that build a context.
   */
  livePreview?: (item: LivePreviewItem) => Promise<Response>
}

/** What a live preview shows: one item of a content kind with unsaved values. */
export type LivePreviewItem = {
  kind: string
  id: string
  /** The item's English values; with `lang: 'kn'`, its Kannada words by field (a Translation). */
  values: Record<string, unknown>
  staff: StaffIdentity
  /** 'kn': the Kannada page, the item's published English with these Kannada words. */
  lang?: 'kn'
}

const requestFields = createContext<RequestContext | null>(null)

/**
 * What React Router hands a loader or action as `context`: its RouterContextProvider, or anything
 * with its `get` (the types of the provider React Router's generated route types name and of the
 * one its main entry exports are two declarations of one class).
 */
type ContextReader = Pick<RouterContextProvider, 'get'>

/** React Router's context for one request, carrying the request's fields (server/app.ts, tests). */
export function routerContext(fields: RequestContext): RouterContextProvider {
  const provider = new RouterContextProvider()
  provider.set(requestFields, fields)
  return provider
}

/**
 * The request's fields, for a loader or action: `const context = requestContext(router)`.
 * Every request the server answers has them (server/react-router-adapter.ts).
 */
export function requestContext(router: ContextReader): RequestContext {
  const fields = router.get(requestFields)
  if (!fields) throw new Error('This request has no context: pages are answered by server/app.ts.')
  return fields
}

/** The request's fields when React Router's hooks may run without them (entry.server). */
export function requestContextOrNull(router: ContextReader | undefined): RequestContext | null {
  return router?.get(requestFields) ?? null
}
