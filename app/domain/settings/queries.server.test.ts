import { expect, test } from 'vitest'
import { identityDefaults } from './defaults.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { getOrCreateAppSecret, getSettings, saveSettings } from './queries.server.ts'

describeEachEngine('settings model', { seed: true }, (get) => {
  test('the seeded record is the identity defaults, with the spec statistics and 2025', async () => {
    const s = await getSettings(get().db)
    expect(s).toEqual(identityDefaults)
    expect(s.stats.map((x) => [x.label, x.value])).toEqual([
      ['States', 5],
      ['District', 69],
      ['Villages', 30000],
      ['Kirana Store', 87000],
      ['Families', 4364000],
      ['Populations', 17457000],
    ])
    expect(s.copyrightYear).toBe(2025)
    expect(s.copyrightLine).toBe(`${s.companyName} @ 2025. All rights reserved.`)
  })

  test('a changed value is read back; an invalid stored field falls back to its default alone', async () => {
    const db = get().db
    await saveSettings(db, { ...identityDefaults, companyName: 'Changed Name' })
    expect((await getSettings(db)).companyName).toBe('Changed Name')
    const broken = { ...identityDefaults, companyName: 'Kept', whatsappNumber: '12ab' }
    await db
      .updateTable('settings')
      .set({ data: JSON.stringify(broken) })
      .where('id', '=', 1)
      .execute()
    const s = await getSettings(db)
    expect(s.companyName).toBe('Kept')
    expect(s.whatsappNumber).toBe(identityDefaults.whatsappNumber)
    await db.updateTable('settings').set({ data: 'not json' }).where('id', '=', 1).execute()
    expect(await getSettings(db)).toEqual(identityDefaults)
    await expect(saveSettings(db, { ...identityDefaults, generalEmail: 'nope' })).rejects.toThrow()
  })

  test('the app secret is made once and then always the same', async () => {
    const a = await getOrCreateAppSecret(get().db)
    const b = await getOrCreateAppSecret(get().db)
    expect(a).toBe(b)
    expect(a.length).toBeGreaterThanOrEqual(32)
  })
})
