import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import type { Db } from '#app/db/client.server.ts'
import { isRole, roles } from '#app/domain/accounts/roles.ts'
import {
  AccountError,
  createUser,
  getUserByEmail,
  listUsers,
  resetMfa,
  setPassword,
  setUserStatus,
} from '#app/domain/accounts/users.server.ts'
import { recordAudit, type AuditKind } from '#app/domain/audit/audit.server.ts'

const USAGE = `Usage: npm run users -- <command>
  add <email> --role <${roles.join('|')}> [--name "Full Name"]   create an account (password from stdin or a prompt)
  list                                                      every account, its role and MFA state
  disable <email> | enable <email>                          stop or allow sign-in (ends its sessions)
  reset-mfa <email>                                         forget the authenticator: enrol again at next sign-in
  set-password <email>                                      set a new password (stdin or a prompt)`

/** Reads a password: all of stdin when piped, else a prompt that does not echo what is typed. */
async function readPassword(prompt: string): Promise<string> {
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
          if (!muted) process.stdout.write(chunk)
          cb()
        },
      })
      const rl = createInterface({ input: process.stdin, output, terminal: true })
      rl.question(q, (answer) => {
        rl.close()
        process.stdout.write('\n')
        resolve(answer)
      })
      muted = true
    })
  const first = await ask(prompt)
  const again = await ask('Again, to be sure: ')
  if (first !== again) throw new AccountError('password', 'The two passwords differ.')
  return first
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

/** No account and no address: the console credits such entries to "command line" (kinds.ts). */
async function audit(db: Db, kind: AuditKind, target: string, summary: string) {
  await recordAudit(db, { kind, actor: null, target, summary, ip: null })
}

/** `npm run users -- …`: accounts from the command line (DESIGN.md "Staff console contracts"). */
export async function usersCommand(db: Db, args: string[]): Promise<number> {
  const [sub, email] = args
  try {
    if (sub === 'list') {
      const users = await listUsers(db)
      if (!users.length)
        console.log(
          'No accounts yet. Create the first: npm run users -- add you@example.com --role admin',
        )
      for (const u of users)
        console.log(
          `${u.email.padEnd(36)} ${u.role.padEnd(7)} ${u.status.padEnd(9)} MFA ${u.mfaEnrolled ? 'on ' : 'off'}  last sign-in ${u.lastLoginAt ? new Date(u.lastLoginAt).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : 'never'}`,
        )
      return 0
    }
    if (!sub || !email || email.startsWith('--')) {
      console.error(USAGE)
      return 2
    }
    if (sub === 'add') {
      const role = option(args, '--role')
      if (!isRole(role)) {
        console.error(`--role must be one of ${roles.join(', ')}.\n\n${USAGE}`)
        return 2
      }
      const password = await readPassword(`Password for ${email} (at least 12 characters): `)
      const user = await createUser(db, { email, role, name: option(args, '--name'), password })
      await audit(db, 'user.created', `user:${user.id}`, `Created ${user.email} as ${role}`)
      console.log(
        `Created ${user.email} (${role}). At the first sign-in at /admin/login they set up their authenticator app.`,
      )
      return 0
    }
    const user = await getUserByEmail(db, email)
    if (!user) {
      console.error(`No account has the e-mail ${email}.`)
      return 1
    }
    if (sub === 'disable' || sub === 'enable') {
      await setUserStatus(db, user.id, sub === 'disable' ? 'disabled' : 'active')
      await audit(
        db,
        sub === 'disable' ? 'user.disabled' : 'user.enabled',
        `user:${user.id}`,
        `${sub === 'disable' ? 'Disabled' : 'Enabled'} ${user.email}`,
      )
      console.log(
        `${user.email} is ${sub === 'disable' ? 'disabled; its sessions have ended' : 'enabled again'}.`,
      )
      return 0
    }
    if (sub === 'reset-mfa') {
      await resetMfa(db, user.id)
      await audit(
        db,
        'user.mfa-reset',
        `user:${user.id}`,
        `Reset the authenticator of ${user.email}`,
      )
      console.log(
        `${user.email} will set up an authenticator app again at the next sign-in; its sessions have ended.`,
      )
      return 0
    }
    if (sub === 'set-password') {
      const password = await readPassword(`New password for ${user.email}: `)
      await setPassword(db, user.id, password)
      await audit(
        db,
        'user.password-set',
        `user:${user.id}`,
        `Set a new password for ${user.email}`,
      )
      console.log(`New password set for ${user.email}; its sessions have ended.`)
      return 0
    }
    console.error(USAGE)
    return 2
  } catch (error) {
    if (error instanceof AccountError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}
