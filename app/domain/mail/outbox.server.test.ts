import { expect, test } from 'vitest'
import { createDb, closeDb } from '#app/db/client.server.ts'
import { composeMessage, fingerprintOf, newMessageId } from './message.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import {
  claimDueMessages,
  countOutboxByStatus,
  listUndelivered,
  markFailed,
  markSent,
  requeueFailed,
  scheduleRetry,
} from './outbox.server.ts'
import { saveSubmission, type NewSubmission } from '#app/domain/forms/submissions.server.ts'

const lease = 60_000

async function queue(db: Parameters<typeof saveSubmission>[0], n: number, now: number) {
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    const s: NewSubmission = {
      kind: 'contact',
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      phone: '9000000000',
      subject: `Subject ${i}`,
      message: `Message ${i}`,
    }
    const stored = await saveSubmission(
      db,
      s,
      {
        messageId: newMessageId('https://site.example.com'),
        payload: composeMessage(s),
        fingerprint: fingerprintOf(s),
      },
      now,
    )
    ids.push(stored.outboxId)
  }
  return ids
}

describeEachEngine('outbox model', {}, (get) => {
  test('due messages are claimed once, with a lease; a settled claim leaves the queue', async () => {
    const db = get().db
    const now = 1_000_000
    const ids = await queue(db, 3, now)
    const a = await claimDueMessages(db, { now, leaseMs: lease, limit: 2, token: 'A' })
    expect(a.map((m) => m.id)).toEqual(ids.slice(0, 2))
    expect(a[0]).toMatchObject({ attempts: 1, leaseToken: 'A', kind: 'contact' })
    expect(a[0]!.payload.params.subject).toBe('Subject 0')
    const b = await claimDueMessages(db, { now, leaseMs: lease, limit: 10, token: 'B' })
    expect(b.map((m) => m.id)).toEqual([ids[2]])

    expect(await markSent(db, a[0]!, { now, storedFile: null })).toBe(true)
    expect(await scheduleRetry(db, a[1]!, { nextAttemptAt: now + 30_000, error: 'busy' })).toBe(
      true,
    )
    expect(await markFailed(db, b[0]!, { error: 'refused: 550' })).toBe(true)
    expect(await countOutboxByStatus(db)).toMatchObject({ sent: 1, pending: 1, failed: 1 })

    // Not due yet; then due.
    expect(await claimDueMessages(db, { now, leaseMs: lease, limit: 10, token: 'C' })).toEqual([])
    const retry = await claimDueMessages(db, {
      now: now + 30_000,
      leaseMs: lease,
      limit: 10,
      token: 'C',
    })
    expect(retry.map((m) => [m.id, m.attempts])).toEqual([[ids[1], 2]])
    await markSent(db, retry[0]!, { now: now + 30_000 })

    const open = await listUndelivered(db)
    expect(open.map((m) => [m.id, m.status, m.lastError])).toEqual([
      [ids[2], 'failed', 'refused: 550'],
    ])
    expect(await requeueFailed(db, now + 40_000)).toBe(1)
    expect((await listUndelivered(db))[0]).toMatchObject({ status: 'pending', attempts: 0 })
    await db.deleteFrom('mail_outbox').execute()
  })

  test('a claim whose lease ran out is taken over; the old holder can no longer settle it', async () => {
    const db = get().db
    const now = 2_000_000
    await queue(db, 1, now)
    const [first] = await claimDueMessages(db, { now, leaseMs: lease, limit: 1, token: 'slow' })
    expect(
      await claimDueMessages(db, { now: now + lease - 1, leaseMs: lease, limit: 1, token: 'x' }),
    ).toEqual([])
    const [second] = await claimDueMessages(db, {
      now: now + lease + 1,
      leaseMs: lease,
      limit: 1,
      token: 'fast',
    })
    expect(second).toMatchObject({ id: first!.id, attempts: 2, leaseToken: 'fast' })
    expect(await markSent(db, first!, { now })).toBe(false)
    expect(await markSent(db, second!, { now })).toBe(true)
    await db.deleteFrom('mail_outbox').execute()
  })

  test('two processes claiming at once never get the same message', async () => {
    const { db, url } = get()
    const other = createDb(url, { poolSize: 3 })
    try {
      const now = 3_000_000
      const ids = await queue(db, 40, now)
      const claimed: number[] = []
      const loop = async (handle: typeof db, token: string) => {
        for (;;) {
          const got = await claimDueMessages(handle, { now, leaseMs: lease, limit: 3, token })
          if (!got.length) return
          claimed.push(...got.map((m) => m.id))
        }
      }
      await Promise.all([
        loop(db, 'p1-a'),
        loop(db, 'p1-b'),
        loop(other.db, 'p2-a'),
        loop(other.db, 'p2-b'),
      ])
      expect(claimed.sort((x, y) => x - y)).toEqual(ids)
    } finally {
      await closeDb(other)
    }
  })
})
