import { createContext, useContext, useSyncExternalStore } from 'react'

/**
 * The app's router (docs/decisions/035-router.md): the browser's address as React state, the route
 * table's patterns matched as wouter matched them (case-insensitive, a trailing slash allowed, one
 * optional `:param?` last, the path decoded), and navigation by the History API. Hand-written for the
 * first-load budget: the few pieces the app used of wouter weighed 2.4 KiB gzip in every route's first
 * load; these weigh about a quarter of that. The atlas (sandbox builds only, on demand) keeps wouter.
 */

const EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange']
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

// pushState and replaceState tell the page nothing by themselves: they are made to, once (as wouter does).
for (const type of ['pushState', 'replaceState'] as const) {
  const original = history[type]
  history[type] = function (this: History, ...args: Parameters<History['pushState']>) {
    original.apply(this, args)
    dispatchEvent(new Event(type))
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) for (const type of EVENTS) addEventListener(type, changed)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) for (const type of EVENTS) removeEventListener(type, changed)
  }
}

/** Opens `to` (a path with its query) in this page: a new history entry, or in place of the current one. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  history[replace ? 'replaceState' : 'pushState'](null, '', to)
}

const decoded = (path: string) => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** The page's path, decoded. */
export const usePathname = (): string => useSyncExternalStore(subscribe, () => decoded(location.pathname))
/** The page's query, without its `?`. */
export const useSearch = (): string => useSyncExternalStore(subscribe, () => location.search.slice(1))

export type Params = Record<string, string | undefined>

/**
 * The parameters of `path` under `pattern` (`/borrowDetail/:orderId?`), or null when it does not match:
 * case-insensitive, a trailing slash allowed.
 */
export function matchPath(pattern: string, path: string): Params | null {
  const names: string[] = []
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
      const optional = segment.endsWith('?')
      names.push(segment.slice(1, optional ? -1 : undefined))
      return optional ? '(?:/([^/]+?))?' : '/([^/]+?)'
    })
    .join('')
  const match = new RegExp(`^${source}/?$`, 'i').exec(path)
  if (match === null) return null
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1]]))
}

export const ParamsContext = createContext<Params>({})
/** The matched route's parameters. */
export const useParams = <T extends Params>(): T => useContext(ParamsContext) as T
