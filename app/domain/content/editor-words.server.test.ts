import { expect, test } from 'vitest'
import { auditKindLabel, auditWho } from '#app/domain/audit/kinds.ts'
import { restoreRevision, saveContent } from '#app/domain/content/editor.server.ts'
import { draftsWaiting, listRevisions } from '#app/domain/content/revisions.server.ts'
import { waitingWork } from '#app/domain/content/waiting.server.ts'
import { formatMomentIST } from '#app/utils/dates.ts'
import { toIstDateTime } from './fields.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import { jobsKind } from './kinds/jobs.server.ts'
import { slidesKind } from './kinds/slides.server.ts'

// What the history and the audit log say about a save, in words staff read (issue 36, defect 9).

const slide = (title: string, extra: Record<string, string> = {}) =>
  formOf({ title, image: 'slides/new.jpg', imageAlt: 'A shop front', description: 'x', ...extra })

test('every audit kind reads as words, never as its code', () => {
  expect(auditKindLabel('content.jobs.draft-saved')).toBe('Job draft saved')
  expect(auditKindLabel('content.slides.unpublished')).toBe('Home slide taken off the site')
  expect(auditKindLabel('content.redirects.created')).toBe('Redirect created')
  expect(auditKindLabel('content.media.uploaded')).toBe('Picture uploaded')
  expect(auditKindLabel('content.posts.restored')).toBe('Post earlier version restored')
  // A kind added later still reads as words until it gets its own label.
  expect(auditKindLabel('content.jobs.moved-to-trash')).toBe('Job moved to trash')
  expect(auditKindLabel('content.leaflets.emptied')).toBe('Leaflets emptied')
  expect(auditKindLabel('auth.something-new')).toBe('Something new')
  for (const kind of ['content.jobs.draft-saved', 'content.copy.updated', 'auth.sign-in'])
    expect(auditKindLabel(kind)).not.toMatch(/\.|[a-z]-[a-z]/)
})

test('who did it: an account, the command line, or someone not signed in', () => {
  expect(auditWho({ actorEmail: 'a@example.com', ip: '10.0.0.1' })).toBe('a@example.com')
  expect(auditWho({ actorEmail: null, ip: null })).toBe('command line')
  expect(auditWho({ actorEmail: null, ip: '10.0.0.1' })).toBe('someone not signed in')
})

describeEachEngine('what a save says', { seed: true }, (get) => {
  const lastAudit = async (target: string) =>
    (
      await get()
        .db.selectFrom('audit_log')
        .select(['kind', 'summary'])
        .where('target', '=', target)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).summary

  test('a first publish says "Published", a schedule names India time, never UTC', async () => {
    const db = get().db
    const made = await saveContent(db, slidesKind, null, slide('Words'), 'draft', actor, null)
    const id = made.ok ? made.id : ''
    expect(await lastAudit(`slides:${id}`)).toBe('Words: Created as a draft.')
    await saveContent(db, slidesKind, id, slide('Words'), 'publish', actor, null)
    expect(await lastAudit(`slides:${id}`)).toBe('Words: Published.')
    expect((await listRevisions(db, 'slides', id))[0]!.summary).toBe('Published.')

    const later = slide('Words later', { publishAt: '2030-01-01T10:00', unpublishAt: '' })
    await saveContent(db, slidesKind, id, later, 'publish', actor, null)
    const scheduled = await lastAudit(`slides:${id}`)
    expect(scheduled).toBe('Words later: Goes live 1 Jan 2030, 10:00 IST. Changed Title.')
    expect(scheduled).not.toMatch(/\dZ|UTC/)
  })

  test('a restore names the version by its time, as History does, never by a number', async () => {
    const db = get().db
    const made = await saveContent(db, slidesKind, null, slide('Before'), 'publish', actor, null)
    const id = made.ok ? made.id : ''
    await saveContent(db, slidesKind, id, slide('After'), 'publish', actor, null)
    const first = (await listRevisions(db, 'slides', id)).at(-1)!
    await restoreRevision(db, slidesKind, id, first.id, actor, null)
    const said = await lastAudit(`slides:${id}`)
    expect(said).toBe(
      `Before: restored the version of ${formatMomentIST(first.createdAt)}. Changed Title.`,
    )
    expect(said).not.toContain('#')
  })

  test('the sample content has a real "changed" date', async () => {
    const { rows } = await jobsKind.list(
      get().db,
      { sort: 'updated', limit: 100, offset: 0 },
      Date.now(),
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows) expect(r.updatedAt).toBeGreaterThan(Date.UTC(2026, 0, 1))
  })
})

describeEachEngine('waiting work', { seed: true }, (get) => {
  test('a draft on a live job shows on its row and on the dashboard; so do schedules', async () => {
    const db = get().db
    const now = Date.now()
    const { rows } = await jobsKind.list(db, { sort: 'date', limit: 1, offset: 0 }, now)
    const id = String(rows[0]!.id)
    const loaded = (await jobsKind.load(db, id))!
    const form = (extra: Record<string, string>) =>
      formOf({ ...(loaded.values as Record<string, string>), ...extra })
    expect(await draftsWaiting(db, 'jobs', [id])).toEqual(new Set())
    await saveContent(db, jobsKind, id, form({ workingHours: '9 to 5' }), 'draft', actor, null)
    expect(await draftsWaiting(db, 'jobs', [id, '99999'])).toEqual(new Set([id]))

    // The dashboard lists what goes live or comes down in the next seven days, not beyond.
    const minute = 60_000
    const inDays = (d: number) => Math.ceil((now + d * 86_400_000) / minute) * minute
    const publish = async (title: string, extra: Record<string, string>) => {
      const r = await saveContent(db, slidesKind, null, slide(title, extra), 'publish', actor, null)
      return r.ok ? r.id : ''
    }
    const soon = await publish('Goes soon', { publishAt: toIstDateTime(inDays(3)) })
    const later = await publish('Goes later', { publishAt: '2031-05-01T09:00' })
    const ending = await publish('Ends soon', { unpublishAt: toIstDateTime(inDays(5)) })
    const endingLater = await publish('Ends later', { unpublishAt: '2031-06-01T09:00' })
    const work = await waitingWork(db, [jobsKind, slidesKind], Date.now())
    expect(work.drafts[0]).toMatchObject({ kind: 'jobs', id, live: true, by: actor.email })
    expect(work.goLive.map((w) => w.id)).toContain(soon)
    expect(work.goLive.map((w) => w.id)).not.toContain(later)
    expect(work.comeDown.map((w) => w.id)).toContain(ending)
    expect(work.comeDown.map((w) => w.id)).not.toContain(endingLater)
    expect(work.comeDown.find((w) => w.title === 'Ends soon')!.at).toBe(inDays(5))

    // Published, the draft is no longer waiting.
    await saveContent(db, jobsKind, id, form({ workingHours: '9 to 5' }), 'publish', actor, null)
    expect(await draftsWaiting(db, 'jobs', [id])).toEqual(new Set())
  })
})
