/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2020', sourcemap: false, manifest: true },
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    reporters: ['default', './tests/model/coverage-reporter.ts'],
    testTimeout: 20_000,
  },
})
