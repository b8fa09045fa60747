// The route table of src/app/routes.ts, read from its source (no TypeScript needed): every built
// route with the file of its lazy screen. Used by the build's route preload (vite.config.ts) and the
// first-load size report (scripts/lib/size.ts), so neither keeps a copy that a new route could miss.
// routes.ts must keep reading this way: `const X = screen('Title', () => import('…'))` (the title a
// string or a constant; or `lazy(() => import('…'))`) and
// `{ path: '…', screen: X }`; otherwise this throws instead of silently losing routes.
import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROUTES_FILE = 'src/app/routes.ts'

/**
 * The routes of src/app/routes.ts that have a screen, in their order there: `path` as the router
 * matches it, `screen` the repo-relative path of the screen module (as in the Vite manifest).
 */
export interface RouteScreen {
  /** The route's path as the router matches it (`/borrowDetail/:orderId?`). */
  path: string
  /** The repo-relative path of the route's screen module, as the Vite manifest names it. */
  screen: string
}

export function routeTable(root = fileURLToPath(new URL('../..', import.meta.url))): RouteScreen[] {
  const source = readFileSync(join(root, ROUTES_FILE), 'utf8')
  const lazies = new Map<string, string>()
  for (const m of source.matchAll(
    /const\s+(\w+)\s*=\s*(?:lazy|screen)\(\s*(?:(?:'[^']*'|\w+)\s*,\s*)?\(\)\s*=>\s*import\(\s*'([^']+)'/g,
  ))
    lazies.set(m[1] ?? '', posix.join(posix.dirname(ROUTES_FILE), m[2] ?? ''))
  const routes = [...source.matchAll(/\{\s*path:\s*'([^']+)'[^}]*?\bscreen:\s*(\w+)/g)].map((m) => {
    const screen = lazies.get(m[2] ?? '')
    if (screen === undefined) throw new Error(`no lazy import for screen ${m[2]} in ${ROUTES_FILE}`)
    return { path: m[1] ?? '', screen }
  })
  if (routes.length === 0) throw new Error(`no { path, screen } routes found in ${ROUTES_FILE}`)
  return routes
}

/**
 * A path that opens the route `path` (`/borrowDetail/:orderId?`): every `:param` filled with `value`; without
 * a value an optional last one is left out (`/borrowDetail`) and a required one is `x`.
 */
export function routeLink(path: string, value?: string): string {
  return path
    .replace(/\/:[^/]+\?$/, value === undefined ? '' : `/${value}`)
    .replace(/\/:[^/?]+/g, `/${value ?? 'x'}`)
}
