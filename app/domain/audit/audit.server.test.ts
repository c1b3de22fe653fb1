import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { listAudit, purgeAudit, recordAudit } from './audit.server.ts'
import { auditKindLabel } from './kinds.ts'

test('kinds read as words', () => {
  expect(auditKindLabel('auth.lock')).toBe('Sign-in locked')
  expect(auditKindLabel('content.brands.updated')).toBe('Brand changed')
  // Never the code itself, even for a kind nobody has labelled yet (editor-words.server.test.ts).
  expect(auditKindLabel('something.new')).toBe('New')
})

describeEachEngine('audit log', {}, (get) => {
  test('filters by person, kind or family, and dates; newest first; old entries purged', async () => {
    const db = get().db
    const day = 86_400_000
    const t = Date.UTC(2026, 0, 10)
    const a = { id: 1, email: 'a@example.com' }
    const b = { id: 2, email: 'b@example.com' }
    await recordAudit(db, { kind: 'auth.sign-in', actor: a, at: t, ip: '203.0.113.1' })
    await recordAudit(db, { kind: 'auth.failure', actor: null, at: t + 1, summary: 'unknown' })
    await recordAudit(db, {
      kind: 'user.role-changed',
      actor: b,
      target: 'user:1',
      at: t + day,
      summary: 'editor → admin',
    })
    await recordAudit(db, { kind: 'auth.sign-out', actor: a, at: t + 2 * day })
    expect((await listAudit(db)).entries.map((e) => e.kind)).toEqual([
      'auth.sign-out',
      'user.role-changed',
      'auth.failure',
      'auth.sign-in',
    ])
    expect((await listAudit(db, { actorId: 1 })).total).toBe(2)
    expect((await listAudit(db, { kind: 'auth.' })).total).toBe(3)
    expect((await listAudit(db, { kind: 'user.role-changed' })).entries[0]).toMatchObject({
      actorEmail: 'b@example.com',
      target: 'user:1',
      summary: 'editor → admin',
    })
    expect(
      (await listAudit(db, { from: t + day, to: t + 2 * day })).entries.map((e) => e.kind),
    ).toEqual(['user.role-changed'])
    expect((await listAudit(db, { limit: 1, offset: 1 })).entries.map((e) => e.kind)).toEqual([
      'user.role-changed',
    ])
    expect(await purgeAudit(db, 1, t + 2 * day)).toBe(2)
    expect((await listAudit(db)).total).toBe(2)
  })
})
