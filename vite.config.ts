import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { atlasCoverageJson, atlasStyles } from './scripts/vite-plugins/atlas-vite.ts'
import { contentPlugin } from './scripts/vite-plugins/content.ts'
import { contentSecurityPolicy } from './scripts/vite-plugins/csp.ts'
import { floorBuildTarget, floorCssTargets } from './scripts/lib/floor.ts'
import { hashRoutes } from './scripts/vite-plugins/hash-routes.ts'
import { routeTable } from './scripts/lib/route-table.ts'
import { sandboxFiles } from './scripts/vite-plugins/sandbox-files.ts'
import { chunkGroups } from './scripts/vite-plugins/chunk-groups.ts'
import { pathFormOf } from './src/app/hash-route.ts'
import { LANGS, langOfPage } from './src/i18n/lang.ts'
import { ATLAS_WORKER_POLICY } from './src/atlas/worker-policy.ts'
import { readOrigins } from './src/lib/origins.ts'
import { idempotencyMode, oneOf, pick } from './src/lib/env-value.ts'

/**
 * Preloads the current route's lazy screen chunk and its static imports (xstate, shared chunks)
 * together with the entry, instead of after it: the built index.html gets an inline script that
 * maps `location.pathname` (matched like wouter: case-insensitive, optional trailing slash) to
 * those files and adds a `<link rel="modulepreload">` for each. Routes come from src/app/routes.ts,
 * read by scripts/lib/route-table.ts (also used by the size report); a build whose route table no
 * longer reads that way fails instead of silently losing the preloads. Chunks a screen only
 * imports dynamically (the overlays) are not preloaded; the sandbox chunk is, in a sandbox build.
 * The stylesheet is inlined. Both inline elements are hashed into the Content-Security-Policy by
 * contentSecurityPolicy (scripts/lib/csp-policy.ts). See docs/decisions/010-load-path.md.
 */
/** The language of a catalogue module (`src/i18n/<area>/<lang>.ts`), if the module is one. */
function catalogueLang(id: string | null | undefined): string | undefined {
  const match = /[\\/]src[\\/]i18n[\\/][^\\/]+[\\/](\w+)\.ts$/.exec(id ?? '')
  return match !== null && (LANGS as readonly string[]).includes(match[1] ?? '') ? match[1] : undefined
}

/**
 * A spec catalogue (src/i18n/<area>/spec.ts) is English with the spec's own texts over it
 * (`{ ...en, … }`, docs/decisions/034-languages.md). Built as written, a page in the spec's wording
 * would load two files, the English one and the overrides. This writes the area's English catalogue
 * into the spec module instead, so each language is one file and the spec's costs what it weighs. The
 * source stays as written (types check it, tests read it); the module's meaning does not change.
 */
