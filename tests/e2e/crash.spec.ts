import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startPrivateServer } from '../../scripts/support/private-server.js'

// A process killed (SIGKILL) in the middle of form posts (issue 15 "Faults"): after a restart on
// the same database every post is stored whole (the message and its queued e-mail) or not at all,
// and every post the visitor was told succeeded is there. Its own server on its own SQLite file,
// on a port beside the suite's (E2E_PORT + 5), so the shared servers are never killed.
const port = Number(process.env.E2E_PORT ?? 4310) + 5

async function contactFields(base: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${base}/contact-us`)).text()
  const fields: Record<string, string> = {}
  for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(m[0])?.[1]
    if (name) fields[name] = (/value="([^"]*)"/.exec(m[0])?.[1] ?? '').replace(/&amp;/g, '&')
  }
  return fields
}

test('SIGKILL during form posts: after restart each post is stored whole or not at all', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-crash-'))
  const env = { FORM_MIN_SECONDS: '0', RATE_LIMIT_MAX: '100000', RATE_LIMIT_DUPLICATE_HOURS: '0' }
  let first: Awaited<ReturnType<typeof startPrivateServer>> | undefined
  try {
    let server = await startPrivateServer({ port, env, dir })
    first = server
    const hidden = await contactFields(server.base)
    const answered: string[] = []
    // Resolves when the 21st post has been answered 303 (stored): an event, not a poll.
    let twentyOne: () => void = () => {}
    const enoughStored = new Promise<void>((r) => (twentyOne = r))
    let sent = 0
    let settled = 0
    let alive = true
    const post = (i: number) =>
      fetch(`${server.base}/contact-us`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ...hidden,
          name: 'Crash Test',
          email: 'crash@example.com',
          subject: `Crash ${i}`,
          phone: '9845012345',
          message: `Post number ${i}, sent while the server is killed.`,
        }),
        redirect: 'manual',
      })
        .then(
          // A plain form post that was stored answers 303 to the page that says so.
          (r) => {
            if (r.status === 303 && answered.push(`Crash ${i}`) > 20) twentyOne()
          },
          () => {},
        )
        .finally(() => settled++)
    // Eight visitors posting one after another until the process is gone.
    const visitors = Array.from({ length: 8 }, async () => {
      while (alive && sent < 5_000) await post(sent++)
    })
    await enoughStored
    expect(answered.length).toBeGreaterThan(20)
    // Killed while posts are on their way (sent, not yet answered).
    const inFlight = sent - settled
    const dying = server.kill('SIGKILL')
    alive = false
    await dying
    await Promise.all(visitors)
    expect(inFlight).toBeGreaterThan(0)

    server = await startPrivateServer({ port, env, dir })
    try {
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200)
      const db = new Database(server.dbFile)
      db.pragma('busy_timeout = 5000')
      try {
        expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }])
        const stored = db
          .prepare(
            `select s.subject, count(o.id) as mails from submissions s
             left join mail_outbox o on o.submission_id = s.id
             where s.subject like 'Crash %' group by s.id`,
          )
          .all() as Array<{ subject: string; mails: number }>
        // Whole: each stored message has its e-mail queued; no e-mail without its message.
        for (const row of stored) expect(row.mails, row.subject).toBeGreaterThan(0)
        const orphans = db
          .prepare(
            'select count(*) as n from mail_outbox o where o.submission_id is not null and not exists (select 1 from submissions s where s.id = o.submission_id)',
          )
          .get() as { n: number }
        expect(orphans.n).toBe(0)
        // Nothing a visitor was told was sent is missing.
        const subjects = new Set(stored.map((r) => r.subject))
        for (const s of answered) expect(subjects.has(s), s).toBe(true)
      } finally {
        db.close()
      }
    } finally {
      await server.stop()
    }
  } finally {
    await first?.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
})
