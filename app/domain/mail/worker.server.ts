import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import type { Logger } from 'pino'
import type { Db } from '#app/db/client.server.ts'
import {
  claimDueMessages,
  markFailed,
  markSent,
  scheduleRetry,
  type ClaimedMessage,
} from './outbox.server.ts'
import { purgeExpiredRateLimits } from '#app/platform/rate-limits.server.ts'
import { purgeSubmissionsBefore } from '#app/domain/forms/submissions.server.ts'
import { onOutboxQueued } from './outbox-signal.server.ts'
import { DeliveryError, type MailTransport } from './transports.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** First retry after 30 s, doubling, never more than an hour apart. */
export const RETRY_BASE_MS = 30_000
export const RETRY_CAP_MS = 60 * 60 * 1000

/** Delay before attempt `attempts + 1`: ±10 % jitter so a backlog does not retry in step. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1)
  return Math.min(RETRY_CAP_MS, Math.round(base * (0.9 + 0.2 * random())))
}

export type WorkerOptions = {
  db: Db
  transport: MailTransport
  log: Logger
  /** MAIL_MAX_ATTEMPTS: after this many temporary failures the message is marked failed. */
  maxAttempts: number
  /** RETENTION_DAYS: messages older than this are deleted with their outbox files. */
  retentionDays: number
  pollMs?: number
  /** How long a claim holds; longer than any send can take (SMTP and HTTP time out sooner). */
  leaseMs?: number
  batchSize?: number
  housekeepingMs?: number
  clock?: () => number
}

export type RunReport = { sent: number; retried: number; failed: number; lost: number }

/**
 * Sends the outbox. Every app process runs one; they share the work through leases on the rows
 * (claimDueMessages), so a message is sent by one worker, and sent again only when a worker
 * dies between sending and recording it (at least once, with the same Message-ID).
 */
export class OutboxWorker {
  private readonly opts: Required<Omit<WorkerOptions, 'clock'>> & { clock: () => number }
  private readonly id = randomUUID()
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private stopped = true
  private again = false
  private lastHousekeeping = 0
  private unsubscribe: (() => void) | null = null
  /** A pass is due at once (started, nudged, or a full batch left more). */
  private due = false
  private idleWaiters: Array<() => void> = []

  constructor(opts: WorkerOptions) {
    this.opts = {
      pollMs: 5_000,
      leaseMs: 2 * 60_000,
      batchSize: 10,
      housekeepingMs: 60 * 60_000,
      clock: Date.now,
      ...opts,
    }
  }

  /** One pass: claim what is due and try each once. */
  async runOnce(now = this.opts.clock()): Promise<RunReport> {
    const report: RunReport = { sent: 0, retried: 0, failed: 0, lost: 0 }
    const token = `${this.id}:${now}`
    const claimed = await claimDueMessages(this.opts.db, {
      now,
      leaseMs: this.opts.leaseMs,
      limit: this.opts.batchSize,
      token,
    })
    for (const message of claimed) {
      const outcome = await this.deliver(message, now)
      report[outcome]++
    }
    return report
  }

  /** `now` is the pass's clock: retries are timed from it (tests move it forward). */
  private async deliver(message: ClaimedMessage, now: number): Promise<keyof RunReport> {
    const { db, transport, log } = this.opts
    const meta = {
      outboxId: message.id,
      messageId: message.messageId,
      kind: message.kind,
      attempt: message.attempts,
    }
    try {
      const result = await transport.send({
        outboxId: message.id,
        messageId: message.messageId,
        payload: message.payload,
        createdAt: message.createdAt,
      })
      const ok = await markSent(db, message, {
        now: Math.max(now, this.opts.clock()),
        storedFile: result.storedFile,
      })
      if (!ok) log.warn(meta, 'outbox: sent, but the lease had passed to another worker')
      else log.info({ ...meta, transport: transport.name }, 'outbox: mail sent')
      return ok ? 'sent' : 'lost'
    } catch (error) {
      const reason = error instanceof Error ? error.message : `unexpected failure: ${String(error)}`
      const permanent = error instanceof DeliveryError && error.permanent
      if (permanent || message.attempts >= this.opts.maxAttempts) {
        const why = permanent
          ? `refused: ${reason}`
          : `gave up after ${message.attempts} attempts: ${reason}`
        await markFailed(db, message, { error: why })
        log.error({ ...meta, reason: why }, 'outbox: mail FAILED and will not be retried')
        return 'failed'
      }
      const nextAttemptAt = Math.max(now, this.opts.clock()) + retryDelayMs(message.attempts)
      await scheduleRetry(db, message, { nextAttemptAt, error: reason })
      log.warn(
        { ...meta, reason, nextAttemptAt: new Date(nextAttemptAt).toISOString() },
        'outbox: send failed; will retry',
      )
      return 'retried'
    }
  }

  /** Deletes messages past RETENTION_DAYS (rows and .eml files) and ended rate-limit windows. */
  async housekeeping(now = this.opts.clock()): Promise<{ submissions: number; files: number }> {
    const { db, log } = this.opts
    const before = now - this.opts.retentionDays * DAY_MS
    const purged = await purgeSubmissionsBefore(db, before)
    let files = 0
    for (const file of purged.files) {
      if (!file.endsWith('.eml')) continue
      await rm(file, { force: true })
      files++
    }
    await purgeExpiredRateLimits(db, now)
    if (purged.submissions || files)
      log.info(
        { submissions: purged.submissions, files, retentionDays: this.opts.retentionDays },
        'retention: old messages deleted',
      )
    return { submissions: purged.submissions, files }
  }

  /** Runs in the background until stop(): at every poll, and at once when a form stores mail. */
  start(): void {
    if (!this.stopped) return
    this.stopped = false
    this.unsubscribe = onOutboxQueued(() => this.wake())
    this.schedule(0)
  }

  wake(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    this.schedule(0)
  }

  /**
   * Resolves once the worker has nothing to do at once: no pass running and none due now, so
   * every message that was due (or queued with a nudge) before the call has had its try. Tests
   * await this instead of sleeping; the next poll, `pollMs` later, does not count.
   */
  idle(): Promise<void> {
    if (!this.running && !this.due) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private settle() {
    if (this.running || this.due) return
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer)
    this.due = ms === 0
    this.timer = setTimeout(() => {
      this.timer = null
      this.due = false
      this.running = this.tick().finally(() => {
        this.running = null
        this.settle()
      })
    }, ms)
    this.timer.unref()
  }

  private async tick(): Promise<void> {
    let busy = false
    try {
      const now = this.opts.clock()
      if (now - this.lastHousekeeping >= this.opts.housekeepingMs) {
        this.lastHousekeeping = now
        await this.housekeeping(now)
      }
      const r = await this.runOnce(now)
      busy = r.sent + r.retried + r.failed + r.lost >= this.opts.batchSize
    } catch (error) {
      this.opts.log.error({ err: error }, 'outbox: worker pass failed; trying again later')
    }
    if (this.stopped) return
    const soon = busy || this.again
    this.again = false
    this.schedule(soon ? 0 : this.opts.pollMs)
  }

  /** Stops polling and waits for a send in progress to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true
    this.unsubscribe?.()
    this.unsubscribe = null
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.due = false
    await this.running
    this.settle()
  }
}
