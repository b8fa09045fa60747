import * as v from 'valibot'
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

const minor = v.pipe(v.number(), v.finite())
const text = v.string()

export const submittedLoanSchema = v.object({
  productId: text,
  productName: text,
  /** What was applied for (the amount financed), minor units. */
  amount: minor,
  /** What arrives in the account after fees deducted up front, minor units. */
  netProceeds: minor,
  /** Everything to repay (principal and finance charges), minor units; null when the offer did not say. */
  totalRepay: v.nullable(minor),
  /** The term as the offer wrote it ("91 days", "3 months"). */
  term: text,
  /** The first due date as the offer wrote it, "" when unknown. */
  firstDueDate: text,
  /** The receiving account as the offer named it (bank and masked number), "" when the offer did not say. */
  account: text,
  /** ISO instant of the successful submission. */
  submittedAt: text,
})

export type SubmittedLoan = v.InferOutput<typeof submittedLoanSchema>

export function rememberSubmittedLoan(store: Store, loan: SubmittedLoan): void {
  store.set(SUBMITTED_LOAN_KEY, loan)
}

/** The remembered application for `productId`, if one was submitted within the last day. */
export function submittedLoanFor(store: Store, productId: string, now: Date): SubmittedLoan | undefined {
  const loan = store.get(SUBMITTED_LOAN_KEY, submittedLoanSchema)
  if (loan === undefined || loan.productId !== productId) return undefined
  const at = Date.parse(loan.submittedAt)
  if (!Number.isFinite(at) || now.getTime() - at > SUBMITTED_LOAN_TTL_MS || at - now.getTime() > 60_000)
    return undefined
  return loan
}
