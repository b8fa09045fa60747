// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { defineSamples, type SampleScenarios } from '../../src/machine-graph/samples.ts'

// defineSamples: the atlas's list (named, in order) and the tests' typed scenarios from one object. The
// `@ts-expect-error` lines are checked by `tsc`: a sample the machine cannot take must not type-check.

const doorMachine = setup({
  types: {
    input: {} as { open: boolean },
    events: {} as { type: 'door.knock'; times: number } | { type: 'door.close' },
  },
  actors: { lock: fromPromise<string>(async () => 'unlocked') },
}).createMachine({
  id: 'door',
  initial: 'shut',
  states: { shut: { invoke: { id: 'lock', src: 'lock' } } },
})

const scenarios = {
  knocked: {
    input: { open: false },
    events: [
      { type: 'door.knock', times: 2 },
      { type: 'xstate.done.actor.lock', output: 'unlocked' },
      { type: 'xstate.error.actor.lock', error: new Error('jammed') },
    ],
  },
  open: { input: { open: true }, events: [{ type: 'door.close' }] },
  bare: {},
} satisfies SampleScenarios<typeof doorMachine>

describe('defineSamples (src/machine-graph/samples.ts)', () => {
  const samples = defineSamples(doorMachine, scenarios)

  it("lists the scenarios for the atlas, named and in the module's order, without an input they lack", () => {
    expect(samples.machineId).toBe('door')
    expect(samples.scenarios).toEqual([
      { name: 'knocked', input: { open: false }, events: scenarios.knocked.events },
      { name: 'open', input: { open: true }, events: [{ type: 'door.close' }] },
      { name: 'bare', events: [] },
    ])
    expect('input' in (samples.scenarios[2] ?? {})).toBe(false)
  })

  it('gives the tests the scenarios by name, typed as written', () => {
    expect(samples.byName).toBe(scenarios)
    expectTypeOf(samples.byName.open.input).toMatchTypeOf<{ open: boolean }>()
    expectTypeOf<(typeof samples.byName.knocked.events)[number]['type']>().toEqualTypeOf<
      'door.knock' | 'xstate.done.actor.lock' | 'xstate.error.actor.lock'
    >()
  })

  it('refuses, when type-checked, an event or an input the machine does not take', () => {
    defineSamples(doorMachine, {
      // @ts-expect-error: not an event of the machine
      wrong: { events: [{ type: 'door.slam' }] },
    })
    defineSamples(doorMachine, {
      // @ts-expect-error: the input is { open: boolean }
      wrongInput: { input: { open: 'yes' }, events: [] },
    })
    const typed = { payload: { events: [{ type: 'door.knock', times: 'twice' }] } }
    // @ts-expect-error: `times` is a number
    typed satisfies SampleScenarios<typeof doorMachine>
    expect(typed.payload.events).toHaveLength(1)
  })
})
