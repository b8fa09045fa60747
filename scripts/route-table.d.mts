export declare const ROUTES_FILE: string
export interface RouteScreen {
  /** The route's path as the router matches it (`/borrowDetail/:orderId?`). */
  path: string
  /** The repo-relative path of the route's screen module, as the Vite manifest names it. */
  screen: string
}
export declare function routeTable(root?: string): RouteScreen[]
/** A path that opens the route `path`: `:param`s filled with `value`, an optional last one left out without. */
export declare function routeLink(path: string, value?: string): string
