import { fromPromise } from 'xstate'
import { orderListMachine } from '../../../machines/order-list.machine.ts'
import { orderDaysLate, owesMoney } from '../../../machines/order-list-urgency.ts'
import type { OrderSummary } from '../../../machines/order-list.types.ts'
import { orderList } from '../../api/order.ts'
import type { DataOf } from '../../api/api.ts'
import { ordersTexts } from '../../i18n/orders/index.ts'
import type { Services } from '../shared/services.tsx'

/** Where a tapped order opens: its order details, with its ids (decisions.md routes). */
export const ORDER_DETAILS_PATH = '/loanDetails'

type OrderListItem = DataOf<typeof orderList>[number]

/**
 * The one date the list shows under an order, in the page's language: the due date when the server
 * sends one (what a borrower with money owed looks for), else the day the order was placed; '' for
 * neither. Read when the orders arrive, once the page's texts are here.
 */
export function orderDate(item: Pick<OrderListItem, 'repayDate' | 'createTime'>): string {
  const t = ordersTexts()
  if (item.repayDate.trim() !== '') return t.due(item.repayDate.trim())
  if (item.createTime.trim() !== '') return t.placed(item.createTime.trim())
  return ''
}

/** One order of the answer, read at `now` (how late it is counts in Manila days from then). */
export function toOrderSummary(item: OrderListItem, now: Date): OrderSummary {
  const status = item.orderStatus.trim()
  const dueDate = item.repayDate.trim()
  return {
    orderId: item.orderId,
    productId: item.productId,
    productName: item.productName,
    productLogo: item.productLogo,
    amount: item.amount,
    // What is owed matters only while money is owed: a finished order's leftover figure is not shown.
    owed: owesMoney(status) && item.repayAmount != null ? Math.round(item.repayAmount) : null,
    status,
    statusText: item.noticeStatusText,
    date: orderDate(item),
    dueDate,
    daysLate: orderDaysLate(status, dueDate, now),
  }
}

/** The real side effects of My orders: the order-list call and the way to an order's details. */
export function orderListWith(services: Services) {
  const { api, navigate, toast } = services
  return orderListMachine.provide({
    actors: {
      loadOrders: fromPromise(async () => {
        const orders = await api.call(orderList, {})
        const now = new Date()
        return orders.map((item) => toOrderSummary(item, now))
      }),
    },
    actions: {
      showToast: (_, params) => toast(params),
      openOrder: (_, { productId, orderId }) => navigate.go(ORDER_DETAILS_PATH, { productId, orderId }),
    },
  })
}
