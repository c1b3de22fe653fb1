import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import type { AppServices, RequestContext } from '#app/platform/context.server.ts'
import { parseEnv } from '#app/platform/env.server.ts'
import { ownAddressError } from '#app/domain/content/kinds/brands.server.ts'
import { isReservedSegment, routeWord } from '#app/routing/reserved.ts'
import { appRoutesBuild } from '#tests/setup/server-build.ts'
import { createApp } from './app.ts'
import { createPageHandler } from './react-router-adapter.ts'

// A brand's own address may not take a first segment the site answers at itself. The list is
// the server's: the routes of the build it is given, the files of its client build, and its own
// mounts (app/routing/reserved.ts). Each file of this suite runs in a fresh module, so nothing is
// registered before the server is made.

test("every route's first segment, the build's files and the server's own paths are refused", () => {
  const build = appRoutesBuild()
  const words = new Set<string>()
  for (const route of Object.values(build.routes)) {
    let full = ''
    for (let r = route; r; r = build.routes[r.parentId ?? ''])
      full = [r.path ?? '', full].filter(Boolean).join('/')
    const word = routeWord(full)
    if (word) words.add(word)
  }
  expect(words.size).toBeGreaterThan(15)
  // Not yet known: the routes come from the build the server is given.
  expect(isReservedSegment('opportunity-detail')).toBe(false)

  createPageHandler({ build, mode: 'production', getLoadContext: () => ({}) as RequestContext })
  for (const word of words) expect(isReservedSegment(word), word).toBe(true)
  expect([...words]).toEqual(
    expect.arrayContaining(['admin', 'forms', 'robots.txt', 'sitemap.xml', 'resource']),
  )
  // The Kannada prefix is an optional segment (`kn?`), no route's word, and reserved all the same.
  expect(isReservedSegment('kn')).toBe(true)
  for (const word of [...words].filter((w) => /^[a-z0-9-]+$/.test(w)))
    expect(ownAddressError(`/${word}`), word).toMatch(/one of the site's own addresses/)
  // A brand's page itself (`:brand`) and the catch-all reserve nothing.
  expect(isReservedSegment('naati')).toBe(false)

  // What the server answers before the pages, and the client build's folders.
  for (const word of ['api', 'media', 'assets', 'healthz', 'readyz', 'sw.js'])
    expect(isReservedSegment(word), word).toBe(true)
  expect(isReservedSegment('icons')).toBe(false)
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-'))
  mkdirSync(path.join(clientDir, 'assets'))
  mkdirSync(path.join(clientDir, 'icons'))
  writeFileSync(path.join(clientDir, 'favicon.ico'), '')
  // Made, not served: the files are read when the app is put together.
  const services = { env: parseEnv({ NODE_ENV: 'test' }), media: {}, dbHandle: {} }
  createApp(services as unknown as AppServices, {
    build,
    mode: 'production',
    clientDir,
  })
  expect(isReservedSegment('icons')).toBe(true)
  expect(isReservedSegment('favicon.ico')).toBe(true)
  expect(ownAddressError('/icons')).toMatch(/one of the site's own addresses/)
  rmSync(clientDir, { recursive: true })
})
