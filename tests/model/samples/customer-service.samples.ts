/*
 * Samples of the customer service page (machines/customer-service.machine.ts), shared by its model test
 * and the atlas's simulation: the contact the server sends (a phone and e-mail, or neither) or its failure.
 */
import type { InputFrom } from 'xstate'
import { customerServiceMachine } from '../../../machines/customer-service.machine.ts'
import { defineSamples } from '../../../src/machine-graph/samples.ts'
import { CONTACT, FALLBACK_PHONE, NO_CONTACT, SERVER_BUSY } from '../complaint-follow.fixtures.ts'
import type { ModelEvent } from '../harness.ts'

type Machine = typeof customerServiceMachine
interface Scenario {
  input: InputFrom<Machine>
  events: ReadonlyArray<ModelEvent<Machine>>
}

export const defaultSamples = {
  input: { fallbackPhone: FALLBACK_PHONE },
  events: [
    { type: 'xstate.done.actor.loadContact', output: CONTACT },
    { type: 'xstate.done.actor.loadContact', output: NO_CONTACT },
    { type: 'xstate.error.actor.loadContact', error: SERVER_BUSY },
  ],
} satisfies Scenario

export default defineSamples(customerServiceMachine, { default: defaultSamples })
