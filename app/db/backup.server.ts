import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { open } from 'node:fs/promises'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { SealError, isSealed, sealFile, unsealFile } from '#app/utils/sealed-file.server.ts'
import { engineOf, sqliteFile, type Engine } from './client.server.ts'

/**
 * `npm run db:backup` and `db:restore` (docs/deploy.md "Backups"). A backup is the whole database
 * (content, stored media originals, messages, accounts, the app secret), so it holds personal data
 * and secrets: it is written with mode 0600 and, with a passphrase, sealed (AES-256-GCM).
 *
 * SQLite: the file as SQLite's online backup API copies it, a plain database file that
 * `sqlite3` opens. PostgreSQL: `pg_dump --format=custom`, restored with `pg_restore`.
 */
export class BackupError extends Error {}

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0')
const PGDUMP_MAGIC = Buffer.from('PGDMP')

type BackupOptions = { passphrase?: string }

/** A private scratch folder beside `file` (same disk, so the final rename is atomic). */
function scratchBeside(file: string): string {
  return mkdtempSync(path.join(path.dirname(path.resolve(file)), '.site-backup-'))
}

export async function backupDatabase(
  url: string,
  file: string,
  opts: BackupOptions = {},
): Promise<{ engine: Engine; bytes: number; sealed: boolean }> {
  const engine = engineOf(url)
  const target = path.resolve(file)
  if (!existsSync(path.dirname(target)))
    throw new BackupError(`The folder ${path.dirname(target)} does not exist.`)
  const scratch = scratchBeside(target)
  try {
    const plain = path.join(scratch, 'plain')
    if (engine === 'sqlite') await backupSqlite(url, plain)
    else await backupPostgres(url, plain)
    const final = path.join(scratch, 'final')
    if (opts.passphrase) await sealFile(plain, final, opts.passphrase)
    else renameSync(plain, final)
    chmodSync(final, 0o600)
    renameSync(final, target)
    return { engine, bytes: statSync(target).size, sealed: Boolean(opts.passphrase) }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

async function backupSqlite(url: string, target: string): Promise<void> {
  const file = sqliteFile(url)
  if (file === ':memory:') throw new BackupError('An in-memory database cannot be backed up.')
  if (!existsSync(file)) throw new BackupError(`There is no database file at ${file}.`)
  const source = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    source.pragma('busy_timeout = 5000')
    // The online backup API copies page by page and starts again when another connection writes
    // between two steps. After a first step, ask for every remaining page at once: one step holds
    // a read snapshot (WAL lets the site keep writing), so a busy site cannot starve the copy.
    await source.backup(target, { progress: () => 1 << 30 })
  } finally {
    source.close()
  }
}

/** pg_dump and friends get the password through PGPASSWORD, never on a command line `ps` shows. */
function pgToolArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url)
  const password = decodeURIComponent(u.password)
  u.password = ''
  return {
    dbname: u.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}

function needTool(name: 'pg_dump' | 'pg_restore'): void {
  const r = spawnSync(name, ['--version'], { encoding: 'utf8' })
  if (r.error || r.status !== 0)
    throw new BackupError(
      `${name} was not found. Install the PostgreSQL client tools of the server's major version or newer (Debian/Ubuntu: apt install postgresql-client; macOS: brew install libpq), or run ${name} on the database host: ${
        name === 'pg_dump'
          ? 'pg_dump --format=custom --no-owner --no-privileges --file=<file> <database>'
          : 'pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname=<database> <file>'
      }.`,
    )
}

function runTool(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(name, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += String(chunk)))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${name} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`)),
    )
  })
}

async function backupPostgres(url: string, target: string): Promise<void> {
  needTool('pg_dump')
  const { dbname, env } = pgToolArgs(url)
  // One transaction snapshot of the whole database, taken while the site keeps serving.
  await runTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${dbname}`],
    env,
  )
}

