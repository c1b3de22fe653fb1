import type { Server } from 'node:http'
import path from 'node:path'
import type { RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import * as serverBuild from 'virtual:react-router/server-build'
import { closeDb, createDb, type DbHandle } from '#app/db/client.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { resetDatabase } from '#app/db/reset.server.ts'
import { copySeedMedia, seedIfEmpty } from '#app/db/seed/run.server.ts'
import type { AppServices } from '#app/platform/context.server.ts'
import { EnvError, parseEnv, type Env } from '#app/platform/env.server.ts'
import { createLogger } from '#app/platform/log.server.ts'
import { createTransport } from '#app/domain/mail/transports.server.ts'
import { OutboxWorker } from '#app/domain/mail/worker.server.ts'
import { MediaLibrary } from '#app/platform/media.server.ts'
import { RemoteApi } from '#app/platform/remote-api.server.ts'
import { RemoteMedia } from '#app/platform/remote-media.server.ts'
import { SecretBox, loadMfaKey } from '#app/platform/secret-box.server.ts'
import { faultHooks } from '#app/platform/faults.server.ts'
import { fromRoot } from '#app/utils/project-root.server.ts'
import {
  countOutboxByStatus,
  listUndelivered,
  requeueFailed,
} from '#app/domain/mail/outbox.server.ts'
import { getOrCreateAppSecret } from '#app/domain/settings/queries.server.ts'
import { purgeSessions } from '#app/domain/accounts/sessions.server.ts'
import { purgeLoginFailures } from '#app/domain/accounts/throttle.server.ts'
import { purgeAudit } from '#app/domain/audit/audit.server.ts'
import { purgeOldTrash } from '#app/domain/content/trash.server.ts'
import { onContentChange } from '#app/domain/content/events.server.ts'
import { nextPublishBoundary } from '#app/domain/content/changes.server.ts'
import { createApp, withPageCache } from './app.ts'
import { backupCommand } from './backup-cli.ts'
import { createHttpServer } from './http-server.ts'
import { PageCache } from './page-cache.ts'
import { announceFlush, startCacheBus, type CacheBus } from './page-cache-bus.ts'
import { usersCommand } from './users-cli.ts'

type StartOptions = {
  mode?: 'production' | 'development'
  build?: ServerBuild | (() => Promise<ServerBuild>)
  devMiddleware?: RequestHandler
}

function loadEnv(): Env {
  try {
    return parseEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/** Database ready (migrated, seeded when empty), media indexed, secret known. */
export async function createServices(env: Env): Promise<AppServices> {
  const log = createLogger(env.LOG_LEVEL)
  const dbHandle = createDb(env.DATABASE_URL)
  const { applied } = await migrateToLatest(dbHandle.db)
  if (applied.length) log.info({ applied }, 'migrations applied')
  const mediaDir = fromRoot(env.MEDIA_DIR)
  const seed = await seedIfEmpty(dbHandle, mediaDir)
  if (seed.seeded) log.info('empty database: sample content loaded')
  if (seed.mediaCopied)
    log.info({ files: seed.mediaCopied }, 'sample pictures copied to the media folder')
  const media = new MediaLibrary(mediaDir, fromRoot(env.MEDIA_CACHE_DIR), log, dbHandle.db)
  await media.init()
  const appSecret = env.APP_SECRET ?? (await getOrCreateAppSecret(dbHandle.db))
  const secretBox = new SecretBox(loadMfaKey(env.MFA_KEY, fromRoot(env.MFA_KEY_FILE)))
  log.info({ database: dbHandle.label }, 'database ready')
  return { env, dbHandle, media, log, appSecret, secretBox, remote: remoteSource(env, media, log) }
}

/**
 * Remote mode (DESIGN.md "Remote mode"), chosen once at start: with CONTENT_API_URL the listed
 * pages read the source's /api/v2, and its pictures come from CONTENT_MEDIA_URL through /media.
 */
function remoteSource(env: Env, media: MediaLibrary, log: AppServices['log']) {
  if (!env.CONTENT_API_URL) return undefined
  const ttlMs = env.CONTENT_CACHE_TTL_S * 1000
  const api = new RemoteApi({
    baseUrl: env.CONTENT_API_URL,
    timeoutMs: env.CONTENT_API_TIMEOUT_MS,
    ttlMs,
    log: log.child({ source: 'content-api' }),
  })
  if (env.CONTENT_MEDIA_URL)
    media.remote = new RemoteMedia({
      baseUrl: env.CONTENT_MEDIA_URL,
      cacheDir: path.join(fromRoot(env.MEDIA_CACHE_DIR), 'remote'),
      timeoutMs: env.CONTENT_API_TIMEOUT_MS,
      maxBytes: env.MEDIA_MAX_MB * 1024 * 1024,
      ttlMs,
      log: log.child({ source: 'content-media' }),
    })
  log.info(
    {
      api: env.CONTENT_API_URL,
      media: env.CONTENT_MEDIA_URL ?? null,
      ttlS: env.CONTENT_CACHE_TTL_S,
    },
    'remote mode: public content is read from the content API',
  )
  return { api }
}

/** Starts the HTTP server and shuts it down gracefully on SIGTERM/SIGINT. */
export async function start(opts: StartOptions = {}): Promise<Server> {
  const env = loadEnv()
  const services = await createServices(env)
  const mode = opts.mode ?? 'production'
  const cache = await startPageCache(services)
  const app = createApp(services, {
    build: opts.build ?? (serverBuild as unknown as ServerBuild),
    mode,
    clientDir: mode === 'production' ? fromRoot('build/client') : undefined,
    devMiddleware: opts.devMiddleware,
    pageCache: cache.cache ?? undefined,
  })
  if (faultHooks().length)
    services.log.warn(
      { FAULT_HOOKS: faultHooks() },
      'FAULT_HOOKS is set: this process stops at those points for the crash tests. Never in a real deployment.',
    )
  reportMemoryOnSignal()
  const worker = startOutboxWorker(services)
  const housekeeping = startHousekeeping(services)
  const server = createHttpServer(withPageCache(app, cache.cache))
  server.listen(env.PORT, env.HOST, () => {
    services.log.info(
      {
        url: `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
        mode,
        node: process.version,
        pid: process.pid,
        // The build React renders with: it follows process.env.NODE_ENV (bin/site.js sets it).
        react: process.env.NODE_ENV === 'production' ? 'production' : 'development',
      },
      'server listening',
    )
    if (mode === 'production' && process.env.NODE_ENV !== 'production')
      services.log.warn(
        'NODE_ENV is not "production": React renders with its slower development build. Start with npm start, or set NODE_ENV=production.',
      )
  })
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    services.log.info({ signal }, 'shutting down: finishing open requests')
    const force = setTimeout(() => {
      services.log.warn('requests still open after 10 s; closing anyway')
      server.closeAllConnections()
    }, 10_000)
    force.unref()
    server.close(async () => {
      // A send in progress is recorded before the database closes; the rest waits in the outbox.
      clearInterval(housekeeping)
      await cache.stop().catch(() => {})
      await worker.stop().catch(() => {})
      await closeDb(services.dbHandle).catch(() => {})
      services.log.info('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
  return server
}

/**
 * The page cache of this process (PAGE_CACHE, PAGE_CACHE_MAX_MB; docs/page-cache.md) and its
 * channel to the other processes. Content changes made here drop this process's entries before
 * the editor is told "saved", then go to the others. With PAGE_CACHE=off nothing is kept, but
 * changes are still announced for processes that keep pages.
 */
async function startPageCache(
  services: AppServices,
): Promise<{ cache: PageCache | null; bus: CacheBus; stop: () => Promise<void> }> {
  const { env, dbHandle, log } = services
  const cache =
    env.PAGE_CACHE === 'on'
      ? new PageCache({
          maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
          trustProxy: env.TRUST_PROXY,
          nextBoundary: (now) => nextPublishBoundary(dbHandle.db, now),
          onError: (error) =>
            log.warn({ err: error }, 'page cache: next publish time unknown; pages kept 1 minute'),
        })
      : null
  const bus = await startCacheBus({ handle: dbHandle, url: env.DATABASE_URL, cache, log })
  const unsubscribe = onContentChange(async (change) => {
    cache?.invalidate(change.tags)
    try {
      await bus.publish(change.tags)
    } catch (error) {
      log.error({ err: error, tags: change.tags }, 'page cache: could not tell other processes')
    }
  })
  // Hits write no log line of their own; their count is logged once a minute instead.
  let reported = cache?.snapshot()
  const report = setInterval(() => {
    if (!cache) return
    const now = cache.snapshot()
    if (reported && now.hits === reported.hits && now.misses === reported.misses) return
    log.info(
      {
        hits: now.hits - (reported?.hits ?? 0),
        misses: now.misses - (reported?.misses ?? 0),
        shared: now.shared - (reported?.shared ?? 0),
        entries: now.entries,
        bytes: now.bytes,
        evicted: now.evicted,
        invalidated: now.invalidated,
      },
      'page cache, last minute',
    )
    reported = now
  }, 60_000)
  report.unref()
  log.info(
    cache
      ? {
          maxMb: env.PAGE_CACHE_MAX_MB,
          channel: dbHandle.engine === 'postgres' ? 'LISTEN/NOTIFY' : 'content_changes polling',
        }
      : { PAGE_CACHE: 'off' },
    cache ? 'page cache on' : 'page cache off',
  )
  return {
    cache,
    bus,
    stop: async () => {
      clearInterval(report)
      unsubscribe()
      await bus.close()
    },
  }
}

/**
 * For `npm run torture` (scripts/torture.js), which starts the server with `--expose-gc`: on
 * SIGUSR2 a full garbage collection, then one line on standard output with the memory that is
 * left and the handles keeping the event loop busy, by type. Without `--expose-gc` (any real
 * deployment) nothing is installed and SIGUSR2 keeps Node's default.
 */
function reportMemoryOnSignal() {
  const gc = (globalThis as { gc?: () => void }).gc
  if (typeof gc !== 'function') return
  process.on('SIGUSR2', () => {
    gc()
    const m = process.memoryUsage()
    const handles: Record<string, number> = {}
    for (const type of process.getActiveResourcesInfo()) handles[type] = (handles[type] ?? 0) + 1
    process.stdout.write(
      `memory-report: ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers, handles })}\n`,
    )
  })
}

/**
 * The outbox worker of this process (docs/decisions/0007-forms-stored-first-delivered-by-an-outbox.md).
 * With MAIL_TRANSPORT=log in production, messages are kept but reach nobody: say so loudly.
 */
function startOutboxWorker(services: AppServices): OutboxWorker {
  const { env, log, dbHandle } = services
  if (env.MAIL_TRANSPORT === 'log' && env.NODE_ENV === 'production') {
    log.warn(
      { MAIL_TRANSPORT: 'log', folder: fromRoot(env.MAIL_LOG_DIR) },
      '!!! MAIL IS NOT SENT: MAIL_TRANSPORT=log stores contact messages and job applications as .eml files but does not e-mail them. Set MAIL_TRANSPORT=smtp or emailjs (README "Mail"). !!!',
    )
  }
  const worker = new OutboxWorker({
    db: dbHandle.db,
    transport: createTransport(env, log),
    log: log.child({ component: 'outbox' }),
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retentionDays: env.RETENTION_DAYS,
  })
  worker.start()
  log.info({ transport: env.MAIL_TRANSPORT }, 'outbox worker started')
  return worker
}

/**
 * Hourly, in every process (each statement is safe to run twice): ended console sessions, old
 * sign-in failure counters, audit entries past AUDIT_RETENTION_DAYS, and items in the trash for
 * more than 30 days (docs/decisions/0024).
 */
function startHousekeeping(services: AppServices): NodeJS.Timeout {
  const { dbHandle, env, log } = services
  const run = async () => {
    try {
      const [sessions, failures, audit, trash] = await Promise.all([
        purgeSessions(dbHandle.db),
        purgeLoginFailures(dbHandle.db),
        purgeAudit(dbHandle.db, env.AUDIT_RETENTION_DAYS),
        purgeOldTrash(dbHandle.db),
      ])
      if (sessions || failures || audit || trash)
        log.info(
          { sessions, failures, audit, trash },
          'housekeeping: old sessions, counters, audit entries and trash deleted',
        )
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed; it runs again in an hour')
    }
  }
  void run()
  const timer = setInterval(run, 60 * 60 * 1000)
  timer.unref()
  return timer
}

/** `npm run outbox`: what is waiting or failed, never the messages themselves. */
async function printOutbox(handle: DbHandle, args: string[]): Promise<void> {
  if (args.includes('--retry-failed')) {
    const n = await requeueFailed(handle.db)
    console.log(`${n} failed message${n === 1 ? '' : 's'} queued again.`)
  }
  const counts = await countOutboxByStatus(handle.db)
  console.log(
    `Outbox (${handle.label}): ${counts.pending} pending, ${counts.sending} sending, ${counts.failed} failed, ${counts.sent} sent.`,
  )
  const open = await listUndelivered(handle.db)
  if (!open.length) {
    console.log('Nothing waiting: every message has been delivered.')
    return
  }
  const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19)
  for (const m of open) {
    const when =
      m.status === 'failed' ? 'will not be retried' : `next attempt ${time(m.nextAttemptAt)} UTC`
    console.log(
      `#${m.id} ${m.kind} ${m.status.toUpperCase()} since ${time(m.createdAt)} UTC, ${m.attempts} attempt${m.attempts === 1 ? '' : 's'}, ${when}${m.lastError ? `\n    last error: ${m.lastError}` : ''}`,
    )
  }
  if (counts.failed)
    console.log('Fix the cause, then `npm run outbox -- --retry-failed` queues failed ones again.')
}

/** The command-line tasks of bin/site.js (npm run db:migrate, db:seed, db:reset, db:backup, db:restore, outbox, users). */
export async function run(command: string, args: string[] = []): Promise<void> {
  if (command === 'start') {
    await start()
    return
  }
  const env = loadEnv()
  if (command === 'backup' || command === 'restore') {
    // No migration first: a backup copies what is there, a restore needs an empty database.
    process.exitCode = await backupCommand(command, env.DATABASE_URL, args, env.BACKUP_PASSPHRASE)
    return
  }
  const log = createLogger(env.LOG_LEVEL)
  const handle = createDb(env.DATABASE_URL, { poolSize: 2 })
  try {
    if (command === 'migrate') {
      const { applied } = await migrateToLatest(handle.db)
      log.info(
        { applied, database: handle.label },
        applied.length ? 'migrations applied' : 'schema already up to date',
      )
    } else if (command === 'seed') {
      await migrateToLatest(handle.db)
      const r = await seedIfEmpty(handle, fromRoot(env.MEDIA_DIR))
      if (r.seeded) await announceFlush(handle)
      log.info(
        r,
        r.seeded ? 'sample content loaded' : 'database already has content; nothing changed',
      )
    } else if (command === 'reset') {
      await resetDatabase(handle)
      const r = await seedIfEmpty(handle, fromRoot(env.MEDIA_DIR))
      await copySeedMedia(fromRoot(env.MEDIA_DIR), true)
      await announceFlush(handle)
      log.info({ database: handle.label, ...r }, 'database reset to the sample content')
    } else if (command === 'outbox') {
      await migrateToLatest(handle.db)
      await printOutbox(handle, args)
    } else if (command === 'users') {
      await migrateToLatest(handle.db)
      process.exitCode = await usersCommand(handle.db, args)
    } else {
      throw new Error(
        `Unknown command "${command}". Use start, dev, migrate, seed, reset, backup, restore, outbox or users.`,
      )
    }
  } finally {
    await closeDb(handle)
  }
}
