import { fromPromise } from 'xstate'
import { orderListMachine, type OrderSummary } from '../../../machines/order-list.machine.ts'
import { orderList } from '../../api/calls/order.ts'
import type { DataOf } from '../../api/api.ts'
import type { Services } from '../services.tsx'

/** Where a tapped order opens: its order details, with its ids (decisions.md routes). */
export const ORDER_DETAILS_PATH = '/loanDetails'

type OrderListItem = DataOf<typeof orderList>[number]

/**
 * The one date the list shows under an order: the due date when the server sends one (what a
 * borrower with money owed looks for), else the day the order was placed; '' for neither.
 */
export function orderDate(item: Pick<OrderListItem, 'repayDate' | 'createTime'>): string {
  if (item.repayDate.trim() !== '') return `Due ${item.repayDate.trim()}`
  if (item.createTime.trim() !== '') return `Placed ${item.createTime.trim()}`
  return ''
}

export function toOrderSummary(item: OrderListItem): OrderSummary {
  return {
    orderId: item.orderId,
    productId: item.productId,
    productName: item.productName,
    productLogo: item.productLogo,
    amount: item.amount,
    status: item.orderStatus,
    statusText: item.noticeStatusText,
    date: orderDate(item),
  }
}

/** The real side effects of My orders: the order-list call and the way to an order's details. */
export function orderListWith(services: Services) {
  const { api, navigate, toast } = services
  return orderListMachine.provide({
    actors: {
      loadOrders: fromPromise(async () => (await api.call(orderList, {})).map(toOrderSummary)),
    },
    actions: {
      showToast: (_, params) => toast(params),
      openOrder: (_, { productId, orderId }) => navigate.go(ORDER_DETAILS_PATH, { productId, orderId }),
    },
  })
}
