/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [react()],
  resolve: {
    // React 19 has useSyncExternalStore built in: skip the shims wouter and @xstate/react pull in.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2020', sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    reporters: ['default', './tests/model/coverage-reporter.ts'],
    testTimeout: 20_000,
  },
})
