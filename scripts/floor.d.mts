export declare function floorQueries(root?: string): string[]
/** The lowest [major, minor] of each engine (`chrome`, `safari`, `ios`) the floor admits. */
export declare function floorVersions(queries?: string[]): Record<string, [number, number]>
export declare function floorBuildTarget(queries?: string[]): string[]
export declare function floorCssTargets(queries?: string[]): Record<string, number>
export declare const SYNTAX_CHROME: number
