import { assign, fromPromise, setup } from 'xstate'
import type { CoverageFile, CoveragePath } from '../../src/machine-graph/coverage-file.ts'
import { machineToGraph } from '../../src/machine-graph/graph.ts'
import { defineSamples } from '../../src/machine-graph/samples.ts'
import type { AtlasEntry } from '../../src/atlas/types.ts'

/*
 * A small machine for the atlas's mode tests: an event with a payload, a guard, a named delay, an invoked
 * actor with done and error, finals and an output; and a coverage file for it with an uncovered transition
 * and a failed path.
 */

export const checkoutMachine = setup({
  types: {
    context: {} as { tries: number; card: string | null },
    events: {} as { type: 'card.select'; card: string } | { type: 'pay' } | { type: 'cancel' },
    input: {} as { tries: number },
  },
  actors: {
    charge: fromPromise<{ receipt: string }, { card: string }>(() => Promise.resolve({ receipt: 'real' })),
  },
  actions: {
    notify: (_, _params: { text: string }) => {},
  },
  guards: { hasCard: ({ context }) => context.card !== null },
  delays: { TIMEOUT_MS: 60_000 },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ tries: input.tries, card: null }),
  initial: 'choosing',
  output: ({ context }) => ({ card: context.card }),
  states: {
    choosing: {
      after: { TIMEOUT_MS: 'expired' },
      on: {
        // Throws on an event without a card: the simulation shows the error and stays.
        'card.select': { actions: assign({ card: ({ event }) => event.card.toUpperCase() }) },
        pay: { guard: 'hasCard', target: 'paying' },
        cancel: 'cancelled',
      },
    },
    paying: {
      invoke: {
        id: 'charge',
        src: 'charge',
        input: ({ context }) => ({ card: context.card ?? '' }),
        onDone: {
          target: 'paid',
          actions: { type: 'notify', params: ({ event }) => ({ text: event.output.receipt }) },
        },
        onError: { target: 'choosing', actions: assign({ tries: ({ context }) => context.tries + 1 }) },
      },
    },
    expired: { type: 'final' },
    cancelled: { type: 'final' },
    paid: { type: 'final' },
  },
})

export const checkoutSamples = defineSamples(checkoutMachine, {
  default: {
    input: { tries: 0 },
    events: [
      { type: 'card.select', card: 'visa' },
      { type: 'xstate.done.actor.charge', output: { receipt: 'R-1' } },
      { type: 'xstate.error.actor.charge', error: new Error('declined') },
    ],
  },
  bare: { input: { tries: 5 } },
})

export function checkoutEntry(withSamples = true): AtlasEntry {
  const entry: AtlasEntry = {
    machineId: 'checkout',
    file: 'machines/checkout.machine.ts',
    machine: checkoutMachine,
    graph: machineToGraph(checkoutMachine),
  }
  if (withSamples) entry.samples = checkoutSamples
  return entry
}

const graph = machineToGraph(checkoutMachine)
const keyOf = (source: string, trigger: string) => {
  const edge = graph.edges.find((e) => e.source === `checkout.${source}` && e.trigger === trigger)
  if (!edge) throw new Error(`fixture: no edge ${source} ${trigger}`)
  return edge
}
export const EDGES = {
  select: keyOf('choosing', 'card.select'),
  pay: keyOf('choosing', 'pay'),
  cancel: keyOf('choosing', 'cancel'),
  timeout: keyOf('choosing', 'after 60 s (TIMEOUT_MS)'),
  done: keyOf('paying', 'done: charge'),
  error: keyOf('paying', 'error: charge'),
}

const S = (name: string) => `checkout.${name}`

export const passedPath: CoveragePath = {
  name: '01. paid ← card.select → pay → charge.done',
  file: 'tests/model/checkout.model.test.tsx',
  status: 'passed',
  steps: [
    {
      label: 'start',
      event: 'xstate.init',
      value: 'choosing',
      states: [S('choosing')],
      transitions: [],
      ran: true,
    },
    {
      label: 'card.select',
      event: 'card.select',
      value: 'choosing',
      states: [S('choosing')],
      transitions: [EDGES.select.key],
      ran: true,
    },
    {
      label: 'pay',
      event: 'pay',
      value: 'paying',
      states: [S('paying')],
      transitions: [EDGES.pay.key],
      ran: true,
    },
    {
      label: 'charge.done',
      event: 'xstate.done.actor.charge',
      value: 'paid',
      states: [S('paid')],
      transitions: [EDGES.done.key],
      ran: true,
    },
  ],
}

export const failedPath: CoveragePath = {
  name: '02. choosing ← card.select → pay → charge.error',
  file: 'tests/model/checkout.model.test.tsx',
  status: 'failed',
  failure: {
    step: 2,
    phase: 'state assertion "paying"',
    message: "expected 'Paying…' to be 'Paying with VISA…'",
  },
  steps: [
    {
      label: 'start',
      event: 'xstate.init',
      value: 'choosing',
      states: [S('choosing')],
      transitions: [],
      ran: true,
    },
    {
      label: 'card.select',
      event: 'card.select',
      value: 'choosing',
      states: [S('choosing')],
      transitions: [EDGES.select.key],
      ran: true,
    },
    {
      label: 'pay',
      event: 'pay',
      value: 'paying',
      states: [S('paying')],
      transitions: [EDGES.pay.key],
      ran: true,
    },
    {
      label: 'charge.error',
      event: 'xstate.error.actor.charge',
      value: 'choosing',
      states: [S('choosing')],
      transitions: [EDGES.error.key],
      ran: false,
    },
  ],
}

const allStates = graph.states.map((s) => s.id)
const counted = graph.edges.filter((e) => e.counted).map((e) => e.key)
/** Everything covered but the timeout (and so `expired`). */
const coveredStates = allStates.filter((id) => id !== S('expired'))
const coveredKeys = counted.filter((key) => key !== EDGES.timeout.key)

export const coverageFile: CoverageFile = {
  version: 1,
  generatedAt: '2026-11-22T10:00:00.000Z',
  environments: {
    'happy-dom': {
      machines: {
        checkout: {
          machineId: 'checkout',
          files: ['tests/model/checkout.model.test.tsx'],
          states: { total: allStates.length, covered: coveredStates, missing: [S('expired')] },
          transitions: { total: counted.length, covered: coveredKeys, missing: [EDGES.timeout.key] },
          paths: [passedPath, failedPath],
        },
      },
    },
    chromium: {
      machines: {
        checkout: {
          machineId: 'checkout',
          files: ['tests/model/checkout.model.test.tsx'],
          states: { total: allStates.length, covered: allStates, missing: [] },
          transitions: { total: counted.length, covered: counted, missing: [] },
          paths: [passedPath],
        },
      },
    },
  },
}
