import { startTransition, useEffect, useState } from 'react'

/**
 * Set by the first effect that runs: every component mounted after it renders on the client.
 * So a Suspense boundary hydrated after the shell would start from true against the server's
 * false (docs/benchmarks.md, "Hydration's follow-up draws the buttons, not the header").
 */
let pageHydrated = false

/**
 * False while the server renders and during hydration, true after: lets a component draw its
 * no-JavaScript form first (links the server understands) and enhance it once React runs,
 * without a hydration mismatch.
 *
 * The switch to true is a transition, which React renders in slices between other work. The
 * first version (useSyncExternalStore with a server snapshot) made React re-render every user
 * synchronously right after hydration, the header with all its links among them: one task of
 * about 20 ms on a 4× slowed phone CPU, counted in Total Blocking Time. For the same reason a
 * component that sets state in its first effect (the slideshow's play state, the offline
 * notice's region) sets it in a transition too: React then draws it in this switch's pass, not
 * at once inside the task that runs hydration's effects. Ask this hook in the smallest component
 * that needs it (PopoverButton, not the header around it): all that it draws is drawn again.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
