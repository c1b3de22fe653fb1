import { expect, test } from 'vitest'
import type { Db } from '#app/db/client.server.ts'
import { createUser } from '#app/domain/accounts/users.server.ts'
import { listAudit, recordAudit } from '#app/domain/audit/audit.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { formOf } from '#tests/setup/content.ts'
import { jobsKind } from './kinds/jobs.server.ts'
import { pendingDraft } from './revisions.server.ts'
import {
  approveReview,
  myReviews,
  reviewQueue,
  sendBack,
  submitForReview,
  submitTranslationForReview,
} from './review.server.ts'
import {
  mayReviewBy,
  mustSubmit,
  reviewRules,
  setReviewRules,
  waitingRequest,
} from './review-store.server.ts'
import { publishedTranslations } from './translations.server.ts'
import { waitingWork } from './waiting.server.ts'

// Review before publishing (issue 37): an editor under review submits, a reviewer approves (the
// draft is published by the editor's own publish) or sends back with a comment (the draft stays);
// each decision is one audit entry; English and Kannada are submitted and decided apart.

const smtpEnv = { MAIL_TRANSPORT: 'smtp', PUBLIC_URL: 'https://site.example.com' } as const
const logEnv = { MAIL_TRANSPORT: 'log', PUBLIC_URL: 'https://site.example.com' } as const
const password = 'a long enough passphrase 7'

async function people(db: Db, tag: string) {
  const editor = await createUser(db, { email: `ed.${tag}@example.com`, role: 'editor', password })
  const admin = await createUser(db, { email: `admin.${tag}@example.com`, role: 'admin', password })
  return {
    editor: { id: editor.id, email: editor.email },
    admin: { id: admin.id, email: admin.email },
  }
}

async function liveJob(db: Db, skip = 0): Promise<string> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'published')
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow()
  return String(row.id)
}

const entries = async (db: Db, kind: string) => (await listAudit(db, { kind, limit: 100 })).entries

