import { useEffect, useId, useRef, useState } from 'react'
import {
  contrastRatio,
  AA_CONTRAST,
  formatRatio,
  type Field,
  type Option,
  type Values,
} from '#app/domain/content/fields.ts'
import { ImagePicker } from './image-picker.tsx'
import { RichTextField } from './rich-text-field.tsx'

/**
 * Draws a content kind's fields (domain/content/fields.ts) as a plain HTML form: labels on every
 * field, the server's message next to a field that failed, groups (a brand's lines, a post's
 * gallery) as fieldsets whose "Add", "Remove" and "Move up" buttons are form submits handled by
 * the server, so all of it works without JavaScript.
 */
export type FieldsProps = {
  fields: readonly Field[]
  values: Values
  errors: Record<string, string>
  options: Record<string, Option[]>
  prefix?: string
}

const inputClass = (error?: string) =>
  `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink ${error ? 'border-danger' : 'border-slate-300'}`

function asString(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (Array.isArray(v)) return v.join('\n')
  return String(v)
}

function Label({ id, field, required }: { id: string; field: Field; required?: boolean }) {
  return (
    <label htmlFor={id} className="block font-semibold text-ink">
      {field.label}
      {/* GOV.UK's pattern: most fields are needed, so the few that are not say so. */}
      {required ? null : <span className="font-normal text-muted"> (optional)</span>}
    </label>
  )
}

function Help({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </>
  )
}

function describedBy(id: string, hint?: string, error?: string) {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  )
}

