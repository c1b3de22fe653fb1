import { chromium } from 'playwright-core'
const [url, prefix, width] = process.argv.slice(2)
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const p = await b.newPage({ viewport: { width: Number(width), height: 800 }, reducedMotion: 'reduce', deviceScaleFactor: 1 })
await p.goto(url, { waitUntil: 'networkidle' })
let i = 0
for (const sel of ['section[aria-roledescription=carousel]', 'section[aria-labelledby=where-we-operate]', 'section:has([role=tablist])']) {
  const el = p.locator(sel).first()
  await el.scrollIntoViewIfNeeded()
  await p.waitForTimeout(300)
  await el.screenshot({ path: `${prefix}-${width}-${i++}.png` })
}
await b.close()
