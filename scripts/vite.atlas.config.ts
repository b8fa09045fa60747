import { renameSync } from 'node:fs'
import { join, relative } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import app from '../vite.config.ts'
import { atlasCoverageJson, atlasStyles } from './vite-plugins/atlas-vite.ts'

/**
 * The static machine atlas (`npm run atlas`): atlas.html and src/atlas/standalone.tsx built into dist-atlas/,
 * with relative URLs (base './') and hash routing, so the folder works from any static file server or a
 * code host's pages, offline: no CDN, no server rewrites. The app's aliases apply; its route preloads do not.
 */
const OUT_DIR = 'dist-atlas'

/** atlas.html is the folder's index.html, what a file server or a pages host opens first. */
function atlasIndex(): Plugin {
  return {
    name: 'bayad-atlas-index',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? OUT_DIR
      renameSync(join(dir, 'atlas.html'), join(dir, 'index.html'))
      console.log(
        `Static atlas: ${relative(process.cwd(), dir)}/index.html (open it through any file server, e.g. npx vite preview --config scripts/vite.atlas.config.ts)`,
      )
    },
  }
}

export default defineConfig({
  base: './',
  // The app's public files (sandbox pages, robots.txt) are not the atlas's.
  publicDir: false,
  plugins: [react(), atlasStyles(), atlasCoverageJson(), atlasIndex()],
  resolve: app.resolve,
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: { input: 'atlas.html' },
  },
})
