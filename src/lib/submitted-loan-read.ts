import * as v from 'valibot'
import type { Store } from './storage.ts'
import { SUBMITTED_LOAN_KEY, SUBMITTED_LOAN_TTL_MS, type SubmittedLoan } from './submitted-loan.ts'

/**
 * The read side of ./submitted-loan.ts, apart so the pages that write the record (the loan
 * confirmations, lazily) never download its schema: only the order page decodes it.
 */
const minor = v.pipe(v.number(), v.finite())
const text = v.string()

const fields = {
  productId: text,
  productName: text,
  /** What was applied for (the amount financed), minor units. */
  amount: minor,
  /** What arrives in the account after fees deducted up front, minor units. */
  netProceeds: minor,
  /** Everything to repay (principal and finance charges), minor units; null when the offer did not say. */
  totalRepay: v.nullable(minor),
  /** The first due date as the offer wrote it, "" when unknown. */
  firstDueDate: text,
  /** The receiving account as the offer named it (bank and masked number), "" when the offer did not say. */
  account: text,
  /** ISO instant of the successful submission. */
  submittedAt: text,
}

/** The term in days, null when the offer did not say; the order page words it in its language. */
const current = v.object({ ...fields, termDays: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))) })

/**
 * A record written before issue 28 held the term as English text ("91 days", "" when unknown): its
 * number of days is kept, any other text reads as not stated.
 */
const beforeIssue28 = v.pipe(
  v.object({ ...fields, term: text }),
  v.transform(({ term, ...loan }) => {
    const days = /^(\d+) days?$/.exec(term.trim())
    return { ...loan, termDays: days === null ? null : Number(days[1]) }
  }),
)

export const submittedLoanSchema: v.GenericSchema<unknown, SubmittedLoan> = v.union([current, beforeIssue28])

/** The remembered application for `productId`, if one was submitted within the last day. */
export function submittedLoanFor(store: Store, productId: string, now: Date): SubmittedLoan | undefined {
  const loan = store.get(SUBMITTED_LOAN_KEY, submittedLoanSchema)
  if (loan === undefined || loan.productId !== productId) return undefined
  const at = Date.parse(loan.submittedAt)
  if (!Number.isFinite(at) || now.getTime() - at > SUBMITTED_LOAN_TTL_MS || at - now.getTime() > 60_000)
    return undefined
  return loan
}
