import type { Db } from '#app/db/client.server.ts'
import type { ContentKind } from './kind.server.ts'
import { containsWords } from './listing.server.ts'
import { live } from './publishing.server.ts'
import { allContentKinds } from './registry.server.ts'
import { paths, staticBrandPaths, suggiCategorySlugs, suggiPath } from '#app/routing/paths.ts'
import { asSent } from '#app/routing/canonical.ts'
import { inLang, langOfPath, pagePath } from '#app/routing/lang.ts'

/**
 * 301s from old addresses (DESIGN.md: "Changing a slug or path adds a 301 redirect from the old
 * one automatically; a redirects list is editable"). A redirect is consulted only where a page
 * would otherwise answer 404, so it can never hide a live page and costs nothing on the way to
 * one; a redirect over a live page, or one that would loop, is refused when it is made.
 */
export type Redirect = {
  id: number
  from: string
  to: string
  auto: boolean
  note: string
  createdAt: number
}

export class RedirectError extends Error {
  constructor(
    readonly field: 'from' | 'to',
    message: string,
  ) {
    super(message)
  }
}

const MAX_HOPS = 10
/** The columns' size: an address as a browser sends it (a Kannada letter is nine characters). */
const MAX_LENGTH = 300

/**
 * `/Old-Path/` → `/old-path`; a Kannada path, typed or escaped, → its escapes (lower-case, as
 * every path here is compared); anything that is not a site path → null.
 */
