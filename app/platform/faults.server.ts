/**
 * Fault hooks for the crash tests (issue 15 "Faults"): named points in the code where a test
 * server can be made to stop, so that a test kills the process at that exact moment instead of
 * guessing it with a sleep. Off unless the `FAULT_HOOKS` environment variable names them
 * (comma-separated); only the test servers set it (tests/e2e/crash-save.spec.ts), never a
 * deployment, and the server warns at start when it is set.
 *
 * - `pause-in-save`: a console save waits inside its transaction, after the content row, the
 *   revision, the redirect and the audit entry are written and before the commit.
 * - `pause-after-save`: the save waits just after its transaction committed, before it answers.
 *
 * At a hook the process writes `fault-hook: <name>` on its own line to standard output and then
 * waits for ever: the test kills it (SIGKILL).
 */
const enabled = new Set(
  (process.env.FAULT_HOOKS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)

export type FaultHook = 'pause-in-save' | 'pause-after-save'

/** The hooks this process was started with (empty in any real deployment). */
export function faultHooks(): string[] {
  return [...enabled]
}

/** Stops here for good when the hook is on; returns at once otherwise. */
export async function faultPoint(name: FaultHook): Promise<void> {
  if (!enabled.has(name)) return
  process.stdout.write(`fault-hook: ${name}\n`)
  await new Promise<never>(() => {})
}
