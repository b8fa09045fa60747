// The sandbox's own files (stand-in pages of partners, pictures its answers name): src/sandbox/public/,
// served at the site's root (`/sandbox-wallet.html`) by the dev server and copied into sandbox builds
// only, never into a VITE_SANDBOX=off one (scripts/lib/check-no-sandbox.ts looks for them by name).
import { readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import type { Plugin } from 'vite'
import { filesUnder } from '../lib/files.ts'

export const SANDBOX_PUBLIC_DIR = 'src/sandbox/public'

/** The sandbox's files, relative to SANDBOX_PUBLIC_DIR with `/` (their paths under the site's base). */
export function sandboxPublicFiles(root = process.cwd()): string[] {
  return filesUnder(join(root, SANDBOX_PUBLIC_DIR))
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/** The Vite plugin: serves the sandbox's files in dev and emits them into sandbox builds. */
export function sandboxFiles(): Plugin {
  let root = process.cwd()
  let base = '/'
  let sandboxOn = true
  return {
    name: 'bayad-sandbox-files',
    configResolved(config) {
      root = config.root
      base = config.base.startsWith('/') ? config.base : '/'
      // As src/app/main.tsx reads it: the sandbox is in unless VITE_SANDBOX is exactly 'off'.
      sandboxOn = (config.env.VITE_SANDBOX ?? process.env.VITE_SANDBOX) !== 'off'
    },
    configureServer(server) {
      if (!sandboxOn) return
      const files = new Set(sandboxPublicFiles(root))
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent(req.url?.split('?')[0] ?? '')
        const file = path.startsWith(base) ? path.slice(base.length) : ''
        if (!files.has(file)) return next()
        res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream')
        res.end(readFileSync(join(root, SANDBOX_PUBLIC_DIR, file)))
      })
    },
    generateBundle() {
      if (!sandboxOn) return
      for (const file of sandboxPublicFiles(root))
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: readFileSync(join(root, SANDBOX_PUBLIC_DIR, file)),
        })
    },
  }
}
