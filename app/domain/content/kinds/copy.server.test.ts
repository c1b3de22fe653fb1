import { expect, test } from 'vitest'
import { restoreRevision, saveContent } from '#app/domain/content/editor.server.ts'
import { listRevisions } from '#app/domain/content/revisions.server.ts'
import { defaultCopy, readCopy } from '#app/domain/copy/store.server.ts'
import { contentForm } from '#tests/setup/content-form.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { copyKind } from './copy.server.ts'

const actor = { id: 1, email: 'editor@example.com' }
type Item = Record<string, unknown>

describeEachEngine('the page copy as staff edit it', {}, (get) => {
  test('migration 0008 holds the copy the code had, block for block', async () => {
    const copy = await readCopy(get().db, [
      'home-what-we-do',
      'home-where-we-operate',
      'home-why-choose-us',
      'about-mission-vision',
      'about-awards',
      'about-banner',
    ])
    expect(copy).toEqual(defaultCopy)
    const rows = await get().db.selectFrom('page_copy').select('key').execute()
    expect(rows).toHaveLength(6)
    const listed = await copyKind.list(
      get().db,
      { sort: 'title', limit: 50, offset: 0 },
      Date.now(),
    )
    expect(listed.rows.map((r) => r.title)).toEqual([
      'Home: What We Do',
      'Home: Where We Operate',
      'Home: Why Choose Us',
      'About: Mission and Vision',
      'About: Our Awards',
      'About: closing banner',
    ])
  })

  test('a tab label changed in the editor reaches the home page, keeps a revision, and can be restored', async () => {
    const db = get().db
    const loaded = (await copyKind.load(db, 'home-why-choose-us'))!
    const tabs = loaded.values.tabs as Item[]
    const edited = {
      ...loaded.values,
      tabs: tabs.map((t, i) => (i === 2 ? { ...t, label: 'For Kirana Owners' } : t)),
    }
    const r = await saveContent(
      db,
      copyKind,
      'home-why-choose-us',
      contentForm(edited),
      'save',
      actor,
      null,
    )
    expect(r).toMatchObject({ ok: true })
    const copy = await readCopy(db, ['home-why-choose-us'])
    expect(copy['home-why-choose-us'].tabs.map((t) => t.label)).toEqual([
      'For Brands',
      'For Rural Consumers',
      'For Kirana Owners',
    ])
    // The points of each tab came through the nested group unchanged, now each with the name it
    // was read with (its place: copy stored before points had names), which its Kannada is under.
    const named = (tab: (typeof defaultCopy)['home-why-choose-us']['tabs'][number]) => ({
      ...tab,
      points: tab.points.map((p, j) => ({ id: String(j), ...p })),
    })
    expect(copy['home-why-choose-us'].tabs[2]!.points).toEqual(
      named(defaultCopy['home-why-choose-us'].tabs[2]!).points,
    )
    const revisions = await listRevisions(db, 'copy', 'home-why-choose-us', 10)
    expect(revisions.length).toBeGreaterThanOrEqual(2)
    expect(revisions[0]!.summary).toBe('Changed Tabs.')
    const baseline = revisions.at(-1)!
    expect(
      await restoreRevision(db, copyKind, 'home-why-choose-us', baseline.id, actor, null),
    ).toMatchObject({ ok: true })
    expect((await readCopy(db, ['home-why-choose-us']))['home-why-choose-us']).toEqual({
      ...defaultCopy['home-why-choose-us'],
      tabs: defaultCopy['home-why-choose-us'].tabs.map(named),
    })
  })

  test('a tab removed, an empty required field or an unknown block is refused with a message', async () => {
    const db = get().db
    const loaded = (await copyKind.load(db, 'home-why-choose-us'))!
    const twoTabs = { ...loaded.values, tabs: (loaded.values.tabs as Item[]).slice(0, 2) }
    const r = await saveContent(
      db,
      copyKind,
      'home-why-choose-us',
      contentForm(twoTabs),
      'save',
      actor,
      null,
    )
    expect(r).toMatchObject({ ok: false, status: 400 })
    if (!r.ok) expect(r.errors.tabs).toMatch(/Keep the three tabs/)

    const awards = (await copyKind.load(db, 'about-awards'))!
    const noAlt = {
      ...awards.values,
      awards: (awards.values.awards as Item[]).map((a, i) => (i === 0 ? { ...a, alt: '' } : a)),
    }
    const r2 = await saveContent(
      db,
      copyKind,
      'about-awards',
      contentForm(noAlt),
      'save',
      actor,
      null,
    )
    expect(r2).toMatchObject({ ok: false, status: 400 })
    if (!r2.ok) expect(Object.keys(r2.errors)).toContain('awards.0.alt')
    expect((await readCopy(db, ['about-awards']))['about-awards']).toEqual(
      defaultCopy['about-awards'],
    )

    const r3 = await saveContent(db, copyKind, 'home-hero', contentForm({}), 'save', actor, null)
    expect(r3).toMatchObject({ ok: false, status: 404 })
  })
})
