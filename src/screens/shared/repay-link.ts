import * as v from 'valibot'
import { linkId, type PageQuery } from '../../lib/query.ts'
import { CONTEXT_MAX } from './card-repay-link.ts'

/**
 * The link the bank-card repayment (/repayChoose) and the e-wallet repayment (/alipayrepayment) are
 * opened with (read here; built by src/screens/shared/card-repay-link.ts); what else they share is
 * in ./payment-outcome.ts. Written tersely (arrows, one shared `optional`) because `/repayChoose` is
 * at its first-load budget.
 */

const optional = v.optional(v.string(), '')
/** Short context shown on the page, never sent: trimmed and cut, so a long one never refuses the link. */
const contextText = v.pipe(
  optional,
  v.transform((text) => text.trim().slice(0, CONTEXT_MAX)),
)

/** The page's query is an input: decoded before the flow starts. */
export const repayQuery = v.object({
  orderId: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  /** withholdingAmount in minor units. */
  amount: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
  couponId: optional,
  userId: optional,
  /** The loan's product, when the link names it: the payment check reads the order with it. */
  productId: v.optional(linkId, ''),
  productName: contextText,
  repayDate: contextText,
})
export type RepayQuery = v.InferOutput<typeof repayQuery>

/** Decodes the page's query; `null` when the link lacks an order or a valid amount. */
export const decodeRepayQuery = (query: PageQuery): RepayQuery | null => {
  const decoded = v.safeParse(repayQuery, query)
  return decoded.success ? decoded.output : null
}
