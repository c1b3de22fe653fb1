/**
 * A web link as people paste or type it: "https://drive.google.com/file/d/abc" or just
 * "drive.google.com/file/d/abc". Only http and https count; "javascript:", "data:" and other
 * schemes never match, because what comes before the first "/" or ":" must be a host name with
 * a dot in it.
 *
 * Written so that it compiles both as a plain RegExp (the server) and with the `v` flag that
 * browsers use for an input's `pattern`: inside a class, "-" and "/" are escaped.
 */
export const WEB_LINK_PATTERN =
  '([Hh][Tt][Tt][Pp][Ss]?:\\/\\/)?[A-Za-z0-9\\-]+(\\.[A-Za-z0-9\\-]+)+(:[0-9]{1,5})?([\\/?#]\\S*)?'

const LINK = new RegExp(`^(?:${WEB_LINK_PATTERN})$`)

/**
 * The link to store: "https://" added when no scheme was typed. Null when it is not an http(s)
 * link to a named host.
 */
export function webLink(input: string): string | null {
  const v = input.trim()
  if (!LINK.test(v)) return null
  const withScheme = /^https?:\/\//i.test(v) ? v : `https://${v}`
  try {
    const url = new URL(withScheme)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (!url.hostname.includes('.')) return null
    // The scheme as typed may be "HTTPS://"; the rest stays exactly as the visitor gave it.
    return `${url.protocol}//${withScheme.slice(withScheme.indexOf('//') + 2)}`
  } catch {
    return null
  }
}
