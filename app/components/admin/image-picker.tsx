import { createContext, useContext, useId, useRef, useState } from 'react'
import { useHydrated } from '#app/components/hooks/use-hydrated.ts'

/** A picture of the media library as the editor's picker offers it. */
export type MediaChoice = { key: string; label: string; thumb: string }

const MediaChoices = createContext<MediaChoice[]>([])

/** Gives every image field below it the library's pictures to choose from. */
export const MediaChoicesProvider = MediaChoices.Provider

/**
 * An `image` field: its value is a media key (`brands/naati/logo.svg`). Without JavaScript it is
 * a plain select of the library's pictures; with it, the chosen picture is shown and a dialog
 * offers the library as thumbnails. A value that is not in the library (yet) stays choosable.
 */
export function ImagePicker({
  id,
  name,
  value,
  required,
  describedBy,
  invalid,
  label,
}: {
  id: string
  name: string
  value: string
  required?: boolean
  describedBy?: string
  invalid?: boolean
  label: string
}) {
  const choices = useContext(MediaChoices)
  const hydrated = useHydrated()
  const [current, setCurrent] = useState(value)
  const dialog = useRef<HTMLDialogElement>(null)
  const dialogTitle = useId()
  const chosen = choices.find((c) => c.key === current)
  const known = !current || !!chosen
  return (
    <div className="mt-1.5 space-y-2">
      <div className="flex flex-wrap items-start gap-3">
        {current ? (
          chosen ? (
            <img
              src={chosen.thumb}
              alt=""
              className="h-20 w-28 shrink-0 rounded border border-slate-200 bg-white object-contain"
            />
          ) : (
            <span className="flex h-20 w-28 shrink-0 items-center justify-center rounded border border-dashed border-slate-300 text-center text-xs text-muted">
              Not in the library
            </span>
          )
        ) : null}
        <div className="min-w-[min(12rem,100%)] flex-1 space-y-2">
          <select
            id={id}
            name={name}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            required={required}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={`block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink ${invalid ? 'border-danger' : 'border-slate-300'}`}
          >
            {required ? null : <option value="">No picture</option>}
            {known ? null : <option value={current}>{current} (not in the library)</option>}
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
          {hydrated && choices.length ? (
            <button
              type="button"
              onClick={() => dialog.current?.showModal()}
              className="btn-outline min-h-10 rounded-lg px-3 py-1.5 text-sm"
            >
              Choose from the library<span className="sr-only"> for {label}</span>
            </button>
          ) : null}
        </div>
      </div>
      {hydrated ? (
        <dialog
          ref={dialog}
          aria-labelledby={dialogTitle}
          className="m-auto max-h-[85vh] w-[min(56rem,95vw)] rounded-xl p-0 backdrop:bg-black/50"
        >
          <div className="sticky top-0 flex items-center justify-between gap-3 border-b border-slate-200 bg-white p-4">
            <h2 id={dialogTitle} className="text-lg">
              Choose a picture for {label}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="btn-outline min-h-10 rounded-lg px-3 py-1.5 text-sm"
            >
              Close
            </button>
          </div>
          <ul className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-4">
            {choices.map((c) => (
              <li key={c.key}>
                <button
                  type="button"
                  aria-pressed={c.key === current}
                  onClick={() => {
                    setCurrent(c.key)
                    dialog.current?.close()
                  }}
                  className={`block w-full overflow-hidden rounded-lg border-2 text-left text-sm hover:border-primary ${c.key === current ? 'border-primary' : 'border-slate-200'}`}
                >
                  <img
                    src={c.thumb}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] h-auto w-full bg-slate-50 object-contain"
                  />
                  <span className="block truncate p-1.5">{c.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </dialog>
      ) : null}
    </div>
  )
}
