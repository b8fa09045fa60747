import { describe, expect, it } from 'vitest'
import { parseCoverageFile } from '../../src/machine-graph/coverage-file.ts'
import type { CoverageFile } from '../../src/machine-graph/coverage-file.ts'

const good = (): CoverageFile => ({
  version: 1,
  generatedAt: '2025-01-01T00:00:00.000Z',
  environments: {
    'happy-dom': {
      generatedAt: '2025-01-01T00:00:00.000Z',
      machines: {
        rating: {
          machineId: 'rating',
          files: ['tests/model/rating.model.test.tsx'],
          states: { total: 2, covered: ['rating.idle', 'rating.sent'], missing: [] },
          transitions: { total: 1, covered: [], missing: ['#rating.idle score.send → #rating.sent'] },
          paths: [
            {
              name: '1. sent ← score.send',
              file: 'tests/model/rating.model.test.tsx',
              status: 'failed',
              failure: { step: 1, phase: 'event score.send', message: 'no button' },
              steps: [
                {
                  label: 'start',
                  event: 'xstate.init',
                  value: 'idle',
                  states: ['rating.idle'],
                  transitions: [],
                  ran: true,
                },
                {
                  label: 'score.send',
                  event: 'score.send',
                  value: 'sent',
                  states: ['rating.sent'],
                  transitions: ['#rating.idle score.send → #rating.sent'],
                  ran: true,
                },
              ],
            },
          ],
        },
      },
    },
    chromium: { machines: {} },
  },
})

describe('parseCoverageFile', () => {
  it('passes a good file through', () => {
    expect(parseCoverageFile(good())).toEqual(good())
  })

  it('passes a file from JSON text, with a passed path and no failure', () => {
    const file = good()
    const path = file.environments['happy-dom']?.machines.rating?.paths[0]
    if (!path) throw new Error('fixture')
    path.status = 'passed'
    delete path.failure
    expect(parseCoverageFile(JSON.parse(JSON.stringify(file)))).toEqual(file)
  })

  it('refuses what is not an object', () => {
    expect(() => parseCoverageFile('[]')).toThrow(/^Not a model coverage file: \(the whole file\)/)
    expect(() => parseCoverageFile(null)).toThrow(/Not a model coverage file/)
  })

  it('refuses a missing required field, naming it', () => {
    const file: Record<string, unknown> = { ...good() }
    delete file.generatedAt
    expect(() => parseCoverageFile(file)).toThrow(/: generatedAt: missing/)

    const deep = good() as unknown as {
      environments: Record<string, { machines: Record<string, { paths: Array<Record<string, unknown>> }> }>
    }
    delete deep.environments['happy-dom']?.machines.rating?.paths[0]?.steps
    expect(() => parseCoverageFile(deep)).toThrow(
      /environments\.happy-dom\.machines\.rating\.paths\[0\]\.steps: missing/,
    )
  })

  it('refuses a wrong-typed field, naming it', () => {
    const file = good() as unknown as {
      environments: Record<
        string,
        {
          machines: Record<
            string,
            { paths: Array<{ steps: Array<Record<string, unknown>>; status: unknown }> }
          >
        }
      >
    }
    const path = file.environments['happy-dom']?.machines.rating?.paths[0]
    if (!path?.steps[1]) throw new Error('fixture')
    path.steps[1].ran = 'yes'
    expect(() => parseCoverageFile(file)).toThrow(
      /environments\.happy-dom\.machines\.rating\.paths\[0\]\.steps\[1\]\.ran: expected boolean, got "yes"/,
    )
    path.steps[1].ran = true
    path.status = 'skipped'
    expect(() => parseCoverageFile(file)).toThrow(/paths\[0\]\.status: .*"skipped"/)
  })

  it('refuses another version, saying which it reads', () => {
    expect(() => parseCoverageFile({ ...good(), version: 2 })).toThrow(
      /version: this atlas reads version 1, the file says 2/,
    )
  })

  it('refuses a machine record whose counts are not lists', () => {
    const file = good() as unknown as {
      environments: Record<string, { machines: Record<string, { states: unknown }> }>
    }
    const machine = file.environments['happy-dom']?.machines.rating
    if (!machine) throw new Error('fixture')
    machine.states = { total: 2, covered: 2, missing: [] }
    expect(() => parseCoverageFile(file)).toThrow(/machines\.rating\.states\.covered: expected Array, got 2/)
  })
})
