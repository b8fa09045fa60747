import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Reporter, Vitest } from 'vitest/node'
import { COVERAGE_SOURCE } from '../../scripts/vite-plugins/atlas-vite.ts'
import { COVERAGE_FILE_VERSION, parseCoverageFile } from '../../src/machine-graph/coverage-file.ts'
import type {
  CoverageFile,
  EnvironmentCoverage,
  MachineCoverageRecord,
} from '../../src/machine-graph/coverage-file.ts'
import { formatCoverageTable, mergeFragments, parseFragment, toMachineRecords } from './coverage-merge.ts'
import type { CoverageFragment, MachineCoverage } from './coverage-merge.ts'

/*
 * Model-based test coverage on the Node side: the harness writes one fragment per environment, machine and
 * test file (from a test worker under happy-dom, through the `writeMbtFragment` browser command under
 * Chromium: browser-commands.ts); the reporter merges them in the main process, prints a table per environment and writes
 * `reports/model-coverage.json` (src/machine-graph/coverage-file.ts), which the atlas reads. This file must
 * stay free of `vitest` runtime imports: the reporter is loaded outside any test worker.
 *
 * Usage in vitest.config.ts:  test.reporters: ['default', './tests/model/coverage-reporter.ts']
 */

const COVERAGE_DIR = path.resolve(
  process.env.MBT_COVERAGE_DIR ?? path.join(process.cwd(), 'node_modules/.cache/mbt-coverage'),
)

/** Where the run's coverage goes for the atlas (scripts/vite-plugins/atlas-vite.ts); `MBT_COVERAGE_FILE` moves it. */
const COVERAGE_FILE = path.resolve(process.env.MBT_COVERAGE_FILE ?? path.join(process.cwd(), COVERAGE_SOURCE))

/** A name as one path segment of its own: no separator, never `.` or `..`. */
const safeName = (name: string): string => {
  const safe = name.replace(/[^a-zA-Z0-9._-]+/g, '_') || 'unknown'
  return safe === '.' || safe === '..' ? safe.replace(/\./g, '_') : safe
}

const fragmentFileName = (file: string): string => `${safeName(path.relative(process.cwd(), file))}.json`

/**
 * One file per (environment, machine, test file): workers never write the same file, so no locking is
 * needed, and the Chromium run of a test file never overwrites its happy-dom run.
 */
export function writeFragment(fragment: CoverageFragment, dir: string = COVERAGE_DIR): string {
  const machineDir = path.join(dir, safeName(fragment.environment), safeName(fragment.machineId))
  mkdirSync(machineDir, { recursive: true })
  const target = path.join(machineDir, fragmentFileName(fragment.file))
  writeFileSync(target, `${JSON.stringify(fragment, null, 2)}\n`)
  return target
}

const subdirectories = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  } catch {
    return []
  }
}

/** Every fragment on disk, of every environment. */
export function readFragments(dir: string = COVERAGE_DIR): CoverageFragment[] {
  const fragments: CoverageFragment[] = []
  for (const environment of subdirectories(dir)) {
    for (const machine of subdirectories(path.join(dir, environment))) {
      const machineDir = path.join(dir, environment, machine)
      for (const name of readdirSync(machineDir)) {
        if (!name.endsWith('.json')) continue
        try {
          fragments.push(parseFragment(JSON.parse(readFileSync(path.join(machineDir, name), 'utf8'))))
        } catch {
          // a fragment being written while we read (the next run will see it whole), or not a fragment
        }
      }
    }
  }
  return fragments
}

export function groupByEnvironment(
  fragments: readonly CoverageFragment[],
): Array<[environment: string, fragments: CoverageFragment[]]> {
  const groups = new Map<string, CoverageFragment[]>()
  for (const f of fragments) groups.set(f.environment, [...(groups.get(f.environment) ?? []), f])
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
}

/** Writes `<dir>/<environment>/<machineId>.json`, the merged view of that environment's fragments. */
function writeMergedSummaries(
  environment: string,
  coverages: readonly MachineCoverage[],
  dir: string = COVERAGE_DIR,
): void {
  const target = path.join(dir, safeName(environment))
  mkdirSync(target, { recursive: true })
  for (const coverage of coverages) {
    writeFileSync(
      path.join(target, `${safeName(coverage.machineId)}.json`),
      `${JSON.stringify(coverage, null, 2)}\n`,
    )
  }
}

