import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'
import pg from 'pg'
import { startPrivateServer } from '../../../scripts/support/private-server.js'
import { postgresProblemAt } from '../../setup/pg-reachable.ts'

// App processes of a test's own on one PostgreSQL database it creates and drops (DESIGN.md: every
// process on every machine serves the same site from one database). Used by the tests that show
// two processes working together: page-cache-processes.spec.ts, media-processes.spec.ts.

type Server = Awaited<ReturnType<typeof startPrivateServer>>

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Why PostgreSQL cannot be used, or null when it answers. */
export function postgresProblem(): Promise<string | null> {
  return postgresProblemAt(adminUrl)
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * As the model tests: PostgreSQL is required when TEST_DATABASE_URL names it (CI), else used when
 * a local one answers; without it the calling test is skipped, saying why.
 */
async function requirePostgres(): Promise<void> {
  const problem = await postgresProblem()
  if (problem && process.env.TEST_DATABASE_URL) throw new Error(`PostgreSQL: ${problem}`)
  test
    .info()
    .skip(problem !== null, `PostgreSQL not reachable (${problem}): two-process test not run`)
}

/** A fresh, empty database named `<prefix>_<random>`; `drop` removes it even while in use. */
export async function createDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  await admin(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  }
}

export type Processes = {
  /** The database's URL (for a test's own checks). */
  url: string
  servers: Server[]
  /** Stops the processes and drops the database; safe to call after a failed start. */
  stop: () => Promise<void>
}

/**
 * A fresh database named `<prefix>_<random>` and `count` production-build processes on it, on
 * `port`, `port + 1` …, sharing the MFA key and APP_SECRET as the machines of one site do. They
 * start one after the other: the first migrates and seeds the empty database. Each keeps its own
 * media folder and variant cache, as processes on different machines would.
 */
export async function startOnPostgres(opts: {
  prefix: string
  port: number
  count?: number
  env?: Record<string, string>
}): Promise<Processes> {
  await requirePostgres()
  const db = await createDatabase(opts.prefix)
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pg-'))
  const shared = {
    DATABASE_URL: db.url,
    MFA_KEY_FILE: path.join(dir, 'mfa.key'),
    APP_SECRET: 'two-processes-test-secret-0123456789abcdef',
    ...opts.env,
  }
  const servers: Server[] = []
  const stop = async () => {
    for (const s of servers) await s.stop()
    rmSync(dir, { recursive: true, force: true })
    await db.drop()
  }
  try {
    for (let i = 0; i < (opts.count ?? 2); i++)
      servers.push(await startPrivateServer({ port: opts.port + i, env: shared, dir: undefined }))
  } catch (error) {
    await stop()
    throw error
  }
  return { url: db.url, servers, stop }
}

/**
 * `startOnPostgres` for a spec file's tests: the processes start before its first test (a fresh
 * database migrated and seeded takes a while on a slow machine, and is not what a test is about)
 * and stop after its last. Call at the top level of the file; the function returns them.
 */
export function processesOnPostgres(opts: Parameters<typeof startOnPostgres>[0]): () => Processes {
  let processes: Processes | undefined
  test.beforeAll(async () => {
    processes = await startOnPostgres(opts)
  })
  test.afterAll(async () => {
    await processes?.stop()
  })
  return () => processes!
}
