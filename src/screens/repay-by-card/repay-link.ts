import * as v from 'valibot'
import { repaymentHuichao } from '../../api/calls/repayment.ts'
import type { PageQuery } from '../../lib/query.ts'
import { checkedRedirect } from '../../lib/url.ts'
import type { Services } from '../services.tsx'

/**
 * What the bank-card repayment (/repayChoose) and the e-wallet repayment (/alipayrepayment) share:
 * the link they are opened with, and the checked e-wallet checkout. One module, so both routes load
 * it as one small chunk.
 */

/** Short context the page may be opened with (the instalment page knows them); shown, never sent. */
const contextText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), '')

/** The page's query is an input: decoded before the flow starts. */
export const repayQuery = v.object({
  orderId: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  /** withholdingAmount in minor units. */
  amount: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
  couponId: v.optional(v.string(), ''),
  userId: v.optional(v.string(), ''),
  productName: contextText,
  repayDate: contextText,
})
export type RepayQuery = v.InferOutput<typeof repayQuery>

/** Decodes the page's query; `null` when the link lacks an order or a valid amount. */
export function decodeRepayQuery(query: PageQuery): RepayQuery | null {
  const decoded = v.safeParse(repayQuery, query)
  return decoded.success ? decoded.output : null
}

/**
 * repayment-huichao (spec §7): success is "00", and a returned URL that fails the redirect check is
 * a malformed answer, never a navigation.
 */
export async function walletCheckoutUrl(
  services: Pick<Services, 'api' | 'origin'>,
  input: { userId: string; orderId: string; amount: string },
): Promise<string> {
  const data = await services.api.call(repaymentHuichao, {
    userId: input.userId,
    orderId: input.orderId,
    amount: input.amount,
  })
  return checkedRedirect(data.url, services.origin)
}
