/*
 * Samples of the loan confirmation, variant 2 (machines/legacy-confirm.machine.ts), shared by its model
 * test and the atlas's simulation: two offers (pesos with a promotional popup, rupees without), the
 * agreements opened, and the server's answers and failures.
 */
import { legacyConfirmMachine } from '../../../machines/legacy-confirm.machine.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import {
  agreementUrl,
  attachUrl,
  input,
  refused,
  rupeesNoPromo,
  serverBusy,
  withPromo,
} from '../legacy-confirm.fixtures.ts'

export const scenarios = {
  default: {
    input,
    events: [
      { type: 'xstate.done.actor.loadConfirm', output: withPromo },
      { type: 'xstate.done.actor.loadConfirm', output: rupeesNoPromo },
      { type: 'xstate.error.actor.loadConfirm', error: serverBusy },
      { type: 'agreement.open', position: 0 },
      { type: 'agreement.open', position: 1 },
      { type: 'xstate.done.actor.jumpToAgreement', output: agreementUrl },
      { type: 'xstate.error.actor.jumpToAgreement', error: serverBusy },
      { type: 'xstate.done.actor.submitLoan', output: attachUrl },
      { type: 'xstate.error.actor.submitLoan', error: refused },
    ],
  },
} satisfies SampleScenarios<typeof legacyConfirmMachine>

export default defineSamples(legacyConfirmMachine, scenarios)
