import { endpoint, ZERO } from '../api.ts'
import { ignored } from '../schema-base.ts'
import * as o from '../schemas-order.ts'

/** Order details, its rating and product tracking, and the order list (spec §7). */

export const loanDetails = endpoint<typeof o.loanDetails, { productId: string; orderId: string }>({
  method: 'POST',
  path: '/v3/loan-details/loan-details',
  send: 'form',
  success: ZERO,
  data: o.loanDetails,
})

export const googleScore = endpoint<typeof ignored, { score: 5 }>({
  method: 'POST',
  path: '/v3/loan-details/google-score',
  send: 'form',
  success: ZERO,
  data: ignored,
})

export const saveEvent = endpoint<typeof ignored, { productId: string; moduleId: 30; positionId: number }>({
  method: 'POST',
  path: '/service/event/save',
  send: 'form',
  success: ZERO,
  data: ignored,
})

/** The borrower's orders (spec §7 "other known endpoint names": order-list; path and shape in decision 014). */
export const orderList = endpoint<typeof o.orderList, Record<string, never>>({
  method: 'POST',
  path: '/v3/order/order-list',
  send: 'form',
  success: ZERO,
  data: o.orderList,
})
