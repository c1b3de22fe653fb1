import { lazy, Suspense, useEffect, useRef, useState } from 'react'

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'))

/**
 * Rich text in the console. The server sends the stored HTML in a text area, which works without
 * JavaScript; once the page runs, the text area gives way to the rich text editor (its code is
 * fetched then, and only on console pages with rich text), starting from whatever the text area
 * holds by then. Either way the server keeps only the site's allow-list of tags
 * (utils/html.server.ts), whatever is sent.
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
  const [initial, setInitial] = useState<string | null>(null)
  useEffect(() => {
    setInitial(area.current?.value ?? defaultValue)
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
      defaultValue={initial ?? defaultValue}
      rows={8}
      aria-required={required ? true : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      // The text area the editor replaces once the page runs (browser tests wait for none to be
      // left: the editor is taller, and the buttons below it move when it comes).
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
      {initial === null ? (
        textarea
      ) : (
        <Suspense fallback={textarea}>
          <RichTextEditor
            id={id}
            name={name}
            initialHtml={initial}
            labelId={labelId}
            describedBy={describedBy}
            invalid={!!error}
          />
        </Suspense>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
