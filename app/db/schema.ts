import type { Generated } from 'kysely'

/**
 * Table types for Kysely. Booleans are stored as 0/1 integers and timestamps as epoch
 * milliseconds so that SQLite and PostgreSQL return the same JavaScript values; calendar dates
 * (posted_on, post_date) are ISO `YYYY-MM-DD` text. JSON columns are text.
 */
export type Database = {
  app_meta: AppMetaTable
  settings: SettingsTable
  home_slides: HomeSlidesTable
  brands: BrandsTable
  brand_lines: BrandLinesTable
  brand_sections: BrandSectionsTable
  categories: CategoriesTable
  products: ProductsTable
  social_items: SocialItemsTable
  jobs: JobsTable
  posts: PostsTable
  post_images: PostImagesTable
  submissions: SubmissionsTable
  submission_notes: SubmissionNotesTable
  mail_outbox: MailOutboxTable
  rate_limits: RateLimitsTable
  users: UsersTable
  recovery_codes: RecoveryCodesTable
  sessions: SessionsTable
  login_failures: LoginFailuresTable
  invites: InvitesTable
  audit_log: AuditLogTable
  content_revisions: ContentRevisionsTable
  content_translations: ContentTranslationsTable
  redirects: RedirectsTable
  page_copy: PageCopyTable
  media: MediaTable
  content_changes: ContentChangesTable
  trash: TrashTable
  review_rules: ReviewRulesTable
  review_requests: ReviewRequestsTable
}

/** Fixed page copy staff edit (migration 0008): one JSON block per key, validated on read. */
type PageCopyTable = { key: string; data: string; updated_at: number }

type AppMetaTable = { key: string; value: string }

type SettingsTable = {
  id: number
  /** JSON of SiteSettings (app/domain/settings/site-settings.ts), validated on read. */
  data: string
  updated_at: number
}

/**
 * Whether an item is live: published, and inside its publish window (publish_at ≤ now <
 * unpublish_at), checked in every public query (migration 0005; app/domain/content/publishing).
 * 'trashed': in the trash (migration 0011), seen only by the console's Trash page.
 */
type Status = 'draft' | 'published' | 'trashed'

/** The columns every public kind has since migration 0005. */
type Publishing = {
  status: Status
  /** Epoch ms; 0 for "since always". */
  publish_at: Generated<number>
  unpublish_at: number | null
  updated_at: Generated<number>
}

type HomeSlidesTable = Publishing & {
  id: Generated<number>
  image: string
  image_alt: string
  title: string
  description: string
  position: number
}

type BrandsTable = Publishing & {
  id: Generated<number>
  slug: string
  /** Canonical route, e.g. /naati or /our-brand/suryakash; null for brands only at /our-brands-detail/:id. */
  path: string | null
  name: string
  title: string
  description: string
  logo: string | null
  banner: string | null
  banner_alt: string
  /** Tile background and accent colour, its hover colour, and the text colour on it. */
  color: string
  color_code: string
  text_color_code: string
  /** JSON array of category names shown on the tile, joined by ' | '. */
  categories: string
  meta_title: string
  meta_description: string
  meta_keywords: string
  products_heading: string
  why_choose: string
  tagline: string
  tagline_description: string
  listed: number
  /** 1 when the brand's products link to product pages of their own (migration 0003). */
  product_pages: Generated<number>
  position: number
}

type BrandLinesTable = {
  id: Generated<number>
  brand_id: number
  slug: string
  name: string
  color: string
  color_code: string
  text_color_code: string
  banner: string | null
  banner_alt: string
  position: number
}

/** The few page variations the spec names: a note, an award, a feature block, detail images, a link. */
export type BrandSectionKind = 'note' | 'award' | 'feature' | 'gallery' | 'link'

type BrandSectionsTable = {
  id: Generated<number>
  brand_id: number
  kind: BrandSectionKind
  title: string
  body: string
  /** JSON array of { src, alt }. */
  images: string
  link_url: string | null
  link_label: string | null
  position: number
}

export type CategoriesTable = Publishing & {
  id: Generated<number>
  brand_id: number
  slug: string
  name: string
  icon: string | null
  /** Where the tile leads when it is not the category's own page (category 9 → /trulove). */
  target_path: string | null
  banner: string | null
  banner_alt: string
  description: string
  meta_title: string
  meta_description: string
  meta_keywords: string
  position: number
}

