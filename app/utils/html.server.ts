import { decodeHTML } from 'entities'
import sanitizeHtml from 'sanitize-html'
import { memoizeByString } from './memo.ts'

/**
 * The only HTML that reaches a page from the database: text structure and links, no scripts,
 * styles, event handlers, iframes or images. Links get rel=noopener and open off-site pages in
 * a new tab only when the author said so.
 */
const richText: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // Page headings stop at h1/h2; stored headings start one level below the page's own.
    h1: 'h2',
    a: (tagName, attribs) => {
      // A link to anything but the web, mail or phone keeps its text and loses the link.
      const href = (attribs.href ?? '').trim()
      if (!/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href)) return { tagName: 'span', attribs: {} }
      const out: Record<string, string> = { href }
      if (attribs.title) out.title = attribs.title
      if (attribs.target === '_blank') {
        out.target = '_blank'
        out.rel = 'noopener noreferrer'
      }
      return { tagName, attribs: out }
    },
  },
}

// Stored text changes rarely and is read on every render: each distinct input is cleaned once.
const sanitizeOnce = memoizeByString((html) => sanitizeHtml(html, richText).trim())
const plainTextOnce = memoizeByString((html) => {
  const withBreaks = html.replace(/<\s*(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, ' ')
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
  return decodeHTML(stripped).replace(/\s+/g, ' ').trim()
})

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return ''
  return sanitizeOnce(html)
}

/** Markup to plain text for carousel captions and list rows: tags dropped, entities decoded, spaces folded. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return ''
  return plainTextOnce(html)
}

/** Text for HTML written by hand (a plain error page): the five characters that matter, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
