// Debian's Chromium and the flags every tool here launches it with (Playwright, Lighthouse): no
// background traffic on a machine whose only network is the package mirrors.
// scripts/ensure-chromium.sh installs it.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
