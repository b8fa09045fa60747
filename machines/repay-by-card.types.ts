import type { LoadFailure, Notice } from './shared/notice.ts'
import type { PaidWith, UnsettledPayment } from './repay-outcome.ts'

/** The domain of the card repayment (repay-by-card.machine.ts): what it loads, sends, keeps and hears. */

export interface RepayCard {
  id: string
  bankName: string
  cardNo: string
  bankCode: string
}

export interface RepaymentWays {
  walletAvailable: boolean
  repayToken: string
  cards: RepayCard[]
}

export interface CommitInput {
  card: RepayCard
  repayToken: string
  orderId: string
  amount: string
  couponId: string
  /** 0: pay; 1: send the SMS code again (spec §4). */
  sendMsg: 0 | 1
}
export interface CommitResult {
  needsCode: boolean
  repayRecordId: string
}
export interface ConfirmInput {
  orderId: string
  verifyCode: string
  repaymentRecordId: string
  /** Not sent: kept with the confirmation's trace, for the receipt after a reload. */
  amount: string
  paidWith: PaidWith
}
export interface WalletInput {
  userId: string
  orderId: string
  amount: string
}

export type RepayWay = { kind: 'card'; cardId: string } | { kind: 'wallet' }

/** A commit the server accepted and that waits for its SMS code. */
export interface PendingCommit {
  repayRecordId: string
  cardId: string
}

/** What the borrower paid, shown as a receipt. */
export interface Receipt {
  amount: string
  bankName: string
  cardNo: string
}

/** A local check that failed, shown at its field. */
export interface FieldProblem {
  field: 'way' | 'code'
  notice: Notice
}

export interface RepayByCardInput {
  orderId: string
  /** The loan's product when the link names it ('' otherwise): the payment check reads the order with it. */
  productId: string
  /** withholdingAmount, in minor units as the server sent it. */
  amount: string
  couponId: string
  userId: string
  isIos: boolean
  /** A commit of this order still waiting for its code (remembered for the session). */
  pending: PendingCommit | null
  /** This order was paid in this session with this amount. */
  receipt: Receipt | null
  /** A payment of this order and amount whose outcome is unknown (its trace): the page checks it first. */
  unsettled: UnsettledPayment | null
}

export interface RepayByCardContext extends RepayByCardInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  ways: RepaymentWays | null
  selected: RepayWay | null
  code: string
  secondsLeft: number
  problem: FieldProblem | null
  /** The code entry was reopened for an earlier commit rather than a new one. */
  resumed: boolean
  /** The lender's record of a commit paid at once (no SMS code): the receipt's reference. */
  paidRecordId: string
}

export type RepayByCardEvent =
  | { type: 'ways.retry' }
  | { type: 'card.select'; cardId: string }
  | { type: 'wallet.select' }
  | { type: 'payment.submit' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  | { type: 'code.cancel' }
  | { type: 'countdown.tick' }
  | { type: 'details.open' }
  | { type: 'outcome.check' }
  | { type: 'service.open' }
