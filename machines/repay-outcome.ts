import { ORDER_STATUS } from './order-status.ts'
import type { CheckInput, CheckOutcome } from './shared/submission.ts'

/*
 * What the card repayment (repay-by-card.machine.ts) and the e-wallet repayment
 * (wallet-repay.machine.ts) share about a payment whose outcome is unknown
 * (docs/decisions/022-submission-outcomes.md): what is kept of it, what its check asks, and the rule
 * that reads the lender's answer. Its own module, so the e-wallet page does not load the card flow.
 */

/** The card a payment was made with (all empty for the e-wallet). */
export interface PaidWith {
  cardId: string
  bankName: string
  cardNo: string
}

/**
 * A payment sent whose outcome is not known yet (its answer never came, or the page was reloaded
 * meanwhile): the commit, the SMS code's confirmation or the e-wallet checkout, and what it was paid with.
 */
export interface UnsettledPayment extends PaidWith {
  call: 'commit' | 'confirm' | 'wallet'
}

/** What the check of an unknown payment asks the lender about. */
export interface PaymentCheckInput extends CheckInput {
  orderId: string
  /** The loan's product when the link names it ('' otherwise): loan-details takes it. */
  productId: string
  amount: string
  call: UnsettledPayment['call']
}

/** What the lender says about the order (loan-details, repayment-way), read by {@link paymentCheckFound}. */
export interface OrderReading {
  orderStatus: string
  /** The repay token the lender offers now, when it was read ('' otherwise). */
  repayToken: string
}

/**
 * The rule of a payment check: the order finished (200) is done; repaying (170) is still being
 * processed; an order still repayable whose repay token changed since the commit sent its own means
 * the commit spent it: pending too (never "paid" from that, never a blind retry); otherwise not done.
 * `sentToken`: the token the commit sent ('' when the checked call sent none).
 */
export function paymentCheckFound(order: OrderReading, sentToken: string): CheckOutcome['outcome'] {
  if (order.orderStatus === ORDER_STATUS.finished) return 'done'
  if (order.orderStatus === ORDER_STATUS.repaying) return 'pending'
  if (sentToken !== '' && order.repayToken !== '' && order.repayToken !== sentToken) return 'pending'
  return 'notDone'
}
