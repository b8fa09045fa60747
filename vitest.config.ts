import { playwright } from '@vitest/browser-playwright'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from './scripts/lib/chromium.ts'
import { mbtOffline, writeMbtFragment } from './tests/model/browser-commands.ts'
import app from './vite.config.ts'

/**
 * Test files that render nothing and mock no module: the machines, pure helpers, the API client and the
 * diagram model. Each cleans up what it changes (fake timers, stubbed globals, storage) in its own hooks, so
 * they share one worker without isolation (`happy-dom:shared`). A file that mocks a module (`vi.mock`) or
 * renders a view belongs in the isolated project.
 */
const SHARED_WORKER = [
  'tests/machines/**/*.test.ts',
  'machines/**/*.test.ts',
  'tests/lib/**/*.test.ts',
  'tests/api/**/*.test.ts',
  'tests/machine-graph/**/*.test.ts',
  'tests/content/**/*.test.ts',
  'tests/bridge/**/*.test.ts',
]

// The tests' configuration on top of the app's (vite.config.ts), kept apart so an app build never loads the
// test harness or the browser provider.
export default mergeConfig(
  app,
  defineConfig({
    test: {
      // Vitest's default in a run is one worker fewer than the cores: one worker on a 2-core machine, where
      // two finish the suite about a fifth sooner (the main process leaves the second core mostly idle).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      reporters: ['default', './tests/model/coverage-reporter.ts'],
      testTimeout: 20_000,
      // One run, two environments: every test under happy-dom (two projects: `happy-dom`, a fresh worker per
      // file, and `happy-dom:shared`, SHARED_WORKER's files in one), and the model-based suite again in Debian's
      // Chromium (Vitest browser mode). `npx vitest run --project 'happy-dom*'` or `--project model-chromium`
      // runs one environment (tests/model/README.md).
      projects: [
        {
          extends: true,
          test: {
            name: 'happy-dom',
            environment: 'happy-dom',
            include: ['tests/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
            exclude: [...configDefaults.exclude, ...SHARED_WORKER],
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          // The same environment, one module graph and one happy-dom window for all these files: a fresh
          // worker per file (Vitest's default isolation) costs more than their tests.
          extends: true,
          test: {
            name: 'happy-dom:shared',
            environment: 'happy-dom',
            include: SHARED_WORKER,
            setupFiles: ['tests/setup.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          resolve: {
            // The page has no file system: the harness sends its coverage fragments to the server instead.
            alias: [
              {
                find: /^\.\/coverage-sink\.ts$/,
                replacement: fileURLToPath(
                  new URL('./tests/model/coverage-sink.browser.ts', import.meta.url),
                ),
              },
              // A test that quiets happy-dom's reports on Node's own console gets the page's console here.
              {
                find: /^node:console$/,
                replacement: fileURLToPath(new URL('./tests/model/node-console.browser.ts', import.meta.url)),
              },
            ],
          },
          test: {
            name: 'model-chromium',
            include: ['tests/model/**/*.model.test.tsx', 'tests/model/harness.test.tsx'],
            setupFiles: ['tests/setup.ts', 'tests/model/browser-setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: HEADLESS_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
              }),
              instances: [{ browser: 'chromium' }],
              commands: { writeMbtFragment, mbtOffline },
              // A failing path names its failed step; a screenshot per failure would only litter tests/.
              screenshotFailures: false,
              // The browser server inherits `server.strictPort` above; another run (a second checkout, a
              // helper) may hold Vitest's default port, so take the next free one instead of failing.
              api: { strictPort: false },
            },
          },
        },
      ],
    },
  }),
)
