// `npm test`: every check the project has, in order, on a fresh machine:
// typecheck, lint, unit and integration tests (SQLite, and PostgreSQL when reachable) on the
// project's Node 24 and again on Node 26, the production build, the Nu HTML checker on every page
// type and short fuzz and load runs against it, and the browser tests in real Chromium. Every stage
// runs even when an earlier one fails (except the HTML check, the torture run and the browser
// tests, which need the build); the exit code is non-zero when
// anything failed, and the last line counts the tests: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
mkdirSync(path.join(root, 'test-results'), { recursive: true })

// Stage lines are tagged "[stage]" ("[stage] lint: ok, 13 s"): no check marks, no leading "=" and
// no "in N s", which other test runners' summary lines use. The one line here that counts tests
// is the last ("tests: N passed, N failed").
function run(label, cmd, args, env = {}, { quiet = false } = {}) {
  console.log(`\n[stage] ${label}: ${[path.basename(cmd), ...args].join(' ')}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  })
  const ok = r.status === 0
  // A quiet tool's output is shown only when it failed.
  if (quiet && !ok) process.stdout.write(`${r.stdout ?? ''}${r.stderr ?? ''}`)
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`[stage] ${label}: ${ok ? 'ok' : 'FAILED'}, ${seconds} s`)
  return ok
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(root, file), 'utf8'))
  } catch {
    return null
  }
}

const stages = []
stages.push([
  'typecheck',
  run('typecheck', bin('react-router'), ['typegen']) && run('typecheck', bin('tsc'), []),
])
stages.push([
  'lint',
  run('lint', bin('eslint'), ['.', '--max-warnings', '0']) &&
    run(
      'import cycles',
      bin('madge'),
      [
        '--circular',
        '--no-spinner',
        '--extensions',
        'ts,tsx',
        '--ts-config',
        'tsconfig.json',
        'app',
      ],
      {},
      { quiet: true },
    ) &&
    run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']) &&
    // Unused files, exports and dependencies (knip.jsonc).
    run('unused code', bin('knip'), []),
])
rmSync(path.join(root, 'test-results/unit.json'), { force: true })
stages.push([
  'unit',
  run('unit and integration tests', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/unit.json',
  ]),
])
// The same tests on Node 26, the active LTS, with the same node_modules (scripts/node26.js).
// Budget (README "Run it"): 6 min, as the tests on Node 24, plus a download of Node 26 from
// cold. Over that something is wrong.
rmSync(path.join(root, 'test-results/unit-node26.json'), { force: true })
stages.push([
  'unit (Node 26)',
  run('unit and integration tests on Node 26', process.execPath, [
    'scripts/node26.js',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/unit-node26.json',
  ]),
])
const built = run('build', bin('react-router'), ['build'])
stages.push(['build', built])
// The same sources built again without minifying, as "the last deploy" for the browser test of
// a new deploy taking over from it (tests/e2e/support/last-deploy.js). Budget: as the build.
stages.push([
  'build (last deploy)',
  built
    ? run('build of the last deploy', process.execPath, ['tests/e2e/support/last-deploy.js'])
    : false,
])
// The Nu HTML checker on one page of every type, in one JVM run against the build on a private
// port (scripts/check-html.js): 0 errors. Budget: about 30 s on a quiet machine, most of it Java.
stages.push([
  'html check',
  built ? run('Nu HTML checker', process.execPath, ['scripts/check-html.js']) : false,
])
// `npm run torture` in short form (scripts/torture.js; the full run is 2,500 fuzz requests and
// 60 s of load): 300 hostile requests (no 5xx) and 10 s at 100 connections (no error but the
// rate limit's 429s) against the build on private ports. Budget: about 1.5 min; over 4 is wrong.
stages.push([
  'torture (short)',
  built
    ? run('fuzz and load, short form', process.execPath, ['scripts/torture.js'], {
        FUZZ_COUNT: '300',
        TORTURE_SECONDS: '10',
      })
    : false,
])
rmSync(path.join(root, 'test-results/e2e.json'), { force: true })
stages.push(['e2e', built ? run('browser tests', bin('playwright'), ['test']) : false])

let passed = 0
let failed = 0
for (const file of ['test-results/unit.json', 'test-results/unit-node26.json']) {
  const unit = readJson(file)
  if (unit) {
    passed += unit.numPassedTests ?? 0
    failed += unit.numFailedTests ?? 0
  }
}
const e2e = readJson('test-results/e2e.json')
if (e2e?.stats) {
  passed += e2e.stats.expected ?? 0
  failed += (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0)
}
const failedStages = stages.filter(([, ok]) => !ok).map(([name]) => name)
console.log(`\n[stage] all: ${stages.map(([n, ok]) => `${n} ${ok ? 'ok' : 'FAILED'}`).join(', ')}`)
if (!existsSync(path.join(root, 'test-results/e2e.json')) && built)
  console.log('(no browser test report was written)')
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failedStages.length ? 1 : 0)
