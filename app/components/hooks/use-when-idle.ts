import { useEffect, useState } from 'react'

/**
 * False on the server and in the first render, true once the browser has a moment to spare after
 * hydration (at most `timeout` ms later). Carousels start Embla then, each in a task of its own,
 * so setting them up does not lengthen the hydration task that keeps a slow phone busy
 * (Total Blocking Time).
 */
export function useWhenIdle(timeout = 1000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(() => setIdle(true), 1)
    return () => clearTimeout(id)
  }, [timeout])
  return idle
}
