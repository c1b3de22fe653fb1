import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'

const WAIT_MS = 700

/** The two widths the page is shown at: a phone's as it is, a desktop's scaled to fit. */
const WIDTHS = {
  phone: { label: 'Phone (360 px)', frame: 'h-[640px] w-[360px] max-w-full' },
  desktop: {
    label: 'Desktop (1280 px)',
    frame: 'h-[1600px] w-[1280px] max-w-none origin-top-left scale-[0.275]',
  },
} as const
type Width = keyof typeof WIDTHS

/**
 * Sends the editor's form, as it is now, to the live preview's frame: a form made for the
 * moment with the same fields, submitted natively (no submit event, so React Router's <Form>
 * does not take it over) and removed. Files are left out: a preview shows saved pictures.
 */
function sendTo(editor: HTMLFormElement, action: string, target: string) {
  const out = document.createElement('form')
  out.method = 'post'
  out.action = action
  out.target = target
  out.hidden = true
  for (const [name, value] of new FormData(editor)) {
    if (typeof value !== 'string') continue
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    out.append(input)
  }
  document.body.append(out)
  out.submit()
  out.remove()
}

/**
 * The live preview beside an editor (issue 37): the item's public page drawn from the form's
 * unsaved values (/admin/live-preview, server/preview.ts) in a frame, at a phone's or a
 * desktop's width, drawn again a moment after each change while "Update as I type" is on.
 * Without JavaScript, "Show the preview" sends the editor's form into the frame natively.
 */
export function LivePreview({
  formId,
  action,
  what,
}: {
  /** The id of the editor's form. */
  formId: string
  /** /admin/live-preview/<kind>/<id> */
  action: string
  /** "this job" */
  what: string
}) {
  const [width, setWidth] = useState<Width>('phone')
  const [open, setOpen] = useState(false)
  const [follow, setFollow] = useState(true)
  const frameName = `live-preview-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const shown = useRef(false)
  const details = useRef<HTMLDetailsElement>(null)
  const choice = useId()

  // Opened before the page's scripts ran: its toggle event came before React listened.
  useEffect(() => {
    if (details.current?.open) setOpen(true)
  }, [])

  const send = () => {
    const editor = document.getElementById(formId)
    if (editor instanceof HTMLFormElement) sendTo(editor, action, frameName)
    shown.current = true
  }

  // Opened: draw it once; then a moment after the last change, while following.
  useEffect(() => {
    if (!open) return
    if (!shown.current) send()
    if (!follow) return
    const editor = document.getElementById(formId)
    if (!editor) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const later = () => {
      clearTimeout(timer)
      timer = setTimeout(send, WAIT_MS)
    }
    editor.addEventListener('input', later)
    editor.addEventListener('change', later)
    return () => {
      clearTimeout(timer)
      editor.removeEventListener('input', later)
      editor.removeEventListener('change', later)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- send reads the form when it runs
  }, [open, follow, formId, action, frameName])

  const show = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    send()
  }

  return (
    <details
      ref={details}
      data-live-preview
      className="rounded-xl border border-slate-200 bg-white shadow-xs"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer rounded-xl p-4 text-lg font-bold text-ink">
        Live preview
      </summary>
      <div className="space-y-3 px-4 pb-4">
        <p className="text-sm text-muted">
          {`The public page of ${what} with what is in the form now, unsaved. Only you see it.`}
        </p>
        <fieldset>
          <legend className="font-semibold text-ink">Width</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {(Object.keys(WIDTHS) as Width[]).map((w) => (
              <label key={w} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name={choice}
                  value={w}
                  checked={width === w}
                  onChange={() => setWidth(w)}
                />
                {WIDTHS[w].label}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={follow}
            onChange={(e) => setFollow(e.currentTarget.checked)}
          />
          Update as I type
        </label>
        <button
          type="submit"
          form={formId}
          formAction={action}
          formMethod="post"
          formTarget={frameName}
          formNoValidate
          onClick={show}
          className="btn-outline rounded-lg"
        >
          Show the preview
        </button>
        <div
          className={
            width === 'desktop'
              ? 'h-[440px] w-[352px] max-w-full overflow-hidden rounded-lg border border-slate-300'
              : 'w-fit max-w-full overflow-hidden rounded-lg border border-slate-300'
          }
        >
          <iframe
            name={frameName}
            title={`Live preview of ${what}, ${WIDTHS[width].label}`}
            className={`block border-0 bg-white ${WIDTHS[width].frame}`}
          />
        </div>
      </div>
    </details>
  )
}
