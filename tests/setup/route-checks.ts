import { matchRoutes, type RouteObject } from 'react-router'
import type { DbHandle } from '#app/db/client.server.ts'
import routes from '#app/routes.ts'
import { loaderArgs, testContext } from './context.ts'

// Route checks for whole databases (an upgraded one in app/db/upgrade.server.test.ts, a restored
// backup in app/db/backup.server.test.ts): run every public page's loaders against a database, so
// two databases can be compared page by page.

type Loader = (args: unknown) => unknown
type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] }

const modules = import.meta.glob<{ loader?: Loader }>([
  '../../app/routes/**/*.{ts,tsx}',
  '../../app/root.tsx',
])

function toRoutes(entries: Entry[]): RouteObject[] {
  return entries.map((e) => {
    const base = { id: e.id ?? e.file.replace(/\.tsx?$/, ''), handle: { file: e.file } }
    return e.index
      ? { ...base, index: true as const }
      : { ...base, path: e.path, children: e.children ? toRoutes(e.children) : undefined }
  })
}
const tree: RouteObject[] = [
  { id: 'root', path: '/', handle: { file: 'root.tsx' }, children: toRoutes(routes as Entry[]) },
]

/** What a thrown `data()` or Response says: its status, and where a redirect leads. */
function outcome(thrown: unknown) {
  if (thrown instanceof Response)
    return { status: thrown.status, location: thrown.headers.get('Location') }
  if (thrown && typeof thrown === 'object' && 'init' in thrown && 'data' in thrown) {
    const t = thrown as { data: unknown; init: { status?: number } | null }
    return { status: t.init?.status ?? 200, data: t.data }
  }
  throw thrown
}

/**
 * Every loader of the routes a URL matches, run against one database, as plain JSON: two
 * databases that show the same site give equal results for every URL.
 */
export async function loadersOf(db: DbHandle['db'], url: string) {
  const matches = matchRoutes(tree, url) ?? []
  const out: Record<string, unknown> = {}
  const context = await testContext(db)
  for (const m of matches) {
    const file = (m.route.handle as { file: string }).file
    const mod = await modules[`../../app/${file}`]!()
    if (!mod.loader) continue
    try {
      const value = await mod.loader(loaderArgs(url, context, m.params))
      out[m.route.id!] = value instanceof Response ? outcome(value) : value
    } catch (thrown) {
      out[m.route.id!] = outcome(thrown)
    }
  }
  // A form's time-trap token is signed with the moment it was made: the one field that must differ.
  return JSON.parse(
    JSON.stringify(out, (k, v: unknown) => (k === 'token' ? '(token)' : v)),
  ) as unknown
}

/** The paths the sitemap lists: every public page of the site on that database. */
export async function sitemapPaths(db: DbHandle['db']): Promise<string[]> {
  const mod = await modules['../../app/routes/seo/sitemap.ts']!()
  const res = (await mod.loader!(loaderArgs('/sitemap.xml', await testContext(db)))) as Response
  const xml = await res.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).sort()
}
