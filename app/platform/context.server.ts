import type { Logger } from 'pino'
import type { Db, DbHandle } from '#app/db/client.server.ts'
import type { Env } from './env.server'
import type { MediaLibrary } from './media.server'

/** Long-lived parts of the running server, made once at start (server/main.ts). */
export type AppServices = {
  env: Env
  dbHandle: DbHandle
  media: MediaLibrary
  log: Logger
  appSecret: string
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
  /** The client's IP as far as TRUST_PROXY allows us to believe X-Forwarded-For. */
  clientIp: string
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
