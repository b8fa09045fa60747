import * as v from 'valibot'
import type { WalletInput } from '../../../machines/repay-by-card.machine.ts'
import { repaymentHuichao } from '../../api/calls/repayment.ts'
import type { PageQuery } from '../../lib/query.ts'
import { checkedRedirect } from '../../lib/url.ts'
import { CONTEXT_MAX } from '../repayment/card-repay-link.ts'
import type { Services } from '../services.tsx'

/**
 * What the bank-card repayment (/repayChoose) and the e-wallet repayment (/alipayrepayment) share:
 * the link they are opened with (read here; built by src/screens/repayment/card-repay-link.ts), and
 * the checked e-wallet checkout. One module, so both routes load it as one small chunk; written
 * tersely (arrows, one shared `optional`) because `/repayChoose` is at its first-load budget.
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
  productName: contextText,
  repayDate: contextText,
})
export type RepayQuery = v.InferOutput<typeof repayQuery>

/** Decodes the page's query; `null` when the link lacks an order or a valid amount. */
export const decodeRepayQuery = (query: PageQuery): RepayQuery | null => {
  const decoded = v.safeParse(repayQuery, query)
  return decoded.success ? decoded.output : null
}

/**
 * repayment-huichao (spec §7) with the actor's input as its payload (both machines build exactly
 * {userId, orderId, amount}): success is "00", and a returned URL that fails the redirect check is a
 * malformed answer, never a navigation.
 */
export const walletCheckoutUrl = async (
  services: Pick<Services, 'api' | 'origin'>,
  payload: WalletInput,
): Promise<string> =>
  checkedRedirect((await services.api.call(repaymentHuichao, payload)).url, services.origin)
