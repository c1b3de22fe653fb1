import { createHash } from 'node:crypto'
import { Migrator } from 'kysely/migration'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { carriesCameraNotes, phonePhoto, topAndBottom } from '#tests/setup/phone-photo.ts'
import { migrateToLatest, migrationModules } from './migrate.server.ts'
import { resetDatabase } from './reset.server.ts'

// `npm run db:reset` runs every migration down and up again: 0002-forms must undo cleanly on
// both engines (SQLite drops columns only once their indexes are gone).
describeEachEngine('migrations', {}, (get) => {
  test('run down to nothing and up again, leaving the forms tables usable', async () => {
    const handle = get()
    await resetDatabase(handle)
    expect((await migrateToLatest(handle.db)).applied).toEqual([])
    await handle.db
      .insertInto('rate_limits')
      .values({ key: 'k', points: 1, expires_at: 1 })
      .execute()
    const cols = await handle.db
      .selectFrom('mail_outbox')
      .select(['lease_token', 'stored_file'])
      .execute()
    expect(cols).toEqual([])
  })
})

// 0011-trash undone: nothing that was in the trash comes back on the site; it is a draft again.
describeEachEngine('migration 0011-trash', { seed: true }, (get) => {
  test('down turns trashed items into drafts and drops the trash; up makes it again', async () => {
    const { db } = get()
    const job = await db.selectFrom('jobs').select('id').orderBy('id').executeTakeFirstOrThrow()
    await db.updateTable('jobs').set({ status: 'trashed' }).where('id', '=', job.id).execute()
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationModules() },
    })
    const down = await migrator.migrateTo('0008-page-copy')
    expect(down.error).toBeUndefined()
    expect(down.results?.map((r) => r.migrationName)).toContain('0011-trash')
    const row = await db.selectFrom('jobs').select('status').where('id', '=', job.id).execute()
    expect(row).toEqual([{ status: 'draft' }])
    expect((await db.introspection.getTables()).map((t) => t.name)).not.toContain('trash')
    expect((await migrateToLatest(db)).applied).toContain('0011-trash')
    expect(await db.selectFrom('trash').selectAll().execute()).toEqual([])
  })
})

// 0012-change-times: a site seeded before seeding stamped change times kept updated_at = 0 on its
// sample content; the upgrade gives each such row a real date and leaves real ones alone.
describeEachEngine('migration 0012-change-times', { seed: true }, (get) => {
  test('rows changed "at 0" get their own date, or the upgrade’s; others keep theirs', async () => {
    const { db } = get()
    const [job, other] = await db
      .selectFrom('jobs')
      .select(['id', 'created_at'])
      .orderBy('id')
      .limit(2)
      .execute()
    const post = await db
      .selectFrom('posts')
      .select(['id', 'post_date'])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const slide = await db
      .selectFrom('home_slides')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('jobs')
      .set({ updated_at: 0, created_at: 1_700_000_000_000 })
      .where('id', '=', job!.id)
      .execute()
    await db
      .updateTable('jobs')
      .set({ updated_at: 1_750_000_000_000 })
      .where('id', '=', other!.id)
      .execute()
    await db
      .updateTable('posts')
      .set({ updated_at: 0, post_date: '2025-03-04' })
      .where('id', '=', post.id)
      .execute()
    await db
      .updateTable('home_slides')
      .set({ updated_at: 0, publish_at: 0 })
      .where('id', '=', slide.id)
      .execute()
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationModules() },
    })
    expect((await migrator.migrateTo('0011-trash')).error).toBeUndefined()
    const before = Date.now()
    expect((await migrateToLatest(db)).applied).toContain('0012-change-times')
    const changed = async (table: 'jobs' | 'posts' | 'home_slides', id: number) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select('updated_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).updated_at,
      )
    expect(await changed('jobs', job!.id)).toBe(1_700_000_000_000)
    expect(await changed('jobs', other!.id)).toBe(1_750_000_000_000)
    expect(await changed('posts', post.id)).toBe(Date.UTC(2025, 2, 4))
    expect(await changed('home_slides', slide.id)).toBeGreaterThanOrEqual(before)
    for (const table of [
      'home_slides',
      'brands',
      'categories',
      'products',
      'social_items',
      'posts',
      'jobs',
    ] as const)
      expect(
        await db.selectFrom(table).select('id').where('updated_at', '=', 0).execute(),
        table,
      ).toEqual([])
  })
})

