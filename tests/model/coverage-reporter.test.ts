import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { parseCoverageFile } from '../../src/machine-graph/coverage-file.ts'
import type { CoveragePath, EnvironmentCoverage } from '../../src/machine-graph/coverage-file.ts'
import { writeMbtFragment } from './browser-commands.ts'
import { parseFragment, toMachineRecords } from './coverage-merge.ts'
import type { CoverageFragment } from './coverage-merge.ts'
import {
  groupByEnvironment,
  isAppMachine,
  readFragments,
  updateCoverageFile,
  writeFragment,
} from './coverage-reporter.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'mbt-coverage-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const run = (name: string, file: string, status: CoveragePath['status'] = 'passed'): CoveragePath => ({
  name,
  file,
  status,
  ...(status === 'failed' && { failure: { step: 1, phase: 'event go', message: 'no button' } }),
  steps: [
    { label: 'start', event: 'xstate.init', value: 'a', states: ['m.a'], transitions: [], ran: true },
    {
      label: 'go',
      event: 'go',
      value: 'b',
      states: ['m.b'],
      transitions: ['#m.a go[0] → #m.b'],
      ran: status === 'passed',
    },
  ],
})

const fragment = (
  environment: string,
  file: string,
  covered: string[],
  runs: CoveragePath[],
  machineId = 'm',
): CoverageFragment => ({
  environment,
  machineId,
  file,
  paths: runs.length,
  states: { all: ['m.a', 'm.b'], covered },
  transitions: { all: ['#m.a go[0] → #m.b'], covered: covered.includes('m.b') ? ['#m.a go[0] → #m.b'] : [] },
  pathRecords: runs,
})

const root = '/repo'
const relative = (file: string) => path.relative(root, file)

describe('coverage fragments', () => {
  it('keeps the two environments of one test file apart on disk', () => {
    const file = path.join(process.cwd(), 'tests/model/m.model.test.tsx')
    const happy = writeFragment(fragment('happy-dom', file, ['m.a', 'm.b'], [run('1. b ← go', file)]), dir)
    const chromium = writeFragment(
      fragment('chromium', file, ['m.a'], [run('1. b ← go', file, 'failed')]),
      dir,
    )
    expect(happy).not.toBe(chromium)
    const groups = groupByEnvironment(readFragments(dir))
    expect(groups.map(([environment, list]) => [environment, list.length])).toEqual([
      ['chromium', 1],
      ['happy-dom', 1],
    ])
    expect(groups[0]?.[1][0]?.pathRecords[0]?.status).toBe('failed')
  })

  it('merges files into one record per machine: covered and missing keys, runs with repository-relative files', () => {
    const [first, second] = ['/repo/tests/model/b.model.test.tsx', '/repo/tests/model/a.model.test.tsx']
    if (!first || !second) throw new Error('fixture')
    const records = toMachineRecords(
      [
        fragment('happy-dom', first, ['m.a'], [run('1. a', first, 'failed')]),
        fragment('happy-dom', second, ['m.a', 'm.b'], [run('1. b ← go', second)]),
      ],
      relative,
    )
    expect(Object.keys(records)).toEqual(['m'])
    expect(records.m?.files).toEqual(['tests/model/a.model.test.tsx', 'tests/model/b.model.test.tsx'])
    expect(records.m?.states).toEqual({ total: 2, covered: ['m.a', 'm.b'], missing: [] })
    expect(records.m?.transitions.missing).toEqual([])
    expect(records.m?.paths.map((p) => [p.file, p.name, p.status])).toEqual([
      ['tests/model/a.model.test.tsx', '1. b ← go', 'passed'],
      ['tests/model/b.model.test.tsx', '1. a', 'failed'],
    ])
  })

  it('lists what no file covered as missing', () => {
    const records = toMachineRecords([fragment('chromium', '/repo/x.test.tsx', ['m.a'], [])], relative)
    expect(records.m?.states).toEqual({ total: 2, covered: ['m.a'], missing: ['m.b'] })
    expect(records.m?.transitions).toEqual({ total: 1, covered: [], missing: ['#m.a go[0] → #m.b'] })
  })
})

