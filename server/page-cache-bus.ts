import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { sql } from 'kysely'
import pg from 'pg'
import type { Logger } from 'pino'
import type { DbHandle } from '#app/db/client.server.ts'
import { changesSince, latestChange, recordChange } from '#app/domain/content/changes.server.ts'
import type { PageCache } from './page-cache.ts'

/**
 * Content changes between app processes, for their page caches (DESIGN.md "Page cache"):
 * - PostgreSQL: NOTIFY on the channel `page_cache`, heard through one LISTEN connection per
 *   process. While that connection is down the process neither serves nor keeps pages (it would
 *   miss changes), and it drops everything when it is back.
 * - SQLite: a row per change in content_changes (its id is the content version), polled once a
 *   second.
 * Every process announces its own changes here after dropping its own entries; it ignores its own
 * announcements when they come back.
 */
const CHANNEL = 'page_cache'

/** NOTIFY payloads are limited to 8000 bytes; a change naming more tags drops everything. */
const MAX_PAYLOAD = 7900

export type CacheBus = {
  readonly origin: string
  /** Tells the other processes. */
  publish(tags: string[]): Promise<void>
  /** SQLite: reads new changes now (the timer does it every second). */
  poll(): Promise<void>
  close(): Promise<void>
  /** 'change' (tags: string[]) for every change heard from another process; 'connected'. */
  events: EventEmitter
}

export type BusOptions = {
  handle: DbHandle
  /** The database URL: PostgreSQL's LISTEN needs a connection of its own. */
  url: string
  cache: PageCache | null
  log: Logger
  /** SQLite poll interval; 0 polls only when asked (tests). */
  pollMs?: number
}

export async function startCacheBus(opts: BusOptions): Promise<CacheBus> {
  return opts.handle.engine === 'postgres' ? startPgBus(opts) : startPollBus(opts)
}

function payloadOf(origin: string, tags: string[]): string {
  const text = JSON.stringify({ origin, tags })
  return text.length <= MAX_PAYLOAD ? text : JSON.stringify({ origin, tags: ['*'] })
}

function heard(cache: PageCache | null, events: EventEmitter, tags: string[]) {
  cache?.invalidate(tags)
  events.emit('change', tags)
}

async function startPgBus(opts: BusOptions): Promise<CacheBus> {
  const { cache, log } = opts
  const origin = randomUUID()
  const events = new EventEmitter()
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | null = null
  let delay = 500

  const lost = (reason: unknown) => {
    if (closed) return
    if (client) {
      client.removeAllListeners()
      client.on('error', () => {})
      void client.end().catch(() => {})
      client = null
    }
    cache?.setConnected(false)
    log.warn({ err: reason }, 'page cache: lost the PostgreSQL LISTEN connection; reconnecting')
    if (!retry) {
      retry = setTimeout(() => {
        retry = null
        void connect()
      }, delay)
      retry.unref()
      delay = Math.min(delay * 2, 10_000)
    }
  }

  const connect = async () => {
    const c = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: 5_000 })
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return
      let change: { origin?: string; tags?: unknown }
      try {
        change = JSON.parse(msg.payload) as typeof change
      } catch {
        change = { tags: ['*'] }
      }
      if (change.origin === origin) return
      const tags = Array.isArray(change.tags)
        ? change.tags.filter((t): t is string => typeof t === 'string')
        : ['*']
      heard(cache, events, tags)
    })
    c.on('error', lost)
    c.on('end', () => lost(new Error('connection ended')))
    try {
      await c.connect()
      await c.query(`LISTEN ${CHANNEL}`)
    } catch (error) {
      c.removeAllListeners()
      c.on('error', () => {})
      void c.end().catch(() => {})
      lost(error)
      return
    }
    if (closed) {
      await c.end().catch(() => {})
      return
    }
    client = c
    delay = 500
    // Changes made while we were not listening are unknown: start from nothing.
    cache?.setConnected(true)
    events.emit('connected')
  }

  await connect()
  return {
    origin,
    events,
    async publish(tags) {
      await sql`select pg_notify(${CHANNEL}, ${payloadOf(origin, tags)})`.execute(opts.handle.db)
    },
    async poll() {},
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const c = client
      client = null
      if (c) {
        c.removeAllListeners()
        c.on('error', () => {})
        await c.end().catch(() => {})
      }
    },
  }
}

async function startPollBus(opts: BusOptions): Promise<CacheBus> {
  const { cache, log, handle } = opts
  const origin = randomUUID()
  const events = new EventEmitter()
  let last = await latestChange(handle.db)
  let polling: Promise<void> | null = null

  const readChanges = async () => {
    try {
      const found = await changesSince(handle.db, last)
      if (found.gap) {
        cache?.flush()
        events.emit('change', ['*'])
      } else {
        for (const change of found.changes)
          if (change.origin !== origin) heard(cache, events, change.tags)
      }
      last = found.latest
    } catch (error) {
      log.warn({ err: error }, 'page cache: could not read content changes; trying again')
    }
  }
  const poll = () => (polling ??= readChanges().finally(() => (polling = null)))

  const every = opts.pollMs ?? 1000
  const timer = every > 0 ? setInterval(() => void poll(), every) : null
  timer?.unref()
  return {
    origin,
    events,
    async publish(tags) {
      await recordChange(handle.db, tags, origin)
    },
    poll,
    async close() {
      if (timer) clearInterval(timer)
      await polling
    },
  }
}

/**
 * For command-line tasks that change content under running servers (db:seed, db:reset): every
 * process drops its whole cache.
 */
export async function announceFlush(handle: DbHandle): Promise<void> {
  const origin = `cli-${randomUUID()}`
  if (handle.engine === 'postgres')
    await sql`select pg_notify(${CHANNEL}, ${payloadOf(origin, ['*'])})`.execute(handle.db)
  else await recordChange(handle.db, ['*'], origin)
}
