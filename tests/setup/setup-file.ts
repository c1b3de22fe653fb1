import { afterEach, vi } from 'vitest'

// A test that logs console.error is a defect (CONVENTIONS.md "Tests"): fail it.
const original = console.error
let logged: unknown[][] = []
console.error = (...args: unknown[]) => {
  logged.push(args)
  original(...args)
}
afterEach(() => {
  const calls = logged
  logged = []
  vi.restoreAllMocks()
  if (calls.length)
    throw new Error(`console.error was called during the test: ${String(calls[0]?.[0])}`)
})
