import type { TestProject } from 'vitest/node'
import { postgresProblemAt } from './pg-reachable.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** An admin URL of a PostgreSQL server to create test databases on, or null (PG tests skip). */
    pgAdminUrl: string | null
  }
}

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * Finds the PostgreSQL server for the model tests. With TEST_DATABASE_URL set, an unreachable
 * server fails the run; without it, a local server on 127.0.0.1:5432 is used when it answers, and
 * the PostgreSQL tests are skipped (and say so) when it does not.
 */
export default async function setup(project: TestProject) {
  const explicit = process.env.TEST_DATABASE_URL
  if (explicit) {
    const problem = await postgresProblemAt(explicit)
    if (problem)
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer: ${problem}`)
    project.provide('pgAdminUrl', explicit)
    return
  }
  const problem = await postgresProblemAt(LOCAL)
  if (problem) {
    console.warn(
      `\n[tests] PostgreSQL not reachable at 127.0.0.1:5432 (${problem}); PostgreSQL model tests are SKIPPED.\n`,
    )
    project.provide('pgAdminUrl', null)
  } else {
    project.provide('pgAdminUrl', LOCAL)
  }
}
