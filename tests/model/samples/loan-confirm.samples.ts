/*
 * Samples of the loan confirmation (machines/loan-confirm.machine.ts), shared by its model test and the
 * atlas's simulation: two offers (agreements and the retention popup on the iOS back hook; no agreements
 * and the agreement popup), the agreement opened, and the server's answers and failure.
 */
import { loanConfirmMachine, type ConfirmData } from '../../../machines/loan-confirm.machine.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

const plans = [
  { title: 'Repayment', description: 'Principal and interest', amount: 530000, payTime: '2027-02-21' },
]
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
    { text: 'Service fee', value: '₱300,00' },
    { text: 'Amount received', value: '₱4.700,00' },
  ],
  plans,
}
/** Agreements, no agreement popup, and the retention popup on the iOS back hook. */
export const RETAINING: ConfirmData = {
  offer: {
    ...baseOffer,
    popType: '1',
    popTitle: 'You are almost there',
    popContent: 'Stay to get ₱5.000,00.',
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
  },
  agreements: [],
}
export const BUSY: CallFailure = {
  kind: 'rejected',
  code: '1',
  message: 'Your loan could not be submitted right now.',
}
export const LEND_URL = 'https://h5.bayad.test/loanDetails?orderId=BYD1&from=confirm'
const CONTRACT_URL = 'https://h5.bayad.test/loanAgreement?position=1'

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
      { type: 'xstate.done.actor.pushLoan', output: LEND_URL },
      { type: 'xstate.error.actor.pushLoan', error: BUSY },
    ],
  },
} satisfies SampleScenarios<typeof loanConfirmMachine>

export default defineSamples(loanConfirmMachine, scenarios)
