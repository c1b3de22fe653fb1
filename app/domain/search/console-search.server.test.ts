import { expect, test } from 'vitest'
import { saveSubmission } from '#app/domain/forms/submissions.server.ts'
import type { NewSubmission } from '#app/domain/forms/submission.ts'
import { composeMessage } from '#app/domain/mail/message.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { HITS_PER_GROUP, searchConsole } from './console-search.server.ts'

// One search for the whole console (issue 37): every list the role may open, nothing else.

let n = 0
async function store(db: Parameters<typeof saveSubmission>[0], s: NewSubmission) {
  return saveSubmission(db, s, {
    messageId: `<search${++n}@test>`,
    payload: composeMessage(s),
    fingerprint: `search-fp${n}`,
  })
}

describeEachEngine('the console search', { seed: true }, (get) => {
  test('each role finds what it may open, grouped by list, and nothing else', async () => {
    const db = get().db
    const job = await db
      .selectFrom('jobs')
      .select(['id', 'job_title'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('jobs')
      .set({ job_title: `Quokka keeper ${job.id}` })
      .where('id', '=', job.id)
      .execute()
    await store(db, {
      kind: 'contact',
      name: 'Quokka Traders',
      email: 'quokka@example.com',
      phone: '9876543210',
      subject: 'Stock for my shop',
      message: 'Please call me.',
    } as NewSubmission)
    await store(db, {
      kind: 'apply',
      name: 'Imran Quokka',
      email: 'imran@example.com',
      phone: '9123456789',
      resumeLink: 'https://drive.example.com/cv',
      jobId: job.id,
      jobTitle: `Quokka keeper ${job.id}`,
    })

    const groups = async (role: 'admin' | 'editor' | 'hr', q = 'quokka') =>
      Object.fromEntries(
        (await searchConsole(db, role, q)).map((g) => [
          g.label,
          { total: g.total, titles: g.hits.map((h) => h.title), more: g.more },
        ]),
      )
    const jobs = {
      total: 1,
      titles: [`Quokka keeper ${job.id}`],
      more: '/admin/jobs?q=quokka',
    }
    expect(await groups('admin')).toEqual({
      Jobs: jobs,
      'Messages and applications': {
        total: 2,
        titles: ['Imran Quokka', 'Quokka Traders'],
        more: '/admin/inbox?q=quokka',
      },
    })
    // Editors read no messages; HR reads applications only, and no other content.
    expect(await groups('editor')).toEqual({ Jobs: jobs })
    expect(await groups('hr')).toEqual({
      Jobs: jobs,
      Applications: { total: 1, titles: ['Imran Quokka'], more: '/admin/inbox?q=quokka' },
    })

    // An item links to its editor; an empty search searches nothing.
    const [first] = await searchConsole(db, 'admin', '  Quokka keeper ')
    expect(first!.hits[0]).toMatchObject({ href: `/admin/jobs/${job.id}`, state: 'published' })
    expect(await searchConsole(db, 'admin', '   ')).toEqual([])
  })

  test('a common word shows a few hits a list, with the whole count and a link to the rest', async () => {
    const db = get().db
    const found = await searchConsole(db, 'admin', 'a')
    const labels = found.map((g) => g.label)
    // Content, pictures (their names and descriptions) and the settings page by its name.
    expect(labels).toEqual(expect.arrayContaining(['Jobs', 'Posts', 'Brands', 'Pictures']))
    for (const g of found) {
      expect(g.hits.length).toBe(Math.min(g.total, HITS_PER_GROUP))
      expect(g.more).toMatch(/\?q=a$/)
    }
    expect(found.find((g) => g.label === 'Pictures')!.hits[0]!.href).toMatch(
      /^\/admin\/media\/\d+$/,
    )
    // The site settings are one page, found by its name only.
    expect((await searchConsole(db, 'admin', 'settings')).map((g) => g.label)).toContain(
      'Site settings',
    )
    expect(labels).not.toContain('Site settings')
  })

  test('a word of an item’s published Kannada finds it too, in the search and in its list', async () => {
    const db = get().db
    // A seeded job's Kannada title (seed/kn/site.kn.ts), one of its words.
    const kn = await db
      .selectFrom('content_translations')
      .select(['item_id', 'value'])
      .where('kind', '=', 'jobs')
      .where('field', '=', 'jobTitle')
      .where('lang', '=', 'kn')
      .orderBy('item_id')
      .executeTakeFirstOrThrow()
    const word = kn.value.split(/\s+/).find((w) => /[\u0C80-\u0CFF]{3,}/.test(w))!
    expect(word).toBeTruthy()
    const english = await db
      .selectFrom('jobs')
      .select('job_title')
      .where('id', '=', kn.item_id)
      .executeTakeFirstOrThrow()
    expect(english.job_title).not.toContain(word)
    const jobs = (await searchConsole(db, 'editor', word)).find((g) => g.label === 'Jobs')
    expect(jobs?.hits.map((h) => h.title)).toContain(english.job_title)
    // A Kannada word no item has finds nothing.
    expect(await searchConsole(db, 'editor', 'ಕಾಣದಪದ')).toEqual([])
  })
})
