import type { LoadFailure } from './shared/notice.ts'

/** The domain of the instalment and rollover repayment (repayment.machine.ts): what it loads, sends and hears. */

export type RepaymentVariant = 'instalment' | 'rollover'

export interface RepayChannel {
  logo: string
  name: string
  channelNumber: string
}

/** One step of payNotice, in the spec's shape (a type, so the stored value's schema accepts it as is). */
export type PayStep = { name: string; list: string[] }

/** defDetail: shown only when payCode is non-empty (spec §5). */
export interface DefaultPayment {
  payCode: string
  logo: string
  title: string
  /** Steps grouped by their title (payNotice). */
  payNotice: Record<string, PayStep[]>
}

export interface PlanRow {
  remark: string
  title: string
  /** Minor units when the server sent digits; any other text as it was given. */
  amount: number | string
  time: string
}

/** The repayment data of either variant, decoded. Amounts are minor units. */
export interface Repayment {
  repayAmount: number
  productName: string
  repayDate: string
  productLogo: string
  detail: { text: string; value: string }[]
  channels: RepayChannel[]
  noticeMsg: string
  defaultPayment: DefaultPayment | null
  /** isShowReyTop equals 1: the instruction banner shows. */
  showInstructions: boolean
  /** Rollover only: delayInfo. */
  delay: { amount: number; title: string } | null
  /** Rollover only: repayPlan. */
  plan: PlanRow[]
  /**
   * The due date this payment is late against: repayDate for an instalment; for a rollover (whose
   * repayDate is the new date) the order's current due date when the answer gives it, else ''.
   */
  dueDate: string
  /** When the answer was read, ms since the epoch: how late it is counts from then. */
  loadedAt: number
}

/**
 * The pay code this device last loaded for an order and variant (docs/decisions/030): shown beside the
 * load failure notice, so a borrower offline can still pay with the code the page showed before.
 */
export interface KnownPayCode {
  payCode: string
  /** The default payment's channel (defDetail.title); '' when it had none. */
  title: string
  /** What the page asked to pay then, minor units. */
  amount: number
  /** When it was loaded, ms since the epoch. */
  loadedAt: number
}

export interface RepaymentInput {
  variant: RepaymentVariant
  productId: string
  orderId: string
}

export interface PayCodeInput extends RepaymentInput {
  /** Minor units. */
  amount: number
  channelNumber: string
}

/** The check of a pay code asked for without an answer: what was asked, and the backoff. */
export type PayCodeCheckInput = PayCodeInput & { delaysMs: readonly number[] }

/** The page's input: the order, and a pay code of this order in flight or unknown when the page was left. */
export interface RepaymentPageInput extends RepaymentInput {
  inFlight?: PayCodeInput | null
  /** The pay code this device last loaded for this order and variant, if it is still kept. */
  known?: KnownPayCode | null
}

export interface BankCardRepayInput {
  orderId: string
  amount: number
  productName: string
  repayDate: string
}

export interface RepaymentContext extends RepaymentInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  repayment: Repayment | null
  /** The pay code asked for (generate-vcode) and not yet answered, or being checked. */
  inFlight: PayCodeInput | null
  /** channelNumber of the chosen channel. */
  selected: string | null
  /** Payment was tapped with no channel chosen: the hint shows as an error. */
  channelMissing: boolean
  /** The pay code last loaded on this device for this order (shown when the load fails). */
  known: KnownPayCode | null
  /** Manila days past the due date when the repayment was read (repaymentDaysLate); null when not late. */
  daysLate: number | null
}

export type RepaymentEvent =
  | { type: 'repayment.retry' }
  | { type: 'details.toggle' }
  | { type: 'instructions.open' }
  | { type: 'payCode.copy' }
  | { type: 'barcode.open' }
  | { type: 'barcode.close' }
  | { type: 'defaultPayment.open' }
  | { type: 'channels.open' }
  | { type: 'channels.close' }
  | { type: 'channel.select'; channelNumber: string }
  | { type: 'payment.submit' }
  | { type: 'outcome.check' }
  | { type: 'service.open' }

/** What "How to repay" carries: the borrower's pay code (when there is one) and the amount to pay. */
export interface InstructionsParams {
  amount: number
  payCode: string
}
