import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import { daysLate, dueDayNumber } from './days-late.ts'
import { notProvided } from './shared/not-provided.ts'

/**
 * The borrower's orders (spec §7 order-list; docs/decisions/014-order-details.md): each order with
 * its product, what is owed and its status, overdue first (docs/decisions/030-owed-and-pay-code.md);
 * a tap opens its order details.
 */

/** Spec §4: the overdue status, listed first. */
export const OVERDUE_STATUS = '180'
/** Spec §4: money owed, not yet late (174 repayable, 170 pending repayment), listed next by due date. */
export const REPAYABLE_STATUSES: readonly string[] = ['174', '170']

/** An order that owes money: overdue or repayable. */
export const owesMoney = (status: string) => status === OVERDUE_STATUS || REPAYABLE_STATUSES.includes(status)

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

/**
 * How late an order is when it is read at `now`: only an order that owes money (180, 174, 170) is
 * late, from the day after its due date; an unreadable due date is not late (an overdue order still
 * says Overdue by its status).
 */
export function orderDaysLate(status: string, dueDate: string, now: Date): number | null {
  if (!owesMoney(status)) return null
  const late = daysLate(dueDate, now)
  return late === null || late === 0 ? null : late
}

/** 0: overdue, 1: owes money, 2: anything else. */
function urgency(order: OrderSummary): number {
  if (order.status === OVERDUE_STATUS || order.daysLate !== null) return 0
  return REPAYABLE_STATUSES.includes(order.status) ? 1 : 2
}

/** A due date's place in the list: the earliest first; an unreadable one after every readable one. */
function dueRank(order: OrderSummary): number {
  const day = dueDayNumber(order.dueDate)
  return day === null ? Number.POSITIVE_INFINITY : day
}

/**
 * The list as the borrower reads it: overdue orders first (the 180 status, or a repayable order past
 * its due date), then the orders that owe money, each group by due date (the earliest first); then
 * every other order in the server's order (newest first).
 */
export function byUrgency(orders: readonly OrderSummary[]): OrderSummary[] {
  return orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => {
      const group = urgency(a.order) - urgency(b.order)
      if (group !== 0) return group
      if (urgency(a.order) < 2) {
        const due = dueRank(a.order) - dueRank(b.order)
        if (due !== 0 && !Number.isNaN(due)) return due
      }
      return a.index - b.index
    })
    .map(({ order }) => order)
}

export interface OrderListContext {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  orders: OrderSummary[]
}

export type OrderListEvent = { type: 'orders.retry' } | { type: 'order.open'; orderId: string }

export const orderListMachine = setup({
  types: {
    context: {} as OrderListContext,
    events: {} as OrderListEvent,
  },
  actors: {
    loadOrders: fromPromise<OrderSummary[], void>(notProvided('loadOrders')),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    openOrder: (_, _params: { orderId: string; productId: string }) => {},
  },
  guards: {
    hasOrders: (_, { orders }: { orders: OrderSummary[] }) => orders.length > 0,
    isListedOrder: ({ context, event }) =>
      event.type === 'order.open' && context.orders.some((order) => order.orderId === event.orderId),
  },
}).createMachine({
  id: 'orderList',
  description: 'My orders: load the list (overdue first, then what is owed by due date), open one.',
  context: { orders: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        onDone: [
          {
            guard: { type: 'hasOrders', params: ({ event }) => ({ orders: event.output }) },
            target: 'listing',
            actions: assign({ orders: ({ event }) => byUrgency(event.output) }),
          },
          { target: 'empty' },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The orders could not be loaded; the borrower can try again.',
      on: { 'orders.retry': 'loading' },
    },
    empty: { description: 'The borrower has no orders yet.' },
    listing: {
      on: {
        'order.open': {
          guard: 'isListedOrder',
          actions: {
            type: 'openOrder',
            params: ({ context, event }) => ({
              orderId: event.orderId,
              productId: context.orders.find((order) => order.orderId === event.orderId)?.productId ?? '',
            }),
          },
        },
      },
    },
  },
})
