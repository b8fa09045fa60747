import * as v from 'valibot'
import { amount, list, optText, text } from './schema-base.ts'

/**
 * What both loan confirmations share (spec §3 "Loan confirm"), v3 and the legacy variant 2: parts of
 * their answers' schemas and the marker of their jump and push. Only those two routes load it; each
 * route's own calls are in ./loan.ts and ./legacy.ts, so neither route loads the other's.
 */

/** The fixed marker of spec §7 rides on the jump and the push under its configured name. */
export type WithMarker<T> = T & Record<string, string | number>

export const nonEmpty = v.pipe(v.string(), v.minLength(1))

/** A repayment plan row; its amount is in minor units like every amount (decisions.md). */
export const planRow = v.looseObject({
  title: optText,
  description: optText,
  amount,
  pay_time: optText,
})

/** A fee the offer deducts from the amount before it is sent (decision 028). */
export const fee = v.looseObject({ name: text, amount })
/** A percentage as a number or decimal text, never negative. */
const percent = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/))]),
  v.transform((value) => Number(value)),
  v.finite(),
  v.minValue(0),
)
/**
 * The offer's cost as structured fields (decision 028), optional in both confirmations: absent or
 * null, the disclosure statement falls back on the plan rows or says what it cannot state.
 */
export const offerCost = {
  /** Each fee deducted up front, minor units. */
  fees: v.nullish(v.array(fee)),
  /** The interest over the whole term, minor units. */
  interest: v.nullish(amount),
  /** What arrives in the account (the amount less the fees), minor units. */
  netAmount: v.nullish(amount),
  /** The lender's effective interest rate, percent per month. */
  effectiveRate: v.nullish(percent),
  /** The account the money is sent to, as the lender names it ("GCash •••• 4321"). */
  receivingAccount: optText,
}

export const agreement = v.looseObject({ title: text })
/** The agreements are in `data.data`; a bare list is not that shape (valibot's objects accept arrays). */
export const wrappedAgreements = v.pipe(
  v.custom<unknown>((value) => !Array.isArray(value)),
  v.looseObject({ data: list(agreement) }),
)
export const contractJump = v.looseObject({ contract_url: nonEmpty })
