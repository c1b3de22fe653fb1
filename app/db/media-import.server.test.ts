import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { describeEachEngine } from '#tests/setup/db.ts'
import { migrationModules } from './migrate.server.ts'
import { seedMediaDir } from './seed/run.server.ts'

// Migration 0006 on a database made before it: the pictures its content refers to become stored
// originals (bytes, type, size and the alt text the content gave them); a missing file is skipped.
describeEachEngine('migration 0006-media', {}, (get) => {
  test('imports the referenced seed pictures into the media table', async () => {
    const { db } = get()
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationModules() },
    })
    // Back to the schema just before 0006, then content as a wave-1 site had it.
    await migrator.migrateTo('0005-publishing')
    const any = db as never as Kysely<Record<string, Record<string, unknown>>>
    await any
      .insertInto('home_slides')
      .values({
        image: 'home/slide-1.svg',
        image_alt: 'Shop owner at the counter',
        title: 'Slide',
        description: '',
        status: 'published',
        position: 0,
      })
      .execute()
    await any
      .insertInto('posts')
      .values({
        type: 'blog',
        slug: 'p',
        title: 'P',
        author: 'A',
        post_date: '2024-01-01',
        image: 'posts/blog-1.svg',
        image_alt: '',
        excerpt: '',
        description: '',
        status: 'published',
        position: 0,
      })
      .execute()
    const post = await any.selectFrom('posts').select('id').executeTakeFirstOrThrow()
    await any
      .insertInto('post_images')
      .values([
        { post_id: post.id, image: 'posts/blog-1-1.svg', alt: 'Gallery one', position: 0 },
        { post_id: post.id, image: 'posts/not-there.svg', alt: 'Gone', position: 1 },
      ])
      .execute()

    const { error } = await migrator.migrateTo('0006-media')
    expect(error).toBeUndefined()

    const rows = await db
      .selectFrom('media')
      .select(['key', 'mime', 'width', 'height', 'alt', 'hash', 'bytes', 'focal_x', 'focal_y'])
      .orderBy('key')
      .execute()
    expect(rows.map((r) => [r.key, r.alt])).toEqual([
      ['home/slide-1.svg', 'Shop owner at the counter'],
      ['posts/blog-1-1.svg', 'Gallery one'],
      ['posts/blog-1.svg', ''],
    ])
    const slide = rows[0]!
    const bytes = Buffer.from(slide.bytes)
    const meta = await sharp(readFileSync(path.join(seedMediaDir, 'home/slide-1.svg'))).metadata()
    expect([slide.mime, slide.width, slide.height]).toEqual([
      'image/svg+xml',
      meta.width,
      meta.height,
    ])
    expect(bytes.toString('utf8')).toMatch(/^<svg/)
    expect(slide.hash).toMatch(/^[0-9a-f]{64}$/)
    expect([slide.focal_x, slide.focal_y]).toEqual([50, 50])

    // Migration 0008 moves the page copy into the database; its pictures join the library too.
    const later = await migrator.migrateToLatest()
    expect(later.error).toBeUndefined()
    const keys = (await db.selectFrom('media').select('key').execute()).map((r) => r.key)
    expect(keys).toEqual(expect.arrayContaining(['about/award-1.svg', 'home/what-we-do-1.svg']))
    const award = await db
      .selectFrom('media')
      .select('alt')
      .where('key', '=', 'about/award-1.svg')
      .executeTakeFirstOrThrow()
    expect(award.alt).toMatch(/trophy/)
  })
})
