/** Old addresses that now live elsewhere (DESIGN.md "Routes" 2). Keys are lower-case. */
const legacyRedirects: Record<string, string> = {
  '/our-brands-detail/our-brands/suggi/products': '/our-brands/suggi/products',
}

/**
 * Where a path should permanently redirect to, or null when it is canonical. Every canonical
 * path is lower-case; React Router and Express both match case-insensitively, so this runs on the
 * raw path before routing: /TruLove → /trulove, /NAATI → /naati, /about-us/ → /about-us.
 */
export function canonicalRedirect(rawPath: string): string | null {
  // Assets, media and the console keep their paths as they are: an invitation's token in
  // /admin/invite/<token> is case-sensitive.
  if (
    rawPath.startsWith('/assets/') ||
    rawPath.startsWith('/media/') ||
    rawPath.startsWith('/__') ||
    rawPath.startsWith('/admin/')
  )
    return null
  // A path that does not decode is the router's to refuse (400), not worth a redirect first.
  // (Most paths have no escape at all: they are not decoded on every request.)
  if (rawPath.includes('%') && !decodes(rawPath)) return null
  let p = rawPath
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/'
  // Letters go lower-case; a percent-escape stays as sent. Browsers send a Kannada word in an
  // address as upper-case escapes (RFC 3986's own form), which name the same path in either case:
  // lower-casing them only cost a phone one more round trip.
  p = p.replace(
    /(%[0-9A-Fa-f]{2})|[A-Z]+/g,
    (m, escape: string | undefined) => escape ?? m.toLowerCase(),
  )
  const legacy = legacyRedirects[p]
  if (legacy) return legacy
  return p === rawPath ? null : p
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/**
 * An address as a browser sends it: letters outside US-ASCII (a Kannada word) as their UTF-8
 * percent-escapes, the rest as it is. So an address typed in Kannada compares with a visitor's
 * request, and can go into a `Location` header (which takes no raw ಕ: the answer was a 500).
 */
export function asSent(address: string): string {
  // A lone surrogate (no letter at all) is dropped: encodeURIComponent would throw on it.
  return address.replace(/[^\x20-\x7E]+/gu, (run) =>
    encodeURIComponent(run.replace(/\p{Cs}/gu, '')),
  )
}
