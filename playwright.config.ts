import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_CHROMIUM_PATH } from './scripts/lib/chromium.ts'

/**
 * End-to-end tests against a production build with the embedded sandbox on (the default build:
 * sandbox on unless VITE_SANDBOX=off). The sandbox answers in-process, so tests assert what the
 * borrower sees and what the sandbox stored (localStorage `bayad.sandbox.v1`), never network traffic.
 * The browser is Debian's chromium-headless-shell (scripts/lib/chromium.ts, scripts/ensure-chromium.sh); nothing
 * here downloads one.
 */
// E2E_PORT lets several checkouts or helpers run their own build and server side by side.
const PORT = Number(process.env.E2E_PORT ?? 4174)
const SUFFIX = PORT === 4174 ? '' : `-${PORT}`
const OUT_DIR = `dist-e2e${SUFFIX}`
const BASE_URL = `http://localhost:${PORT}`
const CI = Boolean(process.env.CI)
const PREBUILT = process.env.E2E_PREBUILT === '1'

const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }
const FULL_BROWSER = /@full-browser/

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: CI,
  // Two on two cores. Three ran the suite in 6.1 min instead of 7.4 (2026-11-27), but a toast's
  // short life then overlapped a busy moment and one check missed it: not worth a flaky suite.
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: `test-results${SUFFIX}`,
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report${SUFFIX}` }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs about a quarter of the suite's time even when it is thrown away, so only a
    // retried test records one (CI retries once); to see a local failure step by step: `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // E2E_PREBUILT=1: the caller already built OUT_DIR with the sandbox on (scripts/test-all.sh, which
    // also reports its sizes), so only serve it.
    command: `${PREBUILT ? '' : `npx vite build --outDir ${OUT_DIR} && `}npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 120_000,
    // Explicit, so a VITE_SANDBOX=off in the caller's shell cannot build the app without its sandbox.
    env: { VITE_SANDBOX: 'on' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
  projects: [
    {
      name: 'phone',
      // Everything but what needs the full browser's own heuristics (below).
      grepInvert: FULL_BROWSER,
      use: { ...PHONE, launchOptions: { executablePath: HEADLESS_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] } },
    },
    {
      // Tests tagged @full-browser measure a heuristic of Chrome as shipped (how far below the screen a lazy
      // picture starts loading), which the headless shell does not share: they run in the full browser.
      name: 'phone-browser',
      grep: FULL_BROWSER,
      use: { ...PHONE, launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] } },
    },
  ],
})
