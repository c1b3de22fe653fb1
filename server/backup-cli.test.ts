import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createTestDb, type TestDb } from '#tests/setup/db.ts'
import { backupCommand } from './backup-cli.ts'

// The command line around app/db/backup.server.ts: what an operator types and reads.
let db: TestDb
let dir: string
beforeAll(async () => {
  db = await createTestDb('sqlite', { seed: true })
  dir = mkdtempSync(path.join(tmpdir(), 'site-backup-cli-'))
})
afterAll(async () => {
  await db.drop()
  rmSync(dir, { recursive: true, force: true })
})

function capture() {
  const out = vi.spyOn(console, 'log').mockImplementation(() => {})
  const err = vi.spyOn(console, 'error').mockImplementation(() => {})
  return {
    out: () => out.mock.calls.map((c) => c.join(' ')).join('\n'),
    err: () => err.mock.calls.map((c) => c.join(' ')).join('\n'),
  }
}

test('db:backup writes the file and says whether it is encrypted; db:restore refuses a full database', async () => {
  const file = path.join(dir, 'site.backup')
  let io = capture()
  expect(await backupCommand('backup', db.url, [file], undefined)).toBe(0)
  expect(io.out()).toMatch(
    /^Backup written to .*site\.backup \(sqlite, \d+ bytes, mode 0600, NOT encrypted\)\.$/,
  )
  expect(statSync(file).mode & 0o777).toBe(0o600)
  vi.restoreAllMocks()

  io = capture()
  expect(await backupCommand('restore', db.url, [file], undefined)).toBe(1)
  expect(io.err()).toMatch(/^The database is not empty/)
  vi.restoreAllMocks()

  io = capture()
  const target = `file:${path.join(dir, 'new.db')}`
  expect(await backupCommand('restore', target, [file], undefined)).toBe(0)
  expect(io.out()).toContain('Restored')
})

test('usage, and a passphrase too short to protect anything', async () => {
  let io = capture()
  expect(await backupCommand('backup', db.url, [], undefined)).toBe(2)
  expect(io.err()).toContain('Usage:')
  vi.restoreAllMocks()
  io = capture()
  expect(
    await backupCommand('backup', db.url, [path.join(dir, 'x'), '--sideways'], undefined),
  ).toBe(2)
  vi.restoreAllMocks()
  io = capture()
  expect(await backupCommand('backup', db.url, [path.join(dir, 'y')], 'short')).toBe(1)
  expect(io.err()).toBe('The passphrase is too short: use at least 12 characters.')
})
