// The runtime the project brings (README "Run it"): the tests run on the Node the project pinned
// (the `node-<os>-<arch>` package in node_modules, which npm puts first on PATH for every script;
// or Node 26 in `npm run test:node26`), and every native module loads there from a prebuilt
// binary: nothing was compiled at install, and no optional platform package of this machine was
// left out (npm skips an optional package quietly when it cannot install it).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { hash, verify } from '@node-rs/argon2'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { fromRoot } from '#app/utils/project-root.server.ts'

const require = createRequire(import.meta.url)
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'))
const pkg = readJson(fromRoot('package.json'))
const lock = readJson(fromRoot('package-lock.json'))

type LockEntry = {
  version: string
  optional?: boolean
  os?: string | string[]
  cpu?: string | string[]
  libc?: string | string[]
}
const list = (v: string | string[] | undefined) => (v === undefined ? [] : [v].flat())
const libc = (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header
  .glibcVersionRuntime
  ? 'glibc'
  : 'musl'
/** Whether an optional package's os, cpu and libc fields let it install on this machine. */
const fitsHere = (e: LockEntry) =>
  [
    [list(e.os), process.platform],
    [list(e.cpu), process.arch],
    [process.platform === 'linux' ? list(e.libc) : [], libc],
  ].every(
    ([allowed, here]) =>
      !(allowed as string[]).length || (allowed as string[]).includes(here as string),
  )

test('the tests run on the Node the project pins: 24 LTS (or 26 in its own lane)', () => {
  const platformPackage = `node-${process.platform}-${process.arch}`
  const pinned: string | undefined = pkg.optionalDependencies?.[platformPackage]
  const expected = process.env.EXPECT_NODE_VERSION ?? pinned
  // A platform the project brings no Node for (say macOS) runs on its own Node 24 or newer.
  if (expected) expect(process.versions.node).toBe(expected)
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24)
  expect(pkg.engines.node).toBe('>=24.0.0')
})

test('better-sqlite3, sharp and argon2 load from their prebuilt binaries and work', async () => {
  const db = new Database(':memory:')
  db.exec('create table t (x text)')
  db.prepare('insert into t values (?)').run('ಕನ್ನಡ')
  expect(db.prepare('select x from t').get()).toEqual({ x: 'ಕನ್ನಡ' })
  db.close()
  const addon = path.dirname(require.resolve('better-sqlite3/package.json'))
  expect(readdirSync(path.join(addon, 'prebuilds'))).toContain(
    `${process.platform === 'linux' && libc === 'musl' ? 'linuxmusl' : process.platform}-${process.arch}.node`,
  )

  const png = await sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 120, b: 0 } },
  })
    .png()
    .toBuffer()
  for (const format of ['avif', 'webp', 'jpeg'] as const) {
    const out = await sharp(png).toFormat(format).toBuffer({ resolveWithObject: true })
    expect(out.info.format).toBe(format === 'jpeg' ? 'jpeg' : format === 'avif' ? 'heif' : 'webp')
  }

  const stored = await hash('correct horse battery staple', { memoryCost: 19_456, timeCost: 2 })
  expect(await verify(stored, 'correct horse battery staple')).toBe(true)
})

test('nothing was compiled at install, and every optional package this machine can use is here', () => {
  const packages = lock.packages as Record<string, LockEntry>
  const wanted = Object.entries(packages).filter(
    ([key, entry]) =>
      key.startsWith('node_modules/') &&
      entry.optional &&
      (entry.os !== undefined || entry.cpu !== undefined) &&
      fitsHere(entry),
  )
  // The platform packages that carry the binaries: Node itself, sharp, argon2, the build's tools.
  expect(wanted.length).toBeGreaterThan(5)
  const missing = wanted.filter(([key]) => !existsSync(fromRoot(key, 'package.json')))
  expect(missing.map(([key]) => key)).toEqual([])
  // node-gyp leaves a build/ folder with a Makefile behind in any package it compiled.
  const compiled = Object.keys(packages).filter((key) =>
    existsSync(fromRoot(key, 'build', 'Makefile')),
  )
  expect(compiled).toEqual([])
})
