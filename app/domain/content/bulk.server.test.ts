import { expect, test } from 'vitest'
import { listAudit } from '#app/domain/audit/audit.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import type { Db } from '#app/db/client.server.ts'
import { bulkChange } from './bulk.server.ts'
import { saveContent } from './editor.server.ts'
import { onContentChange, type ContentChange } from './events.server.ts'
import { brandsKind } from './kinds/brands.server.ts'
import { jobsKind } from './kinds/jobs.server.ts'
import { inTrash } from './trash.server.ts'

// Bulk actions on a list (issue 37): each item through its editor's own save or the trash, one
// audit entry each, and the page cache told once for the batch.

async function liveJobs(db: Db, n: number): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(n)
    .execute()
  return rows.map((r) => String(r.id))
}

/** The content changes announced while `fn` runs. */
async function announced(fn: () => Promise<unknown>): Promise<ContentChange[]> {
  const seen: ContentChange[] = []
  const stop = onContentChange((c) => {
    seen.push(c)
  })
  try {
    await fn()
  } finally {
    stop()
  }
  return seen
}

describeEachEngine('bulk actions on a content list', { seed: true }, (get) => {
  test('unpublish two jobs, then publish them again: one audit entry each, one cache change per batch', async () => {
    const db = get().db
    const [a, b] = await liveJobs(db, 2)
    const ids = [a!, b!]
    const titles = await Promise.all(
      ids.map(async (id) => jobsKind.title((await jobsKind.load(db, id))!.values)),
    )
    const auditBefore = (await listAudit(db, { kind: 'content.jobs.unpublished' })).total

    let result: Awaited<ReturnType<typeof bulkChange>> | undefined
    const changes = await announced(async () => {
      result = await bulkChange(db, jobsKind, [...ids, a!], 'unpublish', actor, null)
    })
    expect(result).toEqual({
      done: ids.map((id, i) => ({ id, title: titles[i] })),
      unchanged: [],
      refused: [],
    })
    expect(changes).toHaveLength(1)
    expect(changes[0]!.tags).toEqual(expect.arrayContaining(['jobs', `job:${a}`, `job:${b}`]))
    for (const id of ids) expect((await jobsKind.load(db, id))!.publishing?.status).toBe('draft')
    const audit = await listAudit(db, { kind: 'content.jobs.unpublished' })
    expect(audit.total).toBe(auditBefore + 2)
    expect(audit.entries[0]!.summary).toMatch(/Bulk action on 2 items from the list\.$/)

    // Again: nothing to do, nothing announced.
    const none = await announced(async () => {
      result = await bulkChange(db, jobsKind, ids, 'unpublish', actor, null)
    })
    expect(result!.unchanged.map((i) => i.id)).toEqual(ids)
    expect(none).toEqual([])

    await bulkChange(db, jobsKind, ids, 'publish', actor, null)
    for (const id of ids)
      expect((await jobsKind.load(db, id))!.publishing?.status).toBe('published')
  })

  test('publishing a live item with a waiting draft publishes the draft, as its editor would', async () => {
    const db = get().db
    const [, , id] = await liveJobs(db, 3)
    const values = (await jobsKind.load(db, id!))!.values
    await saveContent(
      db,
      jobsKind,
      id!,
      formOf({ ...values, jobLocation: 'Hassan' }),
      'draft',
      actor,
      null,
    )
    const r = await bulkChange(db, jobsKind, [id!], 'publish', actor, null)
    expect(r.done.map((i) => i.id)).toEqual([id])
    expect((await jobsKind.load(db, id!))!.values.jobLocation).toBe('Hassan')
  })

  test('the trash: moved one by one; what something still uses is refused and named', async () => {
    const db = get().db
    const [, , , id] = await liveJobs(db, 4)
    const r = await bulkChange(db, jobsKind, [id!, '999999'], 'trash', actor, null)
    expect(r.done.map((i) => i.id)).toEqual([id])
    expect(r.refused).toEqual([{ id: '999999', title: 'No. 999999', reason: 'not-found' }])
    expect(await inTrash(db, 'jobs', id!)).toBe(true)

    // A brand with products cannot go (its page would leave them without a home).
    const brand = await bulkChange(db, brandsKind, ['1'], 'trash', actor, null)
    expect(brand.done).toEqual([])
    expect(brand.refused[0]).toMatchObject({ id: '1', reason: 'blocked' })
    expect(brand.refused[0]!.detail).toBeTruthy()
  })
})
