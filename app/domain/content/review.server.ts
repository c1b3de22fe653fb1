import type { Db } from '#app/db/client.server.ts'
import type { Role } from '#app/domain/accounts/roles.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import { staffMailReady } from '#app/domain/inbox/arrival.server.ts'
import { newMessageId, type OutboxPayload } from '#app/domain/mail/message.server.ts'
import { notifyOutbox } from '#app/domain/mail/outbox-signal.server.ts'
import type { Env } from '#app/platform/env.server.ts'
import { contentEditPath } from '#app/routing/console.ts'
import type { Lang } from '#app/routing/lang.ts'
import { saveContent, saveValues, type Actor, type SaveResult } from './editor.server.ts'
import type { ContentKind } from './kind.server.ts'
import {
  mayReviewBy,
  requestColumns,
  reviewRules,
  toRequest,
  waitingRequest,
  type ReviewRequest,
} from './review-store.server.ts'
import { pendingDraft } from './revisions.server.ts'
import { saveTranslation, translationView, type TranslationResult } from './translations.server.ts'

/**
 * Review before publishing (issue 37; docs/architecture.md "Review before publishing"). A person
 * whose role a rule puts under review for a kind (review-store.server.ts) has "Submit for review"
 * instead of Publish: the draft is saved as any draft is, and a submission waits for a reviewer,
 * per language (the English and the Kannada of an item are submitted and decided apart). A
 * reviewer approves it, which publishes that language's draft through the editor's own publish
 * (saveValues, saveTranslation), or sends it back with a comment, which leaves the draft as it is.
 * Each step is one audit entry; the author is told on their dashboard and, when mail is set up,
 * by an e-mail through the outbox.
 */

/** A reviewer's comment when sending back: required, and this long at most. */
export const COMMENT_MAX = 1000

const languageName: Record<Lang, string> = { en: 'English', kn: 'Kannada' }

/** Records (or renews) the submission of an item's draft in a language, and audits it. */
async function recordSubmission(
  db: Db,
  kind: ContentKind,
  itemId: string,
  lang: Lang,
  title: string,
  actor: Actor,
  ip: string | null,
): Promise<void> {
  const now = Date.now()
  await db.transaction().execute(async (tx) => {
    const waiting = await waitingRequest(tx, kind.kind, itemId, lang)
    if (waiting)
      await tx
        .updateTable('review_requests')
        .set({ author_id: actor.id, author_email: actor.email, submitted_at: now })
        .where('id', '=', waiting.id)
        .execute()
    else
      await tx
        .insertInto('review_requests')
        .values({
          kind: kind.kind,
          item_id: itemId,
          lang,
          status: 'waiting',
          author_id: actor.id,
          author_email: actor.email,
          submitted_at: now,
        })
        .execute()
    await recordAudit(tx, {
      kind: `content.${kind.kind}.submitted`,
      actor,
      target: `${kind.kind}:${itemId}`,
      summary: `${title}: submitted the ${languageName[lang]} for review.`,
      ip,
    })
  })
}

/**
 * "Submit for review" in the English editor: saved as a draft exactly as "Save draft" saves it
 * (validated, conflict-checked, kept in History), then marked waiting for review.
 */
export async function submitForReview(
  db: Db,
  kind: ContentKind,
  id: string | null,
  form: FormData,
  actor: Actor,
  ip: string | null,
): Promise<SaveResult> {
  const saved = await saveContent(db, kind, id, form, 'draft', actor, ip)
  if (!saved.ok) return saved
  const item = await kind.load(db, saved.id)
  const draft = await pendingDraft(db, kind.kind, saved.id)
  const values = draft && item && draft.createdAt >= item.updatedAt ? draft.snapshot.values : null
  const title = kind.title(values ?? item?.values ?? {})
  await recordSubmission(db, kind, saved.id, 'en', title, actor, ip)
  return { ...saved, outcome: 'submitted' }
}

/** "Submit the Kannada for review" in the Kannada editor: a Kannada draft, then marked waiting. */
export async function submitTranslationForReview(
  db: Db,
  kind: ContentKind,
  id: string,
  form: FormData,
  actor: Actor,
  ip: string | null,
): Promise<TranslationResult> {
  const saved = await saveTranslation(db, kind, id, form, 'draft', actor, ip)
  if (!saved.ok) return saved
  const item = await kind.load(db, id)
  await recordSubmission(db, kind, id, 'kn', kind.title(item?.values ?? {}), actor, ip)
  return { ok: true, outcome: 'kn-submitted' }
}

/**
 * Why a decision was refused: nothing waits for review there (decided meanwhile), the item is
 * gone, the draft does not pass its checks any more (`detail` says which), or a send-back came
 * without a comment (or with one too long).
 */
