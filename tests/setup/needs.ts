/**
 * Whether tests that need something outside the repository (a PostgreSQL server, its client
 * tools) can run here. When they cannot, the run's output says which tests and why, so a test not
 * run is never silent; the caller passes the answer to `describe.skipIf` / `test.skipIf`, which
 * the report counts as skipped.
 */
export function needs(tests: string, what: string, present: boolean): boolean {
  if (!present) console.warn(`Not run here: ${tests} (needs ${what}).`)
  return present
}
