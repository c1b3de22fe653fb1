import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the server renders and during hydration, true after: lets a component draw its
 * no-JavaScript form first (links the server understands) and enhance it once React runs,
 * without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