/**
 * Test files that test the harness itself on fixture machines of their own (`mbtFixture` of
 * tests/fixtures/mbt-fixture.machine.ts, `door`): those are none of the app's, so the coverage file, which the
 * atlas shows next to the app's machines, leaves them out.
 */
const HARNESS_SELF_TEST_FILES: readonly string[] = ['tests/model/harness.test.tsx']

/** A machine of the app: some test file other than the harness's self-test replayed it. */
export function isAppMachine(record: Pick<MachineCoverageRecord, 'files'>): boolean {
  return record.files.some((file) => !HARNESS_SELF_TEST_FILES.includes(file))
}

/**
 * The coverage file after this run, merged per machine: in an environment that ran here, each machine that
 * ran replaces its record, and the machines that did not run keep theirs from the earlier runs (running one
 * model test file refreshes that file's machines and leaves the others); an environment that did not run
 * keeps its entry (`--project model-chromium` alone must not erase the happy-dom run). An environment's
 * `generatedAt` is that of its last run that replayed a machine of the app, which may have refreshed only
 * some machines. Machines that are not the app's (`isAppMachine`) are dropped, earlier ones included. A file
 * that does not decode is replaced.
 */
export function updateCoverageFile(
  previous: unknown,
  ran: ReadonlyMap<string, EnvironmentCoverage>,
  now: string,
): CoverageFile {
  let environments: Record<string, EnvironmentCoverage> = {}
  if (previous !== undefined) {
    try {
      environments = parseCoverageFile(previous).environments
    } catch {
      environments = {}
    }
  }
  for (const [environment, coverage] of ran) {
    const machines = Object.entries(coverage.machines).filter(([, record]) => isAppMachine(record))
    // Only the harness's self-test ran: nothing of the app was refreshed, not even the time.
    if (machines.length === 0 && environments[environment] !== undefined) continue
    environments[environment] = {
      ...coverage,
      machines: { ...environments[environment]?.machines, ...Object.fromEntries(machines) },
    }
  }
  const byKey = <T>(entries: Array<[string, T]>) => entries.sort(([a], [b]) => a.localeCompare(b))
  const cleaned = byKey(Object.entries(environments)).map(
    ([environment, coverage]): [string, EnvironmentCoverage] => [
      environment,
      {
        ...coverage,
        machines: Object.fromEntries(
          byKey(Object.entries(coverage.machines)).filter(([, record]) => isAppMachine(record)),
        ),
      },
    ],
  )
  return { version: COVERAGE_FILE_VERSION, generatedAt: now, environments: Object.fromEntries(cleaned) }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

export default class MbtCoverageReporter implements Reporter {
  private log: (message: string) => void = (message) => console.log(message)
  private root = process.cwd()

  onInit(vitest: Vitest): void {
    this.log = (message) => vitest.logger.log(message)
    this.root = vitest.config.root
    // Fragments from an earlier run would claim coverage that this run did not measure.
    rmSync(COVERAGE_DIR, { recursive: true, force: true })
  }

  onTestRunEnd(): void {
    const environments = groupByEnvironment(readFragments())
    if (environments.length === 0) return
    const now = new Date().toISOString()
    const relative = (file: string) =>
      path.isAbsolute(file) ? path.relative(this.root, file).split(path.sep).join('/') : file
    const ran = new Map<string, EnvironmentCoverage>()
    for (const [environment, fragments] of environments) {
      const coverages = mergeFragments(fragments)
      writeMergedSummaries(environment, coverages)
      ran.set(environment, { generatedAt: now, machines: toMachineRecords(fragments, relative) })
      this.log(
        `\nModel-based coverage in ${environment} (states and transitions seen by the running actors)\n${formatCoverageTable(coverages)}\n`,
      )
    }
    const file = updateCoverageFile(readJson(COVERAGE_FILE), ran, now)
    mkdirSync(path.dirname(COVERAGE_FILE), { recursive: true })
    writeFileSync(COVERAGE_FILE, `${JSON.stringify(file)}\n`)
    this.log(
      `Model-based coverage file: ${path.relative(this.root, COVERAGE_FILE)} (${[...ran.keys()].join(', ')})\n`,
    )
  }
}