/** What a (plain) backup file holds, from its first bytes. */
async function backupKind(file: string): Promise<Engine | null> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(SQLITE_MAGIC.length)
    await handle.read(head, 0, head.length, 0)
    if (head.equals(SQLITE_MAGIC)) return 'sqlite'
    if (head.subarray(0, PGDUMP_MAGIC.length).equals(PGDUMP_MAGIC)) return 'postgres'
    return null
  } finally {
    await handle.close()
  }
}

/** The tables a database holds already: a restore goes only into a database without any. */
export async function tablesIn(url: string): Promise<string[]> {
  if (engineOf(url) === 'sqlite') {
    const file = sqliteFile(url)
    if (file === ':memory:' || !existsSync(file)) return []
    const db = new SQLite(file, { readonly: true, fileMustExist: true })
    try {
      return (
        db
          .prepare(
            "select name from sqlite_master where type in ('table', 'view') and name not like 'sqlite_%' order by name",
          )
          .all() as Array<{ name: string }>
      ).map((r) => r.name)
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    const r = await client.query<{ name: string }>(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1",
    )
    return r.rows.map((row) => row.name)
  } finally {
    await client.end()
  }
}

export async function restoreDatabase(
  url: string,
  file: string,
  opts: BackupOptions = {},
): Promise<{ engine: Engine }> {
  const source = path.resolve(file)
  if (!existsSync(source)) throw new BackupError(`There is no backup file at ${source}.`)
  const engine = engineOf(url)
  const existing = await tablesIn(url)
  if (existing.length)
    throw new BackupError(
      `The database is not empty (${existing.length} table${existing.length === 1 ? '' : 's'}, e.g. ${existing.slice(0, 3).join(', ')}). Restore only into an empty database: point DATABASE_URL at a new file or a newly created PostgreSQL database, so nothing is overwritten.`,
    )
  const scratch = scratchBeside(engine === 'sqlite' ? sqliteFile(url) : source)
  try {
    let plain = source
    if (await isSealed(source)) {
      if (!opts.passphrase)
        throw new BackupError(
          'This backup is encrypted: set BACKUP_PASSPHRASE or pass --passphrase to be asked for it.',
        )
      plain = path.join(scratch, 'plain')
      try {
        await unsealFile(source, plain, opts.passphrase)
      } catch (error) {
        if (error instanceof SealError) throw new BackupError(error.message)
        throw error
      }
    }
    const kind = await backupKind(plain)
    if (kind === null) throw new BackupError('The file is not a backup of this site.')
    if (kind !== engine)
      throw new BackupError(
        `The backup is of a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, but DATABASE_URL names a ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} one. Restore it into the same engine.`,
      )
    if (engine === 'sqlite') restoreSqlite(url, plain, scratch)
    else await restorePostgres(url, plain)
    return { engine }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

function restoreSqlite(url: string, plain: string, scratch: string): void {
  const target = sqliteFile(url)
  if (target === ':memory:') throw new BackupError('Restore into a database file, not :memory:.')
  // A copy first, checked whole, then renamed into place: the target is never half written.
  const copy = path.join(scratch, `restore-${randomBytes(4).toString('hex')}.db`)
  copyFileSync(plain, copy)
  try {
    const check = new SQLite(copy, { fileMustExist: true })
    try {
      const [result] = check.pragma('integrity_check') as Array<{ integrity_check: string }>
      if (result?.integrity_check !== 'ok') throw new Error(result?.integrity_check)
      check.pragma('journal_mode = WAL')
    } finally {
      check.close()
    }
  } catch (error) {
    throw new BackupError(
      `The backup file is damaged: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  // Journal files of the empty database the copy replaces would be read as the copy's own.
  for (const suffix of ['-wal', '-shm']) rmSync(target + suffix, { force: true })
  chmodSync(copy, 0o600)
  renameSync(copy, target)
}

async function restorePostgres(url: string, plain: string): Promise<void> {
  needTool('pg_restore')
  const { dbname, env } = pgToolArgs(url)
  // One transaction: on any error nothing of the backup stays behind.
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      plain,
    ],
    env,
  )
}
