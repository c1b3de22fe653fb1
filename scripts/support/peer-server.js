// The bench's peer page (scripts/support/peer/app.js), built with Vite from this tree's React and
// served prerendered from memory by node:http on 127.0.0.1: a fixed page that ships a React
// bundle and hydrates, measured in the same run as the site so that a slow phase of the machine
// shows in both (docs/benchmarks.md "Slow CPU").
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync } from 'node:zlib'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { build } from 'vite'
import { App } from './peer/app.js'

const here = path.dirname(fileURLToPath(import.meta.url))

const CSS = `
body{margin:0;font-family:system-ui,sans-serif;color:#111827}
.nav{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;padding:16px}
.logo{font-weight:700;font-size:1.5rem;color:#4f46e5;text-decoration:none}
.menu{padding:8px 12px}.links{display:none;width:100%}.links.open{display:block}
.links ul{list-style:none;padding:0}.links a{display:block;padding:8px 0}
@media(min-width:768px){.menu{display:none}.links{display:block;width:auto}.links ul{display:flex;gap:16px}}
.hero{padding:64px 16px;text-align:center;background:#f3f4f6}
.hero h1{font-size:2.25rem;margin:0 0 16px}.hero span{color:#4f46e5}
.button{display:inline-block;padding:12px 20px;border-radius:8px;background:#4f46e5;color:#fff;text-decoration:none}
.sponsors{display:flex;flex-wrap:wrap;justify-content:center;gap:24px;padding:32px 16px;color:#6b7280}
#features{padding:32px 16px;max-width:960px;margin:auto}
.row{display:flex;flex-wrap:wrap;align-items:center;gap:24px;margin:32px 0}.row.reverse{flex-direction:row-reverse}
.row>div{flex:1 1 280px}svg{max-width:100%;height:auto}
.banner{margin:32px 16px;padding:32px;border-radius:12px;background:#e0e7ff;text-align:center}
footer{padding:32px 16px;text-align:center;background:#f3f4f6}footer a{margin:0 8px}`

/** Builds the peer's bundle into `outDir` and serves its page on 127.0.0.1:`port`. */
export async function startPeer({ port, outDir }) {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(here, 'peer'),
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      rollupOptions: { input: path.join(here, 'peer/client.js') },
    },
  })
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'))
  const entry = Object.values(manifest).find((m) => m.isEntry)
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Landing page</title><style>${CSS}</style></head><body>` +
    `<div id="root">${renderToString(createElement(App))}</div>` +
    `<script type="module" src="/${entry.file}"></script></body></html>`
  const files = new Map([['/', { type: 'text/html; charset=utf-8', body: html }]])
  files.set(`/${entry.file}`, {
    type: 'text/javascript',
    body: readFileSync(path.join(outDir, entry.file)),
  })
  for (const file of files.values()) file.br = brotliCompressSync(file.body)
  const server = http.createServer((req, res) => {
    const file = files.get(req.url.split('?')[0])
    if (!file) return res.writeHead(404).end()
    // Brotli where asked, as the site and any host of a Next.js page send it.
    const br = /\bbr\b/.test(req.headers['accept-encoding'] ?? '')
    res
      .writeHead(200, {
        'content-type': file.type,
        'cache-control': 'no-cache',
        ...(br ? { 'content-encoding': 'br' } : {}),
      })
      .end(br ? file.br : file.body)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${port}`,
    jsBytes: files.get(`/${entry.file}`).body.length,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
