import { useCallback, useEffect, useRef, useState } from 'react'

/** Whether this browser has the HTML popover API (Chrome 114, Safari 17, Firefox 125 and later). */
export const supportsPopover = () =>
  typeof HTMLElement !== 'undefined' && Object.hasOwn(HTMLElement.prototype, 'popover')

/**
 * Open state for a disclosure drawn as an HTML popover (`popover` on the panel, `popoverTarget`
 * on its button). The browser opens and closes the panel by itself, so the button works before
 * the page's JavaScript has arrived and with none at all; a tap on a slow phone is never lost.
 * Once React runs, this hook mirrors the panel's state (including a panel opened before
 * hydration) so the button's label and `aria-expanded` follow it, and `setOpen` drives it.
 *
 * Where the browser has no popover API the panel is hidden by CSS (`[popover]:not([data-open])`
 * in app.css) and the state lives in React alone: the button's onClick must call `toggle`.
 */
export function usePopover<T extends HTMLElement>() {
  const panel = useRef<T>(null)
  const [open, setOpenState] = useState(false)

  useEffect(() => {
    const el = panel.current
    if (!el || !supportsPopover()) return
    const sync = () => setOpenState(el.matches(':popover-open'))
    sync()
    el.addEventListener('toggle', sync)
    return () => el.removeEventListener('toggle', sync)
  }, [])

  const setOpen = useCallback((next: boolean) => {
    const el = panel.current
    if (!el || !supportsPopover()) return setOpenState(next)
    if (el.matches(':popover-open') === next) return
    if (next) el.showPopover()
    else el.hidePopover()
  }, [])

  /** For the button's onClick: where popovers exist the browser already toggled the panel. */
  const toggle = useCallback(() => {
    if (!supportsPopover()) setOpenState((o) => !o)
  }, [])

  return { panel, open, setOpen, toggle }
}
