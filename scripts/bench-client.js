// `npm run bench:client -- [--against=REF] [/path …]` (docs/benchmarks.md "Slow CPU"): what a
// slow phone feels on this working tree beside another commit (default HEAD) and the fixed peer
// page, in the same minutes: each page loaded in Chromium at BENCH_CPU_RATE (6)× CPU slowdown,
// BENCH_RUNS (5) times on each side in alternating order, with the median FCP, LCP, Total
// Blocking Time and longest task, and the taps of issue 39 (the phone menu, a Why Choose Us tab,
// the TruLove toggle): their Event Timing duration (INP) and the longest task after them. With
// --tasks the long tasks of each side's median run are listed, named (the sampling profiler then
// runs in every load, which changes the timings: read that run for the names). Nothing is
// asserted: it is for trying a change (npm run bench -- --only=slowcpu checks the budgets). With
// --no-js this tree and the peer are also loaded with their scripts off, in the same rounds: what
// is left of their blocking time is the browser's own (parsing, style, layout, paint, pictures).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { treeBesideReference } from './support/reference-install.js'
import { startPeer } from './support/peer-server.js'
import { launchChromium, slowCpuRun } from './support/slow-cpu.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const against = args.find((a) => a.startsWith('--against='))?.slice(10) ?? 'HEAD'
const showTasks = args.includes('--tasks')
const noTaps = args.includes('--no-taps')
const noJs = args.includes('--no-js')
const pages = args.filter((a) => a.startsWith('/'))
if (!pages.length) pages.push('/', '/naati', '/opportunity-detail/1')
const runs = Number(process.env.BENCH_RUNS ?? 5)
const basePort = Number(process.env.BENCH_PORT ?? 4400) + 20
const work = path.join(root, 'data/bench-client')

const sides = await treeBesideReference(against, { port: basePort + 1, work })
const peer = await startPeer({ port: basePort + 3, outDir: path.join(work, 'peer') })
const browser = await launchChromium()
let results
try {
  results = await slowCpuRun({
    browser,
    sides: noJs
      ? [
          ...sides,
          { name: `${sides[0].name}, no JS`, base: sides[0].base, noJs: true },
          { name: 'peer, no JS', base: peer.base, noJs: true, root: true },
        ]
      : sides,
    peer: { name: 'peer (React page)', base: peer.base },
    pages,
    runs,
    taps: !noTaps,
    profile: showTasks,
  })
} finally {
  await browser.close()
  await peer.stop()
  await Promise.all(sides.map((s) => s.server.stop()))
}
if (showTasks)
  for (const page of results.pages)
    for (const side of page.sides) {
      console.log(`\n${page.path} on ${side.name}: long tasks of the median run (at ms, length ms)`)
      for (const t of side.longTasks)
        console.log(
          `  ${String(t.at).padStart(5)} ${String(t.ms).padStart(4)}  ${t.parts.join(', ')}` +
            `${t.functions.length ? ` | ${t.functions.join(', ')}` : ''}` +
            `${t.components.length ? ` | ${t.components.join(', ')}` : ''}`,
        )
    }
mkdirSync(path.join(root, 'bench-results'), { recursive: true })
writeFileSync(path.join(root, 'bench-results/client.json'), JSON.stringify(results, null, 2))
process.exit(0)
