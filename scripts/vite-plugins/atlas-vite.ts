// The machine atlas's two build helpers (src/atlas), used by vite.config.ts (the app) and
// scripts/vite.atlas.config.ts (the static atlas, `npm run atlas`).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Where the model-based run writes its coverage (tests/model/coverage-reporter.ts). */
export const COVERAGE_SOURCE = 'reports/model-coverage.json'
/** Where the atlas fetches it, under the build's base: `<base>atlas/model-coverage.json`. */
export const COVERAGE_URL_PATH = 'atlas/model-coverage.json'

/**
 * Serves reports/model-coverage.json at `<base>atlas/model-coverage.json` in dev, and copies it there into
 * a sandbox build (never a VITE_SANDBOX=off one: the atlas is not in those) when the file exists. The atlas's
 * coverage mode fetches it and says so when there is none.
 */
export function atlasCoverageJson(): Plugin {
  let root = process.cwd()
  let base = '/'
  const source = () => join(root, COVERAGE_SOURCE)
  return {
    name: 'bayad-atlas-coverage',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? ''
        const prefix = base.startsWith('/') ? base : '/'
        if (path !== `${prefix}${COVERAGE_URL_PATH}`) return next()
        if (!existsSync(source())) {
          res.statusCode = 404
          res.end('No model coverage yet: run the model-based tests (npx vitest run tests/model).')
          return
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.setHeader('Cache-Control', 'no-store')
        res.end(readFileSync(source()))
      })
    },
    generateBundle() {
      if (process.env.VITE_SANDBOX === 'off' || !existsSync(source())) return
      this.emitFile({ type: 'asset', fileName: COVERAGE_URL_PATH, source: readFileSync(source()) })
    },
  }
}

const STYLE_PREFIX = '\0bayad-atlas-style:'

/**
 * A stylesheet imported by the atlas (`import './atlas.css'` in src/atlas) becomes a constructed stylesheet
 * the atlas chunk adopts when it runs. A lazy chunk's own CSS file would make Vite wrap the atlas's `import()` in its
 * preload helper, which would land in the app's entry chunk, the first load of every borrower route.
 */
export function atlasStyles(): Plugin {
  return {
    name: 'bayad-atlas-styles',
    enforce: 'pre',
    resolveId: {
      // Only a plain `.css` import reaches the handler (a filter Rolldown applies without calling into JS).
      filter: { id: /\.css$/ },
      async handler(source, importer) {
        if (importer === undefined || !/[\\/]src[\\/]atlas[\\/]/.test(importer)) return null
        const resolved = await this.resolve(source, importer, { skipSelf: true })
        if (resolved === null) return null
        // Not ending in .css, or Vite's own CSS handling would take the module for a stylesheet.
        return `${STYLE_PREFIX}${resolved.id}.js`
      },
    },
    load: {
      filter: { id: /^\0bayad-atlas-style:/ },
      handler(id) {
        const file = id.slice(STYLE_PREFIX.length, -'.js'.length)
        // A constructed stylesheet, not a `<style>` element: the Content-Security-Policy's style-src allows
        // no inline `<style>` but its build-time hashes, and CSSOM (like React's style props) is not
        // inline markup (docs/decisions/023-origins-and-csp.md). A browser without constructed
        // stylesheets gets the element (refused under the policy).
        return [
          `import css from ${JSON.stringify(`${file}?inline`)}`,
          `if (typeof document !== 'undefined') {`,
          `  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet.prototype.replaceSync === 'function') {`,
          `    const sheet = new CSSStyleSheet()`,
          `    sheet.replaceSync(css)`,
          `    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]`,
          `  } else {`,
          `    const style = document.createElement('style')`,
          `    style.dataset.atlas = ${JSON.stringify(file.split(/[\\/]/).pop())}`,
          `    style.textContent = css`,
          `    document.head.append(style)`,
          `  }`,
          `}`,
        ].join('\n')
      },
    },
  }
}
