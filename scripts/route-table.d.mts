export declare const ROUTES_FILE: string
export interface RouteScreen {
  /** The route's path as the router matches it (`/borrowDetail/:orderId?`). */
  path: string
  /** The repo-relative path of the route's screen module, as the Vite manifest names it. */
  screen: string
}
export declare function routeTable(root?: string): RouteScreen[]
