// `npm run bench:render -- [--against=REF] [/path …]` (docs/benchmarks.md): the CPU of an
// uncached render of this working tree against the same pages of another commit (default HEAD),
// measured side by side. This machine's speed drifts by a fifth or more within the hour, so two
// figures taken minutes apart do not compare; here both builds run at once, each page is asked
// of one and then the other in alternating rounds of BENCH_ROUND requests (default 300), and the
// median CPU per request of each is printed with their ratio. Nothing is asserted: it is for
// trying a change, not for a budget (npm run bench has the budgets).
//
// The reference is checked out with `git worktree` into data/bench-ref/ (git-ignored, removed
// afterwards) and built and run with its own dependencies under its own Node
// (scripts/support/reference-install.js): a commit from before the move to Node 24 and React
// Router 8 is measured as it ran then. Both servers run on their own seeded SQLite database with
// the page cache off, on 127.0.0.1 only (scripts/support/private-server.js).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cpuMs } from './support/private-server.js'
import { treeBesideReference } from './support/reference-install.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const against = args.find((a) => a.startsWith('--against='))?.slice(10) ?? 'HEAD'
const pages = args.filter((a) => a.startsWith('/'))
if (!pages.length) pages.push('/', '/naati')
const rounds = Number(process.env.BENCH_ROUNDS ?? 10)
const perRound = Number(process.env.BENCH_ROUND ?? 300)
const basePort = Number(process.env.BENCH_PORT ?? 4400) + 10
const work = path.join(root, 'data/bench-render')

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

// Each side seeds its own database (its own migrations and sample content), with the page
// cache off and every request logged, as in production. The reference has its own node_modules
// (its lockfile's, installed once and kept) and Node.
const env = { PAGE_CACHE: 'off', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' }
const sides = await treeBesideReference(against, { port: basePort + 1, work, env })

console.log(
  `uncached render CPU, ${rounds} alternating rounds of ${perRound} requests, median per request:`,
)
for (const page of pages) {
  const get = async (port) => {
    const res = await fetch(`http://127.0.0.1:${port}${page}`, {
      headers: { 'accept-encoding': 'identity' },
    })
    await res.arrayBuffer()
  }
  // The same page from both, or the comparison is of different work: a change meant to be
  // invisible is checked here, and one that is not says how much the page changed.
  const pagesOf = await Promise.all(
    sides.map(async (s) => {
      const res = await fetch(`http://127.0.0.1:${s.port}${page}`)
      if (res.status >= 500) throw new Error(`${page} answers ${res.status} on ${s.name}`)
      // The request id differs from answer to answer, each side names its own address, and each
      // build names its files and its version by their hashes.
      return (await res.text())
        .replace(/"requestId":"[^"]*"/g, '')
        .replaceAll(`127.0.0.1:${s.port}`, 'SITE')
        .replace(/-[\w-]{8}\.(js|css)\b/g, '.$1')
        .replace(/"version": ?"\w+"/g, '')
    }),
  )
  const same =
    pagesOf[0] === pagesOf[1]
      ? 'the same bytes'
      : `pages differ: ${pagesOf[0].length} and ${pagesOf[1].length} characters`
  for (const s of sides) {
    for (let i = 0; i < 500; i++) await get(s.port)
    s.samples = []
  }
  for (let r = 0; r < rounds; r++) {
    // Each round starts with the other side, so neither always runs first.
    for (const s of r % 2 ? [...sides].reverse() : sides) {
      const before = cpuMs(s.server.pid)
      for (let i = 0; i < perRound; i++) await get(s.port)
      s.samples.push((cpuMs(s.server.pid) - before) / perRound)
    }
  }
  const [mine, ref] = sides.map((s) => median(s.samples))
  const cheaper = sides[0].samples.filter((x, i) => x < sides[1].samples[i]).length
  console.log(
    `  ${page.padEnd(12)} this tree ${mine.toFixed(2)} ms, ${against} ${ref.toFixed(2)} ms: ` +
      `${Math.round((mine / ref) * 100)} % (this tree cheaper in ${cheaper} of ${rounds} rounds; ${same})`,
  )
}
await Promise.all(sides.map((s) => s.server.stop()))
process.exit(0)
