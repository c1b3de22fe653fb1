// Debian's Chromium and the flags it needs here (root, no GPU, a closed network): shared by the
// browser tests, the screenshot script and the Lighthouse bench.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
