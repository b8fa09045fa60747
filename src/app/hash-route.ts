/**
 * A host built for the original app opens screens by hash-form links, the form spec.md names them in
 * (`#/borrowDetail/`, `#/addnormalcard`, ...): `/#/<route>?<query>`, with the common query either in
 * the hash or before it (`/?<common query>#/<route>?<query>`). Before anything else runs, the built
 * index.html rewrites such an address to its path form, `/<route>?<merged query>`, replacing the history
 * entry (scripts/vite-plugins/hash-routes.ts inlines this function), so the router, the route preload and every
 * screen see only path-form addresses; links the app writes stay in path form.
 *
 * The merged query keeps the raw pairs, in order: first the query before the `#` (the path form),
 * then the hash's pairs whose name the path form does not have. On a conflict the path form wins:
 * it is the part of the address the page was loaded with, and what a server or a proxy saw.
 * docs/decisions/027-hash-links.md.
 *
 * It runs inline, before the module scripts and without the build's lowering: no syntax or built-in
 * newer than the support floor (docs/decisions/025-support-floor.md), and nothing named outside itself,
 * since the build writes its source into the page.
 */
export function pathFormOf(pathname: string, search: string, hash: string): string | undefined {
  if (pathname !== '/' || hash.slice(0, 2) !== '#/') return undefined
  let inner = hash.slice(1)
  const fragment = inner.indexOf('#')
  if (fragment >= 0) inner = inner.slice(0, fragment)
  const mark = inner.indexOf('?')
  const route = mark < 0 ? inner : inner.slice(0, mark)
  // A route is a plain path: never `//host` or a backslash (another origin), nothing but the characters
  // a route of the table is written with (and percent-escapes), and no dot segments.
  if (!/^\/(?!\/)[A-Za-z0-9_.~%/-]*$/.test(route)) return undefined
  // Nor a dot segment, plain or escaped: `/.//host` or `/a/..//host` would resolve to `//host`.
  if (/(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(route)) return undefined
  const names: Record<string, true> = {}
  const pairs: string[] = []
  const add = (query: string, keepSeen: boolean) => {
    const parts = query.split('&')
    const taken: string[] = []
    for (const part of parts) {
      if (part === '') continue
      const equals = part.indexOf('=')
      const raw = equals < 0 ? part : part.slice(0, equals)
      let name = raw
      try {
        name = decodeURIComponent(raw.replace(/\+/g, ' '))
      } catch {
        // A malformed escape: compare the name as written.
      }
      if (!keepSeen && names['=' + name]) continue
      taken.push('=' + name)
      pairs.push(part)
    }
    for (const name of taken) names[name] = true
  }
  add(search.charAt(0) === '?' ? search.slice(1) : search, true)
  add(mark < 0 ? '' : inner.slice(mark + 1), false)
  return route + (pairs.length > 0 ? '?' + pairs.join('&') : '')
}
