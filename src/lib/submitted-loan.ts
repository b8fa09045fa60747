import type { SubmittedApplication } from '../../machines/order-details.types.ts'
import type { Store } from './storage.ts'

/**
 * What the borrower applied for, remembered on the device the moment loan-detail-push succeeds, so
 * the page the confirmation leads to (the order page, `from=confirm`) can say what was applied for,
 * what arrives and where: the order call answers the order's status, not the offer the borrower saw.
 * Written by the loan confirmation (v3 and variant 2), read by the order page; never sent anywhere.
 */
export const SUBMITTED_LOAN_KEY = 'bayad.submittedLoan'

/** How long after submitting the order page still shows the summary (the same day's visit). */
export const SUBMITTED_LOAN_TTL_MS = 24 * 60 * 60 * 1000

/**
 * What the record holds (decoded on read by ./submitted-loan-read.ts): what the order page's machine
 * takes as the application, and the product it was for.
 */
export type SubmittedLoan = SubmittedApplication & { productId: string }

export function rememberSubmittedLoan(store: Store, loan: SubmittedLoan): void {
  store.set(SUBMITTED_LOAN_KEY, loan)
}
