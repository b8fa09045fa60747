// The support floor (docs/decisions/025-support-floor.md): package.json's "browserslist", read once here
// for the build (vite.config.ts: JavaScript syntax and CSS lowering) and the built-output check
// (scripts/lib/check-floor.ts). ESLint's compat rule reads the same field itself.
import browserslist from 'browserslist'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The browserslist queries in package.json at `root`. */
export function floorQueries(root = process.cwd()): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { browserslist?: unknown }
  const queries = pkg.browserslist
  if (!Array.isArray(queries) || queries.length === 0)
    throw new Error('package.json has no "browserslist" floor')
  return queries.map(String)
}

// browserslist family -> the engine it runs (Android's Chrome and System WebView share Chrome's versions;
// every iOS browser is WKWebView, versioned with the OS).
/** The engines of the floor. */
export type Engine = 'chrome' | 'safari' | 'ios'

const ENGINE: Record<string, Engine> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  safari: 'safari',
  ios_saf: 'ios',
}

/**
 * The lowest version of each engine the floor admits, e.g. `{ chrome: [87, 0], safari: [15, 0], ios: [15, 0] }`.
 * A family the floor names that is not in ENGINE fails: the floor is Chromium and WebKit only.
 */
export function floorVersions(queries = floorQueries()): Partial<Record<Engine, [number, number]>> {
  const lowest: Partial<Record<Engine, [number, number]>> = {}
  for (const entry of browserslist(queries)) {
    const [family = '', range = ''] = entry.split(' ')
    const engine = ENGINE[family]
    if (engine === undefined)
      throw new Error(`support floor: no engine known for browserslist family "${family}"`)
    const [major = 0, minor = 0] = (range.split('-')[0] ?? '').split('.').map(Number)
    const known = lowest[engine]
    if (known === undefined || major < known[0] || (major === known[0] && minor < known[1]))
      lowest[engine] = [major, minor]
  }
  return lowest
}

/**
 * The one syntax the build leaves for scripts/lib/check-floor.ts instead of lowering it. For Chrome before 91
 * the compiler (Oxc, like esbuild, after the compat-table) rewrites every optional chain, `a?.b` into
 * `a == null ? void 0 : a.b`, because V8 before 91 throws on a call in an optional chain whose spread
 * argument is not the last (`f?.(...a, b)`, `o?.m(...a, b)`; crbug.com/42201552): 0.6 KiB gzip on every
 * route, for a form this app's output does not contain. So the syntax target asks Chrome 91, and
 * check-floor fails a build whose output has that form, or the one other syntax Chrome 87 to 90 lack that a
 * Chrome 91 target leaves as written, `#field in object` (today's output has neither; a build with target
 * chrome87 differs only in optional chains).
 */
export const SYNTAX_CHROME = 91

/** The floor as the build's JavaScript target: `['chrome91', 'ios15', 'safari15']` (SYNTAX_CHROME). */
export function floorBuildTarget(queries = floorQueries()): string[] {
  return versionEntries(floorVersions(queries)).map(([engine, [major, minor]]) => {
    const from = engine === 'chrome' ? Math.max(major, SYNTAX_CHROME) : major
    return `${engine}${from}${minor === 0 || from !== major ? '' : `.${minor}`}`
  })
}

/** The floor as Lightning CSS targets: `{ chrome: 87 << 16, safari: 15 << 16, ios_saf: 15 << 16 }`. */
export function floorCssTargets(queries = floorQueries()): Record<string, number> {
  const name: Record<Engine, string> = { chrome: 'chrome', safari: 'safari', ios: 'ios_saf' }
  return Object.fromEntries(
    versionEntries(floorVersions(queries)).map(([engine, [major, minor]]) => [
      name[engine],
      (major << 16) | (minor << 8),
    ]),
  )
}

function versionEntries(versions: Partial<Record<Engine, [number, number]>>): [Engine, [number, number]][] {
  return Object.entries(versions) as [Engine, [number, number]][]
}
