import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { BackupError, backupDatabase, restoreDatabase } from '#app/db/backup.server.ts'

const USAGE = `Usage:
  npm run db:backup -- <file> [--passphrase]    a consistent copy of the database, taken while the site serves
  npm run db:restore -- <file> [--passphrase]   into an empty database only (a new file or PostgreSQL database)

The file is written with mode 0600. With BACKUP_PASSPHRASE set, or --passphrase (asked for, not
echoed; or read from stdin when piped), it is encrypted with AES-256-GCM (scrypt key).`

/** A secret from stdin when piped, else a prompt that does not echo; asked twice when `confirm`. */
async function readSecret(prompt: string, confirm: boolean): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = ''
    for await (const chunk of process.stdin) text += chunk
    return text.replace(/\r?\n$/, '')
  }
  const ask = (q: string) =>
    new Promise<string>((resolve) => {
      let muted = false
      const output = new Writable({
        write(chunk, _enc, cb) {
          if (!muted) process.stderr.write(chunk)
          cb()
        },
      })
      const rl = createInterface({ input: process.stdin, output, terminal: true })
      rl.question(q, (answer) => {
        rl.close()
        process.stderr.write('\n')
        resolve(answer)
      })
      muted = true
    })
  const first = await ask(prompt)
  if (confirm && (await ask('Again, to be sure: ')) !== first)
    throw new BackupError('The two passphrases differ.')
  return first
}

/** `npm run db:backup` / `db:restore`; returns the exit code. */
export async function backupCommand(
  command: 'backup' | 'restore',
  databaseUrl: string,
  args: string[],
  passphraseFromEnv: string | undefined,
): Promise<number> {
  const files = args.filter((a) => !a.startsWith('--'))
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--passphrase')
  if (files.length !== 1 || unknown.length || args.includes('--help')) {
    console.error(USAGE)
    return 2
  }
  const file = files[0]!
  try {
    let passphrase = passphraseFromEnv
    if (!passphrase && args.includes('--passphrase'))
      passphrase = await readSecret('Backup passphrase: ', command === 'backup')
    if (passphrase !== undefined && passphrase.length < 12)
      throw new BackupError('The passphrase is too short: use at least 12 characters.')
    if (command === 'backup') {
      const r = await backupDatabase(databaseUrl, file, { passphrase })
      console.log(
        `Backup written to ${file} (${r.engine}, ${r.bytes} bytes, mode 0600${r.sealed ? ', encrypted' : ', NOT encrypted'}).`,
      )
    } else {
      const r = await restoreDatabase(databaseUrl, file, { passphrase })
      console.log(
        `Restored ${file} into the ${r.engine} database. Start the site; it applies any newer migrations.`,
      )
    }
    return 0
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}
