import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Db } from '#app/db/client.server.ts'
import { contentKind } from './registry.server.ts'
import { getRevision, pendingDraft } from './revisions.server.ts'

/**
 * Preview: a draft shown exactly as its public page, to signed-in staff only (DESIGN.md). The
 * public page renders as usual, but inside a database transaction in which the draft has been
 * written as published; the transaction is rolled back when the page is rendered, so nobody else
 * ever sees it and no page code knows about previews (server/react-router-adapter.ts).
 *
 * The link carries a short-lived token signed with APP_SECRET naming the item, the draft and the
 * person; the request must also carry that person's session cookie.
 */
export type PreviewTicket = {
  kind: string
  id: string
  revision: number
  user: number
  exp: number
}

export const PREVIEW_PARAM = 'preview'
const TTL_MS = 30 * 60 * 1000

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url')
}

export function previewToken(
  secret: string,
  t: Omit<PreviewTicket, 'exp'>,
  now = Date.now(),
): string {
  const payload = Buffer.from(JSON.stringify({ ...t, exp: now + TTL_MS })).toString('base64url')
  return `${payload}.${sign(secret, payload)}`
}

export function readPreviewToken(
  secret: string,
  token: string,
  now = Date.now(),
): PreviewTicket | null {
  const [payload, mac] = token.split('.')
  if (!payload || !mac || token.length > 1000) return null
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const t = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PreviewTicket
    if (
      typeof t.kind !== 'string' ||
      typeof t.id !== 'string' ||
      typeof t.exp !== 'number' ||
      t.exp < now
    )
      return null
    return t
  } catch {
    return null
  }
}

/** The values a preview shows: the waiting draft, or the item as saved. */
export async function previewValues(db: Db, kind: string, id: string) {
  const k = contentKind(kind)
  if (!k) return null
  const loaded = await k.load(db, id)
  if (!loaded) return null
  const draft = await pendingDraft(db, kind, id)
  const useDraft = draft && draft.createdAt >= loaded.updatedAt
  return {
    kind: k,
    values: useDraft ? draft.snapshot.values : loaded.values,
    revision: useDraft ? draft.id : 0,
  }
}

/** Writes the previewed version as live, inside the caller's (rolled-back) transaction. */
export async function applyPreview(tx: Db, t: PreviewTicket): Promise<boolean> {
  const k = contentKind(t.kind)
  if (!k) return false
  const values = t.revision
    ? (await getRevision(tx, t.kind, t.id, t.revision))?.snapshot.values
    : (await k.load(tx, t.id))?.values
  if (!values) return false
  await k.write(
    tx,
    t.id,
    values,
    k.publishable ? { status: 'published', publishAt: 0, unpublishAt: null } : null,
  )
  return true
}
