import { createContext, useContext, useEffect, useRef, useState } from 'react'
import { useHydrated } from '#app/components/hooks/use-hydrated.ts'
import { PictureChooser } from './picture-chooser.tsx'
import type { MediaChoices, PictureChoice } from './picture-types.ts'

export type { ChoicePage, MediaChoices, PictureChoice } from './picture-types.ts'

const Choices = createContext<MediaChoices>({ options: [], chosen: {}, maxMb: 10 })

/** Gives every image field below it the library and what it needs to upload to it. */
export const MediaChoicesProvider = Choices.Provider

/**
 * An `image` field: its value is a media key (`brands/naati/logo.svg`). Without JavaScript it is
 * a plain select of the library. With it, the field shows the chosen picture (thumbnail, alt
 * text, file name) and a button opens the chooser: search, newest first, upload (picture-chooser.tsx).
 * A value that is not in the library (yet) stays as it is, and says so.
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
  const { options, chosen, maxMb, csrf } = useContext(Choices)
  const hydrated = useHydrated()
  const [current, setCurrent] = useState(value)
  // Cards of pictures picked here, so a refused save still shows them.
  const [picked, setPicked] = useState<Record<string, PictureChoice>>({})
  const [open, setOpen] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  // New loader data (a restored revision, another save) brings a new value.
  useEffect(() => setCurrent(value), [value])

  const card = current ? (picked[current] ?? chosen[current]) : undefined
  const thumb = card ? (
    <img
      src={card.thumb}
      alt=""
      width={card.width}
      height={card.height}
      className="h-20 w-28 shrink-0 rounded border border-slate-200 bg-slate-50 object-contain"
    />
  ) : (
    <span className="flex h-20 w-28 shrink-0 items-center justify-center rounded border border-dashed border-slate-300 px-1 text-center text-xs text-muted">
      {current ? 'Not in the library' : 'No picture'}
    </span>
  )

  if (!hydrated) {
    const known = !current || options.some((o) => o.key === current)
    return (
      <div className="mt-1.5 flex flex-wrap items-start gap-3">
        {current ? thumb : null}
        <select
          id={id}
          name={name}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`block w-full min-w-[min(12rem,100%)] flex-1 rounded-lg border bg-white px-3 py-2 text-base text-ink ${invalid ? 'border-danger' : 'border-slate-300'}`}
        >
          {required ? null : <option value="">No picture</option>}
          {known ? null : <option value={current}>{current} (not in the library)</option>}
          {options.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
    )
  }

  const choose = (next: string, choice?: PictureChoice) => {
    if (choice) setPicked((p) => ({ ...p, [choice.key]: choice }))
    setCurrent(next)
    // The value changes without typing: tell whatever watches the form (an unsaved-changes
    // guard) as a person's change would.
    queueMicrotask(() => input.current?.dispatchEvent(new Event('change', { bubbles: true })))
  }
  return (
    <div
      id={id}
      role="group"
      aria-label={label}
      className={`mt-1.5 flex flex-wrap items-center gap-3 rounded-lg border bg-white p-2 ${invalid ? 'border-danger' : 'border-slate-300'}`}
    >
      <input ref={input} type="hidden" name={name} value={current} />
      {thumb}
      <div className="min-w-[min(10rem,100%)] flex-1 space-y-2">
        <p className="text-sm break-words" aria-live="polite">
          {card ? (
            <>
              <span className="block font-semibold text-ink">
                {card.decorative ? 'Decorative' : card.alt || 'No alt text yet'}
              </span>
              <span className="block text-muted">{card.name}</span>
            </>
          ) : current ? (
            <span className="block text-muted">{current}</span>
          ) : (
            <span className="block text-muted">No picture chosen.</span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            ref={opener}
            type="button"
            aria-haspopup="dialog"
            aria-describedby={describedBy}
            onClick={() => setOpen(true)}
            className="btn-outline min-h-10 rounded-lg px-3 py-1.5 text-sm"
          >
            {current ? 'Change picture' : 'Choose a picture'}
            <span className="sr-only"> for {label}</span>
          </button>
          {current && !required ? (
            <button
              type="button"
              onClick={() => {
                choose('')
                opener.current?.focus()
              }}
              className="min-h-10 rounded-lg px-3 py-1.5 text-sm font-semibold text-danger hover:bg-red-50"
            >
              Remove picture<span className="sr-only"> from {label}</span>
            </button>
          ) : null}
        </div>
      </div>
      {open ? (
        <PictureChooser
          label={label}
          current={current}
          csrf={csrf}
          maxMb={maxMb}
          onChoose={(choice) => choose(choice.key, choice)}
          onClosed={() => {
            setOpen(false)
            opener.current?.focus()
          }}
        />
      ) : null}
    </div>
  )
}
