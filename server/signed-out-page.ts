import type { Request as ExpressRequest } from 'express'
import { consolePaths, loginPath } from '#app/routing/console.ts'
import { escapeHtml } from '#app/utils/html.server.ts'
import { readBody } from './react-router-adapter.ts'

/**
 * A console form sent without JavaScript (a plain POST that the browser shows as a page) after
 * the session ended: 401 as every console action without a session, but as a page that keeps
 * what was typed. The browser cannot go Back to the form (the page is asked for again, and
 * without a session that is the sign-in), so the words are shown here to be copied, beside a
 * link to sign in again in a new tab. With JavaScript the console keeps them itself
 * (components/admin/unsent-edits.tsx).
 */
export function isPlainFormPost(req: ExpressRequest): boolean {
  if (req.method !== 'POST' || req.path.endsWith('.data')) return false
  const dest = req.get('sec-fetch-dest')
  return dest ? dest === 'document' : /text\/html/.test(req.get('accept') ?? '')
}

const KANNADA = /[\u0C80-\u0CFF]/

/** The fields that are the form's workings, not what a person typed. */
const WORKINGS = new Set(['csrf', 'intent', 'version', 'overwrites', 'website', 'started'])

/** `jobTitle` → "Job title", `seo.description` → "Seo description". */
function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._\-[\]]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : name
}

/** What a plain form sent, as labelled texts (none when the body is not a readable form). */
async function typedIn(req: ExpressRequest): Promise<Array<{ label: string; value: string }>> {
  if (!/^application\/x-www-form-urlencoded/i.test(req.get('content-type') ?? '')) return []
  try {
    const form = new URLSearchParams((await readBody(req)).toString('utf8'))
    return [...form]
      .filter(([name, value]) => !WORKINGS.has(name) && value.trim() !== '')
      .map(([name, value]) => ({ label: labelOf(name), value }))
  } catch {
    return []
  }
}

export async function signedOutPage(req: ExpressRequest): Promise<string> {
  // Sign out, pressed after the session had ended: nothing was lost.
  if (req.path === consolePaths.logout)
    return page('You are signed out', `<p><a href="${consolePaths.login}">Sign in again</a></p>`)
  const fields = await typedIn(req)
  const signIn = escapeHtml(loginPath(req.originalUrl))
  const kept = fields.length
    ? `<h2>What you typed</h2><p>Copy it from here before you close this page.</p>${fields
        .map(
          (f, i) =>
            `<p><label for="typed-${i}">${escapeHtml(f.label)}</label><textarea id="typed-${i}"${KANNADA.test(f.value) ? ' lang="kn"' : ''} readonly rows="${Math.min(12, Math.max(2, Math.ceil(f.value.length / 70)))}">${escapeHtml(f.value)}</textarea></p>`,
        )
        .join('')}`
    : ''
  return page(
    'You were signed out, so this was not saved',
    `<p>Your session ended before this reached us: after eight hours without use, a sign-out from every device, or a new password.</p><p><a href="${signIn}" target="_blank" rel="noopener">Sign in again in a new tab</a>, open the page there and put what you typed back, then save it.</p>${kept}`,
  )
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} · Console</title><style>body{font-family:system-ui,sans-serif;color:#1e293b;background:#f8fafc;margin:0;line-height:1.5}main{max-width:44rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.5rem;margin:0 0 .75rem}h2{font-size:1.125rem;margin:2rem 0 .25rem}label{display:block;font-weight:600;margin-top:1rem}textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #94a3b8;border-radius:.375rem;background:#fff}a{color:#1e3a8a;font-weight:600}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}
