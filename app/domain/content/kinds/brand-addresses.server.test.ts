import { beforeAll, expect, test } from 'vitest'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import siteRoutes from '#app/routes.ts'
import { getBrandPage, listBrands } from '#app/domain/brands/queries.server.ts'
import { saveContent } from '#app/domain/content/editor.server.ts'
import type { Values } from '#app/domain/content/fields.ts'
import { findRedirect, isLivePage } from '#app/domain/content/redirects.server.ts'
import { brandPath } from '#app/routing/paths.ts'
import { reserveAddresses } from '#app/routing/reserved.ts'
import { actor, formOf } from '#tests/setup/content.ts'
import { describeEachEngine } from '#tests/setup/db.ts'
import { brandsKind, ownAddressError } from './brands.server.ts'

// A brand's address of its own (issue 37): `/<name>` or `/our-brand/<name>`, refused when the
// site uses the first segment itself, and its old address (English and Kannada) sent on by 301.

/** Every route's full path in app/routes.ts, as the server registers them from its build. */
function routePaths(entries: RouteConfigEntry[] = siteRoutes, parent = ''): string[] {
  return entries.flatMap((e) => {
    const full = [parent, e.path ?? ''].filter(Boolean).join('/')
    return [full, ...routePaths(e.children ?? [], full)]
  })
}

beforeAll(() => reserveAddresses({ routePaths: routePaths() }))

test("an own address: its shape, its length, and no first segment the site's routes use", () => {
  expect(ownAddressError('/chandrika-gold')).toBeNull()
  expect(ownAddressError('/our-brand/chandrika-gold')).toBeNull()
  expect(ownAddressError('/2026-range')).toBeNull()
  // Under /our-brand/ any name is the brand's: the route is ours already.
  expect(ownAddressError('/our-brand/admin')).toBeNull()
  for (const bad of ['/Chandrika', '/chandrika_gold', '/a--b', '/-a', '/a/b', '/a b', '/é'])
    expect(ownAddressError(bad), bad).toMatch(/lower-case letters, digits and single hyphens/)
  expect(ownAddressError(`/${'a'.repeat(60)}`)).toBeNull()
  expect(ownAddressError(`/${'a'.repeat(61)}`)).toMatch(/under 61 characters/)
  expect(ownAddressError(`/our-brand/${'a'.repeat(61)}`)).toMatch(/under 61 characters/)

  // Every first segment a route of app/routes.ts spells out is refused, and so are the Kannada
  // prefix and what the server answers before the pages.
  const words = new Set(
    routePaths()
      .map((p) => p.replace(/^kn\?(?:\/|$)/, '').split('/')[0]!)
      .filter((w) => w && !/[:*?]/.test(w) && /^[a-z0-9-]+$/.test(w)),
  )
  expect([...words]).toEqual(
    expect.arrayContaining(['admin', 'opportunity', 'resource', 'our-brand', 'our-brands']),
  )
  for (const word of [...words, 'kn', 'api', 'media', 'assets', 'healthz', 'readyz'])
    expect(ownAddressError(`/${word}`), word).toBe(
      `/${word} is one of the site's own addresses; choose another name.`,
    )
})

describeEachEngine('a brand at an address of its own', { seed: true }, (get) => {
  const load = async (id: string) => (await brandsKind.load(get().db, id))!.values

  const save = (id: string, values: Values) =>
    saveContent(get().db, brandsKind, id, formOf(values), 'publish', actor, null)

  test('publishing an own address moves the page there; the old address and its /kn twin 301 to it', async () => {
    const db = get().db
    const values = await load('1')
    expect(values.path).toBe('/naati')
    const r = await save('1', { ...values, path: 'own', ownPath: 'naati-foods' })
    expect(r).toMatchObject({ ok: true })

    // The page is at the new address (the leading slash added), and only there.
    expect((await getBrandPage(db, { path: '/naati-foods' }))!.brand.id).toBe(1)
    expect(await getBrandPage(db, { path: '/naati' })).toBeNull()
    const listed = (await listBrands(db)).find((b) => b.id === 1)!
    expect(brandPath(listed)).toBe('/naati-foods')
    expect(await isLivePage(db, '/naati-foods')).toBe(true)

    // The redirect row, as for any move; the Kannada twin follows it in Kannada.
    const rows = await db
      .selectFrom('redirects')
      .select(['from_path', 'to_path', 'auto'])
      .where('to_path', '=', '/naati-foods')
      .execute()
    expect(rows).toEqual([{ from_path: '/naati', to_path: '/naati-foods', auto: 1 }])
    expect(await findRedirect(db, '/naati')).toBe('/naati-foods')
    expect(await findRedirect(db, '/kn/naati')).toBe('/kn/naati-foods')

    // The editor shows it as the brand's own address.
    const reloaded = await load('1')
    expect(reloaded).toMatchObject({ path: 'own', ownPath: '/naati-foods' })

    // Moved again, under /our-brand/: the first redirect now points there too (no chains).
    expect(await save('1', { ...reloaded, ownPath: '/our-brand/naati' })).toMatchObject({
      ok: true,
    })
    expect(await findRedirect(db, '/naati')).toBe('/our-brand/naati')
    expect(await findRedirect(db, '/naati-foods')).toBe('/our-brand/naati')
    expect(await findRedirect(db, '/kn/naati-foods')).toBe('/kn/our-brand/naati')

    // Back to the spec's address: it serves again, and nothing loops.
    expect(await save('1', values)).toMatchObject({ ok: true })
    expect((await getBrandPage(db, { path: '/naati' }))!.brand.id).toBe(1)
    expect(await findRedirect(db, '/naati')).toBeNull()
    expect(await findRedirect(db, '/our-brand/naati')).toBe('/naati')
  })

  test("a reserved name, another brand's address, a bad name or none is refused at the field", async () => {
    const values = await load('1')
    const refused = async (ownPath: string) => {
      const r = await save('1', { ...values, path: 'own', ownPath })
      expect(r.ok, ownPath).toBe(false)
      return r.ok ? {} : r.errors
    }
    expect((await refused('admin')).ownPath).toBe(
      "/admin is one of the site's own addresses; choose another name.",
    )
    expect((await refused('/kn')).ownPath).toBe(
      "/kn is one of the site's own addresses; choose another name.",
    )
    expect((await refused('/opportunity')).ownPath).toMatch(/site's own addresses/)
    expect((await refused('/trulove')).ownPath).toBe(
      "TruLove's page is at /trulove; choose another address.",
    )
    expect((await refused('/Naati Foods')).ownPath).toMatch(/lower-case letters/)
    expect((await refused(`/${'n'.repeat(80)}`)).ownPath).toMatch(/under/)
    expect((await refused('')).ownPath).toMatch(/Enter the address/)
    // Nothing moved.
    expect(await findRedirect(get().db, '/naati')).toBeNull()
  })
})