function normalizePath(p: string): string | null {
  const t = p.trim()
  if (!t.startsWith('/') || t.startsWith('//') || /[\s?#\\]/.test(t)) return null
  const clean = asSent(t).toLowerCase().replace(/\/+$/, '') || '/'
  return clean.length > MAX_LENGTH ? null : clean
}

/** The words for an address longer than the columns hold, or null when it is not that. */
function tooLong(p: string): string | null {
  return asSent(p.trim()).length > MAX_LENGTH
    ? `That address is too long: at most ${MAX_LENGTH} characters as a browser sends it (a Kannada letter counts as nine).`
    : null
}

/** An address as staff read it in the console: its escapes of Kannada letters decoded. */
function readable(p: string): string {
  try {
    return decodeURI(p)
  } catch {
    return p
  }
}

/** A target: a site path, or an absolute http(s) address elsewhere. */
function normalizeTarget(p: string): string | null {
  const t = p.trim()
  if (/^https?:\/\//i.test(t)) {
    try {
      const u = new URL(t).toString()
      return new URL(u).hostname.includes('.') && u.length <= MAX_LENGTH ? u : null
    } catch {
      return null
    }
  }
  if (!t.startsWith('/') || t.startsWith('//') || /[\s\\]/.test(t)) return null
  const [pathPart, rest] = asSent(t).split(/(?=[?#])/, 2)
  const target = (pathPart!.replace(/\/+$/, '') || '/') + (rest ?? '')
  return target.length > MAX_LENGTH ? null : target
}

function row(r: {
  id: number
  from_path: string
  to_path: string
  auto: number
  note: string
  created_at: number
}): Redirect {
  return {
    id: r.id,
    from: readable(r.from_path),
    to: readable(r.to_path),
    auto: r.auto === 1,
    note: r.note,
    createdAt: Number(r.created_at),
  }
}

/**
 * Where an address that has no page now should go, if anywhere. A Kannada address (`/kn/…`) that
 * has no redirect of its own follows its English twin's, in Kannada: a page moves in both
 * languages at once (DESIGN.md "Languages"), so one row serves both.
 */
export async function findRedirect(db: Db, path: string): Promise<string | null> {
  const from = normalizePath(path)
  if (!from) return null
  const to = async (p: string) =>
    (
      await db
        .selectFrom('redirects')
        .select('to_path')
        .where('from_path', '=', p)
        .executeTakeFirst()
    )?.to_path ?? null
  const own = await to(from)
  if (own !== null || langOfPath(from) === 'en') return own
  const english = await to(pagePath(from))
  return english === null ? null : inLang(english, 'kn')
}

export async function listRedirects(
  db: Db,
  q: { search?: string; limit?: number; offset?: number } = {},
): Promise<{ rows: Redirect[]; total: number }> {
  // The addresses are kept escaped: a Kannada word searched for is looked for as its escapes.
  const search = q.search === undefined ? undefined : asSent(q.search)
  const base = db.selectFrom('redirects').where(containsWords(['from_path', 'to_path'], search))
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('from_path')
      .limit(q.limit ?? 50)
      .offset(q.offset ?? 0)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows: rows.map(row), total: Number(count.n) }
}

export async function getRedirect(db: Db, id: number): Promise<Redirect | null> {
  const r = await db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst()
  return r ? row(r) : null
}

/** The pages at fixed addresses: the site's own, the brand routes, Suggi's pages. */
const fixedPages = new Set<string>([
  ...Object.values(paths),
  ...staticBrandPaths,
  suggiPath,
  `${suggiPath}/products`,
  ...suggiCategorySlugs.map((s) => `${suggiPath}/${s}`),
])

/** `/opportunity-detail/12-sales-officer` → `/opportunity-detail/12`: the page, whatever its slug. */
const withoutSlug = (p: string) => p.replace(/\/(\d{1,9})(?:-[a-z0-9-]*)?$/, '/$1')

/**
 * Whether a path shows a live page now: one of the fixed pages, or the page of a live item of a
 * kind whose items have pages of their own (`ownPages`), found by the id the path ends in and
 * compared with the kind's own `publicPath` for it (any slug: the page answers the others with a
 * 301). A redirect from such a path would never be used, and would silently break the day the
 * page goes; it is refused instead.
 */
export async function isLivePage(
  db: Db,
  path: string,
  kinds: ContentKind[] = allContentKinds(),
): Promise<boolean> {
  const p = normalizePath(path)
  if (!p) return false
  if (fixedPages.has(p)) return true
  // A brand at an address of its own (app/domain/content/kinds/brands.server.ts).
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('path', '=', p)
    .where(live('brands'))
    .executeTakeFirst()
  if (brand) return true
  const id = /\/(\d{1,9})(?:-[a-z0-9-]*)?$/.exec(p)?.[1]
  if (!id) return false
  for (const kind of kinds) {
    if (!kind.ownPages || !kind.table) continue
    const found = await db
      .selectFrom(kind.table)
      .select('id')
      .where('id', '=', Number(id))
      .where(live(kind.table))
      .executeTakeFirst()
    const item = found && (await kind.load(db, id))
    const at = item && (await kind.publicPath(db, item.values, id))
    if (at && withoutSlug(normalizePath(at) ?? '') === withoutSlug(p)) return true
  }
  return false
}

/** Follows a target through the table: the address a visitor would end at, or a loop. */
async function follow(db: Db, start: string, avoid: string): Promise<'loop' | 'ok'> {
  let at: string | null = start
  const seen = new Set<string>([avoid])
  for (let i = 0; i < MAX_HOPS && at; i++) {
    const p = normalizePath(at.split(/[?#]/)[0]!)
    if (!p) return 'ok'
    if (seen.has(p)) return 'loop'
    seen.add(p)
    at = await findRedirect(db, p)
  }
  return at ? 'loop' : 'ok'
}

/** Makes or changes a redirect by hand, refusing a loop or a redirect over a live page. */
export async function saveRedirect(
  db: Db,
  input: { id?: number; from: string; to: string; note?: string; by: number | null },
): Promise<Redirect> {
  const from = normalizePath(input.from)
  if (!from)
    throw new RedirectError(
      'from',
      tooLong(input.from) ?? 'Enter the old address as a path on this site, like /old-page.',
    )
  const to = normalizeTarget(input.to)
  if (!to)
    throw new RedirectError(
      'to',
      tooLong(input.to) ??
        'Enter where it should go: a path like /naati, or a full https:// address.',
    )
  if (from === '/') throw new RedirectError('from', 'The home page cannot be redirected.')
  if (normalizePath(to.split(/[?#]/)[0]!) === from)
    throw new RedirectError('to', 'An address cannot redirect to itself.')
  if (await isLivePage(db, from))
    throw new RedirectError(
      'from',
      `${from} is a live page: a redirect would hide it. Unpublish or move the page first.`,
    )
  const existing = await db
    .selectFrom('redirects')
    .select('id')
    .where('from_path', '=', from)
    .executeTakeFirst()
  if (existing && existing.id !== input.id)
    throw new RedirectError(
      'from',
      `${from} already redirects somewhere; change that redirect instead.`,
    )
  if ((await follow(db, to, from)) === 'loop')
    throw new RedirectError('to', `That would send visitors round in a circle back to ${from}.`)
  const values = { from_path: from, to_path: to, note: (input.note ?? '').slice(0, 300) }
  if (input.id !== undefined) {
    await db
      .updateTable('redirects')
      .set({ ...values, auto: 0 })
      .where('id', '=', input.id)
      .execute()
    return (await getRedirect(db, input.id))!
  }
  const r = await db
    .insertInto('redirects')
    .values({ ...values, auto: 0, created_at: Date.now(), created_by: input.by })
    .returning(['id', 'from_path', 'to_path', 'auto', 'note', 'created_at'])
    .executeTakeFirstOrThrow()
  return row(r)
}

export async function deleteRedirect(db: Db, id: number): Promise<Redirect | null> {
  const r = await getRedirect(db, id)
  if (r) await db.deleteFrom('redirects').where('id', '=', id).execute()
  return r
}

/**
 * A page moved from `from` to `to` (a brand's path, a category's slug …): old links 301 to the
 * new address. Redirects that pointed at the old address now point at the new one (no chains),
 * and a redirect from the new address (the page moving back) is dropped, so nothing loops.
 */
export async function addAutoRedirect(
  tx: Db,
  from: string,
  to: string,
  by: number | null,
): Promise<void> {
  const f = normalizePath(from)
  const t = normalizePath(to)
  if (!f || !t || f === t || f === '/') return
  await tx.deleteFrom('redirects').where('from_path', '=', t).execute()
  await tx.updateTable('redirects').set({ to_path: t }).where('to_path', '=', f).execute()
  await tx.deleteFrom('redirects').where('from_path', '=', f).execute()
  await tx
    .insertInto('redirects')
    .values({
      from_path: f,
      to_path: t,
      auto: 1,
      note: 'Made when the page moved.',
      created_at: Date.now(),
      created_by: by,
    })
    .execute()
}
