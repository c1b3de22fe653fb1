import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import type * as SonnerModule from 'sonner'
import {
  HONEYPOT_FIELD,
  JS_FIELD,
  SUBMISSION_FIELD,
  TOKEN_FIELD,
  type FormResult,
  type FormRules,
} from '#app/domain/forms/fields.ts'
import { Field } from './field.tsx'
import { useI18n } from '#app/i18n/i18n.tsx'

/** Spec §9: the success text stays 3 s, toasts 5 s at the top right. */
const SUCCESS_MS = 3000
const TOAST_MS = 5000

type Sonner = typeof SonnerModule
type Toast = { kind: 'success' | 'error' | 'message'; text: string }

/**
 * The toast library loads when the visitor first touches the form, not with the page: most
 * visitors never send anything, and first-load JavaScript is what a cheap phone pays for.
 */
let sonnerModule: Promise<Sonner> | null = null
const loadSonner = () => (sonnerModule ??= import('sonner'))

export type SiteFormTexts = {
  submit: string
  /** The button while sending ("Sending...", "Submitting..."). */
  busy: string
  /** Inline, for 3 s after a success ("Message Sent Successfully!"). */
  success: string
}

/** Both forms' toasts say the same (spec §8). */
const SUCCESS_TOAST = 'Message sent successfully!'
const FAILURE_TOAST = 'Failed to send the message. Please try again!'
/** A post kept on the phone without signal (docs/offline.md). */
const KEPT_TEXT = 'Saved on this phone. It will be sent when you are online.'

/** A new id for the next post: a repeat of one is stored once (docs/decisions/0028). */
const newSubmissionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : ''

/**
 * A public form that works twice over. Without JavaScript it is a plain POST: the server answers
 * with the page, its messages and the visitor's input, or redirects to `?sent=1` on success.
 * With JavaScript a fetcher sends it: the button says it is busy, success clears the form and
 * shows the inline text and a toast, failure keeps the input and shows the error toast.
 */
