// Debian's Chromium and the flags every tool here launches it with (Playwright, Lighthouse): no
// background traffic on a machine whose only network is the package mirrors.
// scripts/ensure-chromium.sh installs it.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'
/**
 * What the tests drive (Playwright's e2e, Vitest's browser mode): Debian's chromium-headless-shell, the
 * same Chromium without the browser's interface (no hidden window, toolbar or omnibox pages per
 * context), Playwright's own default for headless runs. The e2e suite needs about 30 % less CPU with it
 * than with the full browser. Lighthouse keeps the full browser (CHROMIUM_PATH).
 */
export const HEADLESS_CHROMIUM_PATH = process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
