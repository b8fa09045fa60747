import type { LoadFailure } from './shared/notice.ts'

/* My orders' domain (machines/order-list.machine.ts): an order as the list shows it, the context and events. */

export interface OrderSummary {
  orderId: string
  productId: string
  productName: string
  productLogo: string
  /** The loan amount (principal), minor units. */
  amount: number
  /** What is owed now (the server's repayAmount), minor units; null when the server does not say. */
  owed: number | null
  status: string
  statusText: string
  /** The date the list shows under the order ('' for none). */
  date: string
  /** The due date as the server wrote it ('' for none): the list's order among owing orders. */
  dueDate: string
  /** Manila calendar days past the due date of an order that owes money; null when not late. */
  daysLate: number | null
}

export interface OrderListContext {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  orders: OrderSummary[]
}

export type OrderListEvent = { type: 'orders.retry' } | { type: 'order.open'; orderId: string }
