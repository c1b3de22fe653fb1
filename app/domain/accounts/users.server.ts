import type { Db } from '#app/db/client.server.ts'
import { isPostgres } from '#app/db/engine.ts'
import type { Role } from '#app/db/schema.ts'
import { containsWords } from '#app/domain/content/listing.server.ts'
import { hashPassword, passwordProblem } from './passwords.server.ts'

export type StaffUser = {
  id: number
  email: string
  name: string
  role: Role
  status: 'active' | 'disabled'
  mfaEnrolled: boolean
  createdAt: number
  lastLoginAt: number | null
}

/** A refusal a person can act on; the console shows `message` next to the form. */
export class AccountError extends Error {
  constructor(
    readonly code: 'exists' | 'password' | 'last-admin' | 'not-found' | 'email',
    message: string,
  ) {
    super(message)
    this.name = 'AccountError'
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/

type UserRow = {
  id: number
  email: string
  name: string
  role: Role
  status: 'active' | 'disabled'
  mfa_enrolled_at: number | null
  created_at: number
  last_login_at: number | null
}

function toUser(r: UserRow): StaffUser {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    status: r.status,
    mfaEnrolled: r.mfa_enrolled_at !== null,
    createdAt: Number(r.created_at),
    lastLoginAt: r.last_login_at === null ? null : Number(r.last_login_at),
  }
}

const publicColumns = [
  'id',
  'email',
  'name',
  'role',
  'status',
  'mfa_enrolled_at',
  'created_at',
  'last_login_at',
] as const

export async function createUser(
  db: Db,
  input: { email: string; name?: string; role: Role; password: string },
): Promise<StaffUser> {
  const email = normalizeEmail(input.email)
  if (!EMAIL.test(email)) throw new AccountError('email', 'Enter a valid e-mail address.')
  const problem = passwordProblem(input.password, { email })
  if (problem) throw new AccountError('password', problem)
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst()
  if (existing)
    throw new AccountError('exists', 'A person with this e-mail already has an account.')
  const now = Date.now()
  const row = await db
    .insertInto('users')
    .values({
      email,
      name: (input.name ?? '').trim().slice(0, 100),
      role: input.role,
      password_hash: await hashPassword(input.password),
      status: 'active',
      mfa_secret: null,
      mfa_enrolled_at: null,
      totp_last_step: null,
      created_at: now,
      updated_at: now,
      password_changed_at: now,
      last_login_at: null,
    })
    .returning(publicColumns)
    .executeTakeFirstOrThrow()
  return toUser(row)
}

export async function getUser(db: Db, id: number): Promise<StaffUser | null> {
  const r = await db
    .selectFrom('users')
    .select(publicColumns)
    .where('id', '=', id)
    .executeTakeFirst()
  return r ? toUser(r) : null
}

export async function getUserByEmail(db: Db, email: string): Promise<StaffUser | null> {
  const r = await db
    .selectFrom('users')
    .select(publicColumns)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
  return r ? toUser(r) : null
}

/** What sign-in needs: the hash and MFA state. Never leaves the accounts domain. */
export async function getCredentials(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'status', 'password_hash', 'mfa_secret', 'mfa_enrolled_at'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
}

export async function listUsers(db: Db): Promise<StaffUser[]> {
  const rows = await db.selectFrom('users').select(publicColumns).orderBy('email').execute()
  return rows.map(toUser)
}

/**
 * A page of the accounts (the People page), by e-mail: those whose name or e-mail holds every
 * word of `search` (any case; `%` and `_` taken literally), with how many there are in all.
 */
export async function findUsers(
  db: Db,
  q: { search?: string; limit: number; offset: number },
): Promise<{ users: StaffUser[]; total: number }> {
  const where = containsWords(['email', 'name'], q.search)
  const [rows, count] = await Promise.all([
    db
      .selectFrom('users')
      .select(publicColumns)
      .where(where)
      .orderBy('email')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ])
  return { users: rows.map(toUser), total: Number(count.n) }
}

/**
 * Changes a user inside a transaction that then checks an active administrator remains: the
 * last one can be neither disabled nor demoted. On PostgreSQL the administrators' rows are locked
 * first, so two admins demoting each other at the same moment cannot both succeed.
 */
async function changeKeepingAnAdmin(
  db: Db,
  id: number,
  set: { role?: Role; status?: 'active' | 'disabled' },
): Promise<{ before: StaffUser; after: StaffUser }> {
  return db.transaction().execute(async (tx) => {
    let admins = tx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
    if (isPostgres(db)) admins = admins.forUpdate()
    await admins.execute()
    const before = await tx
      .selectFrom('users')
      .select(publicColumns)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!before) throw new AccountError('not-found', 'There is no such account.')
    const after = await tx
      .updateTable('users')
      .set({ ...set, updated_at: Date.now() })
      .where('id', '=', id)
      .returning(publicColumns)
      .executeTakeFirstOrThrow()
    const left = await tx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow()
    if (Number(left.n) === 0)
      throw new AccountError(
        'last-admin',
        'This is the last active administrator: make someone else an administrator first.',
      )
    if (set.status === 'disabled')
      await tx.deleteFrom('sessions').where('user_id', '=', id).execute()
    return { before: toUser(before), after: toUser(after) }
  })
}

export function setUserRole(db: Db, id: number, role: Role) {
  return changeKeepingAnAdmin(db, id, { role })
}

/** Disabling also ends every session of the account at once. */
export function setUserStatus(db: Db, id: number, status: 'active' | 'disabled') {
  return changeKeepingAnAdmin(db, id, { status })
}

/** Sets a new password (checked against the rules) and ends the account's other sessions. */
export async function setPassword(
  db: Db,
  id: number,
  password: string,
  opts: { keepSessionId?: string } = {},
): Promise<void> {
  const user = await getUser(db, id)
  if (!user) throw new AccountError('not-found', 'There is no such account.')
  const problem = passwordProblem(password, { email: user.email })
  if (problem) throw new AccountError('password', problem)
  const hash = await hashPassword(password)
  const now = Date.now()
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ password_hash: hash, password_changed_at: now, updated_at: now })
      .where('id', '=', id)
      .execute()
    let del = tx.deleteFrom('sessions').where('user_id', '=', id)
    if (opts.keepSessionId) del = del.where('id', '!=', opts.keepSessionId)
    await del.execute()
  })
}

/** Replaces a hash made with older settings, after a good sign-in. */
export async function replacePasswordHash(db: Db, id: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute()
}

export async function markSignedIn(db: Db, id: number, at = Date.now()): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute()
}

/**
 * Forgets the account's authenticator and recovery codes and ends its sessions: the next
 * sign-in enrols again (for a lost phone).
 */
export async function resetMfa(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({
        mfa_secret: null,
        mfa_enrolled_at: null,
        totp_last_step: null,
        updated_at: Date.now(),
      })
      .where('id', '=', id)
      .execute()
    await tx.deleteFrom('recovery_codes').where('user_id', '=', id).execute()
    await tx.deleteFrom('sessions').where('user_id', '=', id).execute()
  })
}
