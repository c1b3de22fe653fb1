import { useEffect, type RefObject } from 'react'

/**
 * While `open`, Escape closes the disclosure and puts focus back on the control that opened it
 * (WAI-ARIA disclosure pattern), so keyboard users are never left on a hidden element.
 */
export function useEscapeToClose(
  open: boolean,
  close: () => void,
  returnFocus: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      close()
      returnFocus.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, close, returnFocus])
}
