import { useMemo } from 'react'
import { useI18n } from '#app/i18n/i18n.tsx'

/**
 * Markup we trust, as the element's inner HTML: rich text the model sanitized on the server
 * (app/utils/html.server.ts), or JSON-LD escaped for a script.
 *
 * The `{ __html }` object is kept while the markup is the same. React compares it by identity:
 * a new object on every render makes React set `innerHTML` again, which throws away and rebuilds
 * the whole article. Pages re-render at least once after hydration (React Router adds the routes
 * that the page's links lead to), so without this every post, job and brand text was parsed a
 * second time in the browser and its pictures recreated, in a task long enough to count in Total
 * Blocking Time.
 */
function useHtml(html: string) {
  return useMemo(() => ({ __html: html }), [html])
}

/** Rich text in a `prose-rich` block. */
export function RichText({
  html,
  className = '',
  english = true,
}: {
  html: string
  className?: string
  /** The text is the content's English (on a Kannada page: lang="en"); false once translated. */
  english?: boolean
}) {
  const inner = useHtml(html)
  const { content } = useI18n()
  return (
    <div
      lang={english ? content : undefined}
      className={`prose-rich ${className}`.trim()}
      dangerouslySetInnerHTML={inner}
    />
  )
}

/** A `<script type="application/ld+json">` with JSON already escaped for HTML. */
export function JsonLdScript({ json }: { json: string }) {
  const inner = useHtml(json)
  return <script type="application/ld+json" dangerouslySetInnerHTML={inner} />
}
