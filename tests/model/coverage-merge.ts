import * as v from 'valibot'
import { issuesText, pathSchema } from '../../src/machine-graph/coverage-file.ts'
import type { CoveragePath, MachineCoverageRecord } from '../../src/machine-graph/coverage-file.ts'

/*
 * The part of model-based coverage that runs anywhere: the fragment a test file writes, merging fragments,
 * the table. The harness imports it in Node (happy-dom) and in the browser (Chromium), so no `node:` import
 * here; the file system side is coverage-reporter.ts (Node) and coverage-sink*.ts (where fragments go).
 */

/** What one test file saw of one machine in one environment. `all` is the universe computed from the machine. */
export interface CoverageFragment {
  /** `happy-dom`, `chromium`: fragments of two environments never share a file. */
  environment: string
  machineId: string
  /** The test file as the runner names it (absolute); the reporter makes it repository-relative. */
  file: string
  /** Path runs, passed or failed. */
  paths: number
  states: { all: string[]; covered: string[] }
  transitions: { all: string[]; covered: string[] }
  /** Every path run, in the order it ran, with the model's steps. */
  pathRecords: CoveragePath[]
}

const strings = v.array(v.string())
const universeSchema = v.object({ all: strings, covered: strings })

/** A fragment as it arrives from disk or from the page (Chromium's `writeMbtFragment`): an input. */
const fragmentSchema = v.object({
  environment: v.string(),
  machineId: v.string(),
  file: v.string(),
  paths: v.number(),
  states: universeSchema,
  transitions: universeSchema,
  pathRecords: v.array(pathSchema),
})

/**
 * Decodes a coverage fragment; throws an Error naming the first wrong fields
 * (`Not a coverage fragment: file: missing`).
 */
export function parseFragment(json: unknown): CoverageFragment {
  const result = v.safeParse(fragmentSchema, json)
  if (result.success) return result.output
  throw new Error(`Not a coverage fragment: ${issuesText(result.issues)}`)
}

export interface CoverageCount {
  total: number
  covered: number
  missing: string[]
}

export interface MachineCoverage {
  machineId: string
  files: string[]
  paths: number
  states: CoverageCount
  transitions: CoverageCount
}

function count(all: Set<string>, covered: Set<string>): CoverageCount {
  const missing = [...all].filter((key) => !covered.has(key))
  return { total: all.size, covered: all.size - missing.length, missing }
}

function byMachine(fragments: readonly CoverageFragment[]): Array<[string, CoverageFragment[]]> {
  const groups = new Map<string, CoverageFragment[]>()
  for (const fragment of fragments) {
    groups.set(fragment.machineId, [...(groups.get(fragment.machineId) ?? []), fragment])
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
}

/** Union of what every file covered, restricted to the union of universes. Pass one environment's fragments. */
export function mergeFragments(fragments: readonly CoverageFragment[]): MachineCoverage[] {
  return byMachine(fragments).map(([machineId, list]) => {
    const allStates = new Set(list.flatMap((f) => f.states.all))
    const allTransitions = new Set(list.flatMap((f) => f.transitions.all))
    const coveredStates = new Set(list.flatMap((f) => f.states.covered))
    const coveredTransitions = new Set(list.flatMap((f) => f.transitions.covered))
    return {
      machineId,
      files: [...new Set(list.map((f) => f.file))].sort(),
      paths: list.reduce((sum, f) => sum + f.paths, 0),
      states: count(allStates, coveredStates),
      transitions: count(allTransitions, coveredTransitions),
    }
  })
}

/**
 * One environment's machines as `reports/model-coverage.json` holds them: covered and missing keys, and the
 * path runs file by file (in file order, each file's in the order they ran). `relative` names a test file.
 */
export function toMachineRecords(
  fragments: readonly CoverageFragment[],
  relative: (file: string) => string,
): Record<string, MachineCoverageRecord> {
  const records: Record<string, MachineCoverageRecord> = {}
  for (const [machineId, list] of byMachine(fragments)) {
    const ordered = [...list].sort((a, b) => relative(a.file).localeCompare(relative(b.file)))
    const universe = (pick: (f: CoverageFragment) => { all: string[]; covered: string[] }) => {
      const all = [...new Set(ordered.flatMap((f) => pick(f).all))]
      const covered = new Set(ordered.flatMap((f) => pick(f).covered))
      return {
        total: all.length,
        covered: all.filter((key) => covered.has(key)),
        missing: all.filter((key) => !covered.has(key)),
      }
    }
    records[machineId] = {
      machineId,
      files: [...new Set(ordered.map((f) => relative(f.file)))],
      states: universe((f) => f.states),
      transitions: universe((f) => f.transitions),
      paths: ordered.flatMap((f) => f.pathRecords.map((p) => ({ ...p, file: relative(p.file) }))),
    }
  }
  return records
}

const percent = ({ covered, total }: CoverageCount): string =>
  `${covered}/${total} (${total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10}%)`

export function formatCoverageTable(coverages: readonly MachineCoverage[]): string {
  const header = ['machine', 'states', 'transitions', 'path runs']
  const rows = coverages.map((c) => [c.machineId, percent(c.states), percent(c.transitions), String(c.paths)])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  const out = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)]
  for (const c of coverages) {
    for (const state of c.states.missing) out.push(`  ✗ ${c.machineId}: state ${state}`)
    for (const transition of c.transitions.missing) out.push(`  ✗ ${c.machineId}: transition ${transition}`)
  }
  return out.join('\n')
}
