import { repayOrNotMachine } from '../../../machines/repay-or-not.machine.ts'
import type { RepayChoice, RepayOrNotInput } from '../../../machines/repay-or-not.types.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

export const INPUT: RepayOrNotInput = { productId: '101', orderId: 'BYD20261105000017' }

/** Overdue with isDelay 1: repay now, roll over, or not now. */
export const WITH_ROLLOVER: RepayChoice = {
  productName: 'Bayad Cash',
  productLogo: 'https://cdn.bayad.test/bc.png',
  status: '180',
  statusText: 'Overdue',
  description: 'Your loan is 3 days overdue.',
  rows: [
    { text: 'Amount due', value: '₱5,450.00' },
    { text: 'Due date', value: '2027-02-04' },
  ],
  repayable: true,
  rollover: true,
}
/** Pending repayment (170): repay now or not now, no rollover; no description, no rows. */
export const REPAY_ONLY: RepayChoice = {
  productName: 'PesoFlex',
  productLogo: '',
  status: '170',
  statusText: '',
  description: '',
  rows: [],
  repayable: true,
  rollover: false,
}
/** Finished (200): nothing to repay now. */
export const NOTHING_DUE: RepayChoice = {
  ...WITH_ROLLOVER,
  status: '200',
  statusText: 'Finished',
  description: 'Thank you, your loan is repaid.',
  repayable: false,
  rollover: false,
}
export const BUSY: CallFailure = { kind: 'rejected', code: '1', message: 'Order not found' }

export const scenarios = {
  default: {
    input: INPUT,
    events: [
      { type: 'xstate.done.actor.loadChoice', output: WITH_ROLLOVER },
      { type: 'xstate.done.actor.loadChoice', output: REPAY_ONLY },
      { type: 'xstate.done.actor.loadChoice', output: NOTHING_DUE },
      { type: 'xstate.error.actor.loadChoice', error: BUSY },
    ],
  },
} satisfies SampleScenarios<typeof repayOrNotMachine>

export default defineSamples(repayOrNotMachine, scenarios)
