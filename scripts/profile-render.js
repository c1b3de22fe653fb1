// `npm run profile -- [/path]` (docs/benchmarks.md): where the CPU of an uncached render goes.
// Starts the production build with the page cache off under V8's CPU profiler, sends PROFILE_WARMUP
// requests one at a time (the JIT takes a few thousand renders to settle), then PROFILE_REQUESTS
// more, and prints the self time per request of those alone: by package, then the busiest
// functions. The whole profile is written to bench-results/ for Chrome DevTools (Performance,
// "Load profile"). The profiler itself costs about a third more CPU: compare shares, not totals.
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { cpuMs, root, startPrivateServer } from './support/private-server.js'

const target = process.argv.slice(2).find((a) => a.startsWith('/')) ?? '/'
const warmup = Number(process.env.PROFILE_WARMUP ?? 3000)
const requests = Number(process.env.PROFILE_REQUESTS ?? 2000)
const port = Number(process.env.PROFILE_PORT ?? 4480)
const out = path.join(root, 'bench-results')
const profDir = path.join(out, 'profile-tmp')
rmSync(profDir, { recursive: true, force: true })
mkdirSync(profDir, { recursive: true })

const server = await startPrivateServer({
  port,
  env: { PAGE_CACHE: 'off', LOG_LEVEL: 'info' },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--cpu-prof-interval', '100'],
})
const get = async () => {
  const res = await fetch(`${server.base}${target}`, { headers: { 'accept-encoding': 'identity' } })
  await res.arrayBuffer()
  if (res.status >= 500) throw new Error(`${target} answered ${res.status}`)
}
/** V8 stamps samples with the same monotonic clock, in microseconds. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n)

console.log(`${target}: ${warmup} requests to warm up, then ${requests} profiled, one at a time`)
for (let i = 0; i < warmup; i++) await get()
const from = nowUs()
const cpuBefore = cpuMs(server.pid)
for (let i = 0; i < requests; i++) await get()
const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / requests
const to = nowUs()
await server.stop()

const [file] = readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile'))
if (!file) throw new Error('the server wrote no profile')
const saved = path.join(
  out,
  `profile-${target === '/' ? 'home' : target.slice(1).replace(/\W+/g, '-')}.cpuprofile`,
)
renameSync(path.join(profDir, file), saved)
rmSync(profDir, { recursive: true, force: true })

const profile = JSON.parse(readFileSync(saved, 'utf8'))
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
let t = profile.startTime
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i]
  if (t < from || t > to) continue
  const next = profile.timeDeltas[i + 1] ?? 0
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + next)
}

/** Where a function comes from: a package, our server bundle, Node itself, or V8. */
function origin({ url, functionName }) {
  if (!url) return `(${functionName.replace(/[()]/g, '')})`
  if (url.includes('/build/server/')) return 'our server bundle'
  if (url.startsWith('node:')) return 'Node.js'
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  return m ? m[1] : url
}
const byOrigin = new Map()
const byFunction = new Map()
let busy = 0
for (const [id, us] of self) {
  const frame = nodes.get(id).callFrame
  const o = origin(frame)
  if (o === '(idle)') continue
  busy += us
  byOrigin.set(o, (byOrigin.get(o) ?? 0) + us)
  const where = frame.url ? `${frame.url.split('/').slice(-1)[0]}:${frame.lineNumber + 1}` : ''
  const name = `${frame.functionName || '(anonymous)'} ${where}`.trim()
  byFunction.set(name, (byFunction.get(name) ?? 0) + us)
}
const ms = (us) => (us / 1000 / requests).toFixed(3).padStart(7)
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n)
console.log(
  `\nCPU per request: ${cpuPerRequest.toFixed(2)} ms (from /proc, with the profiler on); ` +
    `${ms(busy).trim()} ms in samples\n\nSelf time per request (ms), by origin:`,
)
for (const [o, us] of top(byOrigin, 15)) console.log(`${ms(us)}  ${o}`)
console.log('\nBusiest functions (self ms per request):')
for (const [f, us] of top(byFunction, 25)) console.log(`${ms(us)}  ${f}`)
console.log(`\nThe whole profile: ${path.relative(root, saved)}`)
