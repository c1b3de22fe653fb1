import { expect, test } from 'vitest'
import { listAudit } from '#app/domain/audit/audit.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { actor, firstLiveJob, formOf } from '#tests/setup/content.ts'
import { saveContent } from './editor.server.ts'
import { onContentChange } from './events.server.ts'
import { jobsKind } from './kinds/jobs.server.ts'
import { postsKind } from './kinds/posts.server.ts'
import { slidesKind } from './kinds/slides.server.ts'
import { listRevisions, pendingDraft } from './revisions.server.ts'
import {
  compareTranslation,
  discardTranslationDraft,
  needingTranslation,
  overlay,
  publishedTranslations,
  restoreTranslation,
  saveTranslation,
  translationView,
} from './translations.server.ts'

test('a record in Kannada field by field: the English stays where no Kannada is, and says so', () => {
  const { record, en } = overlay(
    { title: 'Store Manager', location: 'Mandya', summary: '', id: 3 },
    { jobTitle: 'ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ' },
    { title: 'jobTitle', location: 'jobLocation', summary: 'jobShortDescription' },
  )
  expect(record).toEqual({ title: 'ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ', location: 'Mandya', summary: '', id: 3 })
  // An empty English field is no English text on the page: nothing to mark.
  expect(en).toEqual(['location'])
})