describeEachEngine('review before publishing', { seed: true }, (get) => {
  test('no rule by default; a rule puts editors of jobs under review, never administrators', async () => {
    const db = get().db
    const { admin } = await people(db, 'rules')
    expect(await reviewRules(db)).toEqual({})
    expect(await mustSubmit(db, 'editor', 'jobs')).toBe(false)
    // HR does not edit brands: that part of the wish is dropped.
    const rules = await setReviewRules(
      db,
      [jobsKind, { kind: 'brands', label: 'Brands', right: 'content', publishable: true }],
      { jobs: ['editor'], brands: ['hr', 'editor'] },
      admin,
      null,
    )
    expect(rules).toEqual({ jobs: ['editor'], brands: ['editor'] })
    expect(await mustSubmit(db, 'editor', 'jobs')).toBe(true)
    expect(await mustSubmit(db, 'hr', 'jobs')).toBe(false)
    expect(await mustSubmit(db, 'admin', 'jobs')).toBe(false)
    // HR edits jobs and is not under review for them: HR reviews the editors' job submissions.
    expect(mayReviewBy(rules, 'hr', jobsKind)).toBe(true)
    expect(mayReviewBy(rules, 'editor', jobsKind)).toBe(false)
    expect(mayReviewBy(rules, 'admin', jobsKind)).toBe(true)
    const [entry] = await entries(db, 'content.review-rules.changed')
    expect(entry).toMatchObject({ actorEmail: admin.email })
    expect(entry!.summary).toContain('Jobs: Editor')
    await setReviewRules(db, [jobsKind], { jobs: ['editor'] }, admin, null)
  })

  test('submit keeps a draft waiting; approve publishes it through the same publish, one audit entry, and tells the author', async () => {
    const db = get().db
    const { editor, admin } = await people(db, 'approve')
    await setReviewRules(db, [jobsKind], { jobs: ['editor'] }, admin, null)
    const id = await liveJob(db)
    const live = (await jobsKind.load(db, id))!
    const submitted = await submitForReview(
      db,
      jobsKind,
      id,
      formOf({ ...live.values, jobLocation: 'Hassan' }),
      editor,
      null,
    )
    expect(submitted).toMatchObject({ ok: true, outcome: 'submitted', id })
    // The live job is unchanged; the edit waits as a draft and as a submission.
    expect((await jobsKind.load(db, id))!.values.jobLocation).toBe(live.values.jobLocation)
    expect((await pendingDraft(db, 'jobs', id))!.snapshot.values.jobLocation).toBe('Hassan')
    expect(await waitingRequest(db, 'jobs', id, 'en')).toMatchObject({
      authorEmail: editor.email,
      status: 'waiting',
    })
    expect((await entries(db, 'content.jobs.submitted'))[0]).toMatchObject({
      actorEmail: editor.email,
      target: `jobs:${id}`,
    })
    // The administrator sees it to review; the editor (under review) does not, but sees it as theirs.
    const queue = (await reviewQueue(db, 'admin', [jobsKind]))!
    expect(queue.items.map((r) => [r.itemId, r.lang, r.authorEmail])).toContainEqual([
      id,
      'en',
      editor.email,
    ])
    expect(await reviewQueue(db, 'editor', [jobsKind])).toBeNull()
    expect((await myReviews(db, editor.id, [jobsKind], Date.now()))[0]).toMatchObject({
      itemId: id,
      status: 'waiting',
    })

    const outboxBefore = (await db.selectFrom('mail_outbox').select('id').execute()).length
    const approvedBefore = (await entries(db, 'content.jobs.approved')).length
    const publishedBefore = (await entries(db, 'content.jobs.published')).length
    const approved = await approveReview(db, jobsKind, id, 'en', admin, null, smtpEnv)
    expect(approved).toMatchObject({ ok: true, request: { status: 'approved' } })
    expect((await jobsKind.load(db, id))!.values.jobLocation).toBe('Hassan')
    expect(await pendingDraft(db, 'jobs', id)).toBeNull()
    expect(await waitingRequest(db, 'jobs', id, 'en')).toBeNull()
    // One entry: "approved", naming whose submission it was; no separate "published".
    const approvals = await entries(db, 'content.jobs.approved')
    expect(approvals).toHaveLength(approvedBefore + 1)
    expect(approvals[0]).toMatchObject({ actorEmail: admin.email, target: `jobs:${id}` })
    expect(approvals[0]!.summary).toContain(`Approved the submission of ${editor.email}.`)
    expect(await entries(db, 'content.jobs.published')).toHaveLength(publishedBefore)
    // The author's e-mail is queued, and their dashboard says it was approved.
    const mail = await db
      .selectFrom('mail_outbox')
      .select(['kind', 'payload'])
      .orderBy('id', 'desc')
      .execute()
    expect(mail).toHaveLength(outboxBefore + 1)
    expect(mail[0]!.kind).toBe('review-notice')
    expect(JSON.parse(mail[0]!.payload)).toMatchObject({ to: editor.email })
    expect((await myReviews(db, editor.id, [jobsKind], Date.now()))[0]).toMatchObject({
      itemId: id,
      status: 'approved',
      decidedBy: admin.email,
    })
    // Nothing waits any more: a second approval is refused.
    expect(await approveReview(db, jobsKind, id, 'en', admin, null, logEnv)).toEqual({
      ok: false,
      reason: 'not-waiting',
    })
  })

  test('send back needs a comment, keeps the draft and records the comment in one audit entry', async () => {
    const db = get().db
    const { editor, admin } = await people(db, 'back')
    await setReviewRules(db, [jobsKind], { jobs: ['editor'] }, admin, null)
    const id = await liveJob(db, 1)
    const live = (await jobsKind.load(db, id))!
    await submitForReview(
      db,
      jobsKind,
      id,
      formOf({ ...live.values, jobLocation: 'Tumakuru' }),
      editor,
      null,
    )
    // While it waits, the dashboard lists it for review, not among the drafts to work on.
    const draftIds = async () =>
      (await waitingWork(db, [jobsKind], Date.now())).drafts.map((w) => `${w.kind}:${w.id}`)
    expect(await draftIds()).not.toContain(`jobs:${id}`)
    expect(await sendBack(db, jobsKind, id, 'en', '   ', admin, null, logEnv)).toEqual({
      ok: false,
      reason: 'no-comment',
    })
    expect(await sendBack(db, jobsKind, id, 'en', 'x'.repeat(1001), admin, null, logEnv)).toEqual({
      ok: false,
      reason: 'long-comment',
    })
    const before = (await entries(db, 'content.jobs.sent-back')).length
    const outboxBefore = (await db.selectFrom('mail_outbox').select('id').execute()).length
    const back = await sendBack(
      db,
      jobsKind,
      id,
      'en',
      ' Say which taluk, please. ',
      admin,
      null,
      logEnv,
    )
    expect(back).toMatchObject({
      ok: true,
      request: { status: 'sent-back', comment: 'Say which taluk, please.' },
    })
    // The draft is kept (back among the drafts); the live job is unchanged; nothing waits for review.
    expect((await pendingDraft(db, 'jobs', id))!.snapshot.values.jobLocation).toBe('Tumakuru')
    expect(await draftIds()).toContain(`jobs:${id}`)
    expect((await jobsKind.load(db, id))!.values.jobLocation).toBe(live.values.jobLocation)
    expect(await waitingRequest(db, 'jobs', id, 'en')).toBeNull()
    const sent = await entries(db, 'content.jobs.sent-back')
    expect(sent).toHaveLength(before + 1)
    expect(sent[0]).toMatchObject({ actorEmail: admin.email, target: `jobs:${id}` })
    expect(sent[0]!.summary).toContain(`back to ${editor.email}: “Say which taluk, please.”`)
    // Mail not set up: nothing queued; the dashboard still says it.
    expect((await db.selectFrom('mail_outbox').select('id').execute()).length).toBe(outboxBefore)
    expect((await myReviews(db, editor.id, [jobsKind], Date.now()))[0]).toMatchObject({
      itemId: id,
      status: 'sent-back',
      comment: 'Say which taluk, please.',
      decidedBy: admin.email,
    })
  })

  test('English and Kannada are submitted and decided apart', async () => {
    const db = get().db
    const { editor, admin } = await people(db, 'lang')
    await setReviewRules(db, [jobsKind], { jobs: ['editor'] }, admin, null)
    const id = await liveJob(db, 2)
    const live = (await jobsKind.load(db, id))!
    await submitForReview(
      db,
      jobsKind,
      id,
      formOf({ ...live.values, jobLocation: 'Mysuru' }),
      editor,
      null,
    )
    const kn = await submitTranslationForReview(
      db,
      jobsKind,
      id,
      formOf({ jobTitle: 'ಹೊಸ ಹುದ್ದೆ' }),
      editor,
      null,
    )
    expect(kn).toEqual({ ok: true, outcome: 'kn-submitted' })
    expect(await waitingRequest(db, 'jobs', id, 'en')).not.toBeNull()
    expect(await waitingRequest(db, 'jobs', id, 'kn')).not.toBeNull()
    expect((await publishedTranslations(db, 'jobs', [id])).get(id)?.jobTitle).not.toBe('ಹೊಸ ಹುದ್ದೆ')

    // Approving the Kannada publishes only the Kannada; the English still waits, unpublished.
    const approved = await approveReview(db, jobsKind, id, 'kn', admin, null, logEnv)
    expect(approved).toMatchObject({ ok: true, request: { lang: 'kn' } })
    expect((await publishedTranslations(db, 'jobs', [id])).get(id)?.jobTitle).toBe('ಹೊಸ ಹುದ್ದೆ')
    expect((await entries(db, 'content.jobs.translation-approved'))[0]).toMatchObject({
      actorEmail: admin.email,
    })
    expect(await waitingRequest(db, 'jobs', id, 'kn')).toBeNull()
    expect(await waitingRequest(db, 'jobs', id, 'en')).toMatchObject({ status: 'waiting' })
    expect((await jobsKind.load(db, id))!.values.jobLocation).toBe(live.values.jobLocation)
    // Sending the English back leaves the published Kannada as it is.
    await sendBack(db, jobsKind, id, 'en', 'Not Mysuru.', admin, null, logEnv)
    expect((await publishedTranslations(db, 'jobs', [id])).get(id)?.jobTitle).toBe('ಹೊಸ ಹುದ್ದೆ')
  })

  test('a new item submitted for review stays off the site until approved', async () => {
    const db = get().db
    const { editor, admin } = await people(db, 'new')
    await setReviewRules(db, [jobsKind], { jobs: ['editor'] }, admin, null)
    const values = {
      ...(await jobsKind.load(db, await liveJob(db)))!.values,
      jobTitle: 'Review trainee',
    }
    const r = await submitForReview(db, jobsKind, null, formOf(values), editor, null)
    expect(r).toMatchObject({ ok: true, outcome: 'submitted', created: true })
    const id = (r as { id: string }).id
    expect((await jobsKind.load(db, id))!.publishing!.status).toBe('draft')
    await approveReview(db, jobsKind, id, 'en', admin, null, logEnv)
    expect((await jobsKind.load(db, id))!.publishing!.status).toBe('published')
  })
})

