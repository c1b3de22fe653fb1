import { expect, test } from 'vitest'
import { listAudit } from '#app/domain/audit/audit.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { formOf } from '#tests/setup/content.ts'
import type { Db } from '#app/db/client.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import { discardDraft, restoreRevision, saveContent } from './editor.server.ts'
import { jobsKind } from './kinds/jobs.server.ts'
import { latestRevision, listRevisions, pendingDraft } from './revisions.server.ts'
import { saveTranslation } from './translations.server.ts'

// The edit-conflict check (issue 37): a save over a newer version is refused with who, when and
// the differences, nothing written; sent again with the newer version it goes through, audited.

const ravi = { id: 9001, email: 'ravi@example.com' }
const asha = { id: 9002, email: 'asha@example.com' }

/** The version an editor opened now would carry. */
const opened = async (db: Db, id: string, lang: Lang = 'en') =>
  String((await latestRevision(db, 'jobs', id, lang))?.id ?? 0)

async function liveJob(db: Db, offset: number): Promise<string> {
  const job = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'published')
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow()
  return String(job.id)
}

describeEachEngine('the edit-conflict check', { seed: true }, (get) => {
  test('a save over a newer version is refused and shown; sent again deliberately, it is saved and audited', async () => {
    const db = get().db
    const id = await liveJob(db, 0)
    const english = (await jobsKind.load(db, id))!.values
    // Both open the job (it has no history yet: version 0).
    const version = await opened(db, id)
    expect(version).toBe('0')

    // Ravi saves a draft first (a live item's draft leaves updated_at as it was).
    const first = await saveContent(
      db,
      jobsKind,
      id,
      formOf({ ...english, jobLocation: 'Maddur' }, { version }),
      'draft',
      ravi,
      null,
    )
    expect(first).toMatchObject({ ok: true, outcome: 'live-draft' })

    // Asha, still at the version she opened, publishes her own edit: refused, nothing written.
    const before = await listRevisions(db, 'jobs', id)
    const refused = await saveContent(
      db,
      jobsKind,
      id,
      formOf({ ...english, jobTitle: 'Senior Store Manager' }, { version }),
      'publish',
      asha,
      null,
    )
    expect(refused).toMatchObject({ ok: false, status: 409, refusal: 'conflict' })
    if (refused.ok || !refused.conflict) throw new Error('expected a conflict')
    expect(refused.values.jobTitle).toBe('Senior Store Manager')
    expect(refused.conflict).toMatchObject({ by: 'ravi@example.com', mine: false })
    expect(refused.conflict.summary).toMatch(/^Draft: Changed Location/)
    const fields = refused.conflict.changes.map((c) => c.field).sort()
    expect(fields).toEqual(['jobLocation', 'jobTitle'])
    expect(refused.conflict.changes.find((c) => c.field === 'jobLocation')).toMatchObject({
      before: 'Maddur',
      after: english.jobLocation,
    })
    expect(await listRevisions(db, 'jobs', id)).toEqual(before)
    expect((await jobsKind.load(db, id))!.values.jobTitle).toBe(english.jobTitle)

    // Having seen it, she saves hers anyway: the form now carries Ravi's version.
    const newer = String(refused.conflict.version)
    const saved = await saveContent(
      db,
      jobsKind,
      id,
      formOf(
        { ...english, jobTitle: 'Senior Store Manager' },
        { version: newer, overwrites: newer },
      ),
      'publish',
      asha,
      null,
    )
    expect(saved).toMatchObject({ ok: true, outcome: 'published' })
    expect((await jobsKind.load(db, id))!.values.jobTitle).toBe('Senior Store Manager')
    const entry = (await listAudit(db, { kind: 'content.jobs.published' })).entries[0]!
    expect(entry.actorEmail).toBe('asha@example.com')
    expect(entry.summary).toMatch(
      /Saved over the version of .+ IST by ravi@example\.com, after seeing the differences\./,
    )
    // Ravi's History names it too.
    expect((await listRevisions(db, 'jobs', id))[0]!.summary).toMatch(/Saved over the version of/)
  })

  test('the same person in another tab is told it was them; a save without a version is not checked', async () => {
    const db = get().db
    const id = await liveJob(db, 1)
    const english = (await jobsKind.load(db, id))!.values
    const version = await opened(db, id)
    const tab1 = await saveContent(
      db,
      jobsKind,
      id,
      formOf(english, { version }),
      'draft',
      ravi,
      null,
    )
    expect(tab1.ok).toBe(true)
    const tab2 = await saveContent(
      db,
      jobsKind,
      id,
      formOf(english, { version }),
      'draft',
      ravi,
      null,
    )
    expect(tab2).toMatchObject({
      ok: false,
      refusal: 'conflict',
      conflict: { mine: true, changes: [] },
    })
    // The command line, older tests and the API send no version: the last save wins as before.
    const plain = await saveContent(db, jobsKind, id, formOf(english), 'draft', asha, null)
    expect(plain.ok).toBe(true)
  })

  test('each language has its own versions: only a newer Kannada save stops a Kannada save', async () => {
    const db = get().db
    const id = await liveJob(db, 2)
    const english = (await jobsKind.load(db, id))!.values
    const kn = await opened(db, id, 'kn')
    // An English publish meanwhile does not touch the Kannada form's version.
    await saveContent(
      db,
      jobsKind,
      id,
      formOf(english, { version: await opened(db, id) }),
      'publish',
      ravi,
      null,
    )
    const first = await saveTranslation(
      db,
      jobsKind,
      id,
      formOf({ jobTitle: 'ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ' }, { version: kn }),
      'publish',
      ravi,
      null,
    )
    expect(first).toEqual({ ok: true, outcome: 'kn-published' })
    const second = await saveTranslation(
      db,
      jobsKind,
      id,
      formOf({ jobTitle: 'ಹಿರಿಯ ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ' }, { version: kn }),
      'draft',
      asha,
      null,
    )
    expect(second).toMatchObject({ ok: false, status: 409 })
    if (second.ok || !('conflict' in second)) throw new Error('expected a conflict')
    expect(second.values.jobTitle).toBe('ಹಿರಿಯ ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ')
    expect(second.conflict.changes.find((c) => c.field === 'jobTitle')).toMatchObject({
      before: 'ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ',
      after: 'ಹಿರಿಯ ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ',
    })
    const again = String(second.conflict.version)
    const third = await saveTranslation(
      db,
      jobsKind,
      id,
      formOf({ jobTitle: 'ಹಿರಿಯ ಅಂಗಡಿ ವ್ಯವಸ್ಥಾಪಕ' }, { version: again, overwrites: again }),
      'draft',
      asha,
      null,
    )
    expect(third).toEqual({ ok: true, outcome: 'kn-draft' })
  })

  test('a restore or a discard from a page older than the newest version is refused with who and when; from the newest it goes through', async () => {
    const db = get().db
    const id = await liveJob(db, 3)
    const english = (await jobsKind.load(db, id))!.values
    const save = async (
      values: typeof english,
      who: typeof ravi,
      intent: 'publish' | 'draft' = 'publish',
    ) =>
      saveContent(
        db,
        jobsKind,
        id,
        formOf(values, { version: await opened(db, id) }),
        intent,
        who,
        null,
      )
    await save({ ...english, jobLocation: 'Maddur' }, ravi)
    const maddur = (await latestRevision(db, 'jobs', id, 'en'))!
    // Ravi opens the page at this version; Asha then publishes another edit.
    const ravisPage = maddur.id
    await save({ ...english, jobLocation: 'Malavalli' }, asha)
    const refused = await restoreRevision(db, jobsKind, id, maddur.id, ravi, null, ravisPage)
    expect(refused).toMatchObject({ ok: false, reason: 'conflict', newer: { by: asha.email } })
    expect((await jobsKind.load(db, id))!.values.jobLocation).toBe('Malavalli')
    // From the newest version (or without one, as the command line), it restores.
    const restored = await restoreRevision(
      db,
      jobsKind,
      id,
      maddur.id,
      ravi,
      null,
      Number(await opened(db, id)),
    )
    expect(restored).toEqual({ ok: true })
    expect((await jobsKind.load(db, id))!.values.jobLocation).toBe('Maddur')

    // Ravi opens the page with his draft waiting; Asha saves a draft over it; his discard is
    // refused, so her draft is not thrown away unseen.
    await save({ ...english, jobLocation: 'Mandya' }, ravi, 'draft')
    const withDraft = Number(await opened(db, id))
    await save({ ...english, jobLocation: 'Pandavapura' }, asha, 'draft')
    const kept = await discardDraft(db, jobsKind, id, ravi, null, withDraft)
    expect(kept).toMatchObject({ ok: false, reason: 'conflict', newer: { by: asha.email } })
    expect((await pendingDraft(db, 'jobs', id))?.snapshot.values.jobLocation).toBe('Pandavapura')
    expect(await discardDraft(db, jobsKind, id, ravi, null, Number(await opened(db, id)))).toEqual({
      ok: true,
    })
    expect(await pendingDraft(db, 'jobs', id)).toBeFalsy()
  })
})
