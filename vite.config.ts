import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { atlasCoverageJson, atlasStyles } from './scripts/atlas-vite.mjs'
import { contentPlugin } from './scripts/content.mjs'
import { routeTable } from './scripts/route-table.mjs'

/**
 * Preloads the current route's lazy screen chunk and its static imports (xstate, shared chunks)
 * together with the entry, instead of after it: the built index.html gets an inline script that
 * maps `location.pathname` (matched like wouter: case-insensitive, optional trailing slash) to
 * those files and adds a `<link rel="modulepreload">` for each. Routes come from src/app/routes.ts,
 * read by scripts/route-table.mjs (also used by the size report); a build whose route table no
 * longer reads that way fails instead of silently losing the preloads. Chunks a screen only
 * imports dynamically (the overlays) are not preloaded; the sandbox chunk is, in a sandbox build.
 * The stylesheet is inlined. See docs/decisions/010-load-path.md.
 */
function routePreload(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url))
  const sandboxEntry = fileURLToPath(new URL('./src/sandbox/index.ts', import.meta.url))
  let base = '/'
  // Absolute screen paths, as Rollup names a chunk's facadeModuleId.
  const routeScreens = () =>
    routeTable(root).map(({ path, screen }) => ({ path, screen: join(root, screen) }))
  // The pattern wouter (regexparam) builds for a route: static segments and `:param` / `:param?`.
  const patternOf = (path: string) =>
    '^' +
    path
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        segment.startsWith(':')
          ? segment.endsWith('?')
            ? '(?:/[^/]+?)?'
            : '/[^/]+?'
          : '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('') +
    '/?$'
  return {
    name: 'bayad-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (bundle === undefined) return html
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const closure = (fileName: string, seen: Set<string>) => {
          if (seen.has(fileName)) return seen
          seen.add(fileName)
          for (const dep of byFile.get(fileName)?.imports ?? []) closure(dep, seen)
          return seen
        }
        const entry = chunks.find((chunk) => chunk.isEntry)
        if (entry === undefined) throw new Error('routePreload: no entry chunk')
        const loaded = closure(entry.fileName, new Set())
        // A sandbox build answers every screen's first call from the sandbox chunk: fetch it alongside
        // (it is still evaluated only when the first call is made; src/app/main.tsx).
        const sandbox = chunks.find((c) => c.facadeModuleId === sandboxEntry)
        const table: [string, string[]][] = []
        for (const { path, screen } of routeScreens()) {
          const chunk = chunks.find((c) => c.facadeModuleId === screen)
          if (chunk === undefined) throw new Error(`routePreload: no chunk for ${screen} (route ${path})`)
          const roots = sandbox === undefined ? [chunk] : [chunk, sandbox]
          const files = [
            ...roots.reduce((seen, root) => closure(root.fileName, seen), new Set<string>()),
          ].filter((file) => !loaded.has(file))
          const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
          table.push([patternOf(path), [...files, ...css].map((file) => base + file)])
        }
        // Also `window.bayadPreload(path)`: the app calls it on an in-app navigation (src/screens/
        // services.tsx), so the next screen's chunks load together rather than one after another
        // (the build has no module-preload helper of its own: modulePreload is off below).
        const script =
          `(function(){var t=${JSON.stringify(table)},d={};function r(p){var i,j,f,l;` +
          `for(i=0;i<t.length;i++)if(new RegExp(t[i][0],'i').test(p)){f=t[i][1];` +
          `for(j=0;j<f.length;j++){if(d[f[j]])continue;d[f[j]]=1;l=document.createElement('link');` +
          `if(/\\.css$/.test(f[j])){l.rel='preload';l.as='style'}else l.rel='modulepreload';` +
          `l.crossOrigin='';l.href=f[j];document.head.appendChild(l)}break}}` +
          `window.bayadPreload=r;r(location.pathname)})()`
        // The stylesheet (about 4 KiB gzip) goes inline: one request fewer, and the entry script, not
        // the stylesheet, gets the connection the page came on (no new connection to open first).
        html = html.replace(
          /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g,
          (tag: string, href: string) => {
            const asset = bundle[href.slice(base.length)]
            if (asset?.type !== 'asset') return tag
            return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`
          },
        )
        // First in line before the entry script (an inline script after a stylesheet link would wait for it).
        const at = html.search(/<script type="module"|<link rel="(modulepreload|stylesheet)"/)
        if (at < 0) throw new Error('routePreload: no entry script in index.html')
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`
      },
    },
  }
}

