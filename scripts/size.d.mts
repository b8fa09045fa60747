import type { RouteScreen } from './route-table.mjs'

export declare const SIZE_ROUTES: Record<string, string>
export declare function routeListProblems(table?: RouteScreen[], listed?: Record<string, string>): string[]
export interface SizeReport {
  budgetKiB: number
  routes: {
    route: string
    kib: number
    fil: number
    spec: number
    catalogueKib: number
    chunks: number
    withinBudget: boolean
  }[]
  onDemand: { chunk: string; kib: number }[]
  catalogues: { area: string; en?: number; fil?: number; spec?: number }[]
  sandboxOnly?: SandboxOnlyReport
}
export interface SandboxOnlyReport {
  chunks: { chunk: string; file: string; kib: number; openedKib: number }[]
  worker: { file: string; kib: number } | null
  problems: string[]
}
export declare const ATLAS_ENTRY: string
export declare const ATLAS_MARKER: string
export declare function sandboxOnlyReport(dist: string): SandboxOnlyReport
export declare function sizeReport(dist: string, budgetKiB?: number): SizeReport
