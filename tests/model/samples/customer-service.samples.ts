/*
 * Samples of the customer service page (machines/customer-service.machine.ts), shared by its model test
 * and the atlas's simulation: the contact the server sends (a phone and e-mail, or neither) or its failure.
 */
import { customerServiceMachine } from '../../../machines/customer-service.machine.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import { CONTACT, FALLBACK_PHONE, NO_CONTACT, SERVER_BUSY } from '../complaint-follow.fixtures.ts'

export const scenarios = {
  default: {
    input: { fallbackPhone: FALLBACK_PHONE },
    events: [
      { type: 'xstate.done.actor.loadContact', output: CONTACT },
      { type: 'xstate.done.actor.loadContact', output: NO_CONTACT },
      { type: 'xstate.error.actor.loadContact', error: SERVER_BUSY },
    ],
  },
} satisfies SampleScenarios<typeof customerServiceMachine>

export default defineSamples(customerServiceMachine, scenarios)
