// The Nu HTML checker (the `vnu-jar` package, on Java) over one page of every type, in ONE JVM
// run: the production build on a private port with a fresh SQLite file, each page fetched and
// written to a folder, then `java -jar vnu.jar --errors-only` on the folder. Exits non-zero on
// any error. A stage of `npm test` (scripts/test.js); run alone with `node scripts/check-html.js`
// after `npm run build`. Java: Debian's default-jre-headless (.ci/run installs it when missing).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import vnu from 'vnu-jar'
import { startPrivateServer } from './support/private-server.js'

// Beside the browser tests' ports (E2E_PORT … +20) and the torture run's.
const port = Number(process.env.HTML_CHECK_PORT ?? 4395)

/** One page of each type (a list, a detail, a form, an error page), and the console's sign-in. */
const pages = [
  '/',
  '/about-us',
  '/our-brands',
  '/naati',
  '/trulove',
  '/our-brand/suryakash',
  '/chandrika',
  '/our-brands/suggi',
  '/our-brands/suggi/products',
  '/our-brands/suggi/cereals-and-pulses',
  '/our-brands/suggi/products/1',
  '/opportunity',
  '/opportunity?page=2',
  '/opportunity-detail/1',
  '/apply-job',
  '/apply-job?job=1',
  '/contact-us',
  '/resource',
  '/resource/blog/1',
  '/resource/vilvani/5',
  '/resource/news/11',
  '/privacy-policy',
  '/no-such-page',
  '/opportunity-detail/999',
  '/admin/login',
]

const server = await startPrivateServer({ port })
const dir = mkdtempSync(path.join(tmpdir(), 'html-check-'))
let failed = false
try {
  const files = []
  for (const [i, page] of pages.entries()) {
    const res = await fetch(`http://127.0.0.1:${port}${page}`)
    const file = path.join(dir, `${String(i).padStart(2, '0')}.html`)
    writeFileSync(file, await res.text())
    files.push([file, page])
  }
  const started = Date.now()
  const r = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', dir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (r.error) throw new Error(`java could not be started: ${r.error.message}`)
  const messages = JSON.parse(r.stderr || '{"messages":[]}').messages ?? []
  const byFile = new Map(files.map(([file, page]) => [`file:${file}`, page]))
  for (const m of messages)
    console.log(`${byFile.get(m.url) ?? m.url}:${m.lastLine ?? ''}: ${m.type}: ${m.message}`)
  failed = messages.length > 0 || r.status !== 0
  console.log(
    `Nu HTML checker: ${messages.length} error(s) in ${pages.length} pages (one JVM run, ${Math.round((Date.now() - started) / 1000)} s)`,
  )
} finally {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
