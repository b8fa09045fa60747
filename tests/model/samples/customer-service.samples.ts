/*
 * Samples of the customer service page (machines/customer-service.machine.ts), shared by its model test
 * and the atlas's simulation: the contact the server sends (an e-mail, or none) or its failure.
 */
import { customerServiceMachine } from '../../../machines/customer-service.machine.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import {
  COMPANY_EMAIL,
  CONTACT,
  NO_CONTACT,
  SERVER_BUSY,
  SERVICE_PHONE,
} from '../complaint-follow.fixtures.ts'

export const scenarios = {
  default: {
    input: { servicePhone: SERVICE_PHONE, fallbackEmail: COMPANY_EMAIL },
    events: [
      { type: 'xstate.done.actor.loadContact', output: CONTACT },
      { type: 'xstate.done.actor.loadContact', output: NO_CONTACT },
      { type: 'xstate.error.actor.loadContact', error: SERVER_BUSY },
    ],
  },
} satisfies SampleScenarios<typeof customerServiceMachine>

export default defineSamples(customerServiceMachine, scenarios)
