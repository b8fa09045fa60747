import type { Disclosure } from './disclosure.ts'
import type { Agreement, PlanRow, PushInput, SubmittedLoan, TextValue } from './loan-offer.ts'
import type { LoadFailure } from './shared/notice.ts'

/*
 * The legacy loan confirmation's domain (machines/legacy-confirm.machine.ts): the offer as the legacy
 * calls give it, the page's input, context and events.
 */

/** The amount's currency: the legacy offer's flag chooses rupees over pesos. */
export type Currency = 'peso' | 'rupee'

export interface LegacyOffer {
  productName: string
  productLogo: string
  /** Minor units; sent back with the submission. */
  amount: number
  currency: Currency
  periods: string
  termUnit: string
  repaymentDate: string
  details: TextValue[]
  plans: PlanRow[]
  /** The submit button's text from the server; '' when it sent none. */
  buttonText: string
  /** A checked URL of the promotional popup's image, or '' when there is no popup. */
  promoImage: string
  /** The Truth-in-Lending statement (machines/disclosure.ts), computed as the offer was decoded. */
  disclosure: Disclosure
  /** The account the money is sent to as the lender names it; '' when it does not. */
  receivingAccount: string
}
export interface LegacyConfirmData {
  offer: LegacyOffer
  agreements: Agreement[]
}

export interface LegacyConfirmInput {
  productId: string
  orderId: string
  /** A depush of this product in flight or of unknown outcome when the page was left: it is checked. */
  inFlight?: PushInput | null
  /** This page already submitted the loan (a reload, Back/Forward): it says so, never offers it again. */
  submitted?: SubmittedLoan | null
}
export interface LegacyConfirmContext extends LegacyConfirmInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  data: LegacyConfirmData | null
  /** The terms of the depush in flight or being checked. */
  pushed: PushInput | null
  submitted: SubmittedLoan | null
}

export type LegacyConfirmEvent =
  | { type: 'confirm.retry' }
  | { type: 'promo.close' }
  | { type: 'promo.review' }
  | { type: 'agreement.open'; position: number }
  | { type: 'loan.submit' }
  | { type: 'outcome.check' }
  | { type: 'service.open' }
  | { type: 'order.open' }
