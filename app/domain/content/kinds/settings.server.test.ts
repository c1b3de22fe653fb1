import { expect, test } from 'vitest'
import { restoreRevision, saveContent } from '#app/domain/content/editor.server.ts'
import { listRevisions } from '#app/domain/content/revisions.server.ts'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { getSettings } from '#app/domain/settings/queries.server.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import { SETTINGS_ID, settingsKind } from './settings.server.ts'

/** The settings form as the editor shows it, filled from the current record, with changes. */
async function formWith(
  db: Parameters<typeof getSettings>[0],
  changes: Record<string, string> = {},
) {
  const { values } = (await settingsKind.load(db, SETTINGS_ID))!
  const plain: Record<string, string | string[]> = {}
  for (const [k, v] of Object.entries(values))
    plain[k] = Array.isArray(v) ? (v as string[]) : String(v ?? '')
  return formOf({ ...plain, ...changes })
}

describeEachEngine('site settings through the editor', { seed: true }, (get) => {
  test('a change is live at once in the public query, statistics keep their keys', async () => {
    const db = get().db
    const r = await saveContent(
      db,
      settingsKind,
      SETTINGS_ID,
      await formWith(db, {
        companyName: 'Gramasiri Rural Commerce Ltd',
        stat3Label: 'Villages served',
        stat3Value: '31000',
        addressLines: 'Line one\nLine two',
      }),
      'save',
      actor,
      null,
    )
    expect(r).toMatchObject({ ok: true, id: SETTINGS_ID })
    const s = await getSettings(db)
    expect(s.companyName).toBe('Gramasiri Rural Commerce Ltd')
    expect(s.stats).toHaveLength(6)
    expect(s.stats[2]).toEqual({ key: 'villages', label: 'Villages served', value: 31000 })
    expect(s.stats.map((x) => x.key)).toEqual(identityDefaults.stats.map((x) => x.key))
    expect(s.address.lines).toEqual(['Line one', 'Line two'])
    expect(s.whatsappNumber).toBe(identityDefaults.whatsappNumber)
  })

  test('bad values are refused field by field, and nothing is written', async () => {
    const db = get().db
    const before = await getSettings(db)
    const r = await saveContent(
      db,
      settingsKind,
      SETTINGS_ID,
      await formWith(db, {
        customerCarePhone: '12345',
        vendorPhone: '80655 50145',
        generalEmail: 'not-an-email',
        // Passes the field's simple check, fails the record's schema: refused, never a 500.
        vendorEmail: 'vendors@example..com',
        stat1Value: '-4',
        social_x: 'javascript:alert(1)',
        addressLines: '',
        companyName: '',
      }),
      'save',
      actor,
      null,
    )
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.status).toBe(400)
      expect(r.errors).toMatchObject({
        customerCarePhone: 'Enter 10 digits, like 8065550123.',
        vendorPhone: 'Start with +91, like +91 80655 50145.',
        generalEmail: 'Enter an e-mail address.',
        vendorEmail: 'Check this value.',
        stat1Value: 'Enter 0 or more.',
        social_x: 'Enter a web address that starts with http:// or https://.',
        addressLines: 'Enter address.',
        companyName: 'Enter company name.',
      })
    }
    expect(await getSettings(db)).toEqual(before)
  })

  test('an earlier version can be restored', async () => {
    const db = get().db
    const before = (await getSettings(db)).tagline
    await saveContent(
      db,
      settingsKind,
      SETTINGS_ID,
      await formWith(db, { tagline: 'A new tagline' }),
      'save',
      actor,
      null,
    )
    expect((await getSettings(db)).tagline).toBe('A new tagline')
    const earlier = (await listRevisions(db, 'settings', SETTINGS_ID)).find(
      (r) => r.snapshot.values.tagline === before,
    )!
    expect((await restoreRevision(db, settingsKind, SETTINGS_ID, earlier.id, actor, null)).ok).toBe(
      true,
    )
    expect((await getSettings(db)).tagline).toBe(before)
    expect(await settingsKind.load(db, 'other')).toBeNull()
  })
})
