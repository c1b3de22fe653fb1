import type { ComponentProps } from 'react'
import { useHydrated } from '#app/components/hooks/use-hydrated.ts'

/**
 * usePopover's button: spread `buttonProps` on it. Before hydration (and without JavaScript) it
 * leaves `aria-expanded` out, since the browser reports a popover button's state itself; once
 * React runs it states the panel's state.
 *
 * The switch is this button's alone: when the header's menu button asked useHydrated itself,
 * the whole header redrew right after hydration (every link in the bar and the menu diffed
 * again), one of the longest tasks after hydration on a slow phone (docs/benchmarks.md).
 */
export function PopoverButton({ 'aria-expanded': expanded, ...props }: ComponentProps<'button'>) {
  const hydrated = useHydrated()
  return <button {...props} aria-expanded={hydrated ? expanded : undefined} />
}