export type DecisionRefusal =
  'not-waiting' | 'not-found' | 'invalid' | 'no-comment' | 'long-comment'

export type DecisionResult =
  { ok: true; request: ReviewRequest } | { ok: false; reason: DecisionRefusal; detail?: string }

type MailEnv = Pick<Env, 'MAIL_TRANSPORT' | 'PUBLIC_URL'>

/**
 * Approve: that language's waiting draft is published through the editor's own publish, with its
 * schedule (a publish time ahead stays scheduled). One audit entry, `content.<kind>.approved` (or
 * `translation-approved`), naming whose submission it was.
 */
export async function approveReview(
  db: Db,
  kind: ContentKind,
  id: string,
  lang: Lang,
  actor: Actor,
  ip: string | null,
  env: MailEnv,
): Promise<DecisionResult> {
  const request = await waitingRequest(db, kind.kind, id, lang)
  if (!request) return { ok: false, reason: 'not-waiting' }
  const current = await kind.load(db, id)
  if (!current?.publishing) return { ok: false, reason: 'not-found' }
  const note = `Approved the submission of ${request.authorEmail ?? 'someone'}.`
  const title = kind.title(current.values)
  if (lang === 'en') {
    const draft = await pendingDraft(db, kind.kind, id)
    const waiting = draft && draft.createdAt >= current.updatedAt ? draft : null
    const p = waiting?.snapshot.publishing ?? current.publishing
    const now = Date.now()
    const saved = await saveValues(
      db,
      kind,
      id,
      {
        values: waiting ? waiting.snapshot.values : current.values,
        errors: {},
        publishAt: p.publishAt > now ? p.publishAt : null,
        unpublishAt: p.unpublishAt !== null && p.unpublishAt > now ? p.unpublishAt : null,
        version: null,
        overwrite: null,
      },
      'publish',
      actor,
      ip,
      { note, verb: 'approved' },
    )
    if (!saved.ok)
      return {
        ok: false,
        reason: saved.refusal === 'not-found' ? 'not-found' : 'invalid',
        detail: Object.values(saved.errors)[0],
      }
  } else {
    const view = await translationView(db, kind, id, current.values)
    const form = new FormData()
    for (const [field, value] of Object.entries(view.values)) form.set(field, value)
    const saved = await saveTranslation(db, kind, id, form, 'publish', actor, ip, {
      verb: 'translation-approved',
      note,
    })
    if (!saved.ok)
      return {
        ok: false,
        reason: saved.status === 404 ? 'not-found' : 'invalid',
        detail: Object.values(saved.errors)[0],
      }
  }
  // The publish settled the submission (review-store.server.ts settleOnPublish).
  const decided = {
    ...request,
    status: 'approved' as const,
    decidedBy: actor.email,
    decidedAt: Date.now(),
  }
  await tellAuthor(db, decided, kind, title, env)
  return { ok: true, request: decided }
}

/**
 * Send back: the draft stays as it is, for its author to change and submit again; the reviewer's
 * comment is kept with the submission and in the one audit entry, `content.<kind>.sent-back`.
 */
export async function sendBack(
  db: Db,
  kind: ContentKind,
  id: string,
  lang: Lang,
  comment: string,
  actor: Actor,
  ip: string | null,
  env: MailEnv,
): Promise<DecisionResult> {
  const text = comment.trim()
  if (!text) return { ok: false, reason: 'no-comment' }
  if (text.length > COMMENT_MAX) return { ok: false, reason: 'long-comment' }
  const request = await waitingRequest(db, kind.kind, id, lang)
  if (!request) return { ok: false, reason: 'not-waiting' }
  const current = await kind.load(db, id)
  if (!current) return { ok: false, reason: 'not-found' }
  const title = kind.title(current.values)
  const now = Date.now()
  const settled = await db.transaction().execute(async (tx) => {
    const r = await tx
      .updateTable('review_requests')
      .set({
        status: 'sent-back',
        decided_by_id: actor.id,
        decided_by_email: actor.email,
        decided_at: now,
        comment: text,
      })
      .where('id', '=', request.id)
      .where('status', '=', 'waiting')
      .executeTakeFirst()
    // Decided by someone else a moment ago: nothing more to do.
    if (Number(r.numUpdatedRows) !== 1) return false
    await recordAudit(tx, {
      kind: `content.${kind.kind}.sent-back`,
      actor,
      target: `${kind.kind}:${id}`,
      summary: `${title}: sent the ${languageName[lang]} back to ${request.authorEmail ?? 'its author'}: “${text}”`,
      ip,
    })
    return true
  })
  if (!settled) return { ok: false, reason: 'not-waiting' }
  const decided = {
    ...request,
    status: 'sent-back' as const,
    decidedBy: actor.email,
    decidedAt: now,
    comment: text,
  }
  await tellAuthor(db, decided, kind, title, env)
  return { ok: true, request: decided }
}

