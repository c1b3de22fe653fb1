import { useId, type ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { formatMomentIST } from '#app/utils/dates.ts'

/**
 * The console's small building blocks: labelled fields with their errors, buttons that say when
 * they are busy, notices that screen readers hear. Every form is a plain POST that works without
 * JavaScript and carries the session's CSRF token.
 */

export function CsrfInput({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />
}

/** A console form: POST, the CSRF token, and an intent naming what it does. */
export function ConsoleForm({
  csrf,
  intent,
  children,
  className,
  action,
  reloadDocument,
  'aria-label': ariaLabel,
}: {
  csrf: string
  intent?: string
  children: ReactNode
  className?: string
  action?: string
  reloadDocument?: boolean
  'aria-label'?: string
}) {
  return (
    <Form
      method="post"
      action={action}
      className={className}
      reloadDocument={reloadDocument}
      aria-label={ariaLabel}
    >
      <CsrfInput token={csrf} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
    </Form>
  )
}

type FieldProps = {
  label: string
  name: string
  type?: 'text' | 'email' | 'password' | 'search' | 'date' | 'datetime-local' | 'url' | 'tel'
  /** For datetime-local: 1 keeps seconds. */
  step?: number
  defaultValue?: string
  error?: string | null
  hint?: ReactNode
  required?: boolean
  autoComplete?: string
  inputMode?: 'numeric' | 'text' | 'email' | 'url' | 'search'
  maxLength?: number
  minLength?: number
  pattern?: string
  autoFocus?: boolean
  className?: string
  readOnly?: boolean
  spellCheck?: boolean
  placeholder?: string
}

export function Field({ label, name, error, hint, className, ...input }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={input.type ?? 'text'}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-xs outline-offset-1 ${error ? 'border-danger' : 'border-slate-300'}`}
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function SelectField({
  label,
  name,
  options,
  defaultValue,
  className,
  hint,
}: {
  label: string
  name: string
  options: ReadonlyArray<{ value: string; label: string }>
  defaultValue?: string
  className?: string
  hint?: string
}) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? <p className="mt-0.5 text-sm text-muted">{hint}</p> : null}
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A submit button that reads `busy` while its form is being sent (and is disabled then). */
export function SubmitButton({
  children,
  busy,
  variant = 'primary',
  name,
  value,
  form,
  className = '',
}: {
  children: ReactNode
  busy?: string
  variant?: 'primary' | 'outline' | 'danger' | 'quiet'
  name?: string
  value?: string
  /** The id of the form it sends, when the button stands outside it. */
  form?: string
  className?: string
}) {
  const navigation = useNavigation()
  const sending =
    navigation.state === 'submitting' &&
    (value === undefined || navigation.formData?.get(name ?? 'intent') === value)
  const styles = {
    primary: 'btn-primary',
    outline: 'btn-outline',
    danger: 'btn border-2 border-danger bg-white text-danger hover:bg-red-50',
    quiet: 'btn px-3 text-primary hover:bg-primary-soft',
  }[variant]
  return (
    <button
      type="submit"
      name={name}
      value={value}
      form={form}
      disabled={sending}
      className={`${styles} rounded-lg disabled:opacity-60 ${className}`}
    >
      {sending && busy ? busy : children}
    </button>
  )
}

/** A message after an action: green for done, red for refused; announced to screen readers. */
export function Notice({
  tone,
  children,
}: {
  tone: 'success' | 'error' | 'info'
  children: ReactNode
}) {
  const styles = {
    success: 'border-leaf/30 bg-leaf-soft text-leaf',
    error: 'border-danger/30 bg-red-50 text-danger',
    info: 'border-primary/20 bg-primary-soft text-primary-dark',
  }[tone]
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 font-semibold ${styles}`}
    >
      {children}
    </p>
  )
}

export function PageTitle({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl sm:text-3xl">{children}</h1>
      {lead ? <p className="mt-1 max-w-3xl text-muted">{lead}</p> : null}
    </div>
  )
}

export function Panel({
  title,
  children,
  id,
  actions,
}: {
  title?: string
  children: ReactNode
  id?: string
  actions?: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      {title ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg">
            {title}
          </h2>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  )
}

export function Badge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode
  tone?: 'neutral' | 'good' | 'warn' | 'bad' | 'info'
}) {
  const styles = {
    neutral: 'bg-slate-100 text-slate-700',
    good: 'bg-leaf-soft text-leaf',
    warn: 'bg-turmeric-soft text-[#7a5200]',
    bad: 'bg-red-50 text-danger',
    info: 'bg-primary-soft text-primary-dark',
  }[tone]
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${styles}`}
    >
      {children}
    </span>
  )
}

export function Time({ ms }: { ms: number | null }) {
  return ms ? <time dateTime={new Date(ms).toISOString()}>{formatMomentIST(ms)}</time> : <>—</>
}

/** A list's pages: Previous and Next page around "Page N of M"; nothing when there is one. */
export function Pager({
  page,
  pages,
  link,
  label = 'Pages',
}: {
  page: number
  pages: number
  /** The address of page `p` of the same list. */
  link: (p: number) => string
  label?: string
}) {
  if (pages < 2) return null
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3">
      {page > 1 ? <Link to={link(page - 1)}>Previous page</Link> : null}
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={link(page + 1)}>Next page</Link> : null}
    </nav>
  )
}
