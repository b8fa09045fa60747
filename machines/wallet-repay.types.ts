import type { WalletInput } from './repay-by-card.types.ts'
import type { UnsettledPayment } from './repay-outcome.ts'

/** The domain of the e-wallet repayment (wallet-repay.machine.ts): its input and what it hears. */

/** What repayment-huichao is sent (spec §7): the card repayment's e-wallet way sends the same. */
export type { WalletInput } from './repay-by-card.types.ts'

/** What the card repayment page is opened with: the order, the amount and the loan's context. */
export interface CardRepayParams {
  orderId: string
  amount: string
  /** The coupon the pay-way page chose, if any; the card commit sends it. */
  couponId: string
  productName: string
  repayDate: string
}

export interface WalletRepayInput extends WalletInput {
  /** Not sent with repayment-huichao; passed on to the card repayment page. */
  couponId: string
  /** Shown, never sent; passed on to the card repayment page. */
  productName: string
  repayDate: string
  /** The loan's product when the link names it ('' otherwise): the check reads the order with it. */
  productId: string
  /**
   * A payment of this order and amount whose answer never came (its trace): a checkout asked for on this
   * page, or a card payment on /repayChoose. The order is checked before the e-wallet is asked.
   */
  unsettled: UnsettledPayment['call'] | null
}
export type WalletRepayContext = WalletRepayInput

export type WalletRepayEvent =
  { type: 'wallet.retry' } | { type: 'card.choose' } | { type: 'outcome.check' } | { type: 'service.open' }
