import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '#app/db/client.server.ts'
import type { Role } from '#app/db/schema.ts'
import { AccountError, createUser, normalizeEmail, type StaffUser } from './users.server.ts'

/** An invitation is a one-time link, good for 48 hours (DESIGN.md). */
export const INVITE_MS = 48 * 60 * 60 * 1000

const hashToken = (t: string) => createHash('sha256').update(t).digest('hex')

export type Invite = { id: number; email: string; role: Role; expiresAt: number }

export async function createInvite(
  db: Db,
  input: { email: string; role: Role; createdBy: number | null; now?: number },
): Promise<{ token: string; invite: Invite }> {
  const email = normalizeEmail(input.email)
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst()
  if (existing)
    throw new AccountError('exists', 'A person with this e-mail already has an account.')
  const now = input.now ?? Date.now()
  const token = randomBytes(32).toString('base64url')
  const row = await db
    .insertInto('invites')
    .values({
      token_hash: hashToken(token),
      email,
      role: input.role,
      created_by: input.createdBy,
      created_at: now,
      expires_at: now + INVITE_MS,
      used_at: null,
    })
    .returning(['id', 'email', 'role', 'expires_at'])
    .executeTakeFirstOrThrow()
  return {
    token,
    invite: { id: row.id, email: row.email, role: row.role, expiresAt: Number(row.expires_at) },
  }
}

/** The invitation a link's token names, if it is unused and not expired. */
export async function findInvite(db: Db, token: string, now = Date.now()): Promise<Invite | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  const r = await db
    .selectFrom('invites')
    .select(['id', 'email', 'role', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return r ? { id: r.id, email: r.email, role: r.role, expiresAt: Number(r.expires_at) } : null
}

/**
 * Turns an invitation into an account with the password the person chose. The invitation is
 * marked used in the same transaction, so a link works once even when sent twice at once.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  input: { name: string; password: string },
): Promise<StaffUser | null> {
  const invite = await findInvite(db, token)
  if (!invite) return null
  return db.transaction().execute(async (tx) => {
    const used = await tx
      .updateTable('invites')
      .set({ used_at: Date.now() })
      .where('id', '=', invite.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) return null
    return createUser(tx, {
      email: invite.email,
      name: input.name,
      role: invite.role,
      password: input.password,
    })
  })
}

export type PendingInvite = Invite & { createdAt: number }

export async function listPendingInvites(db: Db, now = Date.now()): Promise<PendingInvite[]> {
  const rows = await db
    .selectFrom('invites')
    .select(['id', 'email', 'role', 'expires_at', 'created_at'])
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    expiresAt: Number(r.expires_at),
    createdAt: Number(r.created_at),
  }))
}

export async function revokeInvite(db: Db, id: number): Promise<boolean> {
  const r = await db
    .updateTable('invites')
    .set({ expires_at: 0 })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}
