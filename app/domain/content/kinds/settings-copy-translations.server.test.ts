import { expect, test } from 'vitest'
import { aboutKn, homeKn } from '#app/db/seed/kn/copy.kn.ts'
import { settingsKn } from '#app/db/seed/kn/site.kn.ts'
import { listAudit } from '#app/domain/audit/audit.server.ts'
import { restoreRevision, saveContent } from '#app/domain/content/editor.server.ts'
import { onContentChange } from '#app/domain/content/events.server.ts'
import { latestRevision, pendingDraft } from '#app/domain/content/revisions.server.ts'
import {
  isTranslatable,
  needingTranslation,
  saveTranslation,
  translationView,
  valuesInLang,
} from '#app/domain/content/translations.server.ts'
import { readCopy } from '#app/domain/copy/store.server.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { copyInLang } from '#app/domain/copy/translated.server.ts'
import { settingsInLang } from '#app/domain/settings/translated.server.ts'
import { copyKind } from './copy.server.ts'
import { SETTINGS_ID, settingsKind } from './settings.server.ts'

// Issue 35: the site settings' words and the page copy's blocks have a Kannada of their own, with
// a draft and Publish Kannada like the content kinds (translations.server.ts).

const KEY = 'home-what-we-do'

test('values in a language, word by word: groups by index, string lists by line, English named', () => {
  const fields = copyKind.fieldsOf!(KEY)
  const english = {
    title: 'What We Do',
    intro: 'From the factory to the shelf.',
    cards: [
      {
        image: 'a.svg',
        alt: 'A shop',
        before: 'Turning ',
        highlight: 'stores',
        after: '',
        description: 'One',
      },
      { image: 'b.svg', alt: 'A van', before: '', highlight: 'EVs', after: '', description: 'Two' },
    ],
  }
  const { values, en } = valuesInLang(fields, english, {
    title: 'ನಾವು ಏನು ಮಾಡುತ್ತೇವೆ',
    'cards.1.highlight': 'ಎಲೆಕ್ಟ್ರಿಕ್ ವಾಹನಗಳು',
    'cards.0.description': '   ',
  })
  expect(values.title).toBe('ನಾವು ಏನು ಮಾಡುತ್ತೇವೆ')
  expect(values.intro).toBe('From the factory to the shelf.')
  expect((values.cards as Array<Record<string, unknown>>)[1]).toMatchObject({
    image: 'b.svg',
    highlight: 'ಎಲೆಕ್ಟ್ರಿಕ್ ವಾಹನಗಳು',
  })
  // Empty English (card 0's `after`) is nothing to mark; blank Kannada counts as none.
  expect(en).toEqual([
    'intro',
    'cards.0.alt',
    'cards.0.before',
    'cards.0.highlight',
    'cards.0.description',
    'cards.1.alt',
    'cards.1.description',
  ])
  const address = valuesInLang(
    settingsKind.fields,
    { addressLines: ['1 Road', 'Bengaluru'], companyName: 'Co' },
    { addressLines: 'ರಸ್ತೆ 1\n\nಬೆಂಗಳೂರು ' },
  )
  expect(address.values.addressLines).toEqual(['ರಸ್ತೆ 1', 'ಬೆಂಗಳೂರು'])
  expect(address.en).toEqual(['companyName'])
  expect(isTranslatable(copyKind) && isTranslatable(settingsKind)).toBe(true)
})

