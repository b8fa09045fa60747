import type { Plugin } from 'vite'

type PathFormOf = (pathname: string, search: string, hash: string) => string | undefined
export declare function hashRouteScript(pathFormOf: PathFormOf): string
export declare function hashRoutes(options: { pathFormOf: PathFormOf }): Plugin
