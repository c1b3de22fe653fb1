import type { ContentKind } from './kind.server'
import { brandsKind } from './kinds/brands.server'
import { categoriesKind } from './kinds/categories.server'
import { copyKind } from './kinds/copy.server'
import { jobsKind } from './kinds/jobs.server'
import { productsKind } from './kinds/products.server'
import { postsKind } from './kinds/posts.server'
import { settingsKind } from './kinds/settings.server'
import { slidesKind } from './kinds/slides.server'
import { socialKind } from './kinds/social.server'

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
