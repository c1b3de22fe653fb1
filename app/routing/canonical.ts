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
  let p = rawPath
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/'
  p = p.toLowerCase()
  const legacy = legacyRedirects[p]
  if (legacy) return legacy
  return p === rawPath ? null : p
}
