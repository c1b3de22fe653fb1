/**
 * Rich text in the console: the stored HTML in a text area (works without JavaScript); the server
 * keeps only the site's allow-list of tags (utils/html.server.ts) whatever is sent.
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
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
        {required ? null : <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={8}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
          undefined
        }
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 font-mono text-sm ${error ? 'border-danger' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
