import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseCoverageFile } from '../../src/machine-graph/coverage-file.ts'
import type { CoveragePath, EnvironmentCoverage } from '../../src/machine-graph/coverage-file.ts'
import { toMachineRecords } from './coverage-merge.ts'
import type { CoverageFragment } from './coverage-merge.ts'
import { groupByEnvironment, readFragments, updateCoverageFile, writeFragment } from './coverage-reporter.ts'

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
): CoverageFragment => ({
  environment,
  machineId: 'm',
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

describe('the coverage file', () => {
  const env = (name: string, at: string): EnvironmentCoverage => ({
    generatedAt: at,
    machines: toMachineRecords(
      [fragment(name, '/repo/t.test.tsx', ['m.a'], [run('1. a', '/repo/t.test.tsx')])],
      relative,
    ),
  })

  it('replaces the environments that ran and keeps the others from the earlier run', () => {
    const earlier = updateCoverageFile(
      undefined,
      new Map([
        ['happy-dom', env('happy-dom', 'T1')],
        ['chromium', env('chromium', 'T1')],
      ]),
      'T1',
    )
    const later = updateCoverageFile(
      JSON.parse(JSON.stringify(earlier)),
      new Map([['chromium', { generatedAt: 'T2', machines: {} }]]),
      'T2',
    )
    expect(later.generatedAt).toBe('T2')
    expect(Object.keys(later.environments)).toEqual(['chromium', 'happy-dom'])
    expect(later.environments.chromium).toEqual({ generatedAt: 'T2', machines: {} })
    expect(later.environments['happy-dom']).toEqual(earlier.environments['happy-dom'])
    expect(parseCoverageFile(JSON.parse(JSON.stringify(later)))).toEqual(later)
  })

  it('starts afresh from a file that does not decode', () => {
    const file = updateCoverageFile({ version: 99 }, new Map([['happy-dom', env('happy-dom', 'T3')]]), 'T3')
    expect(Object.keys(file.environments)).toEqual(['happy-dom'])
  })
})
