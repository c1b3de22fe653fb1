import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router'
import { ConfirmDialog } from './confirm-dialog.tsx'

/** What a form would send now, in a form two readings can compare (files by name and size). */
function formState(form: HTMLFormElement): string {
  const entries: [string, string][] = []
  for (const [name, value] of new FormData(form)) {
    if (name === 'csrf') continue
    entries.push([
      name,
      typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : `${value.name}:${value.size}`,
    ])
  }
  // Stable by name: a field drawn again in another place (the rich text editor replacing its text
  // area) is still the same field.
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return JSON.stringify(entries)
}

/**
 * Asks before unsaved edits of the form `formId` are lost: on a link or form that leaves this
 * page inside the console (React Router's blocker, answered in a modal dialog), and on leaving
 * the page altogether (the browser's own "Leave site?" on `beforeunload`).
 *
 * "Unsaved" means what the form would send differs from what it held when it was last saved:
 * the reading is taken when the page is drawn and again whenever `savedMark` changes to a new
 * value (after a successful save). Typing a change and taking it back again is not a change.
 */
export function UnsavedChangesGuard({
  formId,
  pathname,
  savedMark,
  what,
}: {
  formId: string
  /** The page's path: a form drawn for another item (same route, new path) is read afresh. */
  pathname: string
  /** A new value (not null) each time the form's content was saved. */
  savedMark: string | null
  /** "this job": whose changes would be lost. */
  what: string
}) {
  const saved = useRef<string | null>(null)
  const readFor = useRef<string | null>(null)
  // Read in the same task as the page is drawn: no "Leave?" can come between a save and this.
  useLayoutEffect(() => {
    if (savedMark === null && readFor.current === pathname) return
    readFor.current = pathname
    const form = document.getElementById(formId)
    saved.current = form instanceof HTMLFormElement ? formState(form) : null
  }, [formId, pathname, savedMark])

  const dirty = useCallback(() => {
    const form = document.getElementById(formId)
    return (
      form instanceof HTMLFormElement && saved.current !== null && formState(form) !== saved.current
    )
  }, [formId])

  // Another page of the console: the form's own posts (same path) are saving, not leaving.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && dirty(),
    [dirty],
  )
  const blocker = useBlocker(shouldBlock)

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty()) return
      event.preventDefault()
      // Older browsers ask only when a return value is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const dialog = useRef<HTMLDialogElement>(null)
  const stay = useRef<HTMLButtonElement>(null)
  const latest = useRef(blocker)
  useEffect(() => {
    latest.current = blocker
  })
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (blocker.state === 'blocked' && !d.open) {
      d.showModal()
      stay.current?.focus()
    }
    if (blocker.state !== 'blocked' && d.open) d.close()
  }, [blocker.state])

  const id = `${useId()}leave`
  return (
    <ConfirmDialog
      id={id}
      dialogRef={dialog}
      title="Leave without saving?"
      // Escape, or the dialog closed any other way while still asking: stay.
      onClose={() => {
        if (latest.current.state === 'blocked') latest.current.reset()
      }}
      actions={
        <>
          <button
            ref={stay}
            type="button"
            className="btn-primary rounded-lg"
            onClick={() => blocker.reset?.()}
          >
            Stay on this page
          </button>
          <button
            type="button"
            className="btn rounded-lg border-2 border-danger bg-white text-danger hover:bg-red-50"
            onClick={() => blocker.proceed?.()}
          >
            Leave without saving
          </button>
        </>
      }
    >
      <p>
        Your changes to {what} are not saved. If you leave this page now, they are lost. To keep
        them, stay and save.
      </p>
    </ConfirmDialog>
  )
}
