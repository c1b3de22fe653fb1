#!/usr/bin/env node
// The one entry point behind the npm scripts: start, dev, migrate, seed, reset, backup, restore,
// outbox, users.
// Production code is the Vite server build (build/server/index.js, from server/main.ts); this file
// only makes sure that build exists and is newer than the sources, then hands over.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// The site runs on Node.js 24 LTS or newer (package.json "engines"): its SQLite driver is a
// Node-API addon that crashes older Nodes. `npm start` runs the Node the project brings
// (node_modules/.bin/node, README "Run it"); someone who starts this file with their own older
// Node gets one line saying so, not a crash later.
const NODE_MAJOR_NEEDED = 24
const major = Number(process.versions.node.split('.')[0])
if (major < NODE_MAJOR_NEEDED) {
  console.error(
    `This site needs Node.js ${NODE_MAJOR_NEEDED} or newer; this is Node.js ${process.versions.node}. Start it with \`npm start\` (which runs the Node.js ${NODE_MAJOR_NEEDED} that npm install put in node_modules/.bin), or install Node.js ${NODE_MAJOR_NEEDED} LTS.`,
  )
  process.exit(1)
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverEntry = path.join(root, 'build/server/index.js')
const command = process.argv[2] ?? 'start'

// Settings may come from a .env file beside package.json (see .env.example); variables already
// set in the environment win.
const envFile = path.join(root, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)

function newestMtime(target) {
  const st = statSync(target, { throwIfNoEntry: false })
  if (!st) return 0
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(path.join(target, name)))
  }
  return newest
}

function buildIsStale() {
  if (!existsSync(serverEntry)) return true
  const built = statSync(serverEntry).mtimeMs
  const sources = [
    'app',
    'server',
    'public',
    'package.json',
    'vite.config.ts',
    'react-router.config.ts',
  ]
  return sources.some((s) => newestMtime(path.join(root, s)) > built)
}

if (command === 'dev') {
  const { createServer } = await import('vite')
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
  const main = await vite.ssrLoadModule('/server/main.ts')
  await main.start({
    mode: 'development',
    build: () => vite.ssrLoadModule('virtual:react-router/server-build'),
    devMiddleware: vite.middlewares,
  })
} else {
  // React and React Router choose their production or development build from the real
  // process.env.NODE_ENV when they are first imported, not from our parsed settings (which
  // default to production). Without this, a plain `npm start` rendered every page with React's
  // development build: slower, and with checks meant for a developer's console.
  if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production'
  if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
    console.log('Building the site (first start, or the sources changed)…')
    // React Router's command, as its package names it (bin.cjs since React Router 8).
    const cli = path.join(root, 'node_modules/@react-router/dev')
    const { bin } = JSON.parse(readFileSync(path.join(cli, 'package.json'), 'utf8'))
    const r = spawnSync(
      process.execPath,
      [path.join(cli, typeof bin === 'string' ? bin : bin['react-router']), 'build'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    )
    if (r.status !== 0) process.exit(r.status ?? 1)
  }
  const main = await import(pathToFileURL(serverEntry).href)
  await main.run(command, process.argv.slice(3))
}
