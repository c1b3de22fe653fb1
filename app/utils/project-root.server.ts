import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The folder holding package.json. Code runs from app/ in tests and dev and from build/server in
 * production, so relative defaults (data/site.db, data/media) are resolved from here, not from
 * the shell's working directory.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
}

export const projectRoot = findProjectRoot()

export function fromRoot(...parts: string[]): string {
  return path.resolve(projectRoot, ...parts)
}
