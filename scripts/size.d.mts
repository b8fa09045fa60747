import type { RouteScreen } from './route-table.mjs'

export declare const SIZE_ROUTES: Record<string, string>
export declare function routeListProblems(table?: RouteScreen[], listed?: Record<string, string>): string[]
export interface SizeReport {
  budgetKiB: number
  routes: { route: string; kib: number; chunks: number; withinBudget: boolean }[]
  onDemand: { chunk: string; kib: number }[]
}
export declare function sizeReport(dist: string, budgetKiB?: number): SizeReport
