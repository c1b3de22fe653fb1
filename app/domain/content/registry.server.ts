import type { ContentKind } from './kind.server'
import { copyKind } from './kinds/copy.server'
import { jobsKind } from './kinds/jobs.server'

/** Every kind the console edits, by its URL segment (app/routing/console.ts contentKinds). */
const kinds: Record<string, ContentKind> = {
  jobs: jobsKind,
  copy: copyKind,
}

export function contentKind(name: string): ContentKind | null {
  return Object.hasOwn(kinds, name) ? kinds[name]! : null
}

export function allContentKinds(): ContentKind[] {
  return Object.values(kinds)
}
