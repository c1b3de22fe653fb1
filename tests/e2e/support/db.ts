import path from 'node:path'
import Database from 'better-sqlite3'

/**
 * Opens a test server's SQLite file directly, to arrange state a visitor cannot (an empty list,
 * a broken table) or to check what a form stored. Close it when done.
 */
export function openServerDb(name: 'main' | 'faults'): Database.Database {
  const db = new Database(path.resolve('data/e2e', `${name}.db`))
  db.pragma('busy_timeout = 5000')
  return db
}

/** The folder where a test server's MAIL_TRANSPORT=log writes its .eml files. */
export function serverOutboxDir(name: 'main' | 'faults'): string {
  return path.resolve('data/e2e', `outbox-${name}`)
}
