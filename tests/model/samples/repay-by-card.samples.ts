import { repayByCardMachine } from '../../../machines/repay-by-card.machine.ts'
import { defineSamples, type SampleEvent, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import {
  androidInput,
  badGateway,
  bdo,
  bpi,
  codeError,
  declined,
  foundDone,
  foundNotDone,
  foundPending,
  iosInput,
  needsCode,
  noCodeNeeded,
  offline,
  paidInput,
  reloadInput,
  repeatedSubmit,
  resent,
  resumeInput,
  timedOut,
  walletUrl,
  ways,
  waysWithoutBdo,
} from '../repay-by-card.fixtures.ts'

type Machine = typeof repayByCardMachine

const samples: ReadonlyArray<SampleEvent<Machine>> = [
  { type: 'xstate.done.actor.loadRepaymentWays', output: ways },
  {
    type: 'xstate.error.actor.loadRepaymentWays',
    error: { kind: 'rejected', code: '500', message: 'Server busy' },
  },
  { type: 'card.select', cardId: bdo.id },
  { type: 'card.select', cardId: bpi.id },
  { type: 'code.change', value: '12345' },
  { type: 'code.change', value: '123456' },
  { type: 'xstate.done.actor.commitRepayment', output: needsCode },
  { type: 'xstate.done.actor.commitRepayment', output: noCodeNeeded },
  { type: 'xstate.error.actor.commitRepayment', error: repeatedSubmit },
  { type: 'xstate.done.actor.resendCode', output: resent },
  { type: 'xstate.error.actor.resendCode', error: offline },
  { type: 'xstate.done.actor.confirmRepayment', output: undefined },
  { type: 'xstate.error.actor.confirmRepayment', error: codeError },
  { type: 'xstate.done.actor.payByWallet', output: walletUrl },
  { type: 'xstate.error.actor.payByWallet', error: declined },
]

/** What a check of an unknown payment can find, and a check that could not run. */
const checks: ReadonlyArray<SampleEvent<Machine>> = [
  { type: 'xstate.done.actor.checkOutcome', output: foundDone },
  { type: 'xstate.done.actor.checkOutcome', output: foundNotDone },
  { type: 'xstate.done.actor.checkOutcome', output: foundPending },
  { type: 'xstate.error.actor.checkOutcome', error: timedOut },
]

/** Payments whose answer never came (a timeout, a gateway error), and 800005 to a retry. */
const unknowns: ReadonlyArray<SampleEvent<Machine>> = [
  { type: 'xstate.done.actor.loadRepaymentWays', output: ways },
  { type: 'card.select', cardId: bdo.id },
  { type: 'code.change', value: '123456' },
  { type: 'xstate.done.actor.commitRepayment', output: needsCode },
  { type: 'xstate.done.actor.commitRepayment', output: noCodeNeeded },
  { type: 'xstate.error.actor.commitRepayment', error: timedOut },
  { type: 'xstate.error.actor.commitRepayment', error: repeatedSubmit },
  { type: 'xstate.done.actor.confirmRepayment', output: undefined },
  { type: 'xstate.error.actor.confirmRepayment', error: badGateway },
  { type: 'xstate.done.actor.payByWallet', output: walletUrl },
  { type: 'xstate.error.actor.payByWallet', error: timedOut },
  ...checks,
]

export const scenarios = {
  android: { input: androidInput, events: samples },
  /** iOS differs in one branch only (no native dialog to close). */
  ios: { input: iosInput, events: samples },
  /** Back on the page of an order paid in this session: the receipt, and the way to the order. */
  alreadyPaid: { input: paidInput, events: samples },
  /** A BDO commit remembered from earlier in the session: Pay reopens its code entry; BDO gone from the list drops it. */
  resume: {
    input: resumeInput,
    // The card list first, so that path names tell the two lists apart.
    events: [
      ...samples.filter((e) => e.type !== 'xstate.done.actor.loadRepaymentWays'),
      ...[ways, waysWithoutBdo].map(({ cards, ...rest }) => ({
        type: 'xstate.done.actor.loadRepaymentWays' as const,
        output: { cards, ...rest },
      })),
    ],
  },
  /** A card commit, its code's confirmation and an e-wallet checkout whose answers never came: each checked. */
  outcome: { input: androidInput, events: unknowns },
  /** Opened again (a reload, Back, the host) on a BDO commit whose answer never came: checked first. */
  reload: { input: reloadInput, events: unknowns },
} satisfies SampleScenarios<Machine>

export default defineSamples(repayByCardMachine, scenarios)
