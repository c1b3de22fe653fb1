import type { ContentKind } from './kind.server.ts'
import type { PublishableTable } from './publishing.server.ts'
import { brandsKind } from './kinds/brands.server.ts'
import { categoriesKind } from './kinds/categories.server.ts'
import { copyKind } from './kinds/copy.server.ts'
import { jobsKind } from './kinds/jobs.server.ts'
import { productsKind } from './kinds/products.server.ts'
import { postsKind } from './kinds/posts.server.ts'
import { settingsKind } from './kinds/settings.server.ts'
import { slidesKind } from './kinds/slides.server.ts'
import { socialKind } from './kinds/social.server.ts'

/** Every kind the console edits, by its URL segment (app/routing/console.ts contentKinds). */
const kinds: Record<string, ContentKind> = {
  jobs: jobsKind,
  brands: brandsKind,
  products: productsKind,
  categories: categoriesKind,
  slides: slidesKind,
  social: socialKind,
  posts: postsKind,
  settings: settingsKind,
  copy: copyKind,
}

export function contentKind(name: string): ContentKind | null {
  return Object.hasOwn(kinds, name) ? kinds[name]! : null
}

export function allContentKinds(): ContentKind[] {
  return Object.values(kinds)
}

/** Every table whose rows are published, scheduled and dated: the publishable kinds' tables. */
export function publishableTables(): PublishableTable[] {
  return allContentKinds().flatMap((k) => (k.publishable && k.table ? [k.table] : []))
}

/** The kind whose editor writes a table's rows, and the column naming the item: [kind, column]. */
export function kindOfTable(table: string): [string, string] | null {
  for (const k of allContentKinds()) {
    const column = k.tables?.[table]
    if (column) return [k.kind, column]
  }
  return null
}
