import type { Request as ExpressRequest } from 'express'
import type { Db, DbHandle } from '#app/db/client.server.ts'
import type { AppServices, LivePreviewItem, RequestContext } from '#app/platform/context.server.ts'
import { findSession, sessionTokenOf } from '#app/domain/accounts/sessions.server.ts'
import {
  applyPreview,
  PREVIEW_PARAM,
  readPreviewToken,
} from '#app/domain/content/preview.server.ts'
import { contentKind } from '#app/domain/content/registry.server.ts'
import { fieldsFor } from '#app/domain/content/kind.server.ts'
import {
  putTranslation,
  wordsOf,
  type Translation,
} from '#app/domain/content/translations.server.ts'
import { inLang } from '#app/routing/lang.ts'

class Rollback extends Error {}

/** Every preview answer: never kept by a cache, never indexed. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/**
 * The banner every preview carries, drawn by CSS along the bottom of the window (`body::before`):
 * no element is added, so React hydrates the page as it would the public one. It stays in view
 * as the page scrolls, clear of the site's fixed header, and lets taps through to what is under it.
 */
export const PREVIEW_BANNER = 'Preview — not published'
const bannerStyle =
  `<style data-preview>body::before{content:"${PREVIEW_BANNER}";position:fixed;left:0;right:0;` +
  'bottom:0;z-index:2147483647;pointer-events:none;padding:.4rem 1rem;background:#fde68a;' +
  'color:#422006;font:600 1rem/1.4 system-ui,sans-serif;text-align:center;' +
  'border-top:2px solid #b45309}</style>'

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { ...PRIVATE, ...extra, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

/**
 * Runs `render` on the database as it would be after `apply`, and changes nothing: on SQLite on
 * a copy in memory (`DbHandle.snapshot`), so no write lock is held on the file while the page
 * renders and the site's forms and saves go on; on PostgreSQL in a transaction that is rolled
 * back, which locks only the item's own rows. Null when `apply` finds nothing to show.
 */
async function withChanges(
  handle: DbHandle,
  apply: (db: Db) => Promise<boolean>,
  render: (db: Db) => Promise<Response>,
  /** A change to the page's HTML besides the banner. */
  edit: (html: string) => string = (html) => html,
): Promise<Response | null> {
  // The whole body is read before the database goes: a page renders whole (entry.server.tsx).
  const settled = async (db: Db) => {
    const r = await render(db)
    return { status: r.status, headers: new Headers(r.headers), body: await r.arrayBuffer() }
  }
  let out: Awaited<ReturnType<typeof settled>> | null = null
  if (handle.snapshot) {
    const copy = handle.snapshot()
    try {
      if (await apply(copy)) out = await settled(copy)
    } finally {
      await copy.destroy()
    }
  } else {
    try {
      await handle.db.transaction().execute(async (tx) => {
        if (await apply(tx)) out = await settled(tx)
        throw new Rollback()
      })
    } catch (error) {
      if (!(error instanceof Rollback)) throw error
    }
  }
  if (!out) return null
  const { status, headers, body } = out as NonNullable<typeof out>
  for (const [k, v] of Object.entries(PRIVATE)) headers.set(k, v)
  headers.delete('ETag')
  if (status === 304) return new Response(null, { status, headers })
  // The banner goes into a page's head; anything else (a redirect, a file) goes as it came.
  if (!(headers.get('Content-Type') ?? '').startsWith('text/html'))
    return new Response(body, { status, headers })
  const html = edit(new TextDecoder().decode(body))
  const at = html.indexOf('</head>')
  const marked = at === -1 ? html : html.slice(0, at) + bannerStyle + html.slice(at)
  const bytes = new TextEncoder().encode(marked)
  headers.set('Content-Length', String(bytes.byteLength))
  return new Response(bytes, { status, headers })
}

/**
 * A preview request (`?preview=<token>`, made by /admin/preview/<kind>/<id>): the public page is
 * rendered on a database in which the draft is live (withChanges), for the person the token
 * names, signed in, only; the answer is never stored by any cache and never indexed.
 */
export function previewAround(services: AppServices) {
  return async (
    req: ExpressRequest,
    context: RequestContext,
    run: (context: RequestContext) => Promise<Response>,
  ): Promise<Response> => {
    const raw = req.query[PREVIEW_PARAM]
    if (typeof raw !== 'string' || (req.method !== 'GET' && req.method !== 'HEAD'))
      return run(context)
    const ticket = readPreviewToken(services.appSecret, raw)
    const token = sessionTokenOf(req.get('cookie'))
    const staff = ticket && token ? await findSession(services.dbHandle.db, token) : null
    if (!ticket || !staff || staff.session.state !== 'active' || staff.user.id !== ticket.user)
      return plain(
        403,
        'This preview link has expired or belongs to someone else. Open the preview again from the console.',
      )
    return (
      (await withChanges(
        services.dbHandle,
        (db) => applyPreview(db, ticket),
        (db) => run({ ...context, db, staff }),
      )) ?? plain(404, 'There is nothing to preview here any more.')
    )
  }
}

/**
 * A live preview's page without the site's scripts: the frame's address is the preview's
 * (/admin/live-preview/…), not the page's, so React Router would start on a route that is not
 * the page's and draw its error page into it. The page is complete without JavaScript (as a
 * visitor's is before the scripts arrive); the structured data stays, it is not a script that runs.
 */
function withoutScripts(html: string): string {
  return html
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
}

/**
 * The console's live preview (`RequestContext.livePreview`, used by /admin/live-preview): the
 * public page of an item rendered from the values the editor sent, unsaved, through `render`
 * (the site's own handler for that path). Unlike every other answer of the site it may be shown
 * in a frame of this origin's console: `frame-ancestors 'self'`, here and nowhere else.
 */
export function livePreviewOf(
  services: Pick<AppServices, 'dbHandle'>,
  context: RequestContext,
  render: (path: string, context: RequestContext) => Promise<Response>,
) {
  return async ({ kind, id, values, staff, lang }: LivePreviewItem): Promise<Response> => {
    const framing = { 'X-Frame-Options': 'SAMEORIGIN' }
    const k = contentKind(kind)
    // The Kannada words go on the item as it is saved; English values, on the item itself.
    const saved = k && lang === 'kn' ? await k.load(context.db, id) : null
    const english = saved ? saved.values : values
    const path = k ? await k.publicPath(context.db, english, id) : null
    if (!k || !path || (lang === 'kn' && !saved))
      return plain(404, 'This item has no public page of its own to preview.', framing)
    const actor = { id: staff.user.id, email: staff.user.email }
    const answer = await withChanges(
      services.dbHandle,
      async (db) => {
        await k.write(
          db,
          id,
          english,
          k.publishable ? { status: 'published', publishAt: 0, unpublishAt: null } : null,
        )
        if (lang === 'kn') {
          const words = wordsOf(fieldsFor(k, id), english)
          await putTranslation(db, k.kind, id, words, values as Translation, actor, Date.now())
        }
        return true
      },
      (db) => render(lang === 'kn' ? inLang(path, 'kn') : path, { ...context, db, staff }),
      withoutScripts,
    )
    if (!answer) return plain(404, 'There is nothing to preview here.', framing)
    answer.headers.set('X-Frame-Options', 'SAMEORIGIN')
    const csp = answer.headers.get('Content-Security-Policy')
    if (csp)
      answer.headers.set(
        'Content-Security-Policy',
        csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      )
    return answer
  }
}
