/* global window, document */
// Takes full-page screenshots in headless Chromium, to look at what we build.
//   node scripts/screenshot.mjs http://127.0.0.1:3000/naati /tmp/naati [360,1280]
// writes /tmp/naati-360.png and /tmp/naati-1280.png. Add "--no-full" for the first screen only,
// "--click=<text>" to click something first.
import { chromium } from 'playwright-core'

const [url, out = '/tmp/shot', widthList = '360,1280', ...flags] = process.argv.slice(2)
if (!url) {
  console.error(
    'usage: node scripts/screenshot.mjs <url> <out-prefix> [widths] [--no-full] [--click=text]',
  )
  process.exit(2)
}
const full = !flags.includes('--no-full')
const click = flags.find((f) => f.startsWith('--click='))?.slice(8)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
for (const width of widthList.split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 740 : 900 } })
  page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`))
  await page.goto(url, { waitUntil: 'networkidle' })
  if (click)
    await page.getByRole('button', { name: click }).or(page.getByText(click)).first().click()
  // Lazy images below the fold load as they scroll into view.
  if (full) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
  }
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: full })
  console.log(`${out}-${width}.png`)
  await page.close()
}
await browser.close()
