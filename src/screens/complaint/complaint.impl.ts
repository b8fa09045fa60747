import * as v from 'valibot'
import type { ComplaintInit, ComplaintOrder } from '../../../machines/complaint-start.types.ts'
import type { DataOf } from '../../api/api.ts'
import type { problemInit } from '../../api/complaint.ts'

/**
 * What the complaint start and form share; each screen's side effects are in its own impl module so
 * each route loads only its own machine.
 */

export const COMPLAINT_FORM = '/complainPageNext'
export const COMPLAINT_DETAILS = '/complainDetails'
/** Customer service, the way on when a complaint's or a rating's outcome cannot be confirmed. */
export const CUSTOMER_SERVICE = '/customerService'

/** `sent=1` on the complaint home: a complaint was just sent from the form (docs/decisions/031). */
export const SENT_FLAG = '1'

type InitData = DataOf<typeof problemInit>
type OrderData = Exclude<InitData['orderDetail'], ''>

function toOrder(order: OrderData): ComplaintOrder {
  return {
    orderNo: order.orderNo,
    productLogo: order.productLogo,
    productName: order.productName,
    status: order.status,
    lines: order.list.map((line) => ({ title: line.title, value: line.value })),
    allowsCollection: order.isShow === '1',
  }
}

export function toComplaintInit(data: InitData): ComplaintInit {
  return {
    types: data.problemType.map(({ value, title }) => ({ value, title })),
    subTypes: data.problemSonType.map(({ value, title }) => ({ value, title })),
    order: data.orderDetail === '' ? null : toOrder(data.orderDetail),
    orders: data.orderList.map(toOrder),
  }
}

export const complaintStartQuery = v.object({ orderId: v.optional(v.string(), '') })

export const complaintFormQuery = v.object({
  problemType: v.pipe(v.string(), v.trim(), v.minLength(1)),
  problemSonType: v.optional(v.string(), ''),
  orderNo: v.optional(v.string(), ''),
})
