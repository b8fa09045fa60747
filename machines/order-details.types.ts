import type { TextValue } from './loan-offer.ts'
import type { OrderAction } from './order-status.ts'
import type { RecommendedProduct } from './recommended-products.types.ts'
import type { LoadFailure } from './shared/notice.ts'
import type { PaymentReceipt, ServerPayment } from './repay-outcome.ts'

/*
 * The loan order page's domain (machines/order-details.machine.ts): the order as loan-details gives
 * it, the page's input, context and events, and where Withdraw Now goes.
 */

export interface OrderDetails {
  status: string
  statusText: string
  description: string
  productName: string
  productLogo: string
  rows: TextValue[]
  isDelay: string
  telephone: string
  /** reyMsg: a reminder shown on the page ('' for none). */
  reminder: string
  isScore: string
  cardNeedPop: string
  cardPopTitle: string
  cardPopMsg: string
  /** playeduL after the redirect check, with the session parameters; '' when none or refused. */
  redirectUrl: string
  /** h5Url after the redirect check ('' for none): where Withdraw Now goes. */
  withdrawUrl: string
  inside: string
  products: RecommendedProduct[]
  /** The due date as the order gives it (loan-details repayDate), '' when it gives none. */
  dueDate: string
  /** The lender's last payment of this order (loan-details lastRepayment), null when none. */
  lastPayment: ServerPayment | null
  /** This order's receipts kept on the device, newest first: read as the order loads. */
  receipts: PaymentReceipt[]
}

export interface OrderDetailsInput {
  productId: string
  orderId: string
}

/**
 * What the borrower applied for, as the loan confirmation remembered it on this device
 * (src/lib/submitted-loan.ts, read by the page's impl): amounts in minor units.
 */
export interface SubmittedApplication {
  productName: string
  amount: number
  netProceeds: number
  totalRepay: number | null
  /** The term in days, null when the offer did not say (the page words it in its language). */
  termDays: number | null
  firstDueDate: string
  account: string
  submittedAt: string
}

/** The page's input: the order, and what the device and the link know about it (plain data). */
export interface OrderPageInput extends OrderDetailsInput {
  /** The loan confirmation opened the page (from=confirm). */
  fromConfirm?: boolean
  /** The application this device submitted for the product within the last day (only with from=confirm). */
  submitted?: SubmittedApplication | null
  /** The receipt the link names (a payment just made), '' for none. */
  receiptRef?: string
  /** When the page opened (epoch ms): how late an overdue order is is counted from it. */
  now?: number
}

export interface OrderDetailsContext extends OrderDetailsInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  order: OrderDetails | null
  fromConfirm: boolean
  submitted: SubmittedApplication | null
  /** This order's receipts on the device, newest first (none until the order has loaded). */
  receipts: PaymentReceipt[]
  /** The receipt shown first ("Payment received"): the link's, or one this load brought; '' for none. */
  receiptRef: string
  now: number
}

export type OrderDetailsEvent =
  | { type: 'details.retry' }
  | { type: 'order.repay' }
  | { type: 'order.rollover' }
  | { type: 'order.borrowAgain' }
  | { type: 'order.withdraw' }
  | { type: 'phone.call' }
  | { type: 'bindCard.go' }
  | { type: 'bindCard.close' }
  | { type: 'withdraw.go' }
  | { type: 'withdraw.close' }

/** Where Withdraw Now goes: the order's page (inside the webview or through the host) or the product. */
export type WithdrawTarget =
  { kind: 'page'; url: string; inside: boolean } | { kind: 'product'; productId: string }

/** A button in the order page's footer: the status's buttons, or Withdraw Now. */
export type PageAction = OrderAction | 'withdraw'
