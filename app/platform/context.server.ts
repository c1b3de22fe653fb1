import type { Logger } from 'pino'
import { RouterContextProvider } from 'react-router'
import type { Db, DbHandle } from '#app/db/client.server.ts'
import type { Role, SessionState } from '#app/db/schema.ts'
import type { Env } from './env.server'
import type { MediaLibrary } from './media.server'
import type { PageTags } from './page-tags.server'
import type { RemoteApi } from './remote-api.server'
import type { SecretBox } from './secret-box.server'

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
export type RemoteSource = { api: RemoteApi }

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
}

declare module 'react-router' {
  // React Router 8 hands loaders and actions a RouterContextProvider (typed values behind
  // `context.get(key)`). Ours carries the request's fields as plain properties of that same
  // instance, so `context.db` reads as it always has (docs/decisions/0021).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends RequestContext {}
}

/** The context a loader or action receives: React Router's provider carrying our fields. */
export type LoadContext = Readonly<RouterContextProvider>

/**
 * Marks the answer as built from remote content: entry.server sends it `public, no-cache` and the
 * page cache never keeps it. Loaders see their context read-only; this one flag is theirs to set.
 */
export function markRemoteContent(context: LoadContext): void {
  ;(context as RequestContext).remoteContent = true
}

/** Makes a loader/action context from its fields (the server per request, tests, previews). */
export function loadContext(fields: RequestContext): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), fields)
}

/** A copy of a context with some fields changed (a preview's transaction in place of the db). */
export function withFields(
  context: LoadContext,
  fields: Partial<RequestContext>,
): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), context, fields)
}
