// Writes build/client/sw.js: the hand-written worker (app/offline/sw.js) with this build's
// version and the list of files it precaches in front (docs/offline.md, docs/decisions/0028).
//
// `precache` is the public shell, fetched when the worker installs: the client entry, the root,
// the site layout, the offline page and the two form pages with every chunk and stylesheet they
// import (the form pages' lazy ones too: their shells are kept for a phone without signal), plus React
// Router's route manifest (route discovery without network). `pages` are the other chunks the
// public pages reach (static and dynamic imports), kept on the phone when a page first uses
// them, and the Kannada catalogue. A chunk that only the console reaches is in neither: the
// worker never touches it.
// The client build knows the chunk graph; the manifest file is written during the server build,
// so the worker is written when that one closes.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { minifySync } from 'vite'

const consoleModule = /\/app\/routes\/admin\/|\/app\/components\/admin\//
/** What every public page needs, and the offline page: fetched when the worker installs. */
const shellModule = /\/entry\.client|\/app\/root\.tsx|\/app\/routes\/pages\/(layout|offline)\.tsx/
/** The form pages, whose shells the worker keeps (docs/offline.md): fetched when it installs. */
const formModule = /\/app\/routes\/pages\/(contact|apply-job)\.tsx/

/** @returns {import('vite').Plugin} */
export function serviceWorker() {
  let shell = null
  let pages = []
  let clientDir = null
  return {
    name: 'site-service-worker',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client') return
      clientDir = options.dir
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      const byName = new Map(chunks.map((c) => [c.fileName, c]))
      const graph = (roots, files = new Set()) => {
        const visit = (chunk) => {
          if (!chunk || files.has(chunk.fileName)) return
          files.add(chunk.fileName)
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
          for (const f of [...chunk.imports, ...chunk.dynamicImports]) visit(byName.get(f))
        }
        roots.forEach(visit)
        return files
      }
      const entries = chunks.filter((c) => c.isEntry && !consoleModule.test(c.facadeModuleId ?? ''))
      const shellEntries = entries.filter((c) => shellModule.test(c.facadeModuleId ?? ''))
      const shellFiles = graph(shellEntries)
      // The form pages' shells (kept without a time-trap) and all they load, the toasts too.
      const formFiles = graph(entries.filter((c) => formModule.test(c.facadeModuleId ?? '')))
      const pageFiles = [...graph(entries)].filter((f) => !shellFiles.has(f))
      shell = [...new Set([...shellFiles, ...formFiles])].map((f) => `/${f}`)
      // The Kannada catalogue (app/i18n/messages.ts): every Kannada page reads it to hydrate.
      const catalogues = Object.values(bundle)
        .filter((a) => a.type === 'asset' && /^assets\/kn-ui-[\w-]+\.json$/.test(a.fileName))
        .map((a) => a.fileName)
      if (!catalogues.length) throw new Error('service worker: no Kannada catalogue in the build')
      pages = [...pageFiles, ...catalogues].map((f) => `/${f}`).sort()
    },
    closeBundle() {
      if (this.environment.name !== 'ssr' || !shell || !clientDir) return
      const assets = path.join(clientDir, 'assets')
      const manifest = readdirSync(assets)
        .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
        .filter((f) =>
          readFileSync(path.join(assets, f), 'utf8').startsWith('window.__reactRouterManifest='),
        )
        .sort(
          (a, b) => statSync(path.join(assets, b)).mtimeMs - statSync(path.join(assets, a)).mtimeMs,
        )[0]
      if (!manifest) throw new Error('service worker: no React Router manifest in the client build')
      const text = readFileSync(path.join(assets, manifest), 'utf8')
      const { version } = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1))
      const build = { version, precache: [...shell, `/assets/${manifest}`].sort(), pages }
      // Minified as the other scripts are: every page load checks it (docs/offline.md, its cap).
      const { code, errors } = minifySync(
        'sw.js',
        readFileSync(new URL('./sw.js', import.meta.url), 'utf8'),
      )
      if (errors.length) throw new Error(`service worker: ${errors[0].message}`)
      writeFileSync(path.join(clientDir, 'sw.js'), `self.BUILD = ${JSON.stringify(build)}\n${code}`)
    },
  }
}