describeEachEngine(
  'Kannada of a job: drafts, publishing and "needs translation"',
  { seed: true },
  (get) => {
    test('a draft never shows; publishing writes the Kannada, ends only the Kannada draft and refreshes the pages', async () => {
      const db = get().db
      const job = await firstLiveJob(db)
      const id = String(job.id)
      const english = (await jobsKind.load(db, id))!.values
      // The sample jobs come with their Kannada: none needs translation.
      expect((await publishedTranslations(db, 'jobs', [id])).get(id)?.jobTitle).toMatch(
        /[\u0C80-\u0CFF]/,
      )
      expect(await needingTranslation(db, jobsKind)).toEqual([])
      // This one loses it (as a job written before it had Kannada).
      await db
        .deleteFrom('content_translations')
        .where('kind', '=', 'jobs')
        .where('item_id', '=', job.id)
        .execute()
      const before = await needingTranslation(db, jobsKind)
      expect(before).toEqual([id])

      // An English draft waits too: publishing the Kannada must leave it waiting.
      const englishDraft = await saveContent(
        db,
        jobsKind,
        id,
        formOf({ ...english, jobLocation: 'Maddur' }),
        'draft',
        actor,
        null,
      )
      expect(englishDraft).toMatchObject({ ok: true, outcome: 'live-draft' })

      const kn = formOf({
        jobTitle: 'ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ',
        jobDescription: '<p>ನಮ್ಮ ಅಂಗಡಿಯನ್ನು ನಡೆಸಿ.</p><script>alert(1)</script>',
      })
      expect(await saveTranslation(db, jobsKind, id, kn, 'draft', actor, null)).toEqual({
        ok: true,
        outcome: 'kn-draft',
      })
      // Saved as a Kannada draft: nothing public, and the English draft is still the English one.
      expect((await publishedTranslations(db, 'jobs', [id])).get(id)).toBeUndefined()
      expect((await pendingDraft(db, 'jobs', id))?.snapshot.values.jobLocation).toBe('Maddur')
      const draftView = await translationView(db, jobsKind, id, english)
      expect(draftView.draft).not.toBeNull()
      expect(draftView.values.jobTitle).toBe('ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ')
      // Kannada rich text goes through the same sanitizer as the English.
      expect(draftView.values.jobDescription).toBe('<p>ನಮ್ಮ ಅಂಗಡಿಯನ್ನು ನಡೆಸಿ.</p>')
      expect(draftView.published).toEqual({})

      const tags: string[][] = []
      const stop = onContentChange((c) => void tags.push(c.tags))
      try {
        expect(await saveTranslation(db, jobsKind, id, kn, 'publish', actor, null)).toEqual({
          ok: true,
          outcome: 'kn-published',
        })
      } finally {
        stop()
      }
      expect(tags).toEqual([expect.arrayContaining(['jobs', `job:${id}`])])
      expect((await publishedTranslations(db, 'jobs', [id, '999999'])).get(id)).toEqual({
        jobTitle: 'ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ',
        jobDescription: '<p>ನಮ್ಮ ಅಂಗಡಿಯನ್ನು ನಡೆಸಿ.</p>',
      })
      expect(await pendingDraft(db, 'jobs', id, 'kn')).toBeNull()
      expect((await pendingDraft(db, 'jobs', id))?.snapshot.values.jobLocation).toBe('Maddur')
      // The English history stays English; the Kannada has its own.
      expect((await listRevisions(db, 'jobs', id)).every((r) => r.lang === 'en')).toBe(true)
      const knHistory = await listRevisions(db, 'jobs', id, 50, 'kn')
      expect(knHistory.map((r) => r.summary.split(':')[0]!.split('.')[0])).toEqual([
        'Kannada published',
        'Kannada draft',
      ])
      expect(knHistory.some((r) => r.isDraft)).toBe(false)
      const audit = await listAudit(db, { kind: 'content.jobs.translation-published' })
      expect(audit.entries.map((e) => e.target)).toContain(`jobs:${id}`)

      // Only title and description are in Kannada: the job still needs the rest.
      expect(await needingTranslation(db, jobsKind)).toContain(id)
      const fields = Object.fromEntries(
        ['jobRole', 'jobLocation', 'jobType', 'jobExperience', 'workingHours', 'workingDays']
          .concat(['salaryText', 'jobShortDescription'])
          .map((f) => [f, `ಕನ್ನಡ ${f}`]),
      )
      const whole = formOf({
        ...fields,
        jobTitle: 'ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ',
        jobDescription: '<p>ನಮ್ಮ ಅಂಗಡಿಯನ್ನು ನಡೆಸಿ.</p>',
      })
      await saveTranslation(db, jobsKind, id, whole, 'publish', actor, null)
      expect(await needingTranslation(db, jobsKind)).toEqual([])

      // Publishing the English ends only the English draft, and Kannada older than its English
      // needs translation again.
      await saveContent(
        db,
        jobsKind,
        id,
        formOf({ ...english, jobLocation: 'Maddur' }),
        'publish',
        actor,
        null,
      )
      expect(await pendingDraft(db, 'jobs', id)).toBeNull()
      expect(await needingTranslation(db, jobsKind)).toContain(id)
      expect(
        (await translationView(db, jobsKind, id, { ...english, jobLocation: 'Maddur' })).needing,
      ).toEqual(['jobLocation'])
    })

    test('a Kannada draft survives an English publish; an empty Kannada field drops back to English', async () => {
      const db = get().db
      const job = await db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'published')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      const id = String(job.id)
      const english = (await jobsKind.load(db, id))!.values
      await saveTranslation(db, jobsKind, id, formOf({ jobRole: 'ಮಾರಾಟ' }), 'publish', actor, null)
      await saveTranslation(
        db,
        jobsKind,
        id,
        formOf({ jobRole: 'ಮಾರಾಟ ತಂಡ' }),
        'draft',
        actor,
        null,
      )
      await saveContent(db, jobsKind, id, formOf(english), 'publish', actor, null)
      expect((await pendingDraft(db, 'jobs', id, 'kn'))?.snapshot.values.jobRole).toBe('ಮಾರಾಟ ತಂಡ')
      expect((await publishedTranslations(db, 'jobs', [id])).get(id)).toEqual({ jobRole: 'ಮಾರಾಟ' })
      await saveTranslation(db, jobsKind, id, formOf({ jobRole: '' }), 'publish', actor, null)
      expect((await publishedTranslations(db, 'jobs', [id])).get(id)).toBeUndefined()
      // A draft item's Kannada is never counted: only live items need translation.
      await db.updateTable('jobs').set({ status: 'draft' }).where('id', '=', job.id).execute()
      expect(await needingTranslation(db, jobsKind)).not.toContain(id)
    })

    test('an earlier Kannada is compared, restored (published again, audited) and a Kannada draft discarded, each refused over a newer Kannada version', async () => {
      const db = get().db
      const id = String((await firstLiveJob(db)).id)
      const english = (await jobsKind.load(db, id))!.values
      const publish = (values: Record<string, string>, intent: 'draft' | 'publish' = 'publish') =>
        saveTranslation(db, jobsKind, id, formOf(values), intent, actor, null)
      await publish({ jobTitle: 'ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ', jobRole: 'ಮಾರಾಟ' })
      const [first] = await listRevisions(db, 'jobs', id, 1, 'kn')
      await publish({ jobTitle: 'ಮಳಿಗೆ ವ್ಯವಸ್ಥಾಪಕ', jobRole: '' })
      // An English revision's id is no Kannada revision.
      const [englishRev] = await listRevisions(db, 'jobs', id, 1)
      expect(englishRev).toBeDefined()
      expect(await compareTranslation(db, jobsKind, id, englishRev!.id, english)).toBeNull()

      const compared = await compareTranslation(db, jobsKind, id, first!.id, english)
      expect(compared?.changes).toEqual([
        expect.objectContaining({
          field: 'jobTitle',
          before: 'ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ',
          after: 'ಮಳಿಗೆ ವ್ಯವಸ್ಥಾಪಕ',
        }),
        expect.objectContaining({ field: 'jobRole', before: 'ಮಾರಾಟ', after: '' }),
      ])

      // A page opened before someone's newer Kannada draft: the restore is refused, nothing written.
      const opened = (await listRevisions(db, 'jobs', id, 1, 'kn'))[0]!.id
      await publish({ jobTitle: 'ಕರಡು' }, 'draft')
      const refused = await restoreTranslation(db, jobsKind, id, first!.id, actor, null, opened)
      expect(refused).toMatchObject({ ok: false, reason: 'conflict', newer: { by: actor.email } })
      expect((await publishedTranslations(db, 'jobs', [id])).get(id)?.jobTitle).toBe('ಮಳಿಗೆ ವ್ಯವಸ್ಥಾಪಕ')
      expect(await discardTranslationDraft(db, jobsKind, id, actor, null, opened)).toMatchObject({
        ok: false,
        reason: 'conflict',
      })
      expect(await pendingDraft(db, 'jobs', id, 'kn')).not.toBeNull()

      // From the newest version the restore goes through: published again, the draft ended.
      const newest = (await listRevisions(db, 'jobs', id, 1, 'kn'))[0]!.id
      const tags: string[][] = []
      const stop = onContentChange((c) => void tags.push(c.tags))
      try {
        expect(await restoreTranslation(db, jobsKind, id, first!.id, actor, null, newest)).toEqual({
          ok: true,
        })
      } finally {
        stop()
      }
      expect(tags).toEqual([expect.arrayContaining([`job:${id}`])])
      const now = (await publishedTranslations(db, 'jobs', [id])).get(id)
      expect(now?.jobTitle).toBe('ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ')
      expect(now?.jobRole).toBe('ಮಾರಾಟ')
      expect(await pendingDraft(db, 'jobs', id, 'kn')).toBeNull()
      expect((await listRevisions(db, 'jobs', id, 1, 'kn'))[0]!.summary).toMatch(
        /^Restored the Kannada of .+\. Changed /,
      )
      const audit = await listAudit(db, { kind: 'content.jobs.translation-restored' })
      expect(audit.entries.map((e) => e.target)).toEqual([`jobs:${id}`])
      // The English was not touched.
      expect((await jobsKind.load(db, id))!.values.jobTitle).toBe(english.jobTitle)

      // A Kannada draft is discarded; the published Kannada stays; nothing left to discard.
      await publish({ jobTitle: 'ಇನ್ನೊಂದು ಕರಡು' }, 'draft')
      expect(await discardTranslationDraft(db, jobsKind, id, actor, null)).toEqual({ ok: true })
      expect(await pendingDraft(db, 'jobs', id, 'kn')).toBeNull()
      expect((await publishedTranslations(db, 'jobs', [id])).get(id)?.jobTitle).toBe(
        'ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ',
      )
      expect(await discardTranslationDraft(db, jobsKind, id, actor, null)).toBe(false)
      expect(
        (await listAudit(db, { kind: 'content.jobs.translation-draft-discarded' })).entries,
      ).toHaveLength(1)
    })

    test('posts and slides: the sample ones come translated; an English edit makes one need it', async () => {
      const db = get().db
      // The seed wrote each localized field's Kannada with the English as stored (both engines).
      expect(await needingTranslation(db, postsKind)).toEqual([])
      expect(await needingTranslation(db, slidesKind)).toEqual([])
      const english = (await postsKind.load(db, '3'))!.values
      const changed = { ...english, excerpt: `${String(english.excerpt)} And more.` }
      await saveContent(db, postsKind, '3', formOf(changed), 'publish', actor, null)
      expect(await needingTranslation(db, postsKind)).toEqual(['3'])
      const view = await translationView(db, postsKind, '3', changed)
      expect(view.needing).toEqual(['excerpt'])
      // Its Kannada still shows until then: older Kannada is better than none.
      expect((await publishedTranslations(db, 'posts', ['3'])).get('3')?.excerpt).toMatch(
        /[\u0C80-\u0CFF]/,
      )
    })
  },
)
