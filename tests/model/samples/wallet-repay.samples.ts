import type { CallFailure } from '../../../machines/shared/notice.ts'
import { walletRepayMachine, type WalletRepayInput } from '../../../machines/wallet-repay.machine.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

export const INPUT: WalletRepayInput = {
  userId: '100234',
  orderId: 'ORD20261121001',
  amount: '350000',
  couponId: '',
  productName: 'Bayad Cash',
  repayDate: '2026-12-21',
}
export const CHECKOUT = 'https://h5.bayad.test/sandbox-wallet.html?orderId=ORD20261121001&amount=350000'
export const REFUSED: CallFailure = {
  kind: 'rejected',
  code: '01',
  message: 'E-wallet repayment is not available right now. Please pay by card or with a pay code.',
}

export const scenarios = {
  default: {
    input: INPUT,
    events: [
      { type: 'xstate.done.actor.payByWallet', output: CHECKOUT },
      { type: 'xstate.error.actor.payByWallet', error: REFUSED },
    ],
  },
} satisfies SampleScenarios<typeof walletRepayMachine>

export default defineSamples(walletRepayMachine, scenarios)
