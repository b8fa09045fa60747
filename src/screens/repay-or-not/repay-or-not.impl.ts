import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { statusView } from '../../../machines/order-status.ts'
import { repayOrNotMachine } from '../../../machines/repay-or-not.machine.ts'
import type { RepayChoice, RepayOrNotInput } from '../../../machines/repay-or-not.types.ts'
import { loanDetails } from '../../api/order.ts'
import type { DataOf } from '../../api/api.ts'
import { linkId, type PageQuery } from '../../lib/query.ts'
import type { Services } from '../shared/services.tsx'

/** Where each choice goes, with the order's ids (decisions.md routes). */
export const REPAY_PATH = '/repay'
export const ROLLOVER_PATH = '/repayDelay'
export const ORDER_DETAILS_PATH = '/loanDetails'

/** The page's query is an input: decoded before the flow starts. The order is required, the product not. */
export const repayOrNotQuery = v.object({
  orderId: v.pipe(linkId, v.minLength(1)),
  productId: v.optional(linkId, ''),
})

/** Decodes the page's query; `null` when the link names no order (or a forged one). */
export function decodeRepayOrNotQuery(query: PageQuery): RepayOrNotInput | null {
  const decoded = v.safeParse(repayOrNotQuery, query)
  if (!decoded.success) return null
  return { productId: decoded.output.productId, orderId: decoded.output.orderId }
}

/** The ids the next page gets; a link without a product passes none rather than an empty one. */
export function linkParams({ productId, orderId }: RepayOrNotInput): { productId?: string; orderId: string } {
  return productId === '' ? { orderId } : { productId, orderId }
}

/** The order as the choice needs it; what can be done now follows the order page's status rule (spec §4). */
export function toRepayChoice(details: DataOf<typeof loanDetails>): RepayChoice {
  const { actions } = statusView(details.orderStatus, details.isDelay)
  return {
    productName: details.productName,
    productLogo: details.productLogo,
    status: details.orderStatus,
    statusText: details.noticeStatusText,
    description: details.noticeDesText,
    rows: (details.userOrderDetail?.detail ?? []).map(({ text, value }) => ({ text, value })),
    repayable: actions.includes('repay') || actions.includes('repayment'),
    rollover: actions.includes('rollover'),
  }
}

/** The real side effects of the repay-or-not choice: the order's details, and the page each choice opens. */
export function repayOrNotWith(services: Services) {
  const { api, navigate, toast } = services
  return repayOrNotMachine.provide({
    actors: {
      loadChoice: fromPromise(async ({ input }: { input: RepayOrNotInput }) =>
        toRepayChoice(await api.call(loanDetails, { productId: input.productId, orderId: input.orderId })),
      ),
    },
    actions: {
      showToast: (_, params) => toast(params),
      openRepay: (_, ids) => navigate.go(REPAY_PATH, linkParams(ids)),
      openRollover: (_, ids) => navigate.go(ROLLOVER_PATH, linkParams(ids)),
      openOrder: (_, ids) => navigate.go(ORDER_DETAILS_PATH, linkParams(ids)),
    },
  })
}
