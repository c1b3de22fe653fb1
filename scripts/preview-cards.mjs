// Draws the link previews (title, description, picture: what WhatsApp shows from og: tags) of a
// few pages of the production build, to look at: `node scripts/preview-cards.mjs [out.png]`.
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.js'
import { startPrivateServer } from './support/private-server.js'

const port = Number(process.env.PREVIEW_PORT ?? 4396)
const pages = ['/', '/naati', '/opportunity-detail/1', '/resource/news/11', '/contact-us']
const out = process.argv[2] ?? 'test-results/preview-cards.png'
const server = await startPrivateServer({ port })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const cards = []
  for (const p of pages) {
    const html = await (await fetch(`http://127.0.0.1:${port}${p}`)).text()
    const tag = (name) =>
      new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(html)?.[1] ?? ''
    const image = tag('og:image').replace(/&amp;/g, '&')
    const bytes = (await (await fetch(image)).arrayBuffer()).byteLength
    cards.push(`<figure><img src="${image}" alt="${tag('og:image:alt')}" width="1200" height="630">
      <figcaption><small>${new URL(tag('og:url')).host}${p} · ${tag('og:type')} · ${tag('og:image:type')} ${Math.round(bytes / 1024)} KB</small>
      <b>${tag('og:title')}</b><span>${tag('og:description')}</span></figcaption></figure>`)
  }
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } })
  await page.setContent(`<style>body{font:14px system-ui;background:#e5ddd5;display:grid;grid-template-columns:repeat(3,340px);gap:16px;padding:16px}
    figure{margin:0;background:#dcf8c6;border-radius:8px;overflow:hidden}img{width:100%;height:auto;display:block}
    figcaption{display:grid;gap:4px;padding:8px}span{color:#555;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}</style>${cards.join('')}`)
  await page.locator('img').last().waitFor()
  await page.waitForLoadState('load')
  await page.screenshot({ path: out, fullPage: true })
  console.log(`preview cards written to ${out}`)
} finally {
  await browser.close()
  await server.stop()
}
