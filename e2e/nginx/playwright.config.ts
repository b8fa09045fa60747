import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from '../../scripts/lib/chromium.ts'

/**
 * The smoke test of the production server configuration (deploy/nginx/bayad.conf): Debian's nginx serving
 * a sandbox-off build on loopback, started and stopped by scripts/test-nginx.sh, which passes its address
 * (NGINX_BASE_URL), the build (NGINX_DIST) and whether the brotli module is loaded (NGINX_BROTLI).
 * Specs end in `.nginx.ts`, so the main suite (playwright.config.ts, `*.spec.ts` under e2e/) never runs
 * them against `vite preview`. Same browser and phone as the main suite.
 */
const BASE_URL = process.env.NGINX_BASE_URL ?? 'http://127.0.0.1:4283'
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }

export default defineConfig({
  testDir: '.',
  testMatch: '*.nginx.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: '../../test-results-nginx',
  // reports/nginx.json: counted in the test command's closing line (scripts/cli/summarize-tests.ts).
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../../playwright-report-nginx' }],
    ['json', { outputFile: '../../reports/nginx.json' }],
  ],
  use: { baseURL: BASE_URL, trace: 'on-first-retry', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'phone',
      use: { ...PHONE, launchOptions: { executablePath: HEADLESS_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] } },
    },
  ],
})
