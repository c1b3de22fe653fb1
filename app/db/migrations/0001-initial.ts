import type { Kysely } from 'kysely'
import { id, timestamp } from '#app/db/migration-helpers.ts'

// Schema builder only, so the same migration runs on SQLite and PostgreSQL.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', timestamp(), (c) => c.notNull())
    .execute()

  await id(db.schema.createTable('home_slides'), db)
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Active'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await id(db.schema.createTable('brands'), db)
    .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('path', 'varchar(200)', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'text')
    .addColumn('banner', 'text')
    .addColumn('banner_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'varchar(20)', (c) => c.notNull())
    .addColumn('color_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('text_color_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('products_heading', 'text', (c) => c.notNull().defaultTo('List of Products'))
    .addColumn('why_choose', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tagline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tagline_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Active'))
    .execute()

  await id(db.schema.createTable('brand_lines'), db)
    .addColumn('brand_id', 'integer', (c) =>
      c.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('slug', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'varchar(20)', (c) => c.notNull())
    .addColumn('color_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('text_color_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('banner', 'text')
    .addColumn('banner_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('brand_lines_brand_slug', ['brand_id', 'slug'])
    .execute()

  await id(db.schema.createTable('brand_sections'), db)
    .addColumn('brand_id', 'integer', (c) =>
      c.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('link_url', 'text')
    .addColumn('link_label', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await id(db.schema.createTable('categories'), db)
    .addColumn('brand_id', 'integer', (c) =>
      c.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('slug', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('target_path', 'varchar(200)')
    .addColumn('banner', 'text')
    .addColumn('banner_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Active'))
    .addUniqueConstraint('categories_brand_slug', ['brand_id', 'slug'])
    .execute()

  await id(db.schema.createTable('products'), db)
    .addColumn('brand_id', 'integer', (c) =>
      c.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('line_id', 'integer', (c) => c.references('brand_lines.id').onDelete('set null'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Active'))
    .execute()
  await db.schema
    .createIndex('products_brand')
    .on('products')
    .columns(['brand_id', 'position'])
    .execute()
  await db.schema
    .createIndex('products_category')
    .on('products')
    .columns(['category_id', 'position'])
    .execute()

  await id(db.schema.createTable('social_items'), db)
    .addColumn('brand_id', 'integer', (c) =>
      c.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('line_id', 'integer', (c) => c.references('brand_lines.id').onDelete('set null'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video_url', 'text')
    .addColumn('link_url', 'text')
    .addColumn('image', 'text')
    .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Active'))
    .execute()
  await db.schema
    .createIndex('social_items_brand')
    .on('social_items')
    .columns(['brand_id', 'position'])
    .execute()

  await id(db.schema.createTable('jobs'), db)
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('job_short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('job_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('job_role', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('job_location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('job_type', 'text')
    .addColumn('posted_on', 'varchar(10)')
    .addColumn('job_experience', 'text')
    .addColumn('working_hours', 'text')
    .addColumn('working_days', 'text')
    .addColumn('required_count', 'integer')
    .addColumn('apply_job_link', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Open'))
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .execute()
  await db.schema.createIndex('jobs_status').on('jobs').columns(['status', 'posted_on']).execute()

  await id(db.schema.createTable('posts'), db)
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('post_date', 'varchar(10)')
    .addColumn('image', 'text')
    .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('news_link', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Active'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('posts_type')
    .on('posts')
    .columns(['type', 'status', 'post_date'])
    .execute()

  await id(db.schema.createTable('post_images'), db)
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await id(db.schema.createTable('submissions'), db)
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('message', 'text')
    .addColumn('resume_link', 'text')
    .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    .addColumn('job_title', 'text')
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('submissions_created')
    .on('submissions')
    .column('created_at')
    .execute()

  await id(db.schema.createTable('mail_outbox'), db)
    .addColumn('submission_id', 'integer', (c) =>
      c.references('submissions.id').onDelete('cascade'),
    )
    .addColumn('message_id', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp(), (c) => c.notNull())
    .addColumn('lease_until', timestamp())
    .addColumn('last_error', 'text')
    .addColumn('sent_at', timestamp())
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'mail_outbox',
    'submissions',
    'post_images',
    'posts',
    'jobs',
    'social_items',
    'products',
    'categories',
    'brand_sections',
    'brand_lines',
    'brands',
    'home_slides',
    'settings',
    'app_meta',
  ]) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}