function specCatalogueInOneFile(): Plugin {
  const SPEC = /[\\/]src[\\/]i18n[\\/][^\\/]+[\\/]spec\.ts$/
  const IMPORT_EN = /^import en from '\.\/en\.ts'\n/m
  const EXPORT_EN = /^export default en\n/m
  return {
    name: 'bayad-spec-catalogue-in-one-file',
    enforce: 'pre',
    transform(code, id) {
      if (!SPEC.test(id)) return null
      if (!IMPORT_EN.test(code))
        throw new Error(`${id}: a spec catalogue builds on './en.ts' (import en from './en.ts')`)
      const enPath = id.replace(/spec\.ts$/, 'en.ts')
      this.addWatchFile(enPath)
      const english = readFileSync(enPath, 'utf8')
      if (!EXPORT_EN.test(english))
        throw new Error(`${enPath}: an English catalogue ends with export default en`)
      return { code: `${english.replace(EXPORT_EN, '')}\n${code.replace(IMPORT_EN, '')}`, map: null }
    },
  }
}

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
        // The catalogues (src/i18n/<area>/<lang>.ts) the given chunks load, per language, with what
        // each catalogue file imports (the spec's imports the English it builds on).
        const catalogues = (files: Iterable<string>) => {
          const found: Record<string, Set<string>> = {}
          for (const file of files)
            for (const dynamic of byFile.get(file)?.dynamicImports ?? []) {
              const lang = catalogueLang(byFile.get(dynamic)?.facadeModuleId)
              if (lang !== undefined) closure(dynamic, (found[lang] ??= new Set()))
            }
          return Object.fromEntries(
            Object.entries(found).map(([lang, set]) => [lang, [...set].map((file) => base + file)]),
          )
        }
        const shared = catalogues(loaded)
        if (Object.keys(shared).length === 0) throw new Error('routePreload: the entry loads no catalogue')
        const table: [string, string[], Record<string, string[]>][] = []
        for (const { path, screen } of routeScreens()) {
          const chunk = chunks.find((c) => c.facadeModuleId === screen)
          if (chunk === undefined) throw new Error(`routePreload: no chunk for ${screen} (route ${path})`)
          const roots = sandbox === undefined ? [chunk] : [chunk, sandbox]
          const files = [
            ...roots.reduce((seen, root) => closure(root.fileName, seen), new Set<string>()),
          ].filter((file) => !loaded.has(file))
          const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
          table.push([patternOf(path), [...files, ...css].map((file) => base + file), catalogues(files)])
        }
        // Also `window.bayadPreload(path)`: the app calls it on an in-app navigation (src/screens/
        // services.tsx), so the next screen's chunks load together rather than one after another
        // (the build has no module-preload helper of its own: modulePreload is off below).
        // The page's language by the rule of src/i18n/lang.ts (`currentLang`, tests/i18n/lang.test.ts):
        // `lang` of the query, the session's remembered one, the device's, English; then its catalogues.
        const script =
          `(function(){var t=${JSON.stringify(table)},c=${JSON.stringify(shared)},d={},g=(${langOfPage.toString()})(window);` +
          `function a(f){var j,l;f=f||[];for(j=0;j<f.length;j++){if(d[f[j]])continue;d[f[j]]=1;` +
          `l=document.createElement('link');` +
          `if(/\\.css$/.test(f[j])){l.rel='preload';l.as='style'}else l.rel='modulepreload';` +
          `l.crossOrigin='';l.href=f[j];document.head.appendChild(l)}}` +
          `function r(p){var i;for(i=0;i<t.length;i++)if(new RegExp(t[i][0],'i').test(p)){a(t[i][1]);` +
          `a(t[i][2][g]);break}}var h=document.documentElement;h.setAttribute('data-lang',g);` +
          `h.lang=g==='fil'?'fil':'en';a(c[g]);window.bayadPreload=r;r(location.pathname)})()`
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
 * sandbox builds; a borrower's phone need not download them. Only non-empty string literals (single or
 * double quoted) after `description:` go, so a context field named `description` is untouched; a mistake
 * here breaks the build loudly rather than a screen quietly.
 */
function stripMachineDescriptions(): Plugin {
  const machineFile = /[\\/]machines[\\/][^\\/]+\.machine\.ts$/
  // Single-quoted, or double-quoted when the text has an apostrophe (prettier's choice).
  const description = /\bdescription:\s*(?:'(?:[^'\\\n]|\\.)+'|"(?:[^"\\\n]|\\.)+")\s*,?/g
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

/**
 * The configuration is worked out by the build: the origin lists (src/config.ts:
 * `readOrigins(import.meta.env.VITE_…).origins`, with the same function, src/lib/origins.ts) and every
 * `pick` / `oneOf` / `idempotencyMode` value (src/lib/env-value.ts) are written into the entry as the values
 * they give, and the theme's colours into the stylesheet's defaults (src/ui/theme.css). The tests and the
 * dev server run the calls as written. A config.ts that reads a value in a form this does not know fails
 * the build rather than quietly keeping the functions in the entry. docs/decisions/004-first-load-budget.md.
 */
