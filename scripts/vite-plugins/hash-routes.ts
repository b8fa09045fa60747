// Hash-form links (issue 26): a host built for the original app opens `/#/<route>?<query>` or
// `/?<query>#/<route>?<query>`. The page's first script rewrites such an address to its path form
// (src/app/hash-route.ts `pathFormOf`, whose source is written here into index.html), replacing the
// history entry, before the route preload and the app read `location`. docs/decisions/027-hash-links.md.

import type { Plugin } from 'vite'

/**
 * The inline script: `pathFormOf`'s source, called on `location`. A failed rewrite (an engine that
 * refuses replaceState) leaves the address as it came: the app then shows the page at `/`.
 */
/** src/app/hash-route.ts's `pathFormOf`: the path form of a hash-form address, undefined for any other. */
export type PathFormOf = (pathname: string, search: string, hash: string) => string | undefined

export function hashRouteScript(pathFormOf: PathFormOf): string {
  const source = String(pathFormOf)
  if (!/^function\b/.test(source)) throw new Error('hashRoutes: pathFormOf must be a function declaration')
  return (
    `(function(){var l=location,u=(${source})(l.pathname,l.search,l.hash);` +
    `if(u!==undefined)try{history.replaceState(history.state,'',u)}catch(e){}})()`
  )
}

/**
 * Vite plugin: puts the script first among the page's scripts and stylesheet links, in the dev
 * server and in builds (the route preload, vite.config.ts, must see the rewritten path).
 */
export function hashRoutes({ pathFormOf }: { pathFormOf: PathFormOf }): Plugin {
  const script = hashRouteScript(pathFormOf)
  return {
    name: 'bayad-hash-routes',
    transformIndexHtml: {
      order: 'post',
      handler(html: string) {
        const at = html.search(/<script|<link rel="(?:modulepreload|stylesheet)"/)
        if (at < 0) throw new Error('hashRoutes: no script in index.html')
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`
      },
    },
  }
}