/** The e-mail to the author of a submission that was decided. */
function composeReviewNotice(
  r: ReviewRequest,
  kind: Pick<ContentKind, 'kind' | 'singular'>,
  title: string,
  to: string,
  publicUrl: string,
): OutboxPayload {
  const link = `${publicUrl.replace(/\/+$/, '')}${contentEditPath(kind.kind, r.itemId)}${r.lang === 'kn' ? '?lang=kn' : ''}`
  const what = `your ${kind.singular} “${title}” (${languageName[r.lang]})`
  const approved = r.status === 'approved'
  return {
    kind: 'review-notice',
    to,
    subject: `${approved ? 'Approved' : 'Sent back'}: ${title}`,
    text: [
      approved
        ? `${r.decidedBy ?? 'A reviewer'} approved ${what}: it is published now.`
        : `${r.decidedBy ?? 'A reviewer'} sent back ${what} with this comment:`,
      ...(approved ? [] : ['', r.comment ?? '']),
      '',
      approved
        ? 'See it in the console (sign-in needed):'
        : 'Your draft is kept as it was. Change it in the console (sign-in needed) and submit it again:',
      link,
      '',
      'You receive this e-mail because you submitted it for review in the website console.',
    ].join('\n'),
    params: {
      to_email: to,
      title,
      decision: r.status,
      reviewer: r.decidedBy ?? '',
      comment: r.comment ?? '',
      link,
    },
  }
}

/**
 * Queues the author's e-mail when mail is set up and the author's account is still active (their
 * dashboard says it either way). A failure here is the author's e-mail lost, never the decision.
 */
async function tellAuthor(
  db: Db,
  r: ReviewRequest,
  kind: ContentKind,
  title: string,
  env: MailEnv,
): Promise<boolean> {
  if (!staffMailReady(env) || r.authorId === null) return false
  const author = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', r.authorId)
    .where('status', '=', 'active')
    .executeTakeFirst()
  if (!author) return false
  const now = Date.now()
  await db
    .insertInto('mail_outbox')
    .values({
      submission_id: null,
      message_id: newMessageId(env.PUBLIC_URL),
      kind: 'review-notice',
      payload: JSON.stringify(composeReviewNotice(r, kind, title, author.email, env.PUBLIC_URL)),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute()
  notifyOutbox()
  return true
}

/** A submission as the dashboard and the editor show it: the item by its title. */
export type ReviewLine = ReviewRequest & { singular: string; title: string }

async function withTitles(
  db: Db,
  requests: ReviewRequest[],
  kinds: ContentKind[],
): Promise<ReviewLine[]> {
  const byKind = new Map(kinds.map((k) => [k.kind, k]))
  const out: ReviewLine[] = []
  for (const r of requests) {
    const k = byKind.get(r.kind)
    // An item deleted since has nothing left to review.
    const item = k ? await k.load(db, r.itemId) : null
    if (k && item) out.push({ ...r, singular: k.singular, title: k.title(item.values) })
  }
  return out
}

const SHOWN = 6

/**
 * What waits for this person's review: the submissions of the kinds they may review (they edit
 * the kind and are not under review for it, or are an administrator), the longest-waiting first;
 * null when they review no kind.
 */
export async function reviewQueue(
  db: Db,
  role: Role,
  kinds: ContentKind[],
): Promise<{ items: ReviewLine[]; total: number } | null> {
  const rules = await reviewRules(db)
  const mine = kinds.filter((k) => k.publishable && mayReviewBy(rules, role, k)).map((k) => k.kind)
  if (!mine.length) return null
  const q = db
    .selectFrom('review_requests')
    .where('status', '=', 'waiting')
    .where('kind', 'in', mine)
  const [rows, count] = await Promise.all([
    q.select(requestColumns).orderBy('submitted_at').orderBy('id').limit(SHOWN).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { items: await withTitles(db, rows.map(toRequest), kinds), total: Number(count.n) }
}

/**
 * The author's own submissions for their dashboard: those still waiting, and those decided by
 * someone else in the last `days` days (approved, or sent back with the comment), newest first.
 */
export async function myReviews(
  db: Db,
  userId: number,
  kinds: ContentKind[],
  now: number,
  days = 14,
): Promise<ReviewLine[]> {
  const rows = await db
    .selectFrom('review_requests')
    .select(requestColumns)
    .where('author_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'waiting'),
        eb.and([
          eb('decided_at', '>=', now - days * 86_400_000),
          eb.or([eb('decided_by_id', 'is', null), eb('decided_by_id', '<>', userId)]),
        ]),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(SHOWN)
    .execute()
  return withTitles(db, rows.map(toRequest), kinds)
}