/** A colour with its swatch; the brand editor checks each text/background pair for contrast. */
function ColorInput({
  id,
  name,
  value,
  error,
  hint,
}: {
  id: string
  name: string
  value: string
  error?: string
  hint?: string
}) {
  const [v, setV] = useState(value)
  return (
    <div className="mt-1.5 flex items-center gap-2">
      <input
        type="color"
        aria-label="Pick the colour"
        value={/^#[0-9a-f]{6}$/i.test(v) ? v : '#000000'}
        onChange={(e) => setV(e.target.value)}
        className="h-10 w-12 shrink-0 rounded border border-slate-300 bg-white"
        tabIndex={-1}
      />
      <input
        id={id}
        name={name}
        value={v}
        onChange={(e) => setV(e.target.value)}
        pattern="#[0-9a-fA-F]{6}"
        maxLength={7}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass(error)} mt-0 font-mono`}
      />
    </div>
  )
}

function FieldInput({
  field,
  path,
  value,
  errors,
  options,
  siblings,
  prefix = '',
}: {
  field: Field
  path: string
  value: unknown
  errors: Record<string, string>
  options: Record<string, Option[]>
  /** The other fields and values at this level (a colour's contrast check reads them). */
  siblings?: { fields: readonly Field[]; values: Values }
  prefix?: string
}) {
  const id = useId()
  const error = errors[path]
  const required = 'required' in field && field.required
  const common = {
    id,
    name: path,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, field.hint, error),
  }
  switch (field.type) {
    case 'hidden':
      return <input type="hidden" name={path} value={asString(value)} />
    case 'checkbox':
      return (
        <div>
          <label className="flex items-start gap-2 font-semibold">
            <input
              type="checkbox"
              name={path}
              defaultChecked={value === true}
              className="mt-1.5 size-4"
              aria-describedby={describedBy(id, field.hint, error)}
            />
            <span>{field.label}</span>
          </label>
          <Help id={id} hint={field.hint} error={error} />
        </div>
      )
    case 'richtext':
      return (
        <RichTextField
          id={id}
          name={path}
          label={field.label}
          hint={field.hint}
          error={error}
          required={required}
          defaultValue={asString(value)}
        />
      )
    case 'textarea':
    case 'strings':
      return (
        <div>
          <Label id={id} field={field} required={required} />
          <Help
            id={id}
            hint={field.hint ?? (field.type === 'strings' ? 'One per line.' : undefined)}
            error={error}
          />
          <textarea
            {...common}
            defaultValue={asString(value)}
            rows={field.type === 'strings' ? 4 : 5}
            required={required}
            maxLength={field.type === 'textarea' ? field.max : undefined}
            className={inputClass(error)}
          />
        </div>
      )
    case 'select': {
      const list = 'from' in field.options ? (options[field.options.from] ?? []) : field.options
      return (
        <div>
          <Label id={id} field={field} required={required} />
          <Help id={id} hint={field.hint} error={error} />
          <select
            {...common}
            required={required}
            defaultValue={asString(value)}
            className={inputClass(error)}
          >
            {required ? null : <option value="">None</option>}
            {list.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )
    }
    case 'color':
      return (
        <div>
          <Label id={id} field={field} required={required} />
          <ColorInput id={id} name={path} value={asString(value)} error={error} hint={field.hint} />
          <Help id={id} hint={field.hint} error={error} />
          {field.contrastWith?.length ? (
            <LiveContrast
              name={path}
              initial={asString(value)}
              against={field.contrastWith.map((n) => ({
                name: `${prefix}${n}`,
                label: siblings?.fields.find((f) => f.name === n)?.label ?? n,
                initial: asString(siblings?.values[n]),
              }))}
            />
          ) : null}
        </div>
      )
    case 'image':
      return (
        <div>
          <Label id={id} field={field} required={required} />
          <Help id={id} hint={field.hint ?? 'A picture from the media library.'} error={error} />
          <ImagePicker
            id={id}
            name={path}
            value={asString(value)}
            required={required}
            describedBy={describedBy(id, field.hint ?? 'x', error)}
            invalid={!!error}
            label={field.label}
          />
        </div>
      )
    case 'group':
      return (
        <GroupField field={field} path={path} value={value} errors={errors} options={options} />
      )
    default: {
      const type =
        field.type === 'number'
          ? 'number'
          : field.type === 'date'
            ? 'date'
            : field.type === 'url' || field.type === 'youtube'
              ? 'url'
              : field.type === 'email'
                ? 'email'
                : field.type === 'tel'
                  ? 'tel'
                  : 'text'
      return (
        <div>
          <Label id={id} field={field} required={required} />
          <Help id={id} hint={field.hint} error={error} />
          <input
            {...common}
            type={type}
            defaultValue={asString(value)}
            required={required}
            maxLength={'max' in field && field.type !== 'number' ? field.max : undefined}
            min={field.type === 'number' ? field.min : undefined}
            max={field.type === 'number' ? field.max : undefined}
            pattern={'pattern' in field ? field.pattern : undefined}
            spellCheck={field.type === 'slug' || field.type === 'path' ? false : undefined}
            className={inputClass(error)}
          />
        </div>
      )
    }
  }
}

function GroupField({
  field,
  path,
  value,
  errors,
  options,
}: {
  field: Extract<Field, { type: 'group' }>
  path: string
  value: unknown
  errors: Record<string, string>
  options: Record<string, Option[]>
}) {
  const items = Array.isArray(value) ? (value as Values[]) : []
  const error = errors[path]
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 font-semibold">{field.label}</legend>
      {field.hint ? <p className="text-sm text-muted">{field.hint}</p> : null}
      {error ? <p className="text-sm font-semibold text-danger">{error}</p> : null}
      <ol className="mt-3 space-y-4">
        {items.map((item, i) => (
          <li key={i} className="rounded-lg border border-slate-200 bg-slate-50 p-2 sm:p-3">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">
                {field.itemLabel} {i + 1}
              </span>
              <span className="flex gap-2">
                {i > 0 ? (
                  <button
                    type="submit"
                    name="intent"
                    value={`move-up:${path}:${i}`}
                    formNoValidate
                    className="rounded-md px-2 py-1 text-sm font-semibold text-primary hover:bg-primary-soft"
                  >
                    Move up
                    <span className="sr-only">
                      {' '}
                      {field.itemLabel.toLowerCase()} {i + 1}
                    </span>
                  </button>
                ) : null}
                {field.fixed ? null : (
                  <button
                    type="submit"
                    name="intent"
                    value={`remove:${path}:${i}`}
                    formNoValidate
                    className="rounded-md px-2 py-1 text-sm font-semibold text-danger hover:bg-red-50"
                  >
                    Remove
                    <span className="sr-only">
                      {' '}
                      {field.itemLabel.toLowerCase()} {i + 1}
                    </span>
                  </button>
                )}
              </span>
            </div>
            <ContentFields
              fields={field.fields}
              values={item}
              errors={errors}
              options={options}
              prefix={`${path}.${i}.`}
            />
          </li>
        ))}
      </ol>
      {!field.fixed && (field.maxItems === undefined || items.length < field.maxItems) ? (
        <button
          type="submit"
          name="intent"
          value={`add:${path}`}
          formNoValidate
          className="btn-outline mt-3 min-h-10 rounded-lg px-3 py-1.5 text-sm"
        >
          Add {field.itemLabel.toLowerCase()}
        </button>
      ) : null}
    </fieldset>
  )
}

export function ContentFields({ fields, values, errors, options, prefix = '' }: FieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {fields.map((f) => (
        <div
          key={f.name}
          hidden={f.type === 'hidden'}
          className={
            f.wide || f.type === 'group' || f.type === 'richtext' ? 'sm:col-span-2' : undefined
          }
        >
          <FieldInput
            field={f}
            path={`${prefix}${f.name}`}
            value={values[f.name]}
            errors={errors}
            options={options}
            siblings={{ fields, values }}
            prefix={prefix}
          />
        </div>
      ))}
    </div>
  )
}

/**
 * A text colour's contrast on the colours it is shown on (WCAG AA, 4.5:1), as the editor types
 * or picks: it reads the form's own inputs, so it follows every change without a round trip. The
 * server checks the same pairs on save (the brand kind's check) and refuses a failing one.
 */
function LiveContrast({
  name,
  initial,
  against,
}: {
  name: string
  initial: string
  against: Array<{ name: string; label: string; initial: string }>
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [colours, setColours] = useState(() => ({
    text: initial,
    on: against.map((a) => a.initial),
  }))
  const names = [name, ...against.map((a) => a.name)].join('|')
  useEffect(() => {
    const form = ref.current?.closest('form')
    if (!form) return
    const read = (n: string) => {
      const el = form.elements.namedItem(n)
      return el instanceof HTMLInputElement ? el.value : ''
    }
    const [text, ...on] = names.split('|')
    // After React has put a picked colour into its text box (the form hears the event first).
    const update = () =>
      window.setTimeout(() => setColours({ text: read(text!), on: on.map(read) }), 0)
    form.addEventListener('input', update)
    form.addEventListener('change', update)
    return () => {
      form.removeEventListener('input', update)
      form.removeEventListener('change', update)
    }
  }, [names])
  const results = against.map((a, i) => ({
    label: a.label,
    ratio: contrastRatio(colours.text, colours.on[i] ?? ''),
  }))
  return (
    <div ref={ref} role="status" className="mt-1.5 space-y-0.5 text-sm">
      {results.map((r) =>
        r.ratio === null ? null : (
          <p
            key={r.label}
            className={`font-semibold ${r.ratio >= AA_CONTRAST ? 'text-leaf' : 'text-danger'}`}
          >
            On {r.label.toLowerCase()}: {formatRatio(r.ratio)}{' '}
            {r.ratio >= AA_CONTRAST ? '(passes WCAG AA)' : '(fails: needs 4.5:1)'}
          </p>
        ),
      )}
    </div>
  )
}
