import { useEffect, useRef, useState } from 'react'
import type RichTextEditorType from './rich-text-editor.tsx'

/** The editor's code once it has come, with where the text area left off. */
type Loaded = { Editor: typeof RichTextEditorType; initial: string; focused: boolean }

/**
 * Rich text in the console. The server sends the stored HTML in a text area, which works without
 * JavaScript; once the page runs, the rich text editor's code is fetched (only on console pages
 * with rich text), and when it has come the text area gives way to the editor, which starts from
 * whatever the text area holds at that moment (on one bar of signal the code can take seconds,
 * and what staff type meanwhile is kept), with the focus if the text area had it. If the code
 * never comes, the text area stays and is sent as it is. Either way the server keeps only the
 * site's allow-list of tags (utils/html.server.ts), whatever is sent.
 */
export function RichTextField({
  id,
  name,
  label,
  hint,
  error,
  required,
  defaultValue,
}: {
  id: string
  name: string
  label: string
  hint?: string
  error?: string
  required?: boolean
  defaultValue: string
}) {
  const area = useRef<HTMLTextAreaElement>(null)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    let live = true
    import('./rich-text-editor.tsx').then(
      ({ default: Editor }) => {
        if (!live) return
        const typed = area.current
        setLoaded({
          Editor,
          initial: typed?.value ?? defaultValue,
          focused: !!typed && typed === document.activeElement,
        })
      },
      // No code (the signal dropped): the text area is a working field, sent as HTML.
      () => {},
    )
    return () => {
      live = false
    }
  }, [defaultValue])
  const labelId = `${id}-label`
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  const textarea = (
    <textarea
      ref={area}
      id={id}
      name={name}
      defaultValue={defaultValue}
      rows={8}
      aria-required={required ? true : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      // The text area the editor replaces once its code has come (browser tests wait for none
      // to be left: the editor is taller, and the buttons below it move when it comes).
      data-rich-text=""
      className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 font-mono text-sm ${error ? 'border-danger' : 'border-slate-300'}`}
    />
  )
  return (
    <div>
      <label id={labelId} htmlFor={id} className="block font-semibold text-ink">
        {label}
        {required ? null : <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {loaded ? (
        <loaded.Editor
          id={id}
          name={name}
          initialHtml={loaded.initial}
          autofocus={loaded.focused}
          labelId={labelId}
          describedBy={describedBy}
          invalid={!!error}
        />
      ) : (
        textarea
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
