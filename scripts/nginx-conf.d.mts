export declare const CONF_FILE: string
export declare const HEADERS_INCLUDE: string
export declare const IMMUTABLE: string
export declare const REVALIDATE: string
export declare const COMPRESSED_TYPES: string[]
export declare function routeLocation(path: string): string
export declare function nginxConf(routes: string[]): string
export declare function servedRoutes(conf: string): string[]
export declare function confProblems(conf: string, routes: string[]): string[]
export declare function answersApp(conf: string, pathname: string): boolean