function buildTimeConfig(): Plugin {
  const configFile = fileURLToPath(new URL('./src/config.ts', import.meta.url))
  const themeFile = fileURLToPath(new URL('./src/ui/theme.css', import.meta.url))
  const themeVariable = /--theme-([a-z-]+): ([^;]+);/g
  const call = /\breadOrigins\(import\.meta\.env\.(VITE_[A-Z_]+)\)\.origins\b/g
  const pickCall = /\bpick\(\s*import\.meta\.env\.(VITE_[A-Z_]+),\s*'([^']*)',?\s*\)/g
  const oneOfCall =
    /\boneOf\(\s*import\.meta\.env\.(VITE_[A-Z_]+),\s*\[([^\]]*)\] as const,\s*'([^']*)',?\s*\)/g
  const modeCall = /\bidempotencyMode\(\s*import\.meta\.env\.(VITE_[A-Z_]+)\s*\)/g
  let env: Record<string, string | undefined> = {}
  return {
    name: 'bayad-build-time-config',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      env = config.env
    },
    transform(code, id) {
      // The configured theme goes into the stylesheet's defaults (src/app/main.tsx applies it only in dev).
      if (id === themeFile) {
        const themed = code.replace(themeVariable, (_, name: string, value: string) => {
          const configured = pick(env[`VITE_THEME_${name.toUpperCase().replace(/-/g, '_')}`], value)
          return `--theme-${name}: ${configured};`
        })
        if (!/--theme-gradient-from: /.test(code))
          this.error('bayad-build-time-config: src/ui/theme.css has no --theme-* defaults')
        return { code: themed, map: null }
      }
      if (id !== configFile) return null
      const lists = code.replace(call, (_, name: string) => JSON.stringify(readOrigins(env[name]).origins))
      if (lists === code || /\breadOrigins\(/.test(lists.replace(/^import .*$/gm, '')))
        this.error(
          'bayad-build-time-config: src/config.ts reads its origin lists in a form this does not know',
        )
      // The other values too (src/lib/env-value.ts): the entry carries the values, not the functions.
      const values = lists
        .replace(pickCall, (_, name: string, fallback: string) => JSON.stringify(pick(env[name], fallback)))
        .replace(oneOfCall, (_, name: string, choices: string, fallback: string) =>
          JSON.stringify(
            oneOf(
              env[name],
              choices.split(',').map((c) => c.trim().slice(1, -1)),
              fallback,
            ),
          ),
        )
        .replace(modeCall, (_, name: string) => JSON.stringify(idempotencyMode(env[name])))
      if (/\b(pick|oneOf|idempotencyMode)\(import\.meta/.test(values))
        this.error('bayad-build-time-config: src/config.ts reads a value in a form this does not know')
      return { code: values, map: null }
    },
  }
}

/**
 * The JSX that every screen compiles to calls React's runtime, which React publishes as CommonJS: each
 * chunk reached it through the module object, `(0,J.jsx)(…)` at every element. In a build, imports of
 * `react/jsx-runtime` get src/lib/jsx-runtime.ts instead, the same functions as ES bindings, called as
 * `jsx(…)` (0.05 to 0.1 KiB gzip off each route). Tests and the dev server use React's module as is.
 */
function jsxRuntimeBindings(): Plugin {
  const bindings = fileURLToPath(new URL('./src/lib/jsx-runtime.ts', import.meta.url))
  return {
    name: 'bayad-jsx-runtime-bindings',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react\/jsx-runtime$/ },
      handler: (_source, importer) => (importer === bindings ? null : bindings),
    },
  }
}

/**
 * No preload helper around dynamic imports. Vite wraps every `import()` in `__vitePreload(factory, deps)`
 * even with `modulePreload: false` (vitejs/vite#18551): the helper (about 0.6 KiB gzip) sat in the entry,
 * and each wrapper in the chunk that imports (0.2 KiB more), in every route's first load. With module
 * preloads off its only work is a lazy chunk's stylesheets, and this app has none: the one stylesheet is
 * the entry's, inlined into index.html (routePreload), and the atlas's styles are JavaScript
 * (atlasStyles). So the helper becomes `load()` and each wrapped import a plain `import()`; a lazy chunk
 * with a stylesheet of its own, or a wrapper in a form this does not know, fails the build.
 * docs/decisions/004-first-load-budget.md.
 */
