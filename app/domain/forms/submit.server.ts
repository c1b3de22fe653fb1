import { data, redirect } from 'react-router'
import type { RequestContext } from '#app/platform/context.server.ts'
import { composeMessage, fingerprintOf, newMessageId } from '#app/domain/mail/message.server.ts'
import { notifyOutbox } from '#app/domain/mail/outbox-signal.server.ts'
import { queueArrivalNotices } from '#app/domain/inbox/arrival.server.ts'
import { consumeRateLimit, rateLimitSubject } from '#app/platform/rate-limits.server.ts'
import {
  hasSubmissionSince,
  hasSubmissionWithClientId,
  saveSubmission,
  type NewSubmission,
} from './submissions.server.ts'
import {
  HONEYPOT_FIELD,
  JS_FIELD,
  FORM_SHELL_PARAM,
  QUEUED_AT_FIELD,
  SUBMISSION_FIELD,
  TOKEN_FIELD,
  type FormKind,
  type FormRefusal,
  type FormResult,
  type FormRules,
} from './fields.ts'
import { parseFields, readValues } from './fields.server.ts'
import { TOKEN_MAX_AGE_MS, checkToken, issueToken } from './time-trap.server.ts'
import { refusalMessage } from './refusals.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { inLang, langOfPath, type Lang } from '#app/routing/lang.ts'

export type FormSpec<Name extends string> = {
  kind: FormKind
  fields: readonly Name[]
  rules: FormRules<Name>
  /** What to store once every field is valid (the apply form looks up its job here). */
  toSubmission: (
    value: Record<Name, string>,
    form: FormData,
    context: RequestContext,
  ) => Promise<NewSubmission>
}

/**
 * The language of the page a post came from: a form page posts to itself (`/kn/contact-us`), a
 * post kept on the phone says it (`/forms/send?form=contact&lang=kn`).
 */
export function langOfPost(request: Request): Lang {
  const url = new URL(request.url)
  return url.searchParams.get('lang') === 'kn' ? 'kn' : langOfPath(url.pathname)
}

/** A post's id from the page's script: a UUID (crypto.randomUUID). */
const CLIENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * What the pipeline decided, as codes: a refusal says why (`reason`, with the minutes to wait
 * after too many posts) and gives back what was typed; its words are added where the answer
 * leaves for the visitor (`answerOf`, from refusals.ts).
 */
export type Refusal<Name extends string> = Omit<
  Extract<FormResult<Name>, { ok: false }>,
  'message'
> & { retryMinutes?: number }

export type Outcome<Name extends string> =
  | { ok: true; viaScript: boolean }
  | { ok: false; status: number; refusal: Refusal<Name>; headers?: HeadersInit }

/** A refusal as the visitor's browser (or the service worker) receives it: with its words. */
export function answerOf<Name extends string>(
  { retryMinutes, ...refusal }: Refusal<Name>,
  lang: Lang = 'en',
): Extract<FormResult<Name>, { ok: false }> {
  const t = translator(lang)
  const { message, values } = refusalMessage(refusal.reason, { retryMinutes })
  const fieldErrors: Partial<Record<Name, string>> = {}
  for (const [name, error] of Object.entries(refusal.fieldErrors) as Array<[Name, string]>)
    fieldErrors[name] = t(error)
  return { ...refusal, fieldErrors, message: t(message, values) }
}

/** The time-trap token a page embeds in its form. */
function formToken(context: Pick<RequestContext, 'appSecret'>, kind: FormKind): string {
  return issueToken(context.appSecret, kind)
}

/**
 * Every public form post, in the order CONVENTIONS.md "Forms" gives: bot checks (honeypot,
 * time-trap) → rate limit → parse → refuse a repeat → store message and e-mail together →
 * answer. Nothing here throws for bad input: each refusal is a 4xx (or a 503 when the database
 * fails) with a message, and the visitor's input comes back.
 */
