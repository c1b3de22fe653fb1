import { data } from 'react-router'
import type { RequestContext } from '#app/platform/context.server.ts'
import { applyForm } from './apply.server.ts'
import { contactForm } from './contact.server.ts'
import type { FormKind } from './fields.ts'
import { issueToken } from './time-trap.server.ts'
import { answerOf, langOfPost, processForm } from './submit.server.ts'

// Forms kept on a phone without signal are sent later by the service worker (public/sw.js via
// app/offline/, docs/decisions/0028): it asks here for a fresh time-trap, then posts the kept
// fields here and reads a plain JSON answer, whatever page (if any) is open.

const noStore = { 'Cache-Control': 'private, no-store' }

const formKind = (raw: unknown): FormKind | null =>
  raw === 'contact' || raw === 'apply' ? raw : null

/**
 * A fresh time-trap for a kept post, with how long it must age before it is used: the same rule
 * as a form drawn by the server (FORM_MIN_SECONDS), so the trap holds for every post.
 */
export function keptFormToken(url: URL, context: Pick<RequestContext, 'appSecret' | 'env'>) {
  const kind = formKind(url.searchParams.get('form'))
  if (!kind)
    return data(
      { message: 'Say which form: ?form=contact or ?form=apply.' },
      {
        status: 400,
        headers: noStore,
      },
    )
  return data(
    { token: issueToken(context.appSecret, kind), minSeconds: context.env.FORM_MIN_SECONDS },
    { headers: noStore },
  )
}

/**
 * A kept post, through the one pipeline (honeypot → repeat → time-trap → rate limit → validate
 * → store): `{ ok: true }`, or the refusal with its status and message, as JSON.
 */
export async function sendKeptForm(request: Request, context: RequestContext) {
  const kind = formKind(new URL(request.url).searchParams.get('form'))
  if (!kind)
    return data(
      { ok: false, reason: 'refused', message: 'Say which form: ?form=contact or ?form=apply.' },
      { status: 400, headers: noStore },
    )
  const outcome =
    kind === 'contact'
      ? await processForm(request, context, contactForm)
      : await processForm(request, context, applyForm)
  if (outcome.ok) return data({ ok: true }, { headers: noStore })
  // In the language of the page the post was written on (`&lang=kn`).
  const { reason, message, fieldErrors } = answerOf(outcome.refusal, langOfPost(request))
  return data(
    { ok: false, reason, message, fieldErrors },
    { status: outcome.status, headers: { ...noStore, ...outcome.headers } },
  )
}