function noPreloadHelper(): Plugin {
  const wrapper = /__vitePreload\(/g
  const marker = /, __VITE_PRELOAD__(?:, import\.meta\.url)?\)/g
  return {
    name: 'bayad-no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => 'export const __vitePreload = (load) => load()',
    },
    renderChunk(code, chunk) {
      const wrapped = code.match(wrapper)?.length ?? 0
      if (wrapped === 0) return null
      // `__vitePreload(factory, __VITE_PRELOAD__)` becomes `(factory)()`, which the minifier makes `import(…)`.
      if ((code.match(marker)?.length ?? 0) !== wrapped)
        this.error(`bayad-no-preload-helper: a preload wrapper in ${chunk.fileName} has an unknown form`)
      return { code: code.replace(wrapper, '(').replace(marker, ')()'), map: null }
    },
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        if (!output.isEntry && (output.viteMetadata?.importedCss.size ?? 0) > 0)
          this.error(
            `bayad-no-preload-helper: ${output.fileName} has a stylesheet of its own, which only the preload helper would load`,
          )
        if (output.code.includes('vite:preloadError'))
          this.error(`bayad-no-preload-helper: Vite's preload helper is back in ${output.fileName}`)
      }
    },
  }
}

/**
 * The shared chunks besides the entry's: each module of the app names its own with a `// @chunk <name>`
 * line, so moving a file never changes the bundle (scripts/vite-plugins/chunk-groups.ts,
 * docs/decisions/038-bundling.md). Few requests on the first load (a slow 4G phone has about 6
 * connections and pays a round trip for each): everything the entry loads statically is one chunk;
 * screens stay lazy chunks of their own.
 */
const sharedChunks = chunkGroups([
  {
    name: 'xstate',
    packages: ['xstate', '@xstate', 'use-sync-external-store', 'use-isomorphic-layout-effect'],
    why: "The XState runtime, and the small helpers every flow screen shares (the machines' shared helpers that say so: placeholders, notices, submission checks; useFlowActor, the load-failure notice) rather than chunks of their own. Not the money format nor the redirect checks: pages that run no machine (the site, the pay-code pages, Dragonpay) use them and would otherwise download XState (13.6 KiB gzip; decision 020).",
  },
  {
    name: 'repayment',
    why: 'What /repay and /repayDelay share with the pay-code pages, Dragonpay and the e-wallet page: the saved repayment info, copying, the instalment calls, the card-repayment link. One chunk instead of four small ones.',
  },
  {
    name: 'url',
    why: 'The redirect and session-link rules (decision 023) the loan, order and recommended pages check as they open; not the frame rule (src/lib/frame.ts), which only the policy page and the loan popups use.',
  },
  {
    name: 'images',
    why: "The image rule and the server's pictures (ServerLogo), apart from the rules above, so a page that shows no picture as it opens leaves them out.",
  },
  {
    name: 'orders',
    why: 'What the order routes share (order page, repay-or-not, order list, product, recommended lists): the status rule, the order calls, the product mapping, and the phone rule (customer service loads this chunk for it rather than a chunk of its own).',
  },
])