type ProductsTable = Publishing & {
  id: Generated<number>
  brand_id: number
  line_id: number | null
  category_id: number | null
  slug: string
  name: string
  image: string | null
  image_alt: string
  short_description: string
  description: string
  position: number
}

type SocialItemsTable = Publishing & {
  id: Generated<number>
  brand_id: number
  line_id: number | null
  category_id: number | null
  kind: 'video' | 'link'
  title: string
  video_url: string | null
  link_url: string | null
  image: string | null
  image_alt: string
  position: number
}

export type JobStatus = 'Open' | 'Closed'

export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const
export type SalaryUnit = (typeof SALARY_UNITS)[number]

export type JobsTable = {
  id: Generated<number>
  slug: string
  job_title: string
  job_short_description: string
  job_description: string
  job_role: string
  job_location: string
  job_type: string | null
  posted_on: string | null
  job_experience: string | null
  working_hours: string | null
  working_days: string | null
  required_count: number | null
  apply_job_link: string | null
  /** Open or Closed (the spec's job status; a closed job's page answers 410). */
  job_status: JobStatus
  /** The salary as staff write it ("₹15,000–18,000 a month plus incentives"); migration 0009. */
  salary_text: string | null
  /** Whole rupees per `salary_unit`; either may be set alone. */
  salary_min: number | null
  salary_max: number | null
  /** HOUR, DAY, WEEK, MONTH or YEAR (schema.org's unitText). */
  salary_unit: SalaryUnit | null
  /** Last day applications are taken, YYYY-MM-DD (India time). */
  closes_on: string | null
  /** Six-digit PIN code of the workplace, only where staff gave one. */
  postal_code: string | null
  /** The workplace's state; empty means the site's own state (the office address's). */
  region: string | null
  created_at: number
} & Publishing

export type PostType = 'blog' | 'vilvani' | 'news'

export type PostsTable = Publishing & {
  id: Generated<number>
  type: PostType
  slug: string
  title: string
  author: string | null
  post_date: string | null
  image: string | null
  image_alt: string
  excerpt: string
  description: string
  news_link: string | null
  position: number
}

type PostImagesTable = {
  id: Generated<number>
  post_id: number
  image: string
  alt: string
  position: number
}

type SubmissionsTable = {
  id: Generated<number>
  kind: 'contact' | 'apply'
  name: string
  email: string
  phone: string
  subject: string | null
  message: string | null
  resume_link: string | null
  job_id: number | null
  job_title: string | null
  /** SHA-256 of the normalised message, to refuse the same message twice. */
  fingerprint: string | null
  /** The id the page's script gave the post, so a repeat is answered once (migration 0010). */
  client_id: Generated<string | null>
  created_at: number
  /** Marked handled in the console's inbox (migration 0004). */
  handled_at: Generated<number | null>
  handled_by: Generated<number | null>
  /**
   * A job application's stage (migration 0014): new, shortlisted, interview, offered, rejected,
   * hired. Contact messages stay 'new' and use handled_at; for an application handled_at is kept
   * in step (any stage past 'new' is handled).
   */
  stage: Generated<string>
  /**
   * The language of the page it was sent from, 'en' or 'kn' (migration 0015); null for one stored
   * before that was recorded.
   */
  lang: Generated<'en' | 'kn' | null>
}

/** Staff notes on an application (migration 0014): plain text, deleted with their submission. */
type SubmissionNotesTable = {
  id: Generated<number>
  submission_id: number
  author_id: number | null
  author_email: string | null
  body: string
  created_at: number
}

export type MailOutboxTable = {
  id: Generated<number>
  submission_id: number | null
  message_id: string
  kind: string
  /** JSON of the message: recipients, subject, text and the template parameters. */
  payload: string
  status: 'pending' | 'sending' | 'sent' | 'failed'
  attempts: number
  next_attempt_at: number
  lease_until: number | null
  last_error: string | null
  sent_at: number | null
  created_at: number
  /** Set by the worker that claimed the row; only that worker may settle it. */
  lease_token: string | null
  /** The .eml file written by the log transport, deleted with the row. */
  stored_file: string | null
}

type RateLimitsTable = {
  key: string
  points: number
  expires_at: number
}

export type Role = 'admin' | 'editor' | 'hr'

