/*
 * Samples of a complaint's details (machines/complaint-details.machine.ts), shared by its model test and
 * the atlas's simulation: the sample complaints, the failed loads, the images opened and the ends of
 * the rating popup.
 */
import { complaintDetailsMachine } from '../../../machines/complaint-details.machine.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import { DETAILS, NO_NETWORK, NOT_YOURS, PROBLEM_ID } from '../complaint-follow.fixtures.ts'

export const scenarios = {
  default: {
    input: { problemId: PROBLEM_ID },
    events: [
      ...DETAILS.map((output) => ({ type: 'xstate.done.actor.loadDetail' as const, output })),
      // No answer (Try again), and a refusal (the way on is My complaints).
      { type: 'xstate.error.actor.loadDetail', error: NO_NETWORK },
      { type: 'xstate.error.actor.loadDetail', error: NOT_YOURS },
      { type: 'image.open', gallery: 'images', index: 0 },
      { type: 'image.open', gallery: 'images', index: 1 },
      { type: 'image.open', gallery: 'disposeImages', index: 1 },
      // The popup ends as its own machine; the test's executor finishes it through the real popup.
      { type: 'xstate.done.actor.rating', output: { outcome: 'rated' } },
      { type: 'xstate.done.actor.rating', output: { outcome: 'cancelled' } },
    ],
  },
} satisfies SampleScenarios<typeof complaintDetailsMachine>

export default defineSamples(complaintDetailsMachine, scenarios)
