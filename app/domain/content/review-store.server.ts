import type { Db } from '#app/db/client.server.ts'
import { can, roleLabels, type Role } from '#app/domain/accounts/roles.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import type { ContentKind } from './kind.server.ts'

/**
 * Review before publishing (issue 37), its storage and its rule: which roles submit which kinds
 * for review (review_rules), and the submissions (review_requests, migration 0016). The workflow
 * (submit, approve, send back) is review.server.ts; this module is apart so that the editor's
 * save (editor.server.ts) can settle a waiting submission without importing the workflow.
 */

/** The roles a rule can put under review: administrators always publish. */
export const reviewableRoles = ['editor', 'hr'] as const satisfies readonly Role[]
export type ReviewableRole = (typeof reviewableRoles)[number]

export function isReviewableRole(role: string): role is ReviewableRole {
  return (reviewableRoles as readonly string[]).includes(role)
}

/** Kind → the roles that submit it for review. A kind with no entry: everyone who edits it publishes. */
export type ReviewRules = Record<string, ReviewableRole[]>

export async function reviewRules(db: Db): Promise<ReviewRules> {
  const rows = await db
    .selectFrom('review_rules')
    .select(['kind', 'role'])
    .orderBy('kind')
    .orderBy('role')
    .execute()
  const out: ReviewRules = {}
  for (const r of rows) if (isReviewableRole(r.role)) (out[r.kind] ??= []).push(r.role)
  return out
}

/**
 * Replaces the rules with these (the console's Review page). Only roles that can edit a kind are
 * kept for it (HR does not edit brands: a rule for it would mean nothing). One audit entry says
 * the rules as they are now.
 */
export async function setReviewRules(
  db: Db,
  kinds: ReadonlyArray<Pick<ContentKind, 'kind' | 'label' | 'right' | 'publishable'>>,
  wanted: ReviewRules,
  actor: { id: number; email: string },
  ip: string | null,
): Promise<ReviewRules> {
  const now = Date.now()
  const rows = kinds.flatMap((k) =>
    k.publishable
      ? (wanted[k.kind] ?? [])
          .filter((role) => isReviewableRole(role) && can(role, k.right))
          .map((role) => ({ kind: k.kind, role, created_at: now }))
      : [],
  )
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('review_rules').execute()
    if (rows.length) await tx.insertInto('review_rules').values(rows).execute()
    const said = kinds
      .map((k) => {
        const who = rows.filter((r) => r.kind === k.kind).map((r) => roleLabels[r.role])
        return who.length ? `${k.label}: ${who.join(' and ')}` : null
      })
      .filter(Boolean)
    await recordAudit(tx, {
      kind: 'content.review-rules.changed',
      actor,
      target: 'review-rules',
      summary: said.length
        ? `Submit for review instead of publishing: ${said.join('; ')}.`
        : 'No one submits for review now: everyone who edits a kind publishes it.',
      ip,
    })
  })
  return reviewRules(db)
}

/** Whether a person of `role` must submit this kind for review rather than publish it. */
export function mustSubmitBy(rules: ReviewRules, role: Role, kind: string): boolean {
  return isReviewableRole(role) && (rules[kind]?.includes(role) ?? false)
}

export async function mustSubmit(db: Db, role: Role, kind: string): Promise<boolean> {
  if (!isReviewableRole(role)) return false
  const row = await db
    .selectFrom('review_rules')
    .select('kind')
    .where('kind', '=', kind)
    .where('role', '=', role)
    .executeTakeFirst()
  return !!row
}

/**
 * Who may approve or send back a kind's submissions: administrators, and whoever edits the kind
 * and may publish it (is not under review for it themselves).
 */
export function mayReviewBy(
  rules: ReviewRules,
  role: Role,
  kind: Pick<ContentKind, 'kind' | 'right'>,
): boolean {
  if (role === 'admin') return true
  return can(role, kind.right) && !mustSubmitBy(rules, role, kind.kind)
}

type ReviewStatus = 'waiting' | 'approved' | 'sent-back'

export type ReviewRequest = {
  id: number
  kind: string
  itemId: string
  lang: Lang
  status: ReviewStatus
  authorId: number | null
  authorEmail: string | null
  submittedAt: number
  decidedBy: string | null
  decidedAt: number | null
  comment: string | null
}

type Row = {
  id: number
  kind: string
  item_id: string
  lang: string
  status: ReviewStatus
  author_id: number | null
  author_email: string | null
  submitted_at: number
  decided_by_email: string | null
  decided_at: number | null
  comment: string | null
}

export function toRequest(r: Row): ReviewRequest {
  return {
    id: r.id,
    kind: r.kind,
    itemId: r.item_id,
    lang: r.lang === 'kn' ? 'kn' : 'en',
    status: r.status,
    authorId: r.author_id,
    authorEmail: r.author_email,
    submittedAt: Number(r.submitted_at),
    decidedBy: r.decided_by_email,
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    comment: r.comment,
  }
}

export const requestColumns = [
  'id',
  'kind',
  'item_id',
  'lang',
  'status',
  'author_id',
  'author_email',
  'submitted_at',
  'decided_by_email',
  'decided_at',
  'comment',
] as const

/** `kind:itemId` of each item of these kinds whose draft in a language waits for a reviewer. */
export async function waitingKeys(db: Db, kinds: string[], lang: Lang): Promise<Set<string>> {
  if (!kinds.length) return new Set()
  const rows = await db
    .selectFrom('review_requests')
    .select(['kind', 'item_id'])
    .distinct()
    .where('kind', 'in', kinds)
    .where('lang', '=', lang)
    .where('status', '=', 'waiting')
    .execute()
  return new Set(rows.map((r) => `${r.kind}:${r.item_id}`))
}

/** The submission of an item in a language that waits for a reviewer, if any. */
export function waitingRequest(
  db: Db,
  kind: string,
  itemId: string,
  lang: Lang,
): Promise<ReviewRequest | null> {
  return newestRequest(db, kind, itemId, lang, 'waiting')
}

/** The newest submission of an item in a language, of one state or whatever became of it. */
async function newestRequest(
  db: Db,
  kind: string,
  itemId: string,
  lang: Lang,
  status?: 'waiting',
): Promise<ReviewRequest | null> {
  const r = await db
    .selectFrom('review_requests')
    .select(requestColumns)
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('lang', '=', lang)
    .$if(status !== undefined, (q) => q.where('status', '=', status!))
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return r ? toRequest(r) : null
}

/**
 * A publish of an item in a language, however it came (the editor's Publish, a bulk action, an
 * approval), ends the submission waiting for it: what was waiting is on the site now. Runs in the
 * publish's own transaction.
 */
export async function settleOnPublish(
  tx: Db,
  s: { kind: string; itemId: string; lang: Lang; actor: { id: number; email: string }; at: number },
): Promise<void> {
  await tx
    .updateTable('review_requests')
    .set({
      status: 'approved',
      decided_by_id: s.actor.id,
      decided_by_email: s.actor.email,
      decided_at: s.at,
    })
    .where('kind', '=', s.kind)
    .where('item_id', '=', s.itemId)
    .where('lang', '=', s.lang)
    .where('status', '=', 'waiting')
    .execute()
}

/** The newest submission of an item in a language, whatever became of it. */
export function latestRequest(
  db: Db,
  kind: string,
  itemId: string,
  lang: Lang,
): Promise<ReviewRequest | null> {
  return newestRequest(db, kind, itemId, lang)
}
