/*
 * Samples of the bank form (machines/bank-form.machine.ts), shared by its model test and the atlas's
 * simulation: the app's empty form and the order page's filled one, the values typed, the one row
 * chosen in each wheel, the keyboard's height, and the server's failures.
 */
import { bankFormMachine } from '../../../machines/bank-form.machine.ts'
import type { BankFormInput } from '../../../machines/bank-form.types.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import { defineSamples, type SampleEvent, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import {
  APP_INPUT,
  BIND_FAILED,
  EMPTY,
  FILLED,
  LOAD_FAILED,
  LOAN_DETAIL_INPUT,
  type FormSample,
} from '../bank-form.fixtures.ts'

type Machine = typeof bankFormMachine

/** How much of the visual viewport the on-screen keyboard takes. */
export const KEYBOARD_PX = 300

/** The wheel's choice the borrower confirms in each select (one per field keeps the graph small). */
export const CHOSEN: Record<string, string> = {
  bankCode: 'BPI',
  bankCity: 'MAKATI',
  walletType: 'MAYA',
  payDay: '15',
}
/** A choice moved to on a select that already has a value, then cancelled. */
export const MOVED_THEN_CANCELLED = { code: 'bankCode', value: 'MBTC' } as const

export const TYPED: Record<string, string> = { cardNo: '1234 5678 9012', walletNo: '0917 123 4567' }

/** The answer to Next never came (the 60 s time limit): the account may be bound; the form checks. */
export const ANSWER_LOST: CallFailure = { kind: 'timeout' }

/** A binding sent from the app before the page was reloaded, its outcome unknown: the form reopens on it. */
export const UNSETTLED_PAYLOAD: Record<string, string> = {
  channelNumber: '90012',
  bankCode: 'BPI',
  cardNo: '123456789012',
  bankCity: 'MAKATI',
  payDay: '15',
  cardType: '1',
  product_id: APP_INPUT.productId,
}
export const RESUMED_INPUT: BankFormInput = { ...APP_INPUT, unsettled: UNSETTLED_PAYLOAD }

/** What the check (the same binding sent again with its key) can find. */
const checkEvents: Array<SampleEvent<Machine>> = [
  { type: 'xstate.error.actor.bindAccount', error: ANSWER_LOST },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'done', result: null } },
  // Refused when sent again: the server's reason.
  {
    type: 'xstate.done.actor.checkOutcome',
    output: { outcome: 'notDone', notice: { text: BIND_FAILED.message ?? '' } },
  },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'pending' } },
  { type: 'xstate.error.actor.checkOutcome', error: { kind: 'network' } },
  { type: 'outcome.check' },
  { type: 'service.open' },
]

export const loaded = (sample: FormSample) =>
  ({ type: 'xstate.done.actor.loadForm', output: sample.form }) as const

const eventsFor = (samples: readonly FormSample[]): Array<SampleEvent<Machine>> => [
  ...samples.map(loaded),
  { type: 'xstate.error.actor.loadForm', error: LOAD_FAILED },
  { type: 'cardType.choose', cardType: '1' },
  { type: 'cardType.choose', cardType: '2' },
  ...Object.entries(TYPED).map(([code, value]) => ({ type: 'field.change' as const, code, value })),
  ...Object.keys(CHOSEN).map((code) => ({ type: 'picker.open' as const, code })),
  ...Object.values(CHOSEN).map((value) => ({ type: 'picker.change' as const, value })),
  { type: 'picker.change', value: MOVED_THEN_CANCELLED.value },
  { type: 'viewport.measured', shrinkPx: KEYBOARD_PX },
  { type: 'viewport.measured', shrinkPx: 0 },
  { type: 'xstate.done.actor.bindAccount', output: undefined },
  { type: 'xstate.error.actor.bindAccount', error: BIND_FAILED },
  ...checkEvents,
]

export const scenarios = {
  /** From the app: the empty form. */
  app: { input: APP_INPUT, events: eventsFor([EMPTY]) },
  /** From the order page: the server's account is already on the form; Next changes the card. */
  cardChange: { input: LOAN_DETAIL_INPUT, events: eventsFor([FILLED]) },
  /** Reopened (a reload) on a binding whose answer was lost: its values, then its check. */
  resumed: { input: RESUMED_INPUT, events: eventsFor([EMPTY]) },
} satisfies SampleScenarios<Machine>

export default defineSamples(bankFormMachine, scenarios)