// 0013-translations: revisions existing before it are English; undone, the Kannada goes (its
// revisions would otherwise read as English ones) and the English history stays.
describeEachEngine('migration 0013-translations', { seed: true }, (get) => {
  test('old revisions are English; down keeps the English history and drops the Kannada', async () => {
    const { db } = get()
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationModules() },
    })
    expect((await migrator.migrateTo('0012-change-times')).error).toBeUndefined()
    const revision = (lang?: string) =>
      db
        .insertInto('content_revisions')
        .values({
          kind: 'jobs',
          item_id: 1,
          snapshot: '{}',
          summary: lang ?? 'before',
          is_draft: 0,
          author_id: null,
          author_email: null,
          created_at: 1,
          ...(lang ? { lang } : {}),
        })
        .execute()
    await revision()
    expect((await migrateToLatest(db)).applied).toContain('0013-translations')
    await revision('kn')
    await db
      .insertInto('content_translations')
      .values({
        kind: 'jobs',
        item_id: 1,
        lang: 'kn',
        field: 'jobTitle',
        value: 'ಅಂಗಡಿ',
        source: 'Store',
        updated_at: 1,
        author_id: null,
        author_email: null,
      })
      .execute()
    const langs = await db
      .selectFrom('content_revisions')
      .select(['summary', 'lang'])
      .where('item_id', '=', 1)
      .orderBy('id')
      .execute()
    expect(langs).toEqual([
      { summary: 'before', lang: 'en' },
      { summary: 'kn', lang: 'kn' },
    ])
    expect((await migrator.migrateTo('0012-change-times')).error).toBeUndefined()
    expect((await db.introspection.getTables()).map((t) => t.name)).not.toContain(
      'content_translations',
    )
    const left = await db
      .selectFrom('content_revisions')
      .select('summary')
      .where('item_id', '=', 1)
      .execute()
    expect(left).toEqual([{ summary: 'before' }])
    expect((await migrateToLatest(db)).applied).toContain('0013-translations')
  })
})

// 0014-application-stages: an application marked handled before stages existed becomes
// 'shortlisted' (still in play, never hidden as rejected); a new one stays 'new'; contact
// messages keep 'new' and their handled time. Undone, handled stays handled and notes go.
describeEachEngine('migration 0014-application-stages', { seed: true }, (get) => {
  test('handled applications become shortlisted, new ones stay new; down keeps "handled"', async () => {
    const { db } = get()
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationModules() },
    })
    const down = await migrator.migrateTo('0013-translations')
    expect(down.error).toBeUndefined()
    expect(down.results?.map((r) => r.migrationName)).toContain('0014-application-stages')
    const row = (kind: 'contact' | 'apply', email: string, handled: number | null) =>
      db
        .insertInto('submissions')
        .values({
          kind,
          name: email,
          email,
          phone: '9000000000',
          subject: null,
          message: null,
          resume_link: null,
          job_id: null,
          job_title: null,
          fingerprint: null,
          created_at: 1,
          handled_at: handled,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    const handledApp = await row('apply', 'handled@example.com', 5)
    const newApp = await row('apply', 'new@example.com', null)
    const handledMsg = await row('contact', 'msg@example.com', 7)
    expect((await migrateToLatest(db)).applied).toContain('0014-application-stages')
    const stageOf = async (id: number) =>
      db
        .selectFrom('submissions')
        .select(['stage', 'handled_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    expect(await stageOf(handledApp.id)).toMatchObject({ stage: 'shortlisted' })
    expect(Number((await stageOf(handledApp.id)).handled_at)).toBe(5)
    expect(await stageOf(newApp.id)).toMatchObject({ stage: 'new', handled_at: null })
    expect(await stageOf(handledMsg.id)).toMatchObject({ stage: 'new' })

    await db
      .insertInto('submission_notes')
      .values({
        submission_id: newApp.id,
        author_id: null,
        author_email: null,
        body: 'x',
        created_at: 1,
      })
      .execute()
    expect((await migrator.migrateTo('0013-translations')).error).toBeUndefined()
    expect((await db.introspection.getTables()).map((t) => t.name)).not.toContain(
      'submission_notes',
    )
    expect(
      Number(
        (
          await db
            .selectFrom('submissions')
            .select('handled_at')
            .where('id', '=', handledApp.id)
            .executeTakeFirstOrThrow()
        ).handled_at,
      ),
    ).toBe(5)
    expect((await migrateToLatest(db)).applied).toContain('0014-application-stages')
  })
})

// 0015-submission-language: messages stored before it have no language (null, not a guess);
// undone, the column goes and the messages stay.
describeEachEngine('migration 0015-submission-language', { seed: true }, (get) => {
  test('older messages have no language; down keeps the messages', async () => {
    const { db } = get()
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationModules() },
    })
    expect((await migrator.migrateTo('0014-application-stages')).error).toBeUndefined()
    const { id } = await db
      .insertInto('submissions')
      .values({
        kind: 'contact',
        name: 'Old',
        email: 'old@example.com',
        phone: '9000000000',
        subject: 'Hello',
        message: 'An older message',
        resume_link: null,
        job_id: null,
        job_title: null,
        fingerprint: null,
        created_at: 1,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await migrateToLatest(db)).applied).toContain('0015-submission-language')
    const row = await db
      .selectFrom('submissions')
      .select(['lang', 'message'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ lang: null, message: 'An older message' })
    expect((await migrator.migrateTo('0014-application-stages')).error).toBeUndefined()
    const kept = await db
      .selectFrom('submissions')
      .select('message')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(kept.message).toBe('An older message')
    // Later migrations (0016 …) are applied again too.
    expect((await migrateToLatest(db)).applied).toContain('0015-submission-language')
  })
})

