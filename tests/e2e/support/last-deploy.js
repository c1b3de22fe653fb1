// The "last deploy" for the browser test of a new deploy taking over (tests/e2e/offline-deploy.spec.ts):
// this checkout built again without minifying (NO_MINIFY=1) into data/e2e/deploy-old/, so every
// asset, the React Router manifest and the service worker's version differ from build/'s, as after
// a real change. Built by `npm test` after the usual build (scripts/test.js), or by the spec when
// missing or older than build/. `node tests/e2e/support/last-deploy.js` builds it.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { reactRouterCli, root } from '../../../scripts/support/private-server.js'

export const lastDeployRoot = path.join(root, 'data/e2e/deploy-old')

/** Built, and newer than build/ (a build of the same sources). */
export function lastDeployIsFresh() {
  const built = path.join(lastDeployRoot, 'build/server/index.js')
  const current = path.join(root, 'build/server/index.js')
  return existsSync(built) && statSync(built).mtimeMs >= statSync(current).mtimeMs
}

export function buildLastDeploy() {
  rmSync(lastDeployRoot, { recursive: true, force: true })
  mkdirSync(path.join(lastDeployRoot, 'bin'), { recursive: true })
  // bin/site.js finds the project from package.json beside it; node_modules is found upwards.
  copyFileSync(path.join(root, 'package.json'), path.join(lastDeployRoot, 'package.json'))
  copyFileSync(path.join(root, 'bin/site.js'), path.join(lastDeployRoot, 'bin/site.js'))
  const r = spawnSync(process.execPath, [reactRouterCli(), 'build'], {
    cwd: root,
    env: {
      ...process.env,
      SITE_BUILD_DIR: path.relative(root, path.join(lastDeployRoot, 'build')),
      NO_MINIFY: '1',
    },
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`the last deploy's build failed:\n${r.stderr}${r.stdout}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildLastDeploy()
