import { requestContext } from '#app/platform/context.server.ts'
import { staffForm } from '#app/domain/accounts/guard.server.ts'
import { readForm } from '#app/domain/content/fields.server.ts'
import { fieldsFor } from '#app/domain/content/kind.server.ts'
import { isTranslatable, wordsOf } from '#app/domain/content/translations.server.ts'
import { contentKind } from '#app/domain/content/registry.server.ts'
import { remoteReadOnly } from '#app/domain/source/content-source.server.ts'
import { escapeHtml } from '#app/utils/html.server.ts'
import type { Route } from './+types/live-preview'

/**
 * POST /admin/live-preview/<kind>/<id>: the editor's form, unsaved, drawn as the item's public
 * page for the live preview beside the form (components/admin/live-preview.tsx); with ?lang=kn, the
 * Kannada editor's words drawn as the item's Kannada page. The same checks
 * as a save (session, the kind's right, the form's CSRF token); nothing is written: the page is
 * rendered on a copy of the database in memory (server/preview.ts). The answer may be framed by
 * the console, and only by it.
 */
export async function action({ request, params, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const kind = contentKind(params.kind)
  if (!kind) return note(404, 'There is no such kind of content to preview.')
  const { staff, form } = await staffForm(context, { request, url }, kind.right)
  const readOnly = remoteReadOnly(context, kind)
  if (readOnly) return note(409, readOnly)
  const saved = context.livePreview ? await kind.load(context.db, params.id) : null
  if (!context.livePreview || !saved)
    return note(404, `There is no such ${kind.singular} to preview. Save it first.`)
  // The Kannada editor's form (?lang=kn): the item's translatable words, as saveTranslation reads them.
  const kannada = url.searchParams.get('lang') === 'kn'
  if (kannada && !isTranslatable(kind))
    return note(404, `A ${kind.singular} has no Kannada words to preview.`)
  const fields = kannada
    ? wordsOf(fieldsFor(kind, params.id), saved.values).map((w) => w.field)
    : fieldsFor(kind, params.id)
  const { values, errors } = readForm(fields, form)
  const wrong = Object.values(errors)
  if (wrong.length)
    return note(
      422,
      'The preview shows again once these are put right in the form:',
      wrong.map(String),
    )
  return context.livePreview({
    kind: kind.kind,
    id: params.id,
    values,
    staff,
    ...(kannada ? { lang: 'kn' as const } : {}),
  })
}

/** Asked for with GET: this address only draws a form sent to it. */
export function loader() {
  return note(405, 'Open the live preview from an editor in the console.')
}

/** A short page in the preview's frame: why there is no page to show. */
function note(status: number, text: string, items: string[] = []): Response {
  const list = items.length
    ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
    : ''
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Live preview</title>` +
      `<style>body{font:1rem/1.5 system-ui,sans-serif;margin:1.5rem;color:#1e293b}</style></head>` +
      `<body><main><p>${escapeHtml(text)}</p>${list}</main></body></html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        'X-Frame-Options': 'SAMEORIGIN',
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      },
    },
  )
}