// 0016-review-before-publishing: no rule after it, so everyone publishes as before; undone, the
// drafts that waited for review stay drafts.
describeEachEngine('migration 0016-review-before-publishing', { seed: true }, (get) => {
  test('starts with no rule; down drops its tables and keeps the content', async () => {
    const { db } = get()
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationModules() },
    })
    expect(await db.selectFrom('review_rules').selectAll().execute()).toEqual([])
    await db
      .insertInto('review_requests')
      .values({
        kind: 'jobs',
        item_id: '1',
        lang: 'en',
        status: 'waiting',
        author_email: 'a@example.com',
        submitted_at: 1,
      })
      .execute()
    const jobs = (await db.selectFrom('jobs').select('id').execute()).length
    expect((await migrator.migrateTo('0015-submission-language')).error).toBeUndefined()
    expect((await db.selectFrom('jobs').select('id').execute()).length).toBe(jobs)
    expect((await migrateToLatest(db)).applied).toContain('0016-review-before-publishing')
    expect(await db.selectFrom('review_requests').selectAll().execute()).toEqual([])
  })
})

// 0017-redirects-escaped: an address typed in Kannada is kept as a browser sends it, so it
// matches a visitor's request and fits a Location header; one whose escaped form another row
// holds is left as it was.
describeEachEngine('migration 0017-redirects-escaped', { seed: true }, (get) => {
  test('escapes the Kannada letters of old and new addresses; leaves the rest', async () => {
    const { db } = get()
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationModules() },
    })
    expect((await migrator.migrateTo('0016-review-before-publishing')).error).toBeUndefined()
    const row = (from_path: string, to_path: string) => ({
      from_path,
      to_path,
      auto: 0,
      note: '',
      created_at: 1,
    })
    await db
      .insertInto('redirects')
      .values([
        row('/ಕರಪತ್ರ', '/kn/ಹೊಸ'),
        row('/plain-old', 'https://example.com/ಪುಟ'),
        row('/%e0%b2%95', '/naati'),
        row('/ಕ', '/trulove'),
      ])
      .execute()
    expect((await migrateToLatest(db)).applied).toContain('0017-redirects-escaped')
    const rows = await db
      .selectFrom('redirects')
      .select(['from_path', 'to_path'])
      .where('from_path', 'in', [
        '/%e0%b2%95%e0%b2%b0%e0%b2%aa%e0%b2%a4%e0%b3%8d%e0%b2%b0',
        '/plain-old',
        '/%e0%b2%95',
        '/ಕ',
      ])
      .orderBy('from_path')
      .execute()
    expect(rows).toEqual([
      { from_path: '/%e0%b2%95', to_path: '/naati' },
      {
        from_path: '/%e0%b2%95%e0%b2%b0%e0%b2%aa%e0%b2%a4%e0%b3%8d%e0%b2%b0',
        to_path: encodeURI('/kn/ಹೊಸ'),
      },
      { from_path: '/plain-old', to_path: 'https://example.com/ಪುಟ' },
      // Its escaped form is the row above's: kept as it was, as it never matched.
      { from_path: '/ಕ', to_path: '/trulove' },
    ])
  })
})

// 0018-photos-without-notes: a photo uploaded before uploads were cleaned is drawn upright and
// loses what its camera wrote into it; a picture without such notes keeps its bytes.
describeEachEngine('migration 0018-photos-without-notes', { seed: true }, (get) => {
  test('a stored phone photo is made upright and loses its GPS; a plain picture is untouched', async () => {
    const { db } = get()
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationModules() },
    })
    expect((await migrator.migrateTo('0017-redirects-escaped')).error).toBeUndefined()
    const photo = await phonePhoto()
    const plain = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer()
    const row = (key: string, bytes: Buffer, mime: string, width: number, height: number) => ({
      key,
      bytes,
      hash: 'before',
      mime,
      size: bytes.length,
      width,
      height,
      alt: '',
      decorative: 1,
      focal_x: 50,
      focal_y: 50,
      created_at: 1,
      updated_at: 1,
    })
    await db
      .insertInto('media')
      .values([
        row('uploads/img-old.jpg', photo, 'image/jpeg', 400, 300),
        row('uploads/plain.png', plain, 'image/png', 8, 6),
      ])
      .execute()
    expect((await migrateToLatest(db)).applied).toContain('0018-photos-without-notes')
    const rows = await db
      .selectFrom('media')
      .select(['key', 'bytes', 'hash', 'size', 'width', 'height'])
      .where('key', 'in', ['uploads/img-old.jpg', 'uploads/plain.png'])
      .orderBy('key')
      .execute()
    const [old, untouched] = rows.map((r) => ({ ...r, bytes: Buffer.from(r.bytes) }))
    expect(old).toMatchObject({ width: 300, height: 400, size: old!.bytes.length })
    expect(old!.hash).toBe(createHash('sha256').update(old!.bytes).digest('hex'))
    expect(await carriesCameraNotes(old!.bytes)).toBe(false)
    expect(await topAndBottom(old!.bytes)).toEqual({ top: 'red', bottom: 'blue' })
    expect(untouched).toMatchObject({ hash: 'before', width: 8, height: 6 })
    expect(untouched!.bytes.equals(plain)).toBe(true)
  })
})
