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

/** How a repayment was made, as a receipt names its channel. */
export type PaidWay = 'card' | 'wallet' | 'code' | 'other'

/**
 * A repayment's receipt (issue 27), kept on the device (src/lib/receipts.ts) and shown on the order
 * page: what was paid, when (an ISO instant, shown in Manila time), with what, the lender's reference
 * and the order. Plain data: the card flow makes one when the lender answers, the order page from the
 * lender's last payment of the order (e-wallet and pay code payments happen outside the app).
 */
export interface PaymentReceipt {
  /** The lender's record id (repayRecordId, or the order's last payment's): one receipt per reference. */
  reference: string
  orderId: string
  /** '' when the paying page did not know it; the order page names the order's product. */
  productName: string
  /** Minor units. */
  amount: number
  /** ISO instant of the payment. */
  paidAt: string
  way: PaidWay
  /** The bank card (name and masked number), the e-wallet's name, or the pay code's channel ('' when unknown). */
  channelName: string
}

/** The last payment the lender records for an order (loan-details lastRepayment), as the order page reads it. */
export interface ServerPayment {
  reference: string
  amount: number
  /** ISO instant; '' when the lender's time could not be read. */
  paidAt: string
  way: PaidWay
  channelName: string
}

/** The receipt of the lender's last payment of an order. */
export function receiptOfServerPayment(
  payment: ServerPayment,
  order: { orderId: string; productName: string },
): PaymentReceipt {
  return { ...payment, orderId: order.orderId, productName: order.productName }
}
