import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Reporter, Vitest } from 'vitest/node'

/*
 * Model-based test coverage, shared by the harness (which writes one fragment per machine and test
 * file, from inside the test workers) and the reporter below (which merges the fragments in the main
 * process and prints a table). This file must stay free of `vitest` runtime imports: the reporter is
 * loaded outside any test worker.
 *
 * Usage in vite.config.ts:  test.reporters: ['default', './tests/model/coverage-reporter.ts']
 */

export const COVERAGE_DIR = path.resolve(
  process.env.MBT_COVERAGE_DIR ?? path.join(process.cwd(), 'node_modules/.cache/mbt-coverage'),
)

/** What one test file saw of one machine. `all` is the universe computed from the machine itself. */
export interface CoverageFragment {
  machineId: string
  file: string
  paths: number
  states: { all: string[]; covered: string[] }
  transitions: { all: string[]; covered: string[] }
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

const fragmentFileName = (file: string): string =>
  `${path.relative(process.cwd(), file).replace(/[^a-zA-Z0-9._-]+/g, '_') || 'unknown'}.json`

const machineDirName = (machineId: string): string => machineId.replace(/[^a-zA-Z0-9._-]+/g, '_')

/** One file per (machine, test file): workers never write the same file, so no locking is needed. */
export function writeFragment(fragment: CoverageFragment, dir: string = COVERAGE_DIR): string {
  const machineDir = path.join(dir, machineDirName(fragment.machineId))
  mkdirSync(machineDir, { recursive: true })
  const target = path.join(machineDir, fragmentFileName(fragment.file))
  writeFileSync(target, `${JSON.stringify(fragment, null, 2)}\n`)
  return target
}

function isFragment(value: unknown): value is CoverageFragment {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Partial<CoverageFragment>
  return typeof v.machineId === 'string' && Array.isArray(v.states?.all) && Array.isArray(v.transitions?.all)
}

export function readFragments(dir: string = COVERAGE_DIR): CoverageFragment[] {
  const fragments: CoverageFragment[] = []
  let machineDirs: string[]
  try {
    machineDirs = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  } catch {
    return fragments
  }
  for (const machineDir of machineDirs) {
    for (const name of readdirSync(path.join(dir, machineDir))) {
      if (!name.endsWith('.json')) continue
      try {
        const parsed: unknown = JSON.parse(readFileSync(path.join(dir, machineDir, name), 'utf8'))
        if (isFragment(parsed)) fragments.push(parsed)
      } catch {
        // a fragment being written while we read: the next run will see it whole
      }
    }
  }
  return fragments
}

function count(all: Set<string>, covered: Set<string>): CoverageCount {
  const missing = [...all].filter((key) => !covered.has(key))
  return { total: all.size, covered: all.size - missing.length, missing }
}

/** Union of what every file covered, restricted to the newest universe (a renamed state drops out). */
export function mergeFragments(fragments: readonly CoverageFragment[]): MachineCoverage[] {
  const byMachine = new Map<string, CoverageFragment[]>()
  for (const fragment of fragments) {
    byMachine.set(fragment.machineId, [...(byMachine.get(fragment.machineId) ?? []), fragment])
  }
  return [...byMachine.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([machineId, list]) => {
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

/** Writes `<dir>/<machineId>.json`, the merged view of every fragment, for CI artefacts and tools. */
export function writeMergedSummaries(
  coverages: readonly MachineCoverage[],
  dir: string = COVERAGE_DIR,
): void {
  mkdirSync(dir, { recursive: true })
  for (const coverage of coverages) {
    writeFileSync(
      path.join(dir, `${machineDirName(coverage.machineId)}.json`),
      `${JSON.stringify(coverage, null, 2)}\n`,
    )
  }
}

export default class MbtCoverageReporter implements Reporter {
  private log: (message: string) => void = (message) => console.log(message)

  onInit(vitest: Vitest): void {
    this.log = (message) => vitest.logger.log(message)
    // Fragments from an earlier run would claim coverage that this run did not measure.
    rmSync(COVERAGE_DIR, { recursive: true, force: true })
  }

  onTestRunEnd(): void {
    const coverages = mergeFragments(readFragments())
    if (coverages.length === 0) return
    writeMergedSummaries(coverages)
    this.log(
      `\nModel-based coverage (states and transitions seen by the running actors)\n${formatCoverageTable(coverages)}\n`,
    )
  }
}