describe('decoding coverage fragments', () => {
  it('refuses a fragment without its test file: the browser command throws, reading skips it', () => {
    const own = mkdtempSync(path.join(tmpdir(), 'mbt-fragments-'))
    onTestFinished(() => rmSync(own, { recursive: true, force: true }))
    const { file: _file, ...missing } = fragment('chromium', '/repo/x.test.tsx', ['m.a'], [])
    const problem = 'Not a coverage fragment: file: missing'
    expect(() => parseFragment(missing)).toThrow(problem)
    expect(() => writeMbtFragment({} as never, missing)).toThrow(problem)
    mkdirSync(path.join(own, 'chromium', 'm'), { recursive: true })
    writeFileSync(path.join(own, 'chromium', 'm', 'x.test.tsx.json'), JSON.stringify(missing))
    expect(readFragments(own)).toEqual([])
  })

  it('keeps a machineId of `..` in a folder of its own inside its environment', () => {
    const own = mkdtempSync(path.join(tmpdir(), 'mbt-fragments-'))
    onTestFinished(() => rmSync(own, { recursive: true, force: true }))
    const file = path.join(process.cwd(), 'tests/model/m.model.test.tsx')
    const written = writeFragment(fragment('happy-dom', file, ['m.a'], [], '..'), own)
    expect(path.dirname(path.dirname(written))).toBe(path.join(own, 'happy-dom'))
    expect(path.basename(path.dirname(written))).toBe('__')
    expect(readFragments(own).map((f) => f.machineId)).toEqual(['..'])
  })
})

describe('the coverage file', () => {
  /** An environment's run: each machine replayed by one test file, its first state covered. */
  const env = (
    name: string,
    at: string,
    machines: Record<string, string> = { m: 't' },
  ): EnvironmentCoverage => ({
    generatedAt: at,
    machines: toMachineRecords(
      Object.entries(machines).map(([machineId, test]) => {
        const file = `/repo/tests/model/${test}.test.tsx`
        return fragment(name, file, ['m.a'], [run(`1. a (${at})`, file)], machineId)
      }),
      relative,
    ),
  })
  const roundTrip = (file: unknown): unknown => JSON.parse(JSON.stringify(file))

  it('keeps the environments that did not run from the earlier run', () => {
    const earlier = updateCoverageFile(
      undefined,
      new Map([
        ['happy-dom', env('happy-dom', 'T1')],
        ['chromium', env('chromium', 'T1')],
      ]),
      'T1',
    )
    const later = updateCoverageFile(roundTrip(earlier), new Map([['chromium', env('chromium', 'T2')]]), 'T2')
    expect(later.generatedAt).toBe('T2')
    expect(Object.keys(later.environments)).toEqual(['chromium', 'happy-dom'])
    expect(later.environments.chromium).toEqual(env('chromium', 'T2'))
    expect(later.environments['happy-dom']).toEqual(earlier.environments['happy-dom'])
    expect(parseCoverageFile(roundTrip(later))).toEqual(later)
  })

  it('replaces only the machines that ran in an environment and keeps its others', () => {
    const earlier = updateCoverageFile(
      undefined,
      new Map([['happy-dom', env('happy-dom', 'T1', { first: 'first.model', second: 'second.model' })]]),
      'T1',
    )
    // One test file run alone: its machine is refreshed, the other file's machine stays as it was.
    const rerun = env('happy-dom', 'T2', { second: 'second.model' })
    const later = updateCoverageFile(roundTrip(earlier), new Map([['happy-dom', rerun]]), 'T2')
    const machines = later.environments['happy-dom']?.machines
    expect(Object.keys(machines ?? {})).toEqual(['first', 'second'])
    expect(machines?.first).toEqual(earlier.environments['happy-dom']?.machines.first)
    expect(machines?.second).toEqual(rerun.machines.second)
    expect(machines?.second?.paths.map((p) => p.name)).toEqual(['1. a (T2)'])
    expect(later.environments['happy-dom']?.generatedAt).toBe('T2')
  })

  it("leaves out the harness self-test's fixture machine, which is none of the app's", () => {
    const fixture = { mbtFixture: 'harness' }
    expect(isAppMachine({ files: ['tests/model/harness.test.tsx'] })).toBe(false)
    expect(isAppMachine({ files: ['tests/model/harness.test.tsx', 'tests/model/m.model.test.tsx'] })).toBe(
      true,
    )

    const file = updateCoverageFile(
      undefined,
      new Map([['happy-dom', env('happy-dom', 'T1', { ...fixture, m: 'm.model' })]]),
      'T1',
    )
    expect(Object.keys(file.environments['happy-dom']?.machines ?? {})).toEqual(['m'])

    // An earlier file written before the rule loses it too; a run of the self-test alone changes nothing.
    const stale = roundTrip(file) as { environments: Record<string, EnvironmentCoverage> }
    const happy = stale.environments['happy-dom']
    const staleFixture = env('happy-dom', 'T0', fixture).machines.mbtFixture
    if (!happy || !staleFixture) throw new Error('fixture')
    happy.machines.mbtFixture = staleFixture
    const later = updateCoverageFile(stale, new Map([['happy-dom', env('happy-dom', 'T2', fixture)]]), 'T2')
    expect(later.environments['happy-dom']).toEqual(file.environments['happy-dom'])
  })

  it('starts afresh from a file that does not decode', () => {
    const file = updateCoverageFile({ version: 99 }, new Map([['happy-dom', env('happy-dom', 'T3')]]), 'T3')
    expect(Object.keys(file.environments)).toEqual(['happy-dom'])
  })
})
