import type { Disclosure } from './disclosure.ts'
import type { LoadFailure } from './shared/notice.ts'
import type { Agreement, PlanRow, PushInput, SubmittedLoan, TextValue } from './loan-offer.ts'

/* Loan confirmation v3's domain (machines/loan-confirm.machine.ts): the offer, the page's input and state. */

export interface LoanOffer {
  productName: string
  productLogo: string
  /** Minor units; sent back with the push. */
  amount: number
  periods: string
  termUnit: string
  rateDescription: string
  firstPayTime: string
  firstPeriodDay: string
  details: TextValue[]
  plans: PlanRow[]
  /** isPopType: RETENTION_POP_TYPE (machines/loan-confirm.machine.ts) shows the retention popup on the iOS back hook. */
  popType: string
  popTitle: string
  popContent: string
  /** A checked URL for the agreement popup, or '' when there is none. */
  popAgreementUrl: string
  /** The Truth-in-Lending statement (machines/disclosure.ts), computed as the offer was decoded. */
  disclosure: Disclosure
  /** The account the money is sent to as the lender names it; '' when it does not. */
  receivingAccount: string
}
export interface ConfirmData {
  offer: LoanOffer
  agreements: Agreement[]
}

export interface LoanConfirmInput {
  productId: string
  orderId: string
  /** `?byPeriod=1`: the same screen, for confirmation by period. */
  byPeriod: boolean
  isIos: boolean
  /** A push of this product in flight or of unknown outcome when the page was left: it is checked. */
  inFlight?: PushInput | null
  /** This page already submitted the loan (a reload, Back/Forward): it says so, never offers Next. */
  submitted?: SubmittedLoan | null
}
export interface LoanConfirmContext extends LoanConfirmInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  data: ConfirmData | null
  /** The terms of the push in flight or being checked. */
  pushed: PushInput | null
  submitted: SubmittedLoan | null
}

export type LoanConfirmEvent =
  | { type: 'confirm.retry' }
  | { type: 'agreement.toggle' }
  | { type: 'agreement.open'; position: number }
  | { type: 'loan.submit' }
  | { type: 'agreementPopup.agree' }
  | { type: 'agreementPopup.cancel' }
  | { type: 'retention.stay' }
  | { type: 'retention.leave' }
  | { type: 'host.backPressed' }
  | { type: 'outcome.check' }
  | { type: 'service.open' }
  | { type: 'order.open' }
