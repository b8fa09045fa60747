/*
 * Samples of the loan confirmation, variant 2 (machines/legacy-confirm.machine.ts), shared by its model
 * test and the atlas's simulation: two offers (pesos with a promotional popup, rupees without), the
 * agreements opened, and the server's answers and failures: a depush accepted with an attach URL or
 * with none the app opens, refused, or whose answer was lost (then checked in the order list: done, not
 * done, still pending, or the check failing). Two more starts: a page reloaded while a depush was
 * unknown, and one reloaded after the loan was submitted.
 */
import { legacyConfirmMachine } from '../../../machines/legacy-confirm.machine.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import {
  agreementUrl,
  answerLost,
  attachUrl,
  foundOrderId,
  input,
  pushedTerms,
  refused,
  rupeesNoPromo,
  serverBusy,
  withPromo,
} from '../legacy-confirm.fixtures.ts'

/** What the check of a lost depush may find. */
const checks = [
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'done', result: { orderId: foundOrderId } } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'notDone' } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'pending' } },
  { type: 'xstate.error.actor.checkOutcome', error: new Error('the order list did not answer') },
] as const

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
      { type: 'xstate.done.actor.submitLoan', output: { nextUrl: attachUrl } },
      { type: 'xstate.done.actor.submitLoan', output: { nextUrl: null } },
      { type: 'xstate.error.actor.submitLoan', error: refused },
      { type: 'xstate.error.actor.submitLoan', error: answerLost },
      ...checks,
    ],
  },
  /** Reloaded while a depush was unknown: the order list is asked, never the depush sent again. */
  resumedCheck: {
    input: { ...input, inFlight: pushedTerms },
    events: [
      { type: 'xstate.done.actor.loadConfirm', output: withPromo },
      { type: 'xstate.error.actor.loadConfirm', error: serverBusy },
      ...checks,
    ],
  },
  /** Reloaded after the loan was submitted: it says so, no button. */
  resumedSubmitted: {
    input: { ...input, submitted: { orderId: foundOrderId } },
    events: [
      { type: 'xstate.done.actor.loadConfirm', output: rupeesNoPromo },
      { type: 'xstate.error.actor.loadConfirm', error: serverBusy },
    ],
  },
} satisfies SampleScenarios<typeof legacyConfirmMachine>

export default defineSamples(legacyConfirmMachine, scenarios)