type UsersTable = {
  id: Generated<number>
  email: string
  name: string
  role: Role
  password_hash: string
  status: 'active' | 'disabled'
  mfa_secret: string | null
  mfa_enrolled_at: number | null
  totp_last_step: number | null
  created_at: number
  updated_at: number
  password_changed_at: number
  last_login_at: number | null
}

type RecoveryCodesTable = {
  id: Generated<number>
  user_id: number
  code_hash: string
  created_at: number
  used_at: number | null
}

export type SessionState = 'mfa' | 'enrol' | 'active'

type SessionsTable = {
  id: string
  user_id: number
  state: SessionState
  csrf_token: string
  created_at: number
  last_seen_at: number
  expires_at: number
  ip: string
  user_agent: string
  flash: Generated<string | null>
}

type LoginFailuresTable = {
  key: string
  failures: number
  window_until: number
  locked_until: number | null
}

type InvitesTable = {
  id: Generated<number>
  token_hash: string
  email: string
  role: Role
  created_by: number | null
  created_at: number
  expires_at: number
  used_at: number | null
}

type AuditLogTable = {
  id: Generated<number>
  at: number
  actor_id: number | null
  actor_email: string | null
  kind: string
  target: string | null
  summary: string
  ip: string | null
}

type ContentRevisionsTable = {
  id: Generated<number>
  kind: string
  item_id: number
  /** JSON of the item as its editor holds it. */
  snapshot: string
  summary: string
  /** 1: an edit of a live item that is saved but not published yet. */
  is_draft: number
  author_id: number | null
  author_email: string | null
  created_at: number
  /** The language the revision is of (migration 0013): 'en' the item's row, 'kn' its Kannada. */
  lang: Generated<string>
}

/**
 * The published value of a localized field in another language (migration 0013): `source` is the
 * English it was translated from, so Kannada older than its English is known.
 */
type ContentTranslationsTable = {
  kind: string
  item_id: number
  lang: string
  field: string
  value: string
  source: string
  updated_at: number
  author_id: number | null
  author_email: string | null
}

/**
 * Items moved to the trash (migration 0011): the row itself stays in its table with status
 * 'trashed', so no public query (they all ask for 'published') can show it; this says what it was.
 */
type TrashTable = {
  id: Generated<number>
  kind: string
  item_id: number
  title: string
  /** The item's status before: 'draft' or 'published', given back by a restore. */
  previous_status: string
  trashed_at: number
  trashed_by: number | null
  trashed_by_email: string | null
}

type RedirectsTable = {
  id: Generated<number>
  from_path: string
  to_path: string
  /** 1: made by the site when a slug or path changed. */
  auto: number
  note: string
  created_at: number
  created_by: number | null
}

/**
 * The media library (migration 0006): every picture's original bytes live here, so any app
 * process on any machine sharing the database serves it; variants are a disk cache by hash.
 * `key` is the media path the content columns hold (`brands/naati/logo.svg`).
 */
type MediaTable = {
  id: Generated<number>
  key: string
  bytes: Buffer
  /** sha256 of the bytes, hex. */
  hash: string
  mime: string
  size: number
  width: number
  height: number
  alt: string
  /** 1: drawn for looks only, read as alt="" (no alt text needed). */
  decorative: number
  /** Focal point in per cent of width and height (0–100); crops keep it in view. */
  focal_x: number
  focal_y: number
  created_at: number
  created_by: number | null
  updated_at: number
  updated_by: number | null
}

/** One content change, for other processes' page caches (migration 0007). The id is the version. */
type ContentChangesTable = {
  id: Generated<number>
  /** JSON array of page-cache tags. */
  tags: string
  origin: string
  created_at: number
}

/** A role that submits a kind for review instead of publishing it (migration 0016). */
type ReviewRulesTable = {
  kind: string
  role: string
  created_at: number
}

/** One submission for review of an item in a language, and how it ended (migration 0016). */
type ReviewRequestsTable = {
  id: Generated<number>
  kind: string
  item_id: string
  lang: string
  status: 'waiting' | 'approved' | 'sent-back'
  author_id: number | null
  author_email: string | null
  submitted_at: number
  decided_by_id: number | null
  decided_by_email: string | null
  decided_at: number | null
  /** The reviewer's words when sending it back. */
  comment: string | null
}