export default defineConfig({
  plugins: [
    noPreloadHelper(),
    specCatalogueInOneFile(),
    jsxRuntimeBindings(),
    react(),
    contentPlugin(),
    // Before the route preload: a host's hash-form link (`/#/repayChoose?…`) becomes its path form first.
    hashRoutes({ pathFormOf }),
    routePreload(),
    stripMachineDescriptions(),
    buildTimeConfig(),
    sharedChunks.plugin,
    // The machine atlas (src/atlas, sandbox builds only): its stylesheets and the model coverage file.
    atlasStyles(),
    atlasCoverageJson(),
    // The sandbox's own pages and pictures (src/sandbox/public): the dev server and sandbox builds only.
    sandboxFiles(),
    // Last: the Content-Security-Policy hashes the documents the plugins above emitted (meta tag in
    // index.html, dist/_headers and dist/security-headers.conf; docs/decisions/023-origins-and-csp.md).
    // Sandbox builds allow the atlas's one Trusted Types policy (its layout worker's script URL).
    contentSecurityPolicy({
      readOrigins,
      trustedTypes: (env) => (env.VITE_SANDBOX === 'off' ? [] : [ATLAS_WORKER_POLICY]),
    }),
  ],
  resolve: {
    // React 19 has useSyncExternalStore built in: skip the shims wouter and @xstate/react pull in.
    alias: [
      {
        // src/lib/use-sync-external-store-with-selector.ts: the package's algorithm as a module, not CommonJS.
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-with-selector.ts', import.meta.url),
        ),
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
      // XState's devtools hook (imported by its runtime as ./xstate-dev.esm.js): no actor uses devtools.
      {
        find: /^\.\/xstate-dev\.esm\.js$/,
        replacement: fileURLToPath(new URL('./src/lib/xstate-devtools.ts', import.meta.url)),
      },
      // msw's cookie jar and its public-suffix list: most of the sandbox chunk, unused (no handler
      // sets a cookie). Only the sandbox imports msw; see src/sandbox/no-cookie-store.ts.
      {
        find: /^tough-cookie$/,
        replacement: fileURLToPath(new URL('./src/sandbox/no-cookie-store.ts', import.meta.url)),
      },
    ],
  },
  // The support floor (package.json "browserslist"; docs/decisions/025-support-floor.md): Lightning CSS
  // lowers what it can (nesting, inset, colour syntax) and adds vendor prefixes for it; what it cannot
  // lower (color-mix() over a variable, dvh, :has()) has a fallback in the source, checked on the built
  // output by scripts/lib/check-floor.ts.
  css: { transformer: 'lightningcss', lightningcss: { targets: floorCssTargets() } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    // Syntax lowered to the floor's engines (['chrome91', 'ios15', 'safari15']: scripts/lib/floor.ts says why 91,
    // and check-floor.mjs checks the one form Chrome 87-90 lack); the CSS minifier reads
    // the same (cssTarget defaults to target). Built-ins are not polyfilled: lint (compat/compat) and
    // scripts/lib/check-floor.ts keep out those the floor lacks.
    target: floorBuildTarget(),
    cssMinify: 'lightningcss',
    sourcemap: false,
    manifest: true,
    // Pictures stay files, loaded (lazily) by the page, never inlined into a route's JavaScript.
    assetsInlineLimit: 0,
    // No preload helper around every dynamic import (about 0.5 KiB gzip in every route's first load):
    // routePreload's inline script preloads a route's chunks, on the first load and on in-app navigation.
    modulePreload: false,
    rolldownOptions: {
      // Constants imported across modules are written where they are used (Rolldown inlines only some
      // by default): an exported constant no longer keeps an export binding in a shared chunk.
      optimization: { inlineConst: true },
      output: {
        // Chunks are named by their hash only: every route's first load names each lazy screen in the
        // entry, and a file name per screen there costs all routes (0.2 KiB gzip at 25 routes). The
        // manifest (npm run size) maps them back to their sources; sandbox chunks keep their name so
        // scripts/lib/check-no-sandbox.ts can tell them.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('sandbox') ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        // Few requests on the first load (a slow 4G phone has about 6 connections and pays a round
        // trip for each): everything the entry loads statically is one chunk, the XState runtime and
        // the machines' shared helpers another; screens stay lazy chunks of their own.
        codeSplitting: {
          groups: [{ name: 'index', tags: ['$initial'], priority: 2 }, ...sharedChunks.rolldownGroups],
        },
      },
    },
  },
})
