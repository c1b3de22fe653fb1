// The production build on a private port of 127.0.0.1 with a fresh SQLite file, for the fuzzer
// (scripts/fuzz.js) and the load run (scripts/torture.js). Nothing here listens beyond loopback.
import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'

/**
 * A process's CPU time so far (user + system), in ms, from /proc (Linux; 10 ms ticks); null where
 * there is no /proc. For the bench scripts' CPU per request.
 */
export function cpuMs(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100
  } catch {
    return null
  }
}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The `react-router` command of a checkout's @react-router/dev, from its package.json: `bin.js`
 * up to React Router 7, `bin.cjs` from 8.
 */
export function reactRouterCli(siteRoot = root) {
  const dir = path.join(siteRoot, 'node_modules/@react-router/dev')
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
  return path.join(dir, typeof bin === 'string' ? bin : bin['react-router'])
}

/** Builds when there is no build yet (bin/site.js rebuilds a stale one itself). */
function ensureBuild() {
  if (existsSync(path.join(root, 'build/server/index.js'))) return
  console.log('No production build yet: building…')
  const r = spawnSync(process.execPath, [reactRouterCli(), 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (r.status !== 0) throw new Error('the build failed')
}

/**
 * Starts `node bin/site.js start` on 127.0.0.1:<port>. Resolves once /readyz answers 200.
 * `output()` holds the server's warnings and errors (LOG_LEVEL=warn), for the caller to check.
 * `kill(signal)` ends it abruptly (a crash); `stop()` shuts it down and removes a fresh folder.
 * `siteRoot` runs another checkout's build (scripts/bench-render.js), already built there.
 * `nodeArgs` go to node before the script (`--cpu-prof`, which NODE_OPTIONS does not take).
 * `node` is the Node that runs it (another checkout's own, scripts/support/reference-install.js).
 * @param {{ port: number, env?: Record<string, string>, dir?: string, siteRoot?: string, nodeArgs?: string[], node?: string }} options
 */
export async function startPrivateServer({
  port,
  env = {},
  dir: ownDir,
  siteRoot = root,
  nodeArgs = [],
  node = process.execPath,
}) {
  if (siteRoot === root) ensureBuild()
  // Something already answering there would be taken for this server.
  const taken = await fetch(`http://127.0.0.1:${port}/healthz`, {
    signal: AbortSignal.timeout(2_000),
  })
    .then(() => true)
    .catch(() => false)
  if (taken) throw new Error(`port ${port} is already in use on 127.0.0.1: choose another`)
  // With `dir`, the caller owns the folder (its database survives a restart); else a fresh one.
  const dir = ownDir ?? mkdtempSync(path.join(tmpdir(), 'site-private-'))
  const base = `http://127.0.0.1:${port}`
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SKIP_BUILD: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    MEDIA_CACHE_DIR: path.join(dir, 'cache'),
    MAIL_TRANSPORT: 'log',
    MAIL_LOG_DIR: path.join(dir, 'outbox'),
    MFA_KEY_FILE: path.join(dir, 'mfa.key'),
    LOG_LEVEL: 'warn',
    ...env,
  }
  const child = spawn(node, [...nodeArgs, path.join(siteRoot, 'bin/site.js'), 'start'], {
    cwd: siteRoot,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk) => {
    output += chunk
    if (output.length > 4_000_000) output = output.slice(-2_000_000)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  let exited = null
  child.on('exit', (code, signal) => (exited = { code, signal }))

  const deadline = Date.now() + 120_000
  for (;;) {
    if (exited)
      throw new Error(`the server exited at start (${JSON.stringify(exited)}):\n${output}`)
    try {
      const r = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) })
      if (r.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not become ready within 2 minutes:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }

  return {
    base,
    port,
    dir,
    env: serverEnv,
    dbFile: path.join(dir, 'site.db'),
    pid: child.pid,
    output: () => output,
    alive: () => exited === null,
    async kill(signal = 'SIGKILL') {
      if (exited !== null) return
      const done = new Promise((r) => child.once('exit', r))
      child.kill(signal)
      await done
    },
    async stop() {
      if (exited === null) {
        const done = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
        await done
        clearTimeout(force)
      }
      if (!ownDir) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * An admin account made with `npm run users -- add`, and a signed-in session for it written
 * straight into the database (as tests/e2e/support/db.ts arranges state): the fuzzer needs the
 * console's inside, not the sign-in flow, which tests/e2e/console.spec.ts covers.
 */
export function staffSession(server) {
  const email = `fuzz-${randomBytes(4).toString('hex')}@example.com`
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'bin/site.js'), 'users', 'add', email, '--role', 'admin'],
    {
      cwd: root,
      env: server.env,
      input: `fuzz passphrase ${randomBytes(8).toString('hex')}\n`,
      encoding: 'utf8',
    },
  )
  if (r.status !== 0) throw new Error(`users add failed: ${r.stderr}${r.stdout}`)
  const token = randomBytes(32).toString('base64url')
  const csrf = randomBytes(24).toString('base64url')
  const db = new Database(server.dbFile)
  db.pragma('busy_timeout = 5000')
  try {
    const now = Date.now()
    const user = db.prepare('select id from users where email = ?').get(email)
    db.prepare('update users set mfa_enrolled_at = ? where id = ?').run(now, user.id)
    db.prepare(
      `insert into sessions (id, user_id, state, csrf_token, created_at, last_seen_at, expires_at, ip, user_agent)
       values (?, ?, 'active', ?, ?, ?, ?, '127.0.0.1', 'fuzz')`,
    ).run(
      createHash('sha256').update(token).digest('hex'),
      user.id,
      csrf,
      now,
      now,
      now + 6 * 60 * 60 * 1000,
    )
  } finally {
    db.close()
  }
  return { email, cookie: `staff_session=${token}`, csrf }
}

/**
 * The sides of a side-by-side bench ({ port, siteRoot, node?, env? }), each started on its port
 * with its own folder under `work`: sets each side's `server` and `base`, returns the servers.
 */
export async function startSides(sides, work, env = {}) {
  for (const s of sides) {
    const dir = path.join(work, String(s.port))
    mkdirSync(dir, { recursive: true })
    s.server = await startPrivateServer({
      port: s.port,
      siteRoot: s.siteRoot,
      dir,
      node: s.node,
      env: { ...s.env, ...env },
    })
    s.base = s.server.base
  }
  return sides.map((s) => s.server)
}
