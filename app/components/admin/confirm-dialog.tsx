import { useId, useRef, type ReactNode, type RefObject } from 'react'
import { Form } from 'react-router'
import { CsrfInput, SubmitButton } from './ui.tsx'

/**
 * The console's confirmation before an action that is hard to take back: a native modal
 * `<dialog>` (focus kept inside, Escape closes it, focus goes back to the button that opened it),
 * with the safe choice first and focused, as the WAI-ARIA alert dialog pattern says.
 */
export function ConfirmDialog({
  id,
  dialogRef,
  title,
  children,
  actions,
  onClose,
}: {
  id: string
  dialogRef: RefObject<HTMLDialogElement | null>
  title: ReactNode
  /** What happens if they go on. */
  children: ReactNode
  /** The buttons, the safe one first. */
  actions: ReactNode
  onClose?: () => void
}) {
  return (
    <dialog
      ref={dialogRef}
      id={id}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={`${id}title`}
      aria-describedby={`${id}text`}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-5 text-ink shadow-lg backdrop:bg-black/50 sm:p-6"
    >
      <h2 id={`${id}title`} className="text-lg break-words">
        {title}
      </h2>
      <div id={`${id}text`} className="mt-2 text-base">
        {children}
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">{actions}</div>
    </dialog>
  )
}

/** Opens the dialog `id` natively (invoker commands), before and without JavaScript too. */
const opens = (id: string) => ({ commandfor: id, command: 'show-modal' }) as object

/**
 * A button that asks first: it opens a confirmation, and only the confirmation's own button posts
 * the form (`intent` and `fields`, with the session's CSRF token). The opener works before the
 * page's script runs (the browser's invoker commands); Cancel is a plain `method="dialog"` form.
 */
export function ConfirmButton({
  csrf,
  intent,
  fields,
  title,
  children,
  label,
  confirmLabel,
  busy,
  variant = 'danger',
}: {
  csrf: string
  intent: string
  fields: Record<string, string | number>
  title: ReactNode
  /** What happens if they go on. */
  children: ReactNode
  /** The opener's content. */
  label: ReactNode
  /** The confirmation's button: says the action again, in words. */
  confirmLabel: ReactNode
  busy?: string
  variant?: 'danger' | 'outline'
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const dialogId = `${useId()}confirm`
  const styles =
    variant === 'danger'
      ? 'btn border-2 border-danger bg-white text-danger hover:bg-red-50'
      : 'btn-outline'
  return (
    <>
      <button
        type="button"
        className={`${styles} rounded-lg`}
        {...opens(dialogId)}
        onClick={(e) => {
          // With the script running, open it here (and not twice) and put focus on Cancel.
          e.preventDefault()
          if (!dialog.current?.open) dialog.current?.showModal()
          cancel.current?.focus()
        }}
      >
        {label}
      </button>
      <ConfirmDialog
        id={dialogId}
        dialogRef={dialog}
        title={title}
        actions={
          <>
            <form method="dialog">
              <button ref={cancel} type="submit" className="btn-outline rounded-lg">
                Cancel
              </button>
            </form>
            <Form method="post" onSubmit={() => dialog.current?.close()}>
              <CsrfInput token={csrf} />
              {Object.entries(fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <SubmitButton variant="danger" name="intent" value={intent} busy={busy}>
                {confirmLabel}
              </SubmitButton>
            </Form>
          </>
        }
      >
        {children}
      </ConfirmDialog>
    </>
  )
}
