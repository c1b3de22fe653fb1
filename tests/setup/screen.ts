import { within } from '@testing-library/dom'
import { Window } from 'happy-dom'

/**
 * Reads server-rendered HTML the way a visitor (or a screen reader) does: parsed into a document,
 * queried by role, label and text with Testing Library, so a test never depends on how React
 * serialises markup (the `<!-- -->` between text nodes). Use `screen.getByRole('heading', …)`,
 * `screen.getByText(…)`, and `text()` for the whole page's visible text.
 */
export function readHtml(html: string) {
  const window = new Window({ url: 'https://site.example.com/' })
  const document = window.document
  document.body.innerHTML = html
  const body = document.body as unknown as HTMLElement
  return Object.assign(within(body), {
    body,
    /** The page's text with whitespace collapsed, as a reader would take it in. */
    text: () => (body.textContent ?? '').replace(/\s+/g, ' ').trim(),
  })
}
