import { useSyncExternalStore } from 'react'

// The static atlas's routing: everything after `#`, query string included (`#/m/repayByCard?mode=coverage`),
// so any static file server or a code host's pages serves the one index.html and a link copied from the
// address bar opens the same view. wouter's own hash hook puts `?mode=` in front of the `#` instead, and a
// link whose hash holds a `?` (opened in a new tab) would then read the query as part of the path.

function hashParts(): { path: string; search: string } {
  const raw = window.location.hash.replace(/^#?\/?/, '')
  const at = raw.indexOf('?')
  return at < 0
    ? { path: `/${raw}`, search: '' }
    : { path: `/${raw.slice(0, at)}`, search: raw.slice(at + 1) }
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('hashchange', callback)
  return () => window.removeEventListener('hashchange', callback)
}

export function navigateHash(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(window.location.href)
  url.hash = `/${to.replace(/^#?\/?/, '')}`
  const oldURL = window.location.href
  window.history[replace ? 'replaceState' : 'pushState'](null, '', url.href)
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }))
}

const currentPath = () => hashParts().path
const currentSearch = () => hashParts().search

export function useHashPath(): [string, typeof navigateHash] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigateHash]
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '')
}

/** A link's href: `#/m/repayByCard?mode=coverage`. */
export function hashHref(href: string): string {
  return `#${href}`
}
