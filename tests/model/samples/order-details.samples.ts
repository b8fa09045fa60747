/*
 * Samples of an order's details (machines/order-details.machine.ts), shared by its model test and the
 * atlas's simulation: an order in every status the page tells apart, the failed load, and the rating
 * popup's end.
 */
import { orderDetailsMachine } from '../../../machines/order-details.machine.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import { INPUT, LOAD_FAILED, SAMPLES } from '../order-details.fixtures.ts'

export const scenarios = {
  default: {
    input: INPUT,
    events: [
      ...SAMPLES.map((s) => ({ type: 'xstate.done.actor.loadDetails' as const, output: s.order })),
      { type: 'xstate.error.actor.loadDetails', error: LOAD_FAILED },
      // The rating popup ends as its own machine; the test's executor finishes it through the real popup.
      { type: 'xstate.done.actor.rating', output: { outcome: 'rated' } },
    ],
  },
} satisfies SampleScenarios<typeof orderDetailsMachine>

export default defineSamples(orderDetailsMachine, scenarios)
