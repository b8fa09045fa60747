import * as v from 'valibot'
import { amount, list, optText, text } from './schema-base.ts'

/**
 * What both loan confirmations' responses share (spec §3 "Loan confirm"), v3 and the legacy variant
 * 2; only those two routes load it. Each route's own schemas are in schemas-loan-v3.ts and
 * schemas-legacy.ts, so neither route loads the other's.
 */

export const nonEmpty = v.pipe(v.string(), v.minLength(1))

/** A repayment plan row; its amount is in minor units like every amount (decisions.md). */
export const planRow = v.looseObject({
  title: optText,
  description: optText,
  amount,
  pay_time: optText,
})

export const agreement = v.looseObject({ title: text })
/** The agreements are in `data.data`; a bare list is not that shape (valibot's objects accept arrays). */
export const wrappedAgreements = v.pipe(
  v.custom<unknown>((value) => !Array.isArray(value)),
  v.looseObject({ data: list(agreement) }),
)
export const contractJump = v.looseObject({ contract_url: nonEmpty })