describeEachEngine('Kannada of the site settings and the page copy', { seed: true }, (get) => {
  test('the seed holds the sample Kannada: the Kannada pages show it, and nothing needs translation', async () => {
    const db = get().db
    const english = await readCopy(db, [KEY])
    const { blocks, en } = await copyInLang(db, english, 'kn')
    expect(blocks[KEY].title).toBe(homeKn.whatWeDo.title)
    expect(blocks[KEY].cards.map((c) => c.title.highlight)).toEqual(
      homeKn.whatWeDo.cards.map((c) => c.title.highlight),
    )
    // Pictures are the block's, not a language's.
    expect(blocks[KEY].cards.map((c) => c.image.src)).toEqual(
      english[KEY].cards.map((c) => c.image.src),
    )
    expect(en[KEY]).toEqual([])
    // English pages are untouched.
    expect((await copyInLang(db, english, 'en')).blocks).toBe(english)

    const kn = await settingsInLang(db, await getSettings(db), 'kn')
    expect(kn.settings.companyName).toBe(settingsKn.companyName)
    expect(kn.settings.address.lines).toEqual(settingsKn.address.lines)
    expect(kn.settings.stats.find((s) => s.key === 'states')?.label).toBe(settingsKn.stats.states)
    // What is not a word stays one value.
    expect(kn.settings.customerCarePhone).toBe((await getSettings(db)).customerCarePhone)
    expect(kn.en).toEqual([])

    expect(await needingTranslation(db, copyKind)).toEqual([])
    expect(await needingTranslation(db, settingsKind)).toEqual([])
  })

  test('a Kannada draft of a copy block never shows; Publish Kannada shows it, refreshes the pages and is audited', async () => {
    const db = get().db
    const english = (await copyKind.load(db, KEY))!.values
    const view = await translationView(db, copyKind, KEY, english)
    const form = { ...view.values, title: 'ನಾವು ಮಾಡುವ ಕೆಲಸ' }

    expect(await saveTranslation(db, copyKind, KEY, formOf(form), 'draft', actor, null)).toEqual({
      ok: true,
      outcome: 'kn-draft',
    })
    const shown = async () =>
      (await copyInLang(db, await readCopy(db, [KEY]), 'kn')).blocks[KEY].title
    expect(await shown()).toBe(homeKn.whatWeDo.title)
    expect((await translationView(db, copyKind, KEY, english)).values.title).toBe('ನಾವು ಮಾಡುವ ಕೆಲಸ')

    // Saving the English (no drafts of its own: live at once) keeps the Kannada draft waiting.
    const englishTitle = String(english.title)
    await saveContent(db, copyKind, KEY, formOf(english), 'save', actor, null)
    expect((await pendingDraft(db, 'copy', KEY, 'kn'))?.snapshot.values.title).toBe(
      'ನಾವು ಮಾಡುವ ಕೆಲಸ',
    )

    const tags: string[][] = []
    const stop = onContentChange((c) => void tags.push(c.tags))
    try {
      expect(
        await saveTranslation(db, copyKind, KEY, formOf(form), 'publish', actor, null),
      ).toEqual({ ok: true, outcome: 'kn-published' })
    } finally {
      stop()
    }
    // One tag for both languages' pages (the page cache keys each language by its path).
    expect(tags).toEqual([['copy']])
    expect(await shown()).toBe('ನಾವು ಮಾಡುವ ಕೆಲಸ')
    expect((await readCopy(db, [KEY]))[KEY].title).toBe(englishTitle)
    expect(await pendingDraft(db, 'copy', KEY, 'kn')).toBeNull()
    const audit = await listAudit(db, { kind: 'content.copy.translation-published' })
    expect(audit.entries.map((e) => e.target)).toContain(`copy:${KEY}`)
  })

  test('an English change makes its Kannada stale; a word without Kannada falls back to English, marked', async () => {
    const db = get().db
    const english = (await copyKind.load(db, KEY))!.values
    await saveContent(
      db,
      copyKind,
      KEY,
      formOf({ ...english, intro: 'A new English introduction.' }),
      'save',
      actor,
      null,
    )
    expect(await needingTranslation(db, copyKind)).toEqual([KEY])
    const now = (await copyKind.load(db, KEY))!.values
    expect((await translationView(db, copyKind, KEY, now)).needing).toEqual(['intro'])
    // Stale Kannada still shows (older, not wrong); an emptied word shows its English.
    const view = await translationView(db, copyKind, KEY, now)
    await saveTranslation(
      db,
      copyKind,
      KEY,
      formOf({ ...view.values, intro: '' }),
      'publish',
      actor,
      null,
    )
    const { blocks, en } = await copyInLang(db, await readCopy(db, [KEY]), 'kn')
    expect(blocks[KEY].intro).toBe('A new English introduction.')
    expect(en[KEY]).toEqual(['intro'])
    expect(blocks[KEY].title).not.toBe(english.title)
    // Still needs translation: the intro has no Kannada now.
    expect(await needingTranslation(db, copyKind)).toEqual([KEY])
  })

  test('reordered, added and removed awards keep their own Kannada; a new one is English, marked by its place', async () => {
    const db = get().db
    const AWARDS = 'about-awards'
    type Award = Record<string, unknown>
    const english = (await copyKind.load(db, AWARDS))!.values
    const awards = english.awards as Award[]
    expect(awards.length).toBeGreaterThan(2)
    // Copy stored before items had names: each is named by its place, as its Kannada was.
    expect(awards.map((a) => a.id)).toEqual(awards.map((_, i) => String(i)))
    const save = (list: Award[]) =>
      saveContent(db, copyKind, AWARDS, formOf({ ...english, awards: list }), 'save', actor, null)
    const shown = async () => {
      const r = await copyInLang(db, await readCopy(db, [AWARDS]), 'kn')
      return { titles: r.blocks[AWARDS].awards.map((a) => a.title), en: r.en[AWARDS] }
    }

    // The last award moved to the top: its Kannada goes with it, and nothing needs translation.
    const last = awards.at(-1)!
    expect(await save([last, ...awards.slice(0, -1)])).toMatchObject({ ok: true })
    const knTitles = aboutKn.awards.map((a) => a.title)
    expect((await shown()).titles).toEqual([knTitles.at(-1), ...knTitles.slice(0, -1)])
    expect((await shown()).en).toEqual([])
    // (An earlier test left What We Do needing translation: only this block is asked about.)
    expect(await needingTranslation(db, copyKind)).not.toContain(AWARDS)

    // A new award first, the second one removed, and a crafted copy of a name: the new one gets a
    // name of its own (never a number), shows in English marked by its place, and the rest keep theirs.
    const moved = (await copyKind.load(db, AWARDS))!.values.awards as Award[]
    const fresh = { ...awards[0], id: '', title: 'Best Rural Distributor', when: '2025' }
    const crafted = { ...moved[2], id: String(moved[0]!.id) }
    await save([fresh, moved[0]!, crafted, ...moved.slice(3)])
    const ids = ((await copyKind.load(db, AWARDS))!.values.awards as Award[]).map((a) => a.id)
    expect(ids[0]).toMatch(/^i[0-9a-f]{8}$/)
    expect(ids[1]).toBe(moved[0]!.id)
    expect(ids[2]).toMatch(/^i[0-9a-f]{8}$/)
    expect(new Set(ids).size).toBe(ids.length)
    const now = await shown()
    expect(now.titles[0]).toBe('Best Rural Distributor')
    expect(now.titles[1]).toBe(knTitles.at(-1))
    expect(now.en).toEqual(
      expect.arrayContaining(['awards.0.title', 'awards.0.when', 'awards.2.title']),
    )
    expect(now.en).not.toContain('awards.1.title')
    expect(await needingTranslation(db, copyKind)).toContain(AWARDS)

    // The revision of that save holds the names given (not the form's empty one): restored after
    // another change, the new award is the same award, and Kannada published for it still shows.
    const saved = (await latestRevision(db, 'copy', AWARDS))!
    expect((saved.snapshot.values.awards as Award[]).map((a) => a.id)).toEqual(ids)
    const view = await translationView(
      db,
      copyKind,
      AWARDS,
      (await copyKind.load(db, AWARDS))!.values,
    )
    const kn = { ...view.values }
    kn['awards.' + String(ids[0]) + '.title'] = 'ಅತ್ಯುತ್ತಮ ಗ್ರಾಮೀಣ ವಿತರಕ'
    expect(
      await saveTranslation(db, copyKind, AWARDS, formOf(kn), 'publish', actor, null),
    ).toMatchObject({ ok: true })
    expect((await shown()).titles[0]).toBe('ಅತ್ಯುತ್ತಮ ಗ್ರಾಮೀಣ ವಿತರಕ')
    await save(moved)
    expect(await restoreRevision(db, copyKind, AWARDS, saved.id, actor, null)).toEqual({ ok: true })
    const restored = ((await copyKind.load(db, AWARDS))!.values.awards as Award[]).map((a) => a.id)
    expect(restored).toEqual(ids)
    expect((await shown()).titles[0]).toBe('ಅತ್ಯುತ್ತಮ ಗ್ರಾಮೀಣ ವಿತರಕ')
  })

  test('the settings: a statistic label in Kannada by draft then publish; an English edit makes it stale', async () => {
    const db = get().db
    const english = (await settingsKind.load(db, SETTINGS_ID))!.values
    const view = await translationView(db, settingsKind, SETTINGS_ID, english)
    expect(view.needing).toEqual([])
    const form = { ...view.values, stat1Label: 'ರಾಜ್ಯಗಳ ಸಂಖ್ಯೆ' }
    await saveTranslation(db, settingsKind, SETTINGS_ID, formOf(form), 'draft', actor, null)
    const label = async () =>
      (await settingsInLang(db, await getSettings(db), 'kn')).settings.stats[0]!.label
    const before = await label()
    expect(before).not.toBe('ರಾಜ್ಯಗಳ ಸಂಖ್ಯೆ')
    await saveTranslation(db, settingsKind, SETTINGS_ID, formOf(form), 'publish', actor, null)
    expect(await label()).toBe('ರಾಜ್ಯಗಳ ಸಂಖ್ಯೆ')
    expect((await getSettings(db)).stats[0]!.label).toBe(english.stat1Label)

    await saveContent(
      db,
      settingsKind,
      SETTINGS_ID,
      formOf({ ...english, copyrightShort: '© 2026 All rights reserved' }),
      'save',
      actor,
      null,
    )
    expect(await needingTranslation(db, settingsKind)).toEqual([SETTINGS_ID])
    const now = (await settingsKind.load(db, SETTINGS_ID))!.values
    expect((await translationView(db, settingsKind, SETTINGS_ID, now)).needing).toEqual([
      'copyrightShort',
    ])
  })
})
