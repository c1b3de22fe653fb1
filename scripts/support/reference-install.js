// Another commit checked out, installed and built beside this tree, for measuring the two side
// by side (scripts/bench-render.js). The checkout is a `git worktree`
// in data/bench-ref/ (git-ignored), removed when the process ends. A commit from before the move to
// Node 24 (docs/decisions/0022) has React Router 7 and a better-sqlite3 compiled for Node 20: it
// cannot run on this tree's node_modules, nor under this tree's Node.
//
// - Its node_modules come from its own lockfile. When that lockfile and the dependencies in its
//   package.json are this tree's, this tree's node_modules serve (the same install). Otherwise `npm ci` runs once for
//   that lockfile, with the machine's own npm and Node (as a fresh checkout installs), into
//   data/bench-installs/<hash>/ (git-ignored), and later runs reuse it. The three installs used
//   last are kept; older ones go.
// - It runs under the Node its package.json brings: its node_modules/.bin/node when it has one
//   (the `node-<os>-<arch>` package), else the machine's own node (the first on PATH outside any
//   node_modules/.bin).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { reactRouterCli, root, startSides } from './private-server.js'

const KEEP = 3

/** PATH without any node_modules/.bin: what the machine itself has. */
function machinePath() {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => dir && !dir.split(path.sep).join('/').includes('node_modules/.bin'))
    .join(path.delimiter)
}

/** The first `node` on the machine's own PATH. */
function machineNode(searchPath) {
  for (const dir of searchPath.split(path.delimiter)) {
    const candidate = path.join(dir, 'node')
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // not here
    }
  }
  throw new Error('no node on the machine’s PATH (outside node_modules/.bin)')
}

/**
 * The environment for the reference's install, build and server: the machine's PATH with the
 * reference's node_modules/.bin first, and none of the variables `npm run` set for this tree
 * (npm_node_execpath and the like name this tree's Node).
 */
function cleanEnv(binDir) {
  const env = {}
  for (const [k, v] of Object.entries(process.env))
    if (!k.startsWith('npm_') && k !== 'NODE' && k !== 'NODE_ENV' && k !== 'INIT_CWD') env[k] = v
  env.PATH = [binDir, machinePath()].filter(Boolean).join(path.delimiter)
  return env
}

/**
 * What an install is made of: the lockfile, and the parts of package.json that change what
 * `npm ci` does (a changed script or description does not).
 */
function installInputs(dir) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
  const fields = [
    'dependencies',
    'devDependencies',
    'optionalDependencies',
    'overrides',
    'allowScripts',
  ]
  return JSON.stringify([
    readFileSync(path.join(dir, 'package-lock.json'), 'utf8'),
    fields.map((f) => pkg[f] ?? null),
  ])
}

/**
 * Checks out `against` into data/bench-ref/, gives it its own install and builds it with its own
 * Node. The worktree goes when this process exits.
 * @param {string} against a commit, branch or tag
 * @param {(line: string) => void} log
 */
function checkoutReference(against, log = () => {}) {
  const dir = path.join(root, 'data/bench-ref')
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' })
  git('worktree', 'remove', '--force', dir)
  rmSync(dir, { recursive: true, force: true })
  const added = git('worktree', 'add', '--detach', dir, against)
  if (added.status !== 0) throw new Error(`git worktree add ${against} failed: ${added.stderr}`)
  process.on('exit', () => git('worktree', 'remove', '--force', dir))
  const ref = referenceInstall(dir, log)
  log(`${against} runs on Node ${ref.version} (${ref.origin})`)
  const built = spawnSync(ref.node, [reactRouterCli(dir), 'build'], {
    cwd: dir,
    env: ref.env,
    encoding: 'utf8',
  })
  if (built.status !== 0) {
    process.stderr.write(`${built.stdout}${built.stderr}`)
    throw new Error(`the build of ${against} failed`)
  }
  return { ...ref, dir }
}

/**
 * Gives the checkout at `refDir` a node_modules of its own lockfile and says which Node runs it.
 * @param {string} refDir a checkout of another commit (a git worktree), without node_modules
 * @param {(line: string) => void} log
 * @returns {{ node: string, version: string, env: Record<string, string>, origin: string }}
 */