describeEachEngine(
  'the dashboard: the week ahead and the others’ changes',
  { seed: true },
  (get) => {
    test('goes live and comes down list only the next seven days', async () => {
      const db = get().db
      const now = Date.now()
      const day = 86_400_000
      const [soon, later, ending, endingLater] = await db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'published')
        .orderBy('id')
        .limit(4)
        .execute()
      const set = (id: number, v: { publish_at: number; unpublish_at: number | null }) =>
        db.updateTable('jobs').set(v).where('id', '=', id).execute()
      await set(soon!.id, { publish_at: now + 3 * day, unpublish_at: null })
      await set(later!.id, { publish_at: now + 10 * day, unpublish_at: null })
      await set(ending!.id, { publish_at: 1, unpublish_at: now + 2 * day })
      await set(endingLater!.id, { publish_at: 1, unpublish_at: now + 30 * day })
      const work = await waitingWork(db, [jobsKind], now)
      expect(work.goLive.map((w) => w.id)).toEqual([String(soon!.id)])
      expect(work.comeDown.map((w) => w.id)).toEqual([String(ending!.id)])
      expect(work.totals).toMatchObject({ goLive: 1, comeDown: 1 })
    })

    test('recent changes by others leave out one’s own and the kinds one does not edit', async () => {
      const db = get().db
      const at = Date.now()
      await recordAudit(db, {
        kind: 'content.jobs.published',
        actor: { id: 901, email: 'me@example.com' },
        at,
      })
      await recordAudit(db, {
        kind: 'content.jobs.published',
        actor: { id: 902, email: 'other@example.com' },
        at,
      })
      await recordAudit(db, {
        kind: 'content.brands.published',
        actor: { id: 902, email: 'other@example.com' },
        at,
      })
      await recordAudit(db, {
        kind: 'auth.sign-in',
        actor: { id: 902, email: 'other@example.com' },
        at,
      })
      const seen = await listAudit(db, { notActorId: 901, families: ['content.jobs.'], from: at })
      expect(seen.entries.map((e) => [e.actorEmail, e.kind])).toEqual([
        ['other@example.com', 'content.jobs.published'],
      ])
      expect((await listAudit(db, { families: [], from: at })).total).toBe(0)
    })
  },
)
