// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { stepWithTransitions } from '../../src/machine-graph/step.ts'
import { mbtFixtureMachine } from '../fixtures/mbt-fixture.machine.ts'

// The shared step of the model-based harness and the atlas's simulation: the snapshot after it, the transitions
// it took (eventless follow-ups included) and the actions it asked for, none of them run.

const init = { type: 'xstate.init' }

let rings = 0

/** Starts open or closed by its input, through an eventless choice; rings when it opens. */
const gateMachine = setup({
  types: { input: {} as { open: boolean }, context: {} as { open: boolean } },
  actions: {
    ring: (_, params: { times: number }) => {
      rings += params.times
    },
  },
  guards: {
    isOpen: ({ context }) => context.open,
    broken: () => {
      throw new Error('the guard broke')
    },
  },
}).createMachine({
  id: 'gate',
  context: ({ input }) => ({ open: input.open }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'isOpen', target: 'open' }, { target: 'closed' }] },
    open: {
      entry: { type: 'ring', params: { times: 2 } },
      on: { knock: { guard: 'broken', target: 'closed' } },
    },
    closed: {},
  },
})

describe('stepWithTransitions (src/machine-graph/step.ts)', () => {
  it('starts the machine with its input: the initial state and the eventless transitions of the start', () => {
    const open = stepWithTransitions(gateMachine, undefined, init, { open: true })
    expect(open.snapshot.value).toBe('open')
    expect(open.transitions).toEqual(['#gate.checking always[0] → #gate.open'])
    // Asked for with its params, never run.
    expect(open.actions.map((a) => [a.type, a.params])).toEqual([['ring', { times: 2 }]])
    expect(rings).toBe(0)
    const closed = stepWithTransitions(gateMachine, undefined, init, { open: false })
    expect(closed.snapshot.value).toBe('closed')
    expect(closed.transitions).toEqual(['#gate.checking always[1] → #gate.closed'])
  })

  it("lists the event's transition, then the eventless one it leads to, and the actions, none run", () => {
    const start = stepWithTransitions(mbtFixtureMachine, undefined, init)
    expect(start.snapshot.value).toBe('loading')
    expect(start.transitions).toEqual([])
    // The invoke is asked for (an action), never started.
    expect(start.actions.map((a) => a.type)).toEqual(['xstate.spawnChild'])

    const loaded = stepWithTransitions(mbtFixtureMachine, start.snapshot, {
      type: 'xstate.done.actor.load',
      output: [],
    })
    expect(loaded.snapshot.value).toBe('noWays')
    expect(loaded.transitions).toEqual([
      '#mbtFixture.loading xstate.done.actor.load[0] → #mbtFixture.checkingWays',
      '#mbtFixture.checkingWays always[0] → #mbtFixture.noWays',
    ])
    expect(loaded.actions.map((a) => a.type)).toEqual(['xstate.stopChild'])
  })

  it('asks for a timer and hands its params on (the atlas describes them)', () => {
    let snapshot = stepWithTransitions(mbtFixtureMachine, undefined, init).snapshot
    for (const event of [
      { type: 'xstate.done.actor.load', output: ['visa'] },
      { type: 'card.select', cardId: 'visa' },
      { type: 'payment.submit' },
    ]) {
      snapshot = stepWithTransitions(mbtFixtureMachine, snapshot, event).snapshot
    }
    expect(snapshot.context).toMatchObject({ selection: 'visa' })
    const code = stepWithTransitions(mbtFixtureMachine, snapshot, {
      type: 'xstate.done.actor.commit',
      output: { needsCode: true },
    })
    expect(code.snapshot.value).toEqual({ enteringCode: 'coolingDown' })
    expect(code.transitions).toEqual([
      '#mbtFixture.committing xstate.done.actor.commit[0] → #mbtFixture.enteringCode',
    ])
    const timer = code.actions.find((a) => a.type === 'xstate.raise')
    expect(timer?.params).toMatchObject({
      event: { type: 'xstate.after.RESEND_MS.mbtFixture.enteringCode.coolingDown' },
      delay: 60_000,
    })
  })

  it('keeps each step to itself: a later step does not list an earlier one', () => {
    const start = stepWithTransitions(gateMachine, undefined, init, { open: false })
    const again = stepWithTransitions(gateMachine, start.snapshot, { type: 'knock' }, { open: false })
    expect(again.transitions).toEqual([])
    expect(again.snapshot).toBe(start.snapshot)
  })

  it('throws what the machine throws', () => {
    const start = stepWithTransitions(gateMachine, undefined, init, { open: true })
    expect(() => stepWithTransitions(gateMachine, start.snapshot, { type: 'knock' })).toThrow(
      'the guard broke',
    )
  })
})