export async function processForm<Name extends string>(
  request: Request,
  context: RequestContext,
  spec: FormSpec<Name>,
): Promise<Outcome<Name>> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    form = new FormData()
  }
  const values = readValues(form, spec.fields)
  const token = form.get(TOKEN_FIELD)
  const refuse = (
    status: number,
    reason: FormRefusal,
    extra: Partial<Refusal<Name>> = {},
    headers?: HeadersInit,
  ): Outcome<Name> => ({
    ok: false,
    status,
    headers,
    refusal: { ok: false, reason, fieldErrors: {}, values, ...extra },
  })
  const log = context.log.child({ form: spec.kind })

  const honeypot = form.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    log.info('form refused: honeypot filled')
    return refuse(400, 'refused')
  }
  // A post made by the page's script carries the id it got when Send was pressed; one that
  // waited on the phone also says when that was (docs/decisions/0028).
  const clientId = form.get(SUBMISSION_FIELD)
  if (clientId !== null && (typeof clientId !== 'string' || !CLIENT_ID.test(clientId))) {
    log.info('form refused: a malformed submission id')
    return refuse(400, 'refused')
  }
  try {
    if (clientId && (await hasSubmissionWithClientId(context.db, clientId))) {
      // A repeat (a retry after a lost answer, or two replays of one kept post): the first
      // one's success, before the time-trap and the rate limit could turn it into a failure.
      log.info('form: a repeat of a stored post; answered with its success')
      return { ok: true, viaScript: form.get(JS_FIELD) === '1' }
    }
  } catch (error) {
    log.error({ err: error }, 'form: a repeat could not be checked')
    return refuse(503, 'unavailable')
  }
  const queuedAt = form.get(QUEUED_AT_FIELD)
  if (queuedAt !== null) {
    const at = typeof queuedAt === 'string' && /^\d{1,15}$/.test(queuedAt) ? Number(queuedAt) : NaN
    // The visitor's time is counted from when Send was pressed, not from the fresh token the
    // phone fetched just before sending: a day's wait without signal is as far as it goes.
    if (!Number.isFinite(at) || at > Date.now() + 60_000) return refuse(400, 'refused')
    if (Date.now() - at > TOKEN_MAX_AGE_MS) {
      log.info('form refused: kept on the phone for too long')
      return refuse(400, 'too-old')
    }
  }

  const check = checkToken(context.appSecret, spec.kind, token, {
    minSeconds: context.env.FORM_MIN_SECONDS,
  })
  if (check !== 'ok') {
    log.info({ check }, 'form refused by the time-trap')
    const fresh = formToken(context, spec.kind)
    if (check === 'too-fast') return refuse(400, 'too-fast')
    if (check === 'expired') return refuse(400, 'expired', { token: fresh })
    return refuse(400, 'refused', { token: fresh })
  }

  try {
    const limit = await consumeRateLimit(
      context.db,
      `${spec.kind}:${rateLimitSubject(context.clientIp)}`,
      {
        max: context.env.RATE_LIMIT_MAX,
        windowMs: context.env.RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
    )
    if (!limit.allowed) {
      const minutes = Math.max(1, Math.ceil(limit.retryAfterMs / 60_000))
      log.info({ count: limit.count }, 'form refused: rate limit')
      return refuse(
        429,
        'rate-limited',
        { retryMinutes: minutes },
        { 'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)) },
      )
    }
  } catch (error) {
    log.error({ err: error }, 'form: the rate limit could not be checked')
    return refuse(503, 'unavailable')
  }

  const parsed = parseFields(spec.rules, values)
  if (!parsed.ok) return refuse(400, 'invalid', { fieldErrors: parsed.errors })

  try {
    const submission = {
      ...(await spec.toSubmission(parsed.value, form, context)),
      lang: langOfPost(request),
    }
    const fingerprint = fingerprintOf(submission)
    const window = context.env.RATE_LIMIT_DUPLICATE_HOURS * 60 * 60 * 1000
    if (window > 0 && (await hasSubmissionSince(context.db, fingerprint, Date.now() - window))) {
      // The same post, stored by a twin that passed the repeat check a moment before this one.
      if (clientId && (await hasSubmissionWithClientId(context.db, clientId))) {
        log.info('form: a repeat raced the first post; answered with its success')
        return { ok: true, viaScript: form.get(JS_FIELD) === '1' }
      }
      log.info('form refused: the same message again')
      return refuse(409, 'duplicate')
    }
    let stored
    try {
      stored = await saveSubmission(context.db, submission, {
        messageId: newMessageId(context.env.PUBLIC_URL),
        payload: composeMessage(submission),
        fingerprint,
        clientId: clientId ?? undefined,
      })
    } catch (error) {
      // Two posts with one id at the same moment: the unique index let one in; this is the other.
      if (clientId && (await hasSubmissionWithClientId(context.db, clientId))) {
        log.info('form: a repeat raced the first post; answered with its success')
        return { ok: true, viaScript: form.get(JS_FIELD) === '1' }
      }
      throw error
    }
    log.info(
      { submissionId: stored.submissionId, outboxId: stored.outboxId },
      'form stored; mail queued',
    )
    // HR's arrival notice (issue 37): queued after the application is safely stored, and a
    // failure here is logged, never the visitor's problem.
    if (submission.kind === 'apply')
      await queueArrivalNotices(
        context.db,
        { submissionId: stored.submissionId, ...submission },
        context.env,
      ).catch((error: unknown) => log.error({ err: error }, 'form: the HR notice was not queued'))
    notifyOutbox()
  } catch (error) {
    log.error({ err: error }, 'form: the message could not be stored')
    return refuse(503, 'unavailable')
  }
  return { ok: true, viaScript: form.get(JS_FIELD) === '1' }
}

/**
 * The action's answer. Sent by the page's script (a fetcher): the result as data, the page stays.
 * Sent as a plain form: a refusal re-renders the page with the messages and the input; success
 * redirects (post/redirect/get) to `successUrl`, which says so.
 */
function answerForm<Name extends string>(outcome: Outcome<Name>, successUrl: string, lang: Lang) {
  if (outcome.ok) {
    if (!outcome.viaScript) throw redirect(inLang(successUrl, lang), 303)
    return data({ ok: true } as FormResult<Name>, {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  }
  return data(answerOf(outcome.refusal, lang) as FormResult<Name>, {
    status: outcome.status,
    headers: { 'Cache-Control': 'private, no-store', ...outcome.headers },
  })
}

/** Headers of a form page: its loader's and action's (private caching, Retry-After on a 429). */
export function formPageHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers
  actionHeaders: Headers
}): Headers {
  const headers = new Headers(loaderHeaders)
  actionHeaders.forEach((value, key) => headers.set(key, value))
  headers.set('Cache-Control', 'private, no-store')
  return headers
}

/** What every form page's loader returns with its data: never stored by a shared cache. */
const privatePage = { headers: { 'Cache-Control': 'private, no-store' } }

/**
 * A form page's loader answer: a fresh time-trap for this visitor, whether a plain post just
 * succeeded (`?sent=1`), and the page's own data; never stored by a shared cache.
 */
export function formPageData<Extra extends object>(
  url: URL,
  context: Pick<RequestContext, 'appSecret' | 'env'>,
  kind: FormKind,
  extra: Extra,
) {
  const sent = url.searchParams.get('sent') === '1'
  // `?shell=1`: the page without a time-trap, which the service worker keeps for a phone without
  // signal (docs/offline.md); a post from it asks for a fresh one when Send is pressed.
  const shell = url.searchParams.get(FORM_SHELL_PARAM) === '1'
  return data(
    {
      token: shell ? '' : formToken(context, kind),
      shell,
      sent,
      // The form's data notice says how long what is sent is kept (RETENTION_DAYS).
      retentionDays: context.env.RETENTION_DAYS,
      ...extra,
    },
    privatePage,
  )
}

/** A form page's action: the one pipeline, then its answer (see answerForm). */
export async function submitForm<Name extends string>(
  request: Request,
  context: RequestContext,
  spec: FormSpec<Name>,
  successUrl: string,
) {
  // The answer is in the page's language: the form posts to its own page (/kn/contact-us).
  return answerForm(await processForm(request, context, spec), successUrl, langOfPost(request))
}
