/**
 * What the contact and apply forms share, in the browser and on the server: the rule type that
 * feeds both the input attributes and the server's zod schema (fields.server.ts), the hidden
 * fields, and the shape of an action's answer. No zod here: this file reaches the browser.
 */

import { PHONE_INPUT_MAX_LENGTH, PHONE_INPUT_PATTERN } from '#app/utils/phone.ts'
import { langOfPath, type Lang } from '#app/routing/lang.ts'
import { refusalText, type FormRefusal } from './refusals.ts'

export type FieldRule = {
  label: string
  type: 'text' | 'email' | 'tel' | 'url' | 'textarea'
  maxLength: number
  /** An HTML `pattern` (anchored by the browser); the server anchors the same source. */
  pattern?: string
  inputMode?: 'numeric' | 'email' | 'url' | 'text'
  autoComplete?: string
  placeholder?: string
  /** A short help line under the field. */
  hint?: string
  /**
   * What the server stores of an accepted value (fields.server.ts): `phone` keeps the ten
   * digits, `web-link` adds https:// to a link typed without a scheme.
   */
  normalize?: 'phone' | 'web-link'
  /** Every field is required (spec §5); these are the server's messages. */
  messages: { required: string; tooLong: string; invalid?: string }
}

export type FormRules<Name extends string> = Record<Name, FieldRule>

/** Ten digits, as the spec asks of the contact phone (§5). */
const PHONE_PATTERN = '[0-9]{10}'

export const phoneRule = (label: string, placeholder: string): FieldRule => ({
  label,
  // A text field with the number pad: HTML allows `tel-national` (the ten digits without +91,
  // which is what the pattern takes) only on text fields; on type="tel" only `tel`, which
  // autofills "+91…" and would not fit (Nu HTML checker).
  type: 'text',
  maxLength: 10,
  pattern: PHONE_PATTERN,
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  placeholder,
  hint: '10 digits, without +91 or 0 in front',
  messages: {
    required: 'Please enter your phone number.',
    tooLong: 'Please enter a 10-digit phone number, digits only.',
    invalid: 'Please enter a 10-digit phone number, digits only.',
  },
})

/**
 * A phone typed the way people write it ("+91 98765 43210", "098765-43210"): the server keeps
 * the ten digits.
 */
export const flexiblePhoneRule = (label: string, placeholder: string): FieldRule => ({
  label,
  type: 'tel',
  maxLength: PHONE_INPUT_MAX_LENGTH,
  pattern: PHONE_INPUT_PATTERN,
  autoComplete: 'tel',
  placeholder,
  hint: '10 digits; +91 or 0 in front is fine',
  normalize: 'phone',
  messages: {
    required: 'Please enter your phone number.',
    tooLong: 'Please enter a 10-digit phone number, like 98765 43210.',
    invalid: 'Please enter a 10-digit phone number, like 98765 43210 or +91 98765 43210.',
  },
})

export const nameRule = (label: string): FieldRule => ({
  label,
  type: 'text',
  maxLength: 100,
  autoComplete: 'name',
  placeholder: 'Your full name',
  messages: {
    required: 'Please enter your name.',
    tooLong: 'Please keep your name under 100 characters.',
  },
})

export const emailRule = (label: string): FieldRule => ({
  label,
  type: 'email',
  maxLength: 254,
  inputMode: 'email',
  autoComplete: 'email',
  placeholder: 'name@example.com',
  messages: {
    required: 'Please enter your e-mail address.',
    tooLong: 'Please enter a shorter e-mail address.',
    invalid: 'Please enter a valid e-mail address, like name@example.com.',
  },
})

/** Hidden fields of every form: a honeypot people never see, the signed time-trap, and a flag. */
export const HONEYPOT_FIELD = 'website'
export const TOKEN_FIELD = 'started'
/** Present only when the page's JavaScript sent the form (a fetcher): no redirect then. */
export const JS_FIELD = 'js'
/**
 * The id the page's script gives a post when Send is pressed (a UUID): a repeat of it is
 * answered with the first one's success, so a post kept on the phone and sent again is stored
 * once (docs/decisions/0028).
 */
export const SUBMISSION_FIELD = 'submission'
/** When Send was pressed (epoch ms), on a post that waited on the phone for the signal. */
export const QUEUED_AT_FIELD = 'queued_at'
/** A form page asked as `?shell=1` has no time-trap: the service worker keeps it (docs/offline.md). */
export const FORM_SHELL_PARAM = 'shell'

export type FormKind = 'contact' | 'apply'

/** Why a post was refused (refusals.ts words it); the page keeps what was typed (`values`). */
export type { FormRefusal }

