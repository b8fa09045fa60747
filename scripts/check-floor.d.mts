export interface FloorReport {
  /** `file: feature …` for each use of what the floor lacks without a fallback. */
  problems: string[]
  /** The accepted degradations the build has, with their reasons. */
  notes: string[]
}
export declare function checkFloor(distDir: string, options?: { queries?: string[] }): Promise<FloorReport>
export declare function spreadBeforeLastArgument(code: string): string[]
export declare function privateBrandChecks(code: string): string[]
export declare function lacking(key: string, floor: Record<string, [number, number]>): string[]
export interface StyleRule {
  selector: string
  declarations: { property: string; value: string }[]
  within: string[]
}
export declare function styleRules(css: string): StyleRule[]
export declare function selectorList(selector: string): string[]
