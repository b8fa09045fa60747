/*
 * Samples of the loan confirmation (machines/loan-confirm.machine.ts), shared by its model test and the
 * atlas's simulation: two offers (agreements and the retention popup on the iOS back hook; no agreements
 * and the agreement popup), the agreement opened, and the server's answers and failures: a push accepted
 * with a lend details URL or with none the app opens, refused, or whose answer was lost (then checked in
 * the order list: done, not done, still pending, or the check failing). Two more starts: a page reloaded
 * while a push was unknown (it is checked), and one reloaded after the loan was submitted.
 */
import { disclosureOf } from '../../../machines/disclosure.ts'
import { loanConfirmMachine } from '../../../machines/loan-confirm.machine.ts'
import type { ConfirmData } from '../../../machines/loan-confirm.types.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

const plans = [
  { title: 'Repayment', description: 'Principal and interest', amount: 530000, payTime: '2027-02-21' },
]
/** The day the samples' offers are confirmed: 91 Manila days before the repayment. */
export const SAMPLE_TODAY = new Date('2026-11-22T02:00:00Z')
const payments = plans.map((row) => ({ date: row.payTime, amount: row.amount }))
/** The structured cost (decision 028): ₱300 fee, ₱300 interest, ₱4,700 net; the rate computed. */
const disclosure = disclosureOf(
  {
    amount: 500000,
    fees: [{ name: 'Service fee', amount: 30000 }],
    interest: 30000,
    netProceeds: 470000,
    monthlyRate: null,
    payments,
  },
  SAMPLE_TODAY,
)
/** Today's servers: no structured cost; the statement names what it cannot state. */
export const UNSTRUCTURED = disclosureOf(
  { amount: 500000, fees: null, interest: null, netProceeds: null, monthlyRate: null, payments },
  SAMPLE_TODAY,
)
const baseOffer = {
  productName: 'Bayad Cash',
  productLogo: '',
  amount: 500000,
  periods: '91',
  termUnit: '1',
  rateDescription: 'Interest rate 0.07% per day',
  firstPayTime: '2027-02-21',
  firstPeriodDay: '91',
  details: [
    { text: 'Service fee', value: '₱300.00' },
    { text: 'Amount received', value: '₱4,700.00' },
  ],
  plans,
  disclosure,
  receivingAccount: 'GCash •••• 4321',
}
/** Agreements, no agreement popup, and the retention popup on the iOS back hook. */
export const RETAINING: ConfirmData = {
  offer: {
    ...baseOffer,
    popType: '1',
    popTitle: 'You are almost there',
    popContent: 'Stay to get ₱5,000.00.',
    popAgreementUrl: '',
  },
  agreements: [{ title: 'Loan Agreement' }, { title: 'Privacy Policy' }],
}
/** No agreements, the agreement popup, and Back leaves at once (isPopType 0). */
export const POPUP: ConfirmData = {
  offer: {
    ...baseOffer,
    popType: '0',
    popTitle: '',
    popContent: '',
    popAgreementUrl: 'about:blank',
    disclosure: UNSTRUCTURED,
    receivingAccount: '',
  },
  agreements: [],
}
export const BUSY: CallFailure = {
  kind: 'rejected',
  code: '1',
  message: 'Your loan could not be submitted right now.',
}
export const LEND_URL = 'https://h5.bayad.test/loanDetails?orderId=BYD1&from=confirm'
/** No answer in time after the push left: the outcome is unknown (decision 022). */
export const LOST: CallFailure = { kind: 'timeout' }
/** The order the check finds in the order list. */
export const FOUND_ORDER = 'BYD20261127000123'
/** The terms the sample offers are pushed with (both offers quote the same loan). */
export const PUSHED = { productId: '101', amount: 500000, periods: '91', termUnit: '1' }
const CONTRACT_URL = 'https://h5.bayad.test/loanAgreement?position=1'

/** What the check of a lost push may find. */
const checks = [
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'done', result: { orderId: FOUND_ORDER } } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'notDone' } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'pending' } },
  { type: 'xstate.error.actor.checkOutcome', error: new Error('the order list did not answer') },
] as const

export const scenarios = {
  default: {
    input: { productId: '101', orderId: 'ORD7', byPeriod: false, isIos: true },
    events: [
      { type: 'xstate.done.actor.loadConfirm', output: RETAINING },
      { type: 'xstate.done.actor.loadConfirm', output: POPUP },
      { type: 'xstate.error.actor.loadConfirm', error: BUSY },
      { type: 'agreement.open', position: 1 },
      { type: 'xstate.done.actor.jumpToAgreement', output: CONTRACT_URL },
      { type: 'xstate.error.actor.jumpToAgreement', error: BUSY },
      { type: 'xstate.done.actor.pushLoan', output: { nextUrl: LEND_URL } },
      { type: 'xstate.done.actor.pushLoan', output: { nextUrl: null } },
      { type: 'xstate.error.actor.pushLoan', error: BUSY },
      { type: 'xstate.error.actor.pushLoan', error: LOST },
      ...checks,
    ],
  },
  /** Reloaded while a push was unknown: the order list is asked, never the push sent again. */
  resumedCheck: {
    input: { productId: '101', orderId: 'ORD7', byPeriod: false, isIos: true, inFlight: PUSHED },
    events: [
      { type: 'xstate.done.actor.loadConfirm', output: RETAINING },
      { type: 'xstate.error.actor.loadConfirm', error: BUSY },
      ...checks,
    ],
  },
  /** Reloaded after the loan was submitted: it says so, no Next. */
  resumedSubmitted: {
    input: {
      productId: '101',
      orderId: 'ORD7',
      byPeriod: false,
      isIos: true,
      submitted: { orderId: FOUND_ORDER },
    },
    events: [
      { type: 'xstate.done.actor.loadConfirm', output: RETAINING },
      { type: 'xstate.error.actor.loadConfirm', error: BUSY },
    ],
  },
} satisfies SampleScenarios<typeof loanConfirmMachine>

export default defineSamples(loanConfirmMachine, scenarios)