export function SiteForm<Name extends string>({
  fields,
  rules,
  token,
  sent,
  actionData,
  hidden,
  texts,
  wide = [],
  columns = 2,
  footer,
}: {
  fields: readonly Name[]
  rules: FormRules<Name>
  token: string
  /** The page was reached by the redirect after a plain post succeeded. */
  sent: boolean
  actionData: FormResult<Name> | undefined
  hidden?: Record<string, string>
  texts: SiteFormTexts
  /** Fields that take the full width on wider screens. */
  wide?: readonly Name[]
  /** Two columns of fields from the sm breakpoint, or one. */
  columns?: 1 | 2
  footer?: React.ReactNode
}) {
  const fetcher = useFetcher<FormResult<Name>>()
  const { t: say } = useI18n()
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const [scripted, setScripted] = useState(false)
  const [successAt, setSuccessAt] = useState(0)
  const [kept, setKept] = useState(false)
  const [submissionId, setSubmissionId] = useState('')
  const [sonner, setSonner] = useState<Sonner | null>(null)
  const [toasts, setToasts] = useState<Toast[]>([])
  const handled = useRef<unknown>(null)

  const prepareToasts = useCallback(() => {
    loadSonner().then(setSonner, () => {
      // Not loaded (a dropped connection): the inline messages still say everything; try again
      // at the next chance.
      sonnerModule = null
    })
  }, [])
  const showToast = useCallback(
    (t: Toast) => {
      prepareToasts()
      setToasts((queue) => [...queue, t])
    },
    [prepareToasts],
  )

  // Shown once the Toaster is mounted (its own effect subscribes before this one runs).
  useEffect(() => {
    if (!sonner || !toasts.length) return
    for (const t of toasts)
      if (t.kind === 'message') sonner.toast(t.text)
      else sonner.toast[t.kind](t.text)
    setToasts([])
  }, [sonner, toasts])

  useEffect(() => {
    setScripted(true)
    setSubmissionId(newSubmissionId())
  }, [])

  const result = fetcher.data ?? actionData
  const refusal = result && !result.ok ? result : null
  const busy = fetcher.state !== 'idle'

  useEffect(() => {
    const outcome = fetcher.data
    if (fetcher.state !== 'idle' || !outcome || handled.current === outcome) return
    handled.current = outcome
    if (outcome.ok) {
      formRef.current?.reset()
      setSubmissionId(newSubmissionId())
      if (outcome.queued) {
        // Said until the visitor sends another: the shell says again when it has gone.
        setKept(true)
        setSuccessAt(0)
        showToast({ kind: 'message', text: say(KEPT_TEXT) })
        return
      }
      setKept(false)
      setSuccessAt(Date.now())
      showToast({ kind: 'success', text: say(SUCCESS_TOAST) })
      return
    }
    setKept(false)
    setSuccessAt(0)
    if (outcome.reason === 'duplicate') showToast({ kind: 'message', text: say(outcome.message) })
    else showToast({ kind: 'error', text: say(FAILURE_TOAST) })
    const firstInvalid = fields.find((f) => outcome.fieldErrors[f])
    const target = firstInvalid
      ? formRef.current?.elements.namedItem(firstInvalid)
      : alertRef.current
    if (target instanceof HTMLElement) {
      // Centred, so the fixed header and the toast do not cover the field and its label.
      target.focus({ preventScroll: true })
      target.scrollIntoView({ block: 'center' })
    }
  }, [fetcher.state, fetcher.data, fields, showToast, say])

  useEffect(() => {
    if (!successAt) return
    const t = setTimeout(() => setSuccessAt(0), SUCCESS_MS)
    return () => clearTimeout(t)
  }, [successAt])

  const values: Partial<Record<Name, string>> = refusal?.values ?? {}
  const successText = kept
    ? say(KEPT_TEXT)
    : successAt
      ? say(texts.success)
      : sent && !result
        ? say(texts.success)
        : ''

  return (
    <>
      <fetcher.Form
        ref={formRef}
        method="post"
        onFocus={prepareToasts}
        className={`grid gap-5 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}
      >
        <p className="text-sm text-muted sm:col-span-2">{say('All fields are required.')}</p>
        {refusal ? (
          <div
            ref={alertRef}
            role="alert"
            tabIndex={-1}
            className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 font-semibold text-danger outline-none sm:col-span-2"
          >
            {/* The server words it in the page's language; a refusal made in the browser (no
                answer at all) is its English sentence, a catalogue message. */}
            {say(refusal.message)}
          </div>
        ) : null}
        {fields.map((name) => (
          <div key={name} className={wide.includes(name) ? 'sm:col-span-2' : undefined}>
            <Field
              formId={formId}
              name={name}
              rule={rules[name]}
              error={refusal?.fieldErrors[name]}
              defaultValue={values[name]}
            />
          </div>
        ))}

        {/* People never see this field; bots that fill every input do (issue 7, honeypot). */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{say('Leave this field empty')}</label>
          <input
            id={`${formId}-${HONEYPOT_FIELD}`}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <input type="hidden" name={TOKEN_FIELD} value={refusal?.token ?? token} />
        {scripted ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
        {submissionId ? <input type="hidden" name={SUBMISSION_FIELD} value={submissionId} /> : null}
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}

        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={busy}
            className="btn-primary min-w-44 disabled:opacity-75"
          >
            {busy ? say(texts.busy) : say(texts.submit)}
          </button>
          <p role="status" className={successText ? 'font-semibold text-leaf' : 'sr-only'}>
            {successText}
          </p>
        </div>
        {footer ? <div className="text-sm text-muted sm:col-span-2">{footer}</div> : null}
      </fetcher.Form>
      {sonner ? (
        <sonner.Toaster
          position="top-right"
          duration={TOAST_MS}
          closeButton
          containerAriaLabel={say('Notifications')}
          toastOptions={{ closeButtonAriaLabel: say('Close') }}
          offset={{ top: 80, right: 16 }}
          mobileOffset={{ top: 72, left: 12, right: 12 }}
        />
      ) : null}
    </>
  )
}
