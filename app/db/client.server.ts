import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely'
import pg from 'pg'
import { fromRoot } from '#app/utils/project-root.server.ts'
import type { Database } from './schema.ts'

export type Engine = 'sqlite' | 'postgres'

export type Db = Kysely<Database>

export type DbHandle = {
  db: Db
  engine: Engine
  /** A description safe for logs: the engine and file or host/database, never a password. */
  label: string
  /**
   * SQLite only: a private copy of the whole database in memory, made in one step from the
   * file's committed state. Writes to it take no lock on the file and vanish with it; the
   * console's live preview renders a page on one (server/preview.ts). Destroy it when done.
   */
  snapshot?: () => Db
}

// PostgreSQL returns BIGINT (epoch-millisecond timestamps) and COUNT(*) as strings by default;
// our values fit in a double, and SQLite returns numbers, so both engines give the app numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v))

export function engineOf(url: string): Engine {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

export function sqliteFile(url: string): string {
  const file = url.replace(/^file:/, '')
  if (file === ':memory:') return file
  return path.isAbsolute(file) ? file : fromRoot(file)
}

/**
 * A PostgreSQL error after which the connection is no use: the session was ended by the server
 * (57P01-57P03), the connection failed (class 08), or the socket broke.
 */
function connectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return false
  return /^(57P0[123]|08[0-9A-Z]{3})$/.test(code) || code === 'ECONNRESET' || code === 'EPIPE'
}

export function createDb(url: string, opts: { poolSize?: number } = {}): DbHandle {
  if (engineOf(url) === 'postgres') {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    })
    // An idle client losing its connection (server restart) must not crash the process;
    // the next query gets a fresh client and /readyz reports the outage.
    pool.on('error', () => {})
    // Nor a client in use: the pool listens only to idle ones, and pg reports a lost connection
    // (the session ended by the server, a network cut) as an 'error' event, which without a
    // listener is an uncaught exception. The query in flight fails with the same error, so the
    // request answers 503. Such a client is given back to the pool as broken, so the pool ends
    // it: given back as sound, the next query could take it before its socket's reset arrived
    // and fail too (ECONNRESET, seen in CI).
    const lost = new WeakSet<pg.PoolClient>()
    pool.on('connect', (client) => client.on('error', () => lost.add(client)))
    const dialectPool: PostgresPool = {
      async connect() {
        const client = await pool.connect()
        const wrapped = {
          query: (sqlText: string, parameters: ReadonlyArray<unknown>) =>
            client.query(sqlText, parameters as unknown[]).catch((error: unknown) => {
              if (connectionLost(error)) lost.add(client)
              throw error
            }),
          release: () =>
            client.release(lost.has(client) ? new Error('connection lost') : undefined),
        }
        // pg's result types are wider than Kysely's names for them (command is any string).
        return wrapped as unknown as PostgresPoolClient
      },
      end: () => pool.end(),
      // What Kysely needs to open a second connection that cancels a running query.
      Client: pg.Client,
      options: pool.options,
    }
    const u = new URL(url)
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: dialectPool }) }),
      engine: 'postgres',
      label: `postgres ${u.hostname}:${u.port || 5432}${u.pathname}`,
    }
  }
  const file = sqliteFile(url)
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  // Two processes (or a migrating CLI and a server) may share the file: wait for the lock.
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
    }),
    engine: 'sqlite',
    label: `sqlite ${file}`,
    snapshot: () => {
      const image = sqlite.serialize()
      // The file is in WAL mode, which a database in memory cannot keep: its header's two
      // format bytes say WAL (2); as rollback-journal ones (1) the copy can be written.
      image[18] = 1
      image[19] = 1
      const copy = new SQLite(image)
      copy.pragma('foreign_keys = ON')
      return new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) })
    },
  }
}

/**
 * The connection as Kysely sees it, with each SQL text prepared once: Kysely prepares every query
 * afresh, and a page's dozen queries are the same texts on every render (preparing was about a
 * tenth of the database's share of a render). A statement still running (an iterator) is not
 * shared: a busy one gets a fresh statement. The set is bounded; SQLite re-prepares a kept
 * statement itself when a migration changes the schema.
 */
function reusingStatements(sqlite: SQLite.Database) {
  const kept = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      // A transaction takes the write lock when it begins (BEGIN IMMEDIATE), waiting up to the
      // busy timeout for it. Kysely's plain BEGIN takes it at the first write: a transaction that
      // reads first then fails at once with SQLITE_BUSY if another process (a CLI, a second
      // server) wrote in between, and SQLite's busy timeout cannot help it.
      const sql = text === 'begin' ? 'begin immediate' : text
      const stmt = kept.get(sql)
      if (stmt && !stmt.busy) return stmt
      const fresh = sqlite.prepare(sql)
      if (!stmt) {
        if (kept.size >= 500) kept.clear()
        kept.set(sql, fresh)
      }
      return fresh
    },
  }
}

/** Ends the pool or closes the file. */
export async function closeDb(handle: DbHandle): Promise<void> {
  await handle.db.destroy()
}
