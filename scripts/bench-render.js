// `npm run bench:render -- [--against=REF] [/path …]` (docs/benchmarks.md): the CPU of an
// uncached render of this working tree against the same pages of another commit (default HEAD),
// measured side by side. This machine's speed drifts by a fifth or more within the hour, so two
// figures taken minutes apart do not compare; here both builds run at once, each page is asked
// of one and then the other in alternating rounds of BENCH_ROUND requests (default 300), and the
// median CPU per request of each is printed with their ratio. Nothing is asserted: it is for
// trying a change, not for a budget (npm run bench has the budgets).
//
// The reference is checked out with `git worktree` into data/bench-ref/ (git-ignored, removed
// afterwards) and built there with this tree's node_modules; both servers run on fresh copies of
// one seeded SQLite database with the page cache off, on 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const against = args.find((a) => a.startsWith('--against='))?.slice(10) ?? 'HEAD'
const pages = args.filter((a) => a.startsWith('/'))
if (!pages.length) pages.push('/', '/naati')
const rounds = Number(process.env.BENCH_ROUNDS ?? 10)
const perRound = Number(process.env.BENCH_ROUND ?? 300)
const basePort = Number(process.env.BENCH_PORT ?? 4400) + 10
const work = path.join(root, 'data/bench-render')
const refDir = path.join(root, 'data/bench-ref')

/** Runs a command quietly; its output is shown only when it fails. */
function run(cmd, cmdArgs, cwd) {
  const r = spawnSync(cmd, cmdArgs, { cwd, encoding: 'utf8' })
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout}${r.stderr}`)
    throw new Error(`${cmd} ${cmdArgs.join(' ')} failed in ${cwd}`)
  }
}

const children = []
process.on('exit', () => {
  for (const c of children) c.kill('SIGTERM')
  spawnSync('git', ['worktree', 'remove', '--force', refDir], { cwd: root })
})
process.on('SIGINT', () => process.exit(130))

/** The site from `dir` on `port`, on its own copy of the seeded database. */
async function start(dir, port, db) {
  const child = spawn(process.execPath, [path.join(dir, 'bin/site.js'), 'start'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      NODE_ENV: 'production',
      PAGE_CACHE: 'off',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${basePort}`,
      DATABASE_URL: `file:${db}`,
      MEDIA_DIR: path.join(work, 'media'),
      MFA_KEY_FILE: path.join(work, 'mfa.key'),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
  })
  children.push(child)
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`the site in ${dir} did not start`)
}

/** A process's CPU time so far (user + system), in ms, from /proc (Linux; 10 ms ticks). */
function cpuMs(pid) {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

console.log(`building this tree and ${against} (in ${path.relative(root, refDir)}/) …`)
rmSync(work, { recursive: true, force: true })
mkdirSync(work, { recursive: true })
spawnSync('git', ['worktree', 'remove', '--force', refDir], { cwd: root })
rmSync(refDir, { recursive: true, force: true })
run('git', ['worktree', 'add', '--detach', refDir, against], root)
symlinkSync(path.join(root, 'node_modules'), path.join(refDir, 'node_modules'))
const builder = path.join(root, 'node_modules/@react-router/dev/bin.js')
run(process.execPath, [builder, 'build'], root)
run(process.execPath, [builder, 'build'], refDir)

// One database, seeded by the first start, copied for each side.
const seeded = path.join(work, 'seed.db')
const seeder = await start(root, basePort, seeded)
seeder.kill('SIGTERM')
await new Promise((r) => seeder.once('exit', r))
for (const side of ['this', 'ref']) copyFileSync(seeded, path.join(work, `${side}.db`))
const sides = [
  { name: 'this tree', proc: await start(root, basePort + 1, path.join(work, 'this.db')) },
  { name: against, proc: await start(refDir, basePort + 2, path.join(work, 'ref.db')) },
]
sides[0].port = basePort + 1
sides[1].port = basePort + 2

console.log(
  `uncached render CPU, ${rounds} alternating rounds of ${perRound} requests, median per request:`,
)
for (const page of pages) {
  const get = async (port) => {
    const res = await fetch(`http://127.0.0.1:${port}${page}`, {
      headers: { 'accept-encoding': 'identity' },
    })
    await res.arrayBuffer()
    return res.status
  }
  for (const s of sides) {
    const status = await get(s.port)
    if (status >= 500) throw new Error(`${page} answers ${status} on ${s.name}`)
    for (let i = 0; i < 500; i++) await get(s.port)
    s.samples = []
  }
  for (let r = 0; r < rounds; r++) {
    // Each round starts with the other side, so neither always runs first.
    for (const s of r % 2 ? [...sides].reverse() : sides) {
      const before = cpuMs(s.proc.pid)
      for (let i = 0; i < perRound; i++) await get(s.port)
      s.samples.push((cpuMs(s.proc.pid) - before) / perRound)
    }
  }
  const [mine, ref] = sides.map((s) => median(s.samples))
  const cheaper = sides[0].samples.filter((x, i) => x < sides[1].samples[i]).length
  console.log(
    `  ${page.padEnd(12)} this tree ${mine.toFixed(2)} ms, ${against} ${ref.toFixed(2)} ms: ` +
      `${Math.round((mine / ref) * 100)} % (this tree cheaper in ${cheaper} of ${rounds} rounds)`,
  )
}
process.exit(0)
