import { useEffect, useRef } from 'react'
import { Form } from 'react-router'
import { CsrfInput } from './ui.tsx'

/**
 * Bulk actions on a list (issue 37): a checkbox on each row and one form for the selection. The
 * rows' checkboxes belong to the form by its id (`form=`), so the rows keep their own forms (Move
 * up / Move down) and links. Without JavaScript everything still works: "Select all on this page"
 * is a checkbox of its own that the server reads as every row of the page (their ids travel
 * hidden in the form); with it, it also ticks and clears the rows, and shows "some" as mixed.
 */
const BULK_FORM = 'bulk-form'

/** A row's checkbox, named by the row's title for screen readers. */
export function SelectRow({
  id,
  title,
  formId = BULK_FORM,
}: {
  id: string
  title: string
  formId?: string
}) {
  return (
    <label className="relative z-10 -ml-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-slate-100">
      <input
        type="checkbox"
        name="ids"
        value={id}
        form={formId}
        className="size-5 cursor-pointer accent-primary"
      />
      <span className="sr-only">Select {title}</span>
    </label>
  )
}

function rowBoxes(formId: string): HTMLInputElement[] {
  return [
    ...document.querySelectorAll<HTMLInputElement>(
      `input[type="checkbox"][name="ids"][form="${formId}"]`,
    ),
  ]
}

function SelectAll({ formId, label }: { formId: string; label: string }) {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const sync = () => {
      const rows = rowBoxes(formId)
      const n = rows.filter((b) => b.checked).length
      if (!box.current) return
      box.current.checked = n > 0 && n === rows.length
      box.current.indeterminate = n > 0 && n < rows.length
    }
    const onChange = (e: Event) => {
      const t = e.target
      if (t instanceof HTMLInputElement && t.name === 'ids' && t.getAttribute('form') === formId)
        sync()
    }
    document.addEventListener('change', onChange)
    // Rows ticked before the script ran count too.
    sync()
    return () => document.removeEventListener('change', onChange)
  }, [formId])
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
      <input
        ref={box}
        type="checkbox"
        name="all"
        value="page"
        className="size-5 cursor-pointer accent-primary"
        onChange={(e) => {
          for (const b of rowBoxes(formId)) b.checked = e.currentTarget.checked
        }}
      />
      {label}
    </label>
  )
}

type BulkButton = { value: string; label: string; danger?: boolean }

/** The selection's form: select all on this page, then one button per action. */
export function BulkBar({
  csrf,
  pageIds,
  legend,
  buttons,
  stamp = 0,
  formId = BULK_FORM,
}: {
  csrf: string
  /** The ids of the rows shown: "Select all on this page" means these. */
  pageIds: string[]
  /** "With the selected jobs" */
  legend: string
  buttons: BulkButton[]
  /** A new value after each bulk action: the selection starts again (as the rows' do). */
  stamp?: number
  formId?: string
}) {
  if (!pageIds.length) return null
  return (
    <Form
      method="post"
      id={formId}
      className="mb-3 rounded-xl border border-slate-200 bg-white p-3 shadow-xs sm:p-4"
    >
      <CsrfInput token={csrf} />
      <input type="hidden" name="intent" value="bulk" />
      {pageIds.map((id) => (
        <input key={id} type="hidden" name="page" value={id} />
      ))}
      <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 border-0 p-0">
        <legend className="sr-only">{legend}</legend>
        <SelectAll
          key={stamp}
          formId={formId}
          label={`Select all ${pageIds.length} on this page`}
        />
        <span className="flex flex-wrap gap-2">
          {buttons.map((b) => (
            <button
              key={b.value}
              type="submit"
              name="do"
              value={b.value}
              className={`${b.danger ? 'btn border-2 border-danger bg-white text-danger hover:bg-red-50' : 'btn-outline'} rounded-lg`}
            >
              {b.label}
            </button>
          ))}
        </span>
      </fieldset>
    </Form>
  )
}
