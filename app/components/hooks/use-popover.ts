import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useEscapeToClose } from './use-escape-to-close.ts'

/** Whether this browser has the HTML popover API (Chrome 114, Safari 17, Firefox 125 and later). */
const supportsPopover = () =>
  typeof HTMLElement !== 'undefined' && Object.hasOwn(HTMLElement.prototype, 'popover')

/**
 * A disclosure drawn as an HTML popover: spread `panelProps` on the panel and `buttonProps` on
 * its button, a PopoverButton (app/components/ui/popover-button.tsx). The browser opens and
 * closes the panel by itself, so the button works before the page's JavaScript has arrived and
 * with none at all; a tap on a slow phone is never lost.
 * Once React runs, this hook mirrors the panel's state (including a panel opened before
 * hydration) so the button's label and `aria-expanded` follow it, `setOpen` drives it, and
 * Escape closes it with focus back on the button.
 *
 * Where the browser has no popover API the panel is hidden by CSS (`[popover]:not([data-open])`
 * in app.css) and the state lives in React alone.
 */
export function usePopover<T extends HTMLElement>() {
  const id = useId()
  const panel = useRef<T>(null)
  const button = useRef<HTMLButtonElement>(null)
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

  const close = useCallback(() => setOpen(false), [setOpen])
  useEscapeToClose(open, close, button)

  const panelProps = {
    ref: panel,
    id,
    popover: 'auto' as const,
    'data-open': open ? '' : undefined,
  }
  const buttonProps = {
    ref: button,
    type: 'button' as const,
    popoverTarget: id,
    // Stated once hydrated: PopoverButton leaves it out before (the browser reports it then).
    'aria-expanded': open,
    'aria-controls': id,
    // Where popovers exist the browser has already toggled the panel.
    onClick: () => {
      if (!supportsPopover()) setOpenState((o) => !o)
    },
  }
  return { open, setOpen, close, panelProps, buttonProps }
}