export type FormResult<Name extends string> =
  /** `queued`: kept on the phone without signal, to be sent when it returns. */
  | { ok: true; queued?: boolean }
  | {
      ok: false
      reason: FormRefusal
      message: string
      fieldErrors: Partial<Record<Name, string>>
      values: Partial<Record<Name, string>>
      /** A fresh time-trap when the old one could not be used again. */
      token?: string
    }

/**
 * What a form page shows when the browser could not reach the server at all: the English
 * sentence, which the page words in its language (a catalogue message, site-form.tsx).
 */
const offlineResult: FormResult<never> = {
  ok: false,
  reason: 'unavailable',
  message: refusalText('unavailable', { offline: true }),
  fieldErrors: {},
  values: {},
}

/** What a form page shows when the post was kept on the phone to be sent later. */
const keptResult: FormResult<never> = { ok: true, queued: true }

/**
 * A form route's clientAction: a lost connection on a slow network is not an error page. When
 * the service worker runs, the post is kept on the phone (IndexedDB, without its time-trap) and
 * sent when the signal returns (docs/offline.md); otherwise it is a failed send and the input
 * stays.
 */
export async function sendOrOffline<T>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
  kind: FormKind,
): Promise<T | FormResult<never>> {
  const copy = request.clone()
  // The language of the page the form is on (`/kn/contact-us`): the kept post says it, so the
  // server answers it in that language.
  const lang = langOfPath(new URL(request.url).pathname)
  const sent = await request
    .clone()
    .formData()
    .catch(() => null)
  // The shell the service worker keeps for a form never opened on this phone has no time-trap.
  if (sent && !sent.get(TOKEN_FIELD)) return sendFromShell(kind, lang, sent)
  try {
    return await serverAction()
  } catch {
    const form = await copy.formData().catch(() => null)
    return form && (await keepOnPhone(kind, lang, form)) ? keptResult : offlineResult
  }
}

/**
 * A post from the kept shell of a form page (docs/offline.md): as the worker sends a kept post, a
 * fresh time-trap from the no-store endpoint, aged as the trap requires, then the JSON endpoint,
 * with the visitor's time counted from when Send was pressed. Without signal it is kept on the
 * phone like any other post.
 */
async function sendFromShell(
  kind: FormKind,
  lang: Lang,
  form: FormData,
): Promise<FormResult<never>> {
  const queuedAt = Date.now()
  let answer: Response
  try {
    const issued = await fetch(`/forms/token?form=${kind}`, { cache: 'no-store' })
    if (!issued.ok) return offlineResult
    const { token, minSeconds } = (await issued.json()) as { token: string; minSeconds: number }
    await new Promise((resolve) => setTimeout(resolve, minSeconds * 1000))
    const body = new FormData()
    for (const [name, value] of form) if (typeof value === 'string') body.append(name, value)
    body.set(TOKEN_FIELD, token)
    body.set(QUEUED_AT_FIELD, String(queuedAt))
    answer = await fetch(`/forms/send?form=${kind}&lang=${lang}`, { method: 'POST', body })
  } catch {
    return (await keepOnPhone(kind, lang, form)) ? keptResult : offlineResult
  }
  const json = (await answer.json().catch(() => null)) as FormResult<string> | null
  if (!json) return offlineResult
  if (json.ok) return { ok: true }
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string'))
  return { ...json, fieldErrors: json.fieldErrors ?? {}, values } as FormResult<never>
}

/**
 * A form route's shouldRevalidate: after a post kept on the phone there is no network to read
 * the page's data again (the worker would load the page as a document, losing the message that
 * says the post was kept).
 */
export function keptFormRevalidation({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown
  defaultShouldRevalidate: boolean
}): boolean {
  const kept = (actionResult as { queued?: boolean } | undefined)?.queued === true
  return kept ? false : defaultShouldRevalidate
}

/** Hands the post to the service worker, which keeps it; false when there is none. */
function keepOnPhone(kind: FormKind, lang: Lang, form: FormData): Promise<boolean> {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller
  const id = form.get(SUBMISSION_FIELD)
  if (!worker || typeof id !== 'string' || !id) return Promise.resolve(false)
  const skip = new Set([TOKEN_FIELD, JS_FIELD, SUBMISSION_FIELD])
  const fields = [...form].filter(([n, v]) => typeof v === 'string' && !skip.has(n))
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (e) => resolve(e.data?.ok === true)
    worker.postMessage(
      { type: 'keep-form', post: { id, kind, lang, fields, queuedAt: Date.now() } },
      [channel.port2],
    )
  })
}

/** Form pages carry a signed time-trap made for each visitor: never cached for everyone. */
export const formPageHandle = { cache: 'private' }
