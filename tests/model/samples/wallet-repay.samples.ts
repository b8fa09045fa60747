import type { CallFailure } from '../../../machines/shared/notice.ts'
import type { CheckOutcome } from '../../../machines/shared/submission.ts'
import { walletRepayMachine } from '../../../machines/wallet-repay.machine.ts'
import type { WalletRepayInput } from '../../../machines/wallet-repay.types.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

export const INPUT: WalletRepayInput = {
  userId: '100234',
  orderId: 'ORD20261121001',
  amount: '350000',
  couponId: '',
  productName: 'Bayad Cash',
  repayDate: '2026-12-21',
  productId: '101',
  unsettled: null,
}
/** Opened again (a reload, Back, the host) on a checkout whose answer never came. */
export const REOPENED: WalletRepayInput = { ...INPUT, unsettled: 'wallet' }
export const CHECKOUT = 'https://h5.bayad.test/sandbox-wallet.html?orderId=ORD20261121001&amount=350000'
export const REFUSED: CallFailure = {
  kind: 'rejected',
  code: '01',
  message: 'E-wallet repayment is not available right now. Please pay by card or with a pay code.',
}
/** No whole answer within the time limit: the checkout may exist. */
export const TIMED_OUT: CallFailure = { kind: 'timeout' }
export const FOUND_PAID: CheckOutcome = { outcome: 'done', result: null }
export const FOUND_NOT_MADE: CheckOutcome = { outcome: 'notDone' }
export const STILL_PENDING: CheckOutcome = { outcome: 'pending' }

const events = [
  { type: 'xstate.done.actor.payByWallet', output: CHECKOUT },
  { type: 'xstate.error.actor.payByWallet', error: REFUSED },
  { type: 'xstate.error.actor.payByWallet', error: TIMED_OUT },
  { type: 'xstate.done.actor.checkOutcome', output: FOUND_PAID },
  { type: 'xstate.done.actor.checkOutcome', output: FOUND_NOT_MADE },
  { type: 'xstate.done.actor.checkOutcome', output: STILL_PENDING },
  { type: 'xstate.error.actor.checkOutcome', error: TIMED_OUT },
] as const

export const scenarios = {
  default: { input: INPUT, events: [...events] },
  /** Opened again on a checkout whose answer never came: the order is checked before anything is asked. */
  reopened: { input: REOPENED, events: [...events] },
} satisfies SampleScenarios<typeof walletRepayMachine>

export default defineSamples(walletRepayMachine, scenarios)