/**
 * In a build for borrowers (sandbox off) the machines' state `description`s are dropped: they are
 * for analysts, who read them in the diagrams generated from the source (`npm run machines`) and in
 * sandbox builds; a borrower's phone need not download them. Only non-empty string literals after
 * `description:` go, so a context field named `description` is untouched; a mistake here breaks the
 * build loudly rather than a screen quietly.
 */
function stripMachineDescriptions(): Plugin {
  const machineFile = /[\\/]machines[\\/][^\\/]+\.machine\.ts$/
  const description = /\bdescription:\s*'(?:[^'\\\n]|\\.)+'\s*,?/g
  return {
    name: 'bayad-strip-machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (process.env.VITE_SANDBOX !== 'off' || !machineFile.test(id)) return null
      return { code: code.replace(description, ''), map: null }
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    contentPlugin(),
    routePreload(),
    stripMachineDescriptions(),
    // The machine atlas (src/atlas, sandbox builds only): its stylesheets and the model coverage file.
    atlasStyles(),
    atlasCoverageJson(),
  ],
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
      // ofetch's JSON parser: JSON.parse with destr's prototype guard does the same in a tenth of it.
      { find: /^destr$/, replacement: fileURLToPath(new URL('./src/lib/json-text.ts', import.meta.url)) },
      // ofetch's URL helpers: the two it uses, without the rest of ufo.
      { find: /^ufo$/, replacement: fileURLToPath(new URL('./src/lib/url-join.ts', import.meta.url)) },
      // msw's cookie jar and its public-suffix list: most of the sandbox chunk, unused (no handler
      // sets a cookie). Only the sandbox imports msw; see src/sandbox/no-cookie-store.ts.
      {
        find: /^tough-cookie$/,
        replacement: fileURLToPath(new URL('./src/sandbox/no-cookie-store.ts', import.meta.url)),
      },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    // Pictures stay files, loaded (lazily) by the page, never inlined into a route's JavaScript.
    assetsInlineLimit: 0,
    // No preload helper around every dynamic import (about 0.5 KiB gzip in every route's first load):
    // routePreload's inline script preloads a route's chunks, on the first load and on in-app navigation.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Chunks are named by their hash only: every route's first load names each lazy screen in the
        // entry, and a file name per screen there costs all routes (0.2 KiB gzip at 25 routes). The
        // manifest (npm run size) maps them back to their sources; sandbox chunks keep their name so
        // scripts/check-no-sandbox.mjs can tell them.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('sandbox') ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        // Few requests on the first load (a slow 4G phone has about 6 connections and pays a round
        // trip for each): everything the entry loads statically is one chunk, the XState runtime and
        // the machines' shared helpers another; screens stay lazy chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            {
              name: 'xstate',
              // The small helpers several flow screens share (redirect checks, useFlowActor) ride here too rather than
              // be chunks of their own (a request and a gzip stream each, per route). Not the money
              // format: the official site and the legal texts use it without a machine, and would
              // otherwise download XState for it (13.6 KiB gzip; docs/decisions/020-public-site.md).
              test: /[\\/]node_modules[\\/](xstate|@xstate|use-sync-external-store|use-isomorphic-layout-effect)[\\/]|[\\/]machines[\\/]shared[\\/]|[\\/]src[\\/]lib[\\/]url\.ts$|[\\/]src[\\/]screens[\\/]use-flow-actor\.ts$/,
              priority: 1,
            },
            {
              name: 'orders',
              // What the order routes share (order page, repay-or-not, order list, product, recommended
              // lists): the status rule, the order calls and schemas, the product mapping.
              test: /[\\/]machines[\\/]order-status\.ts$|[\\/]src[\\/]api[\\/](calls[\\/]order|schemas-order)\.ts$|[\\/]src[\\/]screens[\\/]recommended[\\/]recommended-product\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