function referenceInstall(refDir, log = () => {}) {
  const files = ['package.json', 'package-lock.json']
  const theirs = installInputs(refDir)
  const target = path.join(refDir, 'node_modules')
  let origin
  if (theirs === installInputs(root)) {
    symlinkSync(path.join(root, 'node_modules'), target)
    origin = 'the same lockfile as this tree: its node_modules'
  } else {
    const hash = createHash('sha256').update(theirs)
    // A native module compiled at install is built for the Node that installed it.
    const installNode = machineNode(machinePath())
    hash.update(spawnSync(installNode, ['--version'], { encoding: 'utf8' }).stdout ?? '')
    const key = hash.digest('hex').slice(0, 16)
    const installs = path.join(root, 'data/bench-installs')
    const dir = path.join(installs, key)
    const done = path.join(dir, '.installed')
    if (!existsSync(done)) {
      log(`npm ci for ${path.basename(refDir)}'s lockfile into ${path.relative(root, dir)}/ …`)
      rmSync(dir, { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
      for (const f of [...files, '.npmrc'])
        if (existsSync(path.join(refDir, f))) cpSync(path.join(refDir, f), path.join(dir, f))
      const started = Date.now()
      const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
        cwd: dir,
        env: cleanEnv(''),
        encoding: 'utf8',
      })
      if (r.status !== 0) {
        process.stderr.write(`${r.stdout}${r.stderr}`)
        throw new Error(`npm ci failed for the reference's lockfile (in ${dir})`)
      }
      writeFileSync(done, new Date().toISOString())
      log(`  installed in ${Math.round((Date.now() - started) / 1000)} s`)
    }
    // Marked as used now; the installs used longest ago beyond KEEP go.
    const now = new Date()
    utimesSync(done, now, now)
    const kept = readdirSync(installs)
      .map((name) => path.join(installs, name))
      .map((d) => ({
        d,
        t: existsSync(path.join(d, '.installed'))
          ? statSync(path.join(d, '.installed')).mtimeMs
          : 0,
      }))
      .sort((a, b) => b.t - a.t)
    for (const { d } of kept.slice(KEEP)) rmSync(d, { recursive: true, force: true })
    symlinkSync(path.join(dir, 'node_modules'), target)
    origin = `its own install, ${path.relative(root, dir)}/`
  }
  const own = path.join(target, '.bin/node')
  const env = cleanEnv(path.join(target, '.bin'))
  const node = existsSync(own) ? own : machineNode(machinePath())
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '?'
  return {
    node,
    version,
    env,
    origin: `${origin}; ${existsSync(own) ? 'the Node its package.json brings' : 'the machine’s own Node'}`,
  }
}

/**
 * The two sides of a side-by-side bench: this working tree, built afresh (a build left from an
 * earlier edit would be measured otherwise), on `port`, and `against` checked out and built in
 * data/bench-ref/ with its own install and Node, on `port + 1`; each started with a database of
 * its own under `work`. Each side has `name`, `base` and `server`; the servers are stopped when
 * the process exits, whatever ends it.
 */
export async function treeBesideReference(against, { port, work, env = {} }) {
  console.log(`building this tree and ${against} (in data/bench-ref/) …`)
  rmSync(work, { recursive: true, force: true })
  const ref = checkoutReference(against, (line) => console.log(line))
  const r = spawnSync(process.execPath, [reactRouterCli(), 'build'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout}${r.stderr}`)
    throw new Error('the build of this tree failed')
  }
  const sides = [
    { name: 'this tree', siteRoot: root, port },
    {
      name: against,
      siteRoot: ref.dir,
      port: port + 1,
      node: ref.node,
      env: { PATH: ref.env.PATH },
    },
  ]
  // Whatever ends the run (done, an error, Ctrl-C): the servers stop.
  process.on('exit', () => {
    for (const { server } of sides) if (server?.alive()) process.kill(server.pid, 'SIGTERM')
  })
  process.on('SIGINT', () => process.exit(130))
  await startSides(sides, work, env)
  return sides
}
