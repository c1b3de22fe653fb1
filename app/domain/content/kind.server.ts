import type { Db } from '#app/db/client.server.ts'
import type { Right } from '#app/domain/accounts/roles.ts'
import type { Field, Option, Values } from './fields.ts'
import type { FieldErrors } from './fields.server.ts'
import type { ListQuery } from './listing.server.ts'
import type { PublishableTable, PublishState } from './publishing.server.ts'

/**
 * One kind of public content as the console edits it (slides, brands, products, categories,
 * social, jobs, posts, settings, copy). The generic editor (editor.server.ts and the routes
 * app/routes/admin/content-*.tsx) knows nothing else about a kind than this.
 */
export type Publishing = {
  status: 'draft' | 'published'
  publishAt: number
  unpublishAt: number | null
}

export type ListRow = {
  id: number | string
  title: string
  /** A second line: the brand of a product, the type of a post, the location of a job … */
  detail?: string
  state: PublishState
  publishAt: number
  unpublishAt: number | null
  updatedAt: number
}

type Loaded = {
  values: Values
  /** Null for kinds without drafts and scheduling (settings, copy). */
  publishing: Publishing | null
  updatedAt: number
}

export type ContentKind = {
  /** The URL segment: /admin/<kind>. */
  kind: string
  /** Its table, for kinds whose items have a publishing status (and so can go to the trash). */
  table?: PublishableTable
  /** Every table whose rows its editor writes, with the column naming the item (`id`, `post_id`). */
  tables?: Record<string, string>
  /** Its public pages read the company's ERP in remote mode: the console cannot save it then. */
  remote?: boolean
  /** The page-cache tag of one item (`job:12`): public routes tag their pages with it too. */
  tagOf?: (id: number | string) => string
  label: string
  singular: string
  /** How a list counts them, when not the label in lower case ("6 sections"). */
  plural?: string
  /** What a role needs to edit it (domain/accounts/roles.ts). */
  right: Right
  fields: readonly Field[]
  /** Items with fields of their own (each block of the page copy); else `fields`. */
  fieldsOf?: (id: string | null) => readonly Field[]
  /**
   * Its items have words staff translate though `fields` does not say so: the page copy, whose
   * blocks declare `localized` in their own fields (`fieldsOf`). Translations.server.ts.
   */
  translatable?: true
  /** Items have a position staff can change (drag or Move up/down). */
  orderable: boolean
  /** Items are drafts until published, with publish_at/unpublish_at (false: settings, copy). */
  publishable: boolean
  /** New items can be made (false for settings and the fixed page copy). */
  creatable: boolean
  sorts: Array<NonNullable<ListQuery['sort']>>
  /** A kind's own list filter, e.g. products by brand: its label and options. */
  listFilter?: (db: Db) => Promise<{ label: string; options: readonly Option[] }>
  /** Options of select fields that come from the database (`options: { from: 'brands' }`). */
  options?: (db: Db) => Promise<Record<string, Option[]>>
  defaults: () => Values
  title: (values: Values) => string
  list: (db: Db, q: ListQuery, now: number) => Promise<{ rows: ListRow[]; total: number }>
  load: (db: Db, id: string) => Promise<Loaded | null>
  /** Writes the item (and its children) inside the caller's transaction; returns its id. */
  write: (
    tx: Db,
    id: string | null,
    values: Values,
    publishing: Publishing | null,
  ) => Promise<string>
  /**
   * Values as read from a form, completed before they are checked, written and recorded: the page
   * copy names a new card, point or award here, so the revision holds the name its Kannada is
   * keyed by and a restore of it finds that Kannada again.
   */
  prepare?: (values: Values, id: string | null) => Values
  /** Checks beyond the fields' own (a colour pair's contrast, a video URL for a video card). */
  check?: (values: Values, db: Db, id: string | null) => Promise<FieldErrors>
  /**
   * Each item has a page of its own at `publicPath`, ending in its id (a slug may follow): such a
   * page is live while the item is, and no redirect may hide it (redirects.server.ts).
   */
  ownPages?: boolean
  /** The public page that shows the item, for preview, redirects and the "view" link. */
  publicPath: (db: Db, values: Values, id: string) => Promise<string | null>
  /** Page-cache tags of the item (app/domain/content/events.server.ts). */
  tags: (values: Values, id: string) => string[]
  /**
   * Deletes the item for good (its children too). The console never calls it directly: Delete
   * moves an item to the trash (trash.server.ts), and this runs when the trash is emptied.
   */
  remove?: (tx: Db, id: string) => Promise<void>
  /** Why the item cannot be deleted now (a brand that still has products), or null when it can. */
  removalBlocker?: (db: Db, id: string) => Promise<string | null>
  reorder?: (tx: Db, ids: string[], scope?: string) => Promise<void>
}

/** The fields of one item of a kind. */
export function fieldsFor(kind: ContentKind, id: string | null): readonly Field[] {
  return kind.fieldsOf?.(id) ?? kind.fields
}
