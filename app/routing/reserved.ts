/**
 * The first segments of the site's own addresses, which a brand's address of its own may not take
 * (`/admin`, `/kn`, `/api` …): a brand at one of them would be hidden by the route, or would hide
 * it. The list is not written by hand. It is what the server answers before the pages (the mounts
 * below, which server/app.ts uses), the files of the client build (server/app.ts reads its folder),
 * and the first segment of every route of the build the server runs
 * (server/react-router-adapter.ts registers them when it is given the build), plus the Kannada
 * prefix. A route added to app/routes.ts is therefore refused the moment the server runs it.
 */

/** What the server answers itself, ahead of the pages (server/app.ts mounts these paths). */
export const serverPaths = {
  api: '/api/v2',
  assets: '/assets',
  media: '/media',
  serviceWorker: '/sw.js',
  healthz: '/healthz',
  readyz: '/readyz',
} as const

/** The prefix of the Kannada pages (app/routing/lang.ts), the one word no route spells out. */
const LANGUAGE_PREFIXES = ['kn']

/** The optional language segment in front of the public pages' paths (app/routes.ts). */
const LANG_SEGMENT = /^kn\?(?:\/|$)/

/** A first segment that is not a fixed word: a parameter, a splat or an optional segment. */
const VARIABLE_SEGMENT = /[:*?]/

/**
 * The fixed first word of a route's full path (`kn?/opportunity-detail/:id` → `opportunity-detail`),
 * or null when the route answers under any first segment (the home page, `:brand`, the catch-all).
 */
export function routeWord(fullPath: string): string | null {
  const first = fullPath.replace(/^\/+/, '').replace(LANG_SEGMENT, '').split('/')[0]!.toLowerCase()
  return first === '' || VARIABLE_SEGMENT.test(first) ? null : first
}

const firstOf = (path: string) => path.replace(/^\/+/, '').split('/')[0]!.toLowerCase()

const registered = new Set<string>()

/** The routes' full paths and the build's file names, as the server runs them. */
export function reserveAddresses(input: {
  routePaths?: Iterable<string>
  files?: Iterable<string>
}) {
  for (const p of input.routePaths ?? []) {
    const word = routeWord(p)
    if (word) registered.add(word)
  }
  for (const f of input.files ?? []) if (firstOf(f)) registered.add(firstOf(f))
}

/** Whether an address's first segment is one the site uses itself. */
export function isReservedSegment(segment: string): boolean {
  const s = segment.toLowerCase()
  return (
    LANGUAGE_PREFIXES.includes(s) ||
    registered.has(s) ||
    Object.values(serverPaths).some((p) => firstOf(p) === s)
  )
}
