import * as v from 'valibot'
import type { Store } from './storage.ts'
import { SUBMITTED_LOAN_KEY, SUBMITTED_LOAN_TTL_MS, type SubmittedLoan } from './submitted-loan.ts'

/**
 * The read side of ./submitted-loan.ts, apart so the pages that write the record (the loan
 * confirmations, lazily) never download its schema: only the order page decodes it.
 */
const minor = v.pipe(v.number(), v.finite())
const text = v.string()

export const submittedLoanSchema: v.GenericSchema<unknown, SubmittedLoan> = v.object({
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

/** The remembered application for `productId`, if one was submitted within the last day. */
export function submittedLoanFor(store: Store, productId: string, now: Date): SubmittedLoan | undefined {
  const loan = store.get(SUBMITTED_LOAN_KEY, submittedLoanSchema)
  if (loan === undefined || loan.productId !== productId) return undefined
  const at = Date.parse(loan.submittedAt)
  if (!Number.isFinite(at) || now.getTime() - at > SUBMITTED_LOAN_TTL_MS || at - now.getTime() > 60_000)
    return undefined
  return loan
}
