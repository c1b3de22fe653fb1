import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startPrivateServer } from '../../scripts/support/private-server.js'
import { outputContains } from './support/process.ts'

// `npm start` as the README gives it, with no NODE_ENV in the environment: React and React Router
// pick their production or development build from process.env.NODE_ENV when first imported, so
// bin/site.js must set it before the server build loads. Until it did, a plain `npm start`
// rendered every page with React's development build (slower, and made for a developer's
// console). Its own server on E2E_PORT + 14.
const port = Number(process.env.E2E_PORT ?? 4310) + 14

const listening = (output: string) =>
  output.split('\n').find((line) => line.includes('"msg":"server listening"')) ?? ''

test('npm start without NODE_ENV renders with React’s production build; a wrong NODE_ENV is warned about', async () => {
  // An empty NODE_ENV is "not set", as in a shell where nobody exported it.
  let server = await startPrivateServer({ port, env: { NODE_ENV: '', LOG_LEVEL: 'info' } })
  try {
    await expect.poll(() => listening(server.output())).toContain('"react":"production"')
    expect((await fetch(`${server.base}/`)).status).toBe(200)
  } finally {
    await server.stop()
  }
  // The warning would come right after the listening line; once the last line ("stopped") has
  // arrived, everything before it has too.
  await expect.poll(() => server.output()).toContain('"msg":"stopped"')
  expect(server.output()).not.toContain('NODE_ENV is not')

  server = await startPrivateServer({ port, env: { NODE_ENV: 'development', LOG_LEVEL: 'info' } })
  try {
    await expect.poll(() => listening(server.output())).toContain('"react":"development"')
    await expect
      .poll(() => server.output())
      .toContain(
        'NODE_ENV is not \\"production\\": React renders with its slower development build',
      )
  } finally {
    await server.stop()
  }
})

// The README's `npm start` on a machine whose own Node is older than the site needs (these
// machines have Node 20): npm runs the script with node_modules/.bin first on PATH, where
// `npm install` put the Node 24 the project pins (docs/decisions/0022). The test runs the
// machine's own npm with a PATH that has nothing of the project's on it, as a newcomer's shell
// would, and reads which Node serves: the "server listening" line and /proc/<pid>/exe. Its own
// server on E2E_PORT + 15.
test('npm start serves from the Node the project pins, whatever Node runs npm', async () => {
  const root = path.resolve(import.meta.dirname, '../..')
  const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
    .optionalDependencies[`node-${process.platform}-${process.arch}`] as string | undefined
  // The browser tests run on Linux (Debian's Chromium), where the project always pins one.
  expect(pinned, `a pinned Node for ${process.platform}-${process.arch}`).toBeTruthy()
  const machinePath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => dir && !path.resolve(dir).startsWith(root))
    .join(path.delimiter)
  const machineNode = spawnSync('node', ['--version'], {
    env: { PATH: machinePath },
    encoding: 'utf8',
  }).stdout.trim()
  const ownPort = Number(process.env.E2E_PORT ?? 4310) + 15
  const dir = mkdtempSync(path.join(tmpdir(), 'site-npm-start-'))
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      PATH: machinePath,
      HOME: process.env.HOME ?? dir,
      SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      PORT: String(ownPort),
      PUBLIC_URL: `http://127.0.0.1:${ownPort}`,
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      MEDIA_CACHE_DIR: path.join(dir, 'cache'),
      MAIL_LOG_DIR: path.join(dir, 'outbox'),
      MFA_KEY_FILE: path.join(dir, 'mfa.key'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (c: Buffer) => (output += c))
  child.stderr.on('data', (c: Buffer) => (output += c))
  try {
    await outputContains(child, () => output, '"msg":"server listening"')
    const line = listening(output)
    expect(line).toContain(`"node":"v${pinned}"`)
    const pid = (JSON.parse(line) as { pid: number }).pid
    expect(realpathSync(`/proc/${pid}/exe`)).toBe(
      realpathSync(
        path.join(root, `node_modules/node-${process.platform}-${process.arch}/bin/node`),
      ),
    )
    expect((await fetch(`http://127.0.0.1:${ownPort}/`)).status).toBe(200)
    // What ran npm: the machine's own Node (v20 here), or whatever it has.
    test.info().annotations.push({ type: 'machine node', description: machineNode || 'none' })
  } finally {
    // npm, its shell and the server are one process group.
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)))
    rmSync(dir, { recursive: true, force: true })
  }
})
