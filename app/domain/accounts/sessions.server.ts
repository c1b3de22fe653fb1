import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '#app/db/client.server.ts'
import type { SessionState } from '#app/db/schema.ts'
import type { StaffIdentity } from '#app/platform/context.server.ts'
import type { SecretBox } from '#app/platform/secret-box.server.ts'

/**
 * Staff sessions live in the database (DESIGN.md): revocable one by one, listed per person,
 * shared by every app process. The cookie holds a random token; the table holds its SHA-256.
 */
export const SESSION_COOKIE = 'staff_session'
export const IDLE_MS = 8 * 60 * 60 * 1000
export const ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000
/** Between the password and the code (or MFA enrolment): a few minutes are plenty. */
const PENDING_MS = 15 * 60 * 1000
/** last_seen_at is written at most this often, so a busy console does not write on every click. */
const TOUCH_EVERY_MS = 60 * 1000

export type Staff = StaffIdentity
export type StaffSession = Staff['session']

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const newToken = () => randomBytes(32).toString('base64url')

export async function createSession(
  db: Db,
  input: { userId: number; state: SessionState; ip: string; userAgent: string; now?: number },
): Promise<{ token: string; id: string }> {
  const now = input.now ?? Date.now()
  const token = newToken()
  const id = hashToken(token)
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: input.userId,
      state: input.state,
      csrf_token: randomBytes(24).toString('base64url'),
      created_at: now,
      last_seen_at: now,
      expires_at: now + (input.state === 'active' ? ABSOLUTE_MS : PENDING_MS),
      ip: input.ip.slice(0, 64),
      user_agent: input.userAgent.slice(0, 300),
    })
    .execute()
  return { token, id }
}

/**
 * The session a cookie token names, with its person, when it is still good: not past its
 * absolute end, not idle for 8 hours, and its account active. Anything else is deleted and null.
 */
export async function findSession(db: Db, token: string, now = Date.now()): Promise<Staff | null> {
  if (!token || token.length > 100) return null
  const id = hashToken(token)
  const r = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.state',
      'sessions.csrf_token',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.ip',
      'sessions.user_agent',
      'users.id as user_id',
      'users.email',
      'users.name',
      'users.role',
      'users.status',
      'users.mfa_enrolled_at',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst()
  if (!r) return null
  const lastSeen = Number(r.last_seen_at)
  const dead = Number(r.expires_at) <= now || now - lastSeen > IDLE_MS || r.status !== 'active'
  if (dead) {
    await db.deleteFrom('sessions').where('id', '=', id).execute()
    return null
  }
  if (now - lastSeen > TOUCH_EVERY_MS)
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute()
  return {
    session: {
      id: r.id,
      state: r.state,
      csrfToken: r.csrf_token,
      createdAt: Number(r.created_at),
      lastSeenAt: now - lastSeen > TOUCH_EVERY_MS ? now : lastSeen,
      expiresAt: Number(r.expires_at),
      ip: r.ip,
      userAgent: r.user_agent,
    },
    user: {
      id: r.user_id,
      email: r.email,
      name: r.name,
      role: r.role,
      mfaEnrolled: r.mfa_enrolled_at !== null,
    },
  }
}

/**
 * Moves a session to its next state (password → code → active) under a NEW token: the token a
 * browser had before signing in is never the one that is signed in (session fixation).
 */
export async function advanceSession(
  db: Db,
  old: StaffSession,
  userId: number,
  state: SessionState,
  now = Date.now(),
): Promise<{ token: string; id: string }> {
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('sessions').where('id', '=', old.id).execute()
    const token = newToken()
    const id = hashToken(token)
    await tx
      .insertInto('sessions')
      .values({
        id,
        user_id: userId,
        state,
        csrf_token: randomBytes(24).toString('base64url'),
        created_at: state === 'active' ? now : old.createdAt,
        last_seen_at: now,
        expires_at: now + (state === 'active' ? ABSOLUTE_MS : PENDING_MS),
        ip: old.ip,
        user_agent: old.userAgent,
      })
      .execute()
    return { token, id }
  })
}

export async function revokeSession(db: Db, id: string, userId?: number): Promise<boolean> {
  let q = db.deleteFrom('sessions').where('id', '=', id)
  if (userId !== undefined) q = q.where('user_id', '=', userId)
  const r = await q.executeTakeFirst()
  return Number(r.numDeletedRows) > 0
}

/** Ends every session of a person, except (optionally) the one in use. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  opts: { exceptId?: string } = {},
): Promise<number> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId)
  if (opts.exceptId) q = q.where('id', '!=', opts.exceptId)
  const r = await q.executeTakeFirst()
  return Number(r.numDeletedRows)
}

export type SessionListItem = Omit<StaffSession, 'csrfToken'> & { current: boolean }

/** A person's signed-in sessions, newest first; `current` marks the one asking. */
export async function listUserSessions(
  db: Db,
  userId: number,
  currentId: string,
  now = Date.now(),
): Promise<SessionListItem[]> {
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 'active')
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', now - IDLE_MS)
    .orderBy('last_seen_at', 'desc')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    state: r.state,
    createdAt: Number(r.created_at),
    lastSeenAt: Number(r.last_seen_at),
    expiresAt: Number(r.expires_at),
    ip: r.ip,
    userAgent: r.user_agent,
    current: r.id === currentId,
  }))
}

/** Drops sessions past their end or idle too long. */
export async function purgeSessions(db: Db, now = Date.now()): Promise<number> {
  const r = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - IDLE_MS)]))
    .executeTakeFirst()
  return Number(r.numDeletedRows)
}

/** Reads the session token from a Cookie header. */
export function sessionTokenOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== SESSION_COOKIE) continue
    // A value that is not valid percent-encoding is no token of ours (and not a database fault).
    try {
      return decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

/**
 * The cookie: HttpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it),
 * Secure over HTTPS, Path=/ (so the page cache can tell a staff request anywhere on the site).
 * No Max-Age: it ends with the browser; the server ends it after 8 idle hours or 7 days.
 */
export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`
}

/**
 * Keeps something to show once on the session's next page (new recovery codes after enrolment,
 * across the redirect that follows the form), sealed so the database never holds it in clear.
 */
export async function setFlash(db: Db, box: SecretBox, sessionId: string, value: unknown) {
  await db
    .updateTable('sessions')
    .set({ flash: box.seal(JSON.stringify(value)) })
    .where('id', '=', sessionId)
    .execute()
}

/**
 * Reads and clears the session's flash: it is shown once. Read, then cleared only if unchanged
 * (RETURNING would give the row after the update), so two requests cannot both show it.
 */
export async function takeFlash<T>(db: Db, box: SecretBox, sessionId: string): Promise<T | null> {
  const row = await db
    .selectFrom('sessions')
    .select('flash')
    .where('id', '=', sessionId)
    .executeTakeFirst()
  if (!row?.flash) return null
  const r = await db
    .updateTable('sessions')
    .set({ flash: null })
    .where('id', '=', sessionId)
    .where('flash', '=', row.flash)
    .executeTakeFirst()
  if (Number(r.numUpdatedRows) !== 1) return null
  const plain = box.open(row.flash)
  return plain ? (JSON.parse(plain) as T) : null
}
